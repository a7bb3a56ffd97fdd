/**
 * The tools of one server as each file of its group tells them: an MCPB manifest's `tools`, a descriptor,
 * a Server Card, committed tool lists (a `tools.json` result, golden `testdata/*tools*.json` arrays,
 * `__toolsnaps__/*.snap`) and the server's source (TypeScript, Python, Go; all of the group's source
 * files are one side, since a server registers its tools across files). A side is `complete` when it
 * says it lists every tool the server serves; golden arrays and snapshots list some tools, and source
 * is complete only when every registration in it was read statically. The names they all list (and
 * those Rust and C# source registers) are the server's vocabulary for the security rules (groupNames).
 * Read through the Workspace, bounded in files, bytes and depth, once per group and run (the run's
 * memo): the answer depends on the repository alone, so it is the same for any file order and any
 * number of workers.
 */
import { posix } from 'node:path';
import type { RelatedLocation } from '../../engine/finding.js';
import { LineIndex, type Range } from '../../parse/lines.js';
import { type ParsedDocument, parseDocument } from '../../parse/parse.js';
import { hasOwn, isObject } from '../../util/json.js';
import { extractCsTools } from '../csharp-source/extract.js';
import { CSHARP_SOURCE_INFO } from '../csharp-source/info.js';
import { csSdkVersions } from '../csharp-source/sdk.js';
import { GO_SOURCE_INFO } from '../go-source/info.js';
import { goReading, readGoFile } from '../go-source/reading.js';
import { MCPB_MANIFEST_INFO } from '../mcpb-manifest/info.js';
import { listShape } from '../mcp-tool-list/info.js';
import { declaredVersions } from '../mcpdesc-descriptor/info.js';
import { extractTools as extractPython } from '../python-source/extract.js';
import { fromModules } from '../python-source/registered-elsewhere.js';
import { PYTHON_SOURCE_INFO } from '../python-source/info.js';
import { SERVER_CARD_INFO } from '../mcp-server-card/info.js';
import { extractRustTools } from '../rust-source/extract.js';
import { RUST_SOURCE_INFO } from '../rust-source/info.js';
import type { Extracted } from '../source/extracted.js';
import { knownNoSdk, namesSdk, sharedExtraction } from '../source/shared.js';
import { workflows } from '../release-files.js';
import { extractTypescript } from '../typescript-source/read.js';
import { TYPESCRIPT_SOURCE_INFO } from '../typescript-source/info.js';
import { memoKey, type RunMemo, type Workspace } from '../types.js';
import { reachedFrom } from './entry.js';
import { groupOf, inFolder, isPackageRoot } from './group.js';

export type SideKind = 'manifest' | 'descriptor' | 'card' | 'tool-list' | 'source';

export interface SideTool {
  name: string;
  title?: string;
  /** What the tool says it does, which pairs a tool renamed on one side only with its old name. */
  description?: string;
  /** Where the tool's name is: the file and its range there. */
  path: string;
  range: Range;
  /** Registered only under a condition of its source (`if os.environ.get("ENABLE_X"):`): a list of the server's tools may leave it out. */
  conditional?: boolean;
}

export interface Side {
  kind: SideKind;
  /** The file (for source, the group's folder: the side is all of its source files). */
  path: string;
  /** How messages name the side: "the MCPB manifest manifest.json", "the server's source". */
  label: string;
  complete: boolean;
  /** A script or workflow of the repository names the file: a build step may write it, so it may lag until then. */
  generated: boolean;
  tools: SideTool[];
  /** Where the side lists its tools, for a finding about a tool it lacks. */
  at: RelatedLocation;
  /** A manifest's `server.entry_point`, as written. */
  entry?: string;
  /** The source files a manifest's entry point reaches (entry.ts): only their tools are its server's. Undefined: all of the group's. */
  reaches?: ReadonlySet<string>;
}

/** Folders never read for a server's files: dependencies, build output, version control, tests, retired code. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'build',
  'out',
  'vendor',
  'target',
  'venv',
  'coverage',
  'test',
  'tests',
  '__tests__',
  'e2e',
  'fixtures',
  'examples',
  'archive',
  'archived',
  'obsolete',
]);
/** A source file that is a test: its tools are deliberate fixtures. */
const TEST_FILE = /(?:\.(?:test|spec)\.[cm]?[jt]sx?|_test\.go|^test_.*\.py|_test\.py|\.d\.ts)$/;
const MAX_DEPTH = 8;
/** Names listed in a group at most, folders and files together: past it the group is not compared. */
const MAX_ENTRIES = 20_000;
/** Files read at most, and each at most this long: past either the group is not compared. */
const MAX_READ = 2000;
const MAX_BYTES = 1 << 20;
/** Bytes read in a group at most, all files together: the first file of a group pays for reading it. */
const MAX_TOTAL_BYTES = 16 << 20;

const SOURCES = [TYPESCRIPT_SOURCE_INFO, PYTHON_SOURCE_INFO, GO_SOURCE_INFO];
const DESCRIPTOR = /^.+\.mcp\.(?:json|ya?ml)$/;
const CARD = new Set(['server-card.json', 'server-card', 'mcp.json']);

/** What the security rules read of a group: the names its sides list and its source registers (see groupNames). */
type Group = { sides: Side[]; names(): ReadonlySet<string> } | undefined;
const GROUPS = memoKey<Map<string, Group>>('the tools of each group, as its files tell them');
/** Names a group gives the security rules at most: a server's tools, prompts and resources are far fewer. */
const MAX_NAMES = 5000;

/** The group of the file at `path`, read once per run; undefined when it cannot be read whole. */
function readOnce(workspace: Workspace, run: RunMemo, path: string): { group: string; read: NonNullable<Group> } | undefined {
  const group = groupOf(workspace, path);
  if (group === undefined) return undefined;
  const groups = run.memo(GROUPS, () => new Map<string, Group>());
  if (!groups.has(group)) groups.set(group, readGroup(workspace, run, group, path));
  const read = groups.get(group);
  return read && { group, read };
}

/** The sides of the group of the file at `path`, or undefined when the group cannot be read whole. */
export function groupSides(workspace: Workspace, run: RunMemo, path: string): { group: string; sides: Side[] } | undefined {
  const found = readOnce(workspace, run, path);
  return found && { group: found.group, sides: found.read.sides };
}

/**
 * The names of every tool, prompt, resource and template the source files of the server at `path`
 * register (Rust's and C#'s too), and of every tool its committed lists name: a server splits its tools
 * over modules, and a description that says "use `search_tickets` first" speaks of its own server when
 * a sibling module registers `search_tickets`. Undefined when the group cannot be read whole; at most
 * MAX_NAMES, the first in the group's sorted file order, so the set is the same for any file order.
 */
export function groupNames(workspace: Workspace, run: RunMemo, path: string): ReadonlySet<string> | undefined {
  return readOnce(workspace, run, path)?.read.names();
}

/**
 * `current`: the file being linted, whose own format has read it already. Each other file is opened
 * once by a run, here or when it is linted: the run's reads keep the bytes of one for the other
 * (src/runner/kept.ts).
 */
function readGroup(workspace: Workspace, run: RunMemo, group: string, current: string): Group {
  // A folder without a package manifest is no package: its files may describe unrelated servers.
  if (!isPackageRoot(workspace, group)) return undefined;
  const files = filesOf(workspace, group);
  const compared = files?.filter((path) => !NAMES_ONLY.test(path));
  if (!files || !compared || compared.length > MAX_READ) return undefined;
  const sides: Side[] = [];
  const source: SourceSide = { tools: [], complete: true, names: new Set() };
  let total = 0;
  /** The JavaScript and TypeScript files, for what a manifest's entry point reaches (decoded only when one has an entry point). */
  const scriptBytes = new Map<string, Uint8Array>();
  for (const path of compared) {
    const bytes = workspace.head(path, MAX_BYTES);
    if (!bytes || bytes.length >= MAX_BYTES || (total += bytes.length) > MAX_TOTAL_BYTES) return undefined;
    const program = SOURCES.find((f) => f.paths.some((glob) => path.endsWith(glob.slice(glob.lastIndexOf('.')))));
    if (program === TYPESCRIPT_SOURCE_INFO) scriptBytes.set(path, bytes);
    if (program && knownNoSdk(run, workspace, program.id, path)) continue;
    const text = new TextDecoder().decode(bytes);
    if (program) {
      const reader = program.program;
      if (reader && namesSdk(run, workspace, program.id, path, () => reader.importsSdk(text, path, workspace)))
        readSource(run, workspace, program.id, path, text, source, path !== current);
      continue;
    }
    const side = dataSide(path, text);
    if (side) sides.push(side);
  }
  for (const each of sides) for (const tool of each.tools) if (source.names.size < MAX_NAMES) source.names.add(tool.name);
  if (sides.some((each) => each.entry !== undefined)) {
    const scripts = new Map([...scriptBytes].map(([path, bytes]) => [path, new TextDecoder().decode(bytes)]));
    for (const each of sides) if (each.entry !== undefined) each.reaches = reachedFrom(each.path, each.entry, scripts);
  }
  if (source.tools.length > 0 && source.first)
    sides.push({
      kind: 'source',
      path: group,
      label: "the server's source",
      complete: source.complete,
      generated: false,
      tools: source.tools,
      at: source.first,
    });
  const steps = buildSteps(workspace, group).map((text) => text.toLowerCase());
  for (const each of sides) if (each.kind !== 'source') each.generated = steps.some((text) => text.includes(generatedName(each.path).toLowerCase()));
  // Rust and C# files are read only when a security rule asks: the consistency rules never do.
  let namesOnly: string[] | undefined = files.filter((path) => NAMES_ONLY.test(path));
  const names = (): ReadonlySet<string> => {
    if (namesOnly) readNamesOnly(workspace, run, group, namesOnly, source.names);
    namesOnly = undefined;
    return source.names;
  };
  return { sides, names };
}

/** The group's candidate files, sorted; undefined when it has more than the bounds allow. */
function filesOf(workspace: Workspace, group: string): string[] | undefined {
  const found: string[] = [];
  let listed = 0;
  const walk = (dir: string, depth: number): boolean => {
    const names = workspace.list(dir, MAX_ENTRIES) ?? [];
    listed += names.length;
    if (listed > MAX_ENTRIES) return false;
    for (const name of names) {
      const path = inFolder(dir, name);
      const kind = workspace.kind(path);
      if (kind === 'directory') {
        if (depth >= MAX_DEPTH || SKIPPED.has(name) || (name.startsWith('.') && name !== '.well-known') || isPackageRoot(workspace, path)) continue;
        if (!walk(path, depth + 1)) return false;
      } else if (kind === 'file' && candidate(dir, name)) found.push(path);
    }
    return true;
  };
  return walk(group, 0) ? found.sort() : undefined;
}

function candidate(dir: string, name: string): boolean {
  if (name === 'manifest.json' || DESCRIPTOR.test(name) || name === 'tools.json') return true;
  if (CARD.has(name)) return posix.basename(dir) === 'mcp' || posix.basename(dir) === '.well-known';
  if (/\.snap$/.test(name)) return posix.basename(dir) === '__toolsnaps__';
  if (/tools.*\.json$/.test(name)) return posix.basename(dir) === 'testdata';
  return !TEST_FILE.test(name) && /\.(?:[cm]?[jt]sx?|py|go|rs|cs)$/.test(name);
}

/** The tools of a data file, when it is one of the kinds a server lists its tools in. */
function dataSide(path: string, text: string): Side | undefined {
  const parsed = parseDocument(text, /\.ya?ml$/.test(path) ? 'yaml' : 'json');
  if (parsed.problems.length > 0) return undefined;
  const value = parsed.value;
  const name = posix.basename(path);
  const listsAt = (pointer: string, message: string): RelatedLocation => ({ path, range: parsed.locate(pointer), message });
  if (name === 'manifest.json') {
    if (MCPB_MANIFEST_INFO.recognize(value) !== 'certain' || !isObject(value) || !Array.isArray(value.tools)) return undefined;
    // A bundle whose server makes tools at run time lists some of them.
    const complete = value.tools_generated !== true;
    const manifest = side(
      'manifest',
      path,
      `the MCPB manifest ${path}`,
      complete,
      parsed,
      value.tools,
      '/tools',
      listsAt('/tools', `${path} lists the server's tools here.`),
    );
    const entry = isObject(value.server) ? value.server.entry_point : undefined;
    return typeof entry === 'string' ? { ...manifest, entry } : manifest;
  }
  if (DESCRIPTOR.test(name)) {
    if (!isObject(value) || declaredVersions(value).length === 0 || !Array.isArray(value.tools)) return undefined;
    return side('descriptor', path, `the descriptor ${path}`, true, parsed, value.tools, '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
  }
  if (CARD.has(name)) {
    if (SERVER_CARD_INFO.recognize(value) === 'no' || !isObject(value) || !Array.isArray(value.tools)) return undefined;
    return side('card', path, `the Server Card ${path}`, true, parsed, value.tools, '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
  }
  const shape = listShape(value);
  if (shape === undefined) return undefined;
  const label = `the tool list ${path}`;
  if (shape === 'result' && isObject(value) && hasOwn(value, 'tools') && name === 'tools.json')
    return side('tool-list', path, label, true, parsed, value.tools as unknown[], '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
  // Golden arrays (a toolset each) and one-tool snapshots list some of the tools.
  if (shape === 'array') return side('tool-list', path, label, false, parsed, value as unknown[], '', listsAt('', `${path} lists tools here.`));
  if (shape === 'tool') return side('tool-list', path, label, false, parsed, [value], undefined, listsAt('', `${path} holds a tool.`));
  return undefined;
}

function side(
  kind: SideKind,
  path: string,
  label: string,
  complete: boolean,
  parsed: ParsedDocument,
  items: readonly unknown[],
  list: string | undefined,
  at: RelatedLocation,
): Side {
  const tools: SideTool[] = [];
  items.forEach((item, index) => {
    if (!isObject(item) || typeof item.name !== 'string') return;
    const pointer = list === undefined ? '/name' : `${list}/${index}/name`;
    tools.push({ name: item.name, path, range: parsed.locate(pointer), ...labels(item) });
  });
  return { kind, path, label, complete, generated: false, tools, at };
}

/** The texts that say what a build writes: the group's package.json (its scripts) and the workflows. */
function buildSteps(workspace: Workspace, group: string): string[] {
  const texts = [...workflows(workspace)].map((w) => w.text);
  const manifest = workspace.head(inFolder(group, 'package.json'), MAX_BYTES);
  if (manifest) texts.push(new TextDecoder().decode(manifest));
  return texts;
}

/** What a step that writes the file names: its name, or the snapshot folder's (tests rewrite every snapshot). */
function generatedName(path: string): string {
  return posix.basename(posix.dirname(path)) === '__toolsnaps__' ? 'toolsnaps' : posix.basename(path);
}

/** The group's source as one side, and the names its files register. */
interface SourceSide {
  tools: SideTool[];
  complete: boolean;
  first?: RelatedLocation;
  names: Set<string>;
}

/** Adds the names of what a file registers (tools, prompts, resources, templates), up to MAX_NAMES. */
function addNames(names: Set<string>, extracted: Extracted<number | [number, number]>): void {
  for (const list of [extracted.tools, extracted.prompts, extracted.resources ?? [], extracted.resourceTemplates ?? []])
    for (const item of list) if (typeof item.name === 'string' && names.size < MAX_NAMES) names.add(item.name);
}

/** Rust and C# source: read for the names it registers only (its side is not compared), so it never stops the group's read. */
const NAMES_ONLY = /\.(?:rs|cs)$/;

/** Adds the names Rust and C# files register, within the bounds the group's other files are read in; a file past them is left out. */
function readNamesOnly(workspace: Workspace, run: RunMemo, group: string, paths: readonly string[], names: Set<string>): void {
  let total = 0;
  let snake: boolean | undefined;
  for (const path of paths.slice(0, MAX_READ)) {
    const bytes = workspace.head(path, MAX_BYTES);
    if (!bytes || bytes.length >= MAX_BYTES) continue;
    if ((total += bytes.length) > MAX_TOTAL_BYTES) return;
    const rust = path.endsWith('.rs');
    const format = rust ? RUST_SOURCE_INFO : CSHARP_SOURCE_INFO;
    if (knownNoSdk(run, workspace, format.id, path)) continue;
    const text = new TextDecoder().decode(bytes);
    const reader = format.program;
    if (!reader || !namesSdk(run, workspace, format.id, path, () => reader.importsSdk(text, path, workspace))) continue;
    // Whether C# names a tool after its method in snake_case is the project's SDK release's: the group's project.
    if (!rust) snake ??= csSdkVersions(inFolder(group, 'server.cs'), workspace).snake;
    addNames(names, rust ? extractRustTools(text) : extractCsTools(text, snake));
  }
}

/** Adds a source file's statically read tools; a registration whose name is not known makes the source incomplete. */
function readSource(run: RunMemo, workspace: Workspace, format: string, path: string, text: string, into: SourceSide, keep: boolean): void {
  let extracted: Extracted<number | [number, number]>;
  const extract = (): Extracted<number | [number, number]> =>
    format === 'typescript-source'
      ? extractTypescript(text, path, workspace)
      : format === 'python-source'
        ? extractPython(text, fromModules(text, path, workspace))
        : readGoFile(text, goReading(text, path, workspace));
  // Kept for the file's own format, which reads it alike (shared.ts), unless it has read the file
  // already (`keep` false: the file being linted, whose extraction it holds).
  try {
    extracted = sharedExtraction(run, format, path, text, extract, keep);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    into.complete = false;
    return;
  }
  addNames(into.names, extracted);
  const lines = new LineIndex(text);
  // A part of a read tool (its description) not known leaves the tool known; anything else may be a tool.
  if (extracted.unread.some((u) => u.pointer === undefined || !/^\/tools\/\d+\/(?!name$)./.test(u.pointer))) into.complete = false;
  extracted.tools.forEach((tool, index) => {
    if (typeof tool.name !== 'string') return;
    const at = extracted.names[index];
    const [start, end] = typeof at === 'number' ? [at, at + tool.name.length] : at;
    const range = lines.range(start, end);
    into.tools.push({ name: tool.name, path, range, ...labels(tool), ...(extracted.conditional?.includes(index) ? { conditional: true } : {}) });
    into.first ??= { path, range, message: `${path} registers the server's tools, starting here.` };
  });
}

/** A tool's title and description, where they are strings. */
function labels(tool: { title?: unknown; description?: unknown }): { title?: string; description?: string } {
  return {
    ...(typeof tool.title === 'string' ? { title: tool.title } : {}),
    ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
  };
}

/** Whether two sides name the same tool: by name, or one's name is the other's title or differs only in case. */
export function sameTool(a: { name: string; title?: string }, b: { name: string; title?: string }): boolean {
  return a.name === b.name || a.name === b.title || a.title === b.name || a.name.toLowerCase() === b.name.toLowerCase();
}
