import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { runCli } from '../src/cli/main.js';
import { catalogue } from './helpers/corpus.js';

const root = packageRoot();
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('README', () => {
  it('opens with exactly the two set-up commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(
      firstBlock
        .split('\n')
        .filter(Boolean)
        .map((line) => line.replace(/\s+#.*$/, '')),
    ).toEqual(['npm ci && npx mcpdesc lint examples', 'npm ci && npm test']);
  });

  it('shows output that mcpdesc really prints for the examples', async () => {
    const shown = /```text\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    let stdout = '';
    await runCli(['lint', 'examples'], {
      cwd: root,
      stdout: (t) => {
        stdout += t;
      },
      stderr: () => {},
    });
    expect(stdout).toContain(shown.trimEnd());
  });
});

describe('README: client configurations', () => {
  it('shows real output for each client-config rule', async () => {
    const section = readme.slice(readme.indexOf('## Client configurations'));
    const shown = (/```text\n([\s\S]*?)```/.exec(section)?.[1] ?? '').trimEnd().split('\n');
    let stdout = '';
    await runCli(['lint', '.'], {
      cwd: join(root, '__tests__', 'conformance', 'expected-invalid', 'config'),
      stdout: (t) => {
        stdout += t;
      },
      stderr: () => {},
    });
    const printed = stdout.split('\n');
    expect(shown.filter((line) => !printed.includes(line))).toEqual([]);
    const rules = new Set(shown.map((line) => line.split(' ')[2]));
    expect(catalogue.rules.filter((r) => r.family === 'config' && !rules.has(r.id)).map((r) => r.id)).toEqual([]);
  });
});

describe('README: registry server.json and MCPB bundles', () => {
  it('shows lines mcpdesc really prints for the examples, the registry upgrade among them', async () => {
    const section = readme.slice(readme.indexOf('## Registry server.json and MCPB bundles'), readme.indexOf('## Command line'));
    const shown = [...section.matchAll(/```text\n([\s\S]*?)```/g)].flatMap((m) => m[1].trimEnd().split('\n'));
    let stdout = '';
    await runCli(['lint', 'examples/registry', 'examples/weather-bundle'], {
      cwd: root,
      stdout: (t) => {
        stdout += t;
      },
      stderr: () => {},
    });
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.filter((line) => !stdout.split('\n').includes(line))).toEqual([]);
    expect(shown.some((line) => line.includes('mcpdesc.registry.superseded') && line.includes('2025-09-29'))).toBe(true);
  });
});

describe('examples/', () => {
  it('covers every protocol version and shows findings from each rule family users come for', async () => {
    let stdout = '';
    await runCli(['lint', 'examples', '--format', 'json'], {
      cwd: root,
      stdout: (t) => {
        stdout += t;
      },
      stderr: () => {},
    });
    const report = JSON.parse(stdout) as { files: { protocolVersion: string | null; format: string }[]; findings: { ruleId: string }[] };
    const descriptors = report.files.filter((f) => f.format === 'mcpdesc-descriptor');
    expect([...new Set(descriptors.map((f) => f.protocolVersion))].sort()).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']);
    const families = new Set(report.findings.map((f) => catalogue.get(f.ruleId)?.family));
    expect(['tools', 'interaction', 'resources', 'security'].filter((family) => !families.has(family))).toEqual([]);
  });
});

describe('examples/README.md', () => {
  it('names every example, and says which are clean and which are broken on purpose, as mcpdesc finds them', async () => {
    const table = readFileSync(join(root, 'examples', 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const stated = new Map(
      table.flatMap((line) => [...line.split(' | ')[0].matchAll(/`([^`]+)`/g)].map((m) => [`examples/${m[1]}`, !line.includes('| clean')])),
    );
    let stdout = '';
    await runCli(['lint', 'examples', '--format', 'json'], {
      cwd: root,
      stdout: (t) => {
        stdout += t;
      },
      stderr: () => {},
    });
    const report = JSON.parse(stdout) as { files: { path: string }[]; findings: { path: string }[] };
    const found = new Map(report.files.map((f) => [f.path, report.findings.some((finding) => finding.path === f.path)]));
    expect(stated).toEqual(found);
  });
});
