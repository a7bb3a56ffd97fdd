/**
 * A hand-rolled Rust MCP server: a crate with no SDK that answers JSON-RPC itself. It is one when a file of
 * the crate handles the `tools/list` method (a match arm on `"tools/list"`) and answers `initialize` with
 * MCP's own fields (`"serverInfo"` or `"protocolVersion"`); its tools are then the `json!` objects its files
 * list (json-tools.ts). It speaks the protocol version it answers when that is written as a literal (or a
 * same-file `const`); every version mcpdesc knows is assumed otherwise. Plain bounded text tests, read only
 * for a file with a `json!` `"inputSchema"`, and remembered per crate for a stable workspace. Cheap to
 * import: classification loads it.
 */
import { isVersion, VERSIONS, type Version } from '../../protocol/versions.js';
import type { Workspace } from '../types.js';

/** A match arm on the method: the crate serves the tool list. */
const HANDLES_LIST = /"tools\/list"[ \t\r\n]{0,64}=>/;
/** The `initialize` answer's fields. */
const ANSWERS_INITIALIZE = /"(?:serverInfo|protocolVersion)"[ \t\r\n]{0,16}:/;
const PROTOCOL = /"protocolVersion"[ \t\r\n]{0,16}:[ \t\r\n]{0,16}(?:"(\d{4}-\d{2}-\d{2})"|([A-Z][A-Z0-9_]{0,63})\b)/;
const MAX_DEPTH = 12;
const MAX_LISTED = 512;
/** The crate's files read at most, the head read of each, and the folders walked below `src`. */
const MAX_FILES = 128;
const MAX_FILE = 1 << 20;
const MAX_NESTING = 4;
const MAX_CRATES = 5_000;
const CRATES = new WeakMap<Workspace, Map<string, HandRolled | null>>();

export interface HandRolled {
  /** The file that serves `tools/list`. */
  at: string;
  /** The protocol versions it answers `initialize` with. */
  versions: Version[];
  from: string;
}

/** Whether the text lists tools as `json!` objects with MCP's `"inputSchema"` field: only then is the crate looked at. */
export function listsJsonTools(text: string): boolean {
  return text.includes('"inputSchema"') && text.includes('json!');
}

/** The hand-rolled server of the crate the file at `path` is in (the file itself first), or undefined. */
export function handRolledServer(text: string, path: string, workspace: Workspace | undefined): HandRolled | undefined {
  if (!listsJsonTools(text)) return undefined;
  if (serves(text)) return server(path, text);
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const segments = path.split('/').slice(0, -1);
  for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
    const folder = segments.slice(0, depth).join('/');
    if (workspace.kind(inFolder(folder, 'Cargo.toml')) !== 'file') continue;
    let crates = CRATES.get(workspace);
    const known = workspace.stable ? crates?.get(folder) : undefined;
    const found = known === undefined ? crateServer(workspace, folder) : (known ?? undefined);
    if (workspace.stable && known === undefined) {
      if (!crates) CRATES.set(workspace, (crates = new Map()));
      if (crates.size >= MAX_CRATES) crates.clear();
      crates.set(folder, found ?? null);
    }
    if (found) workspace.drawsOn?.(found.at);
    return found;
  }
  return undefined;
}

function serves(text: string): boolean {
  return HANDLES_LIST.test(text) && ANSWERS_INITIALIZE.test(text);
}

function server(at: string, text: string): HandRolled {
  const match = PROTOCOL.exec(text);
  let answered = match?.[1];
  if (match?.[2] !== undefined) {
    const constant = new RegExp(
      `\\b(?:const|static)[ \\t]{1,16}${match[2]}[ \\t]{0,16}:[ \\t]{0,16}&(?:'static[ \\t]{1,16})?str[ \\t]{0,16}=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`,
    );
    answered = constant.exec(text)?.[1];
  }
  if (isVersion(answered)) return { at, versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
  const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
  return { at, versions: [...VERSIONS], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}

/** The crate's file under `src` (bounded) that serves `tools/list`. */
function crateServer(workspace: Workspace, crate: string): HandRolled | undefined {
  let reads = MAX_FILES;
  const waiting: [string, number][] = [[inFolder(crate, 'src'), 0]];
  while (waiting.length > 0 && reads > 0) {
    const [folder, nesting] = waiting.shift() as [string, number];
    for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
      const at = inFolder(folder, name);
      const kind = workspace.kind(at);
      if (kind === 'directory' && nesting < MAX_NESTING) waiting.push([at, nesting + 1]);
      if (kind !== 'file' || !name.endsWith('.rs') || reads-- <= 0) continue;
      const bytes = workspace.head(at, MAX_FILE);
      const text = bytes && new TextDecoder().decode(bytes);
      if (text && serves(text)) return server(at, text);
    }
  }
  return undefined;
}

function inFolder(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}
