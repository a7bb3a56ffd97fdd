/**
 * A JSON Schema (2020-12) of the descriptor format for one protocol version, derived from the
 * protocol model. Published as schemas/descriptor-<version>.schema.json so that editors offer
 * completion and flag errors when a descriptor sets "$schema". mcpdesc itself validates with the
 * model checker, whose messages are better; this schema is for editors. MCP's objects are closed here
 * (keys beyond the version's fields, "x-" keys and "_meta" are errors), so editors flag the typos
 * mcpdesc.document.unknown-key reports; JSON Schemas inside (tool and elicitation schemas) stay open.
 */
import { definition, type Type } from '../../protocol/model/index.js';
import type { Definition, Fields } from '../../model/dsl.js';
import { STEP_DEFINITIONS, type StepType } from './surfaces.js';
import { inSpan, PROTOCOL_AXIS, type Version } from '../../protocol/versions.js';
import { packageDocsRef } from '../../catalogue/report-context.js';

type JsonSchema = Record<string, unknown>;

/**
 * Where the schemas are published for this build: the release's tag once released, main before, so a
 * descriptor can pin the schema of the mcpdesc release it was written for.
 */
export function schemaBaseUrl(): string {
  return `https://raw.githubusercontent.com/mcpdesc/mcpdesc/${packageDocsRef()}/schemas`;
}

export function descriptorSchemaFile(version: Version): string {
  return `schemas/descriptor-${version}.schema.json`;
}

/** Keys every closed object allows beside its fields: extensions and MCP's metadata. */
const CUSTOM_KEYS = { '^x-': {}, '^_meta$': { type: 'object' } };

/** Closes an object schema: keys beyond its properties other than "x-" keys and "_meta" are errors. */
function closed(schema: JsonSchema): JsonSchema {
  return { ...schema, patternProperties: CUSTOM_KEYS, additionalProperties: false };
}

export function descriptorSchema(version: Version): JsonSchema {
  const defs = new Map<string, JsonSchema>();
  const toSchema = (type: Type): JsonSchema => convert(type, version, defs, toSchema);
  const use = (name: string): JsonSchema => toSchema({ kind: 'ref', name });

  const steps = (Object.keys(STEP_DEFINITIONS) as StepType[]).filter((t) => inSpan(version, definition(STEP_DEFINITIONS[t].request)));
  const step: JsonSchema = closed({
    type: 'object',
    properties: {
      type: { enum: steps, description: 'What the server asks the client for during the call.' },
      declaration: { type: 'string', description: "For elicitation steps: the name of the tool's elicitation declaration." },
      request: { type: 'object' },
      response: { type: 'object' },
    },
    required: ['type', 'request', 'response'],
    allOf: steps.map((t) => ({
      if: { properties: { type: { const: t } }, required: ['type'] },
      then: { properties: { request: use(STEP_DEFINITIONS[t].request), response: use(STEP_DEFINITIONS[t].response) } },
    })),
  });
  const example: JsonSchema = closed({
    type: 'object',
    properties: {
      input: { type: 'object', description: 'The tool call arguments.' },
      steps: { type: 'array', items: step },
      result: use('CallToolResult'),
    },
    required: ['input', 'result'],
  });
  // The Tool definition's own schema, with mcpdesc's extensions among its properties (a closed
  // object cannot be extended through allOf).
  const mcpTool = definitionSchema(definition('Tool'), version, toSchema);
  const tool: JsonSchema = {
    ...mcpTool,
    properties: {
      ...(mcpTool.properties as JsonSchema),
      ...(inSpan(version, definition('ElicitRequestParams'))
        ? {
            elicitations: { type: 'object', additionalProperties: use('ElicitRequestParams'), description: 'Elicitation requests the tool may send, by name.' },
          }
        : {}),
      interactionExamples: { type: 'object', additionalProperties: example, description: 'Example calls of the tool, by name.' },
    },
  };
  const list = (name: string) => ({ type: 'array', items: use(name) });
  const root: JsonSchema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${schemaBaseUrl()}/descriptor-${version}.schema.json`,
    title: `MCP descriptor (protocol version ${version})`,
    description: `An MCP server descriptor checked by mcpdesc against protocol version ${version}.`,
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      // The version itself, or a list of the versions the server speaks that includes it.
      protocolVersion: {
        anyOf: [{ const: version }, { type: 'array', items: { enum: PROTOCOL_AXIS.versions }, contains: { const: version }, uniqueItems: true }],
      },
      serverInfo: use('Implementation'),
      instructions: { type: 'string' },
      capabilities: use('ServerCapabilities'),
      tools: { type: 'array', items: tool },
      resources: list('Resource'),
      resourceTemplates: list('ResourceTemplate'),
      prompts: list('Prompt'),
    },
    required: ['protocolVersion'],
    patternProperties: { '^x-': {} },
    additionalProperties: false,
  };
  root.$defs = Object.fromEntries([...defs].sort(([a], [b]) => a.localeCompare(b)));
  return root;
}

function convert(type: Type, version: Version, defs: Map<string, JsonSchema>, toSchema: (t: Type) => JsonSchema, open = false): JsonSchema {
  switch (type.kind) {
    case 'any':
      return {};
    case 'string':
      return { type: 'string', ...(type.format ? { format: type.format } : {}), ...(type.enum ? { enum: [...type.enum] } : {}) };
    case 'const':
      return { const: type.value };
    case 'number':
      return {
        type: type.integer ? 'integer' : 'number',
        ...(type.minimum === undefined ? {} : { minimum: type.minimum }),
        ...(type.maximum === undefined ? {} : { maximum: type.maximum }),
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'object':
      return { type: 'object' };
    case 'array':
      return { type: 'array', items: toSchema(type.items) };
    case 'map':
      return { type: 'object', additionalProperties: toSchema(type.values) };
    case 'shape':
      return type.freeform || open ? objectSchema(type.fields, version, toSchema) : closed(objectSchema(type.fields, version, toSchema));
    case 'versioned': {
      let chosen = type.steps[0][1];
      for (const [from, step] of type.steps) if (PROTOCOL_AXIS.compare(version, from) >= 0) chosen = step;
      return toSchema(chosen);
    }
    case 'union':
      return { anyOf: type.options.filter((o) => inSpan(version, o) && exists(o.type, version)).map((o) => toSchema(o.type)) };
    case 'ref': {
      const def = definition(type.name);
      if (!defs.has(def.name)) {
        defs.set(def.name, {}); // placeholder first, so recursive references terminate
        // A JSON Schema's keywords are its own: it and everything below it stay open.
        const schemaToSchema = (t: Type): JsonSchema => convert(t, version, defs, schemaToSchema, true);
        defs.set(def.name, definitionSchema(def, version, open || def.jsonSchema ? schemaToSchema : toSchema, open || def.jsonSchema || def.freeform));
      }
      return { $ref: `#/$defs/${def.name}` };
    }
  }
}

function definitionSchema(def: Definition, version: Version, toSchema: (t: Type) => JsonSchema, open = def.freeform === true): JsonSchema {
  if (def.alias) return toSchema(def.alias);
  const object = objectSchema(def.fields, version, toSchema);
  return {
    ...(open ? object : closed(object)),
    ...(def.deprecated && inSpan(version, { since: def.deprecated.since }) ? { deprecated: true } : {}),
  };
}

function objectSchema(fields: Fields, version: Version, toSchema: (t: Type) => JsonSchema): JsonSchema {
  const live = Object.entries(fields).filter(([, field]) => inSpan(version, field));
  const required = live.filter(([, field]) => (typeof field.required === 'boolean' ? field.required : inSpan(version, field.required))).map(([key]) => key);
  return {
    type: 'object',
    properties: Object.fromEntries(
      live.map(([key, field]) => [
        key,
        {
          ...toSchema(field.type),
          ...(field.deprecated && PROTOCOL_AXIS.compare(version, field.deprecated.since) >= 0 ? { deprecated: true } : {}),
        },
      ]),
    ),
    ...(required.length > 0 ? { required } : {}),
  };
}

function exists(type: Type, version: Version): boolean {
  return type.kind !== 'ref' || inSpan(version, definition(type.name));
}
