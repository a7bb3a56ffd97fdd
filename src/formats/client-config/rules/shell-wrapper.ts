import { joinPointer } from '../../../util/pointer.js';
import { configRule } from '../context.js';
import { type Reference, references } from '../references.js';
import type { Interpolation } from '../spec.js';

const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'cmd', 'powershell', 'pwsh']);
/** The flags after which the next argument is a command line the shell parses (`-File` runs a script: its arguments are data). */
const COMMAND_FLAGS = new Set(['-c', '-lc', '-ic', '/c', '/C', '/k', '/K', '-Command', '-command']);

/** Whether a command is a shell. */
export function isShellCommand(command: unknown): boolean {
  return (
    typeof command === 'string' &&
    SHELLS.has(
      command
        .split(/[\\/]/)
        .pop()
        ?.replace(/\.exe$/i, '')
        .toLowerCase() ?? '',
    )
  );
}
/** `%NAME%`, cmd's variable syntax, besides `${…}` and `$NAME`. */
const PERCENT = /%[A-Za-z_][A-Za-z0-9_]{0,100}%/;

/** A reference the client replaces in the text (rather than the shell expanding it as data). */
function substitutedByClient(syntax: Interpolation | undefined, kind: Reference['kind']): boolean {
  if (!syntax) return false;
  if (kind === 'input') return syntax.inputs;
  if (kind === 'prefixed') return true;
  return syntax[kind] === 'yes';
}

/**
 * mcpdesc.config.shell-wrapper: a server started through `sh -c`, `bash -c`, `cmd /c` or `powershell
 * -Command` with variables inside the command line. The shell reads the expanded value as code, so a
 * value holding a quote, ";" or "$(…)" runs other commands on every machine that uses the file.
 */
export default configRule('mcpdesc.config.shell-wrapper', (context) => {
  for (const entry of context.servers) {
    const command = entry.command?.value;
    const argsAt = entry.args;
    if (typeof command !== 'string' || !Array.isArray(argsAt?.value)) continue;
    const args: unknown[] = argsAt.value;
    const shell =
      command
        .split(/[\\/]/)
        .pop()
        ?.replace(/\.exe$/i, '')
        .toLowerCase() ?? '';
    if (!SHELLS.has(shell)) continue;
    const flag = args.findIndex((a) => typeof a === 'string' && COMMAND_FLAGS.has(a));
    if (flag === -1) continue;
    // Only the command line itself is code; the arguments after it are $0, $1 … (data). cmd joins all of them into one line.
    const lines = shell === 'cmd' ? args.slice(flag + 1) : args.slice(flag + 1, flag + 2);
    for (const [offset, line] of lines.entries()) {
      if (typeof line !== 'string') continue;
      const ref =
        references(line).find((r) => substitutedByClient(context.spec.interpolation, r.kind))?.text ?? (shell === 'cmd' ? PERCENT.exec(line)?.[0] : undefined);
      if (!ref) continue;
      context.report(
        joinPointer(argsAt.pointer, flag + 1 + offset),
        `"${entry.name}" starts through ${shell} ${String(args[flag])} with ${ref} inside the command line: the value goes into the text before the shell reads it, so a value holding a quote, ";" or "$(…)" runs other commands on every machine that uses this file. Start the program itself ("command": the program, "args": one argument each) and pass values as arguments or in "env".`,
      );
      break;
    }
  }
});
