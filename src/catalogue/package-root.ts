import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The directory holding mcpdesc's package.json, `rules/` and `docs/`. Found by walking up from this
 * module, so it works from `src/` under jest and from the `dist/` bundles alike.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && existsSync(join(dir, 'rules'))) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'mcpdesc') return (cached = dir);
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the mcpdesc package root (package.json beside rules/)');
    dir = parent;
  }
}

export function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  return version;
}
