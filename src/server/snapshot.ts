/**
 * A server's answers as a descriptor: the shape `mcpdesc capture` writes and `mcpdesc verify` compares
 * against. Keys come in a fixed order (the descriptor format's, then the rest sorted), so capturing the
 * same server twice writes the same file; schemas and `_meta` keep the server's own order. Volatile
 * protocol fields (cursors, 2026-07-28 caching hints and result types) never reach the descriptor.
 */
import type { JsonObject } from '../util/json.js';
import { isObject } from '../util/json.js';

export interface ListKind {
  key: 'tools' | 'resources' | 'resourceTemplates' | 'prompts';
  method: string;
  /** The capability that offers the list. */
  capability: 'tools' | 'resources' | 'prompts';
  /** Servers with the capability may still not implement the method. */
  optional?: boolean;
}

export const LIST_KINDS: readonly ListKind[] = [
  { key: 'tools', method: 'tools/list', capability: 'tools' },
  { key: 'resources', method: 'resources/list', capability: 'resources' },
  { key: 'resourceTemplates', method: 'resources/templates/list', capability: 'resources', optional: true },
  { key: 'prompts', method: 'prompts/list', capability: 'prompts' },
];

/** What a server answered: its identity from the handshake (or server/discover) and each list it offers. */
export interface ServedAnswers {
  protocolVersion: string;
  serverInfo?: JsonObject;
  capabilities: JsonObject;
  instructions?: string;
  lists: Partial<Record<ListKind['key'], JsonObject[]>>;
  /** Lists the server's capabilities announce but it does not serve ("method not found"), by method. */
  unserved?: string[];
  /** The versions a 2026-07-28 server says it supports (its DiscoverResult's `supportedVersions`). */
  supportedVersions?: string[];
}

const ITEM_ORDER: Readonly<Record<ListKind['key'], readonly string[]>> = {
  tools: ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', 'icons', '_meta'],
  resources: ['uri', 'name', 'title', 'description', 'mimeType', 'size', 'annotations', 'icons', '_meta'],
  resourceTemplates: ['uriTemplate', 'name', 'title', 'description', 'mimeType', 'annotations', 'icons', '_meta'],
  prompts: ['name', 'title', 'description', 'arguments', 'icons', '_meta'],
};
const SERVER_INFO_ORDER = ['name', 'title', 'version', 'description', 'websiteUrl', 'icons'];
const PROMPT_ARGUMENT_ORDER = ['name', 'title', 'description', 'required'];
/** Objects whose key order is the author's (schemas, metadata, free-form data). */
const KEEP_ORDER = new Set(['inputSchema', 'outputSchema', '_meta', 'experimental', 'extensions']);

export function toDescriptor(answers: ServedAnswers): JsonObject {
  const descriptor: JsonObject = {
    protocolVersion: answers.protocolVersion,
    ...(answers.serverInfo ? { serverInfo: ordered(answers.serverInfo, SERVER_INFO_ORDER) } : {}),
    ...(answers.instructions !== undefined ? { instructions: answers.instructions } : {}),
    capabilities: sortedDeep(answers.capabilities),
  };
  for (const kind of LIST_KINDS) {
    const items = answers.lists[kind.key];
    if (!items) continue;
    descriptor[kind.key] = items.map((item) => {
      const result = ordered(item, ITEM_ORDER[kind.key]);
      if (kind.key === 'prompts' && Array.isArray(result.arguments)) {
        result.arguments = result.arguments.map((a: unknown) => (isObject(a) ? ordered(a, PROMPT_ARGUMENT_ORDER) : a));
      }
      return result;
    });
  }
  return descriptor;
}

/** `first` keys in that order, then the others sorted; nested objects sorted too, except author-ordered ones. */
function ordered(object: JsonObject, first: readonly string[]): JsonObject {
  const keys = [
    ...first.filter((k) => k in object),
    ...Object.keys(object)
      .filter((k) => !first.includes(k))
      .sort(),
  ];
  return Object.fromEntries(keys.map((k) => [k, KEEP_ORDER.has(k) ? object[k] : sortedDeep(object[k])]));
}

function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, KEEP_ORDER.has(k) ? value[k] : sortedDeep(value[k])]),
  );
}
