/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it.
 */
import { hasOwn, isObject } from '../../util/json.js';
import { defineFormat } from '../types.js';

const NAMED = ['**/.well-known/mcp/server-card.json', '**/server-card.json', '**/.well-known/mcp-server-card'];

export default defineFormat({
  id: 'mcp-server-card',
  noun: { one: 'Server Card', other: 'Server Cards' },
  title: 'MCP Server Card (.well-known/mcp/server-card.json)',
  paths: [...NAMED, '**/.well-known/mcp.json'],
  namedBy: NAMED,
  syntax: 'json',
  versions: [],
  recognize(value) {
    if (!isObject(value)) return 'no';
    if (typeof value.$schema === 'string' && /server-card/i.test(value.$schema)) return 'certain';
    return hasOwn(value, 'serverInfo') || (typeof value.name === 'string' && Array.isArray(value.remotes)) ? 'likely' : 'no';
  },
  version: () => null,
});
