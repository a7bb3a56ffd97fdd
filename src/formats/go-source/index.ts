/**
 * Go MCP server source: the tools a server defines with mcp-go or the go-sdk (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its SDK module (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals that hold them.
 */
import { LineIndex } from '../../parse/lines.js';
import { parsedFromSpans } from '../../parse/parse.js';
import { others, unreadable } from '../../parse/program.js';
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec, type ProgramParser } from '../types.js';
import { extractGoTools as extractTools } from './extract.js';
import { GO_SOURCE_INFO } from './info.js';
import { goSdkVersions, moduleOf } from './sdk.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseGo: ProgramParser = (rawText, path, workspace) => {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const sdk = goSdkVersions(path, moduleOf(text), workspace);
  const lines = new LineIndex(text);
  let extracted: ReturnType<typeof extractTools>;
  try {
    extracted = extractTools(text, moduleOf(text) === 'github.com/modelcontextprotocol/go-sdk');
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
      tools: tools.map((tool, i) => ({ name: String(tool.name), ...at(names[i]) })),
      dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
      versionFrom: sdk.from,
    },
    lines,
    anchors,
  );
};

export const GO_SOURCE: FormatSpec<RuleContext> = { ...GO_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseGo };

export default defineFormat(GO_SOURCE);
