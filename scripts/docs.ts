// npm run docs: writes docs/rules/ (from rules/*.yaml and the conformance corpus) and schemas/ (from the protocol model).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadCatalogue } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';
import { generateDocs } from '../src/docs/generate.js';

const root = packageRoot();
const pages = await generateDocs(root, loadCatalogue(root));
const dir = join(root, 'docs', 'rules');
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (!pages.has(`docs/rules/${file}`)) rmSync(join(dir, file));
for (const [path, content] of pages) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
console.log(`Wrote ${pages.size} files to docs/rules/ and schemas/.`);
