/**
 * One TypeScript parse per text (src/formats/typescript-source/parsed.ts): every reader of a server file
 * (tool classes, served methods, imported lists and reads, the extraction, its comments) and the
 * consistency rules take the same tree; a changed text or a file past the bounds is parsed again, one
 * pushed out by newer files only once nothing holds its tree, and what the parser threw is thrown again.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { parsedSource } from '../../src/formats/typescript-source/parsed.js';
import { runMemo } from '../../src/formats/types.js';
import { setVendorLoader, type VendorName } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const vendored = createRequire(new URL('../../src/util/lazy-require.ts', import.meta.url));
const real = vendored('./vendor/typescript/index.cjs') as typeof import('typescript');
/** TypeScript's module with a createSourceFile that counts its calls by path. */
const parses = new Map<string, number>();
const counting: typeof import('typescript') = Object.create(real);
Object.defineProperty(counting, 'createSourceFile', {
  value: (...args: Parameters<typeof real.createSourceFile>) => {
    parses.set(args[0], (parses.get(args[0]) ?? 0) + 1);
    return real.createSourceFile(...args);
  },
});
setVendorLoader((name: VendorName) => (name === 'typescript' ? counting : vendored(`./vendor/${name}/index.cjs`)));

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { LIMITS } from "./limits.js";

export class Base extends Object {}
export const server = new McpServer({ name: "s", version: "1.0.0" });
// mcpdesc-disable-next-line mcpdesc.tools.description
server.registerTool("find_notes", { description: "Finds notes.", inputSchema: { query: z.string().max(LIMITS.query) } }, async () => ({ content: [] }));
`;

describe('a TypeScript text parsed once', () => {
  it('gives every reader of a linted server file the same tree', () => {
    const files = {
      'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}',
      'src/server.ts': SERVER,
      'src/limits.ts': 'export const LIMITS = { query: 200 };\n',
    };
    const result = lintSource('src/server.ts', SERVER, { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }), run: runMemo() });
    expect(result.source?.tools).toEqual([{ name: 'find_notes', line: 8, column: 21 }]);
    expect(parses.get('src/server.ts')).toBe(1);
  });

  it('parses a changed text again, and gives a tree pushed out or past the bounds again only while held', () => {
    const first = parsedSource(counting, 'a.ts', 'const a = 1;');
    expect(parsedSource(counting, 'a.ts', 'const a = 1;')).toBe(first);
    const changed = parsedSource(counting, 'a.ts', 'const a = 2;');
    expect(changed).not.toBe(first);
    expect(changed.statements).toHaveLength(1);
    // 32 files are kept: the 33rd newer one pushes the oldest out, given again while something holds its tree.
    for (let i = 0; i < 32; i++) parsedSource(counting, `f${i}.ts`, `const f = ${i};`);
    const before = parses.get('a.ts');
    expect(parsedSource(counting, 'a.ts', 'const a = 2;')).toBe(changed);
    expect(parses.get('a.ts')).toBe(before);
    for (let i = 0; i < 32; i++) parsedSource(counting, `g${i}.ts`, `const g = ${i};`);
    expect(parsedSource(counting, 'a.ts', 'const a = 3;')).not.toBe(changed);
    const big = `const big = "${'x'.repeat(1 << 20)}";`;
    // Past the bounds: not kept, but given again while something holds its tree.
    const held = parsedSource(counting, 'big.ts', big);
    expect(parsedSource(counting, 'big.ts', big) === held).toBe(true);
    expect(parses.get('big.ts')).toBe(1);
  });

  it('throws again what the parser threw, without parsing again', () => {
    const failing: typeof import('typescript') = Object.create(counting);
    let calls = 0;
    Object.defineProperty(failing, 'createSourceFile', {
      value: () => {
        calls++;
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    expect(() => parsedSource(failing, 'deep.ts', '((((1))))')).toThrow(RangeError);
    expect(() => parsedSource(failing, 'deep.ts', '((((1))))')).toThrow(RangeError);
    expect(calls).toBe(1);
  });
});
