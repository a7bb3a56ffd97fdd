/**
 * JSON, JSONC, YAML and TOML into plain values plus a map from JSON Pointer to source offsets, so that
 * rules can report pointers and every finding still lands on an exact line and column. `.json` files are
 * held to strict JSON (json.ts; clean ones take json-fast.ts and read positions only when asked); client
 * configurations are read as JSONC (jsonc.ts), YAML through the `yaml` parser (clean block YAML takes
 * yaml-fast.ts and reads positions only when asked), TOML through toml.ts. Problems (syntax, duplicate
 * keys, several documents, limits) come back as data, never as exceptions.
 */
import type { Document, Node, Scalar } from 'yaml';
import { vendoredYaml } from '../util/lazy-require.js';
import { joinPointer, parentPointer } from '../util/pointer.js';
import { shortQuotes } from '../util/printable.js';
import { parseJson } from './json.js';
import { parseJsonc } from './jsonc.js';
import { parseJsonFast } from './json-fast.js';
import { jsonLocator, type Span } from './json-locate.js';
import { parseToml } from './toml.js';
import { parseYamlFast, yamlFastSpans } from './yaml-fast.js';
import { LineIndex, type Range } from './lines.js';
import { depthMessage } from './messages.js';
import { yamlNodesExceeded } from './depth-scan.js';
import { append } from '../util/append.js';
import type { SourceInventory } from './inventory.js';

/**
 * `comment` and `trailing-comma` are JSONC's additions to JSON: not errors to a client that reads
 * JSONC, errors to one that reads strict JSON; the format's rules decide.
 */
export type ParseProblemKind = 'syntax' | 'duplicate-key' | 'multiple-documents' | 'limits' | 'comment' | 'trailing-comma';

export interface ParseProblem {
  kind: ParseProblemKind;
  message: string;
  range: Range;
  /** Where in the document, when the problem is inside a value that parsed. */
  pointer?: string;
}

export interface ParseLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Values in the document, counting every expansion of a YAML alias. */
  maxNodes: number;
  /** Longest single string, in UTF-16 code units. */
  maxStringLength: number;
  /** YAML aliases (`*name`) in one document. */
  maxAliases: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxDepth: 64,
  maxNodes: 200_000,
  maxStringLength: 1_000_000,
  maxAliases: 1_000,
};

/** A value's place in the source, and a mapping entry's key's. */
export interface Spans {
  key?: readonly [number, number];
  value: readonly [number, number];
}

export interface ParsedDocument {
  /** The first document's value; undefined when nothing usable was parsed. */
  value: unknown;
  problems: ParseProblem[];
  lines: LineIndex;
  /** The source range of the value (or, with target 'key', the property key) at a pointer, falling back to the nearest parent. */
  locate(pointer: string, target?: 'key' | 'value'): Range;
  /** The pointer itself, or its nearest ancestor that exists in the source. */
  nearest(pointer: string): string;
  /** The whole source range of the value at a pointer (or its nearest parent), every line of a collection included (rule pages' excerpts). */
  extent(pointer: string): Range;
  /** For a source file read by its format (not parsed as data): what was read from it. */
  inventory?: SourceInventory;
  /**
   * Where the character at a UTF-16 `index` of the string value at `pointer` is written, when the parse
   * knows (a source file's strings, whose docstrings and templates span lines); undefined otherwise.
   */
  locateIn?(pointer: string, index: number): Range | undefined;
}

/** Where a string value's characters are written: [index in the value, source offset] pairs, ascending; each holds until the next. */
export type StringAnchors = readonly (readonly [number, number])[];

/** A document whose value was read from program source by its format, placed by `spans` (offsets into `text`). */
export function parsedFromSpans(
  text: string,
  value: unknown,
  spans: Map<string, Spans>,
  inventory: SourceInventory,
  lines: LineIndex,
  anchors: ReadonlyMap<string, StringAnchors>,
  problems: ParseProblem[] = [],
): ParsedDocument {
  const locateIn = (pointer: string, index: number): Range | undefined => {
    const list = anchors.get(pointer);
    if (!list || list.length === 0 || index < 0) return undefined;
    let found = list[0];
    for (const anchor of list) if (anchor[0] <= index) found = anchor;
    const offset = Math.min(found[1] + (index - found[0]), text.length);
    return lines.range(offset, Math.min(offset + 1, lines.lineEnd(offset)));
  };
  return {
    ...located(
      text,
      value,
      problems,
      fromSpans(() => spans),
      lines,
    ),
    inventory,
    locateIn,
  };
}

/** How a file is written: strict JSON, JSON with comments and trailing commas, YAML or TOML. */
export type SourceFormat = 'json' | 'jsonc' | 'yaml' | 'toml';

export function formatOf(path: string): SourceFormat {
  return /\.json$/i.test(path) ? 'json' : 'yaml';
}

class LimitExceeded extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly pointer: string,
  ) {
    super(message);
  }
}

export function parseDocument(rawText: string, format: SourceFormat, limits: ParseLimits = DEFAULT_PARSE_LIMITS): ParsedDocument {
  // A byte-order mark is not part of the first line's columns.
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  if (format === 'json') {
    const fast = parseJsonFast(text, limits);
    // Clean JSON needs positions only when a rule reports something: find them then, and only then.
    if (fast) {
      return located(text, fast.value, [], jsonLocator(text));
    }
  }
  // The flow-depth check runs first, as in the full path: it refuses some texts the fast path would read.
  if (format === 'yaml' && flowDepthExceeded(text, limits.maxDepth) === undefined) {
    const fast = parseYamlFast(text, limits);
    if (fast) {
      const fully = () => {
        const spans = new Map<string, Spans>();
        // The fast path only accepts documents the full path reads without a problem.
        parseYaml(text, spans, limits, () => undefined);
        return spans;
      };
      // The fast reader finds places again at a tenth of the library's cost; whole extents are the library's.
      return located(
        text,
        fast.value,
        [],
        fromSpans(() => yamlFastSpans(text, limits) ?? fully()),
        undefined,
        fromSpans(fully),
      );
    }
  }
  return parseFully(text, format, limits);
}

/** The full parse, with every span and problem: the reference the fast paths are held to (the tests compare them). */
export function parseFully(text: string, format: SourceFormat, limits: ParseLimits = DEFAULT_PARSE_LIMITS): ParsedDocument {
  const lines = new LineIndex(text);
  const spans = new Map<string, Spans>();
  const problems: ParseProblem[] = [];
  const problem: ProblemSink = (kind, message, start, end = start + 1, pointer) =>
    problems.push({ kind, message, range: lines.range(start, Math.min(end, lines.lineEnd(start))), ...(pointer === undefined ? {} : { pointer }) });

  let value: unknown;
  if (format === 'yaml') {
    value = parseYaml(text, spans, limits, problem);
  } else {
    const parse = format === 'json' ? parseJson : format === 'jsonc' ? parseJsonc : parseToml;
    const parsed = parse(text, spans, limits);
    for (const p of parsed.problems) problem(p.kind, p.message, p.start, p.end, p.pointer);
    value = parsed.value;
  }
  return located(
    text,
    value,
    problems,
    fromSpans(() => spans),
    lines,
  );
}

/** The pointer, or its nearest ancestor that is in the document, with that place (none when the document has no place at all). */
type Find = (pointer: string) => { pointer: string; span?: Span };

/** Places from every span at once, read by `readSpans` on first use. */
function fromSpans(readSpans: () => Map<string, Spans>): Find {
  let spans: Map<string, Spans> | undefined;
  return (pointer) => {
    const known = (spans ??= readSpans());
    let current = pointer;
    while (current !== '' && !known.has(current)) current = parentPointer(current);
    const entry = known.get(current);
    if (!entry) return { pointer: current };
    const [start, end] = entry.value;
    return { pointer: current, span: { start, end: (limit = Infinity) => Math.min(end, limit), ...(entry.key ? { key: entry.key } : {}) } };
  };
}

/**
 * A parsed document whose source positions come from `entryOf`: for clean JSON a locator that reads
 * only the paths to the places asked for (json-locate.ts: each container on the way once, however
 * many places it holds), otherwise every span, read once. `extentOf`, when given, answers `extent`
 * instead (whole collections, which the fast YAML reader does not place past their first line).
 */
function located(text: string, value: unknown, problems: ParseProblem[], entryOf: Find, knownLines?: LineIndex, extentOf: Find = entryOf): ParsedDocument {
  // The index reads the line breaks only when a position is first asked for.
  const lines = knownLines ?? new LineIndex(text);
  const nearest = (pointer: string): string => entryOf(pointer).pointer;

  const locate = (pointer: string, target: 'key' | 'value' = 'value'): Range => {
    const { pointer: found, span } = entryOf(pointer);
    if (!span) return lines.range(0, Math.min(1, text.length));
    // A collection's region is its first line only: GitHub shows an alert on a pull request only when
    // every line of its region is in the diff. So a value's end is read no further than that line's.
    if (found === pointer && target === 'key' && span.key) {
      const [start, end] = span.key;
      return lines.range(start, Math.min(end, lines.lineEnd(start)));
    }
    return lines.range(span.start, span.end(lines.lineEnd(span.start)));
  };

  const extent = (pointer: string): Range => {
    const { span } = extentOf(pointer);
    return span ? lines.range(span.start, span.end()) : lines.range(0, text.length);
  };

  return {
    value,
    problems,
    lines,
    locate,
    nearest,
    extent,
  };
}

type ProblemSink = (kind: ParseProblemKind, message: string, start: number, end?: number, pointer?: string) => void;

function parseYaml(text: string, spans: Map<string, Spans>, limits: ParseLimits, problem: ProblemSink): unknown {
  // The yaml parser recurses into flow collections, so refuse deep "[[[[" before it can overflow the stack.
  const tooDeep = flowDepthExceeded(text, limits.maxDepth);
  if (tooDeep !== undefined) {
    problem('limits', depthMessage(limits.maxDepth), tooDeep);
    return undefined;
  }
  // A lone CR ends a line in YAML 1.2 as in JSON; the parser reads only LF and CRLF. Same length, so offsets hold.
  const source = text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
  // The parser builds a tree of every value before the builder counts them: count them first.
  const tooMany = yamlNodesExceeded(source, limits.maxNodes);
  if (tooMany !== undefined) {
    problem(
      'limits',
      `The document has more than ${limits.maxNodes} values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`,
      tooMany,
    );
    return undefined;
  }
  const tooDeepHere = () => problem('limits', depthMessage(limits.maxDepth), deepestLine(source));
  let documents: Document.Parsed[] | { empty: true };
  try {
    documents = vendoredYaml().parseAllDocuments(source, { prettyErrors: false, uniqueKeys: true, strict: true }) as Document.Parsed[] | { empty: true };
  } catch (error) {
    // Block nesting the flow pre-check cannot see ("- - - -", deep mappings) overflows the parser's stack.
    if (!(error instanceof RangeError)) throw error;
    tooDeepHere();
    return undefined;
  }
  const list: Document.Parsed[] = Array.isArray(documents) ? documents : [];
  if (list.length === 0) return null;
  if (list.length > 1) {
    problem(
      'multiple-documents',
      `This file holds ${list.length} YAML documents; a descriptor is exactly one. Move the others into files of their own.`,
      list[1].range?.[0] ?? text.length,
    );
  }
  const [first] = list;
  let syntax = false;
  // The composer turns a stack overflow on deep block nesting into one error per level.
  if (first.errors.some((error) => error.message.includes('Maximum call stack size exceeded'))) {
    tooDeepHere();
    return undefined;
  }
  for (const error of first.errors) {
    // Duplicate keys are reported by the builder, which knows the whole key and its pointer.
    if (error.code === 'DUPLICATE_KEY') continue;
    // Later syntax errors are mostly echoes of the first (one bad indent yields two or three): report the first.
    if (syntax) break;
    syntax = true;
    const place = yamlSyntaxPlace(source, error.code, error.message, error.pos[0], error.pos[1]);
    problem('syntax', `YAML syntax error: ${place.text ?? firstLine(error.message)}.${place.hint}`, place.start, place.end);
  }
  if (syntax) return undefined;
  if (!first.contents) return null;
  try {
    return new Builder(spans, limits, problem, first.directives?.yaml.version === '1.1').build(first.contents as Node, '', 0);
  } catch (error) {
    if (error instanceof RangeError) {
      tooDeepHere();
      return undefined;
    }
    if (!(error instanceof LimitExceeded)) throw error;
    problem('limits', error.message, error.offset, error.offset + 1, error.pointer);
    return undefined;
  }
}

/**
 * Where a YAML syntax error really is, and what to do about it. The parser puts some errors at the
 * start of a line (a key indented unevenly) or at the end of the file (a flow collection never closed);
 * the user's mistake is at the key, or at the bracket that was opened.
 */
function yamlSyntaxPlace(text: string, code: string, message: string, start: number, end: number): { start: number; end: number; text?: string; hint: string } {
  if (code === 'BAD_INDENT' && /^All mapping items/.test(message)) {
    let key = start;
    while (text[key] === ' ') key++;
    return { start: key, end: key + 1, hint: ' Indent this key with as many spaces as the other keys of its mapping.' };
  }
  const flow = /^Flow (sequence|map) /.exec(message);
  if (code === 'BAD_INDENT' && flow) {
    const open = flow[1] === 'sequence' ? '[' : '{';
    const close = open === '[' ? ']' : '}';
    const opener = unclosedBracket(text, start, open);
    if (opener !== undefined) {
      return { start: opener, end: opener + 1, hint: ` Close this "${open}" with "${close}", or indent the lines inside it further than its key.` };
    }
  }
  if (code === 'BLOCK_AS_IMPLICIT_KEY') {
    // "name: notes" followed by a key indented one step further: YAML reads both lines as one key.
    const key = overIndentedKey(text, start);
    if (key !== undefined) {
      return {
        start: key,
        end: key + 1,
        text: 'this key is indented further than the key above it, so YAML reads the two lines as one',
        hint: ' Indent it with as many spaces as the other keys of its mapping.',
      };
    }
  }
  if (code === 'TAB_AS_INDENT') return { start, end, hint: ' Indent with spaces: YAML does not allow tabs in indentation.' };
  if (code === 'BLOCK_AS_IMPLICIT_KEY') return { start, end, hint: ' Quote a value that contains ": ", or put the nested mapping on lines of its own.' };
  return { start, end, hint: '' };
}

/** The first character of the line after `offset` when that line is a `key:` indented further than the line of `offset`. */
function overIndentedKey(text: string, offset: number): number | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const next = text.indexOf('\n', offset);
  if (next < 0) return undefined;
  const indent = (from: number) => {
    let i = from;
    while (text[i] === ' ' || (text[i] === '-' && text[i + 1] === ' ')) i++;
    return i - from;
  };
  const own = indent(lineStart);
  const deeper = indent(next + 1);
  const keyAt = next + 1 + deeper;
  const end = text.indexOf('\n', keyAt);
  const line = text.slice(keyAt, end < 0 ? undefined : end);
  return deeper > own && /^[^\s:#][^:]{0,200}:(\s|$)/.test(line) ? keyAt : undefined;
}

/** The offset of the last `open` bracket before `limit` that no bracket closes, outside quotes and comments; one linear pass. */
function unclosedBracket(text: string, limit: number, open: '[' | '{'): number | undefined {
  const stack: number[] = [];
  let quote: string | undefined;
  for (let i = 0; i < limit; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
      else if (c === '\n' && quote === "'") quote = undefined;
    } else if (c === '"' || (c === "'" && /[\s[{,:]/.test(text[i - 1] ?? ' '))) quote = c;
    else if (c === '#' && /\s/.test(text[i - 1] ?? ' ')) {
      while (i < limit && text[i] !== '\n') i++;
    } else if (c === '[' || c === '{') stack.push(i);
    else if ((c === ']' || c === '}') && stack.length > 0) stack.pop();
  }
  for (let k = stack.length - 1; k >= 0; k--) if (text[stack[k]] === open) return stack[k];
  return undefined;
}

/** The start of the most indented line (counting "- " and "? " as indentation): where nesting is deepest, on any Node. */
function deepestLine(text: string): number {
  let best = 0;
  let bestDepth = -1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let depth = 0;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 32) depth++;
      else if ((c === 45 || c === 63) && text.charCodeAt(i + 1) === 32) {
        depth += 2;
        i++;
      } else break;
    }
    if (depth > bestDepth) {
      bestDepth = depth;
      best = start + depth;
    }
    start = end + 1;
  }
  return best;
}

/** The offset where "[" / "{" nesting first exceeds `max`, skipping quoted scalars and comments; undefined if it never does. */
function flowDepthExceeded(text: string, max: number): number | undefined {
  // The depth passes `max` only with more than `max` openers in the text, and most files hold a handful.
  let openers = 0;
  for (let i = text.indexOf('['); i !== -1 && openers <= max; i = text.indexOf('[', i + 1)) openers++;
  for (let i = text.indexOf('{'); i !== -1 && openers <= max; i = text.indexOf('{', i + 1)) openers++;
  if (openers <= max) return undefined;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '{') {
      if (++depth > max) return i;
    } else if (c === ']' || c === '}') {
      depth = Math.max(0, depth - 1);
    } else if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === "'") {
      for (i++; i < text.length && text[i] !== "'"; i++);
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      while (i < text.length && text[i] !== '\n') i++;
    }
  }
  return undefined;
}

class Builder {
  private nodes = 0;
  private aliases = 0;
  private readonly resolving = new Set<Node>();
  /** Anchors as the walk meets them, so an alias resolves without searching the document again. */
  private readonly anchors = new Map<string, Node>();
  /** The yaml library, loaded only once a YAML file needs it (util/lazy-require.ts). */
  private readonly yaml = vendoredYaml();

  constructor(
    private spans: Map<string, Spans>,
    private readonly limits: ParseLimits,
    private readonly problem: ProblemSink,
    /** A `%YAML 1.1` document, whose consumers apply `<<` merge keys as a matter of course. */
    private readonly yaml11: boolean,
  ) {}

  build(node: Node, pointer: string, depth: number, key?: readonly [number, number]): unknown {
    const range = node.range ?? [0, 0, 0];
    if (!this.spans.has(pointer)) this.spans.set(pointer, { value: [range[0], range[1]], ...(key ? { key } : {}) });
    if (++this.nodes > this.limits.maxNodes) {
      throw new LimitExceeded(
        `The document has more than ${this.limits.maxNodes} values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`,
        range[0],
        pointer,
      );
    }
    if (depth > this.limits.maxDepth) {
      throw new LimitExceeded(depthMessage(this.limits.maxDepth), range[0], pointer);
    }
    if (this.yaml.isAlias(node)) return this.alias(node, pointer, depth);
    this.remember(node);
    if (this.yaml.isScalar(node)) {
      if (typeof node.value === 'string' && node.value.length > this.limits.maxStringLength) {
        throw new LimitExceeded(
          `A string of ${node.value.length} characters is longer than the limit of ${this.limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`,
          range[0],
          pointer,
        );
      }
      return normalizeScalar(node.value);
    }
    if (this.yaml.isSeq(node)) {
      return node.items.map((item, index) => (isNode(item) ? this.build(item, joinPointer(pointer, index), depth + 1) : null));
    }
    if (this.yaml.isMap(node)) {
      // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
      const object: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      const merged: [string, unknown][] = [];
      for (const pair of node.items) {
        if (!this.yaml.isPair(pair)) continue;
        const keyNode = pair.key as Node | null;
        if (isMergeKey(keyNode)) {
          append(merged, this.merge(keyNode as Scalar, pair.value, pointer, depth));
          continue;
        }
        const name = this.keyName(keyNode);
        const keySpan = keyNode?.range ? ([keyNode.range[0], keyNode.range[1]] as const) : undefined;
        const child = joinPointer(pointer, name);
        const duplicate = Object.hasOwn(object, name) && keySpan !== undefined;
        if (duplicate) {
          this.problem(
            'duplicate-key',
            `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`,
            keySpan[0],
            keySpan[1],
            child,
          );
        }
        // The last copy is the value readers keep, so its places win over the first copy's.
        const childValue = duplicate
          ? this.replacing(child, () => this.value(pair.value, child, depth, keySpan))
          : this.value(pair.value, child, depth, keySpan);
        define(object, name, childValue);
      }
      // Merged keys fill in what the mapping does not set itself.
      for (const [name, value] of merged) if (!Object.hasOwn(object, name)) define(object, name, value);
      return object;
    }
    return null;
  }

  private value(node: unknown, pointer: string, depth: number, keySpan: readonly [number, number] | undefined): unknown {
    return isNode(node) ? this.build(node, pointer, depth + 1, keySpan) : this.emptyValue(pointer, keySpan);
  }

  /** Builds a subtree whose spans replace any recorded for it before (a duplicate key's second copy). */
  private replacing(pointer: string, build: () => unknown): unknown {
    const outer = this.spans;
    this.spans = new Map();
    try {
      return build();
    } finally {
      const inner = this.spans;
      this.spans = outer;
      for (const [key, value] of inner) if (key === pointer || key.startsWith(`${pointer}/`)) outer.set(key, value);
    }
  }

  /**
   * The entries a `<<` merge key brings: a mapping, an alias of one, or a list of those (earlier ones win).
   * A YAML 1.2 file's readers disagree about them, so there it is also a syntax finding.
   */
  private merge(key: Scalar, value: unknown, pointer: string, depth: number): [string, unknown][] {
    const at = key.range?.[0] ?? 0;
    if (!this.yaml11) {
      this.problem(
        'syntax',
        'This "<<" merge key is YAML 1.1: some readers (js-yaml, PyYAML, Go) merge the entries in, YAML 1.2 readers (the "yaml" package, and so some MCP tools) keep a key named "<<". Write the entries out, or declare "%YAML 1.1" if every reader of this file merges.',
        at,
        at + 2,
        joinPointer(pointer, '<<'),
      );
    }
    const sources = this.yaml.isSeq(value) ? value.items : [value];
    const entries: [string, unknown][] = [];
    for (const source of sources) {
      if (!isNode(source)) continue;
      const built = this.build(source, pointer, depth);
      if (built && typeof built === 'object' && !Array.isArray(built)) {
        for (const [name, item] of Object.entries(built)) if (!entries.some(([n]) => n === name)) entries.push([name, item]);
      }
    }
    return entries;
  }

  /** A key as readers see it: an alias key is the value it refers to. */
  private keyName(key: Node | null): string {
    if (key === null) return '';
    if (this.yaml.isAlias(key)) {
      const target = this.anchors.get(key.source);
      return target ? this.keyName(target) : String(key);
    }
    this.remember(key);
    if (this.yaml.isScalar(key)) return String(key.value ?? '');
    return String(key);
  }

  private remember(node: Node): void {
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) this.anchors.set(anchor, node);
  }

  private emptyValue(pointer: string, key: readonly [number, number] | undefined): null {
    if (key && !this.spans.has(pointer)) this.spans.set(pointer, { value: key, key });
    return null;
  }

  private alias(node: Node, pointer: string, depth: number): unknown {
    if (++this.aliases > this.limits.maxAliases) {
      throw new LimitExceeded(
        `The document uses more than ${this.limits.maxAliases} YAML aliases; mcpdesc stops reading here. Write the values out or raise limits.maxAliases.`,
        node.range?.[0] ?? 0,
        pointer,
      );
    }
    const target = this.yaml.isAlias(node) ? this.anchors.get(node.source) : undefined;
    if (!target) return null;
    if (this.resolving.has(target)) {
      throw new LimitExceeded(
        'This YAML alias refers to a node that contains it, which would repeat forever. Remove the self-reference.',
        node.range?.[0] ?? 0,
        pointer,
      );
    }
    this.resolving.add(target);
    try {
      return this.build(target, pointer, depth);
    } finally {
      this.resolving.delete(target);
    }
  }
}

/** A plain `<<` key. */
function isMergeKey(key: Node | null): boolean {
  return key !== null && vendoredYaml().isScalar(key) && key.value === '<<' && key.type === 'PLAIN';
}

/** defineProperty keeps a "__proto__" key an ordinary property instead of changing the prototype. */
function define(object: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
}

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && 'range' in (value as object);
}

/** YAML may produce bigints or dates for some scalars; descriptors hold JSON values only. */
function normalizeScalar(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value === undefined ? null : value;
}

/** The parser's message on one line, without its position, quoting no more than a few characters of the file. */
function firstLine(message: string): string {
  return shortQuotes(
    message
      .split('\n')[0]
      .replace(/ at line \d+, column \d+:?$/, '')
      .replace(/\.$/, ''),
  );
}
