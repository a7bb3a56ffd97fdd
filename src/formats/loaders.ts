/**
 * Every format as classification sees it (FormatInfo: paths, recognition, version), in the order of
 * src/formats/index.ts, with each format's rules loaded only when a file of that format is checked.
 * A run on one descriptor so never compiles nor runs the registry's, MCPB's or the Server Card's rules
 * and models; the bundles keep each in a chunk of its own. Client configurations are small and load
 * with this module.
 */
import amazonq from './amazonq-mcp-json/index.js';
import claudeCode from './claude-code-mcp-json/index.js';
import claudePlugin from './claude-code-plugin/index.js';
import claudeDesktop from './claude-desktop-config/index.js';
import codex from './codex-config-toml/index.js';
import cursor from './cursor-mcp-json/index.js';
import geminiExtension from './gemini-extension/index.js';
import geminiSettings from './gemini-settings/index.js';
import kiro from './kiro-mcp-json/index.js';
import mcpJson from './mcp-json/index.js';
import { REGISTRY_SERVER_INFO } from './mcp-registry-server/info.js';
import { SERVER_CARD_INFO } from './mcp-server-card/info.js';
import { MCPB_MANIFEST_INFO } from './mcpb-manifest/info.js';
import { DESCRIPTOR_INFO } from './mcpdesc-descriptor/info.js';
import roo from './roo-mcp-json/index.js';
import smithery from './smithery-yaml/index.js';
import type { Format, FormatInfo } from './types.js';
import vscode from './vscode-mcp-json/index.js';
import windsurf from './windsurf-mcp-config/index.js';

/** A format's info and how to get the whole format (without the consistency rules, added on load). */
const LOADERS: readonly [FormatInfo, () => Format | Promise<Format>][] = [
  [DESCRIPTOR_INFO, async () => (await import('./mcpdesc-descriptor/index.js')).default],
  [REGISTRY_SERVER_INFO, async () => (await import('./mcp-registry-server/index.js')).default],
  [MCPB_MANIFEST_INFO, async () => (await import('./mcpb-manifest/index.js')).default],
  [SERVER_CARD_INFO, async () => (await import('./mcp-server-card/index.js')).default],
  ...[claudeCode, claudePlugin, vscode, cursor, windsurf, kiro, roo, amazonq, claudeDesktop, geminiSettings, geminiExtension, codex, smithery, mcpJson].map(
    (format): [FormatInfo, () => Format] => [format, () => format],
  ),
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
