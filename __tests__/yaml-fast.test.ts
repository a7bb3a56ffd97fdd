// The fast YAML path must give exactly the full path's value (key order, prototypes, numbers), accept
// only documents the full path reads without a problem, and find every place `locate` and `nearest`
// give as the full path does (extents stay the full path's).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { DEFAULT_PARSE_LIMITS, type ParseLimits, parseDocument, parseFully } from '../src/parse/parse.js';
import { parseYamlFast, yamlFastSpans } from '../src/parse/yaml-fast.js';
import { joinPointer } from '../src/util/pointer.js';
import { DescriptorGenerator, toYaml, VERSIONS } from '../scripts/bench/corpus.js';

/** Whether the fast path took the text; when it did, it must agree with the full path exactly. */
function agrees(text: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): boolean {
  const fast = parseYamlFast(text, limits);
  if (!fast) return false;
  const full = parseFully(text, 'yaml', limits);
  expect({ text, problems: full.problems }).toEqual({ text, problems: [] });
  if (!isDeepStrictEqual(fast.value, full.value)) {
    expect({ text, value: fast.value }).toEqual({ text, value: full.value });
    throw new Error(`the values differ in prototype or number sign for ${JSON.stringify(text)}`);
  }
  placesAgree(text, fast.value, full, limits);
  return true;
}

/** Every pointer of a value, and one below each that is not in it. */
function pointersOf(value: unknown, pointer = '', out: string[] = []): string[] {
  out.push(pointer, joinPointer(pointer, 'not-there'));
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) pointersOf(child, joinPointer(pointer, Array.isArray(value) ? Number(key) : key), out);
  }
  return out;
}

/** The fast reader places every value, and a fast document locates each as the full path does. */
function placesAgree(text: string, value: unknown, full: ReturnType<typeof parseFully>, limits: ParseLimits): void {
  const pointers = pointersOf(value);
  const spans = yamlFastSpans(text, limits);
  expect({ text, placed: [...(spans?.keys() ?? [])].sort() }).toEqual({ text, placed: pointers.filter((p) => !p.endsWith('/not-there')).sort() });
  const fast = parseDocument(text, 'yaml', limits);
  const places = (doc: ReturnType<typeof parseFully>) => pointers.map((p) => ({ p, at: doc.locate(p), key: doc.locate(p, 'key'), nearest: doc.nearest(p) }));
  expect({ text, places: places(fast) }).toEqual({ text, places: places(full) });
}

type Tree = { map: [string, Tree][] } | { seq: Tree[] } | { scalar: string };

// Keys and scalars the fast path takes (resolving to numbers, booleans, null, or strings with quotes,
// escapes, colons and hashes), and ones it must leave to the full path.
const KEYS = [
  'a',
  'b',
  'name',
  'type',
  'k0',
  'k1',
  'k2',
  'k3',
  'k4',
  '1',
  '1.0',
  '0x1',
  'null',
  '~',
  'true',
  'False',
  '__proto__',
  'constructor',
  'x y',
  'a-b',
  '$ref',
  'é',
  '',
];
const TRICKY_KEYS = ['<<', 'a:b', 'a #b', '-a', '?a', '"q"', '&a', '- a', 'a\tb'];
const SCALARS = [
  'a',
  'word',
  'two words',
  'true',
  'True',
  'TRUE',
  'tRUE',
  'false',
  'null',
  'Null',
  'NULL',
  '~',
  'yes',
  'no',
  'on',
  '1',
  '-1',
  '+1',
  '-0',
  '007',
  '0o17',
  '0o8',
  '0x1F',
  '0x',
  '1.5',
  '1.',
  '.5',
  '1e3',
  '-1.5e-3',
  '1E+2',
  '.inf',
  '-.Inf',
  '+.INF',
  '.nan',
  '.NaN',
  '.NAN',
  'nan',
  '12345678901234567890',
  '1_000',
  '2024-11-05',
  '1:30',
  'a#b',
  'x # y # z',
  'é ü',
  '😀',
  '-a',
  '--',
  'a,b',
  'a]',
  'a b  c',
  'https://example.com/a?b=c#d',
  "'q'",
  "'it''s'",
  "''",
  "'a: #b'",
  '"dq"',
  '""',
  '"a: #b"',
  '"a\\nb"',
  '"\\u00e9"',
  '"\\ud83d\\ude00"',
  '"\\x41"',
  '"\\U0001F600"',
  '"\\/\\_\\N\\L\\P\\0\\e\\ "',
  '"\\\\"',
  '{}',
  '[]',
  '__proto__',
  'a  ',
];
const TRICKY_SCALARS = [
  'a: b',
  'a:',
  '<<',
  '-',
  '- a',
  '?',
  '? a',
  ':a',
  ',a',
  '[a]',
  '{ }',
  '{a: 1}',
  '&x a',
  '*x',
  '!t a',
  '!!str 1',
  '%a',
  '@a',
  '`a',
  '|',
  '>',
  '|-',
  '|+',
  '|2',
  "'a' b",
  '"\\q"',
  '"\\U00110000"',
  '"\\x4"',
  '"un',
  "'un",
  '"a" b',
  '"a"#c',
  '"a" #c',
  '---',
  '...',
  'a\tb',
  'a\rb',
];
const ALPHABET = [...' :-#\'"\n{}[]&*!|>?,%@`~\\\tab1.'];

const scalar = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...SCALARS) },
  { weight: 1, arbitrary: fc.constantFrom(...TRICKY_SCALARS) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...ALPHABET), { maxLength: 8 }).map((c) => c.join('')) },
);
const key = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...TRICKY_KEYS) },
  { weight: 1, arbitrary: scalar },
);
const { root } = fc.letrec<{ tree: Tree; map: Tree; seq: Tree; root: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar.map((s): Tree => ({ scalar: s })),
    tie('map'),
    tie('seq'),
  ),
  map: fc.uniqueArray(fc.tuple(key, tie('tree')), { maxLength: 4, selector: ([k]) => k }).map((map): Tree => ({ map })),
  seq: fc.array(tie('tree'), { maxLength: 4 }).map((seq): Tree => ({ seq })),
  // A descriptor is a mapping; a root scalar is only ever the full path's.
  root: fc.oneof({ weight: 6, arbitrary: tie('map') }, { weight: 2, arbitrary: tie('seq') }, { weight: 1, arbitrary: tie('tree') }),
}));

/** YAML text for a tree, written with the choices `pick` makes: indentation, quoting, comments, folding, blank lines. */
function render(root: Tree, choices: readonly number[]): string {
  let at = 0;
  const pick = (): number => choices[at++ % choices.length];
  const lines: string[] = [];
  const pad = (n: number) => ' '.repeat(Math.max(0, n));
  const comment = () => (pick() < 10 ? ' # note' : '');
  const step = () => 1 + (pick() % 3);
  const between = () => {
    const r = pick();
    if (r < 5) lines.push('');
    else if (r < 8) lines.push(`${pad(pick() % 6)}# comment`);
    else if (r < 10) lines.push('   ');
  };
  const text = (s: string, indent: number): string => {
    if (s.includes(' ') && pick() < 15) {
      // A literal block scalar, now and then stripped, with an empty line or too little indentation.
      const inner = pad(indent + 1 + (pick() % 2));
      const body = s.split(' ').map((word) => (pick() < 10 ? `\n${pad(indent - 1)}${word}` : pick() < 10 ? `\n${inner}${word}` : `${inner}${word}`));
      return `${pick() < 30 ? '|-' : '|'}${comment()}\n${body.join('\n')}`;
    }
    if (s.includes(' ') && pick() < 40) {
      // A plain scalar folded over lines, now and then with a blank line or too little indentation.
      return s
        .split(' ')
        .map((word, i) => {
          if (i === 0 || pick() < 40) return i === 0 ? word : ` ${word}`;
          return `\n${pick() < 15 ? '\n' : ''}${pad(indent + (pick() % 3) - (pick() < 10 ? 2 : 0))}${word}`;
        })
        .join('');
    }
    return s + (pick() < 10 ? '  ' : '') + comment();
  };
  const keyText = (k: string): string => {
    const r = pick();
    if (r < 15) return JSON.stringify(k);
    if (r < 25) return `'${k.replace(/'/g, "''")}'`;
    return k;
  };
  /** A tree on one line in flow style, with varied spacing, quoting and now and then a trailing comma. */
  const flow = (t: Tree): string => {
    if ('scalar' in t) return pick() < 20 ? JSON.stringify(t.scalar) : t.scalar;
    const sep = [', ', ',', ' , ', ',  '][pick() % 4];
    const inner = 'map' in t ? t.map.map(([k, v]) => `${keyText(k)}${pick() < 5 ? '' : ':'} ${flow(v)}`) : t.seq.map(flow);
    const space = pick() < 50 ? ' ' : '';
    const body = `${space}${inner.join(sep)}${pick() < 5 ? ',' : ''}${space}`;
    return 'map' in t ? `{${body}}` : `[${body}]`;
  };
  const value = (t: Tree, indent: number, prefix: string): void => {
    if (!('scalar' in t) && pick() < 25) {
      lines.push(`${prefix} ${flow(t)}${comment()}`);
    } else if ('scalar' in t) {
      lines.push(`${prefix} ${text(t.scalar, indent + 1)}`);
    } else if ('map' in t && t.map.length > 0 && pick() >= 5) {
      lines.push(prefix + comment());
      mapping(t.map, indent + step());
    } else if ('seq' in t && t.seq.length > 0 && pick() >= 5) {
      lines.push(prefix + comment());
      sequence(t.seq, pick() < 30 ? indent : indent + step());
    } else {
      lines.push(`${prefix}${'map' in t ? ' {}' : 'seq' in t ? ' []' : ''}`);
    }
  };
  const mapping = (entries: [string, Tree][], indent: number, first?: string): void => {
    if (entries.length === 0) lines.push(`${first ?? pad(indent)}{}`);
    entries.forEach(([k, v], i) => {
      value(v, indent, `${i === 0 && first !== undefined ? first : pad(indent)}${keyText(k)}${pick() < 5 ? ' ' : ''}:`);
      between();
    });
  };
  const sequence = (items: Tree[], indent: number): void => {
    if (items.length === 0) lines.push(`${pad(indent)}[]`);
    for (const item of items) {
      const dash = `${pad(indent)}-`;
      if ('scalar' in item) {
        lines.push(`${dash} ${text(item.scalar, indent + 1)}`);
      } else if (pick() < 15) {
        lines.push(`${dash} ${flow(item)}${comment()}`);
      } else if ('map' in item && item.map.length > 0 && pick() < 60) {
        const space = 1 + (pick() % 2);
        mapping(item.map, indent + 1 + space, dash + pad(space));
      } else {
        lines.push(dash + comment());
        node(item, indent + step());
      }
      between();
    }
  };
  const node = (t: Tree, indent: number): void => {
    if ('map' in t) mapping(t.map, indent);
    else if ('seq' in t) sequence(t.seq, indent);
    else lines.push(pad(indent) + text(t.scalar, indent));
  };
  node(root, pick() < 5 ? 1 : 0);
  let out = lines.join('\n') + (pick() < 50 ? '\n' : '');
  // Now and then a stray character anywhere.
  for (let n = pick() < 25 ? 1 + (pick() % 3) : 0; n > 0; n--) {
    const where = (pick() * 7919 + pick()) % (out.length + 1);
    out = pick() < 70 ? out.slice(0, where) + ALPHABET[pick() % ALPHABET.length] + out.slice(where) : out.slice(0, where) + out.slice(where + 1);
  }
  return out;
}

describe('the fast YAML path', () => {
  it("gives the full path's value, and no problem, for every generated document it takes", () => {
    let taken = 0;
    let runs = 0;
    fc.assert(
      fc.property(root, fc.array(fc.nat(99), { minLength: 64, maxLength: 64 }), (t, choices) => {
        runs++;
        const text = render(t, choices);
        if (agrees(text)) taken++;
        else if (process.env.SHOW_BAILS) console.log(JSON.stringify(text));
      }),
      { seed: 20261201, numRuns: 4000 },
    );
    // The generator must exercise the subset, not only the fallback (most documents hold a tricky piece on purpose).
    expect(taken / runs).toBeGreaterThan(0.12);
  });

  it('takes what `yaml` writes for JSON values, and agrees', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1 }), (value) => {
        if (agrees(stringify(value))) taken++;
      }),
      { seed: 20261202, numRuns: 600 },
    );
    expect(taken).toBeGreaterThan(200);
  });

  it('takes every descriptor of the bench corpus, and agrees', () => {
    const generator = new DescriptorGenerator(6);
    for (let i = 0; i < 25; i++) {
      expect(agrees(toYaml(generator.descriptor(VERSIONS[i % VERSIONS.length], undefined, i)))).toBe(true);
    }
  });

  it('agrees on every YAML file of the conformance corpus it takes, positions included', () => {
    const root = fileURLToPath(new URL('./conformance/', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.ya?ml$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    let taken = 0;
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      if (!agrees(text)) continue;
      taken++;
      const fast = parseDocument(text, 'yaml');
      const full = parseFully(text, 'yaml');
      for (const pointer of ['', '/name', '/tools/0', '/tools/0/inputSchema/properties', '/missing/deeper']) {
        expect({ file, pointer, at: fast.locate(pointer), key: fast.locate(pointer, 'key'), nearest: fast.nearest(pointer) }).toEqual({
          file,
          pointer,
          at: full.locate(pointer),
          key: full.locate(pointer, 'key'),
          nearest: full.nearest(pointer),
        });
      }
    }
    // Hand-written files, flow mappings (`{ name: x }`) included, take the fast path too.
    expect(taken).toBeGreaterThan(files.length * 0.8);
  });

  it.each([
    ['an anchor and alias', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a directive', '%YAML 1.1\n---\na: 1\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['a merge key', 'base: {}\n<<: 1\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['a key that resolves to a duplicate', '1: a\n1.0: b\n'],
    ['a folded block scalar', 'a: >\n  text\n'],
    ['a kept block scalar', 'a: |+\n  text\n'],
    ['an indentation indicator', 'a: |2\n   text\n'],
    ['a flow mapping over lines', 'a: { b: 1,\n  c: 2 }\n'],
    ['a flow entry without a value', 'a: { b: 1, c }\n'],
    ['a one-entry mapping in a flow sequence', 'a: [b: 1]\n'],
    ['a key longer than YAML allows', `${'k'.repeat(1100)}: 1\n`],
    ['a flow key longer than YAML allows', `a: { ${'k'.repeat(1100)}: 1 }\n`],
    ['a complex key', '? a\n: 1\n'],
    ['a tab', 'a:\t1\n'],
    ['a lone CR', 'a: 1\rb: 2\n'],
    ['a multi-line quoted scalar', 'a: "one\n  two"\n'],
    ['a nested mapping on one line', 'a: b: c\n'],
    ['bad indentation', 'a:\n    b: 1\n  c: 2\n'],
    ['a root scalar', 'just text\n'],
    ['an empty document', '# only a comment\n'],
  ])('leaves %s to the full path', (_, text) => {
    expect(parseYamlFast(text, DEFAULT_PARSE_LIMITS)).toBeUndefined();
  });

  it('leaves documents over the limits to the full path, which reports them', () => {
    const deep = `${Array.from({ length: 8 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')} 1\n`;
    const limits = { ...DEFAULT_PARSE_LIMITS, maxDepth: 4 };
    expect(parseYamlFast(deep, limits)).toBeUndefined();
    expect(parseDocument(deep, 'yaml', limits).problems.map((p) => p.kind)).toEqual(['limits']);
    const long = `a: ${'x'.repeat(50)}\n`;
    expect(parseYamlFast(long, { ...DEFAULT_PARSE_LIMITS, maxStringLength: 10 })).toBeUndefined();
    expect(parseDocument(long, 'yaml', { ...DEFAULT_PARSE_LIMITS, maxStringLength: 10 }).problems.map((p) => p.kind)).toEqual(['limits']);
    const many = `${Array.from({ length: 20 }, (_, i) => `k${i}: ${i}`).join('\n')}\n`;
    expect(parseYamlFast(many, { ...DEFAULT_PARSE_LIMITS, maxNodes: 10 })).toBeUndefined();
    expect(parseDocument(many, 'yaml', { ...DEFAULT_PARSE_LIMITS, maxNodes: 10 }).problems.map((p) => p.kind)).toEqual(['limits']);
  });

  it('reads the common block subset the way YAML 1.2 does', () => {
    const text = [
      'name: demo # a comment',
      'version: 1.0',
      'count: 0x1F',
      'flags: []',
      'empty:',
      'quoted: "caf\\u00e9 \\"x\\""',
      "single: 'it''s'",
      'folded: one',
      '  two',
      '',
      '  three',
      'list:',
      '- a',
      '- k: v',
      '  n: ~',
      '-',
      '  - nested',
      '__proto__: own',
    ].join('\n');
    const fast = parseYamlFast(text, DEFAULT_PARSE_LIMITS);
    expect(JSON.stringify(fast?.value)).toBe(
      JSON.stringify({
        name: 'demo',
        version: 1,
        count: 31,
        flags: [],
        empty: null,
        quoted: 'café "x"',
        single: "it's",
        folded: 'one two\nthree',
        list: ['a', { k: 'v', n: null }, ['nested']],
        ['__proto__']: 'own',
      }),
    );
    expect(Object.getPrototypeOf(fast?.value)).toBeNull();
    expect(agrees(text)).toBe(true);
  });
});
