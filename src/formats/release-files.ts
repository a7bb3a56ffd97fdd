/**
 * What a repository's build and release files say about an MCP file: a workflow that rewrites its version
 * before publishing, or one that packs an MCPB bundle. Rules that draw a conclusion from other files ask
 * here before they call something wrong that a release step makes right (issue 31: say only what you
 * know). Read through the Workspace, few files and their heads only, and only once a rule would report.
 */
import { posix } from 'node:path';
import type { Workspace } from './types.js';

const WORKFLOWS = '.github/workflows';
/** Workflows read at most, in name order: a real repository has a few dozen. */
const MAX_WORKFLOWS = 60;
/** The head of a workflow read: longer ones are rare, and their first part is read. */
const MAX_WORKFLOW_BYTES = 256 * 1024;

export interface WorkflowLine {
  /** Root-relative path of the workflow. */
  path: string;
  /** 1-based line number. */
  line: number;
}

/** Folders walked up from a file to find the repository's workflows. */
const MAX_DEPTH = 12;

/**
 * The GitHub Actions workflows of the repository at `base` (root-relative, '' for the workspace root), each
 * as its text (the head of a long one).
 */
export function* workflows(workspace: Pick<Workspace, 'list' | 'head'>, base = ''): Generator<{ path: string; text: string }> {
  const folder = base === '' ? WORKFLOWS : `${base}/${WORKFLOWS}`;
  const names = (workspace.list(folder, MAX_WORKFLOWS * 4) ?? []).filter((name) => /\.ya?ml$/i.test(name)).slice(0, MAX_WORKFLOWS);
  for (const name of names) {
    const path = `${folder}/${name}`;
    const bytes = workspace.head(path, MAX_WORKFLOW_BYTES);
    if (bytes) yield { path, text: Buffer.from(bytes).toString('utf8') };
  }
}

/**
 * The folder of the repository that holds `dir`, as its workflows show it: the nearest folder at or above
 * `dir` with a `.github/workflows` folder, else the workspace root. A repository checked out below the
 * folder linted keeps its workflows in its own folder, not at the root.
 */
export function repositoryOf(workspace: Pick<Workspace, 'list'>, dir: string): string {
  for (let at = dir, depth = 0; at !== '' && depth < MAX_DEPTH; at = parentOf(at), depth++) {
    if ((workspace.list(`${at}/${WORKFLOWS}`, 1) ?? []).length > 0) return at;
  }
  return '';
}

function parentOf(dir: string): string {
  const parent = posix.dirname(dir);
  return parent === '.' ? '' : parent;
}

/** A tool that edits a file's fields in place: jq, yq or sed, as a word. */
const EDITOR = /(?:^|[^A-Za-z0-9_-])(?:jq|yq|sed)(?:$|[^A-Za-z0-9_-])/;
const VERSION_WORD = /version/i;
/** A continued command is joined up to this length: a real one is a few lines. */
const MAX_COMMAND = 4096;

/**
 * The workflow line that rewrites the version of the file at `path` before publishing: one line that runs
 * jq, yq or sed, says "version" and names the file (its name, as release steps run in its folder).
 */
export function versionRewrite(workspace: Pick<Workspace, 'list' | 'head'> | undefined, path: string): WorkflowLine | undefined {
  if (!workspace) return undefined;
  const name = posix.basename(path);
  for (const workflow of workflows(workspace)) {
    if (!workflow.text.includes(name)) continue;
    const lines = workflow.text.split('\n');
    for (let index = 0; index < lines.length; index++) {
      // A command continued with "\" over several lines is read as one.
      let command = lines[index];
      const first = index;
      while (command.trimEnd().endsWith('\\') && index + 1 < lines.length && command.length < MAX_COMMAND) command += ` ${lines[++index]}`;
      if (command.includes(name) && VERSION_WORD.test(command) && EDITOR.test(command)) return { path: workflow.path, line: first + 1 };
    }
  }
  return undefined;
}

/**
 * A command that packs an MCPB bundle: `mcpb pack` or the older `dxt pack`, or a script named for it
 * (`npm run build:mcpb`, `pnpm pack-dxt`).
 */
export const PACKS = /(?:^|[^A-Za-z0-9_-])(?:(?:mcpb|dxt) +pack|(?:build|pack)[:_-](?:mcpb|dxt)|(?:mcpb|dxt)[:_-](?:build|pack))(?:$|[^A-Za-z0-9_-])/i;

/** How a workflow builds a bundle: the workflow, and what it runs ("mcpb pack", a script file, or a copy of the manifest). */
export interface PackingWorkflow {
  path: string;
  runs: string;
  /** `runs` copies the manifest out, to pack the bundle in another folder. */
  copies?: true;
}

/** A command that copies files: cp, rsync, copy, xcopy, Copy-Item. */
export const COPIES = /(?:^|[^A-Za-z0-9_-])(?:cp|rsync|copy|xcopy|Copy-Item)(?:$|[^A-Za-z0-9_-])/i;

/**
 * The workflow that packs the bundle of a manifest's folder: it runs "mcpb pack" (or "dxt pack", or a
 * script named for it), or a repository script file named for MCPB ("tools/generate_mcpb.py") or given the
 * manifest's path, or copies the manifest ("cp manifest.json build/") to pack it there, and, unless the
 * manifest is at the root of its repository, names the folder.
 */
export function packingWorkflow(workspace: Pick<Workspace, 'list' | 'head'>, dir: string): PackingWorkflow | undefined {
  // A workflow runs in its repository's folder: the manifest's folder is named from there.
  const base = repositoryOf(workspace, dir);
  const inRepository = base === '' ? dir : posix.relative(base, dir);
  const manifest = inRepository === '' ? 'manifest.json' : `${inRepository}/manifest.json`;
  for (const workflow of workflows(workspace, base)) {
    if (inRepository !== '' && !workflow.text.includes(inRepository)) continue;
    // It packs this bundle when it packs this manifest's folder; one whose every pack is read and packs
    // other folders packs another bundle (or one it copies this manifest into: see below).
    if (PACKS.test(workflow.text)) {
      const packed = workflowPacks(workflow.text);
      if (packed === undefined || packed.length === 0 || packed.includes(inRepository)) return { path: workflow.path, runs: 'mcpb pack' };
    }
    const lines = workflow.text.split('\n');
    for (let index = 0; index < lines.length; index++) {
      let command = lines[index];
      while (command.trimEnd().endsWith('\\') && index + 1 < lines.length && command.length < MAX_COMMAND) command += ` ${lines[++index]}`;
      const files = scriptFiles(command);
      const script = files.find(bundleNamed) ?? (files.length > 0 && command.includes(manifest) ? files[0] : undefined);
      if (script !== undefined) return { path: workflow.path, runs: script };
      if (COPIES.test(command) && command.split(/[\s;&|()"']+/).some((word) => word.replace(/^\.\//, '') === manifest))
        return {
          path: workflow.path,
          runs: command
            .trim()
            .replace(/^-\s+run:\s*|^run:\s*/, '')
            .slice(0, 80),
          copies: true,
        };
    }
  }
  return undefined;
}

/** The build files whose targets (make's, just's, Task's) run a repository's build steps. */
const BUILD_FILES = ['Makefile', 'makefile', 'GNUmakefile', 'justfile', 'Justfile', '.justfile', 'Taskfile.yml', 'Taskfile.yaml'];
/** The head of a build file read: real ones are a few kilobytes. */
const MAX_BUILD_FILE = 256 * 1024;
/** A make or just target (`build-dxt:`, `pack target="x":`), not a variable (`X := 1`, `X ?= 1`). */
const TARGET = /^([A-Za-z0-9_.-]{1,100})(?:[ \t][^:=\n]{0,200})?:(?![:=])/;
/** A Task task: a key two spaces in under `tasks:`. */
const TASK = /^ {2}([A-Za-z0-9_.:-]{1,100}):[ \t]*$/;

export interface BuildCommand {
  /** Root-relative path of the build file. */
  file: string;
  /** The target or task the command belongs to, when one is named above it. */
  target: string | undefined;
  command: string;
}

/** Each command line (continued lines joined) of the build files in `dir` ('' for the root), with its target. */
export function* buildFileCommands(workspace: Pick<Workspace, 'head' | 'kind'>, dir: string): Generator<BuildCommand> {
  for (const name of BUILD_FILES) {
    const file = dir === '' ? name : `${dir}/${name}`;
    if (workspace.kind(file) !== 'file') continue;
    const bytes = workspace.head(file, MAX_BUILD_FILE);
    if (!bytes) continue;
    const lines = Buffer.from(bytes).toString('utf8').split('\n');
    const task = name.startsWith('Taskfile');
    let target: string | undefined;
    for (let index = 0; index < lines.length; index++) {
      const header = (task ? TASK : TARGET).exec(lines[index]);
      if (header) {
        target = header[1];
        continue;
      }
      let command = lines[index];
      while (command.trimEnd().endsWith('\\') && index + 1 < lines.length && command.length < MAX_COMMAND) command += ` ${lines[++index]}`;
      // A comment says nothing a build does.
      if (command.trim() !== '' && !command.trimStart().startsWith('#')) yield { file, target, command };
    }
  }
}

/** `mcpb pack <folder>` or `dxt pack <folder>`: the folder, '' when none is given (the one it runs in); not "DXT package". */
const PACKED_FOLDER = /(?:^|[^A-Za-z0-9_-])(?:mcpb|dxt)[ \t]+pack(?![A-Za-z0-9_-])(?:[ \t]+([^\s;&|)"']+))?/i;

/**
 * The folder a command packs with `mcpb pack`, relative to where it runs ('' for that folder), or undefined
 * when it runs no `mcpb pack` (or `dxt pack`) with a folder that can be read. An option first (`--help`) is none.
 */
export function packedFolder(command: string): string | undefined {
  const match = PACKED_FOLDER.exec(command);
  if (!match) return undefined;
  const folder = match[1] ?? '.';
  if (folder.startsWith('-')) return undefined;
  const normal = posix.normalize(folder.replace(/\/+$/, '') || '/');
  return normal === '.' ? '' : normal;
}

/** A step of a workflow's job list: `- name: …`, `- run: …`. */
const STEP = /^\s*-\s+[A-Za-z_][\w-]*\s*:/;
/** Where a step or a job's defaults set the folder commands run in. */
const WORKING_DIRECTORY = /^\s*(?:-\s+)?working-directory\s*:\s*["']?([^\s"'#]*)/;
/** A `cd <folder>` command, after a step's `run:`. */
const CD = /^\s*(?:-\s+)?(?:run\s*:\s*)?cd(?:\s+([^\s"']+))?\s*$/;

/**
 * The repository folders ('' for its root) a workflow's "mcpb pack" (or "dxt pack") commands pack, each
 * read from where its step runs (its working-directory, then each `cd`); undefined when one cannot be read
 * (a variable, a folder outside the repository, a job's default working-directory).
 */
export function workflowPacks(text: string): string[] | undefined {
  const folders = new Set<string>();
  /** Where the current step's commands run, null when not known. */
  let at: string | null = '';
  let inStep = false;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index];
    while (line.trimEnd().endsWith('\\') && index + 1 < lines.length && line.length < MAX_COMMAND) line += ` ${lines[++index]}`;
    if (STEP.test(line)) {
      at = '';
      inStep = true;
    } else if (/^\s*(?:jobs|steps|defaults)\s*:/.test(line)) inStep = false;
    const directory = WORKING_DIRECTORY.exec(line);
    if (directory) {
      if (!inStep) return undefined;
      at = within('', directory[1]);
    }
    for (const command of line.split(/&&|\|\||;/)) {
      const cd = CD.exec(command);
      if (cd) at = at === null || cd[1] === undefined ? null : within(at, cd[1]);
      const packed = packedFolder(command);
      if (packed === undefined) continue;
      const folder = at === null ? null : within(at, packed);
      if (folder === null) return undefined;
      folders.add(folder);
    }
  }
  return [...folders];
}

/** The repository folder `path` names from `at`, or null when a variable, the home folder or a path outside the repository. */
function within(at: string, path: string): string | null {
  if (path.includes('$') || path.startsWith('/') || path.startsWith('~') || path === '-') return null;
  const folder = posix.normalize(posix.join(at, path)).replace(/\/+$/, '');
  if (folder === '..' || folder.startsWith('../')) return null;
  return folder === '.' ? '' : folder;
}

/** A script file a command runs: `node build-dxt.js`, `python3 tools/generate_mcpb.py`, `bash pack.sh`. */
export const SCRIPT_FILE = /\.(?:[cm]?js|[cm]?ts|py|sh|ps1)$/i;
/** Words of a command are read up to this many: a real one has a few dozen. */
const MAX_WORDS = 200;

/** Shells whose first argument is the script file they run: `bash ./build`, `sh scripts/release`. */
const SHELL = /^(?:ba|da|k|z)?sh$/;

/**
 * The repository script files a command runs (relative paths as written, without "./"): each word with a
 * script's extension, then each script without one that a command runs (a shell's first argument, or a
 * command's program written as a relative path, "./scripts/build").
 */
export function scriptFiles(command: string): string[] {
  const files: string[] = [];
  for (const word of command.split(/[\s;&|()"'=]+/, MAX_WORDS)) {
    if (SCRIPT_FILE.test(word) && inRepository(word)) files.push(posix.normalize(word));
  }
  for (const segment of command.split(/[;&|()\n]+/, MAX_WORDS)) {
    if (files.length >= MAX_WORDS) break;
    // Variables set before the program ("DIST=out ./build") are not it.
    const words = segment.split(/[\s"']+/, MAX_WORDS).filter((word) => word !== '');
    const first = words.findIndex((word) => !/^\w+=/.test(word));
    if (first === -1) continue;
    const program = words[first];
    const script = SHELL.test(program) ? words[first + 1] : program.startsWith('./') ? program : undefined;
    if (script === undefined || script.startsWith('-') || SCRIPT_FILE.test(script) || !inRepository(script) || script.includes('$')) continue;
    const file = posix.normalize(script);
    if (!file.split('/').includes('node_modules') && !files.includes(file)) files.push(file);
  }
  return files;
}

/** Whether a command's word is a relative path inside the repository (not "/usr/bin/x", "../x" or "https://x"). */
function inRepository(word: string): boolean {
  return !word.startsWith('/') && !word.split('/').includes('..') && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(word);
}

/** A script file named for building an MCPB bundle: "generate_mcpb.py", "build-dxt.js", "mcpb.sh" (not "mcpb-schema.ts"). */
export function bundleNamed(file: string): boolean {
  const name = posix.basename(file).replace(/\.[^.]*$/, '');
  const words = name.toLowerCase().split(/[^a-z0-9]+/);
  return (
    words.some((word) => word === 'mcpb' || word === 'dxt') &&
    !words.some((word) => word === 'schema' || word === 'types' || word === 'validate' || word === 'check')
  );
}
