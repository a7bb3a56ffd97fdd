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
 * teammate. Named tools that write, delete, execute or send are called out.
 */
export default configRule('mcpdesc.config.auto-approve', (context) => {
  const { spec } = context;
  for (const field of spec.autoApprove ?? []) {
    if (field.file && field.kind === 'flag' && context.root[field.key] === true) {
      context.report(
        joinPointer('', field.key),
        `${spec.client} starts ${field.file.what} without asking (${field.key}: true), for everyone who uses this file: a server nobody reviewed then runs with their rights. Remove it, and ${field.file.instead}.`,
      );
    }
  }
  for (const entry of context.servers) {
    for (const field of spec.autoApprove ?? []) {
      if (field.file) continue;
      const value = entry.value[field.key];
      const at = joinPointer(entry.pointer, field.key);
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
        const approved = Object.entries(value).filter(([, tool]) => isObject(tool) && field.field !== undefined && tool[field.field] === field.value);
        for (const [tool] of approved) {
          context.report(
            joinPointer(at, tool, field.field ?? ''),
            `${spec.client} runs the tool ${quote(tool)} of "${entry.name}" without asking (${field.field} = ${JSON.stringify(field.value)}), for everyone who uses this file${isRisky(tool) ? `; it ${'changes or sends'} data, which a prompt-injected model could then do unseen` : ''}. Use a mode that asks.`,
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
        const risky = names.filter(isRisky);
        const listed =
          names
            .slice(0, 5)
            .map((n) => quote(n))
            .join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
        const warning =
          risky.length > 0
            ? ` ${risky
                .slice(0, 5)
                .map((n) => quote(n))
                .join(
                  ', ',
                )}${risky.length > 5 ? ` and ${risky.length - 5} more` : ''} ${risky.length === 1 ? 'changes or sends' : 'change or send'} data, which a prompt-injected model could then do unseen.`
            : '';
        context.report(
          at,
          `${spec.client} runs ${names.length === 1 ? 'this tool' : `these ${names.length} tools`} of "${entry.name}" without asking, for everyone who uses this file: ${listed}.${warning} Approve only read-only tools here.`,
        );
      }
    }
  }
});
