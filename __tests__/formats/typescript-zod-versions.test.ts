/**
 * zod links that zod 3 and zod 4 turn into different JSON Schema (zod.ts): read as the file's zod writes
 * them (zod-version.ts), and where that is not known only in the shapes both write alike. Expected shapes
 * follow zod-to-json-schema 3.25 (src/parsers/nullable.ts: a primitive without checks as `type: [T,
 * "null"]`, else `anyOf`; union.ts: primitives squashed into `type`, literals into `enum`, `{}` options
 * dropped under `strictUnions`; record.ts; literal.ts: `{ type: typeof v, const }`; string.ts's addPattern:
 * the regex's `source`) and zod 4's json-schema-processors.ts (nullableProcessor: `anyOf: [inner, { type:
 * "null" }]`; unionProcessor: `anyOf`; recordProcessor: `propertyNames` then `additionalProperties`).
 */
import { describe, expect, it } from '@jest/globals';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import { type ZodMajor, zodMajor } from '../../src/formats/typescript-source/zod-version.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const HEAD =
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "s", version: "1" });\n';

/** Each parameter's schema as read, `null` for one not statically known. */
function read(params: Record<string, string>, zod?: ZodMajor): Record<string, unknown> {
  const shape = Object.entries(params)
    .map(([name, chain]) => `  ${name}: ${chain},`)
    .join('\n');
  const text = `${HEAD}server.tool("kiln", "Fires a kiln.", {\n${shape}\n}, async () => ({ content: [] }));\n`;
  const extracted = extractTools(vendoredTypescript(), 'src/server.ts', text, undefined, undefined, undefined, undefined, undefined, zod);
  const unknown = new Set(extracted.unread.map((u) => /"(.+)"/.exec(u.what)?.[1]));
  const properties = (extracted.tools[0].inputSchema as { properties: Record<string, unknown> }).properties;
  return Object.fromEntries(Object.keys(params).map((name) => [name, unknown.has(name) ? null : properties[name]]));
}

describe('typescript-source: zod links read per zod version', () => {
  it('with the zod unknown, reads only the shapes both zods write, and leaves the rest unknown', () => {
    expect(
      read({
        glaze: 'z.object({ colour: z.string() }).nullable()',
        cone: 'z.union([z.string().min(1), z.number()])',
        batch: 'z.string().max(8).or(z.array(z.string()))',
        mode: 'z.literal("bisque")',
        stamp: 'z.string().regex(/^[a-z]+-[0-9]{2}$/)',
        // zod 3 writes type ["string", "null"] and copies a description outward; zod 4 writes anyOf.
        note: 'z.string().nullable()',
        label: 'z.object({}).describe("Label").nullable()',
        // zod 3 squashes primitives into type: [...], and drops a `{}` option.
        size: 'z.union([z.string(), z.number()])',
        extra: 'z.union([z.array(z.string()), z.any()])',
        // zod 4 adds propertyNames; zod 3's single argument is no zod 4 record.
        temps: 'z.record(z.number())',
        // zod 3 writes a null literal as { type: "object" }.
        none: 'z.literal(null)',
      }),
    ).toEqual({
      glaze: { anyOf: [{ type: 'object', properties: { colour: { type: 'string' } }, required: ['colour'] }, { type: 'null' }] },
      cone: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'number' }] },
      batch: {
        anyOf: [
          { type: 'string', maxLength: 8 },
          { type: 'array', items: { type: 'string' } },
        ],
      },
      mode: { type: 'string', const: 'bisque' },
      stamp: { type: 'string', pattern: '^[a-z]+-[0-9]{2}$' },
      note: null,
      label: null,
      size: null,
      extra: null,
      temps: null,
      none: null,
    });
  });

  it('leaves a regex with flags, one invalid with the u flag, a second pattern, refinements and optional members unknown', () => {
    const read3 = read(
      {
        flagged: 'z.string().regex(/^kiln$/i)',
        escaped: 'z.string().regex(/a\\-b/)',
        email: 'z.string().email().regex(/@pottery\\.example$/)',
        twice: 'z.string().regex(/^a/).regex(/b$/)',
        refined: 'z.string().refine((s) => s.length > 2)',
        shaped: 'z.union([z.string().min(1), z.number()]).transform(String)',
        late: 'z.string().optional().nullable()',
        maybe: 'z.union([z.string().min(1), z.number().optional()])',
        keyed: 'z.record(z.string().min(2), z.number())',
      },
      3,
    );
    expect(Object.values(read3)).toEqual(Array(9).fill(null));
  });

  it('reads zod 3 as zod-to-json-schema writes it', () => {
    expect(
      read(
        {
          note: 'z.string().describe("A note").nullable()',
          count: 'z.number().int().describe("Pieces").nullable()',
          shelf: 'z.string().nullish()',
          size: 'z.union([z.string(), z.number(), z.string()])',
          finish: 'z.union([z.literal("matte"), z.literal("gloss")])',
          kind: 'z.union([z.enum(["jar"]), z.enum(["bowl", "jar"])])',
          extra: 'z.union([z.array(z.string()), z.any()])',
          temps: 'z.record(z.number())',
          ranges: 'z.record(z.string(), z.number().min(600))',
        },
        3,
      ),
    ).toEqual({
      note: { type: ['string', 'null'], description: 'A note' },
      count: { anyOf: [{ type: 'integer', description: 'Pieces' }, { type: 'null' }], description: 'Pieces' },
      shelf: { type: ['string', 'null'] },
      size: { type: ['string', 'number'] },
      finish: { type: 'string', enum: ['matte', 'gloss'] },
      kind: { type: 'string', enum: ['jar', 'bowl'] },
      extra: { anyOf: [{ type: 'array', items: { type: 'string' } }] },
      temps: { type: 'object', additionalProperties: { type: 'number' } },
      ranges: { type: 'object', additionalProperties: { type: 'number', minimum: 600 } },
    });
  });

  it('reads zod 4 as z.toJSONSchema writes it', () => {
    expect(
      read(
        {
          note: 'z.string().describe("A note").nullable()',
          size: 'z.union([z.string(), z.number()])',
          temps: 'z.record(z.string(), z.number())',
          single: 'z.record(z.number())',
          none: 'z.literal(null)',
        },
        4,
      ),
    ).toEqual({
      note: { anyOf: [{ type: 'string', description: 'A note' }, { type: 'null' }] },
      size: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      temps: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'number' } },
      single: null,
      none: { type: 'null', const: null },
    });
  });

  it('takes the zod from the import path, else the release the lockfile pins, else the range', () => {
    const three = '{"dependencies":{"zod":"^3.25.0"}}';
    const plain = 'import { z } from "zod";\n';
    const at = (files: Record<string, string>, text = plain) => zodMajor(text, 'src/server.ts', memoryWorkspace(files));
    expect(at({ 'package.json': three })).toBe(3);
    expect(at({ 'package.json': three }, 'import { z } from "zod/v4";\n')).toBe(4);
    expect(at({ 'package.json': '{"dependencies":{"zod":"^4.0.0"}}' }, "import * as z from 'zod/v3';\n")).toBe(3);
    const lock = JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/zod': { version: '4.1.5' } } });
    expect(at({ 'package.json': '{"dependencies":{"zod":">=3.25.0"}}', 'package-lock.json': lock })).toBe(4);
    // Nothing says: no package.json naming zod, a range with no lowest release read, or both paths imported.
    expect(at({})).toBeUndefined();
    expect(at({ 'package.json': '{"dependencies":{"zod":"*"}}' })).toBeUndefined();
    expect(at({ 'package.json': three }, `${plain}import { z as z4 } from "zod/v4";\n`)).toBeUndefined();
  });
});
