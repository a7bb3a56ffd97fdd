/**
 * Drift: what a descriptor says against what its server serves. A pure function of two descriptor-shaped
 * values (the served one is what `mcpdesc capture` would write), returning JSON Pointers into the
 * descriptor, like every rule; the caller turns them into positions.
 */
import { objectItems } from '../formats/mcpdesc-descriptor/surfaces.js';
import { isObject, type JsonObject, jsonEqual, quote, shown } from '../util/json.js';
import { joinPointer } from '../util/pointer.js';

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

  if (descriptor.protocolVersion !== served.protocolVersion) {
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
    add(
      DRIFT.schema,
      joinPointer(pointer, field),
      `The ${field} of the ${name} ${field === 'arguments' ? 'differ' : 'differs'} from the server's${difference(declared[field], served[field])}. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (${RECAPTURE}) or fix the server.`,
      declared[field] === undefined ? 'value' : 'key',
    );
  }
  if (kind.annotations && !jsonEqual(declared.annotations, served.annotations)) {
    add(
      DRIFT.annotations,
      joinPointer(pointer, 'annotations'),
      `The annotations of the ${name} differ from the server's: the descriptor has ${shown(declared.annotations ?? null)}, the server ${shown(served.annotations ?? null)}. Clients decide on confirmations from hints such as readOnlyHint and destructiveHint. Update the descriptor (${RECAPTURE}) or fix the server.`,
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

/** Where two JSON values first differ, and how, for a message: ` at /properties/days: the descriptor has …`. */
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
  return `${at === '' ? '' : ` at ${at}`}: ${change(declared, served)}`;
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
    return `the descriptor has ${quote(clip(declared))}, the server ${quote(clip(served))}`;
  }
  return `the descriptor has ${shown(declared)}, the server ${shown(served)}`;
}
