/** The docker-mcp-catalog-tools rules, in the order they run: npm run new-rule -- <rule-id> --format docker-mcp-catalog-tools adds each. */
import type { DockerMcpCatalogToolsRule } from '../context.js';
import toolArgument from './tool-argument.js';

export const RULES: readonly DockerMcpCatalogToolsRule[] = [toolArgument];
