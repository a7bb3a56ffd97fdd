/**
 * `mcpdesc lint --fix` and `--fix-dry-run`: the fixes findings carry (engine/fix.ts) applied to the
 * files they are in, as ESLint's --fix does: in passes, each applying the fixes that do not overlap and
 * linting again, until no fix is left or after MAX_PASSES; the report is the last pass's. A fix that
 * would leave a file unparsable is undone and said on stderr. Only regular files under the root that
 * were linted are written, each atomically and with its byte-order mark and every untouched byte kept.
 */
import { lstatSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FileResult, Finding } from '../engine/finding.js';
import { applyFixes } from '../engine/fix.js';
import { LineIndex } from '../parse/lines.js';
import { writeFileAtomic } from '../util/write-file-atomic.js';
import type { CliIo } from './common.js';

/** ESLint's limit: fixes that keep making new fixable findings stop here. */
const MAX_PASSES = 10;
const SYNTAX_RULE = 'mcpdesc.document.syntax';

export interface FixOptions {
  root: string;
  dryRun: boolean;
  io: CliIo;
}

/** Fixes the files of `first` (a lint's results) and returns the results of the last lint. */
export async function fixFiles(first: FileResult[], lint: () => Promise<FileResult[]>, { root, dryRun, io }: FixOptions): Promise<FileResult[]> {
  let results = first;
  let fixed = 0;
  const files = new Set<string>();
  // Files whose fixes were undone: never fixed again in this run.
  const undone = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const edits = results.filter((r) => r.skipped === undefined && !undone.has(r.path) && r.findings.some((f) => f.fix));
    if (edits.length === 0) break;
    const written = new Map<string, string>();
    for (const result of edits) {
      const applied = fixOne(root, result);
      if (!applied) continue;
      if (dryRun) {
        for (const finding of applied.fixed)
          io.stderr(`${finding.path}:${finding.range.start.line}:${finding.range.start.column}: ${finding.fix?.description} (${finding.ruleId})\n`);
      } else {
        await writeFileAtomic(applied.absolute, [applied.text]);
        // A file that did not parse before may have fixes in the part that did; only one that did is checked after.
        if (!result.findings.some((f) => f.ruleId === SYNTAX_RULE)) written.set(result.path, applied.before);
      }
      fixed += applied.fixed.length;
      files.add(result.path);
    }
    if (dryRun) break;
    results = await lint();
    const broken = results.filter((r) => written.has(r.path) && r.findings.some((f) => f.ruleId === SYNTAX_RULE));
    for (const result of broken) {
      await writeFileAtomic(resolve(root, result.path), [written.get(result.path) as string]);
      undone.add(result.path);
      io.stderr(`mcpdesc: a fix left ${result.path} unparsable, so it was undone. This is a bug in mcpdesc: please report it with this file.\n`);
    }
    if (broken.length > 0) results = await lint();
  }
  if (fixed > 0)
    io.stderr(
      `mcpdesc: ${dryRun ? 'would fix' : 'fixed'} ${fixed} ${fixed === 1 ? 'problem' : 'problems'} in ${files.size} ${files.size === 1 ? 'file' : 'files'}.\n`,
    );
  return results;
}

/** One file's text with its fixes applied, or undefined when it is no longer the regular file that was linted. */
function fixOne(root: string, result: FileResult): { absolute: string; before: string; text: string; fixed: Finding[] } | undefined {
  const absolute = resolve(root, result.path);
  try {
    if (!lstatSync(absolute).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const before = readFileSync(absolute, 'utf8');
  // Positions are counted without a byte-order mark, as the parser read the file.
  const bom = before.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const body = bom ? before.slice(1) : before;
  const { text, fixed } = applyFixes(body, new LineIndex(body), result.findings);
  return fixed.length === 0 || text === body ? undefined : { absolute, before, text: bom + text, fixed };
}
