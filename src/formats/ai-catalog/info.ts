/**
 * What tells a file is an AI Catalog, the domain-level index (`/.well-known/ai-catalog.json`) through which
 * clients discover a site's MCP Server Cards (SEP-2127's discovery document) and other AI artifacts: all
 * that classification reads. Its rules (index.ts) load only when such a file is linted. The format is the
 * "Common AI Catalog and Registry Standard" (Agent-Card/ai-catalog), an editor's draft whose examples all
 * declare `"specVersion": "1.0"`.
 */
import { isObject } from '../../util/json.js';
import type { FormatInfo } from '../types.js';

const PATHS = ['**/.well-known/ai-catalog.json'];
const VERSIONS = ['1.0'];

export const AI_CATALOG_INFO: FormatInfo = {
  id: 'ai-catalog',
  // Only its own path names it, which no other format's matches.
  precedence: 8,
  noun: { one: 'AI Catalog', other: 'AI Catalogs' },
  title: 'AI Catalog (.well-known/ai-catalog.json)',
  paths: PATHS,
  // A file at this path is a catalog whatever it holds, so a broken one is still reported as one.
  namedBy: PATHS,
  syntax: 'json',
  versions: VERSIONS,
  // `entries` and `specVersion` are the catalog's two required members; other formats share neither shape by name.
  recognize: (value) => (isObject(value) && (Array.isArray(value.entries) || typeof value.specVersion === 'string') ? 'likely' : 'no'),
  version: (value) => (isObject(value) && typeof value.specVersion === 'string' && VERSIONS.includes(value.specVersion) ? value.specVersion : null),
};

export default AI_CATALOG_INFO;
