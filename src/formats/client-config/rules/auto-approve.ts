import { isObject, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { configRule } from '../context.js';

/** Words of tool names that write, delete, execute or send: approving such tools without asking lets an injected prompt act. */
const RISKY = new Set([
  'write',
  'delete',
  'remove',
  'drop',
  'exec',
  'execute',
  'run',
  'shell',
  'command',
  'cmd',
  'send',
  'post',
  'push',
  'create',
  'update',
  'deploy',
  'kill',
  'transfer',
  'pay',
  'merge',
  'publish',
  'upload',
  'modify',
  'edit',
  'move',
  'rename',
  'commit',
  'change',
  'set',
  'put',
  'patch',
  'install',
  'reset',
  'destroy',
  'terminate',
  // Tools that run what they are given: a CLI, a shell, a script.
  'cli',
  'bash',
  'sh',
  'terminal',
  'script',
  'eval',
  'invoke',
]);

/** A tool name's words: `delete_file`, `deleteFile` and `delete-file` all hold "delete". */
function isRisky(name: string): boolean {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => RISKY.has(word));
}

/**
 * mcpdesc.config.auto-approve: settings that let the client call a server's tools without asking the
 * user (`alwaysAllow`, `autoApprove`, `trust: true`, an approval mode of "approve"), committed for every
 * teammate. A list of tools is reported only for the tools in it that write, delete, execute or send:
 * approving read-only tools is what the rule recommends.
 */
export default configRule('mcpdesc.config.auto-approve', (context) => {
  const { spec } = context;
  for (const field of spec.autoApprove ?? []) {
    if (field.file && field.kind === 'flag' && context.root[field.key] === true) {
      context.report(
        joinPointer('', field.key),
        `${spec.client} starts ${field.file.what} without asking (${field.key}: true), for everyone who uses this file: a server nobody reviewed then runs with their rights. Remove it, and ${typeof field.file.instead === 'string' ? field.file.instead : field.file.instead(context.root)}.`,
      );
    }
  }
  for (const entry of context.servers) {
    for (const { field, value, pointer: at } of entry.approvals) {
      if (field.kind === 'flag' && value === true) {
        context.report(
          at,
          `${spec.client} calls every tool of "${entry.name}" without asking (${field.key}: true), for everyone who uses this file: a prompt-injected model can then run any of them unseen. Remove it, and approve tools one by one in the client.`,
        );
      } else if (field.kind === 'value' && value === field.value) {
        context.report(
          at,
          `${spec.client} runs the tools of "${entry.name}" without asking (${field.key} = ${JSON.stringify(field.value)}), for everyone who uses this file: a prompt-injected model can then run any of them unseen. Use a mode that asks, and approve tools one by one.`,
        );
      } else if (field.kind === 'tools' && isObject(value)) {
        // A read-only tool approved by name is what the other messages recommend: only those that act are named.
        const approved = Object.entries(value).filter(
          ([tool, entry]) => isObject(entry) && field.field !== undefined && entry[field.field] === field.value && isRisky(tool),
        );
        for (const [tool] of approved) {
          context.report(
            joinPointer(at, tool, field.field ?? ''),
            `${spec.client} runs the tool ${quote(tool)} of "${entry.name}" without asking (${field.field} = ${JSON.stringify(field.value)}), for everyone who uses this file; it changes or sends data, which a prompt-injected model could then do unseen. Use a mode that asks for it.`,
          );
        }
      } else if (field.kind === 'list' && Array.isArray(value) && value.length > 0) {
        const names = value.filter((v): v is string => typeof v === 'string');
        if (names.includes('*')) {
          context.report(
            at,
            `${spec.client} runs every tool of "${entry.name}" without asking ("*" in ${field.key}), for everyone who uses this file: a prompt-injected model can then run any of them unseen. List only read-only tools, or none.`,
          );
          continue;
        }
        // Read-only tools listed here are what this rule recommends; only the tools that act are reported.
        const risky = names.filter(isRisky);
        if (risky.length === 0) continue;
        const listed =
          risky
            .slice(0, 5)
            .map((n) => quote(n))
            .join(', ') + (risky.length > 5 ? ` and ${risky.length - 5} more` : '');
        const these = risky.length === 1 ? 'it changes or sends' : 'they change or send';
        context.report(
          at,
          `${spec.client} runs ${listed} of "${entry.name}" without asking (${field.key}), for everyone who uses this file, and ${these} data, which a prompt-injected model could then do unseen. Remove ${risky.length === 1 ? 'it' : 'them'} from ${field.key}: approve only read-only tools here.`,
        );
      }
    }
  }
});
