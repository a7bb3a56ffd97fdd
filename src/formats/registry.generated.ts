// generated from src/formats/*/info.ts by npm run generate; do not edit.
// Every format's manifest, highest precedence first (the order classification breaks ties in), with how
// to load the whole format: each import() is a chunk of the bundles of its own, loaded only when a file
// of that format is checked.
import mcpdescDescriptor from './mcpdesc-descriptor/info.js';
import mcpRegistryServer from './mcp-registry-server/info.js';
import mcpbManifest from './mcpb-manifest/info.js';
import mcpServerCard from './mcp-server-card/info.js';
import claudeCodeMcpJson from './claude-code-mcp-json/info.js';
import claudeCodePlugin from './claude-code-plugin/info.js';
import vscodeMcpJson from './vscode-mcp-json/info.js';
import cursorMcpJson from './cursor-mcp-json/info.js';
import windsurfMcpConfig from './windsurf-mcp-config/info.js';
import kiroMcpJson from './kiro-mcp-json/info.js';
import rooMcpJson from './roo-mcp-json/info.js';
import amazonqMcpJson from './amazonq-mcp-json/info.js';
import claudeDesktopConfig from './claude-desktop-config/info.js';
import geminiSettings from './gemini-settings/info.js';
import geminiExtension from './gemini-extension/info.js';
import codexConfigToml from './codex-config-toml/info.js';
import smitheryYaml from './smithery-yaml/info.js';
import dockerMcpCatalogTools from './docker-mcp-catalog-tools/info.js';
import fastmcpJson from './fastmcp-json/info.js';
import dockerMcpCatalog from './docker-mcp-catalog/info.js';
import claudeCodeSettings from './claude-code-settings/info.js';
import copilotCliMcpJson from './copilot-cli-mcp-json/info.js';
import mcpToolList from './mcp-tool-list/info.js';
import mcpJson from './mcp-json/info.js';
import aiCatalog from './ai-catalog/info.js';
import typescriptSource from './typescript-source/info.js';
import pythonSource from './python-source/info.js';
import goSource from './go-source/info.js';
import csharpSource from './csharp-source/info.js';
import rustSource from './rust-source/info.js';
import javaSource from './java-source/info.js';
import type { Format, FormatInfo } from './types.js';

export const REGISTRY: readonly (readonly [FormatInfo, () => Promise<Format>])[] = [
  [mcpdescDescriptor, async () => (await import('./mcpdesc-descriptor/index.js')).default],
  [mcpRegistryServer, async () => (await import('./mcp-registry-server/index.js')).default],
  [mcpbManifest, async () => (await import('./mcpb-manifest/index.js')).default],
  [mcpServerCard, async () => (await import('./mcp-server-card/index.js')).default],
  [claudeCodeMcpJson, async () => (await import('./claude-code-mcp-json/index.js')).default],
  [claudeCodePlugin, async () => (await import('./claude-code-plugin/index.js')).default],
  [vscodeMcpJson, async () => (await import('./vscode-mcp-json/index.js')).default],
  [cursorMcpJson, async () => (await import('./cursor-mcp-json/index.js')).default],
  [windsurfMcpConfig, async () => (await import('./windsurf-mcp-config/index.js')).default],
  [kiroMcpJson, async () => (await import('./kiro-mcp-json/index.js')).default],
  [rooMcpJson, async () => (await import('./roo-mcp-json/index.js')).default],
  [amazonqMcpJson, async () => (await import('./amazonq-mcp-json/index.js')).default],
  [claudeDesktopConfig, async () => (await import('./claude-desktop-config/index.js')).default],
  [geminiSettings, async () => (await import('./gemini-settings/index.js')).default],
  [geminiExtension, async () => (await import('./gemini-extension/index.js')).default],
  [codexConfigToml, async () => (await import('./codex-config-toml/index.js')).default],
  [smitheryYaml, async () => (await import('./smithery-yaml/index.js')).default],
  [dockerMcpCatalogTools, async () => (await import('./docker-mcp-catalog-tools/index.js')).default],
  [fastmcpJson, async () => (await import('./fastmcp-json/index.js')).default],
  [dockerMcpCatalog, async () => (await import('./docker-mcp-catalog/index.js')).default],
  [claudeCodeSettings, async () => (await import('./claude-code-settings/index.js')).default],
  [copilotCliMcpJson, async () => (await import('./copilot-cli-mcp-json/index.js')).default],
  [mcpToolList, async () => (await import('./mcp-tool-list/index.js')).default],
  [mcpJson, async () => (await import('./mcp-json/index.js')).default],
  [aiCatalog, async () => (await import('./ai-catalog/index.js')).default],
  [typescriptSource, async () => (await import('./typescript-source/index.js')).default],
  [pythonSource, async () => (await import('./python-source/index.js')).default],
  [goSource, async () => (await import('./go-source/index.js')).default],
  [csharpSource, async () => (await import('./csharp-source/index.js')).default],
  [rustSource, async () => (await import('./rust-source/index.js')).default],
  [javaSource, async () => (await import('./java-source/index.js')).default],
];
