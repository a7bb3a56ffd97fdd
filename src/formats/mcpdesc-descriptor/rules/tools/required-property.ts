import { placeName } from '../../../../schema/messages.js';
import { hasOwn, isObject, type JsonObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { closest } from '../../../../util/suggest.js';
import { descriptorRule, type RuleContext } from '../../context.js';
import { inSpan } from '../../../../protocol/versions.js';
import { memoKey } from '../../../types.js';
import { type SchemaKey, toolSchema, tools } from './tool-schemas.js';

const KEYS: readonly SchemaKey[] = ['inputSchema', 'outputSchema'];

/** How each keyword holds subschemas: one, a list of them, or a map of names to them. */
const SUBSCHEMAS = new Map<string, 'single' | 'list' | 'map'>([
  ['items', 'list'], // one subschema, or a list of them before 2020-12
  ...['additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'].map(
    (k) => [k, 'single'] as const,
  ),
  ...['allOf', 'anyOf', 'oneOf', 'prefixItems'].map((k) => [k, 'list'] as const),
  ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map((k) => [k, 'map'] as const),
]);
/** Keywords through which other subschemas may define a property the object's own "properties" lack. */
const DEFINED_ELSEWHERE = ['patternProperties', 'allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', 'if', 'then', 'else', 'dependentSchemas', 'dependencies'];

/**
 * Every name in an object schema's "required" is one of its "properties": a required name the schema
 * does not describe makes the model send a field it knows nothing about, or, with "additionalProperties":
 * false, makes every value invalid.
 */
export default descriptorRule('mcpdesc.tool.required-property', (context) => {
  const elicitation = inSpan(context.version, { since: '2025-06-18' });
  for (const { tool, pointer } of tools(context)) {
    for (const key of KEYS) {
      const schema = toolSchema(tool, pointer, key, context);
      if (schema) checkRoot(context, { key, pointer: schema.pointer, schema: schema.schema });
    }
    // The form an elicitation declaration asks the user to fill in.
    if (!elicitation || !isObject(tool.elicitations)) continue;
    for (const name of Object.keys(tool.elicitations)) {
      const declaration = tool.elicitations[name];
      if (!isObject(declaration) || !isObject(declaration.requestedSchema)) continue;
      const root = {
        key: 'requestedSchema' as const,
        pointer: joinPointer(pointer, 'elicitations', name, 'requestedSchema'),
        schema: declaration.requestedSchema,
      };
      checkRoot(context, root);
    }
  }
});

/** A schema whose "required" names are checked: a tool's input or output, or an elicitation's form. */
interface Root {
  key: SchemaKey | 'requestedSchema';
  pointer: string;
  schema: JsonObject;
}

const EFFECTS: Readonly<Record<Root['key'], { open: string; closed: string }>> = {
  inputSchema: {
    open: 'so the model is told to send a field the schema does not describe (no type, no description)',
    closed: 'and "additionalProperties" is false, so no arguments can ever be valid',
  },
  outputSchema: {
    open: 'so clients require a field of the structured result that the schema does not describe',
    closed: 'and "additionalProperties" is false, so no result can ever be valid',
  },
  requestedSchema: {
    open: 'so the form clients show has no field for it and no answer can be valid',
    closed: 'so the form clients show has no field for it and no answer can be valid',
  },
};

type Found = readonly { pointer: string; message: string }[];

/** What each root reported, by its pointer: a file read in several versions (a source file, in each its SDK speaks) has each walked once. */
const FOUND = memoKey<Map<string, { schema: JsonObject; found: Found }>>('required names the properties lack, by schema');

/** Reports the root's required names that its properties lack; what does not depend on the version is found once per file. */
function checkRoot(context: RuleContext, root: Root): void {
  const byPointer = context.fileMemo(FOUND, () => new Map());
  let known = byPointer.get(root.pointer);
  if (known?.schema !== root.schema) {
    const found: { pointer: string; message: string }[] = [];
    visit((pointer, message) => found.push({ pointer, message }), root, root.schema, []);
    byPointer.set(root.pointer, (known = { schema: root.schema, found }));
  }
  for (const { pointer, message } of known.found) context.report(pointer, message);
}

type Report = (pointer: string, message: string) => void;

/** Walks every subschema; `at` is the path from the root, joined into a pointer only for a report. */
function visit(report: Report, root: Root, node: JsonObject, at: (string | number)[]): void {
  check(report, root, node, at);
  for (const keyword of Object.keys(node)) {
    const kind = SUBSCHEMAS.get(keyword);
    if (kind === undefined) continue;
    const value = node[keyword];
    at.push(keyword);
    if (Array.isArray(value)) {
      if (kind === 'list') for (let index = 0; index < value.length; index++) descend(report, root, value[index], index, at);
    } else if (isObject(value)) {
      if (kind === 'map') for (const name of Object.keys(value)) descend(report, root, value[name], name, at);
      else if (kind === 'single' || keyword === 'items') visit(report, root, value, at);
    }
    at.pop();
  }
}

function descend(report: Report, root: Root, item: unknown, segment: string | number, at: (string | number)[]): void {
  if (!isObject(item)) return;
  at.push(segment);
  visit(report, root, item, at);
  at.pop();
}

function check(report: Report, root: Root, node: JsonObject, path: readonly (string | number)[]): void {
  const { required, properties } = node;
  if (!Array.isArray(required) || !isObject(properties)) return;
  if (DEFINED_ELSEWHERE.some((k) => hasOwn(node, k))) return;
  const names = Object.keys(properties);
  const closed = node.additionalProperties === false || node.unevaluatedProperties === false;
  for (const [i, name] of required.entries()) {
    if (typeof name !== 'string' || hasOwn(properties, name)) continue;
    const typo = closest(
      name,
      names.filter((n) => !required.includes(n)),
    );
    const at = joinPointer('', ...path);
    const where = at === '' ? quote(root.key) : placeName(root.key, at, root.schema);
    const effect = closed ? EFFECTS[root.key].closed : EFFECTS[root.key].open;
    const fix = typo
      ? `Did you mean ${quote(typo)}? Otherwise add ${quote(name)} to "properties", or remove it from "required".`
      : `Add ${quote(name)} to "properties" with its type and description, or remove it from "required".`;
    report(joinPointer(root.pointer + at, 'required', i), `${where} requires ${quote(name)}, but its "properties" do not define it, ${effect}. ${fix}`);
  }
}
