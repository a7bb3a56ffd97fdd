/**
 * A subcommand's options, declared once: they drive both the parser and the subcommand's --help. A
 * mistake on the command line (an unknown option, a missing value) is told in mcpdesc's words, with
 * the closest option, instead of Node's parseArgs text.
 */
import { parseArgs } from 'node:util';
import { closest } from '../util/suggest.js';
import { UsageError } from './common.js';

export interface CliOption {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** The value's placeholder in help (`<file>`). */
  value?: string;
  help: string;
}

export type CliOptions = Readonly<Record<string, CliOption>>;

type Parsed<O extends CliOptions> = ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>>;

/** Parses `argv` for `command` ("lint", "verify"…); every problem is a UsageError that points to `mcpdesc <command> --help`. */
export function parseCommand<O extends CliOptions>(command: string, argv: readonly string[], options: O): Parsed<O> {
  const see = `See mcpdesc ${command} --help.`;
  const { tokens } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = options[token.name] as CliOption | undefined;
    if (!option) {
      const near = closest(token.name, Object.keys(options));
      throw new UsageError(`mcpdesc ${command} has no option ${JSON.stringify(token.rawName)}.${near ? ` Did you mean --${near}?` : ''} ${see}`);
    }
    const name = `--${token.name}`;
    if (option.type === 'boolean' && token.inlineValue !== undefined) throw new UsageError(`${name} takes no value (${token.rawName}=${token.value}). ${see}`);
    // A value that looks like an option after a space is most likely a forgotten value: `--output --format json`.
    if (option.type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-') && token.value !== '-'))) {
      const dashed = token.value === undefined ? '' : ` (for a value that starts with "-", write ${name}=${token.value})`;
      throw new UsageError(`${name} needs a value: ${name} ${option.value ?? '<value>'}${dashed}. ${see}`);
    }
  }
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    // Nothing left for strict parsing to refuse after the checks above, but its words are not shown raw either.
    throw new UsageError(`${(error as Error).message.split('.')[0]}. ${see}`);
  }
}

/** Where descriptions start in help, at most. */
const HELP_COLUMN = 29;

/** The options' help lines, aligned: `  --format <text|json>   output format`. */
export function optionsHelp(options: CliOptions): string {
  const rows = Object.entries(options).map(([name, o]) => [`${o.short ? `-${o.short}, ` : ''}--${name}${o.value ? ` ${o.value}` : ''}`, o.help] as const);
  const width = Math.min(HELP_COLUMN, Math.max(...rows.map(([left]) => left.length)) + 3);
  return rows
    .map(([left, help]) => {
      const lines = help.split('\n');
      // An option too long for the column gets its description on the lines below.
      const head = left.length + 3 > width ? [`  ${left}`] : [`  ${left.padEnd(width)}${lines.shift()}`];
      return [...head, ...lines.map((line) => `  ${' '.repeat(width)}${line}`)].join('\n');
    })
    .join('\n');
}
