/**
 * Regular expressions taken from descriptors (`pattern`, `patternProperties`) never run unbounded.
 * Two mechanisms, cheapest first (the simplest patterns, a chain of characters and classes, skip
 * re2js for a matcher of their own with the same guarantee: simple-pattern.ts):
 * 1. a linear-time engine (re2js, a port of RE2): no input can make it backtrack, so ReDoS patterns
 *    such as `^(a+)+$` cost the same as any other. ECMA-262 syntax that RE2 spells differently is
 *    translated; JavaScript's meanings of `\s` and `.` are kept.
 * 2. patterns RE2 cannot express (lookaround, backreferences) run in JavaScript's own engine inside a
 *    worker thread with a deadline; a pattern that exceeds it throws `RegexTimeout` naming it, and is
 *    not run again in that file. After MAX_TIMEOUTS_PER_FILE timeouts in one file, no such pattern runs
 *    in it any more. The budget is the file's own (`RegexBudget`), counted in timeouts rather than
 *    milliseconds, so a file's report never depends on which files were checked before it or beside it.
 */
import type { RE2JS } from 're2js';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { vendoredRe2js } from '../util/lazy-require.js';
import { RegexSandbox } from './regex-sandbox.js';
import { simplePattern } from './simple-pattern.js';

export const DEFAULT_REGEX_TIMEOUT_MS = 100;
/** Patterns that may time out in one file before backtracking patterns stop running in it. */
export const MAX_TIMEOUTS_PER_FILE = 10;

/** One file's allowance for backtracking patterns: which timed out, and how many. */
export class RegexBudget {
  readonly timedOut = new Set<string>();

  get exhausted(): boolean {
    return this.timedOut.size >= MAX_TIMEOUTS_PER_FILE;
  }
}

export class RegexTimeout extends Error {
  constructor(
    readonly pattern: string,
    readonly budgetMs: number,
    readonly exhausted = false,
  ) {
    super(
      exhausted
        ? `regular expression ${JSON.stringify(pattern)} was not run: ${MAX_TIMEOUTS_PER_FILE} patterns that need backtracking already timed out in this file`
        : `regular expression ${JSON.stringify(pattern)} took longer than ${budgetMs} ms`,
    );
    this.name = 'RegexTimeout';
  }
}

/** Compiled patterns kept per engine: enough for a run's recurring patterns, bounded for hostile ones. */
const MAX_COMPILED = 500;

interface RegExpLike {
  test(input: string): boolean;
  /** ajv caches compiled patterns by this string, so it must identify the pattern as RegExp's does. */
  toString(): string;
}

/** An ajv engine whose fallback patterns are charged to the budget `use` makes current. */
export interface BudgetedRegExp extends RegExpEngine {
  /** Runs `work` with `budget` as the file whose patterns run. */
  use<T>(budget: RegexBudget, work: () => T): T;
}

/** An ajv regular-expression engine that runs every pattern in linear time or under a deadline. */
export function budgetedRegExp(budgetMs = DEFAULT_REGEX_TIMEOUT_MS): BudgetedRegExp {
  const fallback = new Fallback(budgetMs);
  // The same few patterns recur in many schemas, and compiling one for RE2 costs far more than a test.
  const compiled = new Map<string, RegExpLike>();
  const engine = (pattern: string, flags: string): RegExpLike => {
    const key = `${flags}/${pattern}`;
    let found = compiled.get(key);
    if (!found) {
      // Invalid ECMA-262 syntax throws here, so a bad pattern is reported as such.
      const native = new RegExp(pattern, flags);
      found = lazyPattern(pattern, flags, native, fallback);
      if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
      compiled.set(key, found);
    }
    return found;
  };
  const use = <T>(budget: RegexBudget, work: () => T): T => {
    const outer = fallback.budget;
    fallback.budget = budget;
    try {
      return work();
    } finally {
      fallback.budget = outer;
    }
  };
  return Object.assign(engine, { code: 'new RegExp', use });
}

/**
 * A pattern whose engine is chosen on its first test: checking a schema only compiles its patterns (for
 * their syntax), and most runs never test a value against one, so they never load re2js (30 ms).
 */
function lazyPattern(pattern: string, flags: string, native: RegExp, fallback: Fallback): RegExpLike {
  let test: ((input: string) => boolean) | undefined;
  return {
    test: (input) => {
      test ??= chooseEngine(pattern, flags, native, fallback);
      return test(input);
    },
    toString: () => native.toString(),
  };
}

function chooseEngine(pattern: string, flags: string, native: RegExp, fallback: Fallback): (input: string) => boolean {
  // The simplest patterns (many in practice) need no re2js at all.
  const linear = simplePattern(pattern, flags) ?? toRe2(pattern, flags);
  return linear ? (input) => linear.test(input) : fallback.wrap(native).test;
}

class Fallback {
  private sandbox: RegexSandbox | undefined;
  /** The budget of the file being checked; one of its own outside any file (tests that use the engine directly). */
  budget = new RegexBudget();

  constructor(private readonly budgetMs: number) {}

  wrap(native: RegExp): Pick<RegExpLike, 'test'> {
    return {
      test: (input) => {
        const key = `${native.flags}/${native.source}`;
        const budget = this.budget;
        if (budget.timedOut.has(key)) throw new RegexTimeout(native.source, this.budgetMs);
        if (budget.exhausted) throw new RegexTimeout(native.source, this.budgetMs, true);
        this.sandbox ??= new RegexSandbox();
        const result = this.sandbox.test(native.source, native.flags, input, this.budgetMs);
        if (result === 'timeout') {
          this.sandbox = undefined;
          budget.timedOut.add(key);
          throw new RegexTimeout(native.source, this.budgetMs);
        }
        return result;
      },
    };
  }
}

/** JavaScript's `\s`: RE2's is ASCII only. */
const JS_SPACE = '\\t\\n\\x{B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** JavaScript's `.` without the s flag: anything but a line terminator. */
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

let re2: typeof RE2JS | undefined;

/** re2js, loaded on the first pattern (see lazy-require.ts): its Unicode tables take a while to build. */
export function re2js(): typeof RE2JS {
  re2 ??= vendoredRe2js().RE2JS;
  return re2;
}

/** The pattern compiled by RE2 with JavaScript's meaning, or undefined when RE2 cannot express it. */
export function toRe2(pattern: string, flags: string): { test(input: string): boolean } | undefined {
  const translated = translate(pattern);
  if (translated === undefined) return undefined;
  try {
    const RE2 = re2js();
    const compiled = RE2.compile(translated, (flags.includes('i') ? RE2.CASE_INSENSITIVE : 0) | (flags.includes('m') ? RE2.MULTILINE : 0));
    return { test: (input) => compiled.test(input) };
  } catch {
    return undefined;
  }
}

/** ECMA-262 pattern → RE2 syntax; undefined for constructs RE2 lacks (lookaround, backreferences). */
export function translate(pattern: string): string | undefined {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return undefined;
      const unicode = /^u\{([0-9a-fA-F]{1,6})\}|^u([0-9a-fA-F]{4})/.exec(pattern.slice(i + 1));
      if (unicode) {
        out += `\\x{${unicode[1] ?? unicode[2]}}`;
        i += unicode[0].length;
      } else if (/[1-9]/.test(next) || next === 'k') {
        return undefined; // backreference
      } else if (next === 's') {
        out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
        i++;
      } else if (next === 'S' && !inClass) {
        out += `[^${JS_SPACE}]`;
        i++;
      } else if (next === 'b' && inClass) {
        out += '\\x{8}';
        i++;
      } else if (next === 'c' && /[a-zA-Z]/.test(pattern[i + 2] ?? '')) {
        out += `\\x{${(pattern.charCodeAt(i + 2) % 32).toString(16)}}`;
        i += 2;
      } else if (next === '0' && !/[0-9]/.test(pattern[i + 2] ?? '')) {
        out += '\\x{0}';
        i++;
      } else {
        out += c + next;
        i++;
      }
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      if (pattern.startsWith('[^]', i)) {
        out += '(?s:.)';
        i += 2;
        continue;
      }
      inClass = true;
      out += c;
      // A "]" right after "[" or "[^" is a literal in RE2 but closes an empty class in JavaScript.
      if (pattern[i + 1] === ']' || (pattern[i + 1] === '^' && pattern[i + 2] === ']')) return undefined;
      continue;
    }
    if (c === '(' && pattern[i + 1] === '?' && /[=!<]/.test(pattern[i + 2] ?? '') && !/^\(\?<[A-Za-z_]/.test(pattern.slice(i))) {
      return undefined; // lookahead or lookbehind
    }
    out += c === '.' ? JS_DOT : c;
  }
  return inClass ? undefined : out;
}
