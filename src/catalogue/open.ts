/**
 * The catalogue as a run opens it. The bundles in dist/ carry it already read, as JSON beside them
 * (written by scripts/bundle.js from the same YAML): reading YAML would be most of the CLI's start-up,
 * and checking it needs every format's model (catalogue.ts), which this module, the one a bundle
 * loads, never imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue, RuleEntry } from './entry.js';

/** Built at run time, so the bundler leaves the file where it is instead of bundling it as an asset. */
const PREBUILT = join(dirname(fileURLToPath(import.meta.url)), 'catalogue.json');

/** The catalogue prebuilt beside this module, when running from a bundle. */
export function prebuiltCatalogue(): Catalogue | undefined {
  return existsSync(PREBUILT) ? catalogueOf(JSON.parse(readFileSync(PREBUILT, 'utf8')) as RuleEntry[]) : undefined;
}

/** The package's own rules, which do not change while the process runs: callers that run many lints in one process (tests) read them once. */
let opened: Promise<Catalogue> | undefined;

/** The catalogue: prebuilt when running from a bundle, else the package's rules/*.yaml. */
export function openCatalogue(): Promise<Catalogue> {
  opened ??= (async () => prebuiltCatalogue() ?? (await import('./catalogue.js')).loadCatalogue())();
  return opened;
}

export function catalogueOf(rules: RuleEntry[]): Catalogue {
  const byId = new Map(rules.map((r) => [r.id, r]));
  if (byId.size !== rules.length) throw new Error('rules/*.yaml: a rule id appears twice');
  return { rules, get: (id) => byId.get(id) };
}
