// Jest's globalSetup: reads the rule catalogue (rules/*.yaml) once per run, in this process, and leaves
// it as JSON for every test file (helpers/corpus.ts). Under jest each test file evaluates its modules
// afresh and the `yaml` library is slow in jest's vm context: reading the catalogue cost 0.4-1.3 s in
// each of the 54 test files that use it. tsx runs the TypeScript here (jest's transform is not loaded yet).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export default async function readCatalogueOnce() {
  const { readRules } = await tsImport('../../src/catalogue/catalogue.ts', import.meta.url);
  const { packageRoot } = await tsImport('../../src/catalogue/package-root.ts', import.meta.url);
  const file = join(mkdtempSync(join(tmpdir(), 'mcpdesc-jest-')), 'catalogue.json');
  writeFileSync(file, JSON.stringify(readRules(packageRoot())));
  process.env.MCPDESC_TEST_CATALOGUE = file;
}
