/**
 * What makes an include or exclude glob invalid. picomatch accepts anything and quietly treats a
 * malformed pattern as literal text, so a typo would match nothing and lint (or skip) less than meant.
 * A glob is rejected when it is empty, when its brackets, braces or parentheses do not pair up, or
 * when it could never match: globs are matched against relative POSIX paths (from the root, or from
 * a searched folder outside it), which are never absolute and never contain "..".
 */

const CLOSERS: Readonly<Record<string, string>> = { '{': '}', '(': ')' };

/** Why `glob` is invalid, in words that fit after the glob is quoted, or undefined when it is fine. */
export function globProblem(glob: string): string | undefined {
  if (glob.trim() === '') return 'is empty';
  const pattern = glob.startsWith('!') ? glob.slice(1) : glob; // picomatch negation
  if (pattern.startsWith('/') || /^[A-Za-z]:[\\/]/.test(pattern)) {
    return 'is an absolute path, but globs match relative paths (e.g. "servers/**/*.mcp.json"), so it can never match';
  }
  if (pattern.split('/').includes('..')) return 'has a ".." segment, but the relative paths globs match never contain "..", so it can never match';
  return unbalanced(glob);
}

/**
 * Why a list of include globs would find no file at all, or undefined. An include that matches nothing
 * would turn the run into "0 files checked", a silent pass.
 */
export function includeProblem(globs: readonly string[]): string | undefined {
  if (globs.length === 0) return "lists no glob, so no file would be checked; leave it out to look at every format's usual paths";
  if (globs.every((glob) => glob.startsWith('!'))) {
    return `has only negated globs (${globs.map((g) => JSON.stringify(g)).join(', ')}), which match no file by themselves; list what to check, and put what to skip under exclude`;
  }
  for (const glob of globs) {
    if (/\\[A-Za-z0-9*.]/.test(glob)) {
      return `has ${JSON.stringify(glob)}, which uses "\\" as a path separator: globs match "/"-separated paths, so write ${JSON.stringify(glob.replace(/\\/g, '/'))} (to match a special character literally, use a class such as "[*]")`;
    }
    if (glob.endsWith('/'))
      return `has ${JSON.stringify(glob)}, which ends with "/" and so matches folders, while only files are checked; write ${JSON.stringify(`${glob}**`)}`;
  }
  return undefined;
}

/** The first bracket, brace or parenthesis without its partner (backslash escapes one character). */
function unbalanced(glob: string): string | undefined {
  const open: { char: string; at: number }[] = [];
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '\\') {
      i++;
    } else if (char === '[') {
      const end = classEnd(glob, i);
      if (end < 0) return never(char, i);
      i = end;
    } else if (char in CLOSERS) {
      open.push({ char, at: i });
    } else if (char === '}' || char === ')' || char === ']') {
      const last = open.pop();
      if (!last || CLOSERS[last.char] !== char)
        return `has a "${char}" at character ${i + 1} that closes nothing; escape it as "\\${char}" to match it literally`;
    }
  }
  const last = open.pop();
  return last ? never(last.char, last.at) : undefined;
}

function never(char: string, at: number): string {
  return `has a "${char}" at character ${at + 1} that is never closed; escape it as "\\${char}" to match it literally`;
}

/** The index of the "]" that ends the character class opened at `start`, or -1. */
function classEnd(glob: string, start: number): number {
  let i = start + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  if (glob[i] === ']') i++; // a "]" first in the class is literal
  for (; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === '[' && glob[i + 1] === ':') {
      const end = glob.indexOf(':]', i + 2); // a POSIX class such as [:alpha:]
      if (end < 0) return -1;
      i = end + 1;
    } else if (glob[i] === ']') return i;
  }
  return -1;
}
