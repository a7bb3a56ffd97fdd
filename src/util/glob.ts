/**
 * Matchers for globs of the shape every format's paths have (`**\/.vscode/mcp.json`, `**\/?*.mcp.json`),
 * built without picomatch: compiling a glob with picomatch is most of the matching a one-file run does.
 * Such a glob becomes the regular expression picomatch makes of it with `dot: true`
 * (`__tests__/glob.test.ts` compares the two for every format's globs); any other glob goes to picomatch.
 */
import { vendoredPicomatch } from './lazy-require.js';

/**
 * `**\/` then literal segments, where `?` may stand for a character, `?*` for one or more and `*` for any
 * (not first, where picomatch's `**\/` changes, nor last, where it adds an optional `/`).
 */
const SIMPLE = /^\*\*\/(?!\*)(?:[\w-]|\.(?!\.|\/|$)|\?\*?|\*(?!\*|$)|\/(?![/.]|$))+$/;
/** picomatch's `*` at the start of a segment: not `.` or `..`, and at least one character. */
const SEGMENT_STAR = String.raw`\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?`;
/** picomatch's `**\/` with `dot: true`: any folders, none of them `.` or `..`. */
const ANY_FOLDERS = String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)`;

/** The regular expression picomatch makes of a simple glob, or undefined for any other glob. */
export function simpleGlobRegExp(glob: string): RegExp | undefined {
  if (!SIMPLE.test(glob)) return undefined;
  const rest = glob
    .slice(3)
    .replace(/\?\*|\/\*|[*?./]/g, (token) => ({ '?*': '[^/][^/]*?', '/*': SEGMENT_STAR, '*': '[^/]*?', '?': '[^/]', '.': '\\.', '/': '\\/' })[token] ?? token);
  return new RegExp(`${ANY_FOLDERS}${rest})$`);
}

/** Whether a root-relative POSIX path matches any of `globs`, as picomatch with `dot: true` says. */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  if (globs.length === 0) return () => false;
  const simple = globs.map(simpleGlobRegExp);
  if (!simple.every((re) => re !== undefined)) return vendoredPicomatch()([...globs], { dot: true });
  const tails = globs.map(literalTail);
  // picomatch also takes a path that is the glob itself, character for character.
  return (path) => path !== '' && simple.some((re, i) => path === globs[i] || (path.endsWith(tails[i]) && re.test(path)));
}

/**
 * What every path a simple glob matches ends with: its text after its last `*` or `?` (past the leading
 * `**\/`, which may match nothing: `server.json` at the root), which its regular expression takes literally
 * just before `$`. Tested first, since a run tests each source file against
 * every format's globs (about 50), in discovery and again in classification, and nearly all fail it.
 */
function literalTail(glob: string): string {
  const rest = glob.slice(3);
  return rest.slice(Math.max(rest.lastIndexOf('*'), rest.lastIndexOf('?')) + 1);
}
