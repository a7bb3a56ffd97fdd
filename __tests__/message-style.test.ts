/**
 * Every message the rule tables assert (and every finding of the conformance corpus) follows the house
 * style (helpers/message-style.ts): it says what to do, quotes values in double quotes, and uses no
 * internal words. A failure names the rule and the message to reword.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../src/engine/lint.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { catalogue } from './helpers/corpus.js';
import { styleProblems } from './helpers/message-style.js';
import { loadTables } from './helpers/rule-tester.js';

const tables = await loadTables();

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the style checker', () => {
  it.each([
    ['"tools" must be an array. Make it a list of tools.', []],
    ['Unknown property "titel" in a tool. Did you mean "title"?', []],
    ['Tool name "a b" contains a space: rename it, e.g. to "a_b".', []],
    ['The value is wrong.', ['says what is wrong but not what to do (no clause starting with an instruction verb)']],
    ["Use 'x' instead.", ['quotes a value in single quotes; use quote() (double quotes)']],
    ['Use `x` instead.', ['quotes with backticks; use quote() (double quotes)']],
    ["The server's tools were walked. Remove it.", ['uses the internal word "walked"']],
    ["The clients' list is empty. Add one.", []],
  ])('%s', (message, expected) => {
    expect(styleProblems(message)).toEqual(expected);
  });
});

describe('every asserted message of every rule table follows the house style', () => {
  const messages = [...tables].flatMap(([ruleId, table]) =>
    [...new Set(table.invalid.flatMap((c) => c.errors.map((e) => e.message)))].map((message) => [ruleId, message] as const),
  );
  it('reads the tables of the rules', () => {
    expect(tables.size).toBeGreaterThan(100);
  });
  it.each(messages)('%s: %s', (ruleId, message) => {
    expect(styleProblems(message, ruleId)).toEqual([]);
  });
});

describe('every finding of the conformance corpus follows the house style', () => {
  const root = fileURLToPath(new URL('./conformance/expected-invalid/', import.meta.url));
  const files = filesUnder(root).filter((f) => !f.endsWith('.served.json'));
  it.each(files.map((f) => [relative(root, f), f] as const))('%s', (_name, file) => {
    const result = lintSource(relative(root, file), readFileSync(file, 'utf8'), { catalogue, settings: {}, limits: DEFAULT_CONFIG.limits, explicit: true });
    const problems = result.findings
      .map((f) => ({ rule: f.ruleId, message: f.message, problems: styleProblems(f.message, f.ruleId) }))
      .filter((p) => p.problems.length > 0);
    expect(problems).toEqual([]);
  });
});
