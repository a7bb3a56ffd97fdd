/**
 * A Server Card's version axis: the drafts of SEP-2127 whose card shapes differ, each named by the date
 * of the revision that introduced the shape (../shared/reference/formats/server-card/FACTS.md). A card
 * declares no draft: its `$schema` URL has been the same since 2026-01-30, so its keys say which one it
 * follows.
 * - 2026-01-21 (b199c358, and SEP-1649's `/.well-known/mcp.json` before it): the initialize result on
 *   disk: `serverInfo`, `protocolVersion`, one `transport`, `capabilities`, `tools`, `resources`, `prompts`.
 * - 2026-01-30 (125fb1fd): registry-style identity (`name`, `version`), `remotes` and `packages`, and still
 *   `capabilities`, `requires` and the primitives.
 * - 2026-03-03 (414ca3f7): primitives and packages removed; `capabilities`, `requires` and a remote's
 *   `authentication` kept.
 * - 2026-08-14 (a6c26fa6, the current draft; the shape since 389a07d6 of 2026-04-06, as the extension
 *   repository's schema.json defines it): identity and remotes only.
 */
import { VersionAxis } from '../../model/axis.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';

export const DRAFTS = ['2026-01-21', '2026-01-30', '2026-03-03', '2026-08-14'] as const;

export type Draft = (typeof DRAFTS)[number];

export const CURRENT = '2026-08-14' satisfies Draft;

export const AXIS = new VersionAxis(DRAFTS, {
  noun: 'draft',
  field: '$schema',
  declare: () => 'follow the current draft',
});

/** The only `$schema` the current draft accepts. */
export const CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** The first draft's `$schema`, never published. */
const FIRST_DRAFT_SCHEMA = /\/schemas\/mcp-server-card\/v1\.json$/;

/** The root keys only older drafts have: the first draft's initialize result, then packages, primitives and requirements. */
const OLD_KEYS: readonly string[] = ['serverInfo', 'protocolVersion', 'transport', 'packages', 'tools', 'resources', 'prompts', 'capabilities', 'requires'];

export interface Shape {
  draft: Draft;
  /** Where the shape shows: the root keys (as pointers), or a remote's, that only older drafts have. */
  markers: readonly string[];
}

/** The draft whose shape the card follows, with the keys that show it; null when the root is not an object. */
export function shapeOf(value: unknown): Shape | null {
  if (!isObject(value)) return null;
  const has = (k: string) => hasOwn(value, k);
  const firstSchema = typeof value.$schema === 'string' && FIRST_DRAFT_SCHEMA.test(value.$schema);
  const authenticated = remotesOf(value).flatMap((r) => (hasOwn(r.value, 'authentication') ? [`${r.pointer}/authentication`] : []));
  const markers = [
    ...(firstSchema ? ['/$schema'] : []),
    ...Object.keys(value)
      .filter((k) => OLD_KEYS.includes(k))
      .map((k) => `/${k}`),
    ...authenticated,
  ];
  // The first draft is the initialize result on disk; a root "protocolVersion" beside "remotes" is a current card's slip.
  const initializeLike = firstSchema || has('serverInfo') || (has('protocolVersion') && !Array.isArray(value.remotes));
  const draft: Draft = initializeLike
    ? '2026-01-21'
    : ['packages', 'tools', 'resources', 'prompts'].some(has)
      ? '2026-01-30'
      : ['capabilities', 'requires'].some(has) || authenticated.length > 0
        ? '2026-03-03'
        : has('transport') && !Array.isArray(value.remotes)
          ? '2026-01-21'
          : CURRENT;
  return { draft, markers: draft === CURRENT ? [] : markers };
}

export function draftOf(value: unknown): Draft | null {
  return shapeOf(value)?.draft ?? null;
}

export interface PlacedObject {
  pointer: string;
  value: JsonObject;
}

/** The card's remote objects with their pointers. */
export function remotesOf(root: JsonObject): PlacedObject[] {
  return Array.isArray(root.remotes) ? root.remotes.flatMap((r, i) => (isObject(r) ? [{ pointer: `/remotes/${i}`, value: r }] : [])) : [];
}
