/**
 * JSON, JSONC, YAML and TOML into plain values plus a map from JSON Pointer to source offsets, so that
 * rules can report pointers and every finding still lands on an exact line and column. `.json` files are
 * held to strict JSON (json.ts; clean ones take json-fast.ts and read positions only when asked); client
 * configurations are read as JSONC (jsonc.ts), YAML through the `yaml` parser (yaml.ts; clean block YAML
 * takes yaml-fast.ts and reads positions only when asked), TOML through toml.ts. Problems (syntax,
 * duplicate keys, several documents, limits) come back as data, never as exceptions.
 *
 * This module only chooses the parser; the types every parser shares are in types.ts, and it re-exports
 * them (and `parsedFromSpans`) as the parser's public face.
 */
import { parseJson } from './json.js';
import { parseJsonc } from './jsonc.js';
import { parseJsonFast } from './json-fast.js';
import { jsonLocator } from './json-locate.js';
import { parseToml } from './toml.js';
import { parseYamlFast, yamlFastSpans } from './yaml-fast.js';
import { LineIndex } from './lines.js';
import { flowDepthExceeded } from './depth-scan.js';
import { fromSpans, located } from './located.js';
import { DEFAULT_PARSE_LIMITS, type ParsedDocument, type ParseLimits, type ParseProblem, type ProblemSink, type SourceFormat, type Spans } from './types.js';
import { parseYaml } from './yaml.js';

export { parsedFromSpans } from './located.js';
export {
  DEFAULT_PARSE_LIMITS,
  type ParsedDocument,
  type ParseLimits,
  type ParseProblem,
  type ParseProblemKind,
  type SourceComment,
  type SourceFormat,
  type Spans,
  type StringAnchors,
} from './types.js';

export function formatOf(path: string): SourceFormat {
  return /\.json$/i.test(path) ? 'json' : 'yaml';
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
