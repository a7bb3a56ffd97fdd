import { describe, expect, it } from '@jest/globals';
import { checkPaths, readInputs, sarifPath } from '../src/action/inputs.js';
import { reproduceCommand } from '../src/action/reproduce.js';
import { uploadTarget } from '../src/action/run.js';
import { packageReportContext } from '../src/catalogue/report-context.js';
import type { FileResult, Finding, Level } from '../src/engine/finding.js';
import { escapeData, escapeProperty, formatAnnotations, withoutCommands, workflowCommand } from '../src/report/annotations.js';
import { formatSummary } from '../src/report/summary.js';
import { catalogue } from './helpers/corpus.js';

const context = packageReportContext(catalogue);

function finding(path: string, line: number, level: Level, message = 'm', endLine = line): Finding {
  return { ruleId: 'mcp.schema.tool', level, message, path, pointer: '/tools/0', range: { start: { line, column: 3 }, end: { line: endLine, column: 9 } } };
}

function results(...findings: Finding[]): FileResult[] {
  const paths = [...new Set(findings.map((f) => f.path))];
  return paths.map((path) => ({ path, format: 'mcpdesc-descriptor', version: '2025-03-26', findings: findings.filter((f) => f.path === path) }));
}

describe('workflow commands', () => {
  it('escapes message data: %, CR and LF', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
  });

  it('escapes property values: data escapes plus : and ,', () => {
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('writes ::command props::message, leaving out properties without a value', () => {
    expect(workflowCommand('error', { file: 'dir/a,b:c.mcp.json', line: 3, col: undefined }, 'bad\nvalue: "x"')).toBe(
      '::error file=dir/a%2Cb%3Ac.mcp.json,line=3::bad%0Avalue: "x"',
    );
    expect(workflowCommand('notice', {}, 'hi')).toBe('::notice::hi');
  });

  it('fences untrusted text so the runner reads no commands in it', () => {
    expect(withoutCommands('::error::x.mcp.json\n', 'T0K3N')).toBe('::stop-commands::T0K3N\n::error::x.mcp.json\n::T0K3N::\n');
  });
});

describe('formatAnnotations', () => {
  it('keeps 10 per level, spread over files first, and counts the rest', () => {
    const many = [
      ...Array.from({ length: 12 }, (_, i) => finding('a.mcp.json', i + 1, 'error')),
      finding('b.mcp.json', 40, 'error'),
      finding('c.mcp.json', 50, 'warning'),
      finding('c.mcp.json', 51, 'note'),
    ];
    const { commands, hidden } = formatAnnotations(results(...many), context);
    expect(hidden).toEqual({ error: 3, warning: 0, note: 0 });
    const errors = commands.filter((c) => c.startsWith('::error '));
    expect(errors).toHaveLength(10);
    expect(errors.some((c) => c.includes('file=b.mcp.json,line=40'))).toBe(true);
    expect(commands.filter((c) => c.startsWith('::warning '))).toHaveLength(1);
    expect(commands[commands.length - 1]).toMatch(
      /^::notice title=mcpdesc mcp.schema.tool,file=c.mcp.json,line=51,endLine=51,col=3,endColumn=9::m%0ARule: https:\/\/.*mcp.schema.tool.md$/,
    );
  });

  it('gives columns only when the finding is on one line', () => {
    const { commands } = formatAnnotations(results(finding('a.mcp.json', 2, 'error', 'm', 4)), context);
    expect(commands[0]).toMatch(/^::error title=mcpdesc mcp.schema.tool,file=a.mcp.json,line=2,endLine=4::/);
  });
});

describe('formatSummary', () => {
  const options = {
    context,
    scope: 'MCP files changed by pull request #1 (git)',
    blobUrl: 'https://github.com/o/r/blob/abc/',
    verdict: { failOn: 'error' as const, failures: [] },
  };

  it('counts by level and links each finding to its line and its rule page', () => {
    const text = formatSummary(results(finding('dir/a b.mcp.json', 7, 'error', 'bad | value\n<b>x</b>')), {
      ...options,
      notes: ['Not uploaded: upload: false.'],
    });
    expect(text).toContain('1 MCP file checked: 1 descriptor (MCP files changed by pull request #1 (git)).');
    expect(text).toContain('| 1 | 0 | 0 |');
    expect(text).toContain('[dir/a b.mcp.json:7:3](https://github.com/o/r/blob/abc/dir/a%20b.mcp.json#L7)');
    expect(text).toContain(`[mcp.schema.tool](${context.ruleHelpUri('mcp.schema.tool')})`);
    expect(text).toContain('bad \\| value \\<b\\>x\\</b\\>');
    expect(text).toContain('Not uploaded: upload: false.');
  });

  it('keeps GitHub from linking "pkg@1.2.3" in a message as an e-mail address', () => {
    const text = formatSummary(results(finding('a.mcp.json', 2, 'warning', 'Pin "@scope/pkg@1.2.3".')), options);
    expect(text).toContain('Pin "@<!-- -->scope/pkg@<!-- -->1.2.3".');
    expect(text).not.toMatch(/[^\s"]@[^<]/);
  });

  it('links the other places a finding is about under its message', () => {
    const related = {
      path: 'package.json',
      range: { start: { line: 3, column: 14 }, end: { line: 3, column: 21 } },
      message: 'package.json "version" is "1.3.0"',
    };
    const text = formatSummary(results({ ...finding('server.json', 5, 'warning', 'version differs'), related: [related] }), options);
    expect(text).toContain(
      'version differs<br>see also [package.json:3:14](https://github.com/o/r/blob/abc/package.json#L3): package.json "version" is "1.3.0" |',
    );
  });

  it('caps the table and says how many findings are not shown', () => {
    const text = formatSummary(results(...Array.from({ length: 5 }, (_, i) => finding('a.mcp.json', i + 1, 'warning'))), { ...options, maxRows: 2 });
    expect(text.split('\n').filter((l) => l.startsWith('| ⚠️'))).toHaveLength(2);
    expect(text).toContain('…and 3 more findings');
  });

  it('opens with the verdict, under a heading that names the category', () => {
    const failed = formatSummary(results(finding('a.mcp.json', 2, 'error')), {
      ...options,
      category: 'servers',
      verdict: { failOn: 'error', failures: ['mcpdesc found 1 error, 0 warnings and 0 notes (fail-on: error).'] },
    });
    expect(failed.split('\n').slice(0, 3)).toEqual([
      '## mcpdesc: servers',
      '',
      '❌ **Failed:** mcpdesc found 1 error, 0 warnings and 0 notes (fail-on: error).',
    ]);
    const warned = formatSummary(results(finding('a.mcp.json', 2, 'warning')), options);
    expect(warned.split('\n').slice(0, 3)).toEqual(['## mcpdesc', '', '✅ **Passed:** no finding reaches fail-on: error.']);
    expect(formatSummary(results(finding('a.mcp.json', 2, 'error')), { ...options, verdict: { failOn: 'never', failures: [] } })).toContain(
      '✅ **Passed:** findings do not fail this step (fail-on: never).',
    );
    expect(formatSummary([{ path: 'a.mcp.json', format: 'mcpdesc-descriptor', version: '2025-03-26', findings: [] }], options)).toContain(
      '✅ **Passed:** no problems found.',
    );
  });

  it('never hides suppressed findings behind "no problems found", and puts the preface right under the verdict', () => {
    const accepted = { ...finding('a.mcp.json', 2, 'error'), suppression: { kind: 'external' as const, justification: 'in the baseline' } };
    const text = formatSummary([{ path: 'a.mcp.json', format: 'mcpdesc-descriptor', version: '2025-03-26', findings: [], suppressed: [accepted, accepted] }], {
      ...options,
      preface: ['⚠️ **This pull request changes `.mcpdesc-baseline.json`.**', ''],
    });
    expect(text.split('\n').slice(0, 5)).toEqual([
      '## mcpdesc',
      '',
      '✅ **Passed:** no problems found but 2 suppressed findings.',
      '',
      '⚠️ **This pull request changes `.mcpdesc-baseline.json`.**',
    ]);
    expect(text).toContain('🔕 2 suppressed findings (baseline, `ignore:` entries or comments) are not counted: the SARIF file holds them as dismissed.');
  });

  it('counts the old findings of unchanged files apart', () => {
    expect(formatSummary(results(finding('a.mcp.json', 2, 'warning')), { ...options, old: 1 })).toContain(
      'ℹ️ 1 older finding in MCP files this change did not touch (re-checked because a package manifest beside them changed) is not counted',
    );
  });

  it('stays under 1 MiB with thousands of long non-ASCII paths: every table capped, links to long paths left out, findings kept', () => {
    const long = (i: number) => `${'données/'.repeat(450)}fichier-${i}.mcp.json`; // 4,000 characters, 4,450 bytes
    const files: FileResult[] = Array.from({ length: 3000 }, (_, i) => ({
      path: long(i),
      format: 'mcpdesc-descriptor',
      version: '2025-03-26',
      findings: i < 300 ? [finding(long(i), 2, 'error', 'é'.repeat(1900))] : [],
    }));
    const skipped: FileResult[] = Array.from({ length: 3000 }, (_, i) => ({
      path: `${long(i)}.x`,
      format: null,
      version: null,
      skipped: 'not an MCP file',
      findings: [],
    }));
    const text = formatSummary([...files, ...skipped], {
      ...options,
      maxRows: 5000,
      notes: ['n'.repeat(50_000)],
      preface: Array.from({ length: 2000 }, () => 'p'.repeat(100)),
    });
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    expect(text).toMatch(/…and \d+ more files, left out of this summary\./);
    expect(text.match(/left out of this summary/g)).toHaveLength(2);
    expect(text).toMatch(/…and \d+ more findings, in the SARIF file and the workflow log\./);
    expect(text.split('\n').filter((line) => line.startsWith('| ❌ error |')).length).toBeGreaterThan(50);
    expect(text).not.toContain('](https://github.com/o/r/blob/abc/donn');
    expect(text).toContain(`| ${'données/'.repeat(12)}donn…`);
  });

  it('lists the files checked with format and version, folded away when there are many', () => {
    const few = formatSummary(
      [
        { path: 'a.mcp.json', format: 'mcpdesc-descriptor', version: '2025-03-26', findings: [] },
        { path: '.vscode/mcp.json', format: 'vscode-mcp-json', version: null, findings: [] },
        { path: 'db/server.json', format: null, version: null, skipped: 'not an MCP file', findings: [] },
      ],
      options,
    );
    expect(few).toContain(
      [
        '<details open><summary>Files checked: 2</summary>',
        '',
        '| file | format | version |',
        '|---|---|---|',
        '| [a.mcp.json](https://github.com/o/r/blob/abc/a.mcp.json) | descriptor | 2025-03-26 |',
        '| [.vscode/mcp.json](https://github.com/o/r/blob/abc/.vscode/mcp.json) | VS Code MCP config | — |',
        '',
        '</details>',
      ].join('\n'),
    );
    const many = formatSummary(
      Array.from({ length: 11 }, (_, i) => ({ path: `s${i}.mcp.json`, format: 'mcpdesc-descriptor', version: '2025-06-18', findings: [] })),
      options,
    );
    expect(many).toContain('<details><summary>Files checked: 11</summary>');
  });

  it('ends with the alerts link and a command to reproduce, fenced so the command cannot end the block', () => {
    const text = formatSummary(results(finding('a.mcp.json', 2, 'error')), {
      ...options,
      alertsUrl: 'https://github.com/o/r/security/code-scanning?query=is%3Aopen%20pr%3A1%20tool%3Amcpdesc',
      reproduce: "npx mcpdesc lint 'a```b'",
    });
    expect(
      text.endsWith(
        [
          '[Code-scanning alerts for this pull request](https://github.com/o/r/security/code-scanning?query=is%3Aopen%20pr%3A1%20tool%3Amcpdesc)',
          '',
          'Reproduce locally, in a clone:',
          '',
          '````sh',
          "npx mcpdesc lint 'a```b'",
          '````',
          '',
        ].join('\n'),
      ),
    ).toBe(true);
  });
});

describe('reproduceCommand', () => {
  it('runs the released version on the same paths, globs and configuration, quoting what the shell would split', () => {
    expect(
      reproduceCommand({ paths: ['servers', 'my tools'], include: ['**/*.mcp.json'], exclude: ["it's/**"], config: 'ci/mcpdesc.yaml' }, '1.2.3', 'abc123'),
    ).toBe("npx mcpdesc@1.2.3 lint servers 'my tools' --config ci/mcpdesc.yaml --include '**/*.mcp.json' --exclude 'it'\\''s/**' --changed-since abc123");
    expect(reproduceCommand({ paths: ['.'], include: [], exclude: [] }, undefined, undefined)).toBe('npx mcpdesc lint .');
  });
});

describe('sarifPath', () => {
  it('writes under RUNNER_TEMP by default, one file per category, and follows the input relative to the workspace', () => {
    expect(sarifPath({}, '/w', '/tmp/runner')).toBe('/tmp/runner/mcpdesc.sarif');
    expect(sarifPath({ category: 'mcpdesc-servers/' }, '/w', '/tmp/runner')).toBe('/tmp/runner/mcpdesc-mcpdesc-servers-.sarif');
    expect(sarifPath({ sarifFile: 'out/mcpdesc.sarif', category: 'x' }, '/w', '/tmp/runner')).toBe('/w/out/mcpdesc.sarif');
  });
});

describe('readInputs', () => {
  const read = (values: Record<string, string>, event = 'pull_request') => readInputs((name) => values[name] ?? '', event);

  it.each([
    ['pull_request', 'changed'],
    ['merge_group', 'changed'],
    ['push', 'all'],
    ['schedule', 'all'],
    ['workflow_dispatch', 'all'],
  ])('defaults mode on %s to %s', (event, mode) => {
    expect(read({}, event).mode).toBe(mode);
  });

  it('reads lists one entry a line and applies the documented defaults', () => {
    expect(read({ paths: 'servers\n\n  tools  \n', exclude: 'legacy/**' })).toEqual({
      paths: ['servers', 'tools'],
      include: [],
      exclude: ['legacy/**'],
      configFrom: 'base',
      mode: 'changed',
      failOn: 'error',
      upload: 'auto',
      waitForProcessing: true,
      annotations: true,
      suggestions: false,
      token: '',
    });
  });

  it('reads the baseline input, which is left out when empty', () => {
    expect(read({ baseline: ' ci/mcpdesc-baseline.json \n' }).baseline).toBe('ci/mcpdesc-baseline.json');
    expect('baseline' in read({ baseline: '  ' })).toBe(false);
  });

  it.each([
    [{ 'fail-on': 'fatal' }, 'pull_request', 'Input "fail-on" must be "error", "warning", "note" or "never", not "fatal".'],
    [{ mode: 'diff' }, 'pull_request', 'Input "mode" must be "changed" or "all", not "diff".'],
    [{ upload: 'yes' }, 'pull_request', 'Input "upload" must be "auto", "true" or "false", not "yes".'],
    [{ annotations: 'on' }, 'pull_request', 'Input "annotations" must be "true" or "false", not "on".'],
    [{ suggestions: 'yes' }, 'pull_request', 'Input "suggestions" must be "true" or "false", not "yes".'],
    [{ 'config-from': 'pr' }, 'pull_request', 'Input "config-from" must be "base" or "head", not "pr".'],
    [
      { mode: 'changed' },
      'schedule',
      'Input "mode" is "changed", but a "schedule" event does not say what changed; it works on "pull_request", "merge_group" or "push" events. Use mode: all.',
    ],
  ])('rejects %j on %s, naming the input and the accepted values', (values, event, message) => {
    expect(() => read(values, event)).toThrow(message);
  });
});

describe('checkPaths', () => {
  const workspace = '/home/runner/work/servers/servers';

  it.each([['.'], ['servers'], ['servers/../tools'], ['..servers'], [`${workspace}/servers`], ['./a b/%#:,.mcp.json']])(
    'accepts %j, inside the workspace',
    (path) => {
      expect(() => checkPaths([path], workspace)).not.toThrow();
    },
  );

  it.each([['..'], ['../other'], ['servers/../../other'], ['/etc'], ['/home/runner/work/servers/servers-evil']])(
    'rejects %j, outside the workspace, naming the input',
    (path) => {
      expect(() => checkPaths(['servers', path], workspace)).toThrow(`Input "paths": ${JSON.stringify(path)} is outside the workspace (${workspace}).`);
    },
  );
});

describe('uploadTarget', () => {
  const repo = { owner: 'acme', repo: 'servers' };
  const run = { commit: 'c0ffee', workspace: '/home/runner/work/servers/servers', startedAt: '2026-01-01T00:00:00.000Z' };

  it('pairs the ref and commit of the context it is given, as codeql-action does', () => {
    expect(uploadTarget(run, repo, { ref: 'refs/heads/main', sha: 'c0ffee' })).toEqual({
      ...repo,
      ref: 'refs/heads/main',
      commitSha: 'c0ffee',
      checkoutUri: 'file:///home/runner/work/servers/servers',
      startedAt: run.startedAt,
    });
    // The merge commit goes with the merge ref; a checkout of another commit is the pull request's head.
    expect(uploadTarget(run, repo, { ref: 'refs/pull/7/merge', sha: 'c0ffee' })?.ref).toBe('refs/pull/7/merge');
    expect(uploadTarget(run, repo, { ref: 'refs/pull/7/merge', sha: 'beef' })?.ref).toBe('refs/pull/7/head');
    expect(uploadTarget(run, repo, { ref: 'refs/tags/v1', sha: 'beef' })?.ref).toBe('refs/tags/v1');
  });

  it.each([[''], ['main'], ['refs/remotes/origin/main']])('has no target for the ref %j', (ref) => {
    expect(uploadTarget(run, repo, { ref, sha: 'c0ffee' })).toBeUndefined();
  });
});
