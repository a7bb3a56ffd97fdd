/**
 * A hand-rolled Rust MCP server: a crate with no SDK that answers JSON-RPC itself. It is one when a file of
 * the crate handles the `tools/list` method (a match arm on `"tools/list"`) and answers `initialize` with
 * MCP's own fields (`"serverInfo"` or `"protocolVersion"`); its tools are then the `json!` objects its files
 * list (json-tools.ts), and the types it boxes whose own `name()` and `description()` methods give literals
 * (method-tools.ts). It speaks the protocol version it answers when that is written as a literal (or a
 * same-file `const`); every version mcpdesc knows is assumed otherwise. Plain bounded text tests, read only
 * for a file with a `json!` `"inputSchema"` or such methods (crate.ts). Cheap to import: classification loads it.
 */
import { isVersion, VERSIONS, type Version } from '../../protocol/versions.js';
import type { Workspace } from '../types.js';
import { crateOf, firstInCrate, perCrate } from './crate.js';

/** A match arm on the method: the crate serves the tool list. */
const HANDLES_LIST = /"tools\/list"[ \t\r\n]{0,64}=>/;
/** The `initialize` answer's fields. */
const ANSWERS_INITIALIZE = /"(?:serverInfo|protocolVersion)"[ \t\r\n]{0,16}:/;
const PROTOCOL = /"protocolVersion"[ \t\r\n]{0,16}:[ \t\r\n]{0,16}(?:"(\d{4}-\d{2}-\d{2})"|([A-Z][A-Z0-9_]{0,63})\b)/;
const CRATES = new WeakMap<Workspace, Map<string, HandRolled | undefined>>();

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

/** `fn name(&self)` and `fn description(&self)`: a type's own tool methods (method-tools.ts). */
const NAME_METHOD = /\bfn[ \t]{1,16}name[ \t]{0,16}\([ \t]{0,16}&[ \t]{0,16}self[ \t]{0,16}\)/;
const DESCRIPTION_METHOD = /\bfn[ \t]{1,16}description[ \t]{0,16}\([ \t]{0,16}&[ \t]{0,16}self[ \t]{0,16}\)/;
/** A value boxed or shared as a trait object: `Box::new(tools::Search)`, `Arc::new(Search {…})`. */
const BOXED = /\b(?:Box|Arc|Rc)::new\([ \t\r\n]{0,64}(?:[A-Za-z_][A-Za-z0-9_]{0,63}::){0,8}([A-Z][A-Za-z0-9_]{0,63})\b/g;
const MAX_BOXED = 4_096;
/** Files named per boxed type at most: the proofs one type's tools rest on. */
const MAX_BOXING_FILES = 16;
const BOXED_BY_CRATE = new WeakMap<Workspace, Map<string, ReadonlyMap<string, readonly string[]>>>();

/** Whether the text gives a type tool methods of its own: `fn name(&self)` and `fn description(&self)`. */
export function hasToolMethods(text: string): boolean {
  return NAME_METHOD.test(text) && DESCRIPTION_METHOD.test(text);
}

/**
 * The types the crate of the file at `path` boxes as trait objects (the tools a server registers,
 * method-tools.ts), each with the files that box it: what a tool read from its type rests on. The file's
 * own `text` is read too: the crate's scan is bounded, and a large crate's tool files lie past its bound
 * (`pub fn create_goal_tools() -> Vec<Box<dyn McpTool>> { vec![Box::new(SetGoalTool), …] }` beside the impls).
 */
export function boxedTypes(path: string, workspace: Workspace | undefined, text?: string): ReadonlyMap<string, readonly string[]> {
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return new Map();
  const inCrate = perCrate(BOXED_BY_CRATE, workspace, crate, () => {
    const found = new Map<string, string[]>();
    firstInCrate(workspace, crate, ({ at, text }) => {
      if (!text.includes('::new(')) return undefined;
      for (const [, type] of text.matchAll(BOXED)) {
        const files = found.get(type) ?? [];
        if (files.length === 0 && found.size >= MAX_BOXED) continue;
        if (!files.includes(at) && files.length < MAX_BOXING_FILES) files.push(at);
        found.set(type, files);
      }
      return undefined;
    });
    return found;
  });
  if (text === undefined || !text.includes('::new(')) return inCrate;
  const withOwn = new Map(inCrate);
  for (const [, type] of text.matchAll(BOXED)) {
    const files = withOwn.get(type) ?? [];
    if (files.length === 0 && withOwn.size >= MAX_BOXED) continue;
    if (!files.includes(path) && files.length < MAX_BOXING_FILES) withOwn.set(type, [...files, path]);
  }
  return withOwn;
}

/** The hand-rolled server of the crate the file at `path` is in (the file itself first), or undefined. */
export function handRolledServer(text: string, path: string, workspace: Workspace | undefined): HandRolled | undefined {
  if (!listsJsonTools(text) && !hasToolMethods(text)) return undefined;
  if (serves(text)) return server(path, text);
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return undefined;
  const found = perCrate(CRATES, workspace, crate, () => firstInCrate(workspace, crate, ({ at, text }) => (serves(text) ? server(at, text) : undefined)));
  if (found) workspace.drawsOn?.(found.at);
  return found;
}

function serves(text: string): boolean {
  return HANDLES_LIST.test(text) && ANSWERS_INITIALIZE.test(text);
}

/** The hand-rolled server the file at `at` is, when it answers `tools/list` and `initialize` itself. */
export function servingFile(at: string, text: string): HandRolled | undefined {
  return serves(text) ? server(at, text) : undefined;
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
