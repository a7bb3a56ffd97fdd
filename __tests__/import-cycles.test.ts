/**
 * No module of src/ imports itself through others, types included: a cycle makes the order modules
 * load in matter and hides which module owns a type (issue 30). Static `import`/`export … from`
 * statements count, `import type` too; a lazy `await import()` does not, as it loads after both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';

const SRC = join(packageRoot(), 'src');
const FROM = /^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gms;

/** Each module's imports of other modules of `files`, by absolute path. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(FROM)].map((m) => resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
      return [file, [...new Set(targets.filter((t) => known.has(t)))]];
    }),
  );
}

/** The strongly connected groups of more than one module (Tarjan), or of one that imports itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    low.set(node, order.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, order.get(next) as number));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle through a type import, so the check below can fail', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
      ['/c.ts', ['/a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['/a.ts', '/b.ts']]);
    const text = "import type { A } from './a.js';\nexport {\n  b,\n} from '../b.js';\nconst lazy = () => import('./c.js');\n";
    expect([...text.matchAll(FROM)].map((m) => m[1])).toEqual(['./a.js', '../b.js']);
  });

  it('src/ has none', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(SRC, f));
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(importGraph(files)).map((group) => group.map((f) => relative(SRC, f)))).toEqual([]);
  });
});
