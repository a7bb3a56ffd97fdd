/**
 * AI Catalog (.well-known/ai-catalog.json): a site's index of AI artifacts, read by MCP clients that discover
 * Server Cards by domain (the Server Card extension's docs/discovery.md) and by other agents. Its rules rest
 * on the catalog's draft specification (Agent-Card/ai-catalog): a "specVersion" and "entries", each with an
 * "identifier", a media "type" and exactly one of "url" and inline "data".
 */
import { defineFormat, type FormatSpec } from '../types.js';
import { type AiCatalogContext, aiCatalogContext } from './context.js';
import { AI_CATALOG_INFO } from './info.js';
import { RULES } from './rules/index.js';

export const AI_CATALOG: FormatSpec<AiCatalogContext> = { ...AI_CATALOG_INFO, rules: RULES, context: aiCatalogContext };

export default defineFormat(AI_CATALOG);
