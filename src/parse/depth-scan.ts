/**
 * Cheap linear pre-scans, run before a parser that builds a whole tree: jsonc-parser and
 * toml-eslint-parser recurse once per "[" or "{", so 10,000 of them overflow the stack before
 * mcpdesc's own depth check sees the tree, and toml-eslint-parser keeps about 1.4 KB per value, so a
 * 5 MB file of 2.5 million array elements took 3.5 GB. Each scan skips strings and comments as its
 * syntax has them, and says where nesting first passes `maxDepth` or the values first pass
 * `maxNodes`. The count is a lower bound of the values the parser would count (each key/value
 * separator is a value, each comma in an array one more), so passing it is certain.
 */
import type { ParseLimits } from './types.js';

export interface ScanLimit {
  kind: 'depth' | 'nodes';
  offset: number;
}

/** Whether a text cannot pass either limit: too few openers to nest, too short to hold the values. */
function plainlyWithin(text: string, limits: Pick<ParseLimits, 'maxDepth' | 'maxNodes'>): boolean {
  if (text.length > limits.maxNodes) return false;
  let openers = 0;
  for (let i = text.indexOf('['); i !== -1 && openers <= limits.maxDepth; i = text.indexOf('[', i + 1)) openers++;
  for (let i = text.indexOf('{'); i !== -1 && openers <= limits.maxDepth; i = text.indexOf('{', i + 1)) openers++;
  return openers <= limits.maxDepth;
}

/**
 * Brackets and separators outside what `skip` says to pass over (it returns the last index of a string
 * or comment that starts at `i`, or undefined). `separator` is the character that ends a key.
 */
function scan(
  text: string,
  limits: Pick<ParseLimits, 'maxDepth' | 'maxNodes'>,
  separator: string,
  skip: (i: number) => number | undefined,
): ScanLimit | undefined {
  if (plainlyWithin(text, limits)) return undefined;
  // The open brackets, innermost last: a comma counts a value only inside an array.
  const open: string[] = [];
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '{') {
      open.push(c);
      if (open.length > limits.maxDepth) return { kind: 'depth', offset: i };
    } else if (c === ']' || c === '}') {
      open.pop();
    } else if (c === separator || (c === ',' && open[open.length - 1] === '[')) {
      if (++values > limits.maxNodes) return { kind: 'nodes', offset: i };
    } else {
      const end = skip(i);
      if (end !== undefined) i = end;
    }
  }
  return undefined;
}

/** JSON with comments: double-quoted strings with escapes, `//` and block comments. */
export function jsoncLimit(text: string, limits: Pick<ParseLimits, 'maxDepth' | 'maxNodes'>): ScanLimit | undefined {
  return scan(text, limits, ':', (i) => {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"' && text[j] !== '\n'; j++) if (text[j] === '\\') j++;
      return j;
    }
    if (c === '/' && text[i + 1] === '/') return lineEnd(text, i);
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      return end === -1 ? text.length : end + 1;
    }
    return undefined;
  });
}

/** TOML: basic and literal strings, their multi-line forms, and `#` comments. */
export function tomlLimit(text: string, limits: Pick<ParseLimits, 'maxDepth' | 'maxNodes'>): ScanLimit | undefined {
  return scan(text, limits, '=', (i) => {
    const c = text[i];
    if (c === '#') return lineEnd(text, i);
    if (c === "'" && text.startsWith("'''", i)) {
      const end = text.indexOf("'''", i + 3);
      return end === -1 ? text.length : end + 2;
    }
    if (c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== "'" && text[j] !== '\n') j++;
      return j;
    }
    if (c === '"' && text.startsWith('"""', i)) {
      let j = i + 3;
      for (; j < text.length && !text.startsWith('"""', j); j++) if (text[j] === '\\') j++;
      return j + 2;
    }
    if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"' && text[j] !== '\n'; j++) if (text[j] === '\\') j++;
      return j;
    }
    return undefined;
  });
}

/** Whether a block scalar's header (`|`, `>-`, `|2 # note`) starts at `at` and ends its line. */
function blockHeader(text: string, at: number): boolean {
  return /^[|>][-+0-9]*[ \t]*(#.*)?$/.test(text.slice(at, Math.min(lineEnd(text, at), at + 200)));
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}

/**
 * YAML's values, counted no higher than the builder counts them, before the `yaml` parser builds its
 * tree (a 4 MB sequence of a million items took 21 s and 1 GB): each "- " with an item after it on its
 * line, each block mapping value on the line of its key, and each comma in a flow collection. Block
 * scalars' lines, comments and quoted scalars are passed over; text this misreads (a plain scalar's
 * quote) is counted less, never more. Returns where the count passes `maxNodes`.
 */
export function yamlNodesExceeded(text: string, maxNodes: number): number | undefined {
  if (text.length <= maxNodes) return undefined;
  let values = 0;
  let flow = 0;
  /** The indentation of the line that opened a block scalar, while in its content. */
  let blockIndent = -1;
  let i = 0;
  while (i < text.length) {
    const end = lineEnd(text, i);
    let indent = 0;
    while (text[i + indent] === ' ') indent++;
    let j = i + indent;
    if (blockIndent >= 0 && (j === end || indent > blockIndent)) {
      i = end + 1;
      continue;
    }
    blockIndent = -1;
    if (flow === 0) {
      // "- - a": two items, each with something after it on the line.
      while (text[j] === '-' && text[j + 1] === ' ') {
        j += 2;
        while (text[j] === ' ') j++;
        if (j < end && text[j] !== '#' && ++values > maxNodes) return j;
      }
    }
    // Where the line's content starts, past its "- " indicators: a block scalar header may stand there.
    const content = j;
    let mapped = false;
    for (; j < text.length && text[j] !== '\n'; j++) {
      const c = text[j];
      const before = j === 0 ? ' ' : text[j - 1];
      if (c === '#' && (before === ' ' || before === '\t' || j === i + indent)) {
        j = lineEnd(text, j) - 1;
      } else if (c === '"') {
        for (j++; j < text.length && text[j] !== '"'; j++) if (text[j] === '\\') j++;
      } else if (c === "'" && /[\s[{,:]/.test(before)) {
        for (j++; j < text.length && text[j] !== "'"; j++);
      } else if (c === '[' || c === '{') {
        flow++;
      } else if (c === ']' || c === '}') {
        flow = Math.max(0, flow - 1);
      } else if (c === ',' && flow > 0) {
        if (++values > maxNodes) return j;
      } else if (c === ':' && flow === 0 && !mapped && text[j + 1] === ' ') {
        let k = j + 1;
        while (text[k] === ' ') k++;
        if (k < text.length && text[k] !== '\n' && text[k] !== '#') {
          mapped = true;
          if (++values > maxNodes) return j;
          // A block scalar's lines are text, not values.
          if (blockHeader(text, k)) blockIndent = indent;
        }
      } else if ((c === '|' || c === '>') && flow === 0 && j === content && blockHeader(text, j)) {
        blockIndent = indent;
      }
    }
    i = j + 1;
  }
  return undefined;
}

/** The offset where a YAML text's "[" / "{" nesting first exceeds `max`, skipping quoted scalars and comments; undefined if it never does. */
export function flowDepthExceeded(text: string, max: number): number | undefined {
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
