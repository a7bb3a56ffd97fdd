/**
 * Lints one TypeScript source file of a small in-memory tree, the others read through its workspace (for the
 * readers that prove a file's tools registered by another module).
 */
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from './corpus.js';
import { memoryWorkspace } from './memory-workspace.js';

export function lintInTree(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

/** The names of the tools read from `path`, or null when it is no TypeScript server file. */
export function toolNamesIn(files: Record<string, string>, path: string): string[] | null {
  const result = lintInTree(files, path);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

/** Each tool read as `name line:column`, where its name is written. */
export function placedTools(result: FileResult): string[] {
  return (result.source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`);
}
