import { missingKeyFix } from '../../../engine/fix.js';
import { checkModel } from '../../../model/check.js';
import { describeValue, hasOwn, isObject, listOf } from '../../../util/json.js';
import { getAt, joinPointer } from '../../../util/pointer.js';
import { configRule, serverList } from '../context.js';

/**
 * mcpdesc.config.structure: the file has the shape its client reads: the server list under the client's
 * key, each entry with the fields and types the client needs (`command`, or `url` with a `type` the
 * client knows). Unknown keys are mcpdesc.config.unknown-key's.
 */
export default configRule('mcpdesc.config.structure', (context) => {
  const { spec, root, report } = context;
  const client = spec.client;
  if (!isObject(context.value)) {
    const under = JSON.stringify(spec.serverKeys[0] ?? 'its keys');
    // An empty file parses as null, but "holds null" would send its author looking for a null in it.
    if (context.value === null && context.parsed.lines.text.trim() === '')
      report('', `The file is empty, so ${client} starts no server from it. Write an object with the servers under ${under}, or delete the file.`);
    else if (context.value !== undefined)
      report(
        '',
        `${client} reads this file as an object with its servers under ${under}, but it holds ${describeValue(context.value)}, so ${client} starts no server from it. Put the servers in an object under ${under}.`,
      );
    return;
  }
  for (const [key, whose] of Object.entries(spec.foreignKeys ?? {})) {
    if (!hasOwn(root, key)) continue;
    const own = spec.serverKeys.find((k) => hasOwn(root, k));
    report(
      joinPointer('', key),
      own
        ? `${client} reads its servers from ${JSON.stringify(own)} and ignores ${JSON.stringify(key)} (${whose}), so the servers listed there never start. Move them into ${JSON.stringify(own)}.`
        : `${client} reads its servers from ${JSON.stringify(spec.serverKeys[0])}; ${JSON.stringify(key)} is ${whose}, so ${client} starts none of the servers in this file. Rename ${JSON.stringify(key)} to ${JSON.stringify(spec.serverKeys[0])}.`,
      'key',
    );
  }
  const list = serverList(spec, root);
  if (list?.pointer !== '') {
    // The whole file against the client's model; a flat plugin file is only its entries.
    for (const issue of checkModel(spec.model, 'Config', root, 'current', '')) {
      if (issue.kind !== 'invalid' || issue.unknown || isForeignServerList(context, issue.pointer)) continue;
      if (context.servers.some((s) => issue.pointer === s.pointer || issue.pointer.startsWith(`${s.pointer}/`))) continue;
      report(issue.pointer, `${client}: ${issue.message}`, issue.target, missingKeyFix(issue.pointer, issue.missing, getAt(root, issue.pointer)));
    }
  }
  for (const entry of context.servers) {
    const needsType = spec.urlNeedsType;
    const url = entry.raw.url;
    if (needsType && url !== undefined && !hasOwn(entry.raw, 'type') && !hasOwn(entry.raw, 'command')) {
      report(
        entry.pointer,
        `${client} needs "type" on a server with a "url": without it the entry is read as a stdio server and fails for lack of a "command". Add "type": ${JSON.stringify(needsType[0])}${
          needsType.length > 1
            ? ` (or ${needsType
                .slice(1)
                .map((t) => JSON.stringify(t))
                .join(', ')} for an older server)`
            : ''
        }.`,
      );
      continue;
    }
    for (const issue of checkModel(spec.model, 'Server', entry.raw, 'current', entry.pointer)) {
      if (issue.kind === 'invalid' && !issue.unknown)
        report(issue.pointer, `${client}: ${issue.message}`, issue.target, missingKeyFix(issue.pointer, issue.missing, getAt(root, issue.pointer)));
    }
    if (spec.needsOneOf && !spec.needsOneOf.some((key) => hasOwn(entry.raw, key))) {
      // A common shape from other tools: the transport nested in an object of its own.
      const nested = Object.entries(entry.raw).find(([, v]) => isObject(v) && spec.needsOneOf?.some((key) => hasOwn(v, key)));
      const hint = nested ? ` The entry nests them in ${JSON.stringify(nested[0])}, which ${client} does not read: move its fields up into the entry.` : '';
      report(
        entry.pointer,
        `${client} cannot start "${entry.name}": a server entry needs ${listOf(spec.needsOneOf)} (a command to run, or the URL of a remote server).${hint || ' Add one of them.'}`,
        'key',
      );
    }
    for (const [first, second] of mixedGroups(spec.exclusive ?? [], entry.raw)) {
      report(
        joinPointer(entry.pointer, second),
        `${client} refuses a server entry that mixes ${JSON.stringify(first)} (a stdio server) with ${JSON.stringify(second)} (a remote server). Keep the fields of one kind of server.`,
        'key',
      );
    }
  }
  spec.check?.(context);
});

/** The first key of each pair of groups that an entry mixes. */
function mixedGroups(groups: readonly (readonly string[])[], entry: Record<string, unknown>): [string, string][] {
  const present = groups.map((group) => group.find((key) => hasOwn(entry, key)));
  const used = present.filter((key): key is string => key !== undefined);
  return used.length > 1 ? [[used[0], used[1]]] : [];
}

/** A server list under another client's key: reported once, as that, not field by field. */
function isForeignServerList(context: { spec: { foreignKeys?: Readonly<Record<string, string>> } }, pointer: string): boolean {
  return Object.keys(context.spec.foreignKeys ?? {}).some((key) => pointer === `/${key}` || pointer.startsWith(`/${key}/`));
}
