// generated from src/formats/*/info.ts by npm run generate; do not edit.
// Every format loaded whole, highest precedence first, for the library, tests and docs (the runner
// loads them one by one through registry.generated.ts).
import mcpdescDescriptor from './mcpdesc-descriptor/index.js';
import mcpRegistryServer from './mcp-registry-server/index.js';
import mcpbManifest from './mcpb-manifest/index.js';
import mcpServerCard from './mcp-server-card/index.js';
import claudeCodeMcpJson from './claude-code-mcp-json/index.js';
import claudeCodePlugin from './claude-code-plugin/index.js';
import vscodeMcpJson from './vscode-mcp-json/index.js';
import cursorMcpJson from './cursor-mcp-json/index.js';
import windsurfMcpConfig from './windsurf-mcp-config/index.js';
import kiroMcpJson from './kiro-mcp-json/index.js';
import rooMcpJson from './roo-mcp-json/index.js';
import amazonqMcpJson from './amazonq-mcp-json/index.js';
import claudeDesktopConfig from './claude-desktop-config/index.js';
import geminiSettings from './gemini-settings/index.js';
import geminiExtension from './gemini-extension/index.js';
import codexConfigToml from './codex-config-toml/index.js';
import smitheryYaml from './smithery-yaml/index.js';
import dockerMcpCatalogTools from './docker-mcp-catalog-tools/index.js';
import fastmcpJson from './fastmcp-json/index.js';
import dockerMcpCatalog from './docker-mcp-catalog/index.js';
import claudeCodeSettings from './claude-code-settings/index.js';
import copilotCliMcpJson from './copilot-cli-mcp-json/index.js';
import mcpToolList from './mcp-tool-list/index.js';
import mcpJson from './mcp-json/index.js';
import aiCatalog from './ai-catalog/index.js';
import typescriptSource from './typescript-source/index.js';
import pythonSource from './python-source/index.js';
import goSource from './go-source/index.js';
import csharpSource from './csharp-source/index.js';
import rustSource from './rust-source/index.js';
import javaSource from './java-source/index.js';
import type { Format } from './types.js';

export const ALL_FORMATS: readonly Format[] = [
  mcpdescDescriptor,
  mcpRegistryServer,
  mcpbManifest,
  mcpServerCard,
  claudeCodeMcpJson,
  claudeCodePlugin,
  vscodeMcpJson,
  cursorMcpJson,
  windsurfMcpConfig,
  kiroMcpJson,
  rooMcpJson,
  amazonqMcpJson,
  claudeDesktopConfig,
  geminiSettings,
  geminiExtension,
  codexConfigToml,
  smitheryYaml,
  dockerMcpCatalogTools,
  fastmcpJson,
  dockerMcpCatalog,
  claudeCodeSettings,
  copilotCliMcpJson,
  mcpToolList,
  mcpJson,
  aiCatalog,
  typescriptSource,
  pythonSource,
  goSource,
  csharpSource,
  rustSource,
  javaSource,
];
