/**
 * A source reader's proof that rests on another file of the repository tells the workspace so
 * (`Workspace.drawsOn`): changed mode re-checks the file when that one changes (runner/dependents.ts).
 */
import type { Workspace } from '../types.js';

/** For a proof found in the file at `path`: says so, and answers true. */
export function drew(workspace: Workspace, path: string): true {
  workspace.drawsOn?.(path);
  return true;
}

/** What a proof found in the file at `path`, if anything: said so when found (see drew). */
export function drawnFrom<T>(workspace: Workspace, path: string, found: T | undefined): T | undefined {
  if (found !== undefined) workspace.drawsOn?.(path);
  return found;
}
