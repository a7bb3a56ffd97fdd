/**
 * C# MCP server source: the tools a server defines with the official SDK's `[McpServerTool]` methods
 * (extract.ts), read as a descriptor's `tools` in the protocol versions of its `ModelContextProtocol`
 * package (sdk.ts), and checked by the same rules as the other source formats, at the literals that
 * hold them.
 */
import { LineIndex } from '../../parse/lines.js';
import { parsedFromSpans } from '../../parse/parse.js';
import { others } from '../../parse/program.js';
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec, type ProgramParser } from '../types.js';
import { extractCsTools } from './extract.js';
import { CSHARP_SOURCE_INFO } from './info.js';
import { csSdkVersions } from './sdk.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseCs: ProgramParser = (rawText, path, workspace) => {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const sdk = csSdkVersions(path, workspace);
  const lines = new LineIndex(text);
  // The reader does not recurse: however deep the nesting, it reads the file in loops.
  const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors } = extractCsTools(text, sdk.snake);
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

export const CSHARP_SOURCE: FormatSpec<RuleContext> = { ...CSHARP_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseCs };

export default defineFormat(CSHARP_SOURCE);
