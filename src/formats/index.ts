/**
 * Every format mcpdesc knows, in the order classification prefers them when two fit equally well:
 * formats with specific paths before the generic server list. Each is loaded whole here, for the
 * library, tests and docs; the runner classifies with loaders.ts (the same list, in the same order)
 * and loads a format's rules when it meets one of its files.
 */
import amazonq from './amazonq-mcp-json/index.js';
import claudeCode from './claude-code-mcp-json/index.js';
import claudePlugin from './claude-code-plugin/index.js';
import claudeDesktop from './claude-desktop-config/index.js';
import codex from './codex-config-toml/index.js';
import { withConsistency } from './consistency/index.js';
import cursor from './cursor-mcp-json/index.js';
import geminiExtension from './gemini-extension/index.js';
import geminiSettings from './gemini-settings/index.js';
import kiro from './kiro-mcp-json/index.js';
import mcpJson from './mcp-json/index.js';
import mcpb from './mcpb-manifest/index.js';
import registryServer from './mcp-registry-server/index.js';
import serverCard from './mcp-server-card/index.js';
import descriptor from './mcpdesc-descriptor/index.js';
import roo from './roo-mcp-json/index.js';
import smithery from './smithery-yaml/index.js';
import type { Format } from './types.js';
import vscode from './vscode-mcp-json/index.js';
import windsurf from './windsurf-mcp-config/index.js';

export type { Format } from './types.js';

// Each format with the cross-file consistency rules that read its group (src/formats/consistency).
export const FORMATS: readonly Format[] = [
  descriptor,
  registryServer,
  mcpb,
  serverCard,
  claudeCode,
  claudePlugin,
  vscode,
  cursor,
  windsurf,
  kiro,
  roo,
  amazonq,
  claudeDesktop,
  geminiSettings,
  geminiExtension,
  codex,
  smithery,
  mcpJson,
].map(withConsistency);

const BY_ID = new Map(FORMATS.map((f) => [f.id, f]));

export function formatById(id: string): Format | undefined {
  return BY_ID.get(id);
}

export { FORMAT_PATHS } from './loaders.js';
