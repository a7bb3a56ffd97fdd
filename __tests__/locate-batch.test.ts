/**
 * Clean JSON's places come from a locator that reads only the paths to them, each container once
 * (src/parse/json-locate.ts), however many findings a file has. Every place must be the one the full
 * positional parse gives: for every pointer of every JSON file of the conformance corpus, the hostile
 * files and the realistic captures, asked in source order and in reverse (so later places reuse what
 * earlier ones read, and the other way round), and for pointers that are not there.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { parseJson } from '../src/parse/json.js';
import { parseJsonFast } from '../src/parse/json-fast.js';
import { DEFAULT_PARSE_LIMITS, type ParsedDocument, parseDocument, parseFully } from '../src/parse/parse.js';
import { createFormerHangs, HOSTILE_DIR } from './helpers/hostile-files.js';

const root = packageRoot();

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

const hangs = mkdtempSync(join(tmpdir(), 'mcpdesc-locate-'));
afterAll(() => rmSync(hangs, { recursive: true, force: true }));
createFormerHangs(hangs);

const files = [
  ...jsonFiles(join(root, '__tests__', 'conformance')),
  ...jsonFiles(HOSTILE_DIR),
  ...jsonFiles(join(root, 'bench', 'security', 'benign')),
  ...jsonFiles(hangs),
];

/** Pointers asked of one file at most: the large hostile files have tens of thousands. */
const MAX_POINTERS = 400;

/**
 * The pointers the full parse knows (evenly spread over the file when there are more than
 * MAX_POINTERS), and a few it does not: a missing member, an index too far, a bad index.
 */
function pointersOf(text: string): string[] {
  const spans = new Map();
  parseJson(text, spans, DEFAULT_PARSE_LIMITS);
  const all = [...spans.keys()] as string[];
  const step = Math.max(1, Math.ceil(all.length / MAX_POINTERS));
  return all.filter((_, i) => i % step === 0).flatMap((p) => [p, `${p}/missing`, `${p}/999`, `${p}/01`]);
}

function places(document: ParsedDocument, pointers: readonly string[]) {
  return pointers.map((p) => ({ p, value: document.locate(p), key: document.locate(p, 'key'), nearest: document.nearest(p), extent: document.extent(p) }));
}

describe('locating many pointers in one document', () => {
  const clean = files.filter((file) => parseJsonFast(readFileSync(file, 'utf8'), DEFAULT_PARSE_LIMITS));

  it('covers the corpus', () => {
    // The conformance corpus alone has well over a hundred JSON files; the fast path takes most.
    expect(clean.length).toBeGreaterThan(100);
  });

  it.each(clean.map((file) => [file.slice(root.length + 1), file]))('%s: the same places as the full parse', (_, file) => {
    const text = readFileSync(file, 'utf8');
    const pointers = pointersOf(text);
    const expected = places(parseFully(text, 'json'), pointers);
    expect(places(parseDocument(text, 'json'), pointers)).toEqual(expected);
    expect(places(parseDocument(text, 'json'), [...pointers].reverse())).toEqual([...expected].reverse());
  });
});
