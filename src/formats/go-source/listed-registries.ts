/**
 * A hand-rolled Go server whose tool registry is a type of another package of its module, listed as maps:
 *
 *   func (r *Registry) Register(tool *Tool) error { …; r.tools[tool.Name] = tool; … }
 *   func (r *Registry) List() []map[string]interface{} {
 *     var tools []map[string]interface{}
 *     for _, tool := range r.tools {
 *       tools = append(tools, map[string]interface{}{"name": tool.Name, "description": tool.Description, "inputSchema": tool.InputSchema})
 *     }
 *     return tools
 *   }
 *
 * with the serving package's `tools/list` answer giving that method's result as its tools (`"tools":
 * s.tools.List()`, or a variable made of it and given so). Each call of the registering method with a literal
 * of the tool type (`s.tools.Register(&tools.Tool{Name: "analyze-project", …})`) is then one tool
 * (struct-tools.ts), its fields the keys the listing's map gives them. The listing must skip nothing (no `if`,
 * `continue`, `break`, `goto`, `switch`, `select`) and map every key from the same ranged value's fields; the
 * registering method must keep its parameter whole in the field the listing ranges over, the only write of
 * that field in its package; the tool type must be one of the module's tool struct types (registrars.ts).
 */
import { bodyAfter, keptField, listAnswers, type ToolStruct, toolStructs } from './registrars.js';

const IDENT = '[A-Za-z_]\\w{0,63}';
/** `.List()`: a method with no arguments an answer calls. */
const CALLED = new RegExp(`\\.(${IDENT})\\(\\)`, 'g');
const SKIPS = /\b(?:if|continue|break|goto|switch|select)\b/;
/** `"name": tool.Name`: a key of the listing's map and the ranged value's field it gives. */
const PAIR = new RegExp(`"(name|title|description|inputSchema)"[ \\t]{0,16}:[ \\t]{0,16}(${IDENT})\\.([A-Z]\\w{0,63})[ \\t]{0,16},?`, 'g');
const MAX_FILES = 1_024;

/**
 * The registering methods (by name) of the registries whose listing a `tools/list` answer of the serving
 * package (`unit`: its files' text joined) gives as its tools, each with its tool type (one of the registry's
 * package) as the listing maps it.
 */
export function listedRegistries(unit: string, files: readonly [string, string][]): Map<string, ToolStruct> {
  const found = new Map<string, ToolStruct>();
  const methods = new Set<string>();
  for (const answer of listAnswers(unit)) for (const [, method] of answer.matchAll(CALLED)) if (givenAsTools(answer, method)) methods.add(method);
  if (methods.size === 0) return found;
  const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
  for (const [at, text] of files.slice(0, MAX_FILES)) {
    if (!text.includes('[]map[string]')) continue;
    // The tool types of the registry's own package (another package may name one alike).
    const local = toolStructs(files.filter(([path]) => folderOf(path) === folderOf(at)));
    for (const method of methods) {
      const listing = new RegExp(
        `\\bfunc[ \\t]{0,16}\\([ \\t]{0,16}(${IDENT})[ \\t]{1,16}\\*?(${IDENT})[ \\t]{0,16}\\)[ \\t]{0,16}${method}\\(\\)[ \\t]{0,16}\\[\\]map\\[string\\](?:interface\\{\\}|any)[ \\t]{0,16}\\{`,
      ).exec(text);
      if (!listing) continue;
      const [, receiver, owner] = listing;
      const mapped = mappedFields(bodyAfter(text, listing.index + listing[0].length), receiver);
      const registering = mapped && registrarOf(text, owner, mapped.field, local);
      if (!mapped || !registering) continue;
      const struct = local.get(registering.type) as ToolStruct;
      found.set(registering.method, { ...struct, fields: mapped.fields });
    }
  }
  return found;
}

/** Whether the answer gives `method`'s result as its tools: `"tools": x.method()`, or `v := x.method()` and `"tools": v`. */
function givenAsTools(answer: string, method: string): boolean {
  if (new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}(?:${IDENT}\\.){0,3}${method}\\(\\)`).test(answer)) return true;
  const assigned = new RegExp(`\\b(${IDENT})[ \\t]{0,16}:=[ \\t]{0,16}(?:${IDENT}\\.){0,3}${method}\\(\\)`).exec(answer);
  if (!assigned) return false;
  const variable = assigned[1];
  const given = new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}${variable}\\b`).test(answer);
  const changed = new RegExp(`\\b${variable}(?:\\[[^\\]\\n]{0,64}\\])?[ \\t]{0,16}=(?!=)`).test(answer);
  return given && !changed;
}

/**
 * The field of `receiver` a listing body ranges over and the ranged value's fields by the keys its map gives
 * them, when it appends for each value one map of such keys alone (the name among them) and skips none.
 */
function mappedFields(body: string, receiver: string): { field: string; fields: Map<string, string> } | undefined {
  if (SKIPS.test(body)) return undefined;
  const ranged = new RegExp(
    `\\bfor[ \\t]{1,16}${IDENT}[ \\t]{0,16},[ \\t]{0,16}(${IDENT})[ \\t]{0,16}:=[ \\t]{0,16}range[ \\t]{1,16}${receiver}\\.(${IDENT})[ \\t]{0,16}\\{`,
  ).exec(body);
  if (!ranged) return undefined;
  const [, value, field] = ranged;
  const appended = new RegExp(
    `=[ \\t]{0,16}append\\([ \\t]{0,16}${IDENT}[ \\t]{0,16},[ \\t]{0,16}map\\[string\\](?:interface\\{\\}|any)[ \\t]{0,16}\\{([^{}]{0,1024})\\}[ \\t]{0,16}\\)`,
  ).exec(body);
  if (!appended) return undefined;
  const fields = new Map<string, string>();
  let rest = appended[1];
  for (const [pair, key, from, goField] of appended[1].matchAll(PAIR)) {
    if (from !== value || fields.has(goField)) return undefined;
    fields.set(goField, key);
    rest = rest.replace(pair, '');
  }
  // Every entry of the map read: nothing but blanks left.
  if (rest.trim() !== '' || ![...fields.values()].includes('name')) return undefined;
  return { field, fields };
}

/** The registering method of `owner` (in the listing's file) that keeps its tool-type parameter whole in `field`, the field's only write there. */
function registrarOf(text: string, owner: string, field: string, types: ReadonlyMap<string, ToolStruct>): { method: string; type: string } | undefined {
  const writes = text.match(new RegExp(`\\.${field}[ \\t]{0,16}(?:\\[[^\\]\\n]{0,128}\\])?[ \\t]{0,16}=(?!=)`, 'g'))?.length ?? 0;
  if (writes !== 1) return undefined;
  const declared = new RegExp(
    `\\bfunc[ \\t]{0,16}\\([ \\t]{0,16}(${IDENT})[ \\t]{1,16}\\*?${owner}[ \\t]{0,16}\\)[ \\t]{0,16}(${IDENT})[ \\t]{0,16}\\([ \\t]{0,16}(${IDENT})[ \\t]{1,16}\\*?(${IDENT})[ \\t]{0,16}\\)`,
    'g',
  );
  for (const [match, receiver, method, parameter, type] of text.matchAll(declared)) {
    if (!types.has(type)) continue;
    const start = text.indexOf(match);
    const kept = keptField(bodyAfter(text, text.indexOf('{', start + match.length) + 1), receiver, parameter);
    if (kept?.field === field && kept.via === undefined) return { method, type };
  }
  return undefined;
}
