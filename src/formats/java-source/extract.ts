/**
 * The tools a Java server defines: methods annotated with Spring AI's `@Tool(name = …, description = …)`
 * (org.springframework.ai.tool.annotation) or the MCP annotations' `@McpTool(name = …, title = …,
 * description = …, annotations = @McpTool.McpAnnotations(…))` (org.springaicommunity.mcp.annotation, in
 * Spring AI 2 org.springframework.ai.mcp.annotation) or Quarkus MCP Server's `@Tool(name = …, description = …,
 * annotations = @Tool.Annotations(…))` (io.quarkiverse.mcp.server), their parameters (`@ToolParam`,
 * `@McpToolParam`, `@ToolArg` with `description`, `required` and Quarkus' `name`) the input schema; and the MCP Java SDK's `new McpSchema.Tool(name,
 * description, schema)` and `McpSchema.Tool.builder().name(…).description(…)…build()`, in a helper method
 * from its parameters once per call (helper-tools.ts). A tool's name is
 * its method's unless given. Values only when written as literals (`+` of strings, text blocks) or the
 * same file's `final String` constants; anything else is listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { emptyExtracted, type Extracted, UNKNOWN } from '../source/extracted.js';
import { literalReader } from '../source/literals.js';
import { bracketPairs, callArguments, parameterSpans } from '../source/tokens.js';
import { helperCalls } from './helper-tools.js';
import { type JavaToken, tokenizeJava } from './tokens.js';

/** Java types as the JSON Schema the libraries make of them. */
const TYPES: Readonly<Record<string, string>> = {
  String: 'string',
  CharSequence: 'string',
  char: 'string',
  Character: 'string',
  int: 'integer',
  long: 'integer',
  short: 'integer',
  byte: 'integer',
  Integer: 'integer',
  Long: 'integer',
  Short: 'integer',
  Byte: 'integer',
  BigInteger: 'integer',
  float: 'number',
  double: 'number',
  Float: 'number',
  Double: 'number',
  BigDecimal: 'number',
  boolean: 'boolean',
  Boolean: 'boolean',
};
/** Collections whose schema is an array of their one type argument. */
const LISTS = new Set(['List', 'Set', 'Collection', 'Iterable', 'ArrayList', 'LinkedList', 'HashSet']);
/** Parameters the libraries fill themselves, never part of the input schema. */
const INJECTED = new Set([
  'ToolContext',
  'McpSyncServerExchange',
  'McpAsyncServerExchange',
  'McpSyncRequestContext',
  'McpAsyncRequestContext',
  'McpTransportContext',
  'CallToolRequest',
  'McpMeta',
]);
/** What Quarkus MCP Server fills itself. */
const QUARKUS_INJECTED = new Set([
  'McpConnection',
  'McpLog',
  'RequestId',
  'Progress',
  'Roots',
  'Sampling',
  'Cancellation',
  'Elicitation',
  'RawMessage',
  'McpRequest',
]);
/** `@McpTool.McpAnnotations(…)`'s and `@Tool.Annotations(…)`'s hints. */
const HINTS = new Set(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);

const SPRING_TOOLS = ['org.springframework.ai.tool.annotation'];
const MCP_ANNOTATIONS = ['org.springaicommunity.mcp.annotation', 'org.springframework.ai.mcp.annotation'];
const QUARKUS = ['io.quarkiverse.mcp.server'];

/** What each library's tool annotation holds: a title, hints, the annotation of its parameters, and what it injects. */
interface Library {
  titled: boolean;
  hinted: boolean;
  /** `@ToolParam`, `@McpToolParam`, `@ToolArg`. */
  parameter: string;
  injected: ReadonlySet<string>;
}
const SPRING_AI: Library = { titled: false, hinted: false, parameter: 'ToolParam', injected: INJECTED };
const MCP_ANNOTATED: Library = { titled: true, hinted: true, parameter: 'McpToolParam', injected: INJECTED };
const QUARKUS_MCP: Library = { titled: false, hinted: true, parameter: 'ToolArg', injected: QUARKUS_INJECTED };
/** Where the SDK's `Tool` record is: nested in `McpSchema`. */
const SCHEMA = 'io.modelcontextprotocol.spec.McpSchema';

interface Annotation {
  /** Its simple name (`Tool` of `@org.springframework.ai.tool.annotation.Tool`). */
  name: string;
  /** As written: `Tool`, `McpTool.McpAnnotations`, a qualified name. */
  written: string;
  at: number;
  /** The `(` of its arguments, or -1. */
  open: number;
  /** The token after it. */
  next: number;
}

/**
 * `imported` gives the strings other classes' constants the file names stand for (`Prompts.CURRENT`,
 * imported-constants.ts), placed at the reference.
 */
export function extractJavaTools(text: string, imported: (tokens: readonly JavaToken[]) => ReadonlyMap<string, string> = () => new Map()): Extracted {
  const tokens = tokenizeJava(text);
  const pairs = bracketPairs(tokens);
  const { tools, prompts, spans, names, unread, anchors } = emptyExtracted();
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;
  const name = (i: number) => tokens[i]?.kind === 'name';

  /** The dotted name at `i` (`a.b.C`): its text and last token. */
  const dotted = (i: number): { written: string; last: number } => {
    let last = i;
    while (tokens[last + 1]?.text === '.' && name(last + 2)) last += 2;
    return {
      written: tokens
        .slice(i, last + 1)
        .map((t) => t.text)
        .join(''),
      last,
    };
  };

  // `import a.b.C;` and `import a.b.*;`: which package each simple name comes from.
  const single = new Map<string, string>();
  const onDemand = new Set<string>();
  // `final String NAME = …` anywhere in the file (a class's or a method's), with `static` or not.
  const constants = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    if (is(i, 'import') && name(i + 1)) {
      const begin = is(i + 1, 'static') ? i + 2 : i + 1;
      const { written, last } = dotted(begin);
      if (tokens[last + 1]?.text === '.' && tokens[last + 2]?.text === '*') onDemand.add(written);
      else single.set(tokens[last].text as string, written.slice(0, written.lastIndexOf('.')));
    } else if (is(i, 'String') && name(i + 1) && tokens[i + 2]?.text === '=' && tokens[i + 2].kind === 'op') {
      for (let k = i - 1; k >= i - 4 && name(k); k--) if (is(k, 'final')) constants.set(tokens[i + 1].text as string, i + 3);
    }
  }
  /** Whether the simple name `simple`, written unqualified, is the one one of `packages` declares. */
  const from = (simple: string, packages: readonly string[]) => {
    const imported = single.get(simple);
    return imported === undefined ? packages.some((p) => onDemand.has(p)) : packages.includes(imported);
  };
  /** Whether an annotation as written is `simple` of one of `packages`. */
  const declares = (a: Annotation, simple: string, packages: readonly string[]) =>
    a.name === simple && (a.written === simple ? from(simple, packages) : packages.some((p) => a.written === `${p}.${simple}`));

  const { op, skip, resolve, value: literal, place } = literalReader({ tokens, pairs, constants, spans, anchors, number: /^\d+(?:\.\d+)?[dDfFlL]?$/ });
  const foreign = imported(tokens);
  /** The value at `i`: a literal or this file's constant, else another class's constant (`Prompts.CURRENT`) placed at the reference. */
  const value = (i: number, pointer: string | undefined, key?: number): ReturnType<typeof literal> => {
    const read = literal(i, pointer, key);
    const other = read === UNKNOWN && skip(i) === i + 3 && op(i + 1, '.') ? foreign.get(`${tokens[i].text}.${tokens[i + 2].text}`) : undefined;
    if (other === undefined) return read;
    if (pointer !== undefined) place(pointer, i, i + 2, key);
    return other;
  };

  /** The annotation at the `@` at `i`, or undefined (`@interface` declares one). */
  const annotationAt = (i: number): Annotation | undefined => {
    if (!op(i, '@') || !name(i + 1) || is(i + 1, 'interface')) return undefined;
    const { written, last } = dotted(i + 1);
    const open = op(last + 1, '(') ? last + 1 : -1;
    return { name: tokens[last].text as string, written, at: i, open, next: open === -1 ? last + 1 : pairs[open] + 1 };
  };

  /** An annotation's arguments by key (a lone value is `value`), each at its value's first token. */
  const argsOf = (a: Annotation): Map<string, number> => {
    const out = new Map<string, number>();
    if (a.open === -1) return out;
    for (let j = a.open + 1; j < pairs[a.open]; ) {
      const keyed = name(j) && op(j + 1, '=');
      const at = keyed ? j + 2 : j;
      out.set(keyed ? (tokens[j].text as string) : 'value', at);
      j = skip(at);
      if (op(j, ',')) j++;
      else break;
    }
    return out;
  };

  /** The `(` of the parameters of the method declared from `at` (modifiers, type parameters, return type, name), or -1. */
  const methodAt = (at: number): number => {
    for (let j = at; j < tokens.length && j - at < 64; j++) {
      const annotation = annotationAt(j);
      if (annotation) j = annotation.next - 1;
      else if (op(j, '(')) return name(j - 1) ? j : -1;
      else if (op(j, '{') || op(j, ';') || op(j, '=') || op(j, '}')) return -1;
      else if (op(j, '[')) j = pairs[j];
    }
    return -1;
  };

  /** A string argument: its value, placed at `pointer`; an unread entry when it is not statically known. */
  const text_ = (at: number, pointer: string, what: string, key?: number): string | undefined => {
    const read = value(at, pointer, key);
    if (typeof read === 'string') return read;
    unread.push({ start: tokens[at].start, what, pointer });
    return undefined;
  };

  /** `@Tool` / `@McpTool` on the method declared after the annotations from `first` to `next`. */
  const annotatedTool = (marked: Annotation, first: number, next: number, library: Library) => {
    const open = methodAt(next);
    if (open === -1) {
      unread.push({ start: tokens[marked.at].start, what: 'a tool registration' });
      return;
    }
    const method = open - 1;
    const pointer = joinPointer('/tools', String(tools.length));
    const tool: Record<string, unknown> = {};
    const args = argsOf(marked);
    let nameAt = method;
    const nameArg = args.get('name');
    if (nameArg !== undefined) {
      const read = value(nameArg, joinPointer(pointer, 'name'), nameArg - 2);
      if (typeof read !== 'string') {
        unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
        return;
      }
      // An empty name is the method's (the libraries test for text).
      if (read !== '') {
        tool.name = read;
        nameAt = resolve(nameArg);
      }
    }
    tool.name ??= tokens[method].text;
    if (nameAt === method) place(joinPointer(pointer, 'name'), method, method);
    const titleArg = library.titled ? args.get('title') : undefined;
    if (titleArg !== undefined) {
      const title = text_(titleArg, joinPointer(pointer, 'title'), "the tool's title", titleArg - 2);
      if (title !== undefined && title !== '') tool.title = title;
    }
    const descriptionArg = args.get('description');
    const description =
      descriptionArg === undefined ? undefined : text_(descriptionArg, joinPointer(pointer, 'description'), "the tool's description", descriptionArg - 2);
    if (description !== undefined && description.trim() !== '') tool.description = description;
    else if (descriptionArg === undefined || description !== undefined) {
      // Without one (or with an empty one), the library makes a description of the method's name.
      unread.push({
        start: tokens[descriptionArg ?? marked.at].start,
        what: "the tool's description (none written: the library may make one of the method's name)",
        pointer: joinPointer(pointer, 'description'),
      });
    }
    const hintsAt = library.hinted ? args.get('annotations') : undefined;
    const hints = hintsAt === undefined ? undefined : annotationAt(hintsAt);
    if (hints) {
      const annotations: Record<string, unknown> = {};
      for (const [key, at] of argsOf(hints)) {
        if (!HINTS.has(key)) continue;
        const read = value(at, joinPointer(joinPointer(pointer, 'annotations'), key), at - 2);
        if (typeof read === 'boolean') annotations[key] = read;
        else unread.push({ start: tokens[at].start, what: `the tool's ${key}` });
      }
      if (Object.keys(annotations).length > 0) tool.annotations = annotations;
    }
    tool.inputSchema = parameters(open, joinPointer(pointer, 'inputSchema'), library);
    place(pointer, first, pairs[open]);
    place(joinPointer(pointer, 'inputSchema'), open, pairs[open]);
    tools.push(tool);
    names.push(tokens[nameAt].start);
  };

  /** The input schema of the parameter list at `open`, described by the library's parameter annotations. */
  const parameters = (open: number, schema: string, library: Library): Record<string, unknown> => {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [start, end] of split(open)) {
      const annotations: Annotation[] = [];
      let j = start;
      for (let a = annotationAt(j); a || is(j, 'final'); a = annotationAt(j)) {
        if (a) annotations.push(a);
        j = a ? a.next : j + 1;
      }
      const nameAt = end - 1;
      if (!name(nameAt) || nameAt <= j) continue;
      const type = tokens.slice(j, nameAt);
      if (type.some((t) => library.injected.has(t.text as string)) || annotations.some((a) => a.name === 'McpProgressToken')) continue;
      const marked = annotations.find((a) => a.name === library.parameter);
      const args = marked ? argsOf(marked) : new Map<string, number>();
      // Quarkus' `@ToolArg(name = …)` renames the argument.
      const renamed = args.get('name');
      const given = renamed === undefined ? undefined : value(renamed, undefined);
      if (renamed !== undefined && typeof given !== 'string') {
        unread.push({ start: tokens[renamed].start, what: 'a parameter' });
        continue;
      }
      const keyAt = renamed === undefined ? nameAt : resolve(renamed);
      const key = typeof given === 'string' ? given : (tokens[nameAt].text as string);
      const at = joinPointer(joinPointer(schema, 'properties'), key);
      const property = typeSchema(type);
      spans.set(at, { value: [tokens[j].start, tokens[nameAt].end], key: [tokens[keyAt].start, tokens[keyAt].end] });
      const described = args.get('description');
      if (described !== undefined) {
        const read = text_(described, joinPointer(at, 'description'), `the description of parameter ${JSON.stringify(key)}`, described - 2);
        // An empty description is none: the libraries leave it out.
        if (read !== undefined && read !== '') property.description = read;
      }
      const requiredAt = args.get('required');
      // Without `required`: Spring AI leaves out a `@Nullable` parameter; Quarkus an `Optional` or one with a `defaultValue`.
      const optional =
        requiredAt !== undefined
          ? value(requiredAt, undefined) === false
          : library === QUARKUS_MCP
            ? is(j, 'Optional') || args.has('defaultValue')
            : !marked && annotations.some((a) => a.name === 'Nullable');
      if (!optional) required.push(key);
      properties[key] = property;
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  };

  const split = (open: number) => parameterSpans(tokens, pairs, open);

  /** Where the SDK's `Tool` type written from `i` (`Tool`, `McpSchema.Tool`, qualified) ends: the token after it, or -1. */
  const sdkTool = (i: number): number => {
    let written = tokens[i].text as string;
    for (let last = i; ; last += 2) {
      const ok =
        written === `${SCHEMA}.Tool` ||
        (written === 'Tool' && from('Tool', [SCHEMA])) ||
        (written === 'McpSchema.Tool' && from('McpSchema', ['io.modelcontextprotocol.spec']));
      if (ok) return last + 1;
      if (!op(last + 1, '.') || !name(last + 2) || last - i > 16) return -1;
      written += `.${tokens[last + 2].text}`;
    }
  };

  /** A tool of the SDK made at `start`, with its name and description arguments (a builder's, or a constructor's). */
  const sdkToolAt = (
    start: number,
    end: number,
    nameArg: number | undefined,
    descriptionArg: number | undefined,
    schemaArg: number | undefined,
    describedElsewhere: boolean,
  ) => {
    if (nameArg === undefined) {
      unread.push({ start: tokens[start].start, what: 'a tool registration' });
      return;
    }
    const pointer = joinPointer('/tools', String(tools.length));
    const read = value(nameArg, joinPointer(pointer, 'name'));
    if (typeof read !== 'string') {
      unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
      return;
    }
    const tool: Record<string, unknown> = { name: read };
    if (descriptionArg !== undefined) {
      const description = text_(descriptionArg, joinPointer(pointer, 'description'), "the tool's description");
      if (description !== undefined) tool.description = description;
    } else if (describedElsewhere) unread.push({ start: tokens[start].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    if (schemaArg !== undefined) unread.push({ start: tokens[schemaArg].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    tool.inputSchema = { type: 'object' };
    place(pointer, start, end);
    tools.push(tool);
    names.push(tokens[resolve(nameArg)].start);
  };

  /** The tool made at `start`, or one per call of the helper method it is made in from the method's parameters (helper-tools.ts). */
  const sdkToolsAt = (start: number, end: number, nameArg?: number, descriptionArg?: number, schemaArg?: number, describedElsewhere = false) => {
    const calls = helperCalls(tokens, pairs, (open) => callArguments(tokens, pairs, open, skip), start, [nameArg, descriptionArg, schemaArg]);
    if (calls === undefined || calls.length === 0) return sdkToolAt(start, end, nameArg, descriptionArg, schemaArg, describedElsewhere);
    for (const call of calls) sdkToolAt(call.start, call.end, ...(call.args as [number, number | undefined, number | undefined]), describedElsewhere);
  };

  const sdk = text.includes('io.modelcontextprotocol');
  for (let i = 0; i < tokens.length; i++) {
    const first = annotationAt(i);
    if (first) {
      const run: Annotation[] = [first];
      while (annotationAt(run[run.length - 1].next)) run.push(annotationAt(run[run.length - 1].next) as Annotation);
      const next = run[run.length - 1].next;
      const spring = run.find((a) => declares(a, 'Tool', SPRING_TOOLS));
      const mcp = run.find((a) => declares(a, 'McpTool', MCP_ANNOTATIONS));
      const quarkus = run.find((a) => declares(a, 'Tool', QUARKUS));
      if (mcp) annotatedTool(mcp, i, next, MCP_ANNOTATED);
      else if (spring) annotatedTool(spring, i, next, SPRING_AI);
      else if (quarkus) annotatedTool(quarkus, i, next, QUARKUS_MCP);
      i = next - 1;
      continue;
    }
    if (!sdk || !name(i) || op(i - 1, '.')) continue;
    if (is(i, 'new') && name(i + 1)) {
      // `new McpSchema.Tool(name, description, schema)`; other arities (a title first, in later releases) say only the name for sure.
      const after = sdkTool(i + 1);
      if (after === -1 || !op(after, '(')) continue;
      const args = callArguments(tokens, pairs, after, skip);
      const three = args.length === 3;
      sdkToolsAt(i, pairs[after], args[0], three ? args[1] : undefined, args[three ? 2 : 3] ?? undefined, !three);
      i = after;
      continue;
    }
    const after = sdkTool(i);
    if (after === -1 || !op(after, '.') || !is(after + 1, 'builder') || !op(after + 2, '(')) continue;
    // `Tool.builder().name(…).description(…).inputSchema(…)….build()`, read as far as the chain goes.
    const calls = new Map<string, number>();
    let j = pairs[after + 2] + 1;
    for (; op(j, '.') && name(j + 1) && op(j + 2, '('); j = pairs[j + 2] + 1) {
      const method = tokens[j + 1].text as string;
      if (method === 'build') break;
      if (pairs[j + 2] > j + 3) calls.set(method, j + 3);
    }
    sdkToolsAt(i, Math.min(j + 1, tokens.length - 1), calls.get('name'), calls.get('description'), calls.get('inputSchema'), true);
    i = j;
  }
  return { tools, prompts, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors };
}

/** The schema of a parameter type of simple form (`String`, `int`, `long[]`, `List<String>`, `String...`), else one without a type. */
function typeSchema(type: readonly JavaToken[]): Record<string, unknown> {
  const words = type.map((t) => t.text);
  // `java.lang.String` reads as `String`, `java.util.List<…>` as `List<…>`.
  while (words[1] === '.' && /^[a-z]/.test(words[0] ?? '')) words.splice(0, 2);
  const simple = (word: string | undefined) => (word !== undefined && Object.hasOwn(TYPES, word) ? TYPES[word] : undefined);
  const one = simple(words[0]);
  if (words.length === 1 && one) return { type: one };
  const array = (words.length === 3 && words[1] === '[' && words[2] === ']') || (words.length === 4 && words.slice(1).every((w) => w === '.'));
  if (array && one) return { type: 'array', items: { type: one } };
  if (words.length === 4 && LISTS.has(words[0] as string) && words[1] === '<' && words[3] === '>' && simple(words[2]))
    return { type: 'array', items: { type: simple(words[2]) } };
  return {};
}
