#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6328);

const code = await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6328:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: EXIT

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./src/protocol/versions.ts
/** The MCP protocol revisions mcpdesc knows, oldest first. */
const VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const LATEST = VERSIONS[VERSIONS.length - 1];
function isVersion(value) {
    return typeof value === 'string' && VERSIONS.includes(value);
}
/** Negative when a is older than b, 0 when equal, positive when newer. */
function compareVersions(a, b) {
    return VERSIONS.indexOf(a) - VERSIONS.indexOf(b);
}
function inSpan(version, span) {
    if (span.since && compareVersions(version, span.since) < 0)
        return false;
    if (span.until && compareVersions(version, span.until) > 0)
        return false;
    return true;
}
function versionsIn(span) {
    return VERSIONS.filter((v) => inSpan(v, span));
}
/** How messages name a set of versions: "in 2025-06-18 and later", "only in 2025-11-25", "in 2024-11-05 to 2025-06-18". */
function describeVersions(versions) {
    if (versions.length === 0)
        return 'in no protocol version';
    const first = versions[0];
    const last = versions[versions.length - 1];
    const contiguous = VERSIONS.indexOf(last) - VERSIONS.indexOf(first) === versions.length - 1;
    if (!contiguous)
        return `in ${versions.join(', ')}`;
    if (versions.length === 1)
        return `only in ${first}`;
    if (versions.length === VERSIONS.length)
        return 'in every version';
    if (last === LATEST)
        return `in ${first} and later`;
    if (first === VERSIONS[0])
        return `in ${last} and earlier`;
    return `in ${first} to ${last}`;
}

;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/catalogue/package-root.ts



let cached;
/**
 * The directory holding mcpdesc's package.json, `rules/` and `docs/`. Found by walking up from this
 * module, so it works from `src/` under jest and from the `dist/` bundles alike.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,external_node_path_namespaceObject.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
    for (;;) {
        const manifest = (0,external_node_path_namespaceObject.join)(dir, 'package.json');
        if ((0,external_node_fs_namespaceObject.existsSync)(manifest) && (0,external_node_fs_namespaceObject.existsSync)((0,external_node_path_namespaceObject.join)(dir, 'rules'))) {
            const { name } = JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(manifest, 'utf8'));
            if (name === 'mcpdesc')
                return (cached = dir);
        }
        const parent = (0,external_node_path_namespaceObject.dirname)(dir);
        if (parent === dir)
            throw new Error('cannot find the mcpdesc package root (package.json beside rules/)');
        dir = parent;
    }
}
function packageVersion() {
    const { version } = JSON.parse((0,external_node_fs_namespaceObject.readFileSync)((0,external_node_path_namespaceObject.join)(packageRoot(), 'package.json'), 'utf8'));
    return version;
}

;// CONCATENATED MODULE: ./src/catalogue/catalogue.ts
/**
 * The rule catalogue: `rules/<family>.yaml`, one entry per rule. It is the single source of rule
 * documentation, SARIF rule metadata, default levels and the versions a rule applies to.
 */





const LEVEL_OF = { must: 'error', should: 'warning', may: 'note' };
const REQUIRED_TEXT = ['id', 'title', 'summary', 'statement', 'owner', 'surface', 'path', 'kind', 'level', 'status'];
function loadCatalogue(root = packageRoot()) {
    const dir = (0,external_node_path_namespaceObject.join)(root, 'rules');
    const rules = (0,external_node_fs_namespaceObject.readdirSync)(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .flatMap((file) => parseFamily(file.replace(/\.yaml$/, ''), (0,external_node_fs_namespaceObject.readFileSync)((0,external_node_path_namespaceObject.join)(dir, file), 'utf8')));
    const byId = new Map(rules.map((r) => [r.id, r]));
    if (byId.size !== rules.length)
        throw new Error('rules/*.yaml: a rule id appears twice');
    return { rules, get: (id) => byId.get(id) };
}
function parseFamily(family, text) {
    const doc = (0,dist/* parse */.qg)(text);
    if (!doc || !Array.isArray(doc.rules))
        throw new Error(`rules/${family}.yaml: expected a top-level "rules" list`);
    return doc.rules.map((raw, index) => toEntry(family, raw, index));
}
function toEntry(family, raw, index) {
    const where = `rules/${family}.yaml, rule ${String(raw.id ?? `#${index + 1}`)}`;
    for (const key of REQUIRED_TEXT) {
        if (typeof raw[key] !== 'string' || raw[key] === '')
            throw new Error(`${where}: "${key}" must be a non-empty string`);
    }
    const requirement = raw.level;
    if (!(requirement in LEVEL_OF))
        throw new Error(`${where}: "level" must be must, should or may`);
    if (raw.owner !== 'mcp' && raw.owner !== 'mcpdesc')
        throw new Error(`${where}: "owner" must be mcp or mcpdesc`);
    const span = (raw.versions ?? {});
    for (const bound of [span.since, span.until]) {
        if (bound !== undefined && !isVersion(bound))
            throw new Error(`${where}: unknown version ${String(bound)}`);
    }
    const examples = (raw.examples ?? {});
    return {
        id: raw.id,
        family,
        title: raw.title,
        summary: raw.summary,
        statement: raw.statement,
        owner: raw.owner,
        surface: raw.surface,
        path: raw.path,
        kind: raw.kind,
        requirement,
        level: LEVEL_OF[requirement],
        status: raw.status,
        versions: versionsIn({ since: span.since, until: span.until }),
        ...(typeof raw.spec === 'string' ? { spec: raw.spec } : {}),
        tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
        examples: { valid: exampleRefs(examples.valid, where), invalid: exampleRefs(examples.invalid, where) },
    };
}
function exampleRefs(list, where) {
    if (list === undefined)
        return [];
    if (!Array.isArray(list))
        throw new Error(`${where}: examples must be lists of {file, pointer}`);
    return list.map((item) => {
        if (typeof item?.file !== 'string' || typeof (item.pointer ?? '') !== 'string') {
            throw new Error(`${where}: each example needs "file" and "pointer"`);
        }
        return { file: item.file, pointer: item.pointer ?? '' };
    });
}

;// CONCATENATED MODULE: ./src/catalogue/report-context.ts



const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';
/** Where a rule's generated page is published: the docs of the tagged release that produced the report. */
function ruleDocUrl(ruleId, version) {
    return `${REPOSITORY_URL}/blob/v${version}/docs/rules/${ruleId}.md`;
}
/** Reporter context backed by the installed package: its version and its generated rule pages. */
function packageReportContext(catalogue) {
    const toolVersion = packageVersion();
    const pages = new Map();
    return {
        toolVersion,
        catalogue,
        ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, toolVersion),
        ruleHelpMarkdown(ruleId) {
            if (!pages.has(ruleId)) {
                let page;
                try {
                    page = (0,external_node_fs_namespaceObject.readFileSync)((0,external_node_path_namespaceObject.join)(packageRoot(), 'docs', 'rules', `${ruleId}.md`), 'utf8');
                }
                catch {
                    page = undefined;
                }
                pages.set(ruleId, page);
            }
            return pages.get(ruleId);
        },
    };
}

;// CONCATENATED MODULE: ./src/util/pointer.ts
/** RFC 6901 JSON Pointers: how rules name a place in a document. */
function escapeSegment(segment) {
    return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
function unescapeSegment(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
function joinPointer(base, ...segments) {
    return segments.reduce((pointer, segment) => `${pointer}/${escapeSegment(segment)}`, base);
}
function splitPointer(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}
function parentPointer(pointer) {
    return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}
/** The value at a pointer, or undefined when the path does not exist. */
function getAt(root, pointer) {
    let current = root;
    for (const segment of splitPointer(pointer)) {
        if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment)) {
            return undefined;
        }
        current = current[segment];
    }
    return current;
}

;// CONCATENATED MODULE: ./src/parse/lines.ts
class LineIndex {
    text;
    starts = [0];
    constructor(text) {
        this.text = text;
        for (let i = 0; i < text.length; i++)
            if (text.charCodeAt(i) === 10)
                this.starts.push(i + 1);
    }
    position(offset) {
        const clamped = Math.max(0, Math.min(offset, this.text.length));
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (this.starts[mid] <= clamped)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: clamped - this.starts[low] + 1 };
    }
    /** The offset just past the last visible character of the line holding `offset` (before any CR/LF). */
    lineEnd(offset) {
        const { line } = this.position(offset);
        let end = line < this.starts.length ? this.starts[line] - 1 : this.text.length;
        while (end > 0 && (this.text.charCodeAt(end - 1) === 13 || this.text.charCodeAt(end - 1) === 10))
            end--;
        return Math.max(end, offset);
    }
    /** The text of one line (1-based), without its line break. */
    lineText(line) {
        const start = this.starts[line - 1] ?? this.text.length;
        const next = this.starts[line];
        return this.text.slice(start, next === undefined ? undefined : next - 1).replace(/\r$/, '');
    }
    range(start, end) {
        return { start: this.position(start), end: this.position(Math.max(start, end)) };
    }
}

;// CONCATENATED MODULE: ./src/parse/parse.ts
/**
 * JSON and YAML into plain values plus a map from JSON Pointer to source offsets, so that rules can
 * report pointers and every finding still lands on an exact line and column. Both formats go through
 * the `yaml` parser; `.json` files are also held to strict JSON. Problems (syntax, duplicate keys,
 * several documents, limits) come back as data, never as exceptions.
 */



const DEFAULT_PARSE_LIMITS = {
    maxDepth: 64,
    maxNodes: 200_000,
    maxStringLength: 1_000_000,
    maxAliases: 1_000,
};
function formatOf(path) {
    return /\.json$/i.test(path) ? 'json' : 'yaml';
}
class LimitExceeded extends Error {
    offset;
    pointer;
    constructor(message, offset, pointer) {
        super(message);
        this.offset = offset;
        this.pointer = pointer;
    }
}
function parseDocument(rawText, format, limits = DEFAULT_PARSE_LIMITS) {
    // A byte-order mark is not part of the first line's columns.
    const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
    const lines = new LineIndex(text);
    const spans = new Map();
    const problems = [];
    const problem = (kind, message, start, end = start + 1, pointer) => problems.push({ kind, message, range: lines.range(start, Math.min(end, lines.lineEnd(start))), ...(pointer === undefined ? {} : { pointer }) });
    if (format === 'json') {
        const jsonError = strictJsonError(text);
        if (jsonError)
            problem('syntax', jsonError.message, jsonError.offset);
    }
    let value;
    const documents = (0,dist/* parseAllDocuments */.hR)(text, { lineCounter: new dist/* LineCounter */.HN(), prettyErrors: false, uniqueKeys: true, strict: true });
    const list = Array.isArray(documents) ? documents : [];
    if (list.length > 1) {
        const second = list[1].range?.[0] ?? text.length;
        problem('multiple-documents', `This file holds ${list.length} YAML documents; a descriptor is exactly one. Move the others into files of their own.`, second);
    }
    const first = list[0];
    if (!first && problems.length === 0)
        value = null;
    if (first) {
        if (problems.length === 0 || format !== 'json') {
            for (const error of first.errors) {
                const [start, end] = error.pos;
                // Duplicate keys are reported by the builder, which knows the whole key and its pointer.
                if (error.code !== 'DUPLICATE_KEY' && format === 'yaml') {
                    problem('syntax', `YAML syntax error: ${firstLine(error.message)}.`, start, end);
                }
            }
        }
        if (first.contents && !problems.some((p) => p.kind === 'syntax')) {
            try {
                value = new Builder(first, spans, limits, problem).build(first.contents, '', 0);
            }
            catch (error) {
                if (!(error instanceof LimitExceeded))
                    throw error;
                problem('limits', error.message, error.offset, error.offset + 1, error.pointer);
                value = undefined;
            }
        }
        else if (!first.contents) {
            value = null;
        }
    }
    const nearest = (pointer) => {
        let current = pointer;
        while (current !== '' && !spans.has(current))
            current = parentPointer(current);
        return current;
    };
    const locate = (pointer, target = 'value') => {
        const found = nearest(pointer);
        const entry = spans.get(found);
        if (!entry)
            return lines.range(0, Math.min(1, text.length));
        const exact = found === pointer;
        const [start, end] = exact && target === 'key' && entry.key ? entry.key : entry.value;
        // A collection's region is its first line only: GitHub shows an alert on a pull request only when
        // every line of its region is in the diff.
        return lines.range(start, Math.min(end, lines.lineEnd(start)));
    };
    return { value, problems, lines, locate, nearest };
}
class Builder {
    document;
    spans;
    limits;
    problem;
    nodes = 0;
    aliases = 0;
    resolving = new Set();
    constructor(document, spans, limits, problem) {
        this.document = document;
        this.spans = spans;
        this.limits = limits;
        this.problem = problem;
    }
    build(node, pointer, depth, key) {
        const range = node.range ?? [0, 0, 0];
        if (!this.spans.has(pointer))
            this.spans.set(pointer, { value: [range[0], range[1]], ...(key ? { key } : {}) });
        if (++this.nodes > this.limits.maxNodes) {
            throw new LimitExceeded(`The document has more than ${this.limits.maxNodes} values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`, range[0], pointer);
        }
        if (depth > this.limits.maxDepth) {
            throw new LimitExceeded(`Nesting is deeper than ${this.limits.maxDepth} levels; mcpdesc stops reading here. Flatten the structure or raise limits.maxDepth.`, range[0], pointer);
        }
        if ((0,dist/* isAlias */.Vj)(node))
            return this.alias(node, pointer, depth);
        if ((0,dist/* isScalar */.jn)(node)) {
            if (typeof node.value === 'string' && node.value.length > this.limits.maxStringLength) {
                throw new LimitExceeded(`A string of ${node.value.length} characters is longer than the limit of ${this.limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`, range[0], pointer);
            }
            return normalizeScalar(node.value);
        }
        if ((0,dist/* isSeq */.oP)(node)) {
            return node.items.map((item, index) => (isNode(item) ? this.build(item, joinPointer(pointer, index), depth + 1) : null));
        }
        if ((0,dist/* isMap */.jh)(node)) {
            const object = {};
            for (const pair of node.items) {
                if (!(0,dist/* isPair */.tO)(pair))
                    continue;
                const keyNode = pair.key;
                const name = keyName(keyNode);
                const keySpan = keyNode?.range ? [keyNode.range[0], keyNode.range[1]] : undefined;
                const child = joinPointer(pointer, name);
                if (Object.prototype.hasOwnProperty.call(object, name) && keySpan) {
                    this.problem('duplicate-key', `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`, keySpan[0], keySpan[1], child);
                }
                const childValue = isNode(pair.value) ? this.build(pair.value, child, depth + 1, keySpan)
                    : this.emptyValue(child, keySpan);
                // defineProperty keeps a "__proto__" key an ordinary property instead of changing the prototype.
                Object.defineProperty(object, name, { value: childValue, enumerable: true, writable: true, configurable: true });
            }
            return object;
        }
        return null;
    }
    emptyValue(pointer, key) {
        if (key && !this.spans.has(pointer))
            this.spans.set(pointer, { value: key, key });
        return null;
    }
    alias(node, pointer, depth) {
        if (++this.aliases > this.limits.maxAliases) {
            throw new LimitExceeded(`The document uses more than ${this.limits.maxAliases} YAML aliases; mcpdesc stops reading here. Write the values out or raise limits.maxAliases.`, node.range?.[0] ?? 0, pointer);
        }
        const target = (0,dist/* isAlias */.Vj)(node) ? node.resolve(this.document) : undefined;
        if (!target)
            return null;
        if (this.resolving.has(target)) {
            throw new LimitExceeded('This YAML alias refers to a node that contains it, which would repeat forever. Remove the self-reference.', node.range?.[0] ?? 0, pointer);
        }
        this.resolving.add(target);
        try {
            return this.build(target, pointer, depth);
        }
        finally {
            this.resolving.delete(target);
        }
    }
}
function isNode(value) {
    return value !== null && typeof value === 'object' && 'range' in value;
}
function keyName(key) {
    if (key === null)
        return '';
    if ((0,dist/* isScalar */.jn)(key))
        return String(key.value ?? '');
    return String(key);
}
/** YAML may produce bigints or dates for some scalars; descriptors hold JSON values only. */
function normalizeScalar(value) {
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof Date)
        return value.toISOString();
    if (value instanceof Uint8Array)
        return Buffer.from(value).toString('base64');
    return value === undefined ? null : value;
}
function firstLine(message) {
    return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, '');
}
/** JSON.parse's verdict, with the offset of the first error, for `.json` files only. */
function strictJsonError(text) {
    try {
        JSON.parse(text);
        return undefined;
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const position = /position (\d+)/.exec(message);
        const offset = position ? Number(position[1]) : text.length === 0 ? 0 : text.length - 1;
        const reason = text.trim() === '' ? 'the file is empty' : message.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
        return { message: `Invalid JSON: ${reason}. Fix the syntax at this position (JSON allows no comments, trailing commas or single quotes).`, offset };
    }
}

;// CONCATENATED MODULE: ./src/util/json.ts
/** Small predicates and descriptions for JSON values, shared by the model checker and rules. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function hasOwn(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
}
/** How a message names a value: `a string ("abc")`, `a number (3.5)`, `an object`. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return `a string (${quote(value)})`;
        case 'number':
            return Number.isInteger(value) ? `an integer (${value})` : `a number (${value})`;
        case 'boolean':
            return `a boolean (${value})`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
/** A value quoted for a message, shortened so one finding never prints a whole blob. */
function quote(value, max = 60) {
    const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
    const shown = text.length > max ? `${text.slice(0, max - 1)}…` : text;
    return JSON.stringify(shown);
}
/** "a", "b" or "c" — for messages listing allowed values. */
function listOf(values, conjunction = 'or') {
    const quoted = values.map((v) => JSON.stringify(v));
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}

;// CONCATENATED MODULE: ./src/util/suggest.ts
/** "Did you mean …?" — the closest candidate within a small edit distance, if any. */
function closest(input, candidates, maxDistance = 2) {
    let best;
    let bestDistance = maxDistance + 1;
    const lowered = input.toLowerCase();
    for (const candidate of candidates) {
        const distance = candidate.toLowerCase() === lowered ? 0 : editDistance(input, candidate, bestDistance);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}
/** Levenshtein distance with adjacent transpositions, giving up beyond `limit`. */
function editDistance(a, b, limit = Infinity) {
    if (Math.abs(a.length - b.length) >= limit)
        return limit;
    let previous2 = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                value = Math.min(value, previous2[j - 2] + 1);
            current[j] = value;
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin >= limit)
            return limit;
        previous2 = previous;
        previous = current;
    }
    return previous[b.length];
}

;// CONCATENATED MODULE: ./src/engine/finding.ts
const LEVELS = ['error', 'warning', 'note'];
/** Most severe first, then by file position: the order reporters show findings in. */
function compareFindings(a, b) {
    return LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level)
        || a.path.localeCompare(b.path)
        || a.range.start.line - b.range.start.line
        || a.range.start.column - b.range.start.column
        || a.ruleId.localeCompare(b.ruleId);
}
/** Source order within a file, for text output. */
function compareByPosition(a, b) {
    return a.path.localeCompare(b.path)
        || a.range.start.line - b.range.start.line
        || a.range.start.column - b.range.start.column
        || LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level)
        || a.ruleId.localeCompare(b.ruleId);
}

;// CONCATENATED MODULE: ./src/engine/config.ts
/**
 * `.mcpdesc.yaml`: which files to lint, per-rule levels, and input limits. Parsing is pure and
 * strict: an unknown key, rule id or level is a usage error that names the accepted values.
 */





const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
const DEFAULT_INCLUDE = ['**/*.mcp.json', '**/*.mcp.yaml', '**/*.mcp.yml'];
const DEFAULT_LIMITS = {
    ...DEFAULT_PARSE_LIMITS,
    maxFileBytes: 5 * 1024 * 1024,
    regexTimeoutMs: 100,
};
const DEFAULT_CONFIG = { include: DEFAULT_INCLUDE, exclude: [], rules: {}, limits: DEFAULT_LIMITS };
class ConfigError extends Error {
}
const SETTINGS = [...LEVELS, 'off'];
const KEYS = ['include', 'exclude', 'rules', 'limits'];
/** Parse and check a configuration file's text; `source` names it in error messages. */
function parseConfig(text, source, catalogue) {
    let raw;
    try {
        raw = (0,dist/* parse */.qg)(text, { prettyErrors: false });
    }
    catch (error) {
        throw new ConfigError(`${source}: not valid YAML (${error.message.split('\n')[0]}). Fix the syntax.`);
    }
    if (raw === null || raw === undefined)
        return DEFAULT_CONFIG;
    if (!isObject(raw))
        throw new ConfigError(`${source}: the configuration must be a mapping with any of ${listOf(KEYS, 'and')}.`);
    for (const key of Object.keys(raw)) {
        if (!KEYS.includes(key))
            throw new ConfigError(`${source}: unknown setting ${JSON.stringify(key)}.${hint(key, KEYS)} Accepted settings: ${listOf(KEYS, 'and')}.`);
    }
    return {
        include: raw.include === undefined ? DEFAULT_INCLUDE : globs(raw.include, `${source}: include`),
        exclude: raw.exclude === undefined ? [] : globs(raw.exclude, `${source}: exclude`),
        rules: ruleSettings(raw.rules, source, catalogue),
        limits: limits(raw.limits, source),
    };
}
/** Per-rule settings given on a command line or action input, e.g. `mcp.tool.name-format=off`. */
function ruleSetting(ruleId, setting, where, catalogue) {
    if (!catalogue.get(ruleId)) {
        throw new ConfigError(`${where}: unknown rule ${JSON.stringify(ruleId)}.${hint(ruleId, catalogue.rules.map((r) => r.id))} See docs/rules/README.md for every rule id.`);
    }
    if (!SETTINGS.includes(setting)) {
        throw new ConfigError(`${where}: ${JSON.stringify(setting)} is not a rule setting for ${ruleId}; use ${listOf(SETTINGS)}.`);
    }
    return setting;
}
function ruleSettings(raw, source, catalogue) {
    if (raw === undefined || raw === null)
        return {};
    if (!isObject(raw))
        throw new ConfigError(`${source}: rules must map rule ids to ${listOf(SETTINGS)}.`);
    const settings = {};
    for (const [id, setting] of Object.entries(raw)) {
        settings[id] = ruleSetting(id, String(setting), `${source}: rules`, catalogue);
    }
    return settings;
}
function globs(raw, where) {
    const list = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(list) || list.some((g) => typeof g !== 'string' || g.trim() === '')) {
        throw new ConfigError(`${where} must be a glob or a list of globs, e.g. ["servers/**/*.mcp.json"].`);
    }
    return list;
}
function limits(raw, source) {
    if (raw === undefined || raw === null)
        return DEFAULT_LIMITS;
    const names = Object.keys(DEFAULT_LIMITS);
    if (!isObject(raw))
        throw new ConfigError(`${source}: limits must be a mapping of ${listOf(names, 'and')}.`);
    const result = { ...DEFAULT_LIMITS };
    for (const [key, value] of Object.entries(raw)) {
        if (!names.includes(key))
            throw new ConfigError(`${source}: unknown limit ${JSON.stringify(key)}.${hint(key, names)} Accepted limits: ${listOf(names, 'and')}.`);
        if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
            throw new ConfigError(`${source}: limits.${key} must be a positive integer (default ${DEFAULT_LIMITS[key]}).`);
        }
        result[key] = value;
    }
    return result;
}
function hint(input, candidates) {
    const near = closest(input, candidates, 3);
    return near ? ` Did you mean ${JSON.stringify(near)}?` : '';
}

;// CONCATENATED MODULE: ./src/protocol/model/dsl.ts
const string = { kind: 'string' };
const dsl_boolean = { kind: 'boolean' };
const number = { kind: 'number', integer: false };
const integer = { kind: 'number', integer: true };
const any = { kind: 'any' };
const object = { kind: 'object' };
const uri = { kind: 'string', format: 'uri' };
const unitInterval = { kind: 'number', integer: false, minimum: 0, maximum: 1 };
const constant = (value) => ({ kind: 'const', value });
const oneOf = (...values) => ({ kind: 'string', enum: values });
const ref = (name) => ({ kind: 'ref', name });
const array = (items) => ({ kind: 'array', items });
const map = (values) => ({ kind: 'map', values });
const shape = (fields) => ({ kind: 'shape', fields });
const freeform = (fields) => ({ kind: 'shape', fields, freeform: true });
const versioned = (...steps) => ({ kind: 'versioned', steps });
const union = (options, discriminator) => ({
    kind: 'union',
    options,
    ...(discriminator ? { discriminator } : {}),
});
/** A union option: `option('audio content', ref('AudioContent'), { since: '2025-03-26' })`. */
const dsl_option = (label, type, span = {}) => ({
    label,
    type,
    ...span,
});
/** A required field. A span narrows when the field exists; `requiredSpan` narrows only the requirement. */
function req(type, options = {}) {
    const { requiredSpan, ...rest } = options;
    return { type, required: requiredSpan ?? true, ...rest };
}
function opt(type, options = {}) {
    return { type, required: false, ...options };
}
function dsl_define(name, noun, fields, options = {}) {
    return { name, noun, fields, ...options };
}
function alias(name, noun, type, options = {}) {
    return { name, noun, alias: type, ...options };
}
/** Shorthands for the spans that recur in the model. */
const since = (version) => ({ since: version });
const only = (version) => ({ since: version, until: version });

;// CONCATENATED MODULE: ./src/protocol/model/client-features.ts
// What a tool's interaction steps send and receive: roots, sampling and elicitation
// (MCP `ListRootsRequest` params, `ListRootsResult`, `CreateMessageRequestParams`, `CreateMessageResult`,
// `ElicitRequestParams`, `ElicitResult` and their parts).

const CLIENT_FEATURE_DEPRECATED = (feature) => ({
    since: '2026-07-28',
    reason: `${feature} is deprecated (SEP-2577): new servers should not depend on it`,
});
const INCLUDE_CONTEXT_DEPRECATED = {
    since: '2026-07-28',
    reason: 'includeContext values other than "none" are deprecated; omit the field or use "none"',
};
const samplingBlock = [
    dsl_option('text content', ref('TextContent')),
    dsl_option('image content', ref('ImageContent')),
    dsl_option('audio content', ref('AudioContent'), since('2025-03-26')),
    dsl_option('tool use', ref('ToolUseContent'), since('2025-11-25')),
    dsl_option('tool result', ref('ToolResultContent'), since('2025-11-25')),
];
/** A sampling message's content: one block, or (from 2025-11-25) a list of blocks. */
const samplingContent = union([
    ...samplingBlock,
    dsl_option('list of content blocks', array(ref('SamplingMessageContentBlock')), since('2025-11-25')),
], { key: 'type' });
const definitions = [
    dsl_define('ListRootsRequestParams', 'roots request', {
        _meta: opt(object),
    }, { deprecated: CLIENT_FEATURE_DEPRECATED('Roots') }),
    dsl_define('ListRootsResult', 'roots response', {
        roots: req(array(ref('Root'))),
        _meta: opt(object, { until: '2025-11-25' }),
    }),
    dsl_define('Root', 'root', {
        uri: req(uri),
        name: opt(string),
        _meta: opt(object, since('2025-06-18')),
    }),
    dsl_define('CreateMessageRequestParams', 'sampling request', {
        messages: req(array(ref('SamplingMessage'))),
        maxTokens: req(integer),
        systemPrompt: opt(string),
        includeContext: opt(oneOf('none', 'thisServer', 'allServers'), {
            deprecatedValues: { thisServer: INCLUDE_CONTEXT_DEPRECATED, allServers: INCLUDE_CONTEXT_DEPRECATED },
        }),
        temperature: opt(number),
        stopSequences: opt(array(string)),
        metadata: opt(object),
        modelPreferences: opt(ref('ModelPreferences')),
        tools: opt(array(ref('Tool')), since('2025-11-25')),
        toolChoice: opt(ref('ToolChoice'), since('2025-11-25')),
        task: opt(object, only('2025-11-25')),
        _meta: opt(object, only('2025-11-25')),
    }, { deprecated: CLIENT_FEATURE_DEPRECATED('Sampling') }),
    dsl_define('SamplingMessage', 'sampling message', {
        role: req(ref('Role')),
        content: req(samplingContent),
        _meta: opt(object, since('2025-11-25')),
    }),
    alias('SamplingMessageContentBlock', 'sampling content block', union(samplingBlock, { key: 'type' }), since('2025-11-25')),
    dsl_define('ModelPreferences', 'model preferences', {
        hints: opt(array(ref('ModelHint'))),
        costPriority: opt(unitInterval),
        speedPriority: opt(unitInterval),
        intelligencePriority: opt(unitInterval),
    }),
    dsl_define('ModelHint', 'model hint', { name: opt(string) }),
    dsl_define('ToolChoice', 'tool choice', { mode: opt(oneOf('auto', 'none', 'required')) }, since('2025-11-25')),
    dsl_define('ToolUseContent', 'tool use', {
        type: req(constant('tool_use')),
        id: req(string),
        name: req(string),
        input: req(object),
        _meta: opt(object),
    }, since('2025-11-25')),
    dsl_define('ToolResultContent', 'tool result', {
        type: req(constant('tool_result')),
        toolUseId: req(string),
        content: req(array(ref('ContentBlock'))),
        structuredContent: opt(versioned(['2025-11-25', object], ['2026-07-28', any])),
        isError: opt(dsl_boolean),
        _meta: opt(object),
    }, since('2025-11-25')),
    dsl_define('CreateMessageResult', 'sampling response', {
        role: req(ref('Role')),
        content: req(samplingContent),
        model: req(string),
        stopReason: opt(string),
        _meta: opt(object),
    }),
    alias('ElicitRequestParams', 'elicitation request', union([
        dsl_option('form elicitation', ref('ElicitRequestFormParams')),
        dsl_option('URL elicitation', ref('ElicitRequestURLParams'), since('2025-11-25')),
    ], { key: 'mode', fallback: 'form elicitation' }), since('2025-06-18')),
    dsl_define('ElicitRequestFormParams', 'form elicitation request', {
        mode: opt(constant('form'), since('2025-11-25')),
        message: req(string),
        requestedSchema: req(ref('ElicitRequestedSchema')),
        task: opt(object, only('2025-11-25')),
        _meta: opt(object, only('2025-11-25')),
    }, since('2025-06-18')),
    dsl_define('ElicitRequestURLParams', 'URL elicitation request', {
        mode: req(constant('url')),
        message: req(string),
        url: req(uri),
        elicitationId: req(string, only('2025-11-25')),
        task: opt(object, only('2025-11-25')),
        _meta: opt(object, only('2025-11-25')),
    }, since('2025-11-25')),
    dsl_define('ElicitRequestedSchema', 'requested schema', {
        type: req(constant('object')),
        properties: req(map(ref('PrimitiveSchemaDefinition'))),
        required: opt(array(string)),
        $schema: opt(string, since('2025-11-25')),
    }, since('2025-06-18')),
    alias('PrimitiveSchemaDefinition', 'requested field schema', union([
        dsl_option('string', ref('StringSchema')),
        dsl_option('number', ref('NumberSchema')),
        dsl_option('boolean', ref('BooleanSchema')),
        dsl_option('single-select enum', ref('EnumSchema')),
        dsl_option('titled single-select enum', ref('TitledSingleSelectEnumSchema'), since('2025-11-25')),
        dsl_option('multi-select enum', ref('UntitledMultiSelectEnumSchema'), since('2025-11-25')),
        dsl_option('titled multi-select enum', ref('TitledMultiSelectEnumSchema'), since('2025-11-25')),
    ]), since('2025-06-18')),
    dsl_define('StringSchema', 'string field', {
        type: req(constant('string')),
        title: opt(string),
        description: opt(string),
        minLength: opt(integer),
        maxLength: opt(integer),
        format: opt(oneOf('email', 'uri', 'date', 'date-time')),
        default: opt(string, since('2025-11-25')),
    }, since('2025-06-18')),
    dsl_define('NumberSchema', 'number field', {
        type: req(oneOf('number', 'integer')),
        title: opt(string),
        description: opt(string),
        minimum: opt(number),
        maximum: opt(number),
        default: opt(number, since('2025-11-25')),
    }, since('2025-06-18')),
    dsl_define('BooleanSchema', 'boolean field', {
        type: req(constant('boolean')),
        title: opt(string),
        description: opt(string),
        default: opt(dsl_boolean),
    }, since('2025-06-18')),
    // 2025-06-18's EnumSchema; from 2025-11-25 the untitled single-select form plus the legacy `enumNames`.
    dsl_define('EnumSchema', 'enum field', {
        type: req(constant('string')),
        enum: req(array(string)),
        enumNames: opt(array(string), {
            deprecated: { since: '2025-11-25', reason: '"enumNames" is legacy: use a titled single-select enum ("oneOf" with "const" and "title")' },
        }),
        title: opt(string),
        description: opt(string),
        default: opt(string, since('2025-11-25')),
    }, since('2025-06-18')),
    dsl_define('TitledSingleSelectEnumSchema', 'titled enum field', {
        type: req(constant('string')),
        oneOf: req(array(ref('TitledEnumOption'))),
        title: opt(string),
        description: opt(string),
        default: opt(string),
    }, since('2025-11-25')),
    dsl_define('UntitledMultiSelectEnumSchema', 'multi-select enum field', {
        type: req(constant('array')),
        items: req(shape({ type: req(constant('string')), enum: req(array(string)) })),
        title: opt(string),
        description: opt(string),
        minItems: opt(integer),
        maxItems: opt(integer),
        default: opt(array(string)),
    }, since('2025-11-25')),
    dsl_define('TitledMultiSelectEnumSchema', 'titled multi-select enum field', {
        type: req(constant('array')),
        items: req(shape({ anyOf: req(array(ref('TitledEnumOption'))) })),
        title: opt(string),
        description: opt(string),
        minItems: opt(integer),
        maxItems: opt(integer),
        default: opt(array(string)),
    }, since('2025-11-25')),
    dsl_define('TitledEnumOption', 'enum option', { const: req(string), title: req(string) }, since('2025-11-25')),
    dsl_define('ElicitResult', 'elicitation response', {
        action: req(oneOf('accept', 'decline', 'cancel')),
        content: opt(map(union([
            dsl_option('string', string),
            dsl_option('number', number),
            dsl_option('boolean', dsl_boolean),
            dsl_option('list of strings', array(string), since('2025-11-25')),
        ]))),
        _meta: opt(object, { until: '2025-11-25' }),
    }, since('2025-06-18')),
];

;// CONCATENATED MODULE: ./src/protocol/model/content.ts
// Content blocks carried by tool results, prompt messages and sampling (MCP `ContentBlock` and members).

const meta = opt(object, since('2025-06-18'));
const content_definitions = [
    alias('Role', 'role', oneOf('assistant', 'user')),
    dsl_define('Annotations', 'annotations', {
        audience: opt(array(ref('Role'))),
        priority: opt(unitInterval),
        lastModified: opt(string, since('2025-06-18')),
    }),
    dsl_define('TextContent', 'text content', {
        type: req(constant('text')),
        text: req(string),
        annotations: opt(ref('Annotations')),
        _meta: meta,
    }),
    dsl_define('ImageContent', 'image content', {
        type: req(constant('image')),
        data: req({ kind: 'string', format: 'byte' }),
        mimeType: req(string),
        annotations: opt(ref('Annotations')),
        _meta: meta,
    }),
    dsl_define('AudioContent', 'audio content', {
        type: req(constant('audio')),
        data: req({ kind: 'string', format: 'byte' }),
        mimeType: req(string),
        annotations: opt(ref('Annotations')),
        _meta: meta,
    }, since('2025-03-26')),
    dsl_define('ResourceLink', 'resource link', {
        type: req(constant('resource_link')),
        uri: req(uri),
        name: req(string),
        title: opt(string),
        description: opt(string),
        mimeType: opt(string),
        size: opt(integer),
        annotations: opt(ref('Annotations')),
        icons: opt(array(ref('Icon')), since('2025-11-25')),
        _meta: meta,
    }, since('2025-06-18')),
    dsl_define('EmbeddedResource', 'embedded resource', {
        type: req(constant('resource')),
        resource: req(union([
            dsl_option('text resource contents', ref('TextResourceContents')),
            dsl_option('blob resource contents', ref('BlobResourceContents')),
        ])),
        annotations: opt(ref('Annotations')),
        _meta: meta,
    }),
    dsl_define('TextResourceContents', 'text resource contents', {
        uri: req(uri),
        text: req(string),
        mimeType: opt(string),
        _meta: meta,
    }),
    dsl_define('BlobResourceContents', 'blob resource contents', {
        uri: req(uri),
        blob: req({ kind: 'string', format: 'byte' }),
        mimeType: opt(string),
        _meta: meta,
    }),
    alias('ContentBlock', 'content block', union([
        dsl_option('text content', ref('TextContent')),
        dsl_option('image content', ref('ImageContent')),
        dsl_option('audio content', ref('AudioContent'), since('2025-03-26')),
        dsl_option('resource link', ref('ResourceLink'), since('2025-06-18')),
        dsl_option('embedded resource', ref('EmbeddedResource')),
    ], { key: 'type' })),
];

;// CONCATENATED MODULE: ./src/protocol/model/descriptor.ts
// mcpdesc's own descriptor format (v1): the envelope around the MCP objects, and the tool extensions
// `elicitations` and `interactionExamples`. Unlike MCP's open objects these are closed, so a typo in a
// property name is an error. The MCP objects inside are checked against their own definitions.

const TOOL_EXTENSIONS = ['elicitations', 'interactionExamples'];
const descriptor_definitions = [
    dsl_define('Descriptor', 'descriptor', {
        $schema: opt(string),
        protocolVersion: opt(any),
        serverInfo: opt(object),
        instructions: opt(string),
        capabilities: opt(object),
        tools: opt(array(ref('DescriptorTool'))),
        resources: opt(array(object)),
        resourceTemplates: opt(array(object)),
        prompts: opt(array(object)),
    }, { closed: true }),
    // A tool is an MCP Tool (checked by mcp.schema.tool) plus mcpdesc's extensions, checked here for shape.
    dsl_define('DescriptorTool', 'tool', {
        elicitations: opt(map(object)),
        interactionExamples: opt(map(ref('InteractionExample'))),
    }),
    dsl_define('InteractionExample', 'interaction example', {
        input: req(object),
        steps: opt(array(ref('InteractionStep'))),
        result: req(object),
    }, { closed: true }),
    dsl_define('InteractionStep', 'interaction step', {
        type: req(oneOf('roots', 'sampling', 'elicitation')),
        declaration: opt(string),
        request: req(object),
        response: req(object),
    }, { closed: true }),
];

;// CONCATENATED MODULE: ./src/protocol/model/identity.ts
// Server identity and capabilities (MCP `Implementation`, `Icon`, `ServerCapabilities`).

const LOGGING_DEPRECATED = {
    since: '2026-07-28',
    reason: 'Logging is deprecated (SEP-2577); the log level now travels in each request\'s _meta',
};
/** Capability settings: any object (`{}` means supported with no settings). */
const settings = object;
const identity_definitions = [
    dsl_define('Implementation', 'server info', {
        name: req(string),
        version: req(string),
        title: opt(string, since('2025-06-18')),
        description: opt(string, since('2025-11-25')),
        websiteUrl: opt(uri, since('2025-11-25')),
        icons: opt(array(ref('Icon')), since('2025-11-25')),
    }),
    dsl_define('Icon', 'icon', {
        src: req(uri),
        mimeType: opt(string),
        sizes: opt(array(string)),
        theme: opt(oneOf('dark', 'light')),
    }, since('2025-11-25')),
    dsl_define('ServerCapabilities', 'capabilities', {
        experimental: opt(map(settings)),
        logging: opt(settings, { deprecated: LOGGING_DEPRECATED }),
        completions: opt(settings, since('2025-03-26')),
        prompts: opt(shape({ listChanged: opt(dsl_boolean) })),
        resources: opt(shape({ subscribe: opt(dsl_boolean), listChanged: opt(dsl_boolean) })),
        tools: opt(shape({ listChanged: opt(dsl_boolean) })),
        tasks: opt(shape({
            list: opt(object),
            cancel: opt(object),
            requests: opt(shape({ tools: opt(shape({ call: opt(object) })) })),
        }), only('2025-11-25')),
        extensions: opt(map(object), since('2026-07-28')),
    }),
];

;// CONCATENATED MODULE: ./src/protocol/model/resources.ts
// Resources, resource templates and prompts (MCP `Resource`, `ResourceTemplate`, `Prompt`, `PromptArgument`).

const title = opt(string, since('2025-06-18'));
const icons = opt(array(ref('Icon')), since('2025-11-25'));
const resources_meta = opt(object, since('2025-06-18'));
const resources_definitions = [
    dsl_define('Resource', 'resource', {
        uri: req(uri),
        name: req(string),
        title,
        description: opt(string),
        mimeType: opt(string),
        size: opt(integer),
        annotations: opt(ref('Annotations')),
        icons,
        _meta: resources_meta,
    }),
    dsl_define('ResourceTemplate', 'resource template', {
        uriTemplate: req({ kind: 'string', format: 'uri-template' }),
        name: req(string),
        title,
        description: opt(string),
        mimeType: opt(string),
        annotations: opt(ref('Annotations')),
        icons,
        _meta: resources_meta,
    }),
    dsl_define('Prompt', 'prompt', {
        name: req(string),
        title,
        description: opt(string),
        arguments: opt(array(ref('PromptArgument'))),
        icons,
        _meta: resources_meta,
    }),
    dsl_define('PromptArgument', 'prompt argument', {
        name: req(string),
        title,
        description: opt(string),
        required: opt(dsl_boolean),
    }),
];

;// CONCATENATED MODULE: ./src/protocol/model/tools.ts
// Tools and their results (MCP `Tool`, `ToolAnnotations`, `ToolExecution`, `CallToolResult`).

const tools_definitions = [
    dsl_define('Tool', 'tool', {
        name: req(string),
        title: opt(string, since('2025-06-18')),
        description: opt(string),
        inputSchema: req(ref('ToolInputSchema')),
        outputSchema: opt(ref('ToolOutputSchema'), since('2025-06-18')),
        annotations: opt(ref('ToolAnnotations'), since('2025-03-26')),
        execution: opt(ref('ToolExecution'), only('2025-11-25')),
        icons: opt(array(ref('Icon')), since('2025-11-25')),
        _meta: opt(object, since('2025-06-18')),
    }),
    // Tool schemas are JSON Schemas: keywords beyond these are expected, and checked by mcp.tool.input-schema.
    dsl_define('ToolInputSchema', 'input schema', {
        type: req(constant('object')),
        $schema: opt(string, since('2025-11-25')),
        properties: opt(freeformMap(), { until: '2025-11-25' }),
        required: opt(array(string), { until: '2025-11-25' }),
    }, { freeform: true }),
    dsl_define('ToolOutputSchema', 'output schema', {
        type: req(versioned(['2025-06-18', constant('object')], ['2026-07-28', any]), { requiredSpan: { until: '2025-11-25' } }),
        $schema: opt(string, since('2025-11-25')),
        properties: opt(freeformMap(), { until: '2025-11-25' }),
        required: opt(array(string), { until: '2025-11-25' }),
    }, { since: '2025-06-18', freeform: true }),
    dsl_define('ToolAnnotations', 'tool annotations', {
        title: opt(string),
        readOnlyHint: opt(dsl_boolean),
        destructiveHint: opt(dsl_boolean),
        idempotentHint: opt(dsl_boolean),
        openWorldHint: opt(dsl_boolean),
    }, since('2025-03-26')),
    dsl_define('ToolExecution', 'tool execution', {
        taskSupport: opt(oneOf('forbidden', 'optional', 'required')),
    }, only('2025-11-25')),
    dsl_define('CallToolResult', 'tool result', {
        content: req(array(ref('ContentBlock'))),
        isError: opt(dsl_boolean),
        structuredContent: opt(versioned(['2025-06-18', object], ['2026-07-28', any]), since('2025-06-18')),
        // A wire-level field in 2026-07-28; a descriptor's example result is always a complete one.
        resultType: opt(constant('complete'), since('2026-07-28')),
        _meta: opt(object),
    }),
];
/** `properties` of a tool schema: each value is a subschema object (boolean subschemas are not allowed until 2026-07-28). */
function freeformMap() {
    return map(freeform({}));
}

;// CONCATENATED MODULE: ./src/protocol/model/index.ts






/** Every definition of the protocol model, by name. */
const DEFINITIONS = new Map([...descriptor_definitions, ...identity_definitions, ...tools_definitions, ...content_definitions, ...resources_definitions, ...definitions].map((d) => [d.name, d]));
function definition(name) {
    const found = DEFINITIONS.get(name);
    if (!found)
        throw new Error(`protocol model has no definition named ${name}`);
    return found;
}

;// CONCATENATED MODULE: ./src/protocol/check.ts
/**
 * Checks a value against the protocol model for one version. One walk yields three kinds of issue:
 * - `invalid`: the value breaks the version's definition (mcp.schema.* and interaction rules);
 * - `unavailable`: a field the version does not define but another version does (field-availability);
 * - `deprecated`: a field, value or feature the version deprecates.
 * Messages name the place relative to the checked value ("content[0].type"), so they read well
 * beside the finding's line and column.
 */





/** Check `value` (found at `pointer`) against the named definition as `version` defines it. */
function checkDefinition(name, value, version, pointer, options = {}) {
    const checker = new Checker(version);
    checker.definition(definition(name), value, { pointer, path: '' }, options.ignoreKeys ?? []);
    return checker.issues;
}
/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
function definitionExists(name, version) {
    return inSpan(version, definition(name));
}
function childPlace(place, key) {
    const path = typeof key === 'number' ? `${place.path}[${key}]` : place.path === '' ? key : `${place.path}.${key}`;
    return { pointer: joinPointer(place.pointer, key), path };
}
function subject(place, noun) {
    if (place.path !== '')
        return JSON.stringify(place.path);
    return noun ? `This ${noun}` : 'This value';
}
function isRequired(field, version) {
    return typeof field.required === 'boolean' ? field.required : inSpan(version, field.required);
}
function deprecatedIn(deprecation, version) {
    return deprecation !== undefined && compareVersions(version, deprecation.since) >= 0;
}
class Checker {
    version;
    issues = [];
    /** Keys not defined by any version: they count against a union option when choosing the best fit. */
    unknownKeys = 0;
    constructor(version) {
        this.version = version;
    }
    report(kind, place, message, target = 'value') {
        this.issues.push({ kind, pointer: place.pointer, target, message });
    }
    get invalidCount() {
        return this.issues.filter((i) => i.kind === 'invalid').length;
    }
    definition(def, value, place, ignoreKeys = []) {
        if (deprecatedIn(def.deprecated, this.version)) {
            this.report('deprecated', place, `${capitalize(def.noun)} is deprecated in ${this.version}: ${def.deprecated.reason}.`);
        }
        if (def.alias) {
            this.type(def.alias, value, place, def.noun);
            return;
        }
        this.fields(def.fields, value, place, def.noun, def.freeform ? 'freeform' : def.closed ? 'closed' : 'open', ignoreKeys);
    }
    type(type, value, place, noun) {
        switch (type.kind) {
            case 'any':
                return;
            case 'string':
                if (typeof value !== 'string')
                    return this.mismatch(place, 'a string', value, noun);
                if (type.enum && !type.enum.includes(value)) {
                    this.report('invalid', place, `${subject(place, noun)} must be ${listOf(type.enum)}, not ${quote(value)}.`);
                }
                return;
            case 'const':
                if (value !== type.value) {
                    const found = typeof value === 'string' ? quote(value) : describeValue(value);
                    this.report('invalid', place, `${subject(place, noun)} must be ${JSON.stringify(type.value)}, not ${found}.`);
                }
                return;
            case 'number':
                return this.number(type, value, place, noun);
            case 'boolean':
                if (typeof value !== 'boolean')
                    this.mismatch(place, 'a boolean', value, noun);
                return;
            case 'object':
                if (!isObject(value))
                    this.mismatch(place, 'an object', value, noun);
                return;
            case 'array':
                if (!Array.isArray(value))
                    return this.mismatch(place, 'an array', value, noun);
                value.forEach((item, index) => this.type(type.items, item, childPlace(place, index)));
                return;
            case 'map':
                if (!isObject(value))
                    return this.mismatch(place, 'an object', value, noun);
                for (const key of Object.keys(value))
                    this.type(type.values, value[key], childPlace(place, key));
                return;
            case 'ref':
                return this.definition(definition(type.name), value, place);
            case 'shape':
                return this.fields(type.fields, value, place, noun, type.freeform ? 'freeform' : 'open', []);
            case 'versioned':
                return this.type(this.stepFor(type.steps), value, place, noun);
            case 'union':
                return this.union(type.options, type.discriminator, value, place, noun);
        }
    }
    stepFor(steps) {
        let chosen = steps[0][1];
        for (const [from, type] of steps)
            if (compareVersions(this.version, from) >= 0)
                chosen = type;
        return chosen;
    }
    number(type, value, place, noun) {
        const expected = type.integer ? 'an integer' : 'a number';
        if (typeof value !== 'number' || !Number.isFinite(value) || (type.integer && !Number.isInteger(value))) {
            return this.mismatch(place, expected, value, noun);
        }
        const { minimum, maximum } = type;
        if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
            const range = minimum !== undefined && maximum !== undefined ? `between ${minimum} and ${maximum}`
                : minimum !== undefined ? `at least ${minimum}` : `at most ${maximum}`;
            this.report('invalid', place, `${subject(place, noun)} must be ${range}, not ${value}.`);
        }
    }
    mismatch(place, expected, value, noun) {
        this.report('invalid', place, `${subject(place, noun)} must be ${expected}, but it is ${describeValue(value)}.`);
    }
    fields(fields, value, place, noun, extra, ignoreKeys) {
        if (!isObject(value))
            return this.mismatch(place, 'an object', value, noun);
        const present = Object.keys(value);
        for (const [key, field] of Object.entries(fields)) {
            if (!inSpan(this.version, field))
                continue;
            if (!hasOwn(value, key)) {
                if (isRequired(field, this.version))
                    this.missing(place, key, present, fields, noun);
                continue;
            }
            const child = childPlace(place, key);
            this.type(field.type, value[key], child);
            if (deprecatedIn(field.deprecated, this.version)) {
                this.report('deprecated', child, `${JSON.stringify(child.path)} is deprecated in ${this.version}: ${field.deprecated.reason}.`, 'key');
            }
            const deprecatedValue = typeof value[key] === 'string' ? field.deprecatedValues?.[value[key]] : undefined;
            if (deprecatedIn(deprecatedValue, this.version)) {
                this.report('deprecated', child, `${JSON.stringify(child.path)}: ${quote(value[key])} is deprecated in ${this.version}: ${deprecatedValue.reason}.`);
            }
        }
        for (const key of present) {
            const field = fields[key];
            if (field && inSpan(this.version, field))
                continue;
            if (ignoreKeys.includes(key) || extra === 'freeform')
                continue;
            if (field)
                this.unavailable(childPlace(place, key), field, noun);
            else if (extra === 'closed' && !key.startsWith('x-'))
                this.unknownKey(childPlace(place, key), key, fields, noun);
            else
                this.unknownKeys++;
        }
    }
    unknownKey(place, key, fields, noun) {
        const known = Object.keys(fields);
        const typo = closest(key, known);
        const hint = typo ? `Did you mean ${JSON.stringify(typo)}?` : `Use ${listOf(known, 'and')}, or an "x-" extension key.`;
        this.report('invalid', place, `Unknown property ${JSON.stringify(key)} in ${noun ? article(noun) : 'this object'}. ${hint}`, 'key');
    }
    missing(place, key, present, fields, noun) {
        const owner = place.path === '' ? (noun ? `this ${noun}` : 'this object') : JSON.stringify(place.path);
        const typo = closest(key, present.filter((p) => !hasOwn(fields, p)));
        const hint = typo ? ` Found ${JSON.stringify(typo)}: did you mean ${JSON.stringify(key)}?` : ` Add ${JSON.stringify(key)}.`;
        this.report('invalid', place, `Missing required property ${JSON.stringify(key)} in ${owner} (required in ${this.version}).${hint}`);
    }
    unavailable(place, span, noun) {
        const versions = versionsIn(span);
        const newer = versions.every((v) => compareVersions(v, this.version) > 0);
        const advice = newer
            ? `Remove it, or declare protocolVersion ${versions[0]} or later if the server speaks it.`
            : `It was removed after ${versions[versions.length - 1]}: remove it.`;
        const owner = noun ? ` of ${article(noun)}` : '';
        this.report('unavailable', place, `${JSON.stringify(place.path)} is not a property${owner} in ${this.version}; it exists ${describeVersions(versions)}. ${advice}`, 'key');
    }
    union(options, discriminator, value, place, noun) {
        const live = options.filter((o) => inSpan(this.version, o));
        let candidates = live;
        if (discriminator && isObject(value)) {
            const tagged = live.filter((o) => tagOf(o, discriminator.key) !== undefined);
            if (hasOwn(value, discriminator.key)) {
                const tag = value[discriminator.key];
                candidates = tagged.filter((o) => tagOf(o, discriminator.key) === tag);
                if (candidates.length === 0)
                    return this.unknownTag(options, live, discriminator.key, tag, childPlace(place, discriminator.key));
            }
            else if (discriminator.fallback) {
                candidates = live.filter((o) => o.label === discriminator.fallback);
            }
            else {
                const allowed = tagged.map((o) => tagOf(o, discriminator.key));
                return this.report('invalid', place, `${subject(place, noun)} has no ${JSON.stringify(discriminator.key)}: it must say which kind it is, one of ${listOf(allowed)}.`);
            }
        }
        else if (discriminator) {
            candidates = live.filter((o) => tagOf(o, discriminator.key) === undefined);
        }
        if (candidates.length === 0) {
            return this.mismatch(place, live.map((o) => article(o.label)).join(' or '), value, noun);
        }
        this.bestOf(candidates, value, place, noun);
    }
    /** Check every candidate and keep the issues of the one that fits best: fewest errors, then fewest unknown keys. */
    bestOf(candidates, value, place, noun) {
        let best;
        for (const option of candidates) {
            const checker = new Checker(this.version);
            checker.type(option.type, value, place, noun);
            const score = [checker.invalidCount, checker.unknownKeys];
            if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) {
                best = { checker, option, score };
            }
            if (score[0] === 0 && score[1] === 0)
                break;
        }
        if (!best)
            return;
        if (best.score[0] > 0 && candidates.length > 1 && !isObject(value) && !Array.isArray(value)) {
            return this.mismatch(place, candidates.map((o) => article(o.label)).join(' or '), value, noun);
        }
        this.issues.push(...best.checker.issues);
        this.unknownKeys += best.checker.unknownKeys;
        if (deprecatedIn(best.option.deprecated, this.version)) {
            this.report('deprecated', place, `${capitalize(best.option.label)} is deprecated in ${this.version}: ${best.option.deprecated.reason}.`);
        }
    }
    unknownTag(options, live, key, tag, place) {
        const allowed = live.map((o) => tagOf(o, key)).filter((t) => t !== undefined);
        const elsewhere = options.find((o) => tagOf(o, key) === tag && !live.includes(o));
        if (elsewhere) {
            const versions = VERSIONS.filter((v) => inSpan(v, elsewhere) && (elsewhere.type.kind !== 'ref' || inSpan(v, definition(elsewhere.type.name))));
            this.report('invalid', place, `${capitalize(elsewhere.label)} (${JSON.stringify(key)}: ${quote(tag)}) does not exist in ${this.version}; it exists ${describeVersions(versions)}. Use ${listOf(allowed)}, or declare a protocolVersion that has it.`);
            return;
        }
        const shown = typeof tag === 'string' ? quote(tag) : describeValue(tag);
        this.report('invalid', place, `${JSON.stringify(place.path)} must be ${listOf(allowed)}, not ${shown}.`);
    }
}
/** The constant a union option carries at the discriminator key (e.g. "text" for text content). */
function tagOf(option, key) {
    if (option.type.kind !== 'ref')
        return undefined;
    const def = definition(option.type.name);
    const field = def.fields?.[key];
    return field?.type.kind === 'const' ? field.type.value : undefined;
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
function article(label) {
    return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

;// CONCATENATED MODULE: ./src/rules/types.ts
function documentRule(id, check) {
    return { id, stage: 'document', check };
}
function descriptorRule(id, check) {
    return { id, stage: 'descriptor', check };
}

;// CONCATENATED MODULE: ./src/rules/document/limits.ts

/** The document stays within mcpdesc's size and shape limits (hostile-input protection). */
/* harmony default export */ const document_limits = (documentRule('mcpdesc.document.limits', ({ parsed, reportAt }) => {
    for (const problem of parsed.problems) {
        if (problem.kind === 'limits')
            reportAt(problem.range, problem.message, problem.pointer);
    }
}));

;// CONCATENATED MODULE: ./src/rules/document/protocol-version.ts




const SUPPORTED = VERSIONS.join(', ');
/** The descriptor declares a protocol version mcpdesc supports; near misses get a suggestion. */
/* harmony default export */ const protocol_version = (documentRule('mcpdesc.document.protocol-version', ({ parsed, report }) => {
    const { value } = parsed;
    if (!isObject(value))
        return;
    if (!hasOwn(value, 'protocolVersion')) {
        report('', `The descriptor does not declare "protocolVersion", so mcpdesc cannot tell which MCP revision to check it against. Add "protocolVersion": "${LATEST}" (or the revision your server speaks: ${SUPPORTED}).`);
        return;
    }
    const declared = value.protocolVersion;
    if (typeof declared !== 'string') {
        report('/protocolVersion', `"protocolVersion" must be a string such as "${LATEST}", but it is ${describeValue(declared)}. Quote the date.`);
        return;
    }
    if (VERSIONS.includes(declared))
        return;
    report('/protocolVersion', `${quote(declared)} is not an MCP protocol version mcpdesc supports, so the rest of the file was not checked. ${suggestion(declared)}`);
}));
function suggestion(declared) {
    const normalized = normalizeDate(declared);
    if (normalized && VERSIONS.includes(normalized))
        return `Did you mean "${normalized}"?`;
    if (declared.trim().toLowerCase() === 'draft' || declared.trim().toLowerCase() === 'latest') {
        return `Declare a dated revision instead; the newest is "${LATEST}".`;
    }
    const near = closest(declared, VERSIONS, 2);
    if (near)
        return `Did you mean "${near}"?`;
    if (normalized && normalized > LATEST) {
        return `It looks like a revision newer than ${LATEST}, the newest mcpdesc knows: upgrade mcpdesc, or declare one of ${SUPPORTED}.`;
    }
    return `Use one of ${SUPPORTED}.`;
}
/** "2025/6/18", "20250618", "2025-6-18" → "2025-06-18"; undefined when it is not a date at all. */
function normalizeDate(text) {
    const match = /^\s*(\d{4})[-/._]?(\d{1,2})[-/._]?(\d{1,2})\s*$/.exec(text);
    if (!match)
        return undefined;
    return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
}

;// CONCATENATED MODULE: ./src/rules/document/structure.ts




/** The descriptor envelope: an object with the known top-level properties, tools' extensions well formed. */
/* harmony default export */ const structure = (documentRule('mcpdesc.document.structure', ({ parsed, report }) => {
    const { value } = parsed;
    if (value === undefined)
        return;
    if (value === null) {
        report('', 'The file is empty. A descriptor is an object that starts with "protocolVersion", e.g. {"protocolVersion": "2025-11-25", "tools": []}.');
        return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
        report('', `A descriptor must be an object, but this file holds ${describeValue(value)}. Wrap the content in an object with "protocolVersion" and the server's tools, resources and prompts.`);
        return;
    }
    // The envelope has no version-dependent parts, so any version reads it the same way.
    for (const issue of checkDefinition('Descriptor', value, LATEST, '')) {
        if (issue.kind === 'invalid')
            report(issue.pointer, issue.message, issue.target);
    }
}));

;// CONCATENATED MODULE: ./src/rules/document/syntax.ts

/** The file parses as exactly one JSON or YAML document without duplicate keys. */
/* harmony default export */ const syntax = (documentRule('mcpdesc.document.syntax', ({ parsed, reportAt }) => {
    for (const problem of parsed.problems) {
        if (problem.kind !== 'limits')
            reportAt(problem.range, problem.message, problem.pointer);
    }
}));

;// CONCATENATED MODULE: ./src/protocol/surfaces.ts
/**
 * Where MCP objects sit inside a descriptor, and which definition each one must satisfy in the
 * declared version. Schema rules, field availability and deprecation all walk this one list.
 */




/** The MCP definitions an interaction step's request and response must satisfy. */
const STEP_DEFINITIONS = {
    roots: { request: 'ListRootsRequestParams', response: 'ListRootsResult' },
    sampling: { request: 'CreateMessageRequestParams', response: 'CreateMessageResult' },
    elicitation: { request: 'ElicitRequestParams', response: 'ElicitResult' },
};
function isStepType(value) {
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(STEP_DEFINITIONS, value);
}
const LISTS = [
    { key: 'tools', kind: 'tool', definition: 'Tool' },
    { key: 'resources', kind: 'resource', definition: 'Resource' },
    { key: 'resourceTemplates', kind: 'resource-template', definition: 'ResourceTemplate' },
    { key: 'prompts', kind: 'prompt', definition: 'Prompt' },
];
function* surfaces(descriptor, version) {
    if (isObject(descriptor.serverInfo)) {
        yield { kind: 'server-info', pointer: '/serverInfo', definition: 'Implementation', value: descriptor.serverInfo };
    }
    if (isObject(descriptor.capabilities)) {
        yield { kind: 'capabilities', pointer: '/capabilities', definition: 'ServerCapabilities', value: descriptor.capabilities };
    }
    for (const list of LISTS) {
        for (const { item, pointer } of objectItems(descriptor[list.key], `/${list.key}`)) {
            const ignoreKeys = list.kind === 'tool' ? TOOL_EXTENSIONS : undefined;
            yield { kind: list.kind, pointer, definition: list.definition, value: item, ...(ignoreKeys ? { ignoreKeys } : {}) };
            if (list.kind === 'tool')
                yield* toolSurfaces(item, pointer, version);
        }
    }
}
function* toolSurfaces(tool, toolPointer, version) {
    if (isObject(tool.elicitations) && definitionExists('ElicitRequestParams', version)) {
        for (const [name, declaration] of Object.entries(tool.elicitations)) {
            if (isObject(declaration)) {
                yield { kind: 'elicitation-declaration', pointer: joinPointer(toolPointer, 'elicitations', name), definition: 'ElicitRequestParams', value: declaration };
            }
        }
    }
    for (const example of interactionExamples(tool, toolPointer)) {
        if (isObject(example.value.result)) {
            yield { kind: 'interaction-result', pointer: joinPointer(example.pointer, 'result'), definition: 'CallToolResult', value: example.value.result };
        }
        for (const { item: step, pointer } of objectItems(example.value.steps, joinPointer(example.pointer, 'steps'))) {
            if (!isStepType(step.type))
                continue;
            const definitions = STEP_DEFINITIONS[step.type];
            if (!definitionExists(definitions.request, version))
                continue;
            if (isObject(step.request)) {
                yield { kind: 'step-request', pointer: joinPointer(pointer, 'request'), definition: definitions.request, value: step.request };
            }
            if (isObject(step.response)) {
                yield { kind: 'step-response', pointer: joinPointer(pointer, 'response'), definition: definitions.response, value: step.response };
            }
        }
    }
}
/** A tool's interaction examples that are objects, with their pointers. */
function interactionExamples(tool, toolPointer) {
    if (!isObject(tool.interactionExamples))
        return [];
    return Object.entries(tool.interactionExamples)
        .filter((entry) => isObject(entry[1]))
        .map(([name, value]) => ({ name, value, pointer: joinPointer(toolPointer, 'interactionExamples', name) }));
}
/** The object items of a list, with their pointers; anything else is the structure rule's to report. */
function objectItems(list, pointer) {
    if (!Array.isArray(list))
        return [];
    return list.flatMap((item, index) => (isObject(item) ? [{ item, index, pointer: joinPointer(pointer, index) }] : []));
}

;// CONCATENATED MODULE: ./src/rules/model-rule.ts


/**
 * A rule that reports one kind of protocol-model issue (see protocol/check.ts) on the MCP objects of
 * the given surface kinds, or of every surface when none are given.
 */
function modelRule(id, issueKind, kinds) {
    return descriptorRule(id, (context) => {
        for (const surface of surfaces(context.descriptor, context.version)) {
            if (kinds && !kinds.includes(surface.kind))
                continue;
            for (const issue of context.model(surface.definition, surface.pointer, surface.ignoreKeys)) {
                if (issue.kind === issueKind)
                    context.report(issue.pointer, issue.message, issue.target);
            }
        }
    });
}

;// CONCATENATED MODULE: ./src/rules/schema/index.ts

/** mcp.schema.*: each MCP object conforms to its definition in the declared protocol version. */
/* harmony default export */ const schema = ([
    modelRule('mcp.schema.server-info', 'invalid', ['server-info']),
    modelRule('mcp.schema.capabilities', 'invalid', ['capabilities']),
    modelRule('mcp.schema.tool', 'invalid', ['tool']),
    modelRule('mcp.schema.resource', 'invalid', ['resource']),
    modelRule('mcp.schema.resource-template', 'invalid', ['resource-template']),
    modelRule('mcp.schema.prompt', 'invalid', ['prompt']),
]);

;// CONCATENATED MODULE: ./src/rules/version/index.ts

/* harmony default export */ const version = ([
    modelRule('mcpdesc.version.field-availability', 'unavailable'),
    modelRule('mcpdesc.version.deprecated', 'deprecated'),
]);

;// CONCATENATED MODULE: ./src/rules/tools/index.ts
/** Tool rules (rules/tools.yaml). */
const rules = [];
/* harmony default export */ const tools = (rules);

;// CONCATENATED MODULE: ./src/rules/interaction/index.ts
/** Interaction-example rules (rules/interaction.yaml). */
const interaction_rules = [];
/* harmony default export */ const interaction = (interaction_rules);

;// CONCATENATED MODULE: ./src/rules/resources/capability-lists.ts
const CAPABILITY_LISTS = [
    { capability: 'tools', lists: [{ key: 'tools', noun: 'tools' }] },
    { capability: 'resources', lists: [{ key: 'resources', noun: 'resources' }, { key: 'resourceTemplates', noun: 'resource templates' }] },
    { capability: 'prompts', lists: [{ key: 'prompts', noun: 'prompts' }] },
];
/** The number of entries a list has, or undefined when it is absent or not a list (the structure rule's to report). */
function entryCount(descriptor, key) {
    const list = descriptor[key];
    return Array.isArray(list) ? list.length : undefined;
}

;// CONCATENATED MODULE: ./src/rules/resources/capabilities-consistency.ts




/**
 * mcpdesc.capabilities.consistency: a descriptor that declares capabilities declares the one behind
 * each list it fills (tools → tools; resources and resource templates → resources; prompts → prompts).
 */
/* harmony default export */ const capabilities_consistency = (descriptorRule('mcpdesc.capabilities.consistency', (context) => {
    const { capabilities } = context.descriptor;
    if (!isObject(capabilities))
        return;
    for (const { capability, lists } of CAPABILITY_LISTS) {
        if (hasOwn(capabilities, capability))
            continue;
        const filled = lists.find((list) => (entryCount(context.descriptor, list.key) ?? 0) > 0);
        if (!filled)
            continue;
        context.report(joinPointer('', filled.key), `The descriptor lists ${filled.noun}, but capabilities does not declare ${JSON.stringify(capability)}. Servers must declare the capability for what they offer, and clients do not ask a server for ${filled.noun} it does not declare: add "${capability}": {} to capabilities.`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/capabilities-unused.ts




/**
 * mcpdesc.capabilities.unused: a declared tools, resources or prompts capability with nothing listed
 * behind it. A capability with listChanged: true may be filled at run time, so it is left alone.
 */
/* harmony default export */ const capabilities_unused = (descriptorRule('mcpdesc.capabilities.unused', (context) => {
    const { capabilities } = context.descriptor;
    if (!isObject(capabilities))
        return;
    for (const { capability, lists } of CAPABILITY_LISTS) {
        const settings = capabilities[capability];
        if (settings === undefined || (isObject(settings) && settings.listChanged === true))
            continue;
        const nothingListed = lists.every(({ key }) => context.descriptor[key] === undefined || entryCount(context.descriptor, key) === 0);
        if (!nothingListed)
            continue;
        const nouns = lists.map((list) => list.noun).join(' or ');
        context.report(joinPointer('/capabilities', capability), `The ${JSON.stringify(capability)} capability is declared, but the descriptor lists no ${nouns}. Clients will ask this server for ${nouns} and find none: list what the server offers, or remove the capability (use "listChanged": true if they only appear at run time).`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/protocol/meta-key.ts
/**
 * MCP's `_meta` key format (2025-06-18 and later), which extension identifiers in
 * `capabilities.extensions` (2026-07-28) also follow: an optional prefix of dot-separated labels and
 * "/", then a name.
 */
const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** Why `key` is not a valid `_meta` key (a message fragment), or null when it is one. */
function metaKeyProblem(key, options = {}) {
    const slash = key.indexOf('/');
    if (slash < 0) {
        if (options.prefixRequired)
            return 'it has no prefix: start it with a reverse-DNS prefix you control and "/", such as "com.example/"';
        return nameProblem(key);
    }
    const prefix = key.slice(0, slash);
    const name = key.slice(slash + 1);
    for (const label of prefix.split('.')) {
        if (label === '')
            return `the prefix ${JSON.stringify(`${prefix}/`)} has an empty label: labels are separated by single dots`;
        if (!LABEL.test(label)) {
            return `the prefix label ${JSON.stringify(label)} must start with a letter, end with a letter or digit, and contain only letters, digits and "-"`;
        }
    }
    return name.includes('/') ? `the name ${JSON.stringify(name)} contains "/": only the prefix ends with "/"` : nameProblem(name);
}
function nameProblem(name) {
    if (name === '' || NAME.test(name))
        return null;
    return `the name ${JSON.stringify(name)} must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between`;
}

;// CONCATENATED MODULE: ./src/rules/resources/extension-id.ts




/** Official extensions, by the bare names people write for them. */
const OFFICIAL = new Map([['tasks', 'io.modelcontextprotocol/tasks'], ['ui', 'io.modelcontextprotocol/ui']]);
/** mcp.capabilities.extension-id (2026-07-28): extension identifiers follow the `_meta` key format, with a prefix. */
/* harmony default export */ const extension_id = (descriptorRule('mcp.capabilities.extension-id', (context) => {
    const { capabilities } = context.descriptor;
    if (!isObject(capabilities) || !isObject(capabilities.extensions))
        return;
    for (const key of Object.keys(capabilities.extensions)) {
        const problem = metaKeyProblem(key, { prefixRequired: true });
        if (!problem)
            continue;
        const official = OFFICIAL.get(key.toLowerCase());
        const hint = official ? ` Did you mean ${JSON.stringify(official)}?` : '';
        context.report(joinPointer('/capabilities/extensions', key), `Extension identifier ${quote(key)} is not valid: ${problem}. Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks".${hint}`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/util/uri.ts
/**
 * RFC 3986 URI syntax, checked closely enough to explain what is wrong: resource URIs, icon sources
 * and the literal start of URI templates. A problem is a message fragment ("it contains a space at
 * character 5: …"): what is wrong, where (1-based characters) and the fix, for a rule to wrap.
 */
const HEX = /^[0-9A-Fa-f]{2}$/;
const UNRESERVED_OR_SUB_DELIM = /[A-Za-z0-9\-._~!$&'()*+,;=]/;
/** The scheme of an absolute URI ("https"), or undefined when the text does not start with one. */
function schemeOf(text) {
    const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
    return match ? match[1] : undefined;
}
/** Why `text` does not start with a valid scheme and ":", or null when it does. */
function checkScheme(text) {
    // A one-letter "scheme" followed by a slash is a drive letter, not a URI.
    if (/^[A-Za-z]:[\\/]/.test(text)) {
        return `this looks like a Windows path: write it as a file URI such as "file:///${text.charAt(0)}:/${text.slice(3).replace(/\\/g, '/')}"`;
    }
    if (schemeOf(text) !== undefined)
        return null;
    const colon = text.indexOf(':');
    const candidate = colon < 0 ? '' : text.slice(0, colon);
    if (colon <= 0 || /[/?#]/.test(candidate)) {
        return 'it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"';
    }
    if (!/^[A-Za-z]/.test(candidate)) {
        return `the scheme ${JSON.stringify(candidate)} must start with a letter`;
    }
    const bad = [...candidate].findIndex((c) => !/[A-Za-z0-9+.-]/.test(c));
    return `the scheme ${JSON.stringify(candidate)} contains ${JSON.stringify(candidate[bad])}, but a scheme may only contain letters, digits, "+", "-" and "."`;
}
/** Why `text` is not an absolute RFC 3986 URI (a fragment is allowed), or null when it is one. */
function checkAbsoluteUri(text) {
    if (text === '')
        return 'it is empty';
    const schemeProblem = checkScheme(text);
    if (schemeProblem)
        return schemeProblem;
    const scheme = schemeOf(text);
    const start = scheme.length + 1;
    const characters = checkCharacters(text, start);
    if (characters)
        return characters;
    if (!text.startsWith('//', start)) {
        const bracket = text.search(/[[\]]/);
        return bracket < 0 ? null : `${JSON.stringify(text[bracket])} is only allowed around an IP address in the host: percent-encode it`;
    }
    return checkAuthority(text, scheme, start + 2);
}
/** Each character after the scheme must be a URI character or a percent-encoding; "#" starts the one fragment. */
function checkCharacters(text, from) {
    let fragment = false;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (c === '%') {
            if (!HEX.test(text.slice(i + 1, i + 3))) {
                return `"%" at character ${i + 1} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
            }
            i += 2;
        }
        else if (c === '#') {
            if (fragment)
                return `a second "#" at character ${i + 1}: percent-encode it as "%23"`;
            fragment = true;
        }
        else if (!(UNRESERVED_OR_SUB_DELIM.test(c) || ':@/?[]'.includes(c))) {
            return invalidCharacter(text, i);
        }
    }
    return null;
}
function invalidCharacter(text, index) {
    const character = String.fromCodePoint(text.codePointAt(index));
    const at = `at character ${index + 1}`;
    if (character === ' ')
        return `it contains a space ${at}: percent-encode it as "%20"`;
    if (/^[\ud800-\udfff]$/.test(character))
        return `it contains the unpaired surrogate U+${hex(character)} ${at}, which is not text: remove it`;
    if (/[\u0000-\u001f\u007f]/.test(character))
        return `it contains the control character U+${hex(character)} ${at}: remove it`;
    return `it contains ${JSON.stringify(character)} ${at}, which URIs only allow percent-encoded: write ${JSON.stringify(encodeURIComponent(character))}`;
}
/** authority = [ userinfo "@" ] host [ ":" port ]; http(s) URIs need a host. */
function checkAuthority(text, scheme, from) {
    const end = indexOfAny(text, '/?#', from);
    const authority = text.slice(from, end);
    const at = authority.lastIndexOf('@');
    const hostStart = from + at + 1;
    const hostPort = authority.slice(at + 1);
    const userinfoBracket = authority.slice(0, Math.max(at, 0)).search(/[[\]]/);
    if (userinfoBracket >= 0)
        return 'the user information contains "[" or "]": percent-encode it';
    let host = hostPort;
    let port = '';
    if (hostPort.startsWith('[')) {
        const close = hostPort.indexOf(']');
        if (close < 0)
            return `the IP address opened with "[" at character ${hostStart + 1} is not closed with "]"`;
        host = hostPort.slice(0, close + 1);
        const after = hostPort.slice(close + 1);
        if (after !== '' && !after.startsWith(':'))
            return `unexpected ${JSON.stringify(after[0])} after the IP address: only ":port" may follow it`;
        port = after.slice(1);
        if (!/^\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+)\]$/.test(host)) {
            return `${JSON.stringify(host)} is not an IP address literal`;
        }
    }
    else {
        const colon = hostPort.lastIndexOf(':');
        if (colon >= 0) {
            host = hostPort.slice(0, colon);
            port = hostPort.slice(colon + 1);
        }
        const bracket = hostPort.search(/[[\]]/);
        if (bracket >= 0)
            return `${JSON.stringify(hostPort[bracket])} is only allowed around an IP address in the host`;
        const portColon = host.indexOf(':');
        if (portColon >= 0)
            return `the host contains ":" at character ${hostStart + portColon + 1}: write an IPv6 address in brackets ("[::1]")`;
    }
    if (!/^[0-9]*$/.test(port)) {
        return `the port ${JSON.stringify(port)} must be a number`;
    }
    if (host === '' && /^https?$/i.test(scheme)) {
        return `an ${scheme.toLowerCase()} URI needs a host after "//"`;
    }
    return null;
}
function indexOfAny(text, characters, from) {
    for (let i = from; i < text.length; i++)
        if (characters.includes(text[i]))
            return i;
    return text.length;
}
function hex(character) {
    return character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
}
/**
 * The form two URIs are compared in: RFC 3986 §6.2.2 syntax-based normalization (case of scheme, host
 * and percent-encodings; percent-encoded unreserved characters decoded).
 */
function normalizeUri(text) {
    const scheme = schemeOf(text);
    if (scheme === undefined)
        return text;
    let rest = text.slice(scheme.length + 1).replace(/%([0-9A-Fa-f]{2})/g, (_, byte) => {
        const decoded = String.fromCharCode(parseInt(byte, 16));
        return /[A-Za-z0-9\-._~]/.test(decoded) ? decoded : `%${byte.toUpperCase()}`;
    });
    if (rest.startsWith('//')) {
        const end = indexOfAny(rest, '/?#', 2);
        const authority = rest.slice(2, end);
        const at = authority.lastIndexOf('@');
        rest = `//${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest.slice(end)}`;
    }
    return `${scheme.toLowerCase()}:${rest}`;
}
/** RFC 2397: data:[<mediatype>][;base64],<data>. Null when `text` is not a data: URI of that shape. */
function parseDataUri(text) {
    const match = /^data:([^,]*),/i.exec(text);
    if (!match)
        return null;
    const parameters = match[1].split(';');
    const base64 = parameters[parameters.length - 1].toLowerCase() === 'base64';
    return { mediaType: parameters[0].trim().toLowerCase(), base64, data: text.slice(match[0].length) };
}

;// CONCATENATED MODULE: ./src/rules/resources/places.ts
/** Where resource URIs, icons and `_meta` objects sit in a descriptor, for the rules of this family. */



/** The content blocks of example tool results: resource links and embedded resources carry URIs and icons too. */
function* resultBlocks(descriptor, version) {
    for (const surface of surfaces(descriptor, version)) {
        if (surface.kind !== 'interaction-result' || !Array.isArray(surface.value.content))
            continue;
        for (const [index, block] of surface.value.content.entries()) {
            if (isObject(block))
                yield { pointer: joinPointer(surface.pointer, 'content', index), value: block };
        }
    }
}
/** Every resource URI: `resources[*].uri`, and those of resource links and embedded resources in example results. */
function* resourceUris(descriptor, version) {
    for (const surface of surfaces(descriptor, version)) {
        if (surface.kind === 'resource' && 'uri' in surface.value)
            yield { pointer: joinPointer(surface.pointer, 'uri'), value: surface.value.uri };
    }
    for (const block of resultBlocks(descriptor, version)) {
        if (block.value.type === 'resource_link' && 'uri' in block.value) {
            yield { pointer: joinPointer(block.pointer, 'uri'), value: block.value.uri };
        }
        else if (block.value.type === 'resource' && isObject(block.value.resource) && 'uri' in block.value.resource) {
            yield { pointer: joinPointer(block.pointer, 'resource', 'uri'), value: block.value.resource.uri };
        }
    }
}
/** Every icon object, on serverInfo, tools, resources, resource templates, prompts and resource links. */
function* places_icons(descriptor, version) {
    const owners = [];
    for (const surface of surfaces(descriptor, version)) {
        if (['server-info', 'tool', 'resource', 'resource-template', 'prompt'].includes(surface.kind))
            owners.push(surface);
    }
    for (const block of resultBlocks(descriptor, version))
        if (block.value.type === 'resource_link')
            owners.push(block);
    for (const owner of owners) {
        if (!Array.isArray(owner.value.icons))
            continue;
        for (const [index, icon] of owner.value.icons.entries()) {
            if (isObject(icon))
                yield { pointer: joinPointer(owner.pointer, 'icons', index), value: icon };
        }
    }
}
/** Keys whose values are JSON Schemas, free-form data or surfaces of their own, where a `_meta` key is not MCP's. */
const NOT_MCP = new Set(['inputSchema', 'outputSchema', 'requestedSchema', 'structuredContent', 'input', 'arguments', 'metadata', 'content', 'interactionExamples', 'elicitations', 'experimental', 'extensions']);
/** Every `_meta` object of the MCP objects in the descriptor (tools, resources, prompts, example results and steps). */
function* metaObjects(descriptor, version) {
    for (const surface of surfaces(descriptor, version))
        yield* metaIn(surface.value, surface.pointer);
}
function* metaIn(value, pointer) {
    if (Array.isArray(value)) {
        for (const [index, item] of value.entries())
            yield* metaIn(item, joinPointer(pointer, index));
        return;
    }
    if (!isObject(value))
        return;
    for (const [key, child] of Object.entries(value)) {
        if (key === '_meta') {
            if (isObject(child))
                yield { pointer: joinPointer(pointer, key), value: child };
        }
        else if (!NOT_MCP.has(key) || (key === 'content' && isContent(child))) {
            yield* metaIn(child, joinPointer(pointer, key));
        }
    }
}
/** Content blocks (a list, or one block in a sampling message), as opposed to an elicitation response's form values. */
function isContent(value) {
    return Array.isArray(value) || (isObject(value) && typeof value.type === 'string');
}

;// CONCATENATED MODULE: ./src/rules/resources/icon-mime-type.ts





/** The types clients must (PNG, JPEG) or should (SVG, WebP) be able to render. */
const icon_mime_type_SUPPORTED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp']);
/** mcp.icon.mime-type (2025-11-25 and later): an icon's type, declared or from its data: URI, is one clients render. */
/* harmony default export */ const icon_mime_type = (descriptorRule('mcp.icon.mime-type', (context) => {
    for (const { pointer, value: icon } of places_icons(context.descriptor, context.version)) {
        const declared = typeof icon.mimeType === 'string' ? icon.mimeType : undefined;
        const type = declared ?? (typeof icon.src === 'string' ? parseDataUri(icon.src)?.mediaType : undefined);
        if (!type)
            continue;
        const bare = type.split(';')[0].trim().toLowerCase();
        if (icon_mime_type_SUPPORTED.has(bare))
            continue;
        context.report(joinPointer(pointer, declared === undefined ? 'src' : 'mimeType'), `Icon type ${quote(bare)} is not one clients are expected to render: they must support image/png and image/jpeg and should support image/svg+xml and image/webp, so this icon may not be shown. Provide a PNG or JPEG version.`);
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/icon-source.ts





/** What makes a scheme worse than merely unsupported, for the message. */
const DANGER = new Map([
    ['javascript', ' (a javascript: URI runs code)'],
    ['file', ' (a file: URI reads from the client\'s disk)'],
    ['http', ' (plain http: can be read and changed in transit)'],
]);
const SIZE = /^(?:any|[1-9][0-9]*[xX][1-9][0-9]*)$/;
/** mcp.icon.source (2025-11-25 and later): icons come from https: or data: URIs and list sizes as "WxH" or "any". */
/* harmony default export */ const icon_source = (descriptorRule('mcp.icon.source', (context) => {
    for (const { pointer, value: icon } of places_icons(context.descriptor, context.version)) {
        if (typeof icon.src === 'string') {
            const problem = sourceProblem(icon.src);
            if (problem)
                context.report(joinPointer(pointer, 'src'), problem);
        }
        if (!Array.isArray(icon.sizes))
            continue;
        icon.sizes.forEach((size, index) => {
            if (typeof size === 'string' && !SIZE.test(size))
                context.report(joinPointer(pointer, 'sizes', index), sizeProblem(size));
        });
    }
}));
function sourceProblem(src) {
    const scheme = schemeOf(src)?.toLowerCase();
    const fix = 'serve the icon over https: or embed it as a data: URI';
    if (scheme === 'https') {
        const problem = checkAbsoluteUri(src);
        return problem ? `Icon "src" ${quote(src)} is not a valid URI: ${problem}. Clients cannot fetch an icon from a malformed URI.` : null;
    }
    if (scheme === 'data') {
        const data = parseDataUri(src);
        if (!data)
            return `Icon "src" ${quote(src)} is not a valid data: URI: it needs a "," before the data, as in "data:image/png;base64,iVBORw0…". Clients cannot decode it.`;
        if (data.base64 && !isBase64(data.data))
            return `Icon "src" ${quote(src)} says ";base64" but its data is not valid base64. Clients cannot decode it: re-encode the image.`;
        return null;
    }
    if (scheme === undefined) {
        return `Icon "src" ${quote(src)} is not an absolute URI: ${checkAbsoluteUri(src)}. Clients resolve icons on their own, without a base URL: ${fix}.`;
    }
    return `Icon "src" uses the ${scheme}: scheme${DANGER.get(scheme) ?? ''}. Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: ${fix}.`;
}
function isBase64(data) {
    const compact = data.replace(/%0[AD]|\s/gi, '');
    return compact.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(compact);
}
function sizeProblem(size) {
    const parts = size.trim().split(/[\s,]+/);
    if (parts.length > 1 && parts.every((part) => SIZE.test(part))) {
        return `Icon size ${quote(size)} lists several sizes in one string: give each its own item, as in ${JSON.stringify(parts)}. Clients choose an icon by matching each item.`;
    }
    return `Icon size ${quote(size)} must be "WxH" in pixels, such as "48x48", or "any" for a scalable icon. Clients choose an icon by its sizes, so this entry cannot be matched.`;
}

;// CONCATENATED MODULE: ./src/rules/resources/meta-key-format.ts





/** mcp.meta.key-format (2025-06-18 and later): `_meta` keys are an optional "prefix/" and a name, in MCP's format. */
/* harmony default export */ const meta_key_format = (descriptorRule('mcp.meta.key-format', (context) => {
    for (const { pointer, value } of metaObjects(context.descriptor, context.version)) {
        for (const key of Object.keys(value)) {
            const problem = metaKeyProblem(key);
            if (!problem)
                continue;
            context.report(joinPointer(pointer, key), `_meta key ${quote(key)} is not a valid _meta key: ${problem}. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/duplicates.ts
/** Later entries of a list that repeat an earlier entry's identifier (a URI, a name). */
/** `identify` returns the identifier compared, or undefined to skip the entry. */
function duplicates(entries, identify) {
    const seen = new Map();
    const found = [];
    for (const entry of entries) {
        const id = identify(entry);
        if (id === undefined)
            continue;
        const first = seen.get(id);
        if (first === undefined)
            seen.set(id, entry);
        else
            found.push({ later: entry, first });
    }
    return found;
}
/** Identifies list items by one string property, e.g. `byString('name')`. */
function byString(key) {
    return (entry) => (typeof entry.item[key] === 'string' ? entry.item[key] : undefined);
}

;// CONCATENATED MODULE: ./src/rules/resources/prompt-argument-unique.ts





/** mcpdesc.prompt.argument-unique: arguments arrive as a name → value map, so names must differ. */
/* harmony default export */ const prompt_argument_unique = (descriptorRule('mcpdesc.prompt.argument-unique', (context) => {
    for (const prompt of objectItems(context.descriptor.prompts, '/prompts')) {
        const args = objectItems(prompt.item.arguments, joinPointer(prompt.pointer, 'arguments'));
        for (const { later, first } of duplicates(args, byString('name'))) {
            context.report(joinPointer(later.pointer, 'name'), `Argument name ${quote(later.item.name)} is already used by arguments[${first.index}] of this prompt. Clients pass prompt arguments as a map from name to value, so the two cannot both get a value: rename one, or remove the duplicate.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/prompt-name-unique.ts





/** mcpdesc.prompt.name-unique: clients get a prompt by its name. */
/* harmony default export */ const prompt_name_unique = (descriptorRule('mcpdesc.prompt.name-unique', (context) => {
    const prompts = objectItems(context.descriptor.prompts, '/prompts');
    for (const { later, first } of duplicates(prompts, byString('name'))) {
        context.report(joinPointer(later.pointer, 'name'), `Prompt name ${quote(later.item.name)} is already used by prompts[${first.index}]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.`);
    }
}));

;// CONCATENATED MODULE: ./src/util/uri-template.ts
/**
 * RFC 6570 URI templates (levels 1–4): literals and `{operator var:prefix,var*}` expressions. The
 * parser stops at the first error and says what is wrong and where (1-based characters, counting
 * code points), because one broken brace makes everything after it meaningless.
 */
const OPERATORS = '+#./;?&';
const RESERVED_OPERATORS = '=,!@|';
/** Characters RFC 6570 §2.1 excludes from literals (besides CTL and "%" outside a percent-encoding). */
const NOT_LITERAL = ' "\'<>\\^`{|}';
function parseUriTemplate(text) {
    const chars = Array.from(text);
    const expressions = [];
    let literalStart;
    let i = 0;
    while (i < chars.length) {
        const c = chars[i];
        if (c === '{') {
            literalStart ??= chars.slice(0, i).join('');
            const close = chars.indexOf('}', i + 1);
            const nested = chars.indexOf('{', i + 1);
            if (nested >= 0 && (close < 0 || nested < close)) {
                return fail(`"{" at character ${nested + 1} is inside the expression opened at character ${i + 1}: expressions cannot nest; close the first one with "}"`);
            }
            if (close < 0)
                return fail(`unclosed "{" at character ${i + 1}: end the expression with "}"`);
            const parsed = parseExpression(chars.slice(i + 1, close), i + 2);
            if (typeof parsed === 'string')
                return fail(parsed);
            expressions.push(parsed);
            i = close + 1;
        }
        else if (c === '}') {
            return fail(`"}" at character ${i + 1} has no matching "{"`);
        }
        else {
            const problem = literalProblem(chars, i);
            if (problem)
                return fail(problem);
            i += c === '%' ? 3 : 1;
        }
    }
    return { ok: true, expressions, literalStart: literalStart ?? text };
}
function fail(error) {
    return { ok: false, error };
}
function literalProblem(chars, i) {
    const c = chars[i];
    const at = `at character ${i + 1}`;
    if (c === '%') {
        return isPercentEncoding(chars, i) ? null
            : `"%" ${at} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
    }
    const code = c.codePointAt(0);
    if (c === ' ')
        return `a space ${at} is not allowed in a URI template: percent-encode it as "%20"`;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0))
        return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')} ${at} is not allowed: remove it`;
    if (code >= 0xd800 && code <= 0xdfff)
        return `the unpaired surrogate ${at} is not text: remove it`;
    if (NOT_LITERAL.includes(c))
        return `${JSON.stringify(c)} ${at} is not allowed in a URI template outside an expression: percent-encode it as "${percent(c)}"`;
    return null;
}
/** The inside of one `{…}`; `offset` is the 1-based position of its first character. */
function parseExpression(body, offset) {
    if (body.length === 0)
        return `empty expression "{}" at character ${offset - 1}: name a variable, as in "{id}"`;
    let operator = '';
    let start = 0;
    if (OPERATORS.includes(body[0])) {
        operator = body[0];
        start = 1;
    }
    else if (RESERVED_OPERATORS.includes(body[0])) {
        return `operator ${JSON.stringify(body[0])} at character ${offset} is reserved by RFC 6570 for future extensions: use one of "+", "#", ".", "/", ";", "?" or "&", or none`;
    }
    const variables = [];
    let from = start;
    for (let i = start; i <= body.length; i++) {
        if (i < body.length && body[i] !== ',')
            continue;
        if (from === i) {
            return i === body.length && from === start && operator !== ''
                ? `the expression at character ${offset - 1} has the operator ${JSON.stringify(operator)} but no variable: name one, as in "{${operator}id}"`
                : `missing variable name at character ${offset + from}: remove the extra "," or name a variable`;
        }
        const parsed = parseVarspec(body.slice(from, i), offset + from);
        if (typeof parsed === 'string')
            return parsed;
        variables.push(parsed);
        from = i + 1;
    }
    return { operator, variables };
}
/** varspec = varname [ ":" max-length / "*" ]; varname = varchar *( ["."] varchar ) */
function parseVarspec(spec, offset) {
    const end = spec.findIndex((c) => c === ':' || c === '*');
    const name = end < 0 ? spec : spec.slice(0, end);
    if (name.length === 0)
        return `missing variable name before ${JSON.stringify(spec[end])} at character ${offset}`;
    const nameProblem = varnameProblem(name, offset);
    if (nameProblem)
        return nameProblem;
    const variable = { name: name.join(''), explode: false };
    if (end < 0)
        return variable;
    const modifier = spec.slice(end);
    const at = offset + end;
    if (modifier[0] === '*') {
        if (modifier.length > 1)
            return `unexpected ${JSON.stringify(modifier[1])} at character ${at + 1} after the explode modifier "*": a variable takes either "*" or ":length", not both`;
        return { ...variable, explode: true };
    }
    const digits = modifier.slice(1).join('');
    if (!/^[1-9][0-9]{0,3}$/.test(digits)) {
        return `prefix modifier ":${digits}" at character ${at} must be ":" and a length from 1 to 9999, as in "{${variable.name}:3}"`;
    }
    return { ...variable, prefix: Number(digits) };
}
function varnameProblem(name, offset) {
    for (let i = 0; i < name.length; i++) {
        const c = name[i];
        const at = `at character ${offset + i}`;
        if (c === '%') {
            if (!isPercentEncoding(name, i))
                return `"%" ${at} does not start a percent-encoding in the variable name`;
            i += 2;
        }
        else if (c === '.') {
            if (i === 0 || i === name.length - 1 || name[i + 1] === '.') {
                return `"." ${at} cannot start or end a variable name or follow another ".": dots only separate parts of a name`;
            }
        }
        else if (!/[A-Za-z0-9_]/.test(c)) {
            return `${JSON.stringify(c)} ${at} is not allowed in a variable name: use letters, digits, "_", "%XX" and single dots`;
        }
    }
    return null;
}
function isPercentEncoding(chars, i) {
    return /^[0-9A-Fa-f]{2}$/.test((chars[i + 1] ?? '') + (chars[i + 2] ?? ''));
}
function percent(character) {
    return encodeURIComponent(character) === character
        ? `%${character.codePointAt(0).toString(16).toUpperCase().padStart(2, '0')}`
        : encodeURIComponent(character);
}

;// CONCATENATED MODULE: ./src/rules/resources/resource-uri.ts





/** mcp.resource.uri: resource URIs (including resource links and embedded resources in example results) are absolute RFC 3986 URIs. */
/* harmony default export */ const resource_uri = (descriptorRule('mcp.resource.uri', (context) => {
    for (const { pointer, value } of resourceUris(context.descriptor, context.version)) {
        if (typeof value !== 'string')
            continue;
        const problem = checkAbsoluteUri(value);
        if (!problem)
            continue;
        const template = /\{[^}]*\}/.test(value) && parseUriTemplate(value).ok
            ? ' It looks like a URI template: list it under resourceTemplates as "uriTemplate" instead.' : '';
        context.report(pointer, `Resource URI ${quote(value)} is not a valid absolute URI: ${problem}. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.${template}`);
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/task-support.ts




/**
 * mcpdesc.capabilities.task-support (2025-11-25): a tool that supports or requires task-augmented
 * execution needs the server to declare tasks.requests.tools.call; clients must not use tasks otherwise.
 */
/* harmony default export */ const task_support = (descriptorRule('mcpdesc.capabilities.task-support', (context) => {
    const { capabilities } = context.descriptor;
    if (!isObject(capabilities) || isObject(getAt(capabilities, '/tasks/requests/tools/call')))
        return;
    for (const { item, pointer } of objectItems(context.descriptor.tools, '/tools')) {
        const support = isObject(item.execution) ? item.execution.taskSupport : undefined;
        if (support !== 'required' && support !== 'optional')
            continue;
        const consequence = support === 'required'
            ? 'so a tool that requires tasks can never be called'
            : 'so this tool will never run as a task';
        const alternative = support === 'required' ? 'set taskSupport to "forbidden"' : 'remove taskSupport';
        context.report(joinPointer(pointer, 'execution', 'taskSupport'), `This tool declares "taskSupport": "${support}", but capabilities does not declare tasks.requests.tools.call. Clients must not use task-augmented calls with a server that does not declare them, ${consequence}: add "tasks": { "requests": { "tools": { "call": {} } } } to capabilities, or ${alternative}.`);
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/uri-template.ts






/**
 * mcp.resource-template.uri-template: uriTemplate is an RFC 6570 URI template whose expansions are
 * absolute URIs. Whether a template is absolute is only known when it starts with literal text.
 */
/* harmony default export */ const uri_template = (descriptorRule('mcp.resource-template.uri-template', (context) => {
    for (const { item, pointer } of objectItems(context.descriptor.resourceTemplates, '/resourceTemplates')) {
        const template = item.uriTemplate;
        if (typeof template !== 'string')
            continue;
        const at = joinPointer(pointer, 'uriTemplate');
        const parsed = parseUriTemplate(template);
        if (!parsed.ok) {
            context.report(at, `uriTemplate ${quote(template)} is not a valid RFC 6570 URI template: ${parsed.error}. Clients expand this template to build resource URIs, so a malformed one cannot be used.`);
            continue;
        }
        const relative = /[:/?#]/.test(parsed.literalStart) ? checkScheme(parsed.literalStart) : null;
        if (relative) {
            context.report(at, `uriTemplate ${quote(template)} does not expand to an absolute URI: ${relative}. Resource URIs must be absolute, so clients cannot use what this template produces.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/uri-unique.ts






/** mcpdesc.resource.uri-unique: a URI identifies one resource (compared after RFC 3986 normalization). */
/* harmony default export */ const uri_unique = (descriptorRule('mcpdesc.resource.uri-unique', (context) => {
    const resources = objectItems(context.descriptor.resources, '/resources');
    const found = duplicates(resources, (r) => (typeof r.item.uri === 'string' ? normalizeUri(r.item.uri) : undefined));
    for (const { later, first } of found) {
        const uri = later.item.uri;
        const name = typeof first.item.name === 'string' ? ` (${quote(first.item.name)})` : '';
        const written = first.item.uri === uri ? '' : `, written there as ${quote(first.item.uri)}`;
        context.report(joinPointer(later.pointer, 'uri'), `Resource URI ${quote(uri)} is already used by resources[${first.index}]${name}${written}. Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.`);
    }
}));

;// CONCATENATED MODULE: ./src/rules/resources/index.ts












/** Resource, template, prompt, capability, icon and _meta rules (rules/resources.yaml). */
const resources_rules = [
    resource_uri,
    uri_unique,
    uri_template,
    prompt_name_unique,
    prompt_argument_unique,
    capabilities_consistency,
    capabilities_unused,
    task_support,
    extension_id,
    icon_source,
    icon_mime_type,
    meta_key_format,
];
/* harmony default export */ const resources = (resources_rules);

;// CONCATENATED MODULE: ./src/rules/security/hidden.ts
/**
 * Characters that do not show, or that reorder what shows: invisible format characters, bidirectional
 * controls and Unicode tag characters. They let a string say one thing to a model or a client and
 * another to a reviewer. Uses that are part of ordinary text stay allowed: joiners inside emoji and
 * between letters of scripts that need them, one variation selector after a character, emoji flag tags.
 */

const NAMES = {
    0x00ad: 'SOFT HYPHEN',
    0x034f: 'COMBINING GRAPHEME JOINER',
    0x061c: 'ARABIC LETTER MARK',
    0x115f: 'HANGUL CHOSEONG FILLER',
    0x1160: 'HANGUL JUNGSEONG FILLER',
    0x17b4: 'KHMER VOWEL INHERENT AQ',
    0x17b5: 'KHMER VOWEL INHERENT AA',
    0x180e: 'MONGOLIAN VOWEL SEPARATOR',
    0x200b: 'ZERO WIDTH SPACE',
    0x200c: 'ZERO WIDTH NON-JOINER',
    0x200d: 'ZERO WIDTH JOINER',
    0x200e: 'LEFT-TO-RIGHT MARK',
    0x200f: 'RIGHT-TO-LEFT MARK',
    0x202a: 'LEFT-TO-RIGHT EMBEDDING',
    0x202b: 'RIGHT-TO-LEFT EMBEDDING',
    0x202c: 'POP DIRECTIONAL FORMATTING',
    0x202d: 'LEFT-TO-RIGHT OVERRIDE',
    0x202e: 'RIGHT-TO-LEFT OVERRIDE',
    0x2060: 'WORD JOINER',
    0x2061: 'FUNCTION APPLICATION',
    0x2062: 'INVISIBLE TIMES',
    0x2063: 'INVISIBLE SEPARATOR',
    0x2064: 'INVISIBLE PLUS',
    0x2066: 'LEFT-TO-RIGHT ISOLATE',
    0x2067: 'RIGHT-TO-LEFT ISOLATE',
    0x2068: 'FIRST STRONG ISOLATE',
    0x2069: 'POP DIRECTIONAL ISOLATE',
    0x3164: 'HANGUL FILLER',
    0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
    0xffa0: 'HALFWIDTH HANGUL FILLER',
    0xe0001: 'LANGUAGE TAG',
    0xe007f: 'CANCEL TAG',
};
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Invisible characters outside the format category (Cf). */
const INVISIBLE_LETTERS = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x3164, 0xffa0]);
/** Format characters that render as visible marks (prepended concatenation marks). */
const VISIBLE_FORMAT = new Set([0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd]);
const BLACK_FLAG = 0x1f3f4;
const isTag = (cp) => cp >= 0xe0000 && cp <= 0xe007f;
const isVariationSelector = (cp) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const FORMAT = /^\p{Cf}$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
const PICTOGRAPHIC = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]$/u;
const HAN = /^\p{Script=Han}$/u;
const SPACE = /^\s$/u;
/** A quick test for strings that cannot hold a hidden character, which is nearly all of them. */
const MAYBE_HIDDEN = new RegExp(`[\\p{Cf}${[...INVISIBLE_LETTERS].map((cp) => `\\u{${cp.toString(16)}}`).join('')}\\u{fe00}-\\u{fe0f}\\u{e0100}-\\u{e01ef}]`, 'u');
function isCandidate(cp) {
    if (INVISIBLE_LETTERS.has(cp) || isVariationSelector(cp))
        return true;
    return FORMAT.test(String.fromCodePoint(cp)) && !VISIBLE_FORMAT.has(cp);
}
/** Every hidden character in `text`, in order. */
function findHiddenCharacters(text) {
    if (!MAYBE_HIDDEN.test(text))
        return [];
    const cps = Array.from(text, (c) => c.codePointAt(0));
    const found = [];
    for (let i = 0; i < cps.length; i++) {
        const cp = cps[i];
        if (!isCandidate(cp))
            continue;
        if (isTag(cp)) {
            const end = emojiTagSequenceEnd(cps, i);
            if (end > i) {
                i = end;
                continue;
            }
        }
        if (allowedInContext(cps, i))
            continue;
        found.push({ position: i + 1, codePoint: cp, kind: BIDI.has(cp) ? 'bidi' : isTag(cp) ? 'tag' : 'invisible' });
    }
    return found;
}
/** The index of the CANCEL TAG ending an emoji tag sequence (🏴 + tags, as in subdivision flags) that starts at i, else i. */
function emojiTagSequenceEnd(cps, i) {
    if (cps[i - 1] !== BLACK_FLAG)
        return i;
    let j = i;
    while (j < cps.length && cps[j] >= 0xe0020 && cps[j] <= 0xe007e)
        j++;
    return j > i && cps[j] === 0xe007f ? j : i;
}
function allowedInContext(cps, i) {
    const cp = cps[i];
    const before = i > 0 ? String.fromCodePoint(cps[i - 1]) : '';
    const after = i + 1 < cps.length ? String.fromCodePoint(cps[i + 1]) : '';
    if (cp === 0x200c || cp === 0x200d) {
        // Joiners shape Arabic, Indic and other scripts, and build emoji sequences (👩‍💻).
        const inScript = cps[i - 1] > 0x7f && LETTER_OR_MARK.test(before) && cps[i + 1] > 0x7f && LETTER_OR_MARK.test(after);
        const inEmoji = cp === 0x200d && PICTOGRAPHIC.test(before) && PICTOGRAPHIC.test(after);
        return inScript || inEmoji;
    }
    if (isVariationSelector(cp)) {
        // One selector chooses the form of the character before it (❤️, ideographic variants); more is hidden data.
        if (before === '' || SPACE.test(before) || isCandidate(cps[i - 1]))
            return false;
        return cp <= 0xfe0f || HAN.test(before);
    }
    return false;
}
/** "U+200B ZERO WIDTH SPACE" */
function characterName(cp) {
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    const name = NAMES[cp]
        ?? (cp >= 0xfe00 && cp <= 0xfe0f ? `VARIATION SELECTOR-${cp - 0xfe00 + 1}` : undefined)
        ?? (cp >= 0xe0100 && cp <= 0xe01ef ? `VARIATION SELECTOR-${cp - 0xe0100 + 17}` : undefined)
        ?? (cp >= 0xe0020 && cp <= 0xe007e ? `TAG ${JSON.stringify(String.fromCodePoint(cp - 0xe0000))}` : undefined);
    return name ? `${code} ${name}` : `${code} (an invisible formatting character)`;
}
/**
 * What is hidden in `text` and where, as a message fragment, or null when nothing is: a run of tag
 * characters is one item, and what it spells is shown, since that is usually the smuggled instruction.
 */
function describeHidden(text) {
    const found = findHiddenCharacters(text);
    if (found.length === 0)
        return null;
    const first = found[0];
    const chars = Array.from(text);
    let described;
    let covered = 1;
    if (first.kind === 'tag') {
        while (covered < found.length && found[covered].kind === 'tag' && found[covered].position === first.position + covered)
            covered++;
        const spelled = found.slice(0, covered).map((h) => h.codePoint).filter((cp) => cp >= 0xe0020 && cp <= 0xe007e)
            .map((cp) => String.fromCodePoint(cp - 0xe0000)).join('');
        const span = covered > 1 ? `${covered} invisible Unicode tag characters at characters ${first.position}–${first.position + covered - 1}`
            : `the invisible Unicode tag character ${characterName(first.codePoint)} at character ${first.position}`;
        described = covered === 1 || spelled.trim() === '' ? span : `${span} that spell ${quote(spelled, 80)}`;
    }
    else {
        described = `${characterName(first.codePoint)} at character ${first.position}${context(chars, first.position - 1)}`;
    }
    const rest = found.length - covered;
    return rest > 0 ? `${described}, and ${rest} more hidden character${rest === 1 ? '' : 's'}` : described;
}
/** ` (after "…text")`: the visible text just before a position, so the spot can be found in an editor. */
function context(chars, index) {
    if (index === 0)
        return ' (at the start)';
    const before = chars.slice(Math.max(0, index - 20), index).filter((c) => !isCandidate(c.codePointAt(0))).join('');
    return ` (after ${quote(index > 20 ? `…${before}` : before)})`;
}

;// CONCATENATED MODULE: ./src/rules/security/strings.ts
/** Every string in a descriptor, values and property names alike, with where it is. */


/** Calls `visit` for each string value and property name, depth first, in document order. */
function forEachString(value, visit, pointer = '', key) {
    if (typeof value === 'string') {
        visit({ pointer, key, text: value, target: 'value' });
    }
    else if (Array.isArray(value)) {
        value.forEach((item, index) => forEachString(item, visit, joinPointer(pointer, index), index));
    }
    else if (isObject(value)) {
        for (const [name, child] of Object.entries(value)) {
            const childPointer = joinPointer(pointer, name);
            visit({ pointer: childPointer, key: name, text: name, target: 'key' });
            forEachString(child, visit, childPointer, name);
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/security/hidden-characters.ts



/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
/* harmony default export */ const hidden_characters = (descriptorRule('mcpdesc.security.hidden-characters', (context) => {
    forEachString(context.descriptor, (site) => {
        const hidden = describeHidden(site.text);
        if (!hidden)
            return;
        const subject = site.target === 'key' ? 'This property name' : typeof site.key === 'string' ? JSON.stringify(site.key) : 'This string';
        context.report(site.pointer, `${subject} contains ${hidden}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`, site.target);
    });
}));

;// CONCATENATED MODULE: ./src/rules/security/phrases.ts
/**
 * Phrases that address the model instead of describing a tool: the marks of tool poisoning. Each
 * pattern needs the imperative form aimed at an agent ("read ~/.ssh/id_rsa", "do not tell the user"),
 * so ordinary third-person descriptions ("Reads a file from the workspace") do not match.
 */
const NOT = String.raw `(?:do\s+not|don['’]?t|never)`;
const SENSITIVE_TARGET = String.raw `(?:~\/\.ssh\b|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/(?:credentials|config)\b|\.env\b(?!\.\w)|\/etc\/(?:passwd|shadow|sudoers)\b|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\.kube\/config\b|\.docker\/config\.json|\.cursor\/mcp\.json|claude_desktop_config\.json|\bsystem\s+prompt\b)`;
const SEND_VERB = String.raw `(?:read|cat|open|load|include|send|pass|upload|attach|access|fetch|copy|print|output|forward|exfiltrate|leak|share|append|post|provide|paste|insert|dump)`;
/**
 * Patterns by category. A group's `gate` is a quick test that matches whenever one of its patterns can
 * (a word every pattern needs), so most descriptions are passed over without running the patterns.
 */
const GROUPS = [
    {
        category: 'override',
        gate: /ignore|disregard|forget|override|bypass|you\s+are\s+now|instructions?\s*:|from\s+now\s+on/i,
        patterns: [
            re(String.raw `\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|initial|system|existing|other|safety)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|context|constraints|policies)\b`),
            re(String.raw `\b(?:ignore|disregard|forget|override)\s+(?:all\s+)?(?:your\s+(?:instructions|guidelines|rules|programming|training)|the\s+(?:instructions|guidelines))\b`),
            re(String.raw `\byou\s+are\s+now\s+(?:a|an|in|no\s+longer|free|unrestricted|jailbroken|DAN)\b`),
            re(String.raw `\bnew\s+(?:system\s+)?instructions?\s*:`),
            re(String.raw `\bfrom\s+now\s+on,?\s+(?:you|always|never|ignore|respond|only)\b`),
        ],
    },
    {
        category: 'secrecy',
        gate: /\b(?:not|never|keep|hide|without)\b|n['’]?t\b/i,
        patterns: [
            re(String.raw `\b${NOT}\s+(?:tell|inform|notify|alert|warn|show)\s+(?:the\s+|your\s+)?user\b`),
            re(String.raw `\b${NOT}\s+let\s+(?:the\s+|your\s+)?user\s+(?:know|see|notice)\b`),
            re(String.raw `\b${NOT}\s+(?:mention|reveal|disclose|acknowledge|report|say)\s+(?:this|that|it|these|anything|any\s+of\s+this|the\s+(?:above|following|instructions?|fact|file|note)|(?:to|with)\s+the\s+user)\b`),
            re(String.raw `\bwithout\s+(?:telling|informing)\s+(?:the\s+|your\s+)?user\b`),
            re(String.raw `\b(?:keep|hide)\s+(?:this|it|these\s+instructions|the\s+following)\s+(?:secret|hidden|confidential|from\s+(?:the\s+)?user)\b`),
            re(String.raw `\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out|be\s+told)\b`),
        ],
    },
    {
        category: 'exfiltration',
        gate: /\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws\/|\.env|\/etc\/|\.npmrc|\.netrc|\.pypirc|\.pgpass|\.git-credentials|\.kube\/|\.docker\/|mcp\.json|claude_desktop|system\s+prompt|@/i,
        patterns: [
            re(String.raw `\b${SEND_VERB}\b[^.!?\n]{0,80}?${SENSITIVE_TARGET}`),
            re(String.raw `\b(?:send|forward|redirect|bcc|cc|copy)\s+(?:all|every|each|any)\s+(?:\w+\s+){0,3}?to\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`),
        ],
    },
    {
        category: 'steering',
        steering: true,
        gate: /always|when\s+this\s+tool/i,
        patterns: [
            re(String.raw `\balways\s+(?:call|use|invoke|run|execute)\s+(?:the\s+)?[\w.\-\`'"]+(?:\s+tool)?\s+(?:first|before)\b`),
            re(String.raw `\bwhen\s+this\s+tool\s+is\s+(?:available|present|loaded|installed|enabled)\b`),
        ],
    },
    {
        category: 'pseudo-tag',
        gate: /[<[]/,
        patterns: [
            re(String.raw `<\s*\/?\s*(?:important|system|instructions?|admin|secret|hidden|critical|override)\s*>`),
            re(String.raw `<\|(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\|>|\[\/?INST\]|<<\/?SYS>>`),
        ],
    },
];
function re(source) {
    return new RegExp(source, 'gi');
}
/**
 * Every suspicious phrase in `text`, in order, without overlaps. `steering` also looks for directions
 * to call other tools, which belong in server instructions but not in a description.
 */
function findInjectedPhrases(text, options) {
    const matches = [];
    for (const { category, gate, patterns, steering } of GROUPS) {
        if ((steering && !options.steering) || !gate.test(text))
            continue;
        for (const pattern of patterns) {
            for (const match of text.matchAll(pattern))
                matches.push({ category, phrase: match[0], index: match.index ?? 0 });
        }
    }
    matches.sort((a, b) => a.index - b.index || b.phrase.length - a.phrase.length);
    let end = -1;
    return matches.filter((m) => {
        if (m.index < end)
            return false;
        end = m.index + m.phrase.length;
        return true;
    });
}

;// CONCATENATED MODULE: ./src/rules/security/injected-instructions.ts




const WHY = {
    override: 'tries to override the instructions the model already follows',
    secrecy: 'asks the model to hide something from the user',
    exfiltration: 'asks the model to read or send data the user did not ask for',
    steering: 'directs how the model calls tools, as tool shadowing does',
    'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
};
/** Interaction examples are sample data: a tool result may quote anything. */
const EXAMPLE = /^\/tools\/\d+\/interactionExamples(?:\/|$)/;
/**
 * mcpdesc.security.injected-instructions: descriptions, titles and server instructions describe the
 * server; they do not give the model orders. Interaction examples are sample data, not prose.
 */
/* harmony default export */ const injected_instructions = (descriptorRule('mcpdesc.security.injected-instructions', (context) => {
    forEachString(context.descriptor, (site) => {
        const subject = subjectOf(site);
        if (!subject)
            return;
        const instructions = site.pointer === '/instructions';
        const [first, ...more] = findInjectedPhrases(site.text, { steering: !instructions });
        if (!first)
            return;
        const advice = instructions
            ? 'Keep the instructions to how the server\'s features fit together, and remove this.'
            : first.category === 'steering'
                ? 'Describe what the tool does; if calls must happen in an order, say so in the server instructions.'
                : 'Describe what it does, and remove directives aimed at the model.';
        context.report(site.pointer, `${subject} ${quote(first.phrase)}, which ${WHY[first.category]}${alsoFound(more)}. Clients pass this text to the model, and poisoned descriptions hide orders there that users rarely read. ${advice}`);
    });
}));
/** How a message starts ("This description contains"), or undefined when the string is not prose a client shows the model. */
function subjectOf(site) {
    if (site.target === 'key' || EXAMPLE.test(site.pointer))
        return undefined;
    if (site.pointer === '/instructions')
        return 'The server instructions contain';
    return site.key === 'description' ? 'This description contains' : site.key === 'title' ? 'This title contains' : undefined;
}
/** ` (also "…", "…")`: the other phrases, so one finding shows everything to remove. */
function alsoFound(more) {
    if (more.length === 0)
        return '';
    const shown = more.slice(0, 3).map((m) => quote(m.phrase)).join(', ');
    return ` (also ${shown}${more.length > 3 ? ` and ${more.length - 3} more` : ''})`;
}

;// CONCATENATED MODULE: ./src/rules/security/secrets.ts
/**
 * Credential-looking values: well-known token formats anywhere in a string, and high-entropy values
 * of fields named like credentials. Matches are described redacted (a public prefix and a length),
 * never in full. Obvious placeholders ("AKIAIOSFODNN7EXAMPLE", "<token>", "sk-xxxx…") are not secrets.
 */
const B = '(?<![A-Za-z0-9_+/-])';
const E = '(?![A-Za-z0-9_-])';
const DETECTORS = [
    { kind: 'PEM private key', pattern: /(-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?)(?:-----END|$)/, shown: 0, accept: (s) => (s.slice(s.indexOf('-----', 5) + 5).match(/[A-Za-z0-9+/]/g) ?? []).length >= 40 },
    { kind: 'AWS access key ID', pattern: new RegExp(`${B}((?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16})${E}`), shown: 4 },
    { kind: 'GitHub fine-grained personal access token', pattern: new RegExp(`${B}(github_pat_[A-Za-z0-9_]{22,255})${E}`), shown: 11 },
    { kind: 'GitHub token', pattern: new RegExp(`${B}(gh[pousr]_[A-Za-z0-9]{36,255})${E}`), shown: 4 },
    { kind: 'GitLab personal access token', pattern: new RegExp(`${B}(glpat-[A-Za-z0-9_-]{20,})${E}`), shown: 6 },
    { kind: 'Slack token', pattern: new RegExp(`${B}(xox[baprs]-[A-Za-z0-9-]{10,})${E}`), shown: 5, accept: (s) => /[0-9]/.test(s) },
    { kind: 'Slack webhook URL', pattern: /(https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]{16,})/, shown: 33 },
    { kind: 'Stripe live secret key', pattern: new RegExp(`${B}((?:sk|rk)_live_[A-Za-z0-9]{16,})${E}`), shown: 8 },
    { kind: 'Google API key', pattern: new RegExp(`${B}(AIza[0-9A-Za-z_-]{35})${E}`), shown: 4 },
    { kind: 'Anthropic API key', pattern: new RegExp(`${B}(sk-ant-[A-Za-z0-9_-]{20,})${E}`), shown: 7 },
    { kind: 'OpenAI-style API key', pattern: new RegExp(`${B}(sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})${E}`), shown: 3, accept: looksRandom },
    { kind: 'npm access token', pattern: new RegExp(`${B}(npm_[A-Za-z0-9]{36})${E}`), shown: 4 },
    { kind: 'Hugging Face token', pattern: new RegExp(`${B}(hf_[A-Za-z]{34})${E}`), shown: 3 },
    { kind: 'JSON Web Token', pattern: new RegExp(`${B}(eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,})${E}`), shown: 3, accept: isJwt },
    { kind: 'password in a URL', pattern: /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/:@]+:([^\s/@]+)@/, shown: 0 },
    { kind: 'bearer token', pattern: /\bBearer\s+([A-Za-z0-9\-._~+/]{20,}=*)/, shown: 0, accept: looksRandom },
];
/** Text every detector needs, so most strings are passed over with one quick test (keep in step with DETECTORS). */
const GATE = /PRIVATE KEY|AKIA|ASIA|ABIA|ACCA|github_pat_|gh[pousr]_|glpat-|xox[baprs]-|hooks\.slack\.com|_live_|AIza|sk-|npm_|hf_|eyJ|:\/\/[^\s/:@]+:[^\s/@]+@|Bearer\s/;
/** The first well-known credential format in `text`, or null. */
function findSecret(text) {
    if (!GATE.test(text))
        return null;
    for (const detector of DETECTORS) {
        const match = detector.pattern.exec(text);
        const secret = match?.[1];
        if (!secret || isPlaceholder(secret) || (detector.accept && !detector.accept(secret)))
            continue;
        return { kind: detector.kind, redacted: redact(secret, detector.shown) };
    }
    return null;
}
const CREDENTIAL_WORDS = new Set(['password', 'passwd', 'pwd', 'passphrase', 'secret', 'token', 'apikey', 'credential', 'credentials']);
/** `<word>_key` fields that hold credentials (api_key, private_key), unlike `sort_key` or `cache_key`. */
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'signing', 'encryption', 'auth', 'client', 'master', 'license']);
/** Fields whose tokens are not credentials (pagination, progress, CSRF) or that hold no value (token_type). */
const NOT_CREDENTIAL_WORDS = new Set(['page', 'next', 'cursor', 'continuation', 'sync', 'progress', 'csrf', 'xsrf', 'idempotency', 'max', 'min', 'count', 'limit', 'type', 'name', 'hint', 'description', 'length', 'prefix', 'expires', 'ttl', 'policy', 'field', 'header', 'public']);
/**
 * A credential in a field named like one (`password`, `apiKey`, `client_secret`): the value must look
 * random and be long enough to be real (8 characters for passwords, 16 for keys and tokens). The field
 * name is asked for only when the value could be a credential.
 */
function findSecretField(value, fieldOf) {
    if (/\s/.test(value) || value.length < 8)
        return null;
    const field = fieldOf();
    if (field === undefined)
        return null;
    const words = field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    const last = words[words.length - 1];
    if (!last || words.some((w) => NOT_CREDENTIAL_WORDS.has(w)))
        return null;
    const isKey = last === 'key' && words.length > 1 && KEY_QUALIFIERS.has(words[words.length - 2]);
    if (!CREDENTIAL_WORDS.has(last) && !isKey)
        return null;
    const password = ['password', 'passwd', 'pwd', 'passphrase'].includes(last);
    if (value.length < (password ? 8 : 16) || isPlaceholder(value))
        return null;
    if (charClasses(value) < 2 || entropy(value) < (password ? 2.5 : 3.3))
        return null;
    return { kind: `high-entropy ${JSON.stringify(field)} value`, redacted: redact(value, 0) };
}
/** Obvious stand-ins, which examples should use: words like "example", template syntax, or long runs of one character. */
function isPlaceholder(value) {
    return /example|sample|dummy|placeholder|redacted|changeme|change_me|your[-_]?|fake|mock|test[-_]?(?:key|token|secret)|<[^>]*>|\$\{|\{\{|\.\.\.|…/i.test(value)
        || /(.)\1{5,}/.test(value);
}
/** Shannon entropy in bits per character. */
function entropy(value) {
    const counts = new Map();
    for (const c of value)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let bits = 0;
    for (const n of counts.values())
        bits -= (n / value.length) * Math.log2(n / value.length);
    return bits;
}
function charClasses(value) {
    return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(value)).length;
}
function looksRandom(secret) {
    return /[0-9]/.test(secret) && /[A-Za-z]/.test(secret) && entropy(secret) >= 3.5;
}
function isJwt(token) {
    try {
        const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
        return typeof header === 'object' && header !== null && 'alg' in header;
    }
    catch {
        return false;
    }
}
/** `"ghp_…", 40 characters`: a public prefix, if the format has one, and the length. */
function redact(secret, shown) {
    const pem = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/.exec(secret);
    if (pem)
        return `"${pem[0]}…"`;
    const length = `${secret.length} characters`;
    return shown === 0 ? length : `"${secret.slice(0, shown)}…", ${length}`;
}

;// CONCATENATED MODULE: ./src/rules/security/secret-in-example.ts




/** Schema keywords that hold sample values of the property they sit in. */
const VALUE_KEYWORDS = new Set(['default', 'examples', 'example', 'const', 'enum']);
/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const secret_in_example = (descriptorRule('mcpdesc.security.secret-in-example', (context) => {
    forEachString(context.descriptor, (site) => {
        if (site.target === 'key')
            return;
        const secret = findSecret(site.text) ?? findSecretField(site.text, () => fieldName(site.pointer));
        if (!secret)
            return;
        context.report(site.pointer, `This string contains what looks like a real credential: ${secret.kind} (${secret.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    });
}));
/** The field a value belongs to: `api_key` for `…/properties/api_key/default` and `…/input/api_key` alike. */
function fieldName(pointer) {
    const segments = splitPointer(pointer);
    for (let i = segments.length - 1; i >= 0; i--) {
        if (!/^\d+$/.test(segments[i]) && !VALUE_KEYWORDS.has(segments[i]))
            return segments[i];
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/rules/security/index.ts



/** Security rules (rules/security.yaml). */
const security_rules = [hidden_characters, injected_instructions, secret_in_example];
/* harmony default export */ const security = (security_rules);

;// CONCATENATED MODULE: ./src/rules/index.ts
/** Every rule implementation, registered under its catalogue id. */










const RULES = [
    syntax,
    document_limits,
    protocol_version,
    structure,
    ...schema,
    ...version,
    ...tools,
    ...interaction,
    ...resources,
    ...security,
];

;// CONCATENATED MODULE: ./src/engine/lint.ts






const INTERNAL_RULE = 'mcpdesc.internal';
/** The version a descriptor declares, when it is one mcpdesc supports. */
function declaredVersion(value) {
    return isObject(value) && isVersion(value.protocolVersion) ? value.protocolVersion : null;
}
function lintSource(path, text, options) {
    const parsed = parseDocument(text, formatOf(path), options.limits ?? DEFAULT_PARSE_LIMITS);
    const version = declaredVersion(parsed.value);
    const findings = [];
    const seen = new Set();
    const add = (ruleId, level, pointer, message, range) => {
        const key = `${ruleId}\u0000${pointer}\u0000${message}`;
        if (seen.has(key))
            return;
        seen.add(key);
        findings.push({ ruleId, level, message, path, pointer, range });
    };
    const reporterFor = (ruleId, level) => (pointer, message, target = 'value') => add(ruleId, level, pointer, message, parsed.locate(pointer, target));
    const modelCache = new Map();
    for (const rule of options.rules ?? RULES) {
        const level = levelFor(rule.id, options);
        if (!level)
            continue;
        const report = reporterFor(rule.id, level);
        try {
            if (rule.stage === 'document') {
                const context = { path, parsed, report, reportAt: (range, message, pointer = '') => add(rule.id, level, pointer, message, range) };
                rule.check(context);
            }
            else if (version && isObject(parsed.value) && options.catalogue.get(rule.id)?.versions.includes(version)) {
                rule.check(descriptorContext(path, parsed, version, report, modelCache));
            }
        }
        catch (error) {
            reporterFor(INTERNAL_RULE, 'error')('', `mcpdesc failed while running rule ${rule.id} on this file (${describeError(error)}). Other rules still ran. This is a bug in mcpdesc: please report it with this file.`);
        }
    }
    return { path, protocolVersion: version, findings };
}
function levelFor(ruleId, options) {
    const setting = options.settings?.[ruleId];
    if (setting === 'off')
        return undefined;
    return setting ?? options.catalogue.get(ruleId)?.level;
}
function descriptorContext(path, parsed, version, report, cache) {
    const descriptor = parsed.value;
    return {
        path,
        descriptor,
        version,
        parsed,
        report,
        model(definition, pointer, ignoreKeys) {
            const key = `${definition}@${pointer}`;
            let issues = cache.get(key);
            if (!issues) {
                issues = checkDefinition(definition, getAt(descriptor, pointer), version, pointer, ignoreKeys ? { ignoreKeys } : {});
                cache.set(key, issues);
            }
            return issues;
        },
    };
}
function describeError(error) {
    if (error instanceof Error)
        return `${error.name}: ${error.message}`.slice(0, 300);
    return String(error).slice(0, 300);
}

;// CONCATENATED MODULE: ./src/engine/outcome.ts

const FAIL_ON = ['error', 'warning', 'note', 'never'];
const RANK = { error: 0, warning: 1, note: 2 };
function isFailOn(value) {
    return FAIL_ON.includes(value);
}
/** True when some finding reaches the fail-on level. */
function reachesFailLevel(results, failOn) {
    if (failOn === 'never')
        return false;
    return results.some((r) => r.findings.some((f) => RANK[f.level] <= RANK[failOn]));
}
/** An internal error means some check did not run: never a success, whatever fail-on says. */
function hasInternalError(results) {
    return results.some((r) => r.findings.some((f) => f.ruleId === INTERNAL_RULE));
}

;// CONCATENATED MODULE: ./src/report/fingerprint.ts
/**
 * `partialFingerprints.primaryLocationLineHash`, computed the way github/codeql-action does
 * (src/fingerprints.ts): a base-37 rolling hash over the 100 characters starting at each line, with
 * spaces and tabs skipped and CR/CRLF read as LF, plus a counter for repeated hashes. Matching it
 * lets code scanning track an alert across commits instead of opening duplicates.
 */
const BLOCK_SIZE = 100;
const MOD = 37n;
const EOF = 65535;
const u64 = (value) => BigInt.asUintN(64, value);
let firstMod;
/** Hashes for the given 1-based lines of `text`. */
function lineHashes(text, wanted) {
    firstMod ??= Array.from({ length: BLOCK_SIZE }).reduce((acc) => u64(acc * MOD), 1n);
    const window = new Array(BLOCK_SIZE).fill(0);
    const lineNumbers = new Array(BLOCK_SIZE).fill(-1);
    const counts = new Map();
    const result = new Map();
    let hash = 0n;
    let index = 0;
    let lineNumber = 0;
    let lineStart = true;
    let prevCR = false;
    const output = () => {
        const value = hash.toString(16);
        const count = (counts.get(value) ?? 0) + 1;
        counts.set(value, count);
        if (wanted.has(lineNumbers[index]))
            result.set(lineNumbers[index], `${value}:${count}`);
        lineNumbers[index] = -1;
    };
    const update = (current) => {
        const begin = window[index];
        window[index] = current;
        hash = u64(MOD * hash + BigInt(current) - firstMod * BigInt(begin));
        index = (index + 1) % BLOCK_SIZE;
    };
    const process = (code) => {
        if (code === 32 || code === 9 || (prevCR && code === 10)) {
            prevCR = false;
            return;
        }
        let current = code;
        if (current === 13) {
            current = 10;
            prevCR = true;
        }
        else {
            prevCR = false;
        }
        if (lineNumbers[index] !== -1)
            output();
        if (lineStart) {
            lineStart = false;
            lineNumber++;
            lineNumbers[index] = lineNumber;
        }
        if (current === 10)
            lineStart = true;
        update(current);
    };
    for (let i = 0; i < text.length; i++)
        process(text.charCodeAt(i));
    process(EOF);
    for (let i = 0; i < BLOCK_SIZE; i++) {
        if (lineNumbers[index] !== -1)
            output();
        update(0);
    }
    return result;
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/engine/discover.ts
/**
 * Finds descriptor files. A directory is searched for files matching the include globs (minus the
 * exclude globs), skipping dependency and VCS folders and never following symlinked directories;
 * a file named explicitly is always linted.
 */



/** Folders that never hold a project's own descriptors. */
const SKIPPED_DIRECTORIES = new Set([
    'node_modules', '.git', '.hg', '.svn', '.venv', 'venv', '__pycache__', '.tox', '.cache', '.next', '.turbo',
]);
function toPosix(path) {
    return external_node_path_namespaceObject.sep === '/' ? path : path.split(external_node_path_namespaceObject.sep).join('/');
}
function displayPath(root, absolute) {
    const rel = (0,external_node_path_namespaceObject.relative)(root, absolute);
    return toPosix(rel === '' ? '.' : rel);
}
async function discover(paths, options) {
    const included = picomatch_default()([...options.include], { dot: true });
    const excluded = options.exclude.length > 0 ? picomatch_default()([...options.exclude], { dot: true }) : () => false;
    const found = new Map();
    const missing = [];
    const add = (absolute) => found.set(absolute, { absolute, path: displayPath(options.root, absolute) });
    const walk = async (dir, base) => {
        let entries;
        try {
            entries = await (0,promises_namespaceObject.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return; // Unreadable folders are skipped, as git and ESLint do.
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const absolute = (0,external_node_path_namespaceObject.join)(dir, entry.name);
            const rel = matchPath(options.root, base, absolute);
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRECTORIES.has(entry.name) && !excluded(rel) && !excluded(`${rel}/`))
                    await walk(absolute, base);
            }
            else if ((entry.isFile() || entry.isSymbolicLink()) && included(rel) && !excluded(rel)) {
                // Symlinks are listed here and judged when read: one pointing out of the workspace is refused.
                add(absolute);
            }
        }
    };
    for (const input of paths) {
        const absolute = (0,external_node_path_namespaceObject.isAbsolute)(input) ? input : (0,external_node_path_namespaceObject.resolve)(options.root, input);
        let stats;
        try {
            stats = await (0,promises_namespaceObject.lstat)(absolute);
        }
        catch {
            missing.push(input);
            continue;
        }
        if (stats.isDirectory())
            await walk(absolute, absolute);
        else
            add(absolute);
    }
    return { files: [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), missing };
}
/** Globs match paths relative to the root, or to the searched folder when it lies outside the root. */
function matchPath(root, base, absolute) {
    const rel = (0,external_node_path_namespaceObject.relative)(root, absolute);
    return toPosix(rel.startsWith('..') ? (0,external_node_path_namespaceObject.relative)(base, absolute) : rel);
}

;// CONCATENATED MODULE: ./src/engine/read.ts
/**
 * Reads a descriptor as untrusted input: only regular files, only inside the workspace (symlinks are
 * resolved and checked), only up to the size limit, and only valid UTF-8. Anything else becomes a
 * finding on that file, never an exception.
 */




const FIRST_CHARACTER = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
async function readDescriptor(absolute, root, maxBytes) {
    const refuse = (message) => ({ ok: false, ruleId: 'mcpdesc.document.file', message });
    try {
        const link = await (0,promises_namespaceObject.lstat)(absolute);
        if (link.isSymbolicLink()) {
            const target = await (0,promises_namespaceObject.realpath)(absolute).catch(() => undefined);
            if (!target)
                return refuse('This symlink points to nothing that exists, so there is no descriptor to check. Fix or remove the link.');
            if (!within(await (0,promises_namespaceObject.realpath)(root), target)) {
                return refuse('This symlink points outside the workspace, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository. Replace the link with the file itself.');
            }
        }
        // O_NONBLOCK keeps a FIFO swapped in after the check from blocking the open.
        const handle = await (0,promises_namespaceObject.open)(absolute, external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NONBLOCK);
        try {
            const stats = await handle.stat();
            if (!stats.isFile())
                return refuse(`This path is ${kindOf(stats)}, not a regular file, so mcpdesc did not read it. Descriptors must be ordinary files.`);
            if (stats.size > maxBytes) {
                return { ok: false, ruleId: 'mcpdesc.document.limits', message: `The file is ${stats.size} bytes, more than the limit of ${maxBytes}; mcpdesc did not read it. Split the descriptor or raise limits.maxFileBytes.`, range: FIRST_CHARACTER };
            }
            const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
            if (bytesRead > maxBytes) {
                return { ok: false, ruleId: 'mcpdesc.document.limits', message: `The file grew past the limit of ${maxBytes} bytes while being read; mcpdesc did not check it.`, range: FIRST_CHARACTER };
            }
            return decode(buffer.subarray(0, bytesRead));
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        const code = error.code ?? 'error';
        return refuse(`mcpdesc could not read this file (${code}). Check that it exists and is readable.`);
    }
}
function decode(bytes) {
    try {
        return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    }
    catch {
        const offset = firstInvalidUtf8(bytes);
        const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
        const lines = new LineIndex(before);
        const start = lines.position(before.length);
        return {
            ok: false,
            ruleId: 'mcpdesc.document.file',
            message: `The file is not valid UTF-8 (byte 0x${bytes[offset].toString(16).padStart(2, '0')} at offset ${offset}). JSON and YAML descriptors must be UTF-8: re-save the file as UTF-8.`,
            range: { start, end: { line: start.line, column: start.column + 1 } },
        };
    }
}
/** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes) {
    for (let i = 0; i < bytes.length;) {
        const b = bytes[i];
        const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
        if (length === 0)
            return i;
        const chunk = bytes.subarray(i, i + length);
        if (chunk.length < length)
            return i;
        try {
            new TextDecoder('utf-8', { fatal: true }).decode(chunk);
        }
        catch {
            return i;
        }
        i += length;
    }
    return 0;
}
function within(root, target) {
    const rel = (0,external_node_path_namespaceObject.relative)(root, target);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_namespaceObject.isAbsolute)(rel));
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    return 'a special file';
}

;// CONCATENATED MODULE: ./src/engine/run.ts





async function lintPaths(paths, options) {
    const { config, root } = options;
    const discovery = await discover(paths, { root, include: config.include, exclude: config.exclude });
    const files = options.only ? discovery.files.filter((f) => options.only?.has(f.path)) : discovery.files;
    const results = [];
    for (const file of files)
        results.push(await lintFile(file, options));
    return { results, missing: discovery.missing };
}
async function lintFile(file, options) {
    const { config, catalogue, root } = options;
    const read = await readDescriptor(file.absolute, root, config.limits.maxFileBytes);
    if (!read.ok) {
        const setting = config.rules[read.ruleId];
        const level = setting === 'off' ? undefined : setting ?? catalogue.get(read.ruleId)?.level ?? 'error';
        const range = read.range ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
        const findings = level ? [{ ruleId: read.ruleId, level, message: read.message, path: file.path, pointer: '', range }] : [];
        return { path: file.path, protocolVersion: null, findings };
    }
    const result = lintSource(file.path, read.text, { catalogue, settings: config.rules, limits: config.limits });
    if (result.findings.length > 0) {
        const lines = new LineIndex(read.text);
        const hashes = lineHashes(read.text, new Set(result.findings.map((f) => f.range.start.line)));
        result.findings = result.findings.map((f) => {
            const fingerprint = hashes.get(f.range.start.line);
            return { ...f, excerpt: excerptOf(lines.lineText(f.range.start.line), f.range.start.column), ...(fingerprint ? { fingerprint } : {}) };
        });
    }
    return result;
}
/** Up to 100 characters of the line around the finding's column, so minified files stay readable. */
function excerptOf(line, column) {
    const from = line.length > 100 ? Math.max(0, Math.min(column - 21, line.length - 100)) : 0;
    return { text: line.slice(from, from + 100), column: from + 1 };
}

;// CONCATENATED MODULE: ./src/report/json.ts
/** The JSON format: a stable, documented shape for scripts (see README). */

function formatJson(results, toolVersion) {
    const report = {
        version: toolVersion,
        files: results.map((r) => ({ path: r.path, protocolVersion: r.protocolVersion })),
        findings: results.flatMap((r) => r.findings).sort(compareByPosition).map((f) => ({
            ruleId: f.ruleId,
            level: f.level,
            path: f.path,
            pointer: f.pointer,
            line: f.range.start.line,
            column: f.range.start.column,
            endLine: f.range.end.line,
            endColumn: f.range.end.column,
            message: f.message,
        })),
    };
    return `${JSON.stringify(report, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/sarif.ts

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcpdesc/mcpdesc';
/** GitHub shows at most 10 tags per rule (and rejects more than 20). */
const MAX_TAGS = 10;
function buildSarif(results, context, options = {}) {
    const rules = context.catalogue.rules;
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    const findings = results.flatMap((r) => r.findings).sort(compareFindings);
    const artifactIndex = new Map(results.map((r, i) => [r.path, i]));
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcpdesc',
                        semanticVersion: context.toolVersion,
                        informationUri: INFORMATION_URI,
                        rules: rules.map((rule) => sarifRule(rule, context)),
                    },
                },
                ...(options.category ? { automationDetails: { id: options.category.endsWith('/') ? options.category : `${options.category}/` } } : {}),
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository.' } } },
                columnKind: 'utf16CodeUnits',
                artifacts: results.map((r) => ({ location: { uri: encodePath(r.path), uriBaseId: '%SRCROOT%' } })),
                results: findings.map((finding) => sarifResult(finding, index.get(finding.ruleId), artifactIndex.get(finding.path))),
            },
        ],
    };
}
function formatSarif(results, context, options = {}) {
    return `${JSON.stringify(buildSarif(results, context, options), null, 2)}\n`;
}
function sarifRule(rule, context) {
    const tags = [...new Set([...rule.tags, rule.owner === 'mcp' ? 'mcp-spec' : 'mcpdesc', rule.family])].slice(0, MAX_TAGS);
    const security = rule.tags.includes('security');
    const markdown = context.ruleHelpMarkdown(rule.id);
    return {
        id: rule.id,
        name: pascalCase(rule.id),
        shortDescription: { text: limit(rule.title) },
        fullDescription: { text: limit(rule.statement) },
        help: {
            text: limit(`${rule.statement} ${rule.summary}`, 8000),
            ...(markdown ? { markdown } : {}),
        },
        helpUri: context.ruleHelpUri(rule.id),
        defaultConfiguration: { level: rule.level },
        properties: {
            tags,
            precision: 'very-high',
            ...(security ? { 'security-severity': rule.level === 'error' ? '7.5' : '5.0' } : {}),
        },
    };
}
function sarifResult(finding, ruleIndex, artifactIndex) {
    const { start, end } = finding.range;
    return {
        ruleId: finding.ruleId,
        ...(ruleIndex === undefined ? {} : { ruleIndex }),
        level: finding.level,
        message: { text: finding.message },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: encodePath(finding.path), uriBaseId: '%SRCROOT%', ...(artifactIndex === undefined ? {} : { index: artifactIndex }) },
                    region: {
                        startLine: start.line,
                        startColumn: start.column,
                        endLine: end.line,
                        // SARIF end columns are exclusive; an empty region still covers one character.
                        endColumn: end.line === start.line ? Math.max(end.column, start.column + 1) : end.column,
                    },
                },
                logicalLocations: [{ fullyQualifiedName: finding.pointer === '' ? '/' : finding.pointer, kind: 'object' }],
            },
        ],
        ...(finding.fingerprint ? { partialFingerprints: { primaryLocationLineHash: finding.fingerprint } } : {}),
    };
}
/** Repo-relative paths as URI references: each segment percent-encoded, slashes kept. */
function encodePath(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
function pascalCase(id) {
    return id.split(/[.\-_]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}
/** GitHub rejects descriptions over 1024 characters. */
function limit(text, max = 1024) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

;// CONCATENATED MODULE: ./src/report/summary-counts.ts
function countFindings(results) {
    const counts = { error: 0, warning: 0, note: 0, files: results.length, filesWithFindings: 0 };
    for (const result of results) {
        if (result.findings.length > 0)
            counts.filesWithFindings++;
        for (const finding of result.findings)
            counts[finding.level]++;
    }
    return counts;
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/report/text.ts
/** Compiler-style output: `path:line:col level ruleId message`, the source line and a caret. */


function formatText(results) {
    const findings = results.flatMap((r) => r.findings).sort(compareByPosition);
    const out = [];
    for (const finding of findings) {
        out.push(`${finding.path}:${finding.range.start.line}:${finding.range.start.column} ${finding.level} ${finding.ruleId} ${finding.message}`);
        out.push(...excerpt(finding), '');
    }
    const counts = countFindings(results);
    if (findings.length === 0) {
        out.push(`${plural(counts.files, 'descriptor')} checked: no problems.`);
    }
    else {
        out.push(`${plural(findings.length, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.note, 'note')}) in ${counts.filesWithFindings} of ${plural(counts.files, 'descriptor')}.`);
    }
    return `${out.join('\n')}\n`;
}
function excerpt(finding) {
    if (finding.excerpt === undefined)
        return [];
    const { start, end } = finding.range;
    const { text, column } = finding.excerpt;
    const shown = text.replace(/\t/g, ' ');
    const prefix = column > 1 ? '…' : '';
    const caret = start.column - column + prefix.length;
    const span = end.line === start.line ? end.column - start.column : Infinity;
    const width = Math.max(1, Math.min(span, prefix.length + shown.length - caret));
    return [
        `  ${start.line} | ${prefix}${shown}`,
        `  ${' '.repeat(String(start.line).length)} | ${' '.repeat(Math.max(0, caret))}${'^'.repeat(width)}`,
    ];
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/util/write-file-atomic.ts



/** Write via a temporary file and rename, so readers never see a truncated report. */
async function writeFileAtomic(path, content) {
    await (0,promises_namespaceObject.mkdir)((0,external_node_path_namespaceObject.dirname)(path), { recursive: true });
    const temporary = (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)(path), `.${(0,external_node_path_namespaceObject.basename)(path)}.${(0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,promises_namespaceObject.writeFile)(temporary, content, { encoding: 'utf8', mode: 0o644 });
        await (0,promises_namespaceObject.rename)(temporary, path);
    }
    catch (error) {
        await (0,promises_namespaceObject.rm)(temporary, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The command line: argv in, output and an exit code out. It owns the console, the files it writes
 * and the exit status; everything else is the engine's.
 */














const EXIT = { ok: 0, findings: 1, error: 2 };
const FORMATS = ['text', 'json', 'sarif'];
const HELP = `Usage: mcpdesc lint [paths...] [options]
       mcpdesc rules

Lint MCP descriptor files (*.mcp.json, *.mcp.yaml, *.mcp.yml) against the protocol version each declares.
Directories are searched; files named explicitly are always linted. Default path: the current directory.

Options:
  --format <text|json|sarif>   output format (default: text)
  --output <file>              write the report to a file instead of standard output
  --config <file>              configuration file (default: ${DEFAULT_CONFIG_FILE} when present)
  --fail-on <level>            exit 1 when a finding reaches error, warning or note; never: always exit 0 (default: error)
  --include <glob>             descriptor glob, repeatable (replaces the configured include globs)
  --exclude <glob>             glob to skip, repeatable (added to the configured exclude globs)
  --category <id>              SARIF analysis category (runs[0].automationDetails.id)
  -h, --help                   show this help
  -v, --version                show the version

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level, 2 usage or internal error.
`;
class UsageError extends Error {
}
async function runCli(argv, io) {
    try {
        return await dispatch(argv, io);
    }
    catch (error) {
        if (error instanceof UsageError || error instanceof ConfigError) {
            io.stderr(`mcpdesc: ${error.message}\n`);
            return EXIT.error;
        }
        io.stderr(`mcpdesc: internal error: ${error instanceof Error ? error.message : String(error)}\nThis is a bug in mcpdesc; please report it.\n`);
        return EXIT.error;
    }
}
async function dispatch(argv, io) {
    const [command, ...rest] = argv;
    if (command === '--version' || command === '-v') {
        io.stdout(`${packageVersion()}\n`);
        return EXIT.ok;
    }
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
        io.stdout(HELP);
        return EXIT.ok;
    }
    if (command === 'rules') {
        for (const rule of loadCatalogue().rules)
            io.stdout(`${rule.id}\t${rule.level}\t${rule.title}\n`);
        return EXIT.ok;
    }
    if (command !== 'lint')
        throw new UsageError(`unknown command ${JSON.stringify(command)}; use "mcpdesc lint [paths...]" (see mcpdesc --help).`);
    return lint(rest, io);
}
async function lint(argv, io) {
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: [...argv],
            allowPositionals: true,
            options: {
                format: { type: 'string', default: 'text' },
                output: { type: 'string' },
                config: { type: 'string' },
                'fail-on': { type: 'string', default: 'error' },
                include: { type: 'string', multiple: true },
                exclude: { type: 'string', multiple: true },
                category: { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
        });
    }
    catch (error) {
        throw new UsageError(`${error.message}. See mcpdesc --help.`);
    }
    const { values, positionals } = parsed;
    if (values.help) {
        io.stdout(HELP);
        return EXIT.ok;
    }
    const format = values.format;
    if (!FORMATS.includes(format))
        throw new UsageError(`--format must be ${listOf(FORMATS)}, not ${JSON.stringify(format)}.`);
    const failOn = values['fail-on'];
    if (!isFailOn(failOn))
        throw new UsageError(`--fail-on must be ${listOf(FAIL_ON)}, not ${JSON.stringify(failOn)}.`);
    const catalogue = loadCatalogue();
    const config = withFlags(await loadConfig(values.config, io.cwd, catalogue), values.include, values.exclude);
    const { results, missing } = await lintPaths(positionals.length > 0 ? positionals : ['.'], { root: io.cwd, config, catalogue });
    if (missing.length > 0)
        throw new UsageError(`no such file or directory: ${missing.join(', ')}.`);
    const context = packageReportContext(catalogue);
    const report = render(format, results, context, values.category);
    if (values.output) {
        await writeFileAtomic((0,external_node_path_namespaceObject.resolve)(io.cwd, values.output), report);
        if (format !== 'text')
            io.stdout(formatText(results));
    }
    else {
        io.stdout(report);
    }
    if (hasInternalError(results))
        return EXIT.error;
    return reachesFailLevel(results, failOn) ? EXIT.findings : EXIT.ok;
}
function render(format, results, context, category) {
    switch (format) {
        case 'json':
            return formatJson(results, context.toolVersion);
        case 'sarif':
            return formatSarif(results, context, category ? { category } : {});
        default:
            return formatText(results);
    }
}
async function loadConfig(path, cwd, catalogue) {
    const file = (0,external_node_path_namespaceObject.resolve)(cwd, path ?? DEFAULT_CONFIG_FILE);
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)(file, 'utf8');
    }
    catch (error) {
        if (path === undefined && error.code === 'ENOENT')
            return DEFAULT_CONFIG;
        throw new UsageError(`cannot read the configuration file ${path ?? DEFAULT_CONFIG_FILE} (${error.code ?? 'error'}). Check the --config path.`);
    }
    return parseConfig(text, path ?? DEFAULT_CONFIG_FILE, catalogue);
}
function withFlags(config, include, exclude) {
    return {
        ...config,
        ...(include && include.length > 0 ? { include } : {}),
        ...(exclude && exclude.length > 0 ? { exclude: [...config.exclude, ...exclude] } : {}),
    };
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
exports.tO = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
exports.qg = publicApi.parse;
exports.hR = publicApi.parseAllDocuments;
__webpack_unused_export__ = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
