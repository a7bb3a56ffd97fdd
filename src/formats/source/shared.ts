/**
 * A source file's extraction, shared within a run between the two that read it: the consistency rules,
 * which read every source file of a package when they meet its first file (consistency/server-tools.ts),
 * and the file's own format, when the file is linted later. The first keeps what it extracted; the
 * second takes it (it is then gone). The file being linted when the rules read its package was read by
 * its own format just before: that one extraction, the last not kept, is held until the next, so the
 * rules take it too and every file is extracted once (a package with one server file, most of them, had
 * it extracted twice). Kept only while it fits the bounds, oldest first out, and only for the very text it
 * was made from: memory stays flat on any run, and a miss only costs the extraction again. Saved about
 * 350 ms of 2.7 s of CPU on the bench's 2,400-file source monorepo.
 */
import { memoKey, type RunMemo, type Workspace } from '../types.js';
import type { Extracted } from './extracted.js';

/** Extractions kept at most, and the characters of their texts together. */
const MAX_KEPT = 1000;
const MAX_CHARS = 4 << 20;

interface Kept {
  text: string;
  extracted: Extracted<number | [number, number]>;
}

class Shelf {
  private readonly kept = new Map<string, Kept>();
  private chars = 0;
  /** The last extraction not kept, and its key: the file being linted. */
  private last: (Kept & { key: string }) | undefined;

  take(key: string, text: string): Kept['extracted'] | undefined {
    const last = this.last;
    if (last?.key === key) {
      this.last = undefined;
      if (last.text === text) return last.extracted;
    }
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    this.remove(key, kept);
    return kept.text === text ? kept.extracted : undefined;
  }

  /** Holds `extracted` until the next extraction not kept: one text and its extraction at most. */
  hold(key: string, text: string, extracted: Kept['extracted']): void {
    this.last = text.length > MAX_CHARS ? undefined : { key, text, extracted };
  }

  keep(key: string, text: string, extracted: Kept['extracted']): void {
    if (text.length > MAX_CHARS) return;
    const old = this.kept.get(key);
    if (old) this.remove(key, old);
    this.kept.set(key, { text, extracted });
    this.chars += text.length;
    for (const [oldest, kept] of this.kept) {
      if (this.kept.size <= MAX_KEPT && this.chars <= MAX_CHARS) break;
      this.remove(oldest, kept);
    }
  }

  private remove(key: string, kept: Kept): void {
    this.kept.delete(key);
    this.chars -= kept.text.length;
  }
}

const SHELF = memoKey<Shelf>("source files' extractions, read for one reader and kept for the other");

/**
 * The extraction of `text` at `path` by the reader `kind` (a reader and its options: two readers share
 * only what they extract alike): the one kept or held for it in this run, taken, or `extract()`'s, kept
 * when `keep` says another reader will ask for it, else held until the next.
 */
export function sharedExtraction<N extends number | [number, number]>(
  run: RunMemo | undefined,
  kind: string,
  path: string,
  text: string,
  extract: () => Extracted<N>,
  keep: boolean,
): Extracted<N> {
  if (run === undefined) return extract();
  const shelf = run.memo(SHELF, () => new Shelf());
  const key = `${kind}\0${path}`;
  const taken = shelf.take(key, text) as Extracted<N> | undefined;
  if (taken) return taken;
  const extracted = extract();
  if (keep) shelf.keep(key, text, extracted);
  else shelf.hold(key, text, extracted);
  return extracted;
}

/** Paths remembered at most per run; past it, it starts over (a miss only costs the test again). */
const MAX_ANSWERS = 100_000;
const SDK_ANSWERS = memoKey<WeakMap<Workspace, Map<string, boolean>>>('whether source files name an MCP SDK, by format and path');

function answersOf(run: RunMemo, workspace: Workspace): Map<string, boolean> {
  const byWorkspace = run.memo(SDK_ANSWERS, () => new WeakMap());
  let answers = byWorkspace.get(workspace);
  if (!answers) byWorkspace.set(workspace, (answers = new Map()));
  return answers;
}

/**
 * Whether the source file at `path` names an MCP SDK (its format's `importsSdk`, which `test` asks), asked
 * once per run: the runner asks of every source file, and the consistency rules of every source file of a
 * package when they meet its first (server-tools.ts). Most files name none, and decoding and testing each
 * again was about 4 % of the bench's source monorepo; a module of tool objects answers by proving a
 * server registers them, and proving it twice was a quarter of a 156-module server's run. A run's texts
 * are the files at their paths, as its reads are (runner/kept.ts).
 */
export function namesSdk(run: RunMemo | undefined, workspace: Workspace | undefined, format: string, path: string, test: () => boolean): boolean {
  if (run === undefined || workspace === undefined) return test();
  const answers = answersOf(run, workspace);
  const key = `${format}\0${path}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = test();
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}

/** Whether this run found the source file at `path` to name no MCP SDK (see namesSdk): its bytes need no decoding. */
export function knownNoSdk(run: RunMemo, workspace: Workspace, format: string, path: string): boolean {
  return answersOf(run, workspace).get(`${format}\0${path}`) === false;
}
