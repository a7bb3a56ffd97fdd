/**
 * A hand-rolled Go server (hand-rolled.ts) that lists its own `Tool` struct literals: what proves it, by
 * plain bounded text tests over the module's files. The principle: a literal is a tool only when the code
 * shows the server lists it as written. So
 *
 * - the tool type is a struct of the module whose fields' JSON tags are MCP's keys: one tagged
 *   `json:"name"` and one `json:"inputSchema"` (`description` and `title` are read too); a tag that
 *   renames the field away from them makes no tool type;
 * - a serving file (`case "tools/list":`, an `initialize` answer with MCP's fields) declares a registering
 *   method, `func (s *Server) RegisterTool(tool Tool, …)`, whose body keeps its parameter whole in a
 *   field of the receiver (`s.tools = append(s.tools, tool)` or `s.tools[tool.Name] = tool`), as it is or
 *   as one field of an entry (`s.tools[tool.Name] = entry{Tool: tool, Handler: h}`);
 * - and the file's `tools/list` answer (its `case` clause, or a method of that file the clause calls)
 *   reads that field (and the entry's field: `e.Tool`).
 *
 * Each call of such a method whose first argument is a literal of the type is then one tool
 * (struct-tools.ts). A literal handed to no such method, a slice filtered or built in a loop, is none.
 */

/** A struct type's fields by Go name: the JSON key its tag gives, whether it is `omitempty`, its Go type. */
export type StructShape = ReadonlyMap<string, { key: string; omitempty: boolean; type: string }>;

/** A module's tool struct type, as a registering method takes it. */
export interface ToolStruct {
  type: string;
  /** The package the type is declared in (`mcp` of `mcp.Tool{…}`). */
  pkg: string;
  /** Each read field's Go name → the MCP key its JSON tag gives it. */
  fields: ReadonlyMap<string, string>;
  /** The file that declares it. */
  at: string;
  /** The struct types of that file with every field tagged, by name: what a schema of struct literals is read by. */
  shapes: ReadonlyMap<string, StructShape>;
}

/** The registering methods by name, each with the type it takes. */
export type Registrars = ReadonlyMap<string, ToolStruct>;

/** The MCP keys a tool type's fields are read for. */
const KEYS = new Set(['name', 'title', 'description', 'inputSchema']);
const TYPE = /\btype[ \t]{1,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}struct[ \t]{0,16}\{/g;
const FIELD = /^[ \t]*([A-Z][A-Za-z0-9_]{0,63})[ \t]+([^\n`]{1,200}?)[ \t]*`[^`\n]{0,200}?\bjson:"([A-Za-z_][A-Za-z0-9_]{0,63})?(,omitempty)?"/gm;
/** A line of a struct's body that declares something: a field, or an embedded type. */
const DECLARES = /^[ \t]*[A-Za-z_*]/gm;
const PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
/** `func (s *Server) RegisterTool(tool Tool,` / `(t mcp.Tool)`: receiver, its type, method, parameter, its type. */
export const REGISTRAR =
  /\bfunc[ \t]{0,16}\([ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}\*?[ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\)[ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\([ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}[,)]/g;
const LIST_CASE = /\bcase[ \t]{1,16}(?:"[^"\n]{0,64}"[ \t]{0,16},[ \t]{0,16}){0,8}"tools\/list"[ \t]{0,16}[,:]/g;
/** The end of a `case` clause: the next `case` or `default` of a switch, or the switch's end. */
const CLAUSE_END = /\n[ \t]{0,16}(?:case\b|default[ \t]{0,16}:|\})/;
/** The methods a clause calls: `s.handleToolsList(`. */
const CALLED = /\.([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** A slice literal of a type: `[]Tool{`, `[]mcp.Tool{`. */
const SLICE = /\[\][ \t]{0,4}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\{/g;
/** `"tools": mcp.ListTools()`: a call with no arguments given as the answer's tools. */
const GIVEN_CALL = /(?:"tools"|\bTools)[ \t]{0,16}:[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})\(\)/g;
/** `tools := s.listTools()`: a variable made from such a call. */
const ASSIGNED_CALL = /\b([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}:=[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})\(\)/g;
const RETURNS_SLICE =
  /\bfunc[ \t]{0,16}(?:\([^)\n]{0,128}\)[ \t]{0,16})?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(\)[ \t]{0,16}\[\][ \t]{0,4}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}\[\]/g;
/** How much of a body or clause is read. */
const MAX_BODY = 8_192;
const MAX_TYPES = 64;

/** The tool struct types among the module's files: those tagged with MCP's `name` and `inputSchema`. */
export function toolStructs(files: readonly [string, string][]): Map<string, ToolStruct> {
  const found = new Map<string, ToolStruct>();
  for (const [at, text] of files) {
    if (!text.includes('json:"inputSchema')) continue;
    const pkg = PACKAGE.exec(text)?.[1] ?? '';
    const shapes = new Map<string, StructShape>();
    const tools: [string, Map<string, string>][] = [];
    for (const match of text.matchAll(TYPE)) {
      const body = bodyAfter(text, match.index + match[0].length);
      const fields = new Map<string, string>();
      const shape = new Map<string, { key: string; omitempty: boolean; type: string }>();
      for (const [, field, type, key, omitempty] of body.matchAll(FIELD)) {
        if (key !== undefined) shape.set(field, { key, omitempty: omitempty !== undefined, type });
        if (key !== undefined && KEYS.has(key)) fields.set(field, key);
      }
      // A field without a tag, or an embedded type, is named by Go's rules: such a struct is not read.
      if (shapes.size < MAX_TYPES && shape.size > 0 && shape.size === body.match(DECLARES)?.length) shapes.set(match[1], shape);
      const keys = new Set(fields.values());
      if (keys.has('name') && keys.has('inputSchema')) tools.push([match[1], fields]);
    }
    for (const [type, fields] of tools) if (found.size < MAX_TYPES) found.set(type, { type, pkg, fields, at, shapes });
  }
  return found;
}

/** The registering methods a serving file (`text`) declares for one of `types`, whose kept field its tools/list answer reads. */
export function registrarsIn(text: string, types: ReadonlyMap<string, ToolStruct>): Map<string, ToolStruct> {
  const found = new Map<string, ToolStruct>();
  for (const match of text.matchAll(REGISTRAR)) {
    const [, receiver, , method, parameter, type] = match;
    const struct = types.get(type);
    const body = struct && bodyAfter(text, text.indexOf('{', match.index + match[0].length) + 1);
    const kept = body === undefined ? undefined : keptField(body, receiver, parameter);
    if (struct && kept !== undefined && answerReads(text, kept.field) && (kept.via === undefined || answerReads(text, kept.via))) found.set(method, struct);
  }
  return found;
}

/**
 * The registering methods another type of the module also declares without keeping the tool (a filter that
 * forwards some: `func (f *Filtered) RegisterTool(tool Tool, …) { if f.allowed[tool.Name] { … } }`), when
 * that type is used beyond the file that declares it: a call may then reach either, and which tools are
 * kept is not statically known.
 */
export function forwarded(files: readonly [string, string][], registrars: Registrars): Set<string> {
  const found = new Set<string>();
  for (const [at, text] of files)
    for (const match of text.matchAll(REGISTRAR)) {
      const [, receiver, owner, method, parameter, type] = match;
      if (registrars.get(method)?.type !== type) continue;
      if (keptField(bodyAfter(text, text.indexOf('{', match.index + match[0].length) + 1), receiver, parameter) !== undefined) continue;
      const constructors = text.matchAll(new RegExp(`\\bfunc[ \\t]{1,16}(\\w{1,64})\\([^{}]{0,512}?\\)[ \\t]{0,16}\\*?${owner}[ \\t]{0,16}\\{`, 'g'));
      const uses = new RegExp(`\\b(?:${[owner, ...[...constructors].map((m) => m[1])].join('|')})\\b`);
      if (files.some(([other, source]) => other !== at && uses.test(source))) found.add(method);
    }
  return found;
}

/**
 * The field of `receiver` a body keeps `parameter` in whole: appended to a slice, or set in a map by one of
 * its fields; either as it is (or its copy's address, `&tool`), or as one field (`via`) of an entry struct
 * literal (`entry{Tool: tool, …}`).
 */
export function keptField(body: string, receiver: string, parameter: string): { field: string; via?: string } | undefined {
  const kept = `(?:&?${parameter}|&?[A-Za-z_]\\w{0,63}\\{(?:[^{}\\n]{0,256}?,)?[ \\t]{0,16}(\\w{1,64})[ \\t]{0,16}:[ \\t]{0,16}${parameter}[ \\t]{0,16}(?:,[^{}\\n]{0,256})?\\})`;
  const appended = new RegExp(
    `\\b${receiver}\\.(\\w{1,64})[ \\t]{0,16}=[ \\t]{0,16}append\\([ \\t]{0,16}${receiver}\\.(\\w{1,64})[ \\t]{0,16},[ \\t]{0,16}${kept}[ \\t]{0,16}\\)`,
  ).exec(body);
  if (appended && appended[1] === appended[2]) return { field: appended[1], via: appended[3] };
  const keyed = new RegExp(
    `\\b${receiver}\\.(\\w{1,64})\\[[ \\t]{0,16}${parameter}\\.\\w{1,64}[ \\t]{0,16}\\][ \\t]{0,16}=[ \\t]{0,16}${kept}[ \\t]*$`,
    'm',
  ).exec(body);
  return keyed ? { field: keyed[1], via: keyed[2] } : undefined;
}

/** The tool type a `tools/list` clause of the serving file writes a slice literal of (`[]Tool{…}`), or undefined. */
export function listedIn(text: string, types: ReadonlyMap<string, ToolStruct>): ToolStruct | undefined {
  for (const clause of listClauses(text))
    for (const [, type] of clause.matchAll(SLICE)) {
      const struct = types.get(type);
      if (struct) return struct;
    }
  return undefined;
}

/** The file's `tools/list` clauses, each bounded. */
function listClauses(text: string): string[] {
  return [...text.matchAll(LIST_CASE)].map((match) => {
    const start = match.index + match[0].length;
    const rest = text.slice(start, start + MAX_BODY);
    return rest.slice(0, CLAUSE_END.exec(rest)?.index ?? rest.length);
  });
}

/** The file's `tools/list` answers: each clause, and the body of each method of the file a clause calls. */
export function listAnswers(text: string): string[] {
  const found: string[] = [];
  for (const clause of listClauses(text)) {
    found.push(clause);
    for (const [, method] of clause.matchAll(CALLED)) {
      const declared = new RegExp(`\\bfunc[ \\t]{0,16}\\([^)\\n]{0,128}\\)[ \\t]{0,16}${method}[ \\t]{0,16}\\(`).exec(text);
      if (declared) found.push(bodyAfter(text, text.indexOf('{', declared.index + declared[0].length) + 1));
    }
  }
  return found;
}

/** Whether a `tools/list` answer of the file reads `.field`. */
function answerReads(text: string, field: string): boolean {
  const reads = new RegExp(`\\.${field}\\b`);
  return listAnswers(text).some((answer) => reads.test(answer));
}

/**
 * The functions with no parameters whose result a `tools/list` answer of the file gives as the tools, as
 * written: `"tools": listTools()`, or `tools := mcp.ListTools()` given as `Tools: tools` and never
 * assigned again but by appending to it.
 */
export function servedResults(text: string): Set<string> {
  const found = new Set<string>();
  for (const answer of listAnswers(text)) {
    for (const [, fn] of answer.matchAll(GIVEN_CALL)) found.add(fn);
    for (const [, variable, fn] of answer.matchAll(ASSIGNED_CALL)) {
      const given = new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}${variable}\\b`).test(answer);
      const changed = new RegExp(`\\b${variable}(?:\\[[^\\]\\n]{0,64}\\])?[ \\t]{0,16}=(?!=)(?![ \\t]{0,16}append\\([ \\t]{0,16}${variable}\\b)`).test(answer);
      if (given && !changed) found.add(fn);
    }
  }
  return found;
}

/** A top-level declaration's body from `start` (after its `{`) to its closing `}` at a line's start, bounded. */
export function bodyAfter(text: string, start: number): string {
  if (start <= 0) return '';
  const rest = text.slice(start, start + MAX_BODY);
  const end = rest.indexOf('\n}');
  return end === -1 ? rest : rest.slice(0, end);
}

/** Whether the file declares one of `results` returning a slice literal of one of `types`: `func ListTools() []mcp.Tool { return []mcp.Tool{`. */
export function returnsServed(text: string, results: ReadonlySet<string>, types: ReadonlyMap<string, ToolStruct>): boolean {
  for (const [, fn, type] of text.matchAll(RETURNS_SLICE)) if (results.has(fn) && types.has(type)) return true;
  return false;
}

/** Whether the file calls one of the registering methods with a literal of its type: `RegisterTool(mcp.Tool{`. */
export function callsRegistrar(text: string, registrars: Registrars): boolean {
  for (const [method, { type, pkg }] of registrars) {
    if (!text.includes(`${method}(`)) continue;
    const call = new RegExp(`\\b${method}\\([ \\t\\r\\n]{0,64}&?(?:${pkg}\\.)?${type}[ \\t]{0,4}\\{`);
    if (call.test(text)) return true;
  }
  return false;
}
