/**
 * A hand-rolled Go server (hand-rolled.ts) whose tool types (`func (t *CreateNode) Name() string { return
 * "godot.node.create" }`, `Description()`, `InputSchema()`) reach the `tools/list` answer through a registry
 * of its module, each link a plain bounded text test over the module's files:
 *
 * - a `case "tools/list":` clause calls a method (`toolManager.GetTools()`) of a type of the module whose
 *   body, or that of another method of the type it calls (`m.ListTools()`), reads a field of the type and
 *   makes each listed tool of `.Name()`, `.Description()` and an input schema method;
 * - a method of that type keeps the value it is given in that field, whole (`m.tools[name] = tool`,
 *   `m.tools = append(m.tools, tool)`);
 * - that method is called with a value made in place (`RegisterTool(&CreateNode{})`,
 *   `RegisterTool(utility.NewHealthTool())`), or with each item of a list function's result (`for _, tool
 *   := range GetAllTools() { m.RegisterTool(tool) }`), whose body lists such values and spreads other list
 *   functions into its list (`all = append(all, script.GetAllTools()...)`).
 *
 * The types so made, and the constructors so called, are the served ones method-tools.ts reads. The module
 * answers `initialize` (hand-rolled.ts checks it). Any other way of filling the field is not followed.
 */
import { bodyAfter, listAnswers } from './registrars.js';

const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
/** `.GetTools(`: a method a clause calls. */
const METHOD_CALL = new RegExp(`\\.(${IDENT})[ \\t]{0,4}\\(`, 'g');
/** The input schema method a converter reads. */
const SCHEMA_CALL = /\.(InputSchema|GetInputSchema|Schema)\(\)/;
/** A value made in place: `&pkg.T{`, `pkg.T{}`, or a constructor's call `pkg.NewT(`. */
const MADE = new RegExp(`&?(?:${IDENT}\\.)?([A-Z]\\w{0,63})[ \\t]{0,4}\\{`, 'g');
const CALLED = new RegExp(`(?:${IDENT}\\.)?(${IDENT})[ \\t]{0,4}\\(`, 'g');
const MAX_LISTS = 64;

export interface RegistryServing {
  /** The method the listing reads each tool's input schema from. */
  schemaMethod: string;
  /** The types made and the functions called for the registry. */
  made: Set<string>;
  calls: Set<string>;
  /** The files that prove it. */
  at: string[];
}

/** A method declaration's body in `text`: `func (r *R) name(`, with the receiver's name and type. */
function methodsIn(text: string, name: string): { receiver: string; type: string; body: string }[] {
  const declared = new RegExp(`\\bfunc[ \\t]{0,16}\\([ \\t]{0,16}(${IDENT})[ \\t]{1,16}\\*?(${IDENT})[ \\t]{0,16}\\)[ \\t]{0,16}${name}[ \\t]{0,4}\\(`, 'g');
  return [...text.matchAll(declared)].map((m) => ({
    receiver: m[1],
    type: m[2],
    body: bodyAfter(text, text.indexOf('{', m.index + m[0].length) + 1),
  }));
}

/** What proves the module's registry serves its tool types, or undefined. */
export function registryServing(files: readonly [string, string][]): RegistryServing | undefined {
  for (const [listAt, text] of files) {
    if (!text.includes('tools/list')) continue;
    for (const answer of listAnswers(text))
      for (const [, method] of answer.matchAll(METHOD_CALL))
        for (const [converterAt, source] of files)
          for (const converter of methodsIn(source, method)) {
            const found = served(files, converter, [listAt, converterAt]);
            if (found) return found;
          }
  }
  return undefined;
}

function served(files: readonly [string, string][], converter: { receiver: string; type: string; body: string }, at: string[]): RegistryServing | undefined {
  const { receiver, type, body } = converter;
  // The converter (or a method of the type it calls) reads the tools' own methods and a field of the type.
  const schema = SCHEMA_CALL.exec(body);
  if (!schema || !body.includes('.Name()') || !body.includes('.Description()')) return undefined;
  const read = [body];
  for (const [, called] of body.matchAll(new RegExp(`\\b${receiver}\\.(${IDENT})[ \\t]{0,4}\\(`, 'g')))
    for (const [, source] of files) for (const m of methodsIn(source, called)) if (m.type === type) read.push(m.body);
  // A method of the type that keeps its parameter whole in a field the converter reads.
  const keepers = new Set<string>();
  for (const [, source] of files) {
    const declared = new RegExp(
      `\\bfunc[ \\t]{0,16}\\([ \\t]{0,16}(${IDENT})[ \\t]{1,16}\\*?${type}[ \\t]{0,16}\\)[ \\t]{0,16}(${IDENT})[ \\t]{0,4}\\([ \\t]{0,16}(${IDENT})[ \\t]{1,16}[\\w.*]{1,128}[ \\t]{0,16}\\)`,
      'g',
    );
    for (const m of source.matchAll(declared)) {
      const [whole, r, method, param] = m;
      const kept = bodyAfter(source, m.index + whole.length + source.slice(m.index + whole.length).indexOf('{') + 1);
      const field = new RegExp(
        `\\b${r}\\.(${IDENT})(?:\\[[^\\]\\n]{1,64}\\][ \\t]{0,16}=[ \\t]{0,16}${param}|[ \\t]{0,16}=[ \\t]{0,16}append\\([ \\t]{0,16}${r}\\.\\1[ \\t]{0,16},[ \\t]{0,16}${param}[ \\t]{0,16}\\))[ \\t]*$`,
        'm',
      ).exec(kept)?.[1];
      if (field && read.some((b) => new RegExp(`\\.${field}\\b`).test(b))) keepers.add(method);
    }
  }
  if (keepers.size === 0) return undefined;
  const made = new Set<string>();
  const calls = new Set<string>();
  const lists: string[] = [];
  const proof = new Set(at);
  for (const [path, source] of files)
    for (const keeper of keepers) {
      const call = new RegExp(`\\.${keeper}\\([ \\t]{0,16}`, 'g');
      for (const m of source.matchAll(call)) {
        const arg = source.slice(m.index + m[0].length, m.index + m[0].length + 256);
        const value = new RegExp(`^&?(?:${IDENT}\\.)?([A-Z]\\w{0,63})[ \\t]{0,4}\\{|^(?:${IDENT}\\.)?(${IDENT})[ \\t]{0,4}\\(|^(${IDENT})[ \\t]{0,16}\\)`).exec(
          arg,
        );
        if (value?.[1]) made.add(value[1]);
        else if (value?.[2]) calls.add(value[2]);
        else if (value?.[3]) {
          // `for _, tool := range F() {` or `range all {` after `all := F()`, before the call.
          const before = source.slice(Math.max(0, m.index - 2_048), m.index);
          const loop = new RegExp(
            `\\bfor[ \\t]{1,16}_[ \\t]{0,16},[ \\t]{0,16}${value[3]}[ \\t]{0,16}:=[ \\t]{0,16}range[ \\t]{1,16}(?:(?:${IDENT}\\.)?(${IDENT})\\(\\)|(${IDENT}))[ \\t]{0,16}\\{`,
            'g',
          );
          // The loop nearest before the call: the one the call is in.
          const ranged = [...before.matchAll(loop)].at(-1);
          const variable = ranged?.[2];
          const bound = variable ? new RegExp(`\\b${variable}[ \\t]{0,16}:=[ \\t]{0,16}(?:${IDENT}\\.)?(${IDENT})\\(\\)`).exec(before)?.[1] : undefined;
          const list = ranged?.[1] ?? bound;
          if (list) lists.push(list);
        } else continue;
        proof.add(path);
      }
    }
  // The list functions: what their bodies make and call, and the list functions they spread.
  const seen = new Set<string>();
  while (lists.length > 0 && seen.size < MAX_LISTS) {
    const list = lists.pop() as string;
    if (seen.has(list)) continue;
    seen.add(list);
    const declared = new RegExp(`\\bfunc[ \\t]{1,16}${list}[ \\t]{0,4}\\([ \\t]{0,16}\\)[ \\t]{0,16}\\[\\][^{\\n]{1,128}\\{`, 'g');
    for (const [path, source] of files)
      for (const m of source.matchAll(declared)) {
        const body = bodyAfter(source, m.index + m[0].length);
        for (const [, t] of body.matchAll(MADE)) made.add(t);
        for (const [, f] of body.matchAll(CALLED)) calls.add(f);
        for (const [, g] of body.matchAll(new RegExp(`\\bappend\\([^()\\n]{0,128},[ \\t]{0,16}(?:${IDENT}\\.)?(${IDENT})\\(\\)\\.\\.\\.\\)`, 'g')))
          lists.push(g);
        proof.add(path);
      }
  }
  if (made.size === 0 && calls.size === 0) return undefined;
  return { schemaMethod: schema[1], made, calls, at: [...proof] };
}
