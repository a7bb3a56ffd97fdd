import { isObject } from '../../../util/json.js';
import { type ClientEntry, configRule } from '../context.js';

/**
 * mcpdesc.config.duplicate-server: each server is listed once. Two names that start the same server
 * offer every tool twice; two names that differ only in case are one name to clients that ignore case.
 */
export default configRule('mcpdesc.config.duplicate-server', (context) => {
  const byName = new Map<string, ClientEntry>();
  const byTarget = new Map<string, ClientEntry>();
  for (const entry of context.servers) {
    // A disabled entry starts nothing (Codex: enabled = false).
    if (entry.disabled) continue;
    const folded = entry.name.toLowerCase();
    const same = byName.get(folded);
    if (same) {
      context.report(
        entry.pointer,
        `"${entry.name}" and "${same.name}" differ only in case: clients and tool names that ignore case (mcp__${folded}__…) see one server, and which entry wins is not defined. Rename or remove one.`,
        'key',
      );
    } else {
      byName.set(folded, entry);
    }
    const target = targetOf(entry);
    if (target === undefined) continue;
    const first = byTarget.get(target);
    if (first && !same) {
      context.report(
        entry.pointer,
        `"${entry.name}" starts the same server as "${first.name}" (${target.startsWith('url ') ? 'the same URL' : 'the same command and arguments'}): every tool is offered twice, under two names, and calls may go to either. Remove one of them.`,
        'key',
      );
    } else if (!first) {
      byTarget.set(target, entry);
    }
  }
});

/**
 * What an entry starts: its URL with its headers (two accounts on one server are two servers), or its
 * command line with its environment; undefined when it has neither.
 */
function targetOf(entry: ClientEntry): string | undefined {
  for (const { value: url } of entry.urls) {
    if (typeof url !== 'string') continue;
    // Scheme and host are case-insensitive; the path is not.
    const normalized = url
      .trim()
      .replace(/\/+$/, '')
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, (origin) => origin.toLowerCase());
    // Every key headers are written under counts (Codex's `http_headers` too): two accounts differ only there.
    return `url ${normalized} ${entry.headers.map((h) => `${h.key}=${sorted(h.value)}`).join(' ')}`;
  }
  const command = entry.command?.value;
  if (typeof command !== 'string') return undefined;
  const args = entry.args?.value;
  return `command ${JSON.stringify([command.trim(), ...(Array.isArray(args) ? args : [])])} ${sorted(entry.env?.value)}`;
}

function sorted(map: unknown): string {
  return isObject(map) ? JSON.stringify(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : 1))) : '';
}
