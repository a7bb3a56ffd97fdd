/** The command that runs the action's check on a clone, for the job summary. */
import type { ActionInputs } from './inputs.js';

export function reproduceCommand(
  inputs: Pick<ActionInputs, 'paths' | 'include' | 'exclude' | 'config'>,
  /** The npm version to run: pinned for a release, so the clone runs the rules the action ran. */
  release: string | undefined,
  /** The commit the changed files were found against, when only those were linted. */
  changedSince: string | undefined,
): string {
  const args = [
    'npx',
    release ? `mcpdesc@${release}` : 'mcpdesc',
    'lint',
    ...inputs.paths,
    ...(inputs.config ? ['--config', inputs.config] : []),
    ...inputs.include.flatMap((glob) => ['--include', glob]),
    ...inputs.exclude.flatMap((glob) => ['--exclude', glob]),
    ...(changedSince ? ['--changed-since', changedSince] : []),
  ];
  return args.map(shellWord).join(' ');
}

/** A POSIX shell word: as is when it is plain, otherwise single-quoted. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9@%+=:,./_-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
