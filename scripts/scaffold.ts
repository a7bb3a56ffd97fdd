// What npm run new-format, npm run new-rule and npm run generate share: names made from ids, sample
// paths, writing only files that do not exist yet, and rewriting the generated lists of formats.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedSources } from '../src/docs/sources.js';

export function fail(script: string, message: string): never {
  console.error(`${script}: ${message}`);
  process.exit(2);
}

/** `zed-settings` → `zedSettings`. */
export const camel = (id: string): string => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `zed-settings` → `ZedSettings`. */
export const pascal = (id: string): string => camel(id).replace(/^[a-z]/, (c) => c.toUpperCase());

/** `zed-settings` → `ZED_SETTINGS`. */
export const constant = (id: string): string => id.toUpperCase().replace(/-/g, '_');

/** A path a format's glob matches, for corpus files and test cases: `**\/.zed/settings.json` → `.zed/settings.json`. */
export function samplePath(glob: string): string {
  return glob.replace(/^\*\*\//, '').replace(/\?\*|\*/g, 'example');
}

/** Writes files that must not exist yet, noting each path (root-relative) in `written`. */
export function writer(root: string, script: string, written: string[]): (path: string, text: string) => void {
  return (path, text) => {
    const absolute = join(root, path);
    if (existsSync(absolute)) fail(script, `${path} exists already.`);
    mkdirSync(join(absolute, '..'), { recursive: true });
    writeFileSync(absolute, text);
    written.push(path);
  };
}

/** Rewrites the generated lists of formats (npm run generate), noting the files that changed. */
export async function regenerate(root: string, written: string[]): Promise<void> {
  for (const [path, content] of await generatedSources(root)) {
    const absolute = join(root, path);
    if (existsSync(absolute) && readFileSync(absolute, 'utf8') === content) continue;
    writeFileSync(absolute, content);
    written.push(path);
  }
}

/** Formats the TypeScript files a scaffold wrote or changed, as npm run format would. */
export function formatWritten(root: string, written: readonly string[]): void {
  const files = written.filter((path) => path.endsWith('.ts'));
  if (files.length === 0) return;
  execFileSync(process.execPath, [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'format', '--write', ...files], { cwd: root, stdio: 'ignore' });
}
