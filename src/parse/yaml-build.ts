/**
 * The `yaml` library's tree of one document into a plain value and the place of every value in it, under
 * the parse limits (values with alias expansions, depth, string length, aliases): alias and `<<` merge
 * keys resolved as readers resolve them, duplicate keys reported where the second copy is.
 */
import type { Node, Scalar } from 'yaml';
import { append } from '../util/append.js';
import { vendoredYaml } from '../util/lazy-require.js';
import { joinPointer } from '../util/pointer.js';
import { depthMessage } from './messages.js';
import type { ParseLimits, ProblemSink, Spans } from './types.js';

/** A limit passed while building: the build stops, and the reader reports it at `offset`. */
export class LimitExceeded extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly pointer: string,
  ) {
    super(message);
  }
}

export class YamlBuilder {
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
