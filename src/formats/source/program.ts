/**
 * How a source format reads a file (its `parseProgram`), the same for every language: the format gives
 * the SDK versions its file's package depends on and its reader (extract.ts), and gets a descriptor-like
 * `{ protocolVersion, tools, prompts?, resources?, resourceTemplates? }` whose every value is placed where
 * it is written. Loads with the format's index.ts, only when such a file is linted.
 */
import { LineIndex } from '../../parse/lines.js';
import { parsedFromSpans, type SourceComment } from '../../parse/parse.js';
import { others, unreadable } from '../../parse/program.js';
import type { Version } from '../../protocol/versions.js';
import { groupNames } from '../consistency/server-tools.js';
import { type ProgramParser, runMemo, type Workspace } from '../types.js';
import type { Extracted } from './extracted.js';
import { sharedExtraction } from './shared.js';

/** The protocol versions of the SDK release a file's package depends on, and where they were read. */
export interface SdkVersions {
  versions: Version[];
  from: string;
  /** See SourceInventory.wrapsOutputSchemas. */
  wrapsOutputSchemas?: true;
}

export interface SourceReader<Sdk extends SdkVersions, Name extends number | [number, number]> {
  sdk(text: string, path: string, workspace: Workspace | undefined): Sdk;
  /**
   * With `tests`, registrations in test code within the file (a Rust `#[cfg(test)]` module) are read too.
   * What it needs of other modules it reads here, through `workspace`, not in `sdk`: an extraction the
   * consistency rules made already (shared.ts) needs none of it.
   */
  extract(text: string, path: string, sdk: Sdk, tests: boolean, workspace: Workspace | undefined): Extracted<Name>;
  /**
   * The file's comments, by the tokenizer its reader uses (a `//` inside a string is none), for the
   * suppression comments in them. Asked only of a file whose text holds `mcpdesc-`.
   */
  comments(text: string, path: string): SourceComment[];
  /**
   * What the file's SDK release makes of what was read (`extract` reads the text alone, so the
   * consistency rules share it): a new extraction, leaving the one given as it is.
   */
  finish?(extracted: Extracted<Name>, sdk: Sdk): Extracted<Name>;
  /**
   * Whether the reader recurses per level of nesting: a file nested past the stack's depth (a RangeError)
   * is then reported as past mcpdesc's limits. A reader that reads in loops throws none.
   */
  recurses: boolean;
  /**
   * The kind under which the consistency rules extract this text alike (shared.ts), so the file is read
   * once; undefined where they read it otherwise or not at all. Only for readers that ignore `tests`.
   */
  sharedAs?(text: string): string | undefined;
}

/** A reader's `comments`, from a tokenizer that adds the comments it meets to the list it is given. */
export function commentsBy(tokenize: (text: string, comments: SourceComment[]) => unknown): (text: string) => SourceComment[] {
  return (text) => {
    const comments: SourceComment[] = [];
    tokenize(text, comments);
    return comments;
  };
}

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export function sourceParser<Sdk extends SdkVersions, Name extends number | [number, number]>(reader: SourceReader<Sdk, Name>): ProgramParser {
  return (rawText, path, workspace, tests = false, run = undefined) => {
    // A byte-order mark is not part of the first line's columns.
    const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
    const sdk = reader.sdk(text, path, workspace);
    const lines = new LineIndex(text);
    let extracted: Extracted<Name>;
    try {
      const kind = reader.sharedAs?.(text);
      const extract = () => reader.extract(text, path, sdk, tests, workspace);
      extracted = kind === undefined ? extract() : sharedExtraction(run, kind, path, text, extract, false);
      if (reader.finish) extracted = reader.finish(extracted, sdk);
    } catch (error) {
      // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
      if (!(reader.recurses && error instanceof RangeError)) throw error;
      return unreadable(text, lines, sdk.from);
    }
    const { tools, prompts, resources = [], resourceTemplates = [], spans, names, unread, anchors } = extracted;
    const at = (offset: number) => lines.range(offset, offset).start;
    const document = parsedFromSpans(
      text,
      { protocolVersion: sdk.versions, tools, ...others({ prompts, resources, resourceTemplates }) },
      spans,
      {
        tools: tools.map((tool, i) => {
          const name = names[i];
          return { name: String(tool.name), ...at(typeof name === 'number' ? name : name[0]) };
        }),
        dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
        versionFrom: sdk.from,
        ...(sdk.wrapsOutputSchemas ? { wrapsOutputSchemas: true as const } : {}),
        ...(extracted.afterCallback?.length ? { afterCallback: extracted.afterCallback } : {}),
      },
      lines,
      anchors,
    );
    const left = extracted.testRegistrations ?? 0;
    // Read once, on the first text with a phrase to weigh (strings.ts): the group's read is shared by the run.
    let server: ReadonlySet<string> | undefined | null = null;
    const serverNames = () => (server === null ? (server = workspace && groupNames(workspace, run ?? runMemo(), path)) : server);
    return { ...document, ...(left > 0 ? { testRegistrations: left } : {}), comments: () => reader.comments(text, path), serverNames };
  };
}
