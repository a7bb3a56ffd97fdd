/** A workspace of hostile descriptors: the committed __tests__/hostile/ files plus those only a test should create. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOSTILE_DIR = fileURLToPath(new URL('../hostile/', import.meta.url));

/** Fills `dir`; returns the names of the files that should each get a result. */
export function createHostileWorkspace(dir: string): string[] {
  const committed = readdirSync(HOSTILE_DIR);
  for (const file of committed) copyFileSync(join(HOSTILE_DIR, file), join(dir, file));
  execFileSync('mkfifo', [join(dir, 'fifo.mcp.json')]);
  symlinkSync('/etc/passwd', join(dir, 'passwd-link.mcp.yaml'));
  symlinkSync('/dev/zero', join(dir, 'dev-zero-link.mcp.json'));
  symlinkSync('redos-nested-quantifier.mcp.json', join(dir, 'inside-link.mcp.json'));
  // A folder named like a descriptor is searched like any other: the descriptor in it gets the result.
  mkdirSync(join(dir, 'folder.mcp.json'));
  writeFileSync(join(dir, 'folder.mcp.json', 'inside.mcp.json'), '{"protocolVersion": "2025-11-25", "capabilities": {}}\n');
  writeFileSync(join(dir, 'deep.mcp.json'), `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  writeFileSync(join(dir, 'deep.mcp.yaml'), `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  writeFileSync(join(dir, 'huge.mcp.json'), Buffer.alloc(50 * 1024 * 1024, 0x20));
  writeFileSync(join(dir, 'huge-string.mcp.json'), JSON.stringify({ protocolVersion: '2025-11-25', instructions: 'x'.repeat(2_000_000) }));
  // 26 distinct schemas of 4,001 values each: more than one file may compile.
  const tools = Array.from({ length: 26 }, (_, t) => ({
    name: `t${t}`,
    inputSchema: { type: 'object', properties: Object.fromEntries(Array.from({ length: 2000 }, (_, p) => [`p${p}_${t}`, { type: 'string' }])) },
  }));
  writeFileSync(join(dir, 'many-schemas.mcp.json'), JSON.stringify({ protocolVersion: '2025-11-25', tools }));
  return [
    ...committed,
    'fifo.mcp.json',
    'folder.mcp.json/inside.mcp.json',
    'passwd-link.mcp.yaml',
    'dev-zero-link.mcp.json',
    'inside-link.mcp.json',
    'deep.mcp.json',
    'deep.mcp.yaml',
    'huge.mcp.json',
    'huge-string.mcp.json',
    'many-schemas.mcp.json',
  ];
}

/**
 * Files that once hung mcpdesc within the default limits (quadratic paths found by the hostile review):
 * each must now finish in under a second. Fills `dir` and returns their names.
 */
export function createFormerHangs(dir: string): string[] {
  const descriptor = (value: object) => JSON.stringify({ protocolVersion: '2025-06-18', capabilities: { tools: {} }, ...value });
  const files: Record<string, string> = {
    // "Did you mean" over a 300 KB enum (within limits.maxSchemaNodes) for a value that is in none of it.
    'long-enum.mcp.json': descriptor({
      tools: [
        {
          name: 't',
          inputSchema: {
            type: 'object',
            properties: { v: { type: 'string', enum: Array.from({ length: 4_900 }, (_, i) => `value-number-${i}-${'v'.repeat(40)}`) } },
          },
          interactionExamples: { one: { input: { v: 'value-numbr-7' }, result: { content: [] } } },
        },
      ],
    }),
    // A megabyte (within limits.maxStringLength) that a backtracking "password in a URL" pattern retried at every offset.
    'url-password.mcp.json': descriptor({ tools: [{ name: 't', description: `https://${'a:'.repeat(499_000)}`, inputSchema: { type: 'object' } }] }),
    // 1,000 aliases (the default limit) in a 1 MB document: each once re-walked the whole of it.
    'many-aliases.mcp.yaml': `protocolVersion: "2025-06-18"\ncapabilities: {}\nx-shared: &s {type: string}\nx-uses:\n${'  - *s\n'.repeat(1_000)}x-padding:\n${'  - padding-padding-padding-padding\n'.repeat(28_000)}`,
    // 10,000 findings: annotation selection once copied per-file lists for each of them.
    'many-findings.mcp.json': JSON.stringify({
      protocolVersion: '2025-06-18',
      capabilities: {},
      ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`extra${i}`, i])),
    }),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return Object.keys(files);
}
