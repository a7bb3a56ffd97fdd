/**
 * What a pull request's change to its own check would switch off: worked out on the results of a run
 * checked with the configuration and baseline as they were at the base commit.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../src/engine/lint.js';
import { baselineAdded, buildBaseline } from '../src/runner/baseline.js';
import { baselineWouldAccept, configWeakening } from '../src/runner/config-change.js';
import { DEFAULT_INCLUDE, parseConfig } from '../src/runner/config.js';
import { catalogue } from './helpers/corpus.js';

const NAME = 'mcp.tool.name-format';
const descriptor = (...names: string[]) =>
  `protocolVersion: "2025-11-25"\ntools:\n${names.map((name) => `  - name: ${name}\n    inputSchema: {type: object}`).join('\n')}\n`;
const config = (text: string) => parseConfig(text, '.mcpdesc.yaml', catalogue);

describe('configWeakening', () => {
  const results = [lintSource('servers/a.mcp.yaml', descriptor('a b'), { catalogue }), lintSource('servers/new.mcp.yaml', descriptor('ok'), { catalogue })];

  it('lists the files the changed globs would leave out, the findings turned off or ignored, and the limits raised', () => {
    const weakening = configWeakening(
      config(''),
      config(`exclude: ["servers/new.mcp.yaml"]\nrules:\n  ${NAME}: off\nlimits:\n  maxFileBytes: 50000000\n`),
      results,
      catalogue,
    );
    expect(weakening.excluded).toEqual(['servers/new.mcp.yaml']);
    expect(weakening.hidden.map(({ finding, how }) => `${finding.path} ${how}`)).toEqual([`servers/a.mcp.yaml ${NAME} warning → off`]);
    expect(weakening.limits).toEqual(['maxFileBytes 5242880 → 50000000']);
    expect(weakening.settings).toEqual(['exclude "servers/new.mcp.yaml"', `${NAME} warning → off`]);
  });

  it('names settings that check less even when this run met none of their findings', () => {
    const head = config(
      `include: ["**/*.mcp.json"]\nrules:\n  mcpdesc.security.injected-instructions: off\noverrides:\n  - files: ["legacy/**"]\n    rules:\n      mcp.tool.name-format: note\nignore:\n  - files: "x.mcp.json"\n    rule: mcp.tool.name-format\n    reason: legacy\n`,
    );
    expect(configWeakening(config(''), head, [], catalogue).settings).toEqual([
      // Every default glob is dropped: the list shows three.
      `include without ${DEFAULT_INCLUDE.slice(0, 3)
        .map((glob) => JSON.stringify(glob))
        .join(', ')} and ${DEFAULT_INCLUDE.length - 3} more globs`,
      'mcpdesc.security.injected-instructions warning → off',
      'overrides for legacy/**: mcp.tool.name-format note',
      'ignore mcp.tool.name-format in x.mcp.json',
    ]);
  });

  it('sees an excluded folder, a level turned down in an override and a new ignore entry', () => {
    const base = config(`rules:\n  ${NAME}: error\n`);
    const errors = [lintSource('servers/a.mcp.yaml', descriptor('a b'), { catalogue, settings: base.rules })];
    expect(configWeakening(base, config(`exclude: ["servers/"]\n`), errors, catalogue)).toMatchObject({
      excluded: ['servers/a.mcp.yaml'],
      hidden: [{ how: `${NAME} error → warning` }],
    });
    expect(
      configWeakening(base, config(`rules:\n  ${NAME}: error\noverrides:\n  - files: ["servers/**"]\n    rules:\n      ${NAME}: note\n`), errors, catalogue)
        .hidden,
    ).toMatchObject([{ how: `${NAME} error → note` }]);
    expect(
      configWeakening(
        base,
        config(`rules:\n  ${NAME}: error\nignore:\n  - files: "servers/*"\n    rule: ${NAME}\n    pointer: /tools/0\n    reason: legacy name\n`),
        errors,
        catalogue,
      ).hidden,
    ).toMatchObject([{ how: `${NAME} ignored ("legacy name")` }]);
  });

  it('finds nothing switched off by a change that only makes the check stricter', () => {
    expect(configWeakening(config(''), config(`rules:\n  ${NAME}: error\nlimits:\n  maxDepth: 10\n`), results, catalogue)).toEqual({
      excluded: [],
      hidden: [],
      limits: [],
      settings: [],
    });
  });
});

describe('baselineWouldAccept', () => {
  it('names the reported findings that only the entries a change adds would accept', () => {
    const base = [lintSource('a.mcp.yaml', descriptor('a b'), { catalogue })];
    const head = [lintSource('a.mcp.yaml', descriptor('a b', 'c d'), { catalogue })];
    const added = baselineAdded(buildBaseline(head), buildBaseline(base));
    expect(added.entries).toHaveLength(1);
    const accepted = baselineWouldAccept(head, added);
    expect(accepted.map((f) => [f.ruleId, f.pointer])).toEqual([[NAME, '/tools/1/name']]);
    expect(accepted[0].suppression).toBeUndefined();
    expect(baselineWouldAccept(head, baselineAdded(buildBaseline(base), buildBaseline(base)))).toEqual([]);
  });

  it('counts entries beyond the base baseline: a count raised from 1 to 2 adds one', () => {
    const two = [lintSource('z.mcp.yaml', descriptor('a b', 'a b'), { catalogue })];
    const once = buildBaseline(two);
    const entry = once.entries.find((e) => e.rule === NAME);
    expect(entry?.count).toBe(2);
    const base = { entries: once.entries.map((e) => (e.rule === NAME ? { ...e, count: 1 } : e)) };
    expect(baselineAdded(once, base).entries.map((e) => [e.rule, e.count])).toEqual([[NAME, 1]]);
  });
});
