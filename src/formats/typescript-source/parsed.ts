/**
 * One parse per text: a server file's readers (its tool classes, served methods, imported lists and
 * reads, the extraction and its comments) each asked TypeScript for the same tree, and the consistency
 * rules asked again for the files of a package: five parses per server file on the bench's source
 * monorepo, 780 of them for 162 files (1.79 -> 1.60 s with one each). Readers never change a tree, so the
 * trees of the last files parsed are kept, bounded in files and characters (a file past the bound is
 * parsed every time, as before), and given only for the very text they were made from. A tree pushed
 * out that something else still holds (the proofs' memo of modules, handed-server.ts, holds up to 500) is
 * given again too, at no cost in memory: a 156-module server's run parsed 132 of them twice.
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/** Trees kept at most, and the characters of their texts together (a tree takes some 20 times its text). */
const MAX_FILES = 32;
const MAX_CHARS = 1 << 20;

interface Kept {
  text: string;
  /** The tree, or what the parser threw (past its stack: hostile nesting), thrown again for the same text. */
  parsed: { file: TS.SourceFile } | { error: unknown };
}

const kept = new Map<string, Kept>();
let chars = 0;
/** Every tree made, held weakly, by path; past MAX_ALIVE paths it starts over (a miss only costs a parse). */
const alive = new Map<string, WeakRef<TS.SourceFile>>();
const MAX_ALIVE = 10_000;

/** How TypeScript reads the file at `path`: by its extension, TypeScript where none says otherwise. */
export function scriptKind(ts: Typescript, path: string): TS.ScriptKind {
  if (/\.tsx$/i.test(path)) return ts.ScriptKind.TSX;
  if (/\.jsx$/i.test(path)) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/i.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** `text` at `path` parsed with parent pointers: the tree kept for it, or a new one. */
export function parsedSource(ts: Typescript, path: string, text: string): TS.SourceFile {
  const hit = kept.get(path);
  let parsed: Kept['parsed'];
  if (hit?.text === text) {
    // Most recently used last, so the oldest goes first.
    kept.delete(path);
    kept.set(path, hit);
    parsed = hit.parsed;
  } else {
    const held = alive.get(path)?.deref();
    if (held?.text === text) parsed = { file: held };
    else {
      try {
        parsed = { file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(ts, path)) };
      } catch (error) {
        parsed = { error };
      }
      if ('file' in parsed) {
        if (alive.size >= MAX_ALIVE) alive.clear();
        alive.set(path, new WeakRef(parsed.file));
      }
    }
    keep(path, { text, parsed });
  }
  if ('error' in parsed) throw parsed.error;
  return parsed.file;
}

function keep(path: string, entry: Kept): void {
  const old = kept.get(path);
  if (old) {
    kept.delete(path);
    chars -= old.text.length;
  }
  if (entry.text.length > MAX_CHARS) return;
  kept.set(path, entry);
  chars += entry.text.length;
  for (const [oldest, { text }] of kept) {
    if (kept.size <= MAX_FILES && chars <= MAX_CHARS) break;
    kept.delete(oldest);
    chars -= text.length;
  }
}
