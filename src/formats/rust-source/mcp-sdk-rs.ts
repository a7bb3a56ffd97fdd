/**
 * Servers of mcp-sdk-rs (the `mcp-sdk-rs` crate): its `Server` answers `initialize` with the handler's
 * `ServerCapabilities` alone (no `protocolVersion`) and hands every other method to the handler's
 * `ServerHandler::handle_method(method, params)`, which matches on the method by hand. The SDK's
 * `types::Tool { name, description, input_schema, annotations }` serializes under MCP's keys (`input_schema`
 * renamed `inputSchema`). A file that imports that `Tool` and has a `"tools/list" =>` arm is such a server: the
 * SDK `Tool` literals written in the arm are the tools it lists, read as rmcp's built by hand are (extract.ts).
 * It answers no protocol version: every version is assumed. Plain bounded text tests for classification; the
 * arms are found in tokens.
 */
import { VERSIONS, type Version } from '../../protocol/versions.js';
import type { RsToken } from './tokens.js';

/** `use mcp_sdk_rs::types::Tool;`, `use mcp_sdk_rs::types::{…, Tool, …};`, `use mcp_sdk_rs::{…, types::{Tool, …}};`. */
const IMPORTS_TOOL = /\buse[ \t]{1,16}mcp_sdk_rs\b[^;]{0,1024}?\btypes[ \t\r\n]{0,16}::[ \t\r\n]{0,16}(?:Tool\b|\{[^};]{0,512}\bTool\b)/;
const LIST_ARM = /"tools\/list"[ \t\r\n]{0,64}=>/;

/** Whether the text is an mcp-sdk-rs server file that lists the SDK's tools in a `"tools/list"` arm. */
export function mcpSdkRsServer(text: string): boolean {
  return text.includes('mcp_sdk_rs') && LIST_ARM.test(text) && IMPORTS_TOOL.test(text);
}

/** The protocol versions of such a server, and why. */
export function mcpSdkRsVersions(path: string): { versions: Version[]; from: string } {
  return {
    versions: [...VERSIONS],
    from: `assumed every protocol version: ${path} serves tools/list with mcp-sdk-rs, whose server answers no protocolVersion`,
  };
}

/** The ranges of tokens (exclusive ends) of the file's `"tools/list" => …` arms: a block, or an expression to its `,`. */
export function toolsListArms(tokens: readonly RsToken[], pairs: Int32Array): [number, number][] {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const out: [number, number][] = [];
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (tokens[i].kind !== 'string' || tokens[i].text !== 'tools/list' || !op(i + 1, '=') || !op(i + 2, '>')) continue;
    const from = i + 2;
    let end = i + 3;
    if (op(end, '{')) end = pairs[end];
    else while (end < tokens.length && !op(end, ',') && !op(end, '}')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    if (end > from + 1) out.push([from, end]);
  }
  return out;
}
