/**
 * Hand-made hostile descriptors (__tests__/hostile/, plus files only a test should create: a FIFO, a
 * symlink to /etc/passwd, a folder named like a descriptor, a 50 MB file, 100,000 levels of nesting). Each must give exactly the
 * expected outcome, and one hostile file must never stop the others from being checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import type { FileResult } from '../src/engine/finding.js';
import { lintPaths } from '../src/runner/run.js';
import { catalogue } from './helpers/corpus.js';
import { createHostileWorkspace } from './helpers/hostile-files.js';

const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-hostile-'));
let results: Map<string, FileResult>;
let expectedFiles: string[];

beforeAll(async () => {
  expectedFiles = createHostileWorkspace(dir);
  const run = await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
  results = new Map(run.results.map((r) => [r.path, r]));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const findings = (file: string) => (results.get(file)?.findings ?? []).map((f) => `${f.ruleId}: ${f.message}`);

describe('hostile descriptors', () => {
  it.each<[string, string[]]>([
    ['redos-nested-quantifier.mcp.json', ['mcpdesc.tool.interaction.input: "input.code" must match the pattern "^(a+)+$", but it is "aaaa']],
    ['inside-link.mcp.json', ['mcpdesc.tool.interaction.input: "input.code" must match the pattern "^(a+)+$", but it is "aaaa']],
    [
      'redos-lookahead.mcp.json',
      ['mcpdesc.tool.interaction.input: "input" could not be fully checked: the schema\'s pattern "^(?=(a|aa)+$)" ran longer than 100 ms'],
    ],
    ['remote-ref.mcp.json', ['mcp.tool.input-schema: "inputSchema.properties.code.$ref" points outside this schema ("https://evil.example/steal?token=1")']],
    [
      'proto-pollution.mcp.json',
      [
        'mcpdesc.document.unknown-key: Unknown property "__proto__" in the descriptor: the descriptor format does not define it',
        'mcpdesc.tool.schema-keywords: "inputSchema.constructor" is a keyword of no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12), so validators ignore it. Remove it,',
      ],
    ],
    ['huge-schema.mcp.json', ['mcp.tool.input-schema: "inputSchema" is too large to check safely: it has more than 5000 values (limits.maxSchemaNodes)']],
    [
      'many-schemas.mcp.json',
      [
        'mcp.tool.input-schema: "inputSchema" was not compiled: this file\'s JSON Schemas together have more than 100000 values (limits.maxSchemaNodesPerFile).',
        'mcp.tool.input-schema: "inputSchema" was not compiled: this file\'s JSON Schemas together have more than 100000 values (limits.maxSchemaNodesPerFile).',
      ],
    ],
    ['alias-bomb.mcp.yaml', ['mcpdesc.document.limits: The document uses more than 1000 YAML aliases; mcpdesc stops reading here.']],
    ['self-alias.mcp.yaml', ['mcpdesc.document.limits: This YAML alias refers to a node that contains it']],
    ['duplicate-keys.mcp.json', ['mcpdesc.document.syntax: Duplicate key "protocolVersion"']],
    ['invalid-utf8.mcp.yaml', ['mcpdesc.document.file: The file is not valid UTF-8 (byte 0xc3 at offset 51).']],
    ['fifo.mcp.json', ['mcpdesc.document.file: This path is a named pipe (FIFO), not a regular file, so mcpdesc did not read it.']],
    ['folder.mcp.json/inside.mcp.json', []],
    ['passwd-link.mcp.yaml', ['mcpdesc.document.file: This symlink points outside the workspace, so mcpdesc did not read it']],
    ['dev-zero-link.mcp.json', ['mcpdesc.document.file: This symlink points outside the workspace, so mcpdesc did not read it']],
    ['deep.mcp.json', ['mcpdesc.document.limits: Nesting is deeper than 64 levels']],
    ['deep.mcp.yaml', ['mcpdesc.document.limits: Nesting is deeper than 64 levels']],
    ['huge.mcp.json', ['mcpdesc.document.limits: The file is 52428800 bytes, more than the limit of 5242880; mcpdesc did not read it.']],
    ['huge-string.mcp.json', ['mcpdesc.document.limits: A string of 2000000 characters is longer than the limit of 1000000.']],
  ])('%s gives exactly the expected findings', (file, expected) => {
    const actual = findings(file);
    expect(actual).toHaveLength(expected.length);
    for (const [i, prefix] of expected.entries()) expect(actual[i].startsWith(prefix)).toBe(true);
  });

  it('gives every path named like a descriptor a result, and searches a folder named like one', () => {
    expect([...results.keys()].sort()).toEqual([...expectedFiles].sort());
  });

  it('does not let "__proto__" or "constructor" keys reach any prototype', () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
