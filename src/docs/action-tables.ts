/**
 * README's tables of the action's inputs and outputs, written from action.yml (`npm run generate`), so
 * the README says what the runner and the Marketplace read: each input's name, default and
 * description, each output's name and description, in action.yml's order.
 */
import { parse } from 'yaml';

export const ACTION_TABLES_START = '<!-- action-tables:start (generated from action.yml by npm run generate; do not edit) -->';
export const ACTION_TABLES_END = '<!-- action-tables:end -->';

interface ActionYaml {
  inputs?: Record<string, { description?: unknown; default?: unknown }>;
  outputs?: Record<string, { description?: unknown }>;
}

/** `readme` with the tables between its action-tables markers made from `actionYml`'s text. */
export function readmeWithActionTables(readme: string, actionYml: string): string {
  const start = readme.indexOf(ACTION_TABLES_START);
  const end = readme.indexOf(ACTION_TABLES_END);
  if (start === -1 || end < start) throw new Error(`README.md: the action tables' markers are missing (${ACTION_TABLES_START} … ${ACTION_TABLES_END}).`);
  const action = parse(actionYml) as ActionYaml;
  const inputs = Object.entries(action.inputs ?? {}).map(([name, input]) => {
    const value = input.default === undefined || input.default === '' ? '' : ` ${code(String(input.default))}`;
    return `| \`${name}\` |${value} | ${cell(input.description, `input ${name}`)} |`;
  });
  const outputs = Object.entries(action.outputs ?? {}).map(([name, output]) => `| \`${name}\` | ${cell(output.description, `output ${name}`)} |`);
  const tables = ['| input | default | what it does |', '|---|---|---|', ...inputs, '', '| output | what it is |', '|---|---|', ...outputs].join('\n');
  return `${readme.slice(0, start)}${ACTION_TABLES_START}\n${tables}\n${readme.slice(end)}`;
}

/**
 * A description as a table cell: one line, its pipes escaped; action.yml's backticks stay code, and
 * outside them a "<" is written as an entity, so "mcpdesc-<category>.sarif" never reads as HTML.
 */
function cell(description: unknown, what: string): string {
  if (typeof description !== 'string' || description.trim() === '') throw new Error(`action.yml: ${what} needs a description.`);
  return description
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;')))
    .join('')
    .replace(/\|/g, '\\|');
}

/** A default as inline code, fenced with more backticks than it holds (`${{ github.token }}` has none). */
function code(value: string): string {
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
}
