// npm run generate: writes every list of formats from the format folders (src/docs/sources.ts says which).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../src/catalogue/package-root.js';
import { generatedSources } from '../src/docs/sources.js';

const root = packageRoot();
const changed: string[] = [];
for (const [path, content] of await generatedSources(root)) {
  let current: string | undefined;
  try {
    current = readFileSync(join(root, path), 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  writeFileSync(join(root, path), content);
  changed.push(path);
}
console.log(changed.length > 0 ? `Wrote ${changed.join(', ')}.` : 'Every generated file is up to date.');
