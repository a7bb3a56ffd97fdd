/**
 * What reading one Go file takes from its module besides its text, and the reading itself: the hand-rolled
 * server a file naming no SDK belongs to (hand-rolled.ts), the go-sdk registering helpers it calls
 * (spec-helpers.ts), an mcp-golang file's lists (golang.ts), the module's wrappers and pointer helpers
 * (wrappers.ts, sdk-pointers.ts), its translation helper's calls (translations.ts), its package's schema helpers,
 * replacing registrars and string constants (schema-edits.ts, replacing-registrars.ts, package-constants.ts) and what the functions its
 * registrations call are read to make (added-calls.ts). Shared by the
 * file's format (index.ts) and the consistency rules' read of it (server-tools.ts), so both see the same tools.
 */
import type { Extracted } from '../source/extracted.js';
import { type AddedCall, addedCalls } from './added-calls.js';
import { converterSites, convertedTypes, type WrittenType } from './converted-types.js';
import type { Workspace } from '../types.js';
import { extractGoTools } from './extract.js';
import { type GolangFile, golangFileOf } from './golang.js';
import { type HandRolled, handRolledServer, namesNoSdk } from './hand-rolled.js';
import type { ToolStruct } from './registrars.js';
import { importsGolang, officialGoSdk } from './sdk.js';
import { goSdkPointers } from './sdk-pointers.js';
import { packageConstants } from './package-constants.js';
import { withMcpGoPointers } from './tool-annotations.js';
import { replacedLiterals } from './replacing-registrars.js';
import { type SchemaHelpers, schemaHelpers } from './schema-edits.js';
import { type SpecHelpers, specHelpers } from './spec-helpers.js';
import { translatedCalls } from './translations.js';
import { type ToolWrappers, toolWrappers } from './wrappers.js';

export interface GoReading {
  /** The hand-rolled server of the file's module, when the file names no SDK. */
  served?: HandRolled;
  /** The tool type this serving file's `tools/list` answer writes a slice literal of. */
  listed?: ToolStruct;
  /** The module's registering helpers a go-sdk file calls (spec-helpers.ts). */
  helpers?: SpecHelpers;
  /** An mcp-golang file's registered lists and registering loops (golang.ts). */
  golang?: GolangFile;
  /** The module's own constructors over mcp-go the file calls (wrappers.ts); of a go-sdk file, its pointer helpers and registering functions (sdk-pointers.ts). */
  wrappers?: ToolWrappers;
  /** The file's calls of a translation helper, each the default it is given (translations.ts). */
  translated?: ReadonlySet<number>;
  /** Its registrations whose tool is a call, and whether another file reads that tool (added-calls.ts). */
  added?: readonly AddedCall[];
  /** The module's own tool types converted into the SDK's whose literals the file may write (converted-types.ts). */
  converted?: readonly WrittenType[];
  /** The schema helpers of a go-sdk file's package (schema-edits.ts). */
  edits?: SchemaHelpers;
  /** The offsets of the tools the file's proven converters and wrappers make from their parameters: read at their calls or sources, no tool here. */
  sources?: ReadonlySet<number>;
  /** Its tool literals handed to a function of its package that serves another tool in their place, each with the fields not served as written (replacing-registrars.ts). */
  replaced?: ReadonlyMap<number, readonly string[]>;
  /** The string constants the other files of its package declare, by name (package-constants.ts). */
  constants?: ReadonlyMap<string, string>;
}

/** What the file at `path` takes from its module to be read; `follow`: whether the files its registrations call into are read too. */
export function goReading(text: string, path: string, workspace: Workspace | undefined, follow = true): GoReading {
  const served = namesNoSdk(text) ? handRolledServer(text, path, workspace) : undefined;
  if (served) return { served, listed: served.lists.get(path) };
  const helpers = officialGoSdk(text) ? specHelpers(text, path, workspace) : undefined;
  const golang = importsGolang(text) ? golangFileOf(text, path, workspace) : undefined;
  // A go-sdk file: its pointer helpers alone (sdk-pointers.ts).
  // An mcp-go file: its module's wrappers and pointer helpers, and mcp-go's `ToBoolPtr` (tool-annotations.ts).
  const wrappers = golang
    ? undefined
    : officialGoSdk(text)
      ? goSdkPointers(text, path, workspace)
      : withMcpGoPointers(text, toolWrappers(text, path, workspace, true));
  const translated = translatedCalls(text, path, workspace);
  const converted = convertedTypes(text, path, workspace);
  const edits = officialGoSdk(text) ? schemaHelpers(text, path, workspace) : undefined;
  const sources = new Set<number>(text.includes('.Name') ? converterSites(path, workspace) : []);
  for (const wrapper of wrappers?.wrappers.values() ?? []) if (wrapper.literal?.at === path) sources.add(wrapper.literal.start);
  const replaced = officialGoSdk(text) ? replacedLiterals(text, path, workspace) : undefined;
  const constants = packageConstants(text, path, workspace);
  const added = addedCalls(text, path, workspace, follow ? (other, at) => readGoFile(other, goReading(other, at, workspace, false)) : undefined);
  return {
    ...(helpers ? { helpers } : {}),
    ...(golang ? { golang } : {}),
    ...(wrappers ? { wrappers } : {}),
    ...(translated.size > 0 ? { translated } : {}),
    ...(added.length > 0 ? { added } : {}),
    ...(converted.length > 0 ? { converted } : {}),
    ...(edits ? { edits } : {}),
    ...(sources.size > 0 ? { sources } : {}),
    ...(replaced && replaced.size > 0 ? { replaced } : {}),
    ...(constants.size > 0 ? { constants } : {}),
  };
}

/** The file's tools as its reading gives them. */
export function readGoFile(text: string, reading: GoReading): Extracted {
  const { served, helpers, listed, golang, wrappers, translated, added, converted, edits, sources, replaced, constants } = reading;
  return extractGoTools(
    text,
    officialGoSdk(text),
    served,
    helpers,
    listed,
    golang,
    wrappers,
    translated,
    added,
    converted,
    edits,
    sources,
    replaced,
    constants,
  );
}
