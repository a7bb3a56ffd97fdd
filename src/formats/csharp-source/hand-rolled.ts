/**
 * A hand-rolled C# MCP server: a project with no SDK that answers JSON-RPC itself and lists tools by an
 * interface of its own. It is one when a file of the project (the nearest folder with a `.csproj`, its `.cs`
 * files a few levels deep, no `bin`, `obj`) handles the `tools/list` method (`case "tools/list":` or a switch
 * arm `"tools/list" =>`), answers `initialize` with MCP's own fields (`protocolVersion`, `serverInfo`: a
 * member, a key or a JSON text's), lists each tool by its properties (`name = t.Name, description =
 * t.Description`, or `["name"] = t.Name`), and names an interface the project declares with `string Name
 * { get; }` and `string Description { get; }`. Its tools are the classes that implement that interface
 * directly (property-tools.ts), when the server provably makes them: by reflection over the interface's own
 * assembly (`typeof(IMcpTool).Assembly.GetTypes()` with `typeof(IMcpTool).IsAssignableFrom(…)`, every
 * concrete class of the project), or by a `new Search(…)` a file of the project writes. It speaks the
 * protocol version it answers when that is a literal (or a same-file `const`); every version mcpdesc knows
 * is assumed otherwise. Plain bounded text tests, read only for a file that gives a class a literal `Name`
 * and `Description`; remembered per project of a stable workspace. Cheap to import: classification loads it.
 */
import { isVersion, VERSIONS, type Version } from '../../protocol/versions.js';
import { perCrate } from '../rust-source/crate.js';
import type { Workspace } from '../types.js';

const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
/** `public string Name => "…"` or `{ get; } = "…"`: a literal property, as a tool class writes its name and description. */
const LITERAL_NAME = /\bstring\??[ \t]{1,16}Name[ \t\r\n]{0,16}(?:=>|\{[ \t]{0,16}get;[ \t]{0,16}\}[ \t]{0,16}=)[ \t\r\n]{0,16}"/;
const LITERAL_DESCRIPTION = /\bstring\??[ \t]{1,16}Description[ \t\r\n]{0,16}(?:=>|\{[ \t]{0,16}get;[ \t]{0,16}\}[ \t]{0,16}=)[ \t\r\n]{0,16}"/;
/** A `case` or switch arm on the method: the project serves the tool list. */
const HANDLES_LIST = /(?:\bcase[ \t]{1,16}"tools\/list"[ \t]{0,16}:|"tools\/list"[ \t]{0,16}=>)/;
/** The `initialize` answer's fields: an anonymous object's member, a JsonObject's key, a JSON text's. */
const ANSWERS_INITIALIZE =
  /(?:\b(?:protocolVersion|serverInfo)[ \t]{0,16}=[^=>]|\["(?:protocolVersion|serverInfo)"\][ \t]{0,16}=[^=]|\\?"(?:protocolVersion|serverInfo)\\?"[ \t]{0,16}:)/;
/** Each tool listed by its own properties: `name = t.Name` then `description = t.Description` of the same variable. */
const LISTS_PROPERTIES = new RegExp(
  `(?:\\bname|\\["name"\\])[ \\t]{0,16}=[ \\t]{0,16}(${IDENT})\\.Name\\b[\\s\\S]{0,512}?(?:\\bdescription|\\["description"\\])[ \\t]{0,16}=[ \\t]{0,16}\\1\\.Description\\b`,
);
/** What an interface's body holds before a member: anything but braces, or a `{ get; }` of one level. */
const MEMBERS = '(?:[^{}]|\\{[^{}]{0,64}\\}){0,4096}?';
/** `interface IMcpTool { … string Name { get; } … string Description { get; } … }`, within a bounded window. */
const INTERFACE = new RegExp(
  `\\binterface[ \\t]{1,16}(${IDENT})[^{;]{0,256}\\{(?=${MEMBERS}\\bstring\\??[ \\t]{1,16}Name[ \\t]{0,16}\\{[ \\t]{0,16}get;)(?=${MEMBERS}\\bstring\\??[ \\t]{1,16}Description[ \\t]{0,16}\\{[ \\t]{0,16}get;)`,
  'g',
);
const PROTOCOL = new RegExp(
  `(?:\\bprotocolVersion[ \\t]{0,16}=|\\["protocolVersion"\\][ \\t]{0,16}=|\\\\?"protocolVersion\\\\?"[ \\t]{0,16}:)[ \\t]{0,16}(?:\\\\?"(\\d{4}-\\d{2}-\\d{2})\\\\?"|(${IDENT})\\b)`,
);
/** `new Search(` or `new Tools.Search(`: a class the project makes. */
const MADE = new RegExp(`\\bnew[ \\t]{1,16}(?:${IDENT}\\.){0,8}(${IDENT})[ \\t]{0,16}[({]`, 'g');
const SKIPPED = new Set(['bin', 'obj', 'node_modules', 'packages', 'artifacts']);
const MAX_UP = 12;
const MAX_LISTED = 2000;
const MAX_NESTING = 8;
const MAX_FILES = 2000;
const MAX_FILE = 1 << 20;
const MAX_TOTAL = 64 << 20;
const MAX_MADE = 4096;
/** Files named per made class at most: the proofs one class's tool rests on. */
const MAX_MAKERS = 16;
/** `class Search`: the classes a file declares. */
const CLASS = new RegExp(`\\bclass[ \\t]{1,16}(${IDENT})`, 'g');
const PROJECTS = new WeakMap<Workspace, Map<string, HandRolledCs | undefined>>();

export interface HandRolledCs {
  /** The file that serves `tools/list`. */
  at: string;
  /** The interface its tools implement, and the file that declares it. */
  contract: string;
  contractAt: string;
  /** Whether it makes every concrete implementation of the interface by reflection over its assembly. */
  reflected: boolean;
  /** The classes the project makes (`new Search(`), when not by reflection, each with the files that make it. */
  made: ReadonlyMap<string, readonly string[]>;
  versions: Version[];
  from: string;
}

/** Whether the text gives a class a literal `Name` and `Description` property: only then is the project looked at. */
export function hasLiteralProperties(text: string): boolean {
  return LITERAL_NAME.test(text) && LITERAL_DESCRIPTION.test(text);
}

/** The hand-rolled server of the project the file at `path` is in, when the file has literal tool properties. */
export function handRolledCs(text: string, path: string, workspace: Workspace | undefined): HandRolledCs | undefined {
  if (!workspace || !hasLiteralProperties(text) || path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const project = projectOf(path, workspace);
  if (project === undefined) return undefined;
  const found = perCrate(PROJECTS, workspace, project, () => search(workspace, project));
  if (!found) return undefined;
  // What the file's tools rest on: a change there re-checks the file.
  const proofs = new Set([found.at, found.contractAt]);
  for (const [, name] of text.matchAll(CLASS)) for (const at of found.made.get(name) ?? []) proofs.add(at);
  for (const at of proofs) if (at !== path) workspace.drawsOn?.(at);
  return found;
}

/** The nearest folder at or above the file with a `.csproj`. */
function projectOf(path: string, workspace: Workspace): string | undefined {
  const segments = path.split('/').slice(0, -1);
  for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_UP); depth--) {
    const folder = segments.slice(0, depth).join('/');
    if ((workspace.list(folder, MAX_LISTED) ?? []).some((n) => n.endsWith('.csproj'))) return folder;
  }
  return undefined;
}

function search(workspace: Workspace, project: string): HandRolledCs | undefined {
  const texts: { at: string; text: string }[] = [];
  let total = 0;
  const walk = (dir: string, nesting: number): void => {
    const entries = workspace.list(dir, MAX_LISTED) ?? [];
    // A folder below with a project file of its own is another assembly.
    if (nesting > 0 && entries.some((n) => n.endsWith('.csproj'))) return;
    for (const entry of entries) {
      const at = dir === '' ? entry : `${dir}/${entry}`;
      const kind = workspace.kind(at);
      if (kind === 'directory' && nesting < MAX_NESTING && !entry.startsWith('.') && !SKIPPED.has(entry)) walk(at, nesting + 1);
      else if (kind === 'file' && entry.endsWith('.cs') && texts.length < MAX_FILES) {
        const bytes = workspace.head(at, MAX_FILE);
        if (!bytes || (total += bytes.length) > MAX_TOTAL) continue;
        texts.push({ at, text: new TextDecoder().decode(bytes) });
      }
    }
  };
  walk(project, 0);
  const contracts = new Map<string, string>();
  for (const { at, text } of texts)
    if (text.includes('interface')) for (const [, name] of text.matchAll(INTERFACE)) if (!contracts.has(name)) contracts.set(name, at);
  for (const { at, text } of texts) {
    if (!HANDLES_LIST.test(text) || !ANSWERS_INITIALIZE.test(text) || !LISTS_PROPERTIES.test(text)) continue;
    // The interface the serving file names, of those the project declares.
    const contract = [...contracts.keys()].find((c) => new RegExp(`\\b${c}\\b`).test(text));
    if (contract === undefined) continue;
    const reflected =
      new RegExp(`\\btypeof[ \\t]{0,16}\\([ \\t]{0,16}${contract}[ \\t]{0,16}\\)[ \\t\\r\\n]{0,16}\\.Assembly\\b`).test(text) &&
      new RegExp(`\\btypeof[ \\t]{0,16}\\([ \\t]{0,16}${contract}[ \\t]{0,16}\\)[ \\t\\r\\n]{0,16}\\.IsAssignableFrom[ \\t]{0,16}\\(`).test(text);
    const made = new Map<string, string[]>();
    for (const file of reflected ? [] : texts)
      for (const [, name] of file.text.matchAll(MADE)) {
        const files = made.get(name) ?? [];
        if ((files.length === 0 && made.size >= MAX_MADE) || files.includes(file.at) || files.length >= MAX_MAKERS) continue;
        files.push(file.at);
        made.set(name, files);
      }
    return { at, contract, contractAt: contracts.get(contract) as string, reflected, made, ...versionsOf(at, text) };
  }
  return undefined;
}

function versionsOf(at: string, text: string): { versions: Version[]; from: string } {
  const match = PROTOCOL.exec(text);
  let answered = match?.[1];
  if (match?.[2] !== undefined)
    answered = new RegExp(`\\bconst[ \\t]{1,16}string[ \\t]{1,16}${match[2]}[ \\t]{0,16}=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`).exec(text)?.[1];
  if (isVersion(answered)) return { versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
  const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
  return { versions: [...VERSIONS], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}
