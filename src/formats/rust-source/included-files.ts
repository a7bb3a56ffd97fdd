/**
 * `include_str!("instructions/add_note.md")`: the text rustc puts in the macro's place, the whole file at
 * that path (relative to the folder of the file that writes it) as it is written, byte for byte. A tool's
 * description kept in a file of its own (`#[tool(description = include_str!("…"))]`, `const DESCRIPTION:
 * &str = include_str!("…");`) is statically known so, when the file is in the repository, is valid UTF-8 (rustc
 * refuses any other) and is small; its characters are placed at the macro call. rmcp's doc comments take
 * one too, `#[doc = include_str!("…")]`, from the release DOC_INCLUDES on. A path out of the repository,
 * absolute or built by a macro (`concat!(env!("OUT_DIR"), …)`, a file a build script writes) is not read.
 */
import { posix } from 'node:path';
import { compareReleases } from '../source/releases.js';
import type { Workspace } from '../types.js';

/** The text of the file an `include_str!` names by the literal `relative`, or undefined when not statically known. */
export type Included = (relative: string) => string | undefined;

/**
 * The first rmcp release whose macros keep a `#[doc = include_str!("…")]` in a tool's description (rmcp-macros
 * 0.7.0, rust-sdk a11c4de3 "support #[doc = include_str!(...)] for macros"): `extract_doc_line` joins it to the
 * doc lines before it with a line break, the file's text untrimmed, where earlier releases dropped everything
 * before it. Whether a crate's macros do is read from the release it locks or the lowest its requirement admits.
 */
const DOC_INCLUDES = '0.7.0';

/** Whether the rmcp `release` keeps a `#[doc = include_str!(…)]` in a description. */
export function keepsDocIncludes(release: string | undefined): boolean {
  return release !== undefined && compareReleases(release, DOC_INCLUDES) >= 0;
}

/** The largest file read: a description, not a data file. */
const MAX_INCLUDED = 256 * 1024;

/** Reads the files an `include_str!` of the file at `path` names, telling the workspace of each read. */
export function includedFiles(path: string, workspace: Workspace | undefined): Included | undefined {
  if (!workspace || path.startsWith('/')) return undefined;
  return (relative) => {
    if (relative === '' || relative.startsWith('/') || relative.includes('\\')) return undefined;
    const at = posix.normalize(posix.join(posix.dirname(path), relative));
    if (at === '..' || at.startsWith('../') || workspace.kind(at) !== 'file') return undefined;
    const bytes = workspace.head(at, MAX_INCLUDED + 1);
    if (!bytes || bytes.length > MAX_INCLUDED) return undefined;
    let text: string;
    try {
      // As rustc: a byte order mark is kept, invalid UTF-8 refused.
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return undefined;
    }
    workspace.drawsOn?.(at);
    return text;
  };
}
