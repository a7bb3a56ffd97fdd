/**
 * TypeScript and JavaScript MCP server source: the tools a server registers with the SDK
 * (extract.ts), read as a descriptor's `tools` in the protocol versions its SDK release speaks
 * (sdk.ts), and checked by the descriptor's tool and security rules at the literals that hold them.
 */
import { LineIndex } from '../../parse/lines.js';
import { parsedFromSpans } from '../../parse/parse.js';
import { others, unreadable } from '../../parse/program.js';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { defineFormat, type FormatSpec, type ProgramParser } from '../types.js';
import { extractTools } from './extract.js';
import { TYPESCRIPT_SOURCE_INFO } from './info.js';
import { RULES } from './rules/index.js';
import { sdkOf, sdkVersions } from './sdk.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseTypescript: ProgramParser = (rawText, path, workspace) => {
  // A byte-order mark is not part of the first line's columns.
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const sdk = sdkVersions(path, sdkOf(text), workspace);
  const lines = new LineIndex(text);
  let extracted: ReturnType<typeof extractTools>;
  try {
    extracted = extractTools(vendoredTypescript(), path, text);
  } catch (error) {
    // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
    if (!(error instanceof RangeError)) throw error;
    return unreadable(text, lines, sdk.from);
  }
  const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors } = extracted;
  const at = (offset: number) => lines.range(offset, offset).start;
  return parsedFromSpans(
    text,
    { protocolVersion: sdk.versions, tools, ...others({ prompts, resources, resourceTemplates }) },
    spans,
    {
      tools: tools.map((tool, i) => ({ name: String(tool.name), ...at(names[i][0]) })),
      dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
      versionFrom: sdk.from,
    },
    lines,
    anchors,
  );
};

export const TYPESCRIPT_SOURCE: FormatSpec<RuleContext> = {
  ...TYPESCRIPT_SOURCE_INFO,
  rules: RULES,
  context: descriptorContext,
  parseProgram: parseTypescript,
};

export default defineFormat(TYPESCRIPT_SOURCE);
