/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it. Its version axis is the draft whose
 * shape it follows (drafts.ts); the current draft's model is model.ts, the rules are rules/.
 *
 * This module is what classification reads; the rules (index.ts) load only when a card is linted.
 */
import { hasOwn, isObject } from '../../util/json.js';
import { ownSummary } from '../mcpdesc-descriptor/info.js';
import type { FormatInfo } from '../types.js';
import { DRAFTS, draftOf } from './drafts.js';

/** What the first draft copied from the initialize result beside its `protocolVersion`. */
const INITIALIZE_KEYS = ['serverInfo', 'capabilities', 'tools', 'resources', 'prompts'];

/** The registry's server.json schema under the card's version segment. */
const REGISTRY_V1 = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/v1\/server\.schema\.json$/;

const NAMED = ['**/.well-known/mcp/server-card.json', '**/server-card.json', '**/.well-known/mcp-server-card', '**/.well-known/mcp/server-card'];

export const SERVER_CARD_INFO: FormatInfo = {
  id: 'mcp-server-card',
  precedence: 150,
  noun: { one: 'Server Card', other: 'Server Cards' },
  title: 'MCP Server Card (.well-known/mcp/server-card.json)',
  paths: [...NAMED, '**/.well-known/mcp.json'],
  namedBy: NAMED,
  syntax: 'json',
  versions: DRAFTS,
  recognize(value) {
    if (!isObject(value)) return 'no';
    if (typeof value.$schema === 'string' && /server-card/i.test(value.$schema)) return 'certain';
    // The registry's schema URL with the card's "/v1/" segment: a card that names the wrong schema (the
    // extension's own invalid example) or a server.json; as certain as the registry's, so its path decides.
    if (typeof value.$schema === 'string' && REGISTRY_V1.test(value.$schema)) return 'certain';
    // The first draft's card is an initialize result, as certain a descriptor as a card: its path decides.
    if (hasOwn(value, 'protocolVersion') && INITIALIZE_KEYS.some((k) => hasOwn(value, k))) return ownSummary(value) ? 'likely' : 'certain';
    return hasOwn(value, 'serverInfo') || (typeof value.name === 'string' && Array.isArray(value.remotes)) ? 'likely' : 'no';
  },
  version: draftOf,
};

export default SERVER_CARD_INFO;
