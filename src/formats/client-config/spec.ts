/**
 * What one MCP client's configuration file is, as data: where the client reads it, how it parses it,
 * the shape of a server entry (a model on the unversioned axis), which variables it expands and how a
 * secret is kept out of the file. Every client-config rule reads its client's spec; the clients differ
 * only here (src/formats/<client>/index.ts).
 */
import type { Model } from '../../model/check.js';
import type { Range } from '../../parse/lines.js';
import type { ParsedDocument, SourceFormat } from '../../parse/parse.js';
import type { JsonObject } from '../../util/json.js';
import type { FileScope, Noun, Recognition, Report } from '../types.js';
import type { EntryShape, ServerEntry } from './entry.js';

/** Whether the client expands a kind of reference: documented yes, documented (or measured) no, or not known. */
export type Support = 'yes' | 'no' | 'unknown';

export interface Interpolation {
  /** `${NAME}` for any environment variable. */
  braced: Support;
  /** `${NAME:-default}`. */
  withDefault: Support;
  /** `$NAME` without braces. */
  bare: Support;
  /** `${env:NAME}`. */
  envPrefix: Support;
  /** `${input:id}`, with the id declared in the file's `inputs`. */
  inputs: boolean;
  /** Names the client fills in itself, written `${name}`: `workspaceFolder`, `CLAUDE_PLUGIN_ROOT`. */
  predefined: readonly string[];
  /** Prefixes of `${prefix:…}` references the client resolves (VS Code's `config:`, `command:`). */
  prefixes?: readonly string[];
}

export interface ClientSpec {
  id: string;
  /** Which format takes a file two fit equally well: the higher (FormatInfo.precedence). */
  precedence: number;
  noun: Noun;
  title: string;
  /** How messages name the client: "Claude Code". */
  client: string;
  /** Where the client reads the file; a file there is this format whatever it holds. */
  paths: readonly string[];
  /** False for paths that other tools use too: the content must then show the format. */
  namedByPath?: boolean;
  syntax: SourceFormat;
  /** The keys the list of servers sits under. */
  serverKeys: readonly string[];
  /** Where an entry's command, arguments, URL … are written, when not each at its own key (entry.ts: FLAT_ENTRY). */
  entryShape?: EntryShape;
  /** The file may be the bare map of servers (plugins). */
  flat?: boolean;
  /** Server-list keys of other clients this one does not read, with whose they are ("VS Code's key"): a file with them starts no server. */
  foreignKeys?: Readonly<Record<string, string>>;
  /** The client parses the file as strict JSON, so a comment or trailing comma stops it reading the file; undefined when not known. */
  strictJson?: boolean;
  /** The file's model: a `Config` definition (the whole file) and a `Server` definition (one entry). */
  model: Model;
  /**
   * `closed`: the client's own schema lists every key, so any other key is reported. `typos`: its keys
   * are not all documented, so only near misses of known keys are ("comand").
   */
  unknownKeys: 'closed' | 'typos';
  /** `type` values of remote servers, when the client needs `type` beside `url` (the first one is suggested). */
  urlNeedsType?: readonly string[];
  /** An entry needs at least one of these keys (when the model cannot say so itself). */
  needsOneOf?: readonly string[];
  /** Groups of keys that may not be mixed in one entry (Roo: stdio fields and remote fields). */
  exclusive?: readonly (readonly string[])[];
  /** How the content shows the format when it holds no server list (Smithery's `startCommand`). */
  recognize?(value: unknown): Recognition;
  /** Checks of the client's own that the model cannot express, reported as structure findings. */
  check?(context: ConfigContext): void;
  /** The variables the client expands; undefined when that is not documented (no interpolation findings then). */
  interpolation?: Interpolation;
  /** How an environment variable is written in a value, when the client expands them: (name) => `${NAME}`. */
  envReference?: (name: string) => string;
  /**
   * How to keep a credential out of this file when the client cannot read it from the environment
   * (Codex reads variables by name; Claude Desktop expands none).
   */
  secretAdvice?: (name: string) => string;
  /** What to write instead of a home-directory path, e.g. `${userHome}`; undefined: a relative path. */
  homeVariable?: string;
  /** The advice for a home-directory path when neither a variable nor a project-relative path works (Claude Desktop). */
  machinePathAdvice?: string;
  /** Settings that run a server's tools without asking, and what they mean. */
  autoApprove?: readonly AutoApproveField[];
}

export interface AutoApproveField {
  /** The key in a server entry, or at the file's top for a setting of the whole file (`file`). */
  key: string;
  /**
   * A setting of the whole file: what it starts or runs without asking, and what to do instead (read from
   * the file, which may already hold the list the setting overrides).
   */
  file?: { what: string; instead: string | ((root: JsonObject) => string) };
  /**
   * `list`: an array of tool names (`"*"` for all); `flag`: `true` trusts every tool; `value`: a setting
   * equal to `value` does; `tools`: a map of tool names whose `field` equal to `value` approves that tool.
   */
  kind: 'list' | 'flag' | 'value' | 'tools';
  value?: string;
  field?: string;
}

/** A server entry of a client, normalized (entry.ts); its approvals are the spec's settings. */
export type ClientEntry = ServerEntry<AutoApproveField>;

/** What a client-config rule (context.ts) and a spec's own `check` see: the spec, the parsed file and its server entries. */
export interface ConfigContext {
  path: string;
  parsed: ParsedDocument;
  spec: ClientSpec;
  /** The file's value as parsed (the structure rule reports one that is not an object). */
  value: unknown;
  /** The file's object, or an empty one when it is not an object. */
  root: JsonObject;
  /** The entries of the server list the client reads (empty when there is none), normalized. */
  servers: readonly ClientEntry[];
  report: Report;
  /** A finding at a source range (a comment, a comma), for what has no pointer. */
  reportAt(range: Range, message: string): void;
  memo: FileScope['memo'];
  /** The repository around the file, when it is linted in one: a rule may read the package beside it. */
  workspace: FileScope['workspace'];
}
