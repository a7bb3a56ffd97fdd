/**
 * The official MCP JSON Schemas, used as a test oracle (read from MCP_SCHEMA_DIR, never copied into
 * the project): compiles the official definition that corresponds to one of our model definitions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { DEFINITIONS } from '../../src/protocol/model/index.js';
import type { Version } from '../../src/protocol/versions.js';

export function schemaDir(): string {
  const dir = process.env.MCP_SCHEMA_DIR;
  if (!dir || !existsSync(join(dir, '2026-07-28', 'schema.json'))) {
    throw new Error(
      `The oracle test needs the official MCP schemas: set MCP_SCHEMA_DIR to a folder with <version>/schema.json (got ${JSON.stringify(dir)}). .ci/run sets it to ../shared/reference/mcp-schema.`,
    );
  }
  return dir;
}

type Schema = { $defs?: Record<string, unknown>; definitions?: Record<string, unknown> };

/** Where the official schema keeps what our definition models, when it is not a definition of the same name. */
const LOCATIONS: Record<string, readonly string[]> = {
  ListRootsRequestParams: ['ListRootsRequest/properties/params'],
  CreateMessageRequestParams: ['CreateMessageRequestParams', 'CreateMessageRequest/properties/params'],
  ElicitRequestParams: ['ElicitRequestParams', 'ElicitRequest/properties/params'],
  ElicitRequestFormParams: ['ElicitRequestFormParams', 'ElicitRequest/properties/params'],
  ToolInputSchema: ['Tool/properties/inputSchema'],
  ToolOutputSchema: ['Tool/properties/outputSchema'],
  EnumSchema: ['EnumSchema'],
};

export class Official {
  private readonly ajv: Ajv;
  private readonly schema: Schema;
  private readonly cache = new Map<string, ValidateFunction | null>();

  constructor(
    dir: string,
    readonly version: Version,
  ) {
    this.schema = JSON.parse(readFileSync(join(dir, version, 'schema.json'), 'utf8')) as Schema;
    const options = { strict: false, validateFormats: false, allErrors: false } as const;
    this.ajv = this.schema.$defs ? new Ajv2020(options) : new Ajv(options);
    this.ajv.addSchema(this.schema as object, 'mcp');
  }

  private get defsKey(): string {
    return this.schema.$defs ? '$defs' : 'definitions';
  }

  /** A validator for the official counterpart of our definition, or null when this version has none. */
  validator(ours: string): ValidateFunction | null {
    if (!this.cache.has(ours)) {
      const defs = (this.schema.$defs ?? this.schema.definitions) as Record<string, Record<string, unknown>>;
      const location = (LOCATIONS[ours] ?? [ours]).find((path) => {
        const [name, ...rest] = path.split('/');
        let node: unknown = defs[name];
        for (const key of rest) node = (node as Record<string, unknown> | undefined)?.[key];
        return node !== undefined;
      });
      this.cache.set(ours, location ? this.ajv.compile({ $ref: `mcp#/${this.defsKey}/${location}` }) : null);
    }
    return this.cache.get(ours) ?? null;
  }
}

export interface OfficialExample {
  type: string;
  file: string;
  value: unknown;
}

/** The official 2026-07-28 examples whose type our model defines (by name, or by the name we use for it). */
export function officialExamples(dir: string): OfficialExample[] {
  const root = join(dir, '2026-07-28', 'examples');
  const ourName: Record<string, string> = { UntitledSingleSelectEnumSchema: 'EnumSchema' };
  return readdirSync(root)
    .sort()
    .flatMap((type) => {
      const name = ourName[type] ?? type;
      if (!DEFINITIONS.has(name)) return [];
      return readdirSync(join(root, type))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((file) => ({
          type: name,
          file: `${type}/${file}`,
          value: JSON.parse(readFileSync(join(root, type, file), 'utf8')) as unknown,
        }));
    });
}
