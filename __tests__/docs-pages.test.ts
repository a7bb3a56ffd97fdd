import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { CORPUS_DIR, generateDocs, versionCell, visible } from '../src/docs/generate.js';
import { catalogue } from './helpers/corpus.js';

const root = packageRoot();
let pages: Map<string, string>;

beforeAll(async () => {
  pages = await generateDocs(root, catalogue);
}, 120_000);

const page = (id: string): string => pages.get(`docs/rules/${id}.md`) ?? '';

/** A page's sections by heading ("## Invalid example 2" → its lines). */
function sections(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) found.set((current = line.slice(3)), []);
    else found.get(current)?.push(line);
  }
  return found;
}

/** The excerpts of a section: each one's file and its shown lines by number, as the page prints them. */
function excerpts(lines: readonly string[]): { file: string; lines: Map<number, string>; height: number }[] {
  const found: { file: string; lines: Map<number, string>; height: number }[] = [];
  for (const [i, line] of lines.entries()) {
    const caption = /^Source: `([^`]+)`, lines? /.exec(line);
    if (!caption) continue;
    expect(lines[i + 2]).toBe('```text');
    const end = lines.indexOf('```', i + 3);
    const block = lines.slice(i + 3, end);
    const shown = new Map<number, string>();
    for (const row of block) {
      const numbered = /^ *(\d+) │(?: (.*))?$/.exec(row);
      if (numbered) shown.set(Number(numbered[1]), numbered[2] ?? '');
      else expect(row).toMatch(/^ *… │$/);
    }
    found.push({ file: caption[1], lines: shown, height: block.length });
  }
  return found;
}

function sourceLines(file: string): string[] {
  return readFileSync(join(root, CORPUS_DIR, file), 'utf8').split(/\r\n|\r|\n/);
}

describe('rule pages', () => {
  it('have a "How to fix" section with the catalogue\'s fix, after the versions and before the examples', () => {
    for (const rule of catalogue.rules) {
      const text = page(rule.id);
      const headings = [...sections(text).keys()];
      expect([rule.id, sections(text).get('How to fix')?.join('\n').trim().split('\n\n')[0]]).toEqual([rule.id, rule.fix]);
      const fix = headings.indexOf('How to fix');
      expect(headings.slice(fix + 1).every((h) => /example|^$/i.test(h))).toBe(true);
    }
  });

  it('show examples of at most 20 lines, verbatim from the corpus file at its line numbers', () => {
    let count = 0;
    for (const rule of catalogue.rules) {
      for (const [heading, lines] of sections(page(rule.id))) {
        if (!heading.includes('example')) continue;
        for (const excerpt of excerpts(lines)) {
          count++;
          expect([rule.id, heading, excerpt.height <= 20]).toEqual([rule.id, heading, true]);
          expect(excerpt.lines.size).toBeGreaterThan(0);
          const source = sourceLines(excerpt.file);
          for (const [number, text] of excerpt.lines) expect([rule.id, number, text]).toEqual([rule.id, number, visible(source[number - 1]).trimEnd()]);
        }
      }
    }
    expect(count).toBeGreaterThan(2 * catalogue.rules.length - 10);
  });

  it('report findings at lines the excerpt shows, at a column inside the shown text', () => {
    let checked = 0;
    for (const rule of catalogue.rules) {
      for (const [heading, lines] of sections(page(rule.id))) {
        if (!heading.startsWith('Invalid example')) continue;
        const shown = excerpts(lines);
        const reports = lines.filter((l) => l.startsWith('- `'));
        expect([rule.id, heading, reports.length > 0]).toEqual([rule.id, heading, true]);
        for (const report of reports) {
          const [, file, line, column] = /^- `(.+):(\d+):(\d+)` /.exec(report) ?? [];
          const excerpt = shown.find((e) => e.file === file);
          const text = excerpt?.lines.get(Number(line));
          expect([rule.id, report, text !== undefined]).toEqual([rule.id, report, true]);
          // The column is the file's; a shown line differs from the file's only where invisible characters are spelled out.
          expect(Number(column)).toBeLessThanOrEqual(sourceLines(file)[Number(line) - 1].length + 1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(catalogue.rules.length);
  });

  it('leave out lines of long values and mark where', () => {
    // tools-input-schema.mcp.json is far longer than an excerpt: the page shows its findings' lines.
    const [excerpt] = [...sections(page('mcp.tool.input-schema'))].filter(([h]) => h.startsWith('Invalid example')).flatMap(([, lines]) => excerpts(lines));
    expect(excerpt.lines.size).toBeLessThan(sourceLines(excerpt.file).length - 1);
    expect(page('mcp.tool.input-schema')).toContain('(`…` marks lines left out)');
  });
});

describe('version grids', () => {
  const grid = (id: string): Record<string, string> => {
    const lines = page(id).split('\n');
    const header = lines.findIndex((l, i) => l.startsWith('| ') && lines[i + 1]?.startsWith('|---') && !l.startsWith('| |'));
    const cells = (row: string) =>
      row
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim());
    return Object.fromEntries(cells(lines[header]).map((v, i) => [v, cells(lines[header + 2])[i]]));
  };

  it('mark versions without the surface "not applicable": elicitation before 2025-06-18', () => {
    expect(grid('mcpdesc.tool.interaction.elicitation-consistency')).toEqual({
      '2024-11-05': 'not applicable',
      '2025-03-26': 'not applicable',
      '2025-06-18': 'applies',
      '2025-11-25': 'applies',
      '2026-07-28': 'applies',
    });
    expect(page('mcpdesc.tool.interaction.elicitation-consistency')).toContain('"not applicable": the version has no');
  });

  it('tell "does not apply" (the surface exists, the rule is not checked) from "not applicable"', () => {
    expect(grid('mcp.icon.source')['2025-06-18']).toBe('not applicable');
    expect(grid('mcp.tool.output-schema')).toMatchObject({ '2025-03-26': 'not applicable', '2025-06-18': 'applies' });
    // Tool names are checked in every version: clients reject a name with a space whatever the version.
    expect(grid('mcp.tool.name-format')).toMatchObject({ '2024-11-05': 'applies', '2025-06-18': 'applies' });
    expect(grid('mcpdesc.card.name')).toMatchObject({ '2026-03-03': 'does not apply' });
    expect(grid('mcp.tool.x-mcp-header')).toMatchObject({ '2025-11-25': 'not applicable', '2026-07-28': 'applies' });
  });

  it("use the format's own axis: server.json dates, MCPB manifest versions, Server Card drafts; none for client configurations", () => {
    expect(grid('mcpdesc.registry.title')).toEqual({
      '2025-07-09': 'not applicable',
      '2025-09-16': 'not applicable',
      '2025-09-29': 'not applicable',
      '2025-10-11': 'applies',
      '2025-10-17': 'applies',
      '2025-12-11': 'applies',
      draft: 'applies',
    });
    expect(Object.keys(grid('mcpdesc.mcpb.structure'))).toEqual(['0.1', '0.2', '0.3', '0.4']);
    expect(grid('mcpdesc.card.name')).toMatchObject({ '2026-03-03': 'does not apply', '2026-08-14': 'applies' });
    expect(page('mcpdesc.config.structure')).toContain('declare no version, so the rule applies to every such file.');
    expect(page('mcpdesc.config.structure')).not.toContain('| applies |');
  });

  it('agree with the catalogue for every rule of one versioned format', () => {
    for (const rule of catalogue.rules.filter((r) => r.versions.length > 0)) {
      const cells = grid(rule.id);
      for (const [version, cell] of Object.entries(cells)) expect([rule.id, version, cell]).toEqual([rule.id, version, versionCell(rule, version)]);
      const surface = rule.surfaceVersions.length > 0 ? rule.versions.filter((v) => rule.surfaceVersions.includes(v)) : rule.versions;
      for (const version of surface) expect([rule.id, version, cells[version]]).toEqual([rule.id, version, 'applies']);
    }
  });
});
