/**
 * Every format as classification sees it (FormatInfo: paths, recognition, version), in the order of
 * src/formats/index.ts, with each format's rules and models loaded only when a file of that format is
 * checked: a run on one descriptor never compiles nor runs the other formats' code, which the bundles
 * keep in chunks of their own.
 */
import { clientInfo } from './client-config/info.js';
import { AMAZONQ_MCP_JSON_INFO } from './amazonq-mcp-json/info.js';
import { CLAUDE_CODE_MCP_JSON_INFO } from './claude-code-mcp-json/info.js';
import { CLAUDE_CODE_PLUGIN_INFO } from './claude-code-plugin/info.js';
import { CLAUDE_DESKTOP_CONFIG_INFO } from './claude-desktop-config/info.js';
import { CODEX_CONFIG_TOML_INFO } from './codex-config-toml/info.js';
import { CURSOR_MCP_JSON_INFO } from './cursor-mcp-json/info.js';
import { GEMINI_EXTENSION_INFO } from './gemini-extension/info.js';
import { GEMINI_SETTINGS_INFO } from './gemini-settings/info.js';
import { KIRO_MCP_JSON_INFO } from './kiro-mcp-json/info.js';
import { MCP_JSON_INFO } from './mcp-json/info.js';
import { REGISTRY_SERVER_INFO } from './mcp-registry-server/info.js';
import { SERVER_CARD_INFO } from './mcp-server-card/info.js';
import { MCPB_MANIFEST_INFO } from './mcpb-manifest/info.js';
import { DESCRIPTOR_INFO } from './mcpdesc-descriptor/info.js';
import { ROO_MCP_JSON_INFO } from './roo-mcp-json/info.js';
import { SMITHERY_YAML_INFO } from './smithery-yaml/info.js';
import { VSCODE_MCP_JSON_INFO } from './vscode-mcp-json/info.js';
import { WINDSURF_MCP_CONFIG_INFO } from './windsurf-mcp-config/info.js';
import type { Format, FormatInfo } from './types.js';

/** A format's info and how to load the whole format (without the consistency rules, added on load). */
const LOADERS: readonly [FormatInfo, () => Promise<Format>][] = [
  [DESCRIPTOR_INFO, async () => (await import('./mcpdesc-descriptor/index.js')).default],
  [REGISTRY_SERVER_INFO, async () => (await import('./mcp-registry-server/index.js')).default],
  [MCPB_MANIFEST_INFO, async () => (await import('./mcpb-manifest/index.js')).default],
  [SERVER_CARD_INFO, async () => (await import('./mcp-server-card/index.js')).default],
  [clientInfo(CLAUDE_CODE_MCP_JSON_INFO), async () => (await import('./claude-code-mcp-json/index.js')).default],
  [clientInfo(CLAUDE_CODE_PLUGIN_INFO), async () => (await import('./claude-code-plugin/index.js')).default],
  [clientInfo(VSCODE_MCP_JSON_INFO), async () => (await import('./vscode-mcp-json/index.js')).default],
  [clientInfo(CURSOR_MCP_JSON_INFO), async () => (await import('./cursor-mcp-json/index.js')).default],
  [clientInfo(WINDSURF_MCP_CONFIG_INFO), async () => (await import('./windsurf-mcp-config/index.js')).default],
  [clientInfo(KIRO_MCP_JSON_INFO), async () => (await import('./kiro-mcp-json/index.js')).default],
  [clientInfo(ROO_MCP_JSON_INFO), async () => (await import('./roo-mcp-json/index.js')).default],
  [clientInfo(AMAZONQ_MCP_JSON_INFO), async () => (await import('./amazonq-mcp-json/index.js')).default],
  [clientInfo(CLAUDE_DESKTOP_CONFIG_INFO), async () => (await import('./claude-desktop-config/index.js')).default],
  [clientInfo(GEMINI_SETTINGS_INFO), async () => (await import('./gemini-settings/index.js')).default],
  [clientInfo(GEMINI_EXTENSION_INFO), async () => (await import('./gemini-extension/index.js')).default],
  [clientInfo(CODEX_CONFIG_TOML_INFO), async () => (await import('./codex-config-toml/index.js')).default],
  [clientInfo(SMITHERY_YAML_INFO), async () => (await import('./smithery-yaml/index.js')).default],
  [clientInfo(MCP_JSON_INFO), async () => (await import('./mcp-json/index.js')).default],
];

export const FORMAT_INFOS: readonly FormatInfo[] = LOADERS.map(([info]) => info);

const BY_ID = new Map(LOADERS.map(([info, load]) => [info.id, { info, load }]));

export function formatInfoById(id: string): FormatInfo | undefined {
  return BY_ID.get(id)?.info;
}

/** Every format's usual paths: discovery's default include list. */
export const FORMAT_PATHS: readonly string[] = [...new Set(FORMAT_INFOS.flatMap((f) => f.paths))];

const LOADED = new Map<string, Promise<Format>>();

/** The whole format `info` describes, with its rules and the consistency rules that read its group. */
export function loadFormat(info: FormatInfo): Promise<Format> {
  let loaded = LOADED.get(info.id);
  if (!loaded) {
    const entry = BY_ID.get(info.id);
    if (!entry) throw new Error(`unknown format ${info.id}`);
    loaded = Promise.all([entry.load(), import('./consistency/index.js')]).then(([format, { withConsistency }]) => withConsistency(format));
    LOADED.set(info.id, loaded);
  }
  return loaded;
}
