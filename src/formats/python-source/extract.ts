/**
 * The tools a Python server registers with FastMCP (`mcp.server.fastmcp` of the official `mcp` SDK, or
 * the `fastmcp` package): each function decorated `@<server>.tool`, `@<server>.tool()` or
 * `@<server>.tool("name", name=…, description=…, title=…, annotations=…, version=…)`. The name is the
 * function's unless given, the description its docstring as `inspect.cleandoc` leaves it unless given,
 * and the input schema is made from the parameters' type hints (`Annotated[T, Field(description=…)]`)
 * and defaults. A registration made by a call (`mcp.tool(name=…)(fn)`, `mcp.add_tool(fn, …)`,
 * `mcp.add_tool(Tool.from_function(fn, …))`, `FastMCP(tools=[…])`) reads `fn`'s `def` the same way when it is
 * a function of the file; a decorator of the file's own that applies `x.tool(…)` to what it decorates
 * (`@annotated_tool`) is followed one level, a decorator factory's too (decorator-factories.ts). Tools a server takes from elsewhere at run time (`FastMCP.from_openapi(…)`,
 * `mcp.mount(other)`) are listed as not statically known.
 * A low-level server's tools, prompts and resources are the literal `Tool(…)`s, `Prompt(…)`s,
 * `Resource(…)`s and `ResourceTemplate(…)`s its list handlers return (a tool also as a dict of its fields,
 * or a list of them another module writes, which that module lists: imported-lists.ts, or tuples a comprehension
 * maps into them: tuple-tools.ts, or dicts it maps field by field: keyed-dicts.ts); its tools also the literal SDK
 * `Tool(…)`s built elsewhere in the file (sdkTools), which a handler lists from wherever they are made.
 * Read from tokens (tokens.ts): values only when written as literals or same-file constants; anything
 * else is listed as not statically known at its place.
 */
import type { StringAnchors } from '../../parse/parse.js';
import { dropArgumentTypes } from '../../parse/program.js';
import { joinedAnchors, literalAnchors } from '../../parse/string-anchors.js';
import { joinPointer } from '../../util/pointer.js';
import { argumentsFromSchema, emptyExtracted, type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { bracketPairs, placer } from '../source/tokens.js';
import { alternatives, blocks, headerOf } from './blocks.js';
import { assigns, FROM_IMPORT, importedItems } from './package-modules.js';
import { key } from './imported-constants.js';
import { joinedParts, type Keys, keyedComprehension } from './keyed-dicts.js';
import { decoratorFactories } from './decorator-factories.js';
import { WRAPPED_KEYS } from './wrapped-keys.js';
import { exportedFactories, type ImportedFactory } from './imported-factories.js';
import { excludedArgs } from './excluded-args.js';
import { besideServerTool, importedModules } from './stacked-decorators.js';
import type { Defined } from './imported-functions.js';
import type { DefinedList } from './imported-lists.js';
import type { Kept } from './kept-wrappers.js';
import type { Forwarding } from './forwarding-helpers.js';
import type { Loop } from './looped-functions.js';
import { instanceOf, methodOf, onceDefined } from './module-bindings.js';
import type { Made } from './tool-classes.js';
import { classAttributes, dictEntry } from './members.js';
import { IMPORTS_FASTMCP } from './sdk.js';
import { sdkToolCallees } from './sdk-types.js';
import { AZURE } from './server-import.js';
import { cleandoc, tokenize } from './tokens.js';
import { itemsComprehension } from './keyed-records.js';
import { type Bound, bind, returningHelpers } from './helper-calls.js';
import { returnedList, tupleComprehension } from './tuple-tools.js';
import { baseModel, type ImportedType, importedType, type ModelReading, modelParts, modelSchema } from './pydantic-models.js';
import { typeAliases } from './type-aliases.js';
import { enumBases, enumClass, enumSchema } from './enum-types.js';

/** Python types as the JSON Schema pydantic makes of them. */
const TYPES: Readonly<Record<string, Record<string, unknown>>> = {
  str: { type: 'string' },
  int: { type: 'integer' },
  float: { type: 'number' },
  bool: { type: 'boolean' },
  dict: { type: 'object' },
  Dict: { type: 'object' },
  list: { type: 'array' },
  List: { type: 'array' },
  Any: {},
};
/** Parameters FastMCP fills itself, never part of the input schema: a `Context` that may be None too (both SDKs look inside the union). */
const INJECTED = /(?:^|\.)(?:Context|FastMCP)(?:\[|$)|^(?:None\|)?(?:\w+\.)*Context(?:\|None)?$|^(?:typing\.)?Optional\[(?:\w+\.)*Context\]$/;
const MAX_DEPTH = 32;
/** Calls whose keyword arguments are the object they make (`ToolAnnotations(readOnlyHint=True)`). */
/** The methods that change a dict in place. */
const MUTATORS = new Set(['update', 'pop', 'popitem', 'setdefault', 'clear', '__setitem__', '__delitem__']);
const CONSTRUCTORS = new Set(['ToolAnnotations', 'PromptArgument', 'dict']);
/** Where the FastMCP 3 `version=` of the tool at `tool` is read into (FastMCP lists it there). */
export function versionPointer(tool: string): string {
  return joinPointer(tool, '_meta', 'fastmcp', 'version');
}
/** The methods that register what a call gives them (`mcp.tool()(fn)`, `mcp.add_tool(fn, …)`). */
const CALLED = new Set(['tool', 'prompt', 'resource', 'add_tool', 'add_prompt']);
/** Where the annotations a call gives a function of another module are read, in no tool of the file (registersImported). */
const FOREIGN = '/foreign';
/** No parameter left out (exclude_args). */
const NONE: ReadonlySet<string> = new Set();
/** The fields `Tool.from_function(fn, name, title, description)` takes by position after the function. */
const FROM_FUNCTION = ['name', 'title', 'description'];
/** The server classes whose constructor takes `tools=[…]`. */
const SERVERS = new Set(['FastMCP', 'MCPServer']);
/** Server constructors whose tools are made at run time from what they are given. */
const ELSEWHERE = new Set(['from_fastapi', 'from_openapi', 'as_proxy']);
/** The methods that add another server's tools, and the keywords FastMCP's take (2.x and 3.x). */
const COMPOSED = new Set(['mount', 'import_server']);
const COMPOSE_KEYWORDS = new Set(['server', 'prefix', 'namespace', 'as_proxy', 'tool_names', 'tool_separator', 'resource_separator', 'prompt_separator']);
/**
 * What a low-level server's list handler returns (`@server.list_tools()`, v2's `on_list_tools=`): the
 * class of each item, the result class and its list's keyword, the item's fields read by keyword (v2
 * spells them in snake case), and those it must have to be one.
 */
interface Listing {
  list: 'tools' | 'prompts' | 'resources' | 'resourceTemplates';
  what: string;
  method: string;
  item: string;
  result: string;
  results: readonly string[];
  fields: ReadonlyMap<string, string>;
  required: readonly string[];
}
const COMMON_FIELDS: [string, string][] = [
  ['name', 'name'],
  ['title', 'title'],
  ['description', 'description'],
];
const RESOURCE_FIELDS: [string, string][] = [...COMMON_FIELDS, ['mimeType', 'mimeType'], ['mime_type', 'mimeType']];
/** What a project's tool record (tool-records.ts, tool-classes.ts) is shown to give the SDK: its other fields are its own. */
const RECORD_FIELDS: ReadonlyMap<string, string> = new Map([
  ['name', 'name'],
  ['description', 'description'],
]);
const LISTINGS: ReadonlyMap<string, Listing> = new Map([
  [
    'list_tools',
    {
      list: 'tools',
      what: 'tool',
      method: 'tools/list',
      item: 'Tool',
      result: 'ListToolsResult',
      results: ['tools'],
      fields: new Map([
        ...COMMON_FIELDS,
        ['inputSchema', 'inputSchema'],
        ['input_schema', 'inputSchema'],
        ['outputSchema', 'outputSchema'],
        ['output_schema', 'outputSchema'],
        ['annotations', 'annotations'],
      ]),
      required: ['name'],
    },
  ],
  [
    'list_prompts',
    {
      list: 'prompts',
      what: 'prompt',
      method: 'prompts/list',
      item: 'Prompt',
      result: 'ListPromptsResult',
      results: ['prompts'],
      fields: new Map([...COMMON_FIELDS, ['arguments', 'arguments']]),
      required: ['name'],
    },
  ],
  [
    'list_resources',
    {
      list: 'resources',
      what: 'resource',
      method: 'resources/list',
      item: 'Resource',
      result: 'ListResourcesResult',
      results: ['resources'],
      fields: new Map([...RESOURCE_FIELDS, ['uri', 'uri']]),
      required: ['uri', 'name'],
    },
  ],
  [
    'list_resource_templates',
    {
      list: 'resourceTemplates',
      what: 'resource template',
      method: 'resources/templates/list',
      item: 'ResourceTemplate',
      result: 'ListResourceTemplatesResult',
      results: ['resourceTemplates', 'resource_templates'],
      fields: new Map([...RESOURCE_FIELDS, ['uriTemplate', 'uriTemplate'], ['uri_template', 'uriTemplate']]),
      required: ['uriTemplate', 'name'],
    },
  ],
]);

/** The parameters of the helper calls being read (helper-calls.ts): what each is bound to, read in the scope outside. */
interface Scope {
  bound: ReadonlyMap<string, Bound>;
  outer: Scope | undefined;
  /** The helper called, by name. */
  helper?: string;
}
interface Arg {
  name?: string;
  key?: number;
  at: number;
}
type CallArgs = readonly Arg[];
/** The first and last token of what a registration is written in. */
type Span = [number, number];

/**
 * The names a file imports from an MCP SDK's own package (`from fastmcp import mcp`) and never assigns:
 * the SDKs export no server object, so `@mcp.tool(…)` on such a name registers with no server (the import
 * itself fails) and its functions are no tools.
 */
function sdkImportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(FROM_IMPORT)) {
    if (!/^(?:fastmcp|mcp)(?:\.|$)/.test(match[1])) continue;
    for (const { alias } of importedItems(match[2])) if (alias !== '*' && !assigns(text, alias)) names.add(alias);
  }
  return names;
}

/** What other modules of the repository say that the file's text alone does not (registered-elsewhere.ts). */
export interface FromModules {
  /** The strings of references to constants of other modules (imported-constants.ts). */
  imported?: ReadonlyMap<string, string>;
  /** The functions of other modules the file imports, by how it writes them (imported-functions.ts): registering one lists it there. */
  functions?: ReadonlyMap<string, Defined>;
  /** The file's own top-level functions another module registers as tools, with the texts its call gives them. */
  registered?: ReadonlyMap<string, Overrides>;
  /** Those another module registers as prompts (`mcp.prompt()(fn)`), with the texts its call gives them. */
  prompted?: ReadonlyMap<string, Overrides>;
  /** The lists of other modules the file imports, by the name it binds (imported-lists.ts): a handler returning one lists its tools there. */
  lists?: ReadonlyMap<string, readonly DefinedList[]>;
  /** The file's own module-level lists another module's `list_tools` handler returns: their items are tools of this file. */
  listed?: ReadonlySet<string>;
  /** Those of them a handler maps field by field (keyed-dicts.ts), with its keys; 'mixed' when handlers map one differently. */
  keyed?: ReadonlyMap<string, Keys | 'mixed'>;
  /** The file's own module-level functions whose returns a hand-rolled server answers tools/list with (hand-rolled.ts). */
  handlers?: ReadonlySet<string>;
  /** Where the comprehensions over a keyed dict a hand-rolled server answers tools/list with in the file start (hand-rolled.ts). */
  answered?: readonly number[];
  /** The decorators the file applies to a function it registers that keep it as FastMCP reads it (kept-wrappers.ts). */
  keeping?: ReadonlyMap<string, Kept>;
  /** The file's methods that store a tool record a module serves, with the record classes they take (tool-records.ts). */
  records?: ReadonlyMap<string, ReadonlySet<string>>;
  /** The file's tool classes whose records a module serves, with the method making each (tool-classes.ts). */
  made?: ReadonlyMap<string, Made>;
  /** The file's loops registering each function of a known list, by the offset of the variable registered (looped-functions.ts). */
  looped?: ReadonlyMap<number, Loop>;
  /** Where the file's `self.m(name=…, description=…)` calls of a base class that serves them start (registering-bases.ts). */
  keywords?: ReadonlySet<number>;
  /** The helpers the file calls that forward their function and keywords to a registration, by name (forwarding-helpers.ts). */
  forwarding?: ReadonlyMap<string, Forwarding>;
  /** The type aliases and pydantic models of other modules the file imports, by the name it binds (imported-types.ts). */
  types?: ReadonlyMap<string, ImportedType>;
  /** The decorator factories of other modules the file imports, by the name it binds (imported-factories.ts). */
  factories?: ReadonlyMap<string, ImportedFactory>;
}

/**
 * A tool's name, title, description and annotations given, as literals, by the call that registers a function of
 * another module; annotations UNKNOWN when the call gives them in a way not statically known.
 */
export type Overrides = Readonly<
  Partial<
    Record<'name' | 'title' | 'description', string> & {
      annotations: Readonly<Record<string, unknown>> | typeof UNKNOWN;
      /** The parameters `exclude_args=` leaves out of its schema (excluded-args.ts). */
      exclude_args: readonly string[];
    }
  >
>;

/** A registration of a function of another module (FromModules.functions): listed by that module, with these texts. */
export interface Foreign {
  fn: Defined;
  overrides: Overrides;
  kind: 'tool' | 'prompt';
}

export function extractTools(
  text: string,
  from: FromModules = {},
): Extracted & { foreign: Foreign[]; foreignLists: DefinedList[]; typeOf: (name: string) => ImportedType | undefined } {
  const {
    imported = new Map<string, string>(),
    functions = new Map<string, Defined>(),
    registered: registeredBy = new Map<string, Overrides>(),
    prompted = new Map<string, Overrides>(),
    lists = new Map<string, readonly DefinedList[]>(),
    listed = new Set<string>(),
    keyed = new Map<string, Keys | 'mixed'>(),
    handlers: listers = new Set<string>(),
    answered = [],
    keeping = new Map<string, Kept>(),
    records = new Map<string, ReadonlySet<string>>(),
    made = new Map<string, Made>(),
    looped = new Map<number, Loop>(),
    keywords: keywordCalls = new Set<number>(),
    forwarding = new Map<string, Forwarding>(),
    types = new Map<string, ImportedType>(),
    factories: importedFactories = new Map<string, ImportedFactory>(),
  } = from;
  const foreign: Foreign[] = [];
  /** The lists of other modules a handler returns: those modules list their tools. */
  const foreignLists: DefinedList[] = [];
  const tokens = tokenize(text);
  const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors, conditional } = emptyExtracted();
  const lines = blocks(tokens, text);
  /** An Azure Functions app (`import azure.functions`), whose `@app.mcp_tool()` makes a tool. */
  const azure = AZURE.test(text);
  /** The `fastmcp` package, whose server takes plain functions for `tools=[…]`. */
  const fastmcp = IMPORTS_FASTMCP.test(text);
  const fromSdk = sdkImportedNames(text);
  const modules = importedModules(text);
  const constants = new Map<string, number>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!(tokens[i].first && tokens[i].kind === 'name' && lines.indent[i] === 0)) continue;
    if (tokens[i + 1].text === '=') constants.set(tokens[i].text as string, i + 2);
    // `TOOLS: list[Tool] = [...]`: the value after the annotation's `=`, within the logical line.
    else if (tokens[i + 1].kind === 'op' && tokens[i + 1].text === ':') {
      let depth = 0;
      for (let j = i + 2; j + 1 < tokens.length && tokens[j].kind !== 'newline'; j++) {
        const t = tokens[j].kind === 'op' ? tokens[j].text : undefined;
        if (t === '(' || t === '[' || t === '{') depth++;
        else if (t === ')' || t === ']' || t === '}') depth--;
        else if (t === '=' && depth === 0) {
          constants.set(tokens[i].text as string, j + 1);
          break;
        }
      }
    }
  }

  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const place = placer(tokens, spans);
  const attributes = classAttributes(tokens, lines.indent);

  /** The index after the expression starting at `i` (at a `,`, a closing bracket or the end of the line, at depth 0). */
  const skip = (i: number): number => {
    let depth = 0;
    for (; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind === 'newline' && depth === 0) return i;
      if (t.kind !== 'op') continue;
      if (t.text === '(' || t.text === '[' || t.text === '{') depth++;
      else if (t.text === ')' || t.text === ']' || t.text === '}') {
        if (depth === 0) return i;
        depth--;
      } else if ((t.text === ',' || t.text === '=' || t.text === ':') && depth === 0) return i;
    }
    return i;
  };

  /** The value of the expression at `i`, placed at `pointer`, when written as a literal or a same-file constant. */
  const value = (i: number, pointer: string, key?: number, depth = 0): { read: Read; next: number } => {
    const end = skip(i);
    const read = literal(i, end, pointer, depth);
    // A constant's value is placed where the constant's literal is written, a grouped one inside its parentheses.
    const at = target(i);
    if (read !== UNKNOWN && end > i) place(pointer, at, at === i ? end - 1 : skip(at) - 1, key);
    // A constant of another module is placed at the reference: no character of it is written here.
    if (typeof read === 'string' && tokens[at].kind === 'string') anchors.set(pointer, stringAnchors(at));
    return { read, next: end };
  };

  /** Whether the parenthesis at `i` groups one expression (`("a" "b")`), which a tuple's comma would not. */
  const grouped = (i: number): boolean => {
    if (!op(i, '(') || closing(i) <= i + 1) return false;
    for (let j = i + 1; j < closing(i); j++) {
      if (op(j, '[') || op(j, '(') || op(j, '{')) j = closing(j);
      else if (op(j, ',')) return false;
    }
    return true;
  };

  /** Whether the parenthesis at `i` holds only adjacent strings (`("a" "b")`): one string, as a docstring too. */
  const groupedStrings = (i: number): boolean => {
    if (!grouped(i)) return false;
    for (let j = i + 1; j < closing(i); j++) if (tokens[j].kind !== 'string') return false;
    return true;
  };

  /** The start of the expression at `i`: inside grouping parentheses and through same-file constants. */
  const target = (i: number): number => {
    let at = i;
    let within = scope;
    for (let hops = 0; hops < MAX_DEPTH; hops++) {
      const bound = parameter(at, within);
      if (bound) {
        [at, within] = [bound.at, bound.scope];
        continue;
      }
      const inner = urlInside(at);
      const next = grouped(at) ? at + 1 : inner !== -1 ? inner : resolve(at);
      if (next === at) break;
      at = next;
    }
    return at;
  };

  /** Where the characters of the adjacent string tokens from `i` on are written. */
  const stringAnchors = (i: number): StringAnchors => {
    const pieces: { anchors: StringAnchors; length: number }[] = [];
    for (let j = i; tokens[j]?.kind === 'string' && tokens[j].text !== undefined; j++) {
      const t = tokens[j];
      const quote = /["']/.exec(text.slice(t.start, t.start + 3))?.index ?? 0;
      const open = text.startsWith(text[t.start + quote].repeat(3), t.start + quote) && t.end - t.start - quote >= 6 ? 3 : 1;
      const raw = /r/i.test(text.slice(t.start, t.start + quote));
      pieces.push({ anchors: literalAnchors(text, t.start + quote + open, t.end - open, 0, raw), length: (t.text as string).length });
    }
    return joinedAnchors(pieces);
  };

  /** Where the one argument of `AnyUrl(…)` (pydantic's URL, which a low-level `Resource(uri=…)` is often given) starts; -1 otherwise. */
  const urlInside = (i: number): number => {
    const open = calledName(i, 'AnyUrl');
    if (open === -1 || closing(open) === open + 1) return -1;
    const given = args(open);
    return given.length === 1 && given[0].name === undefined ? open + 1 : -1;
  };

  /** Where the value `Class.ATTR` or `TABLE["key"]` at `i` (the whole expression) stands for is written (members.ts); -1 otherwise. */
  const member = (i: number): number => {
    if (tokens[i]?.kind !== 'name') return -1;
    const end = skip(i);
    if (op(i + 1, '.') && tokens[i + 2]?.kind === 'name' && end === i + 3) return attributes.get(`${tokens[i].text}.${tokens[i + 2].text}`) ?? -1;
    if (!(op(i + 1, '[') && tokens[i + 2]?.kind === 'string' && closing(i + 1) === i + 3 && end === i + 4)) return -1;
    const table = constants.get(tokens[i].text as string);
    return table !== undefined && op(table, '{') && skip(table) === closing(table) + 1
      ? dictEntry(tokens, table, closing(table), tokens[i + 2].text as string, closing)
      : -1;
  };

  /** The string another module writes for the reference `X.Y`, `X["k"]` or `X` at `i`, as imported-constants.ts read it. */
  const importedValue = (i: number): string | undefined => {
    if (imported.size === 0 || tokens[i]?.kind !== 'name') return undefined;
    const end = skip(i);
    const name = tokens[i].text as string;
    if (end === i + 1) return imported.get(name);
    if (op(i + 1, '.') && tokens[i + 2]?.kind === 'name' && end === i + 3) return imported.get(key(name, { member: tokens[i + 2].text }));
    if (op(i + 1, '[') && tokens[i + 2]?.kind === 'string' && op(i + 3, ']') && end === i + 4) return imported.get(key(name, { entry: tokens[i + 2].text }));
    return undefined;
  };

  /** The start of the expression a lone constant name (or a constant's member) at `i` stands for (`i` itself otherwise). */
  const resolve = (i: number): number => {
    let at = i;
    for (let hops = 0; hops < MAX_DEPTH && tokens[at]?.kind === 'name'; hops++) {
      const inside = member(at);
      if (inside !== -1) {
        at = inside;
        continue;
      }
      if (skip(at) !== at + 1) break;
      const found = constants.get(tokens[at].text as string);
      if (found === undefined || found === at) break;
      at = found;
    }
    return at;
  };

  const literal = (i: number, end: number, pointer: string, depth: number): Read => {
    const t = tokens[i];
    if (!t || end <= i || depth > MAX_DEPTH) return UNKNOWN;
    const bound = parameter(i);
    if (bound) return end === i + 1 ? inScope(bound.scope, () => literal(bound.at, skip(bound.at), pointer, depth + 1)) : UNKNOWN;
    if (t.kind === 'string') {
      // Adjacent strings are one (implicit concatenation).
      let out = '';
      for (let j = i; j < end; j++) {
        if (tokens[j].kind !== 'string' || tokens[j].text === undefined) return UNKNOWN;
        out += tokens[j].text;
      }
      return out;
    }
    if (end === i + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? '')) return Number(t.text);
    const inside = member(i);
    if (inside !== -1 && end === skip(i)) return literal(inside, skip(inside), pointer, depth + 1);
    const outside = end === skip(i) ? importedValue(i) : undefined;
    if (outside !== undefined) return outside;
    if (end === i + 1 && t.kind === 'name') {
      if (t.text === 'True' || t.text === 'False') return t.text === 'True';
      if (t.text === 'None') return null;
      const at = constants.get(t.text as string);
      return at === undefined || at === i ? UNKNOWN : literal(at, skip(at), pointer, depth + 1);
    }
    if (op(i, '-') && end === i + 2 && tokens[i + 1].kind === 'number') return -Number(tokens[i + 1].text);
    // `not flag` of a flag read so (`"readOnlyHint": not mutating` of a helper's parameter).
    if (t.kind === 'name' && t.text === 'not') {
      const negated = literal(i + 1, end, pointer, depth + 1);
      return typeof negated === 'boolean' ? !negated : UNKNOWN;
    }
    if (grouped(i) && end === closing(i) + 1) return literal(i + 1, closing(i), pointer, depth + 1);
    if ((op(i, '[') || op(i, '(')) && end === closing(i) + 1) return list(i, pointer, depth);
    if (op(i, '{') && end === closing(i) + 1) return dict(i, pointer, depth);
    const inner = t.kind === 'name' ? urlInside(i) : -1;
    if (inner !== -1 && end === closing(inner - 1) + 1) return literal(inner, closing(inner - 1), pointer, depth + 1);
    if (t.kind === 'name') {
      // `ToolAnnotations(…)` or `types.ToolAnnotations(…)`.
      let j = i;
      while (op(j + 1, '.') && tokens[j + 2]?.kind === 'name') j += 2;
      // `dict(…)` of one dict is its copy (helperCall).
      const constructed = CONSTRUCTORS.has(tokens[j].text as string) && op(j + 1, '(') && end === closing(j + 1) + 1;
      const read = constructed ? keywords(j + 1, pointer, depth) : UNKNOWN;
      if (constructed && (read !== UNKNOWN || tokens[j].text !== 'dict')) return read;
    }
    if (t.kind === 'name' && op(i + 1, '(') && end === closing(i + 1) + 1) return helperCall(i, pointer, depth);
    return UNKNOWN;
  };

  /** The scope of the calls of the module's helpers (helpers) being read. */
  let scope: Scope | undefined;
  /** What the parameter named at `i` is bound to in `within` (the helper call being read), and the scope it is read in. */
  const parameter = (i: number, within = scope): { at: number; scope: Scope | undefined } | undefined => {
    const found = tokens[i]?.kind === 'name' ? within?.bound.get(tokens[i].text as string) : undefined;
    return found && { at: found.at, scope: found.default ? undefined : within?.outer };
  };
  const inScope = <T>(within: Scope | undefined, read: () => T): T => {
    const outer = scope;
    scope = within;
    try {
      return read();
    } finally {
      scope = outer;
    }
  };
  /** The value of the call `f(…)` at `i`: what a helper of the module returns of its arguments, `list(…)`/`tuple(…)` of a list, `dict(…)` of a dict. */
  const helperCall = (i: number, pointer: string, depth: number): Read => {
    const name = tokens[i].text as string;
    const helper = helpers.get(name);
    const bound = helper && bind(tokens, helper, args(i + 1));
    // A helper calling itself (never returning) is not read.
    for (let within = scope; within && bound; within = within.outer) if (within.helper === name) return UNKNOWN;
    if (helper)
      return bound ? inScope({ bound, outer: scope, helper: name }, () => literal(helper.returned, skip(helper.returned), pointer, depth + 1)) : UNKNOWN;
    const given = args(i + 1);
    const copies = tokens[i].text === 'dict' ? 'object' : tokens[i].text === 'list' || tokens[i].text === 'tuple' ? 'array' : undefined;
    if (copies === undefined || given.length !== 1 || given[0].name !== undefined) return UNKNOWN;
    const read = literal(given[0].at, skip(given[0].at), pointer, depth + 1);
    return Array.isArray(read) === (copies === 'array') && typeof read === 'object' && read !== null ? read : UNKNOWN;
  };

  /** The index of the bracket that closes the one at `i` (the last token when none does): one table, made in one pass. */
  const closing = (i: number): number => pairs[i];
  const pairs = bracketPairs(tokens);
  /** The module's helpers that only return an expression (helper-calls.ts). */
  const helpers = returningHelpers(tokens, lines, closing);

  const list = (i: number, pointer: string, depth: number): Read => {
    const out: unknown[] = [];
    for (let j = i + 1; !op(j, ']') && !op(j, ')') && j < tokens.length; ) {
      const item = value(j, joinPointer(pointer, String(out.length)), undefined, depth + 1);
      if (item.read === UNKNOWN) return UNKNOWN;
      out.push(item.read);
      j = op(item.next, ',') ? item.next + 1 : item.next;
      if (j === item.next && !op(j, ']') && !op(j, ')')) return UNKNOWN;
    }
    return out;
  };

  const dict = (i: number, pointer: string, depth: number): Read => {
    const out: Record<string, unknown> = {};
    for (let j = i + 1; !op(j, '}') && j < tokens.length; ) {
      // `{**kind, "description": …}`: the entries of a dict read so, which later ones replace.
      if (op(j, '**')) {
        const spread = value(j + 1, pointer, undefined, depth + 1);
        if (typeof spread.read !== 'object' || spread.read === null || Array.isArray(spread.read)) return UNKNOWN;
        Object.assign(out, spread.read);
        j = op(spread.next, ',') ? spread.next + 1 : spread.next;
        if (j === spread.next && !op(j, '}')) return UNKNOWN;
        continue;
      }
      const key = tokens[j];
      if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':')) return UNKNOWN;
      const item = value(j + 2, joinPointer(pointer, key.text), j, depth + 1);
      if (item.read === UNKNOWN) return UNKNOWN;
      out[key.text] = item.read;
      j = op(item.next, ',') ? item.next + 1 : item.next;
      if (j === item.next && !op(j, '}')) return UNKNOWN;
    }
    return out;
  };

  /** A call's keyword arguments as an object (`ToolAnnotations(readOnlyHint=True)`); UNKNOWN with any positional one. */
  const keywords = (open: number, pointer: string, depth: number): Read => {
    const out: Record<string, unknown> = {};
    for (const arg of args(open)) {
      if (arg.name === undefined) return UNKNOWN;
      const item = value(arg.at, joinPointer(pointer, arg.name), arg.key, depth + 1);
      if (item.read === UNKNOWN) return UNKNOWN;
      out[arg.name] = item.read;
    }
    return out;
  };

  /**
   * A dict literal's entries as keyword arguments: each literal string key's text, its token and the
   * value's start. None when a key is of any other kind, written twice, or a `**spread` may give any.
   */
  const entries = (open: number): Arg[] => {
    const out: Arg[] = [];
    for (let j = open + 1; j < closing(open); ) {
      const name = tokens[j].kind === 'string' && op(j + 1, ':') ? tokens[j].text : undefined;
      if (name === undefined || out.some((arg) => arg.name === name)) return [];
      out.push({ name, key: j, at: j + 2 });
      j = skip(j + 2);
      if (op(j, ',')) j++;
      else if (j < closing(open)) return [];
    }
    return out;
  };

  /** A call's arguments: each positional one's start, or a keyword's name, key token and value's start. */
  const args = (open: number): Arg[] => {
    const out: Arg[] = [];
    const end = closing(open);
    for (let j = open + 1; j < end; ) {
      if (tokens[j].kind === 'name' && op(j + 1, '=')) {
        out.push({ name: tokens[j].text, key: j, at: j + 2 });
        j = skip(j + 2);
      } else {
        out.push({ at: j });
        j = skip(j);
      }
      if (op(j, ',')) j++;
      else if (j < end) j = skip(j + 1);
    }
    return out;
  };

  /**
   * FastMCP names the first parameter of `x.tool` and `x.prompt` `name_or_fn` (a function it registers,
   * or the name): given by keyword, it is read as that positional argument.
   */
  const nameOrFn = (callArgs: Arg[]): Arg[] => {
    const keyed = callArgs.findIndex((a) => a.name === 'name_or_fn');
    return keyed === -1 ? callArgs : [{ at: callArgs[keyed].at }, ...callArgs.filter((_, k) => k !== keyed)];
  };

  /** A type hint as a JSON Schema fragment, with the description an `Annotated[…, Field(description=…)]` gives it. */
  let aliases: Map<string, [number, number]> | undefined;
  const typeSchema = (i: number, end: number, pointer: string, depth = 0): Record<string, unknown> | undefined => {
    const t = tokens[i];
    if (!t || depth > MAX_DEPTH) return undefined;
    if (t.kind === 'string' && end === i + 1) return undefined;
    // A dotted name (`typing.Optional`) is read by its last part.
    let nameEnd = i;
    while (op(nameEnd + 1, '.') && tokens[nameEnd + 2]?.kind === 'name') nameEnd += 2;
    const name = tokens[nameEnd].text ?? '';
    if (t.kind !== 'name') return undefined;
    if (nameEnd + 1 === end && Object.hasOwn(TYPES, name)) return { ...TYPES[name] };
    if (nameEnd + 1 === end) {
      // A module-level alias (type-aliases.ts): the schema of its value, placed where the value is written.
      const alias = nameEnd === i ? (aliases ??= typeAliases(tokens, lines, pairs)).get(name) : undefined;
      if (alias) return typeSchema(alias[0], alias[1], pointer, depth + 1);
      return nameEnd === i ? namedType(name, depth + 1) : undefined;
    }
    // `A | B`: a union.
    if (findTop(nameEnd + 1, end, '|') !== -1) return union(splitTop(i, end, '|'), pointer, depth);
    if (!op(nameEnd + 1, '[') || closing(nameEnd + 1) + 1 !== end) return undefined;
    const parts = splitTop(nameEnd + 2, end - 1);
    if (name === 'Optional' && parts.length === 1) return typeSchema(parts[0][0], parts[0][1], pointer, depth + 1);
    if (name === 'Union') return union(parts, pointer, depth);
    // `dict[str, V]`: an object whose values are V's. For an `Any` V, pydantic 2.11 on (pydantic#11392) adds
    // `additionalProperties: true`, earlier releases nothing: what every release makes is read.
    if ((name === 'dict' || name === 'Dict') && parts.length === 2) {
      const [keys, values] = parts;
      if (keys[1] !== keys[0] + 1 || tokens[keys[0]].text !== 'str') return undefined;
      const items = typeSchema(values[0], values[1], joinPointer(pointer, 'additionalProperties'), depth + 1);
      return items && (Object.keys(items).length === 0 ? { type: 'object' } : { type: 'object', additionalProperties: items });
    }
    if ((name === 'list' || name === 'List') && parts.length === 1) {
      const items = typeSchema(parts[0][0], parts[0][1], joinPointer(pointer, 'items'), depth + 1);
      return items && { type: 'array', items };
    }
    if (name === 'Literal') {
      const values = parts.map(([from, to]) => literal(from, to, pointer, depth + 1));
      return values.every((v) => typeof v === 'string') ? { type: 'string', enum: values } : values.includes(UNKNOWN) ? undefined : { enum: values };
    }
    if (name === 'Annotated' && parts.length >= 2) {
      const inner = typeSchema(parts[0][0], parts[0][1], pointer, depth + 1);
      const base = inner ?? {};
      for (const [from, to] of parts.slice(1)) {
        const described = metadataDescription(from, to, joinPointer(pointer, 'description'));
        if (described !== undefined) base.description = described;
      }
      return inner !== undefined || base.description !== undefined ? base : undefined;
    }
    return undefined;
  };

  /** The `$defs` of the input schema being read (pydantic-models.ts), and where that schema is placed. */
  let schemaDefs: { models: Map<string, Record<string, unknown>>; pointer: string } | undefined;
  let classes: ReadonlyMap<string, number> | undefined;
  /** A pydantic model of the file (pydantic-models.ts) or a type of another module (imported-types.ts), as a `$ref` into the `$defs`. */
  const namedType = (name: string, depth: number): Record<string, unknown> | undefined => {
    if (schemaDefs === undefined || depth > MAX_DEPTH) return undefined;
    const at = modelClass(name);
    if (at === -1) return importedType(schemaDefs.models, types.get(name));
    const pointer = joinPointer(schemaDefs.pointer, '$defs', name);
    // A model, or an enum (enum-types.ts).
    if (
      !schemaDefs.models.has(name) &&
      modelSchema(tokens, lines, at, pointer, depth, reading) === undefined &&
      enumSchema(tokens, lines, at, pointer, (enums ??= enumBases(text)), reading) === undefined
    )
      return undefined;
    return { $ref: `#/$defs/${name}` };
  };
  let pydantic: boolean | undefined;
  let enums: ReadonlyMap<string, string> | undefined;
  /** A default as pydantic writes it: an enum's member (`Color.RED`, enum-types.ts) as its value, any other a literal. */
  const defaultValue = (at: number, pointer: string): Read => {
    const [enumAt, member] = [modelClass(tokens[at].text as string), tokens[at + 2]?.text as string];
    const shape =
      tokens[at].kind === 'name' && op(at + 1, '.') && skip(at) === at + 3 && enumAt !== -1
        ? enumClass(tokens, lines, enumAt, (enums ??= enumBases(text)), closing)
        : undefined;
    const found = shape?.members.get(member);
    return value(found ?? at, pointer).read;
  };
  /** The header of the class `name` the file defines once at its top level; -1 for none. */
  const modelClass = (name: string): number => {
    const at = (classes ??= onceDefined(tokens, lines).classes).get(name);
    return at === undefined || lines.indent[at] !== 0 ? -1 : at;
  };
  const reading: ModelReading = {
    pydantic: () => (pydantic ??= baseModel(text)),
    inherited: (name, pointer, depth) => {
      const at = modelClass(name);
      if (at !== -1) return modelParts(tokens, lines, at, pointer, depth, reading);
      const parts = types.get(name)?.parts;
      return parts && schemaDefs && importedType(schemaDefs.models, { schema: {}, defs: parts.defs }) && parts;
    },
    defs: () => schemaDefs?.models ?? new Map(),
    type: (from, to, pointer, depth) => typeSchema(from, to, pointer, depth),
    value: (at, pointer) => value(at, pointer).read,
    default: (at, pointer) => defaultValue(at, pointer),
    docstring: (at, pointer) => {
      const doc = value(at, pointer).read;
      const raw = anchors.get(pointer);
      if (typeof doc === 'string' && raw) anchors.set(pointer, cleanedAnchors(doc, raw));
      return typeof doc === 'string' ? cleandoc(doc) : undefined;
    },
    args,
    closing,
  };

  /**
   * `A | B` or `Union[A, B]`: pydantic's `anyOf` of each type's schema. `None` among them is left out, as
   * `T | None` and `Optional[T]` are read as T.
   */
  const union = (parts: [number, number][], pointer: string, depth: number): Record<string, unknown> | undefined => {
    const kept = parts.filter(([from, to]) => !(to === from + 1 && tokens[from].text === 'None'));
    if (kept.length <= 1) return kept.length === 1 ? typeSchema(kept[0][0], kept[0][1], pointer, depth + 1) : undefined;
    const anyOf = kept.map(([from, to], k) => typeSchema(from, to, joinPointer(pointer, 'anyOf', String(k)), depth + 1));
    return anyOf.every((schema) => schema !== undefined) ? { anyOf } : undefined;
  };

  /** The description `Field(description="…")` or a bare string gives in `Annotated`'s metadata. */
  const metadataDescription = (from: number, to: number, pointer: string): string | undefined => {
    if (tokens[from].kind === 'string') {
      const read = value(from, pointer);
      return typeof read.read === 'string' ? read.read : undefined;
    }
    if (tokens[from].text !== 'Field' || !op(from + 1, '(') || closing(from + 1) + 1 !== to) return undefined;
    const found = args(from + 1).find((a) => a.name === 'description');
    if (!found) return undefined;
    const read = value(found.at, pointer);
    if (typeof read.read === 'string') return read.read;
    unread.push({ start: tokens[found.at].start, what: 'a parameter description' });
    return undefined;
  };

  const findTop = (from: number, to: number, text: string): number => {
    for (let j = from; j < to; j++) {
      if (op(j, '[') || op(j, '(')) j = closing(j);
      else if (op(j, text)) return j;
    }
    return -1;
  };

  /** The parts of `[from, to)` separated by `separator` at the top level, each as [start, end). */
  const splitTop = (from: number, to: number, separator = ','): [number, number][] => {
    const parts: [number, number][] = [];
    let start = from;
    for (let j = from; j < to; j++) {
      if (op(j, '[') || op(j, '(') || op(j, '{')) j = closing(j);
      else if (op(j, separator)) {
        parts.push([start, j]);
        start = j + 1;
      }
    }
    if (start < to) parts.push([start, to]);
    return parts;
  };

  /** The input schema of a function's parameters (the tokens between its parentheses). */
  /** The function's parameters whose `(` is at `open`, as an input schema; those `excluded` (exclude_args) left out. */
  const parameters = (open: number, pointer: string, excluded: ReadonlySet<string> = NONE): Record<string, unknown> => {
    const end = closing(open);
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const props = joinPointer(pointer, 'properties');
    const outer = schemaDefs;
    schemaDefs = { models: new Map(), pointer };
    for (const [from, to] of splitTop(open + 1, end)) {
      const t = tokens[from];
      if (t.kind !== 'name' || t.text === 'self' || t.text === 'cls') continue;
      const name = t.text as string;
      if (excluded.has(name)) continue;
      const colon = op(from + 1, ':') ? from + 1 : -1;
      const equals = findTop(from + 1, to, '=');
      const hintEnd = equals === -1 ? to : equals;
      const hint = (from: number, to: number) =>
        tokens
          .slice(from, to)
          .map((x) => x.text)
          .join('');
      if (colon !== -1 && INJECTED.test(hint(colon + 1, hintEnd))) continue;
      // A module-level alias of FastMCP's Context (`MCPContext = Context`): the same class, injected.
      const alias = colon !== -1 && hintEnd === colon + 2 ? (aliases ??= typeAliases(tokens, lines, pairs)).get(tokens[colon + 1].text as string) : undefined;
      if (alias && INJECTED.test(hint(alias[0], alias[1]))) continue;
      const at = joinPointer(props, name);
      const schema = colon === -1 ? undefined : typeSchema(colon + 1, hintEnd, at);
      if (!schema) unread.push({ start: tokens[colon === -1 ? from : colon + 1].start, what: `the schema of parameter ${JSON.stringify(name)}` });
      const property: Record<string, unknown> = schema ?? {};
      if (equals === -1) required.push(name);
      else {
        const fallback = defaultValue(equals + 1, joinPointer(at, 'default'));
        if (fallback !== UNKNOWN && fallback !== null) property.default = fallback;
      }
      properties[name] = property;
      spans.set(at, { value: [t.start, tokens[to - 1].end], key: [t.start, t.end] });
    }
    place(pointer, open, end);
    const models = schemaDefs.models;
    schemaDefs = outer;
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), ...(models.size > 0 ? { $defs: Object.fromEntries(models) } : {}) };
  };

  /** A decorated function: `@x.tool…`, `@x.prompt…` or `@x.resource…` lines, then `def`. */
  const decorated = (at: number) => {
    const wrapper = wrappers.get(tokens[at + 1]?.text as string);
    if (wrapper && tokens[at + 2]?.kind === 'newline') return wrappedTool(at, wrapper.keys);
    if (factories.has(tokens[at + 1].text as string)) return wrappedTool(at, new Set(), closing(at + 2) + 1);
    const factory = tokens[at + 1]?.kind === 'name' ? importedFactories.get(tokens[at + 1].text as string) : undefined;
    if (factory && op(at + 2, '(') && tokens[closing(at + 2) + 1]?.kind === 'newline') return factoryTool(at, factory);
    // `@ name . tool` with an optional call.
    let j = at + 1;
    while (tokens[j]?.kind === 'name' && op(j + 1, '.')) j += 2;
    const kind = tokens[j]?.kind === 'name' ? tokens[j].text : undefined;
    if (kind === 'mcp_tool' && azure && j > at + 1) return azureTool(at, j);
    const listing = kind === undefined ? undefined : LISTINGS.get(kind);
    if ((kind !== 'tool' && kind !== 'prompt' && kind !== 'resource' && !listing) || j === at + 1) return;
    if (j === at + 3 && fromSdk.has(tokens[at + 1].text as string)) return;
    const call = op(j + 1, '(') ? j + 1 : -1;
    if (listing && call === -1) return;
    // A resource's URI is its first argument: without one, this `resource` is something else.
    if (kind === 'resource' && call === -1) return;
    // The function the decorator is on: past any other decorators.
    const k = decoratedDef(call === -1 ? j + 1 : closing(call) + 1);
    if (k === -1) return;
    // A package's `tool` decorator stacked with the server's registers nothing more (stacked-decorators.ts).
    if (kind === 'tool' && besideServerTool(tokens, at, k, modules, (i) => lines.line[i])) return;
    const def = tokens[k]?.text === 'async' ? k + 1 : k;
    const nameToken = def + 1;
    if (tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '(')) return;
    if (listing) return listHandler(k, listing);
    const callArgs = call === -1 ? [] : kind === 'resource' ? args(call) : nameOrFn(args(call));
    const span: Span = [at, nameToken];
    if (kind === 'tool') return tool(span, callArgs, ['name'], nameToken);
    if (kind === 'prompt') return prompt(span, callArgs, ['name'], nameToken);
    return resource(span, callArgs, ['uri'], nameToken);
  };

  /**
   * A function under the `@factory(…)` at `at` of another module (imported-factories.ts): registered as
   * that factory's `x.tool(…)` call makes it, the name the argument of its name's parameter, the call's
   * other keywords the factory's `**kwargs` hands on.
   */
  const factoryTool = (at: number, factory: ImportedFactory) => {
    const given: Arg[] = [];
    let position = 0;
    for (const arg of args(at + 2)) {
      const parameter = arg.name ?? (op(arg.at, '*') || op(arg.at, '**') ? undefined : factory.parameters.slice(0, factory.positional)[position++]);
      // A spread, an argument past the factory's parameters, or a keyword the factory gives too: not read.
      if (parameter === undefined || (!factory.parameters.includes(parameter) && (!factory.forwards || factory.keys.includes(parameter)))) {
        unread.push({ start: tokens[at].start, what: 'a tool registration' });
        return;
      }
      if (parameter === factory.named) given.push({ name: 'name', at: arg.at });
      else if (!factory.parameters.includes(parameter)) given.push(arg);
    }
    if (factory.named !== undefined && !given.some((arg) => arg.name === 'name')) {
      unread.push({ start: tokens[at].start, what: 'a tool registration' });
      return;
    }
    wrappedTool(at, new Set(factory.keys), closing(at + 2) + 1, given, factory.schema, factory.known);
  };

  /** A function under the file's own registering decorator at `at` (wrappers): a tool, and what the wrapper gives it listed as unknown. */
  const wrappedTool = (
    at: number,
    keys: ReadonlySet<string>,
    from = at + 2,
    given: CallArgs = [],
    schema = true,
    known: ImportedFactory['known'] = new Map(),
  ) => {
    const k = decoratedDef(from);
    const nameToken = k === -1 ? -1 : tokens[k].text === 'async' ? k + 2 : k + 1;
    if (k === -1 || tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '(')) return;
    const pointer = joinPointer('/tools', String(tools.length));
    const before = tools.length;
    tool([at, nameToken], given, ['name'], nameToken, excludedBy(given), schema);
    if (tools.length === before) return;
    const wrapper = tokens[at + 1].text;
    // What the factory reads off its record for this tool's name (factory-records.ts): a title is text, annotations a dict.
    const read = known.get(tools[before].name as string) ?? {};
    const fits = (key: string) => (key === 'title' ? typeof read.title === 'string' : key === 'annotations' && typeof read.annotations === 'object');
    for (const key of keys) if (fits(key)) tools[before][key] = read[key];
    if (!schema)
      unread.push({ start: tokens[at].start, what: `the tool's input schema (changed by ${wrapper})`, pointer: joinPointer(pointer, 'inputSchema') });
    for (const key of [...keys].sort().filter((key) => !fits(key)))
      unread.push({
        start: tokens[at].start,
        what: `the tool's ${key} (given by ${wrapper})`,
        pointer: key === 'version' ? versionPointer(pointer) : joinPointer(pointer, WRAPPED_KEYS.get(key) as string),
      });
  };

  /** The `def` line (its first token) the decorator at `at` (ending at `from`) is on, past any other decorators; -1 when none is. */
  const decoratedDef = (from: number): number => {
    let k = from;
    while (k < tokens.length && !(tokens[k].first && (tokens[k].text === 'def' || (tokens[k].text === 'async' && tokens[k + 1]?.text === 'def')))) {
      if (tokens[k].first && !op(k, '@')) return -1;
      k++;
    }
    return k < tokens.length ? k : -1;
  };

  /**
   * Azure Functions' `@app.mcp_tool()` (azure-functions 2.x): the tool is named after the function and
   * described by its docstring; its properties are the function's parameters, less those another binding
   * of the function fills (`@app.blob_input(arg_name="file", …)`), each described by an
   * `@app.mcp_tool_property(arg_name=…, description=…)` of the same function. Any argument of
   * `mcp_tool` other than `metadata=` may rename or describe it: the registration is not statically known.
   */
  const azureTool = (at: number, j: number) => {
    const call = op(j + 1, '(') ? j + 1 : -1;
    const k = decoratedDef(call === -1 ? j + 1 : closing(call) + 1);
    if (k === -1) return;
    const nameToken = tokens[k].text === 'async' ? k + 2 : k + 1;
    if (tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '(')) return;
    if (call !== -1 && args(call).some((a) => a.name !== 'metadata' && a.name !== 'use_result_schema')) {
      unread.push({ start: tokens[at].start, what: 'a tool registration' });
      return;
    }
    // The function's decorators, those above this one too.
    let first = at;
    while (first > 1 && tokens[first - 1].kind === 'newline' && op(lines.line[first - 2], '@')) first = lines.line[first - 2];
    const bound = new Set<string>();
    const described: { name: string; at: number }[] = [];
    for (let d = first; d < k; d++) {
      if (!tokens[d].first || !op(d, '@')) continue;
      let e = d + 1;
      while (tokens[e]?.kind === 'name' && op(e + 1, '.')) e += 2;
      if (!op(e + 1, '(')) continue;
      const given = args(e + 1);
      const argName = given.find((a) => a.name === 'arg_name');
      const read = argName ? literal(resolve(argName.at), skip(resolve(argName.at)), '', 0) : UNKNOWN;
      if (typeof read !== 'string') continue;
      if (tokens[e].text !== 'mcp_tool_property') bound.add(read);
      else {
        const description = given.find((a) => a.name === 'description');
        if (description) described.push({ name: read, at: description.at });
      }
    }
    const pointer = joinPointer('/tools', String(tools.length));
    const before = unread.length;
    const read = common('tool', pointer, [], [], nameToken, ['name', 'description']);
    if (!read) return;
    const schemaAt = joinPointer(pointer, 'inputSchema');
    const schema = parameters(nameToken + 1, schemaAt);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    for (const name of bound) {
      delete properties[name];
      spans.delete(joinPointer(schemaAt, 'properties', name));
      const found = unread.findIndex((u, index) => index >= before && u.what === `the schema of parameter ${JSON.stringify(name)}`);
      if (found !== -1) unread.splice(found, 1);
    }
    if (Array.isArray(schema.required)) {
      schema.required = schema.required.filter((name) => !bound.has(name as string));
      if ((schema.required as unknown[]).length === 0) delete schema.required;
    }
    for (const { name, at: from } of described) {
      if (bound.has(name)) continue;
      const property = (properties[name] ??= {});
      const text = value(from, joinPointer(schemaAt, 'properties', name, 'description'));
      if (typeof text.read === 'string') property.description = text.read;
      else unread.push({ start: tokens[from].start, what: `the description of parameter ${JSON.stringify(name)}` });
    }
    read.item.inputSchema = schema;
    place(pointer, at, nameToken);
    tools.push(read.item);
    names.push(tokens[read.namePlace].start);
  };

  /**
   * What a tool, prompt and resource decorator share: the `name`, `title` and `description` it is given
   * (`fields` are the others read), the function's name, and the docstring unless a description is given.
   */
  const common = (
    what: string,
    pointer: string,
    callArgs: CallArgs,
    positionals: readonly string[],
    nameToken: number,
    fields: readonly string[],
  ): { item: Record<string, unknown>; namePlace: number } | undefined => {
    const item: Record<string, unknown> = {};
    let namePlace = nameToken;
    let described = false;
    // `**options` may give any field, the name too.
    const spread = callArgs.find((arg) => op(arg.at, '*') || op(arg.at, '**'));
    if (spread) {
      unread.push({ start: tokens[spread.at].start, what: `a ${what} registration` });
      return undefined;
    }
    let position = 0;
    for (const arg of callArgs) {
      const field = arg.name ?? positionals[position++];
      if (field === undefined || !fields.includes(field)) continue;
      const key = field === 'mime_type' ? 'mimeType' : field === 'uri' && what === 'resource template' ? 'uriTemplate' : field;
      const read = value(arg.at, joinPointer(pointer, key), arg.key);
      // A name, description or title is text: any other value is one mcpdesc did not read right.
      if (field !== 'annotations' && read.read !== null && typeof read.read !== 'string') read.read = UNKNOWN;
      if (read.read === UNKNOWN) {
        if (field === 'name' || field === 'uri') {
          unread.push({ start: tokens[arg.at].start, what: `a ${what} registration` });
          return undefined;
        }
        unread.push({ start: tokens[arg.at].start, what: `the ${what}'s ${key}`, pointer: joinPointer(pointer, key) });
        described ||= field === 'description';
      } else if (read.read !== null) {
        item[key] = read.read;
        if (field === 'name') namePlace = target(arg.at);
        described ||= field === 'description';
      }
    }
    if (item.name === undefined) {
      item.name = tokens[nameToken].text;
      spans.set(joinPointer(pointer, 'name'), { value: [tokens[nameToken].start, tokens[nameToken].end] });
    }
    const open = nameToken + 1;
    // The docstring: the body's first statement, when it is a string, parenthesised or not (ast.get_docstring reads both).
    let body = closing(open) + 1;
    if (op(body, '->')) body = skip(body + 1);
    if (op(body, ':')) body++;
    if (tokens[body]?.kind === 'newline') body++;
    if (!described && (tokens[body]?.kind === 'string' || groupedStrings(body))) {
      const doc = value(body, joinPointer(pointer, 'description'));
      if (typeof doc.read === 'string') {
        item.description = cleandoc(doc.read);
        const raw = anchors.get(joinPointer(pointer, 'description'));
        if (raw) anchors.set(joinPointer(pointer, 'description'), cleanedAnchors(doc.read, raw));
      } else unread.push({ start: tokens[body].start, what: `the ${what}'s docstring`, pointer: joinPointer(pointer, 'description') });
    }
    return { item, namePlace };
  };

  /**
   * FastMCP 3's `version=` (a string, an int or a float, which it turns into text with `str()`), where
   * the server lists it: `_meta.fastmcp.version`. None leaves the tool unversioned.
   */
  const componentVersion = (item: Record<string, unknown>, arg: CallArgs[number], pointer: string) => {
    const read = value(arg.at, pointer, arg.key);
    if (read.read === null) return;
    const token = tokens[resolve(arg.at)];
    const text =
      typeof read.read === 'string'
        ? read.read
        : typeof read.read === 'number' && token.kind === 'number'
          ? Number.isInteger(read.read) && token.text?.includes('.')
            ? `${read.read}.0`
            : String(read.read)
          : undefined;
    if (text === undefined) unread.push({ start: tokens[arg.at].start, what: "the tool's version", pointer });
    else item._meta = { fastmcp: { version: text } };
  };

  const tool = (span: Span, callArgs: CallArgs, positionals: readonly string[], nameToken: number, excluded = excludedBy(callArgs), schema = true) => {
    const pointer = joinPointer('/tools', String(tools.length));
    // FastMCP raises on a name that is no parameter with a default: no tool is made.
    const defaulted = new Set(defaultedParameters(nameToken + 1));
    if (excluded === undefined || [...excluded].some((name) => !defaulted.has(name))) {
      unread.push({ start: tokens[span[0]].start, what: 'a tool registration' });
      return;
    }
    const read = common('tool', pointer, callArgs, positionals, nameToken, ['name', 'description', 'title', 'annotations']);
    if (!read) return;
    // A schema changed after registering (imported-factories.ts) is one the SDK sends as an object schema.
    read.item.inputSchema = schema ? parameters(nameToken + 1, joinPointer(pointer, 'inputSchema'), excluded) : { type: 'object' };
    const version = callArgs.find((a) => a.name === 'version');
    if (version) componentVersion(read.item, version, versionPointer(pointer));
    // The same tool registered in another branch of an `if` or `try` (a description for each access
    // mode): only one of the two is ever made, so the later is listed as not statically known, never
    // counted twice.
    const key = JSON.stringify([read.item.name, read.item._meta]);
    const line = lines.line[span[0]];
    const alternative = registered.instead(key, line);
    if (alternative !== -1) {
      retract(pointer);
      unread.push({ start: tokens[span[0]].start, what: `a tool registration (made instead of tools[${alternative}] in another branch)` });
      return;
    }
    place(pointer, ...span);
    tools.push(read.item);
    names.push(tokens[read.namePlace].start);
    registered.add(key, line, tools.length - 1);
    if (registered.conditional(line)) conditional.push(tools.length - 1);
  };
  /** The parameters FastMCP's `exclude_args=` of a call leaves out of the schema (excluded-args.ts): none when not given. */
  const excludedBy = (callArgs: CallArgs): ReadonlySet<string> | undefined => {
    const given = callArgs.find((arg) => arg.name === 'exclude_args');
    if (given === undefined) return NONE;
    const read = literal(resolve(given.at), skip(resolve(given.at)), FOREIGN, 0);
    retract(FOREIGN);
    return excludedArgs(read);
  };
  /** The names of the parameters with a default of the function whose `(` is at `open`. */
  const defaultedParameters = (open: number): string[] =>
    splitTop(open + 1, closing(open)).flatMap(([from, to]) =>
      tokens[from].kind === 'name' && findTop(from + 1, to, '=') !== -1 ? [tokens[from].text as string] : [],
    );
  /** Each tool's name and version, and the line it is registered on, by index in `tools`. */
  const registered = alternatives(tokens, lines);
  /** Forgets what was read at `pointer` for a tool that is not kept. */
  const retract = (pointer: string) => {
    const under = (at: string) => at === pointer || at.startsWith(`${pointer}/`);
    for (const map of [spans, anchors]) for (const at of [...map.keys()]) if (under(at)) map.delete(at);
    for (let k = unread.length - 1; k >= 0; k--) if (unread[k].pointer !== undefined && under(unread[k].pointer as string)) unread.splice(k, 1);
  };

  /** `@mcp.prompt`: its arguments are the function's parameters, each with its description, required unless it has a default. */
  const prompt = (span: Span, callArgs: CallArgs, positionals: readonly string[], nameToken: number) => {
    const pointer = joinPointer('/prompts', String(prompts.length));
    const read = common('prompt', pointer, callArgs, positionals, nameToken, ['name', 'description', 'title']);
    if (!read) return;
    // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
    const scratch = joinPointer(pointer, 'inputSchema');
    const before = unread.length;
    const schema = parameters(nameToken + 1, scratch);
    dropArgumentTypes(unread, before);
    read.item.arguments = argumentsFromSchema(schema, scratch, pointer, spans, anchors);
    place(pointer, ...span);
    prompts.push(read.item);
  };

  /** `@mcp.resource("uri", …)`: a resource, or a resource template when its URI has `{parameters}`. */
  const resource = (span: Span, callArgs: CallArgs, positionals: readonly string[], nameToken: number) => {
    const first = callArgs.find((a) => a.name === undefined || a.name === 'uri');
    const uri = first === undefined ? undefined : literal(resolve(first.at), skip(resolve(first.at)), '', 0);
    const template = typeof uri === 'string' && uri.includes('{');
    const list = template ? resourceTemplates : resources;
    const what = template ? 'resource template' : 'resource';
    const pointer = joinPointer(template ? '/resourceTemplates' : '/resources', String(list.length));
    const read = common(what, pointer, callArgs, positionals, nameToken, ['uri', 'name', 'description', 'title', 'mime_type']);
    if (!read) return;
    place(pointer, ...span);
    list.push(read.item);
  };

  // The functions of the file: how many `def`s of each name, and the first (its line's first token), in
  // the file and in each class or function; and the names bound otherwise (assigned, imported, a loop's
  // or `with`'s target): such a name may not stand for its `def`.
  const defs = new Map<string, { count: number; at: number }>();
  const count = (key: string, at: number) => {
    const found = defs.get(key);
    if (found) found.count++;
    else defs.set(key, { count: 1, at });
  };
  const rebound = new Set<string>();
  /** The functions (classes) defined once at module scope, which another module's registration of the name reaches. */
  const once = onceDefined(tokens, lines);
  /** The `def` another module's registration of `name` (`Class.method` for an instance's method) reaches; -1 for none. */
  const moduleDef = (name: string): number => {
    const [head, member] = name.split('.');
    const at = member === undefined ? once.functions.get(head) : once.classes.get(head);
    return at === undefined ? -1 : member === undefined ? at : methodOf(tokens, lines, at, member);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'name') continue;
    if (t.first && headerOf(tokens, i) === 'def') {
      const name = tokens[t.text === 'async' ? i + 2 : i + 1];
      if (name?.kind === 'name') {
        count(` ${name.text}`, i);
        count(`${lines.owner[i]} ${name.text}`, i);
      }
    }
    const before = tokens[i - 1];
    const header = headerOf(tokens, lines.line[i]);
    if (
      (t.first && (op(i + 1, '=') || op(i + 1, ':'))) ||
      op(i + 1, ':=') ||
      (before?.kind === 'name' && (before.text === 'as' || before.text === 'for')) ||
      header === 'import' ||
      header === 'from'
    )
      rebound.add(t.text as string);
  }

  /** The parameter names of the `def` at `at`, each function's read once. */
  const parameterNames = new Map<number, Set<string>>();
  const takes = (at: number, name: string): boolean => {
    let names = parameterNames.get(at);
    if (!names) {
      names = new Set();
      const open = tokens[at].text === 'async' ? at + 3 : at + 2;
      if (op(open, '('))
        for (const [from] of splitTop(open + 1, closing(open))) {
          const named = op(from, '*') || op(from, '**') ? from + 1 : from;
          if (tokens[named]?.kind === 'name') names.add(tokens[named].text as string);
        }
      parameterNames.set(at, names);
    }
    return names.has(name);
  };

  /**
   * The `def` a registration's function argument at `[from, to)` stands for: a lone name defined once in
   * the file, at module level or in a function the call is in, never bound otherwise nor a parameter of
   * those functions; or `self.name` / `cls.name`, a method defined once in the class the call is in. -1
   * otherwise.
   */
  const functionOf = (from: number, to: number, call: number): number => {
    const self = to === from + 3 && (tokens[from].text === 'self' || tokens[from].text === 'cls') && op(from + 1, '.');
    // `fs.create_file` of `fs = FileSystem(…)`, the file's own class: its instances' method (module-bindings.ts).
    const made =
      !self && to === from + 3 && tokens[from].kind === 'name' && op(from + 1, '.') && tokens[from + 2].kind === 'name'
        ? instanceOf(tokens, lines, tokens[from].text as string)
        : undefined;
    if (made !== undefined) return moduleDef(`${made}.${tokens[from + 2].text}`);
    const nameAt = self ? from + 2 : from;
    if (tokens[nameAt]?.kind !== 'name' || (!self && to !== from + 1)) return -1;
    const name = tokens[nameAt].text as string;
    const scopes: number[] = [];
    for (let scope = lines.owner[lines.line[call]], hops = 0; hops < MAX_DEPTH; hops++, scope = lines.owner[scope]) {
      scopes.push(scope);
      if (scope === -1) break;
    }
    // Nested past the depth read: its scopes are not all known.
    if (scopes[scopes.length - 1] !== -1) return -1;
    if (self) {
      // The class is the nearest one around the call.
      const cls = scopes.find((scope) => scope !== -1 && headerOf(tokens, scope) === 'class');
      const method = defs.get(`${cls} ${name}`);
      return cls !== undefined && method?.count === 1 ? method.at : -1;
    }
    const found = defs.get(` ${name}`);
    if (found?.count !== 1 || rebound.has(name)) return -1;
    const owner = lines.owner[found.at];
    const functions = scopes.filter((scope) => scope !== -1 && headerOf(tokens, scope) === 'def');
    if (functions.some((scope) => takes(scope, name))) return -1;
    return owner === -1 || functions.includes(owner) ? found.at : -1;
  };

  /**
   * A registration made by a call: `x.tool(…)(fn)`, `x.prompt(…)(fn)`, `x.resource("uri", …)(fn)`, and
   * `x.tool(fn, name=…)` or `x.tool(name_or_fn=fn)` (fastmcp), `x.add_tool(fn, name, title, description, annotations)`,
   * `x.add_prompt(fn)`. Read as the decorator on `fn` is, when it is a statement of its own (or assigned)
   * outside any loop and `fn` is a function of the file; listed as not statically known otherwise.
   */
  const called = (i: number) => {
    const kind = tokens[i].text as string;
    let start = i - 2;
    while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name') start -= 2;
    if (tokens[start]?.kind !== 'name' || op(start - 1, '@')) return;
    const call = i + 1;
    const second = op(closing(call) + 1, '(') ? closing(call) + 1 : -1;
    const callArgs = kind === 'tool' || kind === 'prompt' ? nameOrFn(args(call)) : args(call);
    const first = callArgs[0];
    const made =
      callArgs.length === 1 && (first.name === undefined || first.name === 'tool' || first.name === 'prompt') ? fromFunction(first.at, kind) : undefined;
    let fn: Arg | undefined;
    let given: CallArgs = callArgs;
    let positionals: readonly string[] = [];
    if (second !== -1 && (kind === 'tool' || kind === 'prompt' || kind === 'resource')) {
      const applied = args(second);
      fn = applied.length === 1 && applied[0].name === undefined ? applied[0] : undefined;
      positionals = kind === 'resource' ? ['uri'] : ['name'];
    } else if (second === -1 && made !== undefined) {
      // `x.add_tool(Tool.from_function(fn, name=…, …))`: the object made from `fn` as the call would.
      ({ fn, given } = madeFrom(made));
      positionals = FROM_FUNCTION;
    } else if (second === -1 && (kind === 'add_tool' || kind === 'add_prompt') && first !== undefined && first.name !== undefined) {
      // `x.add_tool(fn=…, name=…)`: the function given by keyword.
      fn = callArgs.find((a) => a.name === 'fn');
      given = callArgs.filter((a) => a !== fn);
    } else if (second === -1 && first?.name === undefined && (kind === 'add_tool' || kind === 'add_prompt' || kind === 'tool' || kind === 'prompt')) {
      // `x.tool("name")` alone makes a decorator it never applies; `x.tool(fn, …)` registers `fn`.
      if ((kind === 'tool' || kind === 'prompt') && (first === undefined || typeof literal(resolve(first.at), skip(resolve(first.at)), '', 0) === 'string'))
        return;
      fn = first;
      given = callArgs.slice(1);
      positionals = kind === 'add_tool' ? ['name', 'title', 'description', 'annotations'] : [];
      // `prompt` is a common name (`click.prompt(message)`): with one argument that is no function of
      // the file, the call is taken for another library's.
      if (kind === 'prompt' && given.length === 0 && functionOf(first.at, skip(first.at), i) === -1) return;
    } else return;
    if (fn !== undefined) fn = unwrapped(fn);
    const what = kind.replace('add_', '');
    const last = closing(second === -1 ? call : second);
    const line = lines.line[i];
    const statement =
      (start === line || (start === line + 2 && tokens[line].kind === 'name' && op(line + 1, '='))) &&
      (last + 1 >= tokens.length || tokens[last + 1].kind === 'newline');
    const def = statement && !lines.loop[line] && fn !== undefined ? functionOf(fn.at, skip(fn.at), i) : -1;
    // A wrapper's own registration: the functions it decorates are its tools (wrappers, below).
    if (def === -1 && wrapped.has(i)) return;
    if (
      def === -1 &&
      statement &&
      !lines.loop[line] &&
      (what === 'tool' || what === 'prompt') &&
      fn !== undefined &&
      registersImported(fn, given, positionals, what)
    )
      return;
    const whole = def === -1 && statement && what === 'tool' && fn !== undefined && given.length === 0 ? registersLooped(fn, i) : undefined;
    if (def === -1) {
      // A loop's list of which some items are not read, or that may gain items: the registration is not all known.
      if (whole !== true) unread.push({ start: tokens[start].start, what: `a ${what} registration` });
      return;
    }
    const nameToken = tokens[def].text === 'async' ? def + 2 : def + 1;
    if (!op(nameToken + 1, '(')) return;
    const span: Span = [start, last];
    if (what === 'tool') return tool(span, given, positionals, nameToken);
    if (what === 'prompt') return prompt(span, given, positionals, nameToken);
    return resource(span, given, positionals, nameToken);
  };

  /** A statement calling a helper that forwards to `x.tool(**spec)(fn)` (FromModules.forwarding): read as that registration. */
  const forwarded = (i: number) => {
    const helper = forwarding.get(tokens[i].text as string) as Forwarding;
    const callArgs = args(i + 1);
    const fn = callArgs.filter((a) => a.name === undefined)[helper.fn];
    const given = callArgs.filter((a) => a.name !== undefined && !helper.named.has(a.name));
    const last = closing(i + 1);
    const statement = !lines.loop[i] && (last + 1 >= tokens.length || tokens[last + 1].kind === 'newline');
    const def = statement && fn !== undefined ? functionOf(fn.at, skip(fn.at), i) : -1;
    const nameToken = def === -1 ? -1 : tokens[def].text === 'async' ? def + 2 : def + 1;
    if (def === -1 || !op(nameToken + 1, '(')) unread.push({ start: tokens[i].start, what: 'a tool registration' });
    else tool([i, last], given, [], nameToken);
  };

  /**
   * The functions the loop `fn`, its variable, registers (FromModules.looped), each read as registering it
   * alone would be: the file's at its `def` (once, when it is a tool already), another module's listed there
   * (foreign). Whether they are all it registers; undefined when it is no such loop, or a function around
   * the call at `call` takes a name its list is written with.
   */
  const registersLooped = (fn: Arg, call: number): boolean | undefined => {
    const loop = skip(fn.at) === fn.at + 1 ? looped.get(tokens[fn.at].start) : undefined;
    if (loop === undefined) return undefined;
    for (let scope = lines.owner[lines.line[call]], hops = 0; scope !== -1; scope = lines.owner[scope]) {
      if (++hops > MAX_DEPTH) return undefined;
      if (headerOf(tokens, scope) === 'def' && loop.names.some((name) => takes(scope, name))) return undefined;
    }
    let whole = loop.whole;
    for (const { path, name } of loop.functions) {
      if (path !== undefined) {
        foreign.push({ fn: { path, name }, overrides: {}, kind: 'tool' });
        continue;
      }
      // The file's function: one `def` of the name at its module scope, never bound otherwise there.
      const def = moduleDef(name);
      const nameToken = def === -1 ? -1 : tokens[def].text === 'async' ? def + 2 : def + 1;
      if (def === -1 || !op(nameToken + 1, '(')) whole = false;
      else if (!names.includes(tokens[nameToken].start)) tool([def, nameToken], [], [], nameToken);
    }
    return whole;
  };

  /** `fn` past the decorators that keep it (FromModules.keeping): `logged("x")(f)` and `logged(f)` register `f`. */
  const unwrapped = (fn: Arg): Arg => {
    const kept = tokens[fn.at].kind === 'name' ? keeping.get(tokens[fn.at].text as string) : undefined;
    const open = kept === 'factory' && op(fn.at + 1, '(') ? closing(fn.at + 1) + 1 : fn.at + 1;
    if (kept === undefined || !op(open, '(') || skip(fn.at) !== closing(open) + 1) return fn;
    const inner = args(open);
    return inner.length === 1 && inner[0].name === undefined ? unwrapped(inner[0]) : fn;
  };

  /**
   * Whether `fn` is a function another module defines (FromModules.functions), written as a name or
   * `module.name`, and every other argument a literal name, title or description, or literal annotations
   * (`annotations={"readOnlyHint": True}`, a tool's only): then that module lists the tool or prompt, with these (foreign).
   */
  const registersImported = (fn: Arg, given: CallArgs, positionals: readonly string[], kind: Foreign['kind']): boolean => {
    const end = skip(fn.at);
    const written = tokens
      .slice(fn.at, end)
      .map((t) => t.text)
      .join('');
    const defined = end === fn.at + 1 || (end === fn.at + 3 && op(fn.at + 1, '.')) ? functions.get(written) : undefined;
    // An instance's method: the instance is the one object the file makes under its name (of that class: imported-functions.ts).
    if (defined === undefined || (defined.name.includes('.') && instanceOf(tokens, lines, tokens[fn.at].text as string) === undefined)) return false;
    const overrides: { -readonly [K in keyof Overrides]: Overrides[K] } = {};
    let position = 0;
    for (const arg of given) {
      const field = arg.name ?? positionals[position++];
      if (field === 'annotations' && kind === 'tool') {
        // Read at a pointer of no tool, then forgotten: its places are in this file, the tool in the other.
        const read = literal(resolve(arg.at), skip(resolve(arg.at)), FOREIGN, 0);
        retract(FOREIGN);
        // Not a literal (`annotations=META["annotations"]`): the tool is read, its annotations not statically known.
        if (read !== UNKNOWN && (read === null || typeof read !== 'object' || Array.isArray(read))) return false;
        overrides.annotations = read as Record<string, unknown> | typeof UNKNOWN;
        continue;
      }
      if (field === 'exclude_args' && kind === 'tool') {
        const excluded = excludedBy([arg]);
        if (excluded === undefined) return false;
        overrides.exclude_args = [...excluded];
        continue;
      }
      if (field !== 'name' && field !== 'title' && field !== 'description') return false;
      const read = literal(resolve(arg.at), skip(resolve(arg.at)), '', 0);
      if (typeof read !== 'string') return false;
      overrides[field] = read;
    }
    foreign.push({ fn: defined, overrides, kind });
    return true;
  };

  /**
   * The file's top-level functions another module registers (FromModules.registered, and .prompted as
   * prompts), in the file's order: each read as `@mcp.tool()` (`@mcp.prompt()`) on its `def` reads it, the
   * texts the registering call gives placed at the function's name (they are written in that module, not here).
   */
  const registeredHere = (by: ReadonlyMap<string, Overrides>, kind: Foreign['kind']) => {
    const into = kind === 'tool' ? tools : prompts;
    const found: [number, string][] = [];
    for (const fn of by.keys()) {
      const def = moduleDef(fn);
      if (def !== -1) found.push([def, fn]);
    }
    for (const [def, fn] of found.sort((a, b) => a[0] - b[0])) {
      const nameToken = tokens[def].text === 'async' ? def + 2 : def + 1;
      // Already a tool (a prompt) of this file (`@mcp.tool` on it too): listed once.
      const start = tokens[nameToken].start;
      if (kind === 'tool' ? names.includes(start) : prompts.some((_, k) => spans.get(`/prompts/${k}/name`)?.value?.[0] === start)) continue;
      const count = into.length;
      const { exclude_args: excluded, ...overrides } = by.get(fn) ?? {};
      if (kind === 'tool') tool([def, nameToken], [], [], nameToken, new Set(excluded));
      else prompt([def, nameToken], [], [], nameToken);
      if (into.length === count) continue;
      const pointer = joinPointer(kind === 'tool' ? '/tools' : '/prompts', String(count));
      for (const [field, given] of Object.entries(overrides)) {
        const at = joinPointer(pointer, field);
        if (given === UNKNOWN) {
          unread.push({ start: tokens[nameToken].start, what: `the ${kind}'s ${field}`, pointer: at });
          continue;
        }
        into[count][field] = given;
        spans.set(at, { value: [tokens[nameToken].start, tokens[nameToken].end] });
        anchors.delete(at);
        for (let k = unread.length - 1; k >= 0; k--) if (unread[k].pointer === at) unread.splice(k, 1);
      }
    }
  };

  /**
   * The file's module-level lists another module's `list_tools` handler returns (FromModules.listed), in
   * the file's order: each item read as a handler's is, a tool of a name read before listed as not
   * statically known. A list not written as a literal is not statically known.
   */
  const listedHere = () => {
    const listing = LISTINGS.get('list_tools') as Listing;
    const once = new Map(tools.map((tool, index) => [tool.name as string, index]));
    const starts = [...listed]
      .flatMap((name) => {
        const at = constants.get(name);
        return at === undefined || handledLists.has(at) ? [] : [{ at, keys: keyed.get(name) }];
      })
      .sort((a, b) => a.at - b.at);
    for (const { at, keys } of starts) {
      if (!op(at, '[') || skip(at) !== closing(at) + 1 || comprehension(at) || keys === 'mixed') unread.push({ start: tokens[at].start, what: 'a tool list' });
      else
        for (const [from] of splitTop(at + 1, closing(at))) {
          if (keys) keyedItem(from, keys, listing, once);
          else literalItem(from, listing, once);
        }
    }
  };

  /**
   * The records the file stores in a registry a module serves (FromModules.records): `x.register_tool(
   * MCPTool(…))`, the record its only argument, read as a list handler's `Tool(…)` (a tool of a name read
   * before listed as not statically known).
   */
  const recordsHere = () => {
    if (records.size === 0 && keywordCalls.size === 0) return;
    const once = new Map(tools.map((tool, index) => [tool.name as string, index]));
    const listing = LISTINGS.get('list_tools') as Listing;
    for (let i = 1; i + 2 < tokens.length; i++) {
      const takes = tokens[i].kind === 'name' && op(i - 1, '.') && op(i + 1, '(') ? records.get(tokens[i].text as string) : undefined;
      const made = tokens[i + 2]?.text;
      if (takes === undefined || typeof made !== 'string' || !takes.has(made) || skip(i + 2) !== closing(i + 1)) continue;
      literalItem(i + 2, { ...listing, item: made, fields: RECORD_FIELDS }, once);
    }
    // `self.register_method(name=…, description=…)` of a base class that serves its keywords (registering-bases.ts).
    for (let i = 0; keywordCalls.size > 0 && i + 2 < tokens.length; i++)
      if (keywordCalls.has(tokens[i].start) && tokens[i].text === 'self' && op(i + 1, '.'))
        literalItem(i, { ...listing, item: tokens[i + 2].text as string, fields: RECORD_FIELDS }, once);
  };

  /**
   * The records the file's tool classes make and a module serves (FromModules.made): the `R(…)` the
   * class's method returns first, read as a list handler's `Tool(…)`.
   */
  const madeHere = () => {
    if (made.size === 0) return;
    const once = new Map(tools.map((tool, index) => [tool.name as string, index]));
    const listing = LISTINGS.get('list_tools') as Listing;
    let within: Made | undefined;
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i].first && lines.indent[i] === 0) within = tokens[i].text === 'class' ? made.get(tokens[i + 1].text as string) : undefined;
      if (within === undefined || !tokens[i].first || tokens[i].text !== 'def' || tokens[i + 1].text !== within.method) continue;
      let at = i + 2;
      while (at < tokens.length && !(tokens[at].first && tokens[at].text === 'return')) at++;
      if (tokens[at + 1]?.text === within.record && calledName(at + 1, within.record) !== -1)
        literalItem(at + 1, { ...listing, item: within.record, fields: RECORD_FIELDS }, once);
      within = undefined;
    }
  };

  /**
   * The `(` of `Tool.from_function(…)` (`FunctionTool`, `tools.Tool`) at `at` for `add_tool`, of
   * `Prompt.from_function(…)` (`FunctionPrompt`) for `add_prompt`, when it is the whole argument.
   */
  const fromFunction = (at: number, kind: string): number | undefined => {
    let j = at;
    while (tokens[j]?.kind === 'name' && op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && tokens[j + 2].text !== 'from_function') j += 2;
    const made = tokens[j]?.text;
    const fits = kind === 'add_tool' ? made === 'Tool' || made === 'FunctionTool' : kind === 'add_prompt' && (made === 'Prompt' || made === 'FunctionPrompt');
    if (!fits || !op(j + 1, '.') || tokens[j + 2]?.text !== 'from_function' || !op(j + 3, '(')) return undefined;
    return skip(at) === closing(j + 3) + 1 ? j + 3 : undefined;
  };

  /** The function a `Tool.from_function(…)` whose `(` is at `made` is made from (none when it may be renamed), and its other arguments. */
  const madeFrom = (made: number): { fn: Arg | undefined; given: CallArgs } => {
    const fromArgs = args(made);
    const fn = fromArgs.find((a) => a.name === 'fn') ?? (fromArgs[0]?.name === undefined ? fromArgs[0] : undefined);
    const given = fromArgs.filter((a) => a !== fn);
    // FastMCP's `metadata=` may give any field, the name too.
    return { fn: given.some((a) => a.name === 'metadata') ? undefined : fn, given };
  };

  /**
   * A server built with its tools (`FastMCP(…, tools=[…])`, v2's `MCPServer(…, tools=[…])`): each item a
   * `Tool.from_function(fn, …)`, read as `add_tool` reads it, or, for the `fastmcp` package (which makes
   * a tool of any function it is given; the official SDK takes only `Tool`s), a function of the file read
   * as `add_tool(fn)` reads it. A list not written at the call, or any other item, is not statically known.
   */
  const constructed = (i: number) => {
    const list = args(i + 1).find((a) => a.name === 'tools')?.at;
    if (list === undefined || (tokens[list].text === 'None' && skip(list) === list + 1)) return;
    if (lines.loop[lines.line[i]] || !op(list, '[') || skip(list) !== closing(list) + 1 || comprehension(list)) {
      unread.push({ start: tokens[list].start, what: 'a tool list' });
      return;
    }
    for (const [from, to] of splitTop(list + 1, closing(list))) {
      const made = fromFunction(from, 'add_tool');
      const { fn, given } = made !== undefined ? madeFrom(made) : { fn: fastmcp && to === from + 1 ? { at: from } : undefined, given: [] };
      const def = fn === undefined ? -1 : functionOf(fn.at, skip(fn.at), i);
      if (def === -1) {
        unread.push({ start: tokens[from].start, what: 'a tool registration' });
        continue;
      }
      tool([from, to - 1], given, made === undefined ? [] : FROM_FUNCTION, tokens[def].text === 'async' ? def + 2 : def + 1);
    }
  };

  /**
   * What gives a server tools made elsewhere at run time: `FastMCP.from_fastapi(app)`,
   * `FastMCP.from_openapi(spec, client)`, `FastMCP.as_proxy(…)`, and `x.mount(server, …)` or
   * `x.import_server(server, …)`, which add another server's tools. Listed as not statically known where
   * the call is written. A `mount` given a path (`app.mount("/static", …)`: Starlette's, requests') or
   * keywords FastMCP's has not is another library's.
   */
  const elsewhere = (i: number) => {
    const method = tokens[i].text as string;
    let start = i - 2;
    while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name') start -= 2;
    if (tokens[start]?.kind !== 'name') return;
    if (ELSEWHERE.has(method) && !SERVERS.has(tokens[i - 2].text as string)) return;
    if (COMPOSED.has(method)) {
      const given = args(i + 1);
      if (given.some((a) => a.name !== undefined && !COMPOSE_KEYWORDS.has(a.name))) return;
      const first = given[0]?.name === undefined ? given[0] : undefined;
      const path = first === undefined ? undefined : literal(first.at, skip(first.at), '', 0);
      if (typeof path === 'string' && (path.startsWith('/') || path.includes('://'))) return;
    }
    unread.push({ start: tokens[start].start, what: `the tools of ${method}(…)` });
  };

  /**
   * A low-level server's list handler (`@server.list_tools()` on it, or v2's `Server(…, on_list_tools=
   * handler)`; prompts, resources and resource templates alike): each literal `Tool(…)` (`Prompt(…)`, …)
   * of the list its `return` gives, itself or as `ListToolsResult(tools=[…])`. Any other list, or item, is
   * listed as not statically known.
   */
  const handlers = new Set<string>();
  const listHandler = (def: number, listing: Listing) => {
    // One handler given to two servers lists its items once.
    if (handlers.has(`${listing.list} ${def}`)) return;
    handlers.add(`${listing.list} ${def}`);
    let returns = false;
    for (let r = def + 1; r < lines.end[def]; r++) {
      // A nested function's returns are its own.
      const header = tokens[r].first ? headerOf(tokens, r) : undefined;
      if ((header === 'def' || header === 'class') && lines.end[r] > r + 1) r = lines.end[r] - 1;
      if (!(tokens[r].first && tokens[r].text === 'return' && lines.owner[r] === def)) continue;
      returns = true;
      const returned = resolve(local(def, r + 1));
      const keyed = listing.list === 'tools' ? keyedComprehension(tokens, returned, closing, listing.item) : undefined;
      if (keyed && keyedTools(def, keyed.source, keyed.keys, listing)) continue;
      // `[Tool(**t) for t in TOOLS]`: the items of TOOLS, each a dict of a tool's fields.
      const at = listing.list === 'tools' ? (spreadInto(returned) ?? returned) : returned;
      const list = itemList(def, at, listing);
      const elsewhere = list === -1 && tokens[at]?.kind === 'name' && skip(at) === at + 1 ? lists.get(tokens[at].text as string) : undefined;
      if (elsewhere !== undefined && listing.list === 'tools') {
        foreignLists.push(...elsewhere);
        continue;
      }
      if (list === -1 && listing.list === 'tools' && tupleTools(def, returned, listing)) continue;
      if (list === -1 && listing.list === 'tools' && keyedRecords(returned, listing)) continue;
      if (list === -1) {
        unread.push({ start: tokens[r + 1]?.start ?? tokens[r].start, what: `a ${listing.what} list` });
        if (listing.list === 'tools') toolHandlers.open = true;
        continue;
      }
      if (listing.list === 'tools') handledLists.add(list);
      for (const [from] of splitTop(list + 1, closing(list))) if (!literalItem(from, listing) && listing.list === 'tools') toolHandlers.open = true;
    }
    if (!returns) unread.push({ start: tokens[def].start, what: `a ${listing.what} list` });
    if (listing.list === 'tools') {
      toolHandlers.count++;
      toolHandlers.open ||= !returns;
    }
  };
  /**
   * Where the list starts that `[Tool(**t) for t in LIST]` (`types.Tool` too) at `at` makes one tool of
   * each item of, through same-file constants; undefined for any other expression (a condition, another
   * item, a nested loop).
   */
  const spreadInto = (at: number): number | undefined => {
    if (!op(at, '[') || skip(at) !== closing(at) + 1) return undefined;
    let j = at + 1;
    while (tokens[j]?.kind === 'name' && op(j + 1, '.')) j += 2;
    if (tokens[j]?.text !== 'Tool' || !op(j + 1, '(') || !op(j + 2, '**')) return undefined;
    const item = tokens[j + 3];
    const loop = closing(j + 1) + 1;
    const ok =
      item?.kind === 'name' &&
      closing(j + 1) === j + 4 &&
      tokens[loop]?.text === 'for' &&
      tokens[loop + 1]?.text === item.text &&
      tokens[loop + 2]?.text === 'in' &&
      tokens[loop + 3]?.kind === 'name' &&
      skip(loop + 3) === loop + 4 &&
      loop + 4 === closing(at);
    return ok ? resolve(loop + 3) : undefined;
  };

  /**
   * `[Tool(name=n, description=d, …) for n, d, … in defs]` (tuple-tools.ts) in the handler at `def`: one tool of
   * each literal tuple of each list `defs` may be (a same-file constant, a local or the enclosing function's
   * name assigned only such lists or calls of a function returning one, a call of such a function). Whether read.
   */
  const tupleTools = (def: number, at: number, listing: Listing): boolean => {
    const loop = tupleComprehension(tokens, at, closing, listing.item, CONSTRUCTORS);
    if (!loop) return false;
    const listOf = (v: number): number => {
      const from = resolve(v);
      if (op(from, '[')) return skip(from) === closing(from) + 1 && !comprehension(from) ? from : -1;
      const fn =
        tokens[from]?.kind === 'name' && op(from + 1, '(') && closing(from + 1) === from + 2 && skip(from) === from + 3
          ? defs.get(` ${tokens[from].text}`)
          : undefined;
      return fn?.count === 1 && !rebound.has(tokens[from].text as string) ? returnedList(tokens, lines, fn.at, closing) : -1;
    };
    const sources = loop.called ? [loop.source] : [local(def, loop.source)];
    // The enclosing function's name, assigned there only (in any branch) and read nowhere but by `len(…)`.
    const outer = lines.owner[def];
    if (!loop.called && sources[0] === loop.source && outer !== -1 && !constants.has(tokens[loop.source].text as string)) {
      sources.length = 0;
      for (let j = outer + 1; j < lines.end[outer]; j++) {
        if (tokens[j].kind !== 'name' || tokens[j].text !== tokens[loop.source].text || j === loop.source || (op(j + 1, '=') && !tokens[j].first)) continue;
        if (tokens[j].first && op(j + 1, '=') && lines.owner[j] === outer) sources.push(j + 2);
        else if (!(tokens[j - 2]?.text === 'len' && op(j - 1, '(') && op(j + 1, ')'))) return false;
      }
    }
    const lists = sources.map(listOf);
    if (lists.length === 0 || lists.includes(-1)) return false;
    for (const list of lists) {
      handledLists.add(list);
      for (const [from, to] of splitTop(list + 1, closing(list))) {
        const tuple = resolve(from);
        const parts = op(tuple, '(') && (tuple !== from || closing(tuple) === to - 1) ? splitTop(tuple + 1, closing(tuple)) : [];
        const given = loop.fields.map((f) => ({
          name: f.name,
          key: f.key,
          at: f.position !== undefined && f.position >= 0 ? (parts[f.position]?.[0] ?? -1) : f.at,
        }));
        if (parts.length !== loop.arity || given.some((g) => g.at === -1)) {
          unread.push({ start: tokens[from].start, what: 'a tool' });
          toolHandlers.open = true;
        } else if (!literalItem(from, listing, undefined, given)) toolHandlers.open = true;
      }
    }
    return true;
  };

  /**
   * `[{"name": k, "description": v["description"], …} for k, v in TOOLS.items()]` (keyed-records.ts) at `at`:
   * one tool of each entry of the dict, a same-file constant assigned once and never changed, each value a
   * dict literal or a call of the file's record maker; a field the entry does not give is listed as not
   * statically known. Whether read.
   */
  const keyedRecords = (at: number, listing: Listing): boolean => {
    const loop = itemsComprehension(tokens, at, closing, listing.item);
    const name = loop && (tokens[loop.source].text as string);
    const dict = name === undefined ? undefined : constants.get(name);
    if (!loop || name === undefined || dict === undefined || !op(dict, '{') || skip(dict) !== closing(dict) + 1 || comprehension(dict) || changed(name))
      return false;
    handledLists.add(dict);
    const once = new Map(tools.map((tool, index) => [tool.name as string, index]));
    for (const entry of entries(dict)) {
      const record = resolve(entry.at);
      let fields: Map<string, number> | undefined;
      let made: Scope | undefined;
      /** The helper's returned expression, first and last token. */
      let body = [-1, -1];
      if (op(record, '{') && skip(record) === closing(record) + 1) fields = new Map(entries(record).map((a) => [a.name as string, a.at]));
      else if (tokens[record].kind === 'name' && op(record + 1, '(') && skip(record) === closing(record + 1) + 1) {
        // A helper's record (helper-calls.ts): each field its returned dict's, read with the helper's parameters bound.
        const helper = helpers.get(tokens[record].text as string);
        const bound = helper && bind(tokens, helper, args(record + 1));
        const returned = helper?.returned ?? -1;
        const given = op(returned, '{') && skip(returned) === closing(returned) + 1 ? entries(returned) : [];
        made = bound && (given.length > 0 || closing(returned) === returned + 1) ? { bound, outer: undefined, helper: tokens[record].text } : undefined;
        fields = made && new Map(given.map((a) => [a.name as string, a.at]));
        if (made) body = [returned, skip(returned) - 1];
      }
      if (fields === undefined) {
        unread.push({ start: tokens[entry.at].start, what: 'a tool' });
        toolHandlers.open = true;
        continue;
      }
      const missing = loop.fields.filter((f) => f.field !== undefined && !fields.has(f.field) && listing.fields.has(f.name));
      const given = loop.fields.flatMap((f) => {
        const from = f.field === undefined ? entry.key : fields.get(f.field);
        return from === undefined ? [] : [{ name: f.name, key: f.key, at: from }];
      });
      // The record's brackets (a call's parentheses) are where the tool is written.
      const before = unread.length;
      const read = inScope(made, () => literalItem(op(record, '{') ? record : record + 1, listing, once, given));
      // What the helper's own expression leaves unknown is listed where the tool is, as a field it does not give is.
      for (const u of unread.slice(before)) if (made && u.start >= tokens[body[0]].start && u.start < tokens[body[1]].end) u.start = tokens[entry.at].start;
      if (!read) continue;
      const pointer = joinPointer('/tools', String(tools.length - 1));
      for (const f of missing)
        unread.push({ start: tokens[entry.at].start, what: `the tool's ${f.name}`, pointer: joinPointer(pointer, listing.fields.get(f.name) as string) });
      if (loop.filtered && !conditional.includes(tools.length - 1)) conditional.push(tools.length - 1);
    }
    return true;
  };
  /** Whether the file may change a module-level dict after it is made: assigned again, an item set or deleted, a method that changes it called. */
  const changed = (name: string): boolean => {
    let assigned = 0;
    for (let j = 0; j < tokens.length; j++) {
      if (tokens[j].kind !== 'name' || tokens[j].text !== name || op(j - 1, '.')) continue;
      if (tokens[j].first && (op(j + 1, '=') || op(j + 1, ':')) && ++assigned > 1) return true;
      if (tokens[j - 1]?.text === 'del' || tokens[j - 1]?.text === 'global' || (tokens[j + 1]?.kind === 'op' && /^[^=!<>]=$/.test(tokens[j + 1].text ?? '')))
        return true;
      if (op(j + 1, '[') && (op(closing(j + 1) + 1, '=') || tokens[j - 1]?.text === 'del')) return true;
      if (op(j + 1, '.') && MUTATORS.has(tokens[j + 2]?.text as string)) return true;
    }
    return false;
  };

  /**
   * `[Tool(name=t["name"], …) for t in defs]` (keyed-dicts.ts) in the handler at `def`: one tool of each dict
   * of each list `defs` joins, a literal or same-file constant, or a list another module writes, which that
   * module lists. Whether every list was found (nothing is read otherwise).
   */
  const keyedTools = (def: number, source: number, keys: Keys, listing: Listing): boolean => {
    const from = resolve(local(def, source));
    const parts = joinedParts(tokens, from, skip(from), closing)?.map((part) => {
      const at = resolve(part);
      // A bracket written in the join ends where it closes (joinedParts); a constant's is its whole value.
      if (op(at, '[')) return { list: (at === part || skip(at) === closing(at) + 1) && !comprehension(at) ? at : -1 };
      return { elsewhere: tokens[at].kind === 'name' && skip(at) === at + 1 ? lists.get(tokens[at].text as string) : undefined };
    });
    if (parts === undefined || parts.some((part) => (part.list ?? -1) === -1 && part.elsewhere === undefined)) return false;
    for (const { list, elsewhere } of parts) {
      if (elsewhere !== undefined) foreignLists.push(...elsewhere.map((defined) => ({ ...defined, keys })));
      if (list === undefined) continue;
      handledLists.add(list);
      for (const [item] of splitTop(list + 1, closing(list))) if (!keyedItem(item, keys, listing)) toolHandlers.open = true;
    }
    return true;
  };
  /** The dict at `from` read as `Tool(kw=d["key"], …)` reads it (keyedTools); whether read. */
  const keyedItem = (from: number, keys: Keys, listing: Listing, once?: Map<string, number>): boolean => {
    const at = resolve(from);
    const written = op(at, '{') && skip(at) === closing(at) + 1 ? entries(at) : [];
    const given = [...keys].flatMap(([name, key]) => written.filter((entry) => entry.name === key).map((entry) => ({ ...entry, name })));
    if (given.length === keys.size) return literalItem(from, listing, once, given);
    unread.push({ start: tokens[from].start, what: 'a tool' });
    return false;
  };

  /** Where each tool list a handler of the file returns starts: another module's handler returning it too adds no tool. */
  const handledLists = new Set<number>();
  /** How many tools/list handlers the file has, and whether any returns what is not all read. */
  const toolHandlers = { count: 0, open: false };

  /**
   * Where the value a lone name at `at` stands for starts, when the function at `def` assigns it once, at
   * its top level, and nothing there may change it (`tools.append(…)`, `tools[0] = …`, `tools += …`, or
   * passing it to a call would); `at` otherwise. Each function's names are tallied in one pass.
   */
  const local = (def: number, at: number): number => {
    if (tokens[at]?.kind !== 'name' || skip(at) !== at + 1) return at;
    let tally = locals.get(def);
    if (!tally) {
      tally = new Map();
      for (let j = def + 1; j < lines.end[def]; j++) {
        const name = tokens[j].text as string;
        // A keyword argument's name (`tools=tools`) is no use of the variable.
        if (tokens[j].kind !== 'name' || (op(j + 1, '=') && !tokens[j].first)) continue;
        const entry = tally.get(name) ?? { at: -1, count: 0, changed: false };
        if (tokens[j].first && op(j + 1, '=') && lines.owner[j] === def) {
          entry.count++;
          entry.at = j + 2;
        } else
          entry.changed ||=
            op(j + 1, '.') ||
            op(j + 1, '[') ||
            (tokens[j + 1]?.kind === 'op' && /=$/.test(tokens[j + 1].text ?? '') && !op(j + 1, '==')) ||
            op(j - 1, '(') ||
            op(j - 1, ',');
        tally.set(name, entry);
      }
      locals.set(def, tally);
    }
    const entry = tally.get(tokens[at].text as string);
    return entry && entry.count === 1 && !entry.changed ? entry.at : at;
  };
  const locals = new Map<number, Map<string, { at: number; count: number; changed: boolean }>>();

  /** The `[` of the list at `at` in the function at `def`: a list literal, or the `tools` of a `ListToolsResult(…)`; -1 otherwise. */
  const itemList = (def: number, at: number, listing: Listing): number => {
    if (op(at, '[')) return skip(at) === closing(at) + 1 && !comprehension(at) ? at : -1;
    const open = calledName(at, listing.result);
    const tools = open === -1 ? undefined : args(open).find((a) => a.name !== undefined && listing.results.includes(a.name));
    if (!tools) return -1;
    const list = resolve(local(def, tools.at));
    return op(list, '[') && skip(list) === closing(list) + 1 && !comprehension(list) ? list : -1;
  };

  /** Whether the brackets at `open` hold a comprehension (a `for` at their top level). */
  const comprehension = (open: number): boolean => {
    for (let j = open + 1; j < closing(open); j++) {
      if (op(j, '[') || op(j, '(') || op(j, '{')) j = closing(j);
      else if (tokens[j].kind === 'name' && tokens[j].text === 'for') return true;
    }
    return false;
  };

  /** The `(` of a call of `name` or `module.name` at `at`, the whole expression; -1 otherwise. */
  const calledName = (at: number, name: string): number => {
    let j = at;
    while (tokens[j]?.kind === 'name' && op(j + 1, '.') && tokens[j + 2]?.kind === 'name') j += 2;
    if (tokens[j]?.kind !== 'name' || tokens[j].text !== name || !op(j + 1, '(')) return -1;
    return skip(at) === closing(j + 1) + 1 ? j + 1 : -1;
  };

  /**
   * One `Tool(name=…, title=…, description=…, inputSchema=…, outputSchema=…, annotations=…)` of a
   * tools/list result (`Prompt(…)`, `Resource(…)`, `ResourceTemplate(…)` of the others), named at its
   * literal; one without its name (or URI) written as a literal is not statically known. With `once`
   * (the tools read so far, by name), a tool of a name read before is listed as not statically known,
   * never counted twice. Whether the item was read.
   */
  const literalItem = (from: number, listing: Listing, once?: Map<string, number>, tuple?: Arg[]): boolean => {
    const at = resolve(from);
    if (listing.list === 'tools') literalTools.add(at);
    const called = calledName(at, listing.item);
    // A dict of the item's fields (`{"name": …, "inputSchema": …}`), which the SDK validates into one.
    const open = tuple ? at : called === -1 && op(at, '{') && skip(at) === closing(at) + 1 ? at : called;
    const into = { tools, prompts, resources, resourceTemplates }[listing.list];
    const pointer = joinPointer(`/${listing.list}`, String(into.length));
    const given = tuple ?? (open === -1 ? [] : open === at ? entries(open) : args(open));
    const item: Record<string, unknown> = {};
    let nameAt = -1;
    for (const key of listing.required) {
      const arg = given.find((a) => a.name !== undefined && listing.fields.get(a.name) === key);
      const read = arg ? value(arg.at, joinPointer(pointer, key), arg.key) : undefined;
      if (!arg || typeof read?.read !== 'string') {
        retract(pointer);
        unread.push({ start: tokens[from].start, what: `a ${listing.what}` });
        return false;
      }
      item[key] = read.read;
      if (key === 'name') nameAt = target(arg.at);
    }
    for (const arg of given) {
      const key = arg.name === undefined ? undefined : listing.fields.get(arg.name);
      if (key === undefined || listing.required.includes(key)) continue;
      const read = value(arg.at, joinPointer(pointer, key), arg.key);
      if (read.read === UNKNOWN) unread.push({ start: tokens[arg.at].start, what: `the ${listing.what}'s ${key}`, pointer: joinPointer(pointer, key) });
      else if (read.read !== null) item[key] = read.read;
    }
    // A schema made at run time (`Model.model_json_schema()`) is one the SDK sends as an object schema:
    // nothing about it is judged, but the tool keeps the shape the protocol requires.
    if (listing.list === 'tools') item.inputSchema ??= { type: 'object' };
    if (listing.list === 'tools') {
      // The same tool made in another branch of an `if` or `try` is listed once (as `tool` does).
      const key = JSON.stringify([item.name, undefined]);
      const alternative = registered.instead(key, lines.line[at]);
      const before = once?.get(item.name as string);
      if (alternative !== -1 || before !== undefined) {
        retract(pointer);
        const why = alternative !== -1 ? `made instead of tools[${alternative}] in another branch` : `named as tools[${before}] is`;
        unread.push({ start: tokens[at].start, what: `a tool (${why})` });
        return false;
      }
      registered.add(key, lines.line[at], into.length);
      if (registered.conditional(lines.line[at])) conditional.push(into.length);
      once?.set(item.name as string, into.length);
      names.push(tokens[nameAt].start);
    }
    place(pointer, at, closing(open));
    into.push(item);
    return true;
  };
  /** Where each `Tool(…)` a list handler returns starts, read or listed: none is read twice. */
  const literalTools = new Set<number>();

  /**
   * The file's own decorators that register what they decorate (`def annotated_tool(func): return
   * mcp.tool(annotations=…)(func)`), followed one level: a module-level `def` of one parameter whose body
   * applies `x.tool(…)` only to that parameter, giving it neither a name nor a description, and whose name
   * the file uses only as a bare decorator. Each function it decorates is read as `@x.tool()` reads it; what
   * else the wrapper gives (`annotations=`, `title=`, …) may differ from function to function, so it is
   * listed as not statically known at the decorator. By name, with the `tool` tokens of its registrations.
   */
  const wrappers = new Map<string, { keys: Set<string>; calls: number[] }>();
  for (const [key, { count, at }] of defs) {
    const name = key.slice(1);
    if (!key.startsWith(' ') || count !== 1 || rebound.has(name) || lines.owner[at] !== -1) continue;
    const open = tokens[at].text === 'async' ? at + 3 : at + 2;
    const parts = op(open, '(') ? splitTop(open + 1, closing(open)) : [];
    const parameter = parts.length === 1 && tokens[parts[0][0]]?.kind === 'name' ? tokens[parts[0][0]].text : undefined;
    if (parameter === undefined) continue;
    const found = { keys: new Set<string>(), calls: [] as number[] };
    let follows = true;
    for (let j = closing(open) + 1; j < lines.end[at] && follows; j++) {
      if (!(tokens[j].text === 'tool' && tokens[j].kind === 'name' && op(j - 1, '.') && op(j + 1, '('))) continue;
      const applied = op(closing(j + 1) + 1, '(') ? args(closing(j + 1) + 1) : [];
      const given = args(j + 1);
      follows =
        applied.length === 1 &&
        applied[0].name === undefined &&
        tokens[applied[0].at].text === parameter &&
        skip(applied[0].at) === applied[0].at + 1 &&
        given.every((arg) => arg.name !== undefined && WRAPPED_KEYS.has(arg.name));
      for (const arg of given) if (arg.name !== undefined) found.keys.add(arg.name);
      found.calls.push(j);
    }
    if (follows && found.calls.length > 0) wrappers.set(name, found);
  }
  // A wrapper called or passed on anywhere (not as a bare decorator) registers what this file cannot follow.
  for (let i = 0; i < tokens.length && wrappers.size > 0; i++) {
    const name = tokens[i].kind === 'name' ? (tokens[i].text as string) : undefined;
    const bare = op(i - 1, '@') && tokens[i - 1].first && tokens[i + 1]?.kind === 'newline';
    const defined = tokens[i - 1]?.text === 'def' && tokens[i - 1].kind === 'name';
    if (name !== undefined && wrappers.has(name) && !bare && !defined) wrappers.delete(name);
  }
  const factories = decoratorFactories(tokens, lines, closing);
  const wrapped = new Set([
    ...[...wrappers.values()].flatMap((w) => w.calls),
    ...[...factories.values()].flat(),
    ...exportedFactories(text, tokens, lines, pairs),
  ]);
  // A factory of another module used otherwise than as a bare decorator (called, handed on): what it registers is not followed.
  for (let i = 0; i < tokens.length && importedFactories.size > 0; i++) {
    const t = tokens[i];
    if (t.kind !== 'name' || !importedFactories.has(t.text as string) || op(i - 1, '.') || (op(i + 1, '=') && !t.first)) continue;
    const header = headerOf(tokens, lines.line[i]);
    if ((op(i - 1, '@') && tokens[i - 1].first && op(i + 1, '(') && tokens[closing(i + 1) + 1]?.kind === 'newline') || header === 'from' || header === 'import')
      continue;
    unread.push({ start: t.start, what: 'a tool registration' });
  }

  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].first && op(i, '@')) decorated(i);
    else if (tokens[i].kind === 'name' && CALLED.has(tokens[i].text as string) && op(i - 1, '.') && op(i + 1, '(')) called(i);
    else if (forwarding.has(tokens[i].text as string) && tokens[i].kind === 'name' && tokens[i].first && op(i + 1, '(')) forwarded(i);
    else if (tokens[i].kind === 'name' && SERVERS.has(tokens[i].text as string) && op(i + 1, '(')) constructed(i);
    else if (
      tokens[i].kind === 'name' &&
      (ELSEWHERE.has(tokens[i].text as string) || COMPOSED.has(tokens[i].text as string)) &&
      op(i - 1, '.') &&
      op(i + 1, '(')
    )
      elsewhere(i);
    else if (tokens[i].kind === 'name' && (tokens[i].text === 'add_tool' || tokens[i].text === 'add_prompt') && op(i - 1, '.') && !op(i + 1, '=')) {
      // `x.add_tool` taken as a value (`add = mcp.add_tool`, `register(tools, mcp.add_tool)`): whatever
      // is later called through it registers, where this file cannot follow.
      let start = i - 2;
      while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name') start -= 2;
      if (tokens[start]?.kind === 'name')
        unread.push({ start: tokens[start].start, what: `a ${tokens[i].text === 'add_tool' ? 'tool' : 'prompt'} registration` });
    } else if (tokens[i].kind === 'name' && /^on_list_/.test(tokens[i].text as string) && op(i + 1, '=') && !tokens[i].first) {
      const listing = LISTINGS.get((tokens[i].text as string).slice(3));
      if (!listing) continue;
      const handler = functionOf(i + 2, skip(i + 2), i);
      if (handler === -1) unread.push({ start: tokens[i + 2].start, what: `a ${listing.method} handler` });
      else listHandler(handler, listing);
    }
  }
  /**
   * Each literal `Tool(name=…, description=…, inputSchema=…)` of the SDK's own type (sdk-types.ts) that
   * no list handler returned: a tool this server lists, wherever the list of them is made (a handler
   * class's `get_tools()`, a tools module's constant) and however it reaches the handler. Read as a
   * handler's items are; one without its name written as a literal, or named as a tool read before (a
   * copy, which the server may never list), is listed as not statically known. Not in a file whose
   * tools/list handlers return only literal tools, all read: those are what it lists.
   */
  const sdkTools = () => {
    if (toolHandlers.count > 0 && !toolHandlers.open) return;
    const callees = sdkToolCallees(tokens);
    if (callees.size === 0) return;
    const listing = LISTINGS.get('list_tools') as Listing;
    const once = new Map(tools.map((tool, index) => [tool.name as string, index]));
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].kind !== 'name' || op(i - 1, '.') || literalTools.has(i)) continue;
      let callee = tokens[i].text as string;
      let j = i;
      while (op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && j < i + 4) {
        j += 2;
        callee += `.${tokens[j].text}`;
      }
      if (callees.has(callee) && calledName(i, 'Tool') !== -1) literalItem(i, listing, once);
      i = j;
    }
  };
  registeredHere(registeredBy, 'tool');
  registeredHere(prompted, 'prompt');
  // A hand-rolled server's functions that return its tool list: read as a list handler, when defined once.
  for (const name of listers) {
    const def = defs.get(` ${name}`);
    if (def?.count === 1 && !rebound.has(name) && lines.indent[def.at] === 0) listHandler(def.at, LISTINGS.get('list_tools') as Listing);
  }
  // A hand-rolled server's comprehension written where it answers tools/list (keyed-records.ts).
  for (const offset of answered) {
    const at = tokens.findIndex((t) => t.start === offset);
    if (at === -1 || !keyedRecords(at, LISTINGS.get('list_tools') as Listing)) unread.push({ start: offset, what: 'a tool list' });
  }
  listedHere();
  recordsHere();
  madeHere();
  sdkTools();
  unread.sort((a, b) => a.start - b.start);
  /** The schema a hint naming `name` has in this module (its alias or model), with the `$defs` it needs, for a module importing it (imported-types.ts). */
  const typeOf = (name: string): ImportedType | undefined => {
    const outer = schemaDefs;
    schemaDefs = { models: new Map(), pointer: '' };
    const alias = (aliases ??= typeAliases(tokens, lines, pairs)).get(name);
    const schema = alias ? typeSchema(alias[0], alias[1], '', 1) : namedType(name, 1);
    const models = schemaDefs.models;
    // A model's parts too, for a model of the importing module based on it, with the `$defs` they need.
    schemaDefs = { models: new Map(), pointer: '' };
    const at = schema?.$ref === undefined ? -1 : modelClass(name);
    const parts = at === -1 ? undefined : modelParts(tokens, lines, at, '', 1, reading);
    const partsDefs = schemaDefs.models;
    schemaDefs = outer;
    return schema && { schema, defs: Object.fromEntries(models), ...(parts ? { parts: { ...parts, defs: Object.fromEntries(partsDefs) } } : {}) };
  };

  return { tools, prompts, resources, resourceTemplates, spans, names, anchors, conditional, foreign, foreignLists, unread, typeOf };
}

/**
 * The anchors of a docstring as cleandoc leaves it, from those of the raw string: each kept line starts
 * where its text does in the raw string (past the margin cleandoc removes). Tabs count as one character.
 */
function cleanedAnchors(raw: string, rawAnchors: StringAnchors): StringAnchors {
  const sourceOf = (index: number): number => {
    let found = rawAnchors[0];
    for (const anchor of rawAnchors) if (anchor[0] <= index) found = anchor;
    return found[1] + (index - found[0]);
  };
  const lines: { start: number; text: string }[] = [];
  const breaks = /\r\n|\r|\n/g;
  let at = 0;
  for (let match = breaks.exec(raw); match; match = breaks.exec(raw)) {
    lines.push({ start: at, text: raw.slice(at, match.index) });
    at = match.index + match[0].length;
  }
  lines.push({ start: at, text: raw.slice(at) });
  let margin = Number.POSITIVE_INFINITY;
  for (const line of lines.slice(1)) {
    const content = line.text.trimStart().length;
    if (content > 0) margin = Math.min(margin, line.text.length - content);
  }
  const skip = (line: { text: string }, k: number) => (k === 0 ? line.text.length - line.text.trimStart().length : Math.min(margin, line.text.length));
  // cleandoc drops blank lines at the start; the cleaned text's lines are the rest, one for one.
  let first = 0;
  while (first < lines.length && lines[first].text.trim() === '') first++;
  const out: [number, number][] = [];
  let index = 0;
  for (let k = first; k < lines.length; k++) {
    const from = skip(lines[k], k);
    out.push([index, sourceOf(lines[k].start + from)]);
    index += lines[k].text.length - from + 1;
  }
  return out.length > 0 ? out : rawAnchors;
}
