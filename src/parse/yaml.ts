/**
 * YAML through the `yaml` library, with every span and problem: the checks that must come before the
 * library (nesting and value counts it would overflow on), its documents and syntax errors as
 * problems, then the first document built into a value (yaml-build.ts).
 */
import type { Document, Node } from 'yaml';
import { vendoredYaml } from '../util/lazy-require.js';
import { flowDepthExceeded, yamlNodesExceeded } from './depth-scan.js';
import { depthMessage } from './messages.js';
import type { ParseLimits, ProblemSink, Spans } from './types.js';
import { LimitExceeded, YamlBuilder } from './yaml-build.js';
import { deepestLine, yamlSyntaxProblem } from './yaml-hints.js';

/** The first document's value, its places written into `spans` and its problems told to `problem`; undefined when it cannot be read. */
export function parseYaml(text: string, spans: Map<string, Spans>, limits: ParseLimits, problem: ProblemSink): unknown {
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
    const syntaxError = yamlSyntaxProblem(source, error);
    problem('syntax', syntaxError.message, syntaxError.start, syntaxError.end);
  }
  if (syntax) return undefined;
  if (!first.contents) return null;
  try {
    return new YamlBuilder(spans, limits, problem, first.directives?.yaml.version === '1.1').build(first.contents as Node, '', 0);
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
