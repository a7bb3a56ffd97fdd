/**
 * A Docker MCP catalog entry (info.ts says which files): the rules restate what the Docker MCP registry's
 * CI (cmd/validate in docker/mcp-registry) rejects, so each finding is an entry that cannot be merged.
 */
import { defineFormat, type FormatSpec } from '../types.js';
import { type DockerMcpCatalogContext, dockerMcpCatalogContext } from './context.js';
import { DOCKER_MCP_CATALOG_INFO } from './info.js';
import { RULES } from './rules/index.js';

export const DOCKER_MCP_CATALOG: FormatSpec<DockerMcpCatalogContext> = { ...DOCKER_MCP_CATALOG_INFO, rules: RULES, context: dockerMcpCatalogContext };

export default defineFormat(DOCKER_MCP_CATALOG);
