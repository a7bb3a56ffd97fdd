/**
 * `.mcpbignore`: the gitignore-style patterns `mcpb pack` leaves out of the bundle (one a line, `#`
 * comments, `!` re-includes, a trailing `/` for folders, a `/` inside anchors the pattern to the bundle
 * folder). Matching is by hand, segment by segment, in time proportional to pattern × path: the file is
 * input from a pull request, so no pattern of it becomes a regular expression.
 */

export interface IgnorePattern {
  /** The line as written, for messages. */
  text: string;
  negated: boolean;
  /** Ends in `/`: matches folders only. */
  folderOnly: boolean;
  /** Has a `/` before its end: matched against the whole path from the bundle folder, else against each name. */
  anchored: boolean;
  segments: readonly Token[][];
}

type Token =
  | { kind: 'star' }
  | { kind: 'any' }
  | { kind: 'globstar' }
  | { kind: 'char'; char: string }
  | { kind: 'class'; negated: boolean; ranges: [string, string][] };

const MAX_LINES = 2_000;
const MAX_LINE = 1_000;

export function parseIgnore(text: string): IgnorePattern[] {
  const patterns: IgnorePattern[] = [];
  for (const raw of text.split(/\r?\n/, MAX_LINES)) {
    let line = raw.trim();
    if (line === '' || line.startsWith('#') || line.length > MAX_LINE) continue;
    const written = line;
    const negated = line.startsWith('!');
    if (negated) line = line.slice(1);
    else if (line.startsWith('\\#') || line.startsWith('\\!')) line = line.slice(1);
    const folderOnly = line.endsWith('/');
    while (line.endsWith('/')) line = line.slice(0, -1);
    const anchored = line.includes('/');
    line = line.replace(/^\/+/, '');
    if (line === '') continue;
    patterns.push({ text: written, negated, folderOnly, anchored, segments: line.split('/').map(tokens) });
  }
  return patterns;
}

/** The pattern that leaves a bundle-relative file path out of the bundle, if any (a folder of it counts). */
export function ignoredBy(patterns: readonly IgnorePattern[], path: string): string | undefined {
  if (patterns.length === 0) return undefined;
  const parts = path.split('/');
  // As git does: once a folder is left out, nothing inside it comes back.
  for (let depth = 1; depth <= parts.length; depth++) {
    const sub = parts.slice(0, depth);
    const folder = depth < parts.length;
    let verdict: IgnorePattern | undefined;
    for (const pattern of patterns) {
      if (pattern.folderOnly && !folder) continue;
      const matches = pattern.anchored ? segmentsMatch(pattern.segments, sub) : segmentMatch(pattern.segments[0], sub[sub.length - 1]);
      if (matches) verdict = pattern.negated ? undefined : pattern;
    }
    if (verdict) return verdict.text;
  }
  return undefined;
}

function tokens(segment: string): Token[] {
  if (segment === '**') return [{ kind: 'globstar' }];
  const out: Token[] = [];
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c === '\\' && i + 1 < segment.length) out.push({ kind: 'char', char: segment[++i] });
    else if (c === '*') {
      if (out[out.length - 1]?.kind !== 'star') out.push({ kind: 'star' });
    } else if (c === '?') out.push({ kind: 'any' });
    else if (c === '[') {
      const end = segment.indexOf(']', i + 2);
      if (end === -1) {
        out.push({ kind: 'char', char: c });
        continue;
      }
      let body = segment.slice(i + 1, end);
      const negated = body.startsWith('!') || body.startsWith('^');
      if (negated) body = body.slice(1);
      const ranges: [string, string][] = [];
      for (let j = 0; j < body.length; j++) {
        if (body[j + 1] === '-' && j + 2 < body.length) {
          ranges.push([body[j], body[j + 2]]);
          j += 2;
        } else ranges.push([body[j], body[j]]);
      }
      out.push({ kind: 'class', negated, ranges });
      i = end;
    } else out.push({ kind: 'char', char: c });
  }
  return out;
}

/** Path segments against pattern segments, `**` standing for any number of segments: a table of prefixes. */
function segmentsMatch(pattern: readonly Token[][], path: readonly string[]): boolean {
  // can[i][j]: pattern segments from i match path segments from j.
  const rows = pattern.length + 1;
  const cols = path.length + 1;
  const can = new Uint8Array(rows * cols);
  can[pattern.length * cols + path.length] = 1;
  for (let i = pattern.length - 1; i >= 0; i--) {
    const globstar = pattern[i].length === 1 && pattern[i][0].kind === 'globstar';
    for (let j = path.length; j >= 0; j--) {
      let ok = false;
      if (globstar) ok = can[(i + 1) * cols + j] === 1 || (j < path.length && can[i * cols + j + 1] === 1);
      else ok = j < path.length && can[(i + 1) * cols + j + 1] === 1 && segmentMatch(pattern[i], path[j]);
      can[i * cols + j] = ok ? 1 : 0;
    }
  }
  return can[0] === 1;
}

/** One name against one pattern segment: `*` backtracks only to the last star, so at worst pattern × name steps. */
function segmentMatch(pattern: readonly Token[], name: string): boolean {
  if (pattern.length === 1 && pattern[0].kind === 'globstar') return true;
  let p = 0;
  let n = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (n < name.length) {
    const token = pattern[p];
    if (token && token.kind !== 'star' && token.kind !== 'globstar' && matchesOne(token, name[n])) {
      p++;
      n++;
    } else if (token && (token.kind === 'star' || token.kind === 'globstar')) {
      starAt = p++;
      resumeAt = n;
    } else if (starAt !== -1) {
      p = starAt + 1;
      n = ++resumeAt;
    } else return false;
  }
  while (p < pattern.length && (pattern[p].kind === 'star' || pattern[p].kind === 'globstar')) p++;
  return p === pattern.length;
}

function matchesOne(token: Token, char: string): boolean {
  switch (token.kind) {
    case 'any':
      return true;
    case 'char':
      return token.char === char;
    case 'class': {
      const inside = token.ranges.some(([from, to]) => char >= from && char <= to);
      return inside !== token.negated;
    }
    default:
      return false;
  }
}
