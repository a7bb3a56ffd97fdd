/** The fastmcp-json rules, in the order they run: npm run new-rule -- <rule-id> --format fastmcp-json adds each. */
import type { FastmcpJsonRule } from '../context.js';
import structure from './structure.js';
import entrypoint from './entrypoint.js';

export const RULES: readonly FastmcpJsonRule[] = [structure, entrypoint];
