/**
 * A hand-rolled Go server's registry that keeps definitions of a type of its own and lists copies of
 * them (registrars.ts reads the registrations): `func (r *Registry) Register(def ToolDef) { r.tools[def.Name]
 * = &def; … }`, whose list (a method the `tools/list` answer gives as the tools: `Tools: s.registry.List()`)
 * makes for each definition it keeps a literal of a tool type, every field copied unchanged from one
 * definition: `Tool{Name: def.Name, Description: def.Description, InputSchema: def.Schema}`, with nothing
 * that could leave one out or change it (no `if`, `continue`, `break`, `goto`, `switch`). The definition's
 * fields are then the tool's keys the copy gives them (`Schema` → `inputSchema`), its schema read by the
 * struct types declared beside the tool type.
 */
import { bodyAfter, keptField, listAnswers, REGISTRAR, type ToolStruct } from './registrars.js';

const CALLED = /\.([A-Za-z_]\w{0,63})[ \t]{0,4}\(/g;
const SKIPS = /\b(?:if|continue|break|goto|switch|select)\b/;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
/** `Tool{` or `pkg.Tool{` with only `Field: v.Field` pairs in it. */
const COPY =
  /\b(?:[A-Za-z_]\w{0,63}\.)?([A-Za-z_]\w{0,63})\{((?:[ \t\r\n]{0,64}[A-Z]\w{0,63}[ \t]{0,16}:[ \t]{0,16}[A-Za-z_]\w{0,63}\.[A-Z]\w{0,63}[ \t]{0,16},?){1,16})[ \t\r\n]{0,64}\}/g;
const PAIR = /([A-Z]\w{0,63})[ \t]{0,16}:[ \t]{0,16}([A-Za-z_]\w{0,63})\.([A-Z]\w{0,63})/g;

/**
 * The registering methods of a serving package (`unit`: its files' text joined) whose definitions its list
 * copies into one of `types`, each with the definition read as a tool type; `files` to find the definition's declaration.
 */
export function copiedRegistrars(unit: string, types: ReadonlyMap<string, ToolStruct>, files: readonly [string, string][]): Map<string, ToolStruct> {
  const found = new Map<string, ToolStruct>();
  for (const match of unit.matchAll(REGISTRAR)) {
    const [, receiver, , method, parameter, type] = match;
    if (types.has(type)) continue;
    const kept = keptField(bodyAfter(unit, unit.indexOf('{', match.index + match[0].length) + 1), receiver, parameter);
    const declared = kept && kept.via === undefined ? files.find(([, text]) => new RegExp(`^type[ \\t]+${type}[ \\t]+struct\\b`, 'm').test(text)) : undefined;
    const registering = bodyAfter(unit, unit.indexOf('{', match.index + match[0].length) + 1);
    const copy = declared && kept ? copiedAs(unit, kept.field, types, { receiver, parameter, body: registering }) : undefined;
    if (!declared || !copy) continue;
    found.set(method, { type, pkg: PACKAGE.exec(declared[1])?.[1] ?? '', fields: copy.fields, at: declared[0], shapes: copy.struct.shapes });
  }
  return found;
}

/** The tool type a listing method builds from each definition kept in `field`, and the definition's fields by the keys the copy gives them. */
function copiedAs(
  unit: string,
  field: string,
  types: ReadonlyMap<string, ToolStruct>,
  registrar: Registrar,
): { struct: ToolStruct; fields: Map<string, string> } | undefined {
  for (const answer of listAnswers(unit))
    for (const [, method] of answer.matchAll(CALLED)) {
      // The method whose result the answer gives as the tools.
      if (!new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}(?:[A-Za-z_]\\w{0,63}\\.){0,3}${method}\\(\\)`).test(answer)) continue;
      const declared = new RegExp(`\\bfunc[ \\t]{0,16}\\([^)\\n]{0,128}\\)[ \\t]{0,16}${method}[ \\t]{0,16}\\(\\)`).exec(unit);
      const body = declared ? bodyAfter(unit, unit.indexOf('{', declared.index + declared[0].length) + 1) : '';
      if (!new RegExp(`\\.${field}\\b`).test(body) || SKIPS.test(body)) continue;
      for (const [, type, pairs] of body.matchAll(COPY)) {
        const struct = types.get(type);
        const copied = struct && fieldsOf(pairs, struct);
        if (struct && copied && boundFrom(unit, body, field, registrar, copied.source)) return { struct, fields: copied.fields };
      }
    }
  return undefined;
}

/** The registering method: its receiver's and parameter's names and its body. */
interface Registrar {
  receiver: string;
  parameter: string;
  body: string;
}

/** The definition's fields by the tool keys a copy's `Field: v.Field` pairs give them, when every value is a field of one `v` and the name is among them. */
function fieldsOf(pairs: string, struct: ToolStruct): { fields: Map<string, string>; source: string } | undefined {
  const fields = new Map<string, string>();
  const sources = new Set<string>();
  for (const [, target, source, from] of pairs.matchAll(PAIR)) {
    const key = struct.fields.get(target);
    sources.add(source);
    if (key !== undefined) fields.set(from, key);
  }
  const [source] = sources;
  return sources.size === 1 && [...fields.values()].includes('name') ? { fields, source } : undefined;
}

/**
 * Whether the listing's `source` is each definition kept in `field`, the only write of it the registrar's:
 * the loop ranges over `field` (`for _, def := range r.defs`), or over another field the registrar alone
 * appends each definition's key to, taking the definition by it (`for _, name := range r.order { def :=
 * r.tools[name]`).
 */
function boundFrom(unit: string, body: string, field: string, { receiver, parameter, body: registering }: Registrar, source: string): boolean {
  const writes = (name: string) => unit.match(new RegExp(`\\.${name}[ \\t]{0,16}(?:\\[[^\\]\\n]{0,128}\\])?[ \\t]{0,16}=(?!=)`, 'g'))?.length ?? 0;
  if (writes(field) !== 1) return false;
  if (
    new RegExp(
      `\\bfor[ \\t]{1,16}\\w{1,64}[ \\t]{0,16},[ \\t]{0,16}${source}[ \\t]{0,16}:=[ \\t]{0,16}range[ \\t]{1,16}\\w{1,64}\\.${field}[ \\t]{0,16}\\{`,
    ).test(body)
  )
    return true;
  const ranged = /\bfor[ \t]{1,16}_[ \t]{0,16},[ \t]{0,16}(\w{1,64})[ \t]{0,16}:=[ \t]{0,16}range[ \t]{1,16}\w{1,64}\.(\w{1,64})[ \t]{0,16}\{/.exec(body);
  if (!ranged || writes(ranged[2]) !== 1) return false;
  const [, key, order] = ranged;
  const appends = new RegExp(
    `\\b${receiver}\\.${order}[ \\t]{0,16}=[ \\t]{0,16}append\\([ \\t]{0,16}${receiver}\\.${order}[ \\t]{0,16},[ \\t]{0,16}${parameter}\\.\\w{1,64}[ \\t]{0,16}\\)`,
  );
  const taken = new RegExp(`\\b${source}[ \\t]{0,16}:=[ \\t]{0,16}\\w{1,64}\\.${field}\\[[ \\t]{0,16}${key}[ \\t]{0,16}\\]`);
  return appends.test(registering) && taken.test(body);
}
