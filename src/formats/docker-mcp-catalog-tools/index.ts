/** A Docker MCP catalog entry's tool list (info.ts says which files), checked for what the registry's CI rejects. */
import { defineFormat, type FormatSpec } from '../types.js';
import { type DockerMcpCatalogToolsContext, dockerMcpCatalogToolsContext } from './context.js';
import { DOCKER_MCP_CATALOG_TOOLS_INFO } from './info.js';
import { RULES } from './rules/index.js';

export const DOCKER_MCP_CATALOG_TOOLS: FormatSpec<DockerMcpCatalogToolsContext> = {
  ...DOCKER_MCP_CATALOG_TOOLS_INFO,
  rules: RULES,
  context: dockerMcpCatalogToolsContext,
};

export default defineFormat(DOCKER_MCP_CATALOG_TOOLS);
