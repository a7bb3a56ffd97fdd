/**
 * Drift: what a descriptor says against what its server serves. A pure function of two descriptor-shaped
 * values (the served one is what `mcpdesc capture` would write), returning JSON Pointers into the
 * descriptor, like every rule; the caller turns them into positions.
 */
import { objectItems } from '../formats/mcpdesc-descriptor/surfaces.js';
import { placeName } from '../schema/messages.js';
import { isObject, type JsonObject, jsonEqual, quote, shown } from '../util/json.js';
import { joinPointer } from '../util/pointer.js';
import { escapeUnprintable, hex } from '../util/printable.js';

export const DRIFT = {
  protocolVersion: 'mcpdesc.drift.protocol-version',
  missingOnServer: 'mcpdesc.drift.missing-on-server',
  missingInDescriptor: 'mcpdesc.drift.missing-in-descriptor',
  schema: 'mcpdesc.drift.schema',
  annotations: 'mcpdesc.drift.annotations',
  description: 'mcpdesc.drift.description',
} as const;

export const DRIFT_RULE_IDS: readonly string[] = Object.values(DRIFT);

export interface DriftIssue {
  ruleId: string;
  pointer: string;
  target: 'key' | 'value';
  message: string;
}

interface ItemKind {
  list: 'tools' | 'resources' | 'resourceTemplates' | 'prompts';
  /** What identifies an item, and how messages name one. */
  key: 'name' | 'uri' | 'uriTemplate';
  noun: string;
  /** Fields that are the item's contract with callers: a change breaks them. */
  schemas: readonly string[];
  annotations: boolean;
}

const KINDS: readonly ItemKind[] = [
  { list: 'tools', key: 'name', noun: 'tool', schemas: ['inputSchema', 'outputSchema'], annotations: true },
  { list: 'resources', key: 'uri', noun: 'resource', schemas: [], annotations: false },
  { list: 'resourceTemplates', key: 'uriTemplate', noun: 'resource template', schemas: [], annotations: false },
  { list: 'prompts', key: 'name', noun: 'prompt', schemas: ['arguments'], annotations: false },
];

const RECAPTURE = 're-run "mcpdesc capture"';

export function compareWithServed(descriptor: JsonObject, served: JsonObject): DriftIssue[] {
  const issues: DriftIssue[] = [];
  const add = (ruleId: string, pointer: string, message: string, target: 'key' | 'value' = 'value') => issues.push({ ruleId, pointer, target, message });

  // A snapshot that records no version (a hand-written .served.json) says nothing about it.
  if (served.protocolVersion !== undefined && !jsonEqual(descriptor.protocolVersion, served.protocolVersion)) {
    add(
      DRIFT.protocolVersion,
      '/protocolVersion',
      `The descriptor declares protocol version ${shown(descriptor.protocolVersion)}, but the server negotiated ${shown(served.protocolVersion)} when asked for it. Clients that rely on the declared version will get other behaviour. Capture the descriptor for the version the server speaks, or make the server support ${shown(descriptor.protocolVersion)}.`,
    );
  }
  textChange(add, '/instructions', "The server's instructions", descriptor.instructions, served.instructions);

  for (const kind of KINDS) {
    const declared = objectItems(descriptor[kind.list], `/${kind.list}`);
    const offered = objectItems(served[kind.list], `/${kind.list}`);
    const servedByKey = new Map(offered.map(({ item }) => [item[kind.key], item]));
    const declaredKeys = new Set(declared.map(({ item }) => item[kind.key]));
    for (const { item, pointer } of declared) {
      const counterpart = servedByKey.get(item[kind.key]);
      if (!counterpart) {
        add(
          DRIFT.missingOnServer,
          pointer,
          `The descriptor lists the ${kind.noun} ${quote(item[kind.key])}, but the server does not serve it. Clients and reviewers trust the descriptor, so a ${kind.noun} that is gone (or renamed) breaks them silently. Remove it from the descriptor (${RECAPTURE}) or restore it on the server.`,
        );
        continue;
      }
      compareItem(add, kind, pointer, item, counterpart);
    }
    for (const { item } of offered) {
      if (declaredKeys.has(item[kind.key])) continue;
      add(
        DRIFT.missingInDescriptor,
        `/${kind.list}`,
        `The server serves the ${kind.noun} ${quote(item[kind.key])}, which the descriptor does not list. An undeclared ${kind.noun} escapes review and every check on the descriptor. Add it to the descriptor (${RECAPTURE}) or remove it from the server.`,
        'key',
      );
    }
  }
  return issues;
}

type Add = (ruleId: string, pointer: string, message: string, target?: 'key' | 'value') => void;

function compareItem(add: Add, kind: ItemKind, pointer: string, declared: JsonObject, served: JsonObject): void {
  const name = `${kind.noun} ${quote(declared[kind.key])}`;
  for (const field of kind.schemas) {
    if (jsonEqual(declared[field], served[field])) continue;
    const at = joinPointer(pointer, field);
    // Schemas that differ only in their descriptions and titles, or in the order of "required", accept
    // the same requests: that is text drift, reported where the text is.
    if (jsonEqual(contract(declared[field]), contract(served[field]))) {
      for (const text of textDifferences(declared[field], served[field], at)) {
        const owner = placeName('', text.pointer.slice(pointer.length, -(text.keyword.length + 1)));
        textChange(add, text.pointer, `The ${text.keyword} of ${owner} in the ${name}`, text.declared, text.served);
      }
      continue;
    }
    add(
      DRIFT.schema,
      at,
      `The ${field} of the ${name} ${field === 'arguments' ? 'differ' : 'differs'} from the server's${difference(contract(declared[field]), contract(served[field]))}. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (${RECAPTURE}) or fix the server.`,
      declared[field] === undefined ? 'value' : 'key',
    );
  }
  if (kind.annotations && !jsonEqual(declared.annotations, served.annotations)) {
    add(
      DRIFT.annotations,
      joinPointer(pointer, 'annotations'),
      `The annotations of the ${name} differ from the server's${difference(declared.annotations, served.annotations)}. Clients decide on confirmations from hints such as readOnlyHint and destructiveHint. Update the descriptor (${RECAPTURE}) or fix the server.`,
      declared.annotations === undefined ? 'value' : 'key',
    );
  }
  for (const field of ['title', 'description']) {
    textChange(add, joinPointer(pointer, field), `The ${field} of the ${name}`, declared[field], served[field]);
  }
}

/** Text a model reads (descriptions, titles, instructions): a change under an unchanged descriptor is a "rug pull". */
function textChange(add: Add, pointer: string, what: string, declared: unknown, served: unknown): void {
  if (jsonEqual(declared, served)) return;
  add(
    DRIFT.description,
    pointer,
    `${what} changed: ${change(declared, served)}. Models read this text, and text that changes under a reviewed descriptor is how tool poisoning ("rug pull") works; scanners pin it for that reason. Review the server's text, then update the descriptor (${RECAPTURE}) or fix the server.`,
  );
}

/** Keywords whose value maps names to subschemas: their keys are names, not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, compared as it is. */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'example']);
/** Text for readers, not for validation. */
const TEXT = new Set(['description', 'title']);

/**
 * What callers depend on in a schema (or a prompt's arguments): the value without descriptions and titles,
 * with "required" in a fixed order. Linear in the value's size.
 */
function contract(value: unknown, names = false): unknown {
  if (Array.isArray(value)) return value.map((item) => contract(item));
  if (!isObject(value)) return value;
  const result: JsonObject = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (names) result[key] = contract(item);
    else if (TEXT.has(key) && typeof item === 'string') continue;
    else if (DATA.has(key)) result[key] = item;
    else if (key === 'required' && Array.isArray(item)) result[key] = [...item].map(String).sort();
    else result[key] = contract(item, SCHEMA_MAPS.has(key));
  }
  return result;
}

interface TextDifference {
  pointer: string;
  keyword: string;
  declared: unknown;
  served: unknown;
}

/** The descriptions and titles that differ between two values whose contracts are equal, with their pointers. */
function textDifferences(declared: unknown, served: unknown, at: string, names = false, found: TextDifference[] = []): TextDifference[] {
  if (Array.isArray(declared) && Array.isArray(served)) {
    for (const [i, item] of declared.entries()) textDifferences(item, served[i], joinPointer(at, i), false, found);
  } else if (isObject(declared) && isObject(served)) {
    for (const key of new Set([...Object.keys(declared), ...Object.keys(served)])) {
      const a = declared[key];
      const b = served[key];
      if (jsonEqual(a, b)) continue;
      if (!names && TEXT.has(key)) found.push({ pointer: joinPointer(at, key), keyword: key, declared: a, served: b });
      else if (!DATA.has(key)) textDifferences(a, b, joinPointer(at, key), !names && SCHEMA_MAPS.has(key), found);
    }
  }
  return found;
}

/** Where two JSON values first differ, and how, for a message: ` in "properties.days": the descriptor has …`. */
function difference(declared: unknown, served: unknown, at = ''): string {
  if (isObject(declared) && isObject(served)) {
    for (const key of [...new Set([...Object.keys(declared), ...Object.keys(served)])].sort()) {
      if (!jsonEqual(declared[key], served[key])) return difference(declared[key], served[key], joinPointer(at, key));
    }
  }
  if (Array.isArray(declared) && Array.isArray(served) && declared.length === served.length) {
    const index = declared.findIndex((item, i) => !jsonEqual(item, served[i]));
    return difference(declared[index], served[index], joinPointer(at, index));
  }
  return `${at === '' ? '' : ` in ${placeName('', at)}`}: ${change(declared, served)}`;
}

function change(declared: unknown, served: unknown): string {
  if (declared === undefined) return `the descriptor has none, the server has ${shown(served)}`;
  if (served === undefined) return `the descriptor has ${shown(declared)}, the server has none`;
  if (typeof declared === 'string' && typeof served === 'string') {
    // Long texts that share a beginning are quoted from a little before the first difference.
    let common = 0;
    while (common < declared.length && declared[common] === served[common]) common++;
    const from = common > 30 ? common - 20 : 0;
    const clip = (text: string) => (from > 0 ? `…${text.slice(from)}` : text);
    return `the descriptor has ${visible(quote(clip(declared)))}, the server ${visible(quote(clip(served)))}`;
  }
  return `the descriptor has ${shown(declared)}, the server ${shown(served)}`;
}

/** Invisible characters (zero-width, bidi controls, soft hyphen) as escapes, so two texts that look alike show where they differ. */
function visible(text: string): string {
  return escapeUnprintable(text).replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, (c) => `\\u${hex(c.charCodeAt(0), 4)}`);
}
