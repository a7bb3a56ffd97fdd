/** The docker-mcp-catalog rules, in the order they run: npm run new-rule -- <rule-id> --format docker-mcp-catalog adds each. */
import type { DockerMcpCatalogRule } from '../context.js';
import name from './name.js';
import sourceCommit from './source-commit.js';
import remote from './remote.js';
import config from './config.js';

export const RULES: readonly DockerMcpCatalogRule[] = [name, sourceCommit, remote, config];
