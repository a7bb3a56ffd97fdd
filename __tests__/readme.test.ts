import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

describe('README: living with findings', () => {
  it('shows lines mcpdesc really prints for the suppression and baseline examples', async () => {
    const section = readme.slice(readme.indexOf('## Living with findings'), readme.indexOf('## GitHub Action'));
    const shown = [...section.matchAll(/```text\n([\s\S]*?)```/g)].flatMap((m) => m[1].trimEnd().split('\n')).filter((line) => !line.startsWith('$ '));
    expect(shown.length).toBeGreaterThan(5);
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-readme-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    const weather = (...tools: string[]) =>
      `protocolVersion: "2025-11-25"\nserverInfo: { name: weather, version: 1.0.0 }\ncapabilities: { tools: {} }\ntools:\n${tools.join('')}`;
    const forecast =
      '  # mcpdesc-disable-next-line mcp.tool.name-format -- our gateway maps spaces to "_" for every client\n  - name: get forecast\n    description: Forecast for a city.\n    inputSchema: { type: object }\n';
    const alerts = (name: string) => `  - name: ${name}\n    description: Weather alerts for a region.\n    inputSchema: { type: object }\n`;
    let printed = '';
    const mcpdesc = (...args: string[]) =>
      runCli(args, {
        cwd: dir,
        stdout: (t) => {
          printed += t;
        },
        stderr: (t) => {
          printed += t;
        },
      });
    try {
      write(
        'legacy/old.mcp.json',
        '{"protocolVersion": "2025-11-25", "serverInfo": {"name": "old", "version": "0.9.0"}, "capabilities": {"tools": {}}, "tools": [{"name": "fetch page", "description": "Fetch a page.", "inputSchema": {"type": "object"}}]}\n',
      );
      write(
        '.mcpdesc.yaml',
        'ignore:\n  - files: legacy/old.mcp.json\n    rule: mcp.tool.name-format\n    pointer: /tools/0\n    reason: clients already call "fetch page"; renamed in v2\n',
      );
      write('servers/weather.mcp.yaml', weather(forecast, '  # mcpdesc-disable-next-line mcp.tool.name-formt\n', alerts('get alerts')));
      await mcpdesc('lint');
      write('servers/weather.mcp.yaml', weather(forecast, alerts('get alerts')));
      await mcpdesc('baseline');
      await mcpdesc('lint');
      write(
        'servers/weather.mcp.yaml',
        weather(forecast, alerts('get_alerts'), '  - name: get radar\n    description: Radar images.\n    inputSchema: { type: object }\n'),
      );
      await mcpdesc('lint', '--fail-on', 'warning');
      await mcpdesc('baseline', '--update');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(shown.filter((line) => !printed.split('\n').includes(line))).toEqual([]);
  });
});
