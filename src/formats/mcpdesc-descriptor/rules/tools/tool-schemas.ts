/**
 * A tool's inputSchema and outputSchema as the rules see them: where they are, which JSON Schema
 * dialect they are read in for the declared version, and their compiled form.
 */
import { inSpan, type Version } from '../../../../protocol/versions.js';
import type { CompiledSchema, SchemaProblem } from '../../../../schema/json-schema.js';
import { type Dialect, DIALECT_NAMES, mcpSchemaDialect } from '../../../../schema/dialects.js';
import { placeName } from '../../../../schema/messages.js';
import { objectItems } from '../../surfaces.js';
import { isObject, type JsonObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import type { RuleContext } from '../../context.js';
import { memoKey } from '../../../types.js';

export type SchemaKey = 'inputSchema' | 'outputSchema';

export interface LocatedTool {
  tool: JsonObject;
  pointer: string;
  index: number;
}

const TOOLS = memoKey<readonly LocatedTool[]>('descriptor tools');

/** The descriptor's tools that are objects, listed once per file for the rules that walk them. */
export function tools(context: Pick<RuleContext, 'descriptor' | 'memo'>): readonly LocatedTool[] {
  return context.memo(TOOLS, () => objectItems(context.descriptor.tools, '/tools').map(({ item, pointer, index }) => ({ tool: item, pointer, index })));
}

export interface ToolSchema {
  key: SchemaKey;
  pointer: string;
  schema: JsonObject;
  dialect: Dialect;
  /** Why this dialect, for messages: "as its $schema declares" or the version's default. */
  dialectNote: string;
  /** See DialectChoice: a verdict that depends on the dialect is left to the version that states it. */
  borrowed?: true;
}

/**
 * The tool's schema under `key` when it is an object in a version that defines it and in a dialect
 * mcpdesc supports (an unsupported `$schema` is mcp.tool.input-schema's and output-schema's to report),
 * read in `context.version` of a file that speaks `context.versions`.
 */
export function toolSchema(tool: JsonObject, toolPointer: string, key: SchemaKey, context: Pick<RuleContext, 'version' | 'versions'>): ToolSchema | undefined {
  const { version } = context;
  const schema = tool[key];
  if (!isObject(schema) || (key === 'outputSchema' && !inSpan(version, { since: '2025-06-18' }))) return undefined;
  const choice = mcpSchemaDialect(schema, version, context.versions);
  if ('unsupported' in choice) return undefined;
  return {
    key,
    pointer: joinPointer(toolPointer, key),
    schema,
    dialect: choice.dialect,
    dialectNote: dialectNote(choice.dialect, choice.declared, version),
    ...(choice.borrowed ? { borrowed: true as const } : {}),
  };
}

/** Why a schema is read in `dialect` in `version`, naming the version whose rule it follows. */
export function dialectNote(dialect: Dialect, declared: boolean, version: Version): string {
  if (declared) return `The schema is read as ${DIALECT_NAMES[dialect]}, as its "$schema" says.`;
  if (dialect === '2020-12') return `The schema is read as ${DIALECT_NAMES[dialect]}, what MCP ${version} uses for a schema without "$schema".`;
  return `The schema is read as ${DIALECT_NAMES[dialect]}: MCP states no dialect for tool schemas before 2025-11-25, and the schema of MCP ${version} is itself written in draft-07.`;
}

export function compile(context: RuleContext, schema: ToolSchema): CompiledSchema {
  return context.schemas.compile(schema.schema, schema.dialect);
}

/** A JSON Schema inside any MCP object (an offered tool's inputSchema, a requestedSchema), compiled in its dialect; undefined for a dialect mcpdesc cannot check. */
export function compileMcpSchema(context: RuleContext, schema: unknown): CompiledSchema | undefined {
  const choice = mcpSchemaDialect(schema, context.version, context.versions);
  return 'unsupported' in choice ? undefined : context.schemas.compile(schema, choice.dialect);
}

/** Report problems of a value validated against a schema, under a root label such as "input". */
export function reportInstanceProblems(context: RuleContext, problems: readonly SchemaProblem[], pointer: string, label: string, why: string): void {
  for (const problem of problems) {
    context.report(pointer + problem.pointer, `${placeName(label, problem.pointer)} ${problem.message} ${why}`, problem.target);
  }
}
