/** What a client-config rule sees: the client's spec, the parsed file and its server entries. */
import { isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { isFlatServerMap } from '../recognize.js';
import { type FileScope, type FormatRule, memoKey, type Reporter } from '../types.js';
import { FLAT_ENTRY, normalizeEntry } from './entry.js';
import type { ClientEntry, ClientSpec, ConfigContext } from './spec.js';

export type { ClientEntry, ConfigContext } from './spec.js';

export type ConfigRule = FormatRule<ConfigContext>;

export function configRule(id: string, check: (context: ConfigContext) => void): ConfigRule {
  return { id, check };
}

const EMPTY: JsonObject = Object.freeze(Object.create(null) as JsonObject);

const SERVERS = memoKey<readonly ClientEntry[]>('client config servers');

/** The context for one rule; a file that is not an object reads as an empty one (the structure rule says so). */
export function configContext(spec: ClientSpec) {
  return (scope: FileScope, reporter: Reporter): ConfigContext => {
    const value = scope.parsed.value;
    const root = isObject(value) ? value : EMPTY;
    return {
      path: scope.path,
      parsed: scope.parsed,
      spec,
      value,
      root,
      servers: scope.memo(SERVERS, () => serverEntries(spec, root)),
      report: (pointer, message, target, fix) => reporter.report(pointer, sentence(message), target, undefined, fix),
      reportAt: (range, message) => reporter.reportAt(range, sentence(message)),
      memo: (key, make) => scope.memo(key, make),
      workspace: scope.workspace,
    };
  };
}

/** Messages may start with the client's name, which for the generic list is "the client". */
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Where the client finds its servers: under one of its keys, or (plugins) the file itself. */
export function serverList(spec: ClientSpec, root: JsonObject): { pointer: string; map: JsonObject } | undefined {
  // Another client's key is a mistake (the structure rule says so), but its entries are still the servers meant.
  for (const key of [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})])
    if (isObject(root[key])) return { pointer: joinPointer('', key), map: root[key] };
  if (spec.flat && isFlatServerMap(root)) return { pointer: '', map: root };
  return undefined;
}

function serverEntries(spec: ClientSpec, root: JsonObject): ClientEntry[] {
  const list = serverList(spec, root);
  if (!list) return [];
  const shape = spec.entryShape ?? FLAT_ENTRY;
  const approvals = (spec.autoApprove ?? []).filter((field) => !field.file);
  return Object.entries(list.map)
    .filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
    .map(([name, value]) => normalizeEntry(name, joinPointer(list.pointer, name), value, shape, approvals));
}
