/**
 * Generated reference files: JSON Schemas of the descriptor format per version, and rule documentation
 * from the catalogue and the conformance corpus, one page per rule
 * (docs/rules/<id>.md) and an index. The examples shown are excerpts of corpus files, and each invalid
 * example shows the findings mcpdesc actually reports for it, at the file's line numbers the excerpt
 * shows, so the docs cannot drift from behaviour.
 * SARIF help.markdown carries these same pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axisOf, type Catalogue, type ExampleRef, type RuleEntry } from '../catalogue/catalogue.js';
import { driftSource, servedSibling } from '../drift/verify.js';
import { compareByPosition, type Finding } from '../engine/finding.js';
import type { Range } from '../parse/lines.js';
import { DEFAULT_CONFIG } from '../runner/config.js';
import { lintFile, sharedReads } from '../runner/run.js';
import { formatOf, parseDocument } from '../parse/parse.js';
import { descriptorSchema, descriptorSchemaFile } from '../formats/mcpdesc-descriptor/editor-schema.js';
import { VERSIONS } from '../protocol/versions.js';
import { ANY_VERSION_SCHEMA_FILE, anyVersionSchema, editorsPage, schemaStoreEntry } from './editors.js';
import { FORMATS, formatById } from '../formats/index.js';

export const CORPUS_DIR = '__tests__/conformance';

/** Every generated file (rule pages, their index, descriptor JSON Schemas), by path relative to the repository root. */
export async function generateDocs(root: string, catalogue: Catalogue): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const version of VERSIONS) pages.set(descriptorSchemaFile(version), `${JSON.stringify(descriptorSchema(version), null, 2)}\n`);
  const shared = sharedReads(join(root, CORPUS_DIR));
  for (const rule of catalogue.rules) pages.set(`docs/rules/${rule.id}.md`, await rulePage(rule, root, catalogue, shared));
  pages.set('docs/rules/README.md', indexPage(catalogue));
  pages.set('docs/formats.md', formatsPage(catalogue));
  pages.set(ANY_VERSION_SCHEMA_FILE, `${JSON.stringify(anyVersionSchema(), null, 2)}\n`);
  pages.set('docs/schemastore-catalog-entry.json', `${JSON.stringify(schemaStoreEntry(), null, 2)}\n`);
  pages.set('docs/editors.md', editorsPage());
  return pages;
}

/** The formats mcpdesc knows: where it looks, how it tells them, which versions, how many rules. */
function formatsPage(catalogue: Catalogue): string {
  const lines = [
    '<!-- generated from src/formats/*/info.ts and rules/*.yaml by npm run docs; do not edit -->',
    '# MCP file formats',
    '',
    'mcpdesc looks at these paths by default (the `include` default) and recognizes each file by its content,',
    'then by its path: a file whose content is clearly one format is that format wherever it is; content',
    'several formats share (a list of `mcpServers`) goes to the format whose path it is at; a file that fits',
    'no format is still that format when its name alone says so (a broken `*.mcp.json` is a broken',
    'descriptor), and otherwise no MCP file at all, skipped with the reason. Where two formats fit a file',
    "equally well, the one listed first takes it (each format's `precedence`, in `src/formats/<id>/info.ts`).",
    '',
    '| format | id | paths | named by its path alone | versions | rules |',
    '|---|---|---|---|---|---|',
  ];
  for (const format of FORMATS) {
    // The rules listed for the format below: its own, and those it shares (a descriptor's tool and security
    // rules, a client's configuration rules, the consistency rules that compare it with other files).
    const rules = checkingRules(catalogue, format.id).length;
    lines.push(
      `| ${format.title} | \`${format.id}\` | ${format.paths.map((p) => `\`${p}\``).join(', ')} | ${format.namedBy.length > 0 ? 'yes' : 'no: its content must show it'} | ${format.versions.join(', ') || '—'} | ${format.checked ? rules : 'recognized, not checked yet'} |`,
    );
  }
  lines.push(
    '',
    'Every checked format also gets the rules that read any file: `mcpdesc.document.syntax`, `mcpdesc.document.limits`, `mcpdesc.document.file` and `mcpdesc.internal`.',
    '',
    '## What is checked in each format',
    '',
  );
  for (const format of FORMATS) {
    const rules = checkingRules(catalogue, format.id);
    const checked = format.checked ? rules.map((r) => `[\`${r.id}\`](rules/${r.id}.md)`).join(', ') : 'recognized, not checked yet';
    lines.push(`- **${format.title}** (\`${format.id}\`): ${checked}.`);
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * The severity principle, on every rule page ("say only what you know"): what the rule's default level
 * claims, and when a conclusion drawn from other files may be an error.
 */
const PRINCIPLE =
  'A conclusion drawn from other files (a file missing beside a manifest, a version in a neighbouring package) is an error only when nothing in the repository suggests that a build or release step makes or rewrites what is missing.';
const WHEN_AN_ERROR: Readonly<Record<RuleEntry['level'], string>> = {
  error: `By default, always: the official tool (mcp-publisher, mcpb validate) or the client rejects the file, or it certainly breaks at run time. ${PRINCIPLE}`,
  warning: `Not by default: a warning says the file is very likely wrong, and the message says what would make it right. ${PRINCIPLE}`,
  note: `Not by default: a note is worth knowing, nothing more. ${PRINCIPLE}`,
};

/** The rules that check a format, but for those that read every file (syntax, limits). */
function checkingRules(catalogue: Catalogue, id: string): RuleEntry[] {
  return catalogue.rules.filter((r) => r.formats.includes(id) && r.formats.length < FORMATS.length);
}

async function rulePage(rule: RuleEntry, root: string, catalogue: Catalogue, shared: ReturnType<typeof sharedReads>): Promise<string> {
  const lines = [
    `# ${rule.title}`,
    '',
    rule.summary,
    '',
    `> ${rule.statement}`,
    '',
    '| | |',
    '|---|---|',
    `| Rule ID | \`${rule.id}\` |`,
    `| Owner | ${rule.owner} |`,
    `| Surface | ${rule.surface} · Path: \`${rule.path}\` |`,
    `| Kind | ${rule.kind} |`,
    `| Requirement level | ${rule.requirement} (SARIF \`${rule.level}\`) |`,
    `| When this is an error | ${WHEN_AN_ERROR[rule.level]} |`,
    `| Status | ${rule.status} |`,
    ...(rule.spec ? [`| Specification | <${rule.spec}> |`] : []),
    '',
    ...versionsSection(rule),
    '## How to fix',
    '',
    rule.fix,
    '',
  ];
  if (rule.examples.valid.length + rule.examples.invalid.length === 0) {
    lines.push('This rule reports failures of mcpdesc itself, so it has no examples.', '');
  }
  for (const [i, ref] of rule.examples.valid.entries()) lines.push(...example(`Valid example${numbered(rule.examples.valid, i)}`, ref, root, []));
  for (const [i, ref] of rule.examples.invalid.entries()) {
    const findings = (await corpusFindings(join(root, CORPUS_DIR), ref.file, catalogue, shared)).filter((f) => f.ruleId === rule.id).sort(compareByPosition);
    lines.push(...example(`Invalid example${numbered(rule.examples.invalid, i)}`, ref, root, findings));
    lines.push(...reported(ref, findings));
  }
  lines.push(
    `Configure: set \`${rule.id}\` to \`error\`, \`warning\`, \`note\` or \`off\` under \`rules:\` in \`.mcpdesc.yaml\`. Catalogue entry: \`rules/${rule.family}.yaml\`.`,
    '',
  );
  return lines.join('\n');
}

/**
 * Where the rule applies on its format's version axis (protocol versions for a descriptor, schema dates
 * for a server.json, drafts for a Server Card): "applies", "does not apply" (the surface exists but the
 * rule is not checked there) or "not applicable" (the surface does not exist in that version). Formats
 * without versions (client configurations) get a sentence instead.
 */
function versionsSection(rule: RuleEntry): string[] {
  const formats = rule.formats.map((id) => formatById(id)).filter((f) => f !== undefined);
  const axis = formats.length === rule.formats.length ? axisOf(rule.formats) : [];
  if (axis.length === 0) {
    const unversioned = formats.every((f) => f.versions.length === 0);
    const which = formats.length > 3 ? 'The formats it checks' : formats.map((f) => f.title).join(', ');
    const sentence = unversioned
      ? `${which} declare no version, so the rule applies to every such file.`
      : 'Applies to every version of every format it checks.';
    return ['## Versions', '', sentence, ''];
  }
  const heading = formats[0].id === 'mcpdesc-descriptor' ? 'Protocol versions' : `${formats[0].title} versions`;
  const cells = axis.map((v) => versionCell(rule, v));
  const legend = [
    ...(cells.includes('does not apply') ? ['"does not apply": the version has the surface, but the rule is not checked in it'] : []),
    ...(cells.includes('not applicable') ? [`"not applicable": the version has no ${rule.surface.toLowerCase()} surface for the rule to check`] : []),
  ];
  return [
    `## ${heading}`,
    '',
    `| ${axis.join(' | ')} |`,
    `|${axis.map(() => '---').join('|')}|`,
    `| ${cells.join(' | ')} |`,
    '',
    ...(legend.length > 0 ? [`${legend.join('; ')}.`, ''] : []),
  ];
}

export type VersionCell = 'applies' | 'does not apply' | 'not applicable';

/** One cell of a rule's version grid. */
export function versionCell(rule: RuleEntry, version: string): VersionCell {
  if (rule.surfaceVersions.length > 0 && !rule.surfaceVersions.includes(version)) return 'not applicable';
  return rule.versions.length === 0 || rule.versions.includes(version) ? 'applies' : 'does not apply';
}

/** The index's short form: "all", "2025-06-18+", or the versions listed. */
function versionsCell(rule: RuleEntry): string {
  const axis = axisOf(rule.formats);
  if (rule.versions.length === 0 || rule.versions.length === axis.length) return 'all';
  const from = axis.indexOf(rule.versions[0]);
  const contiguousToLatest = rule.versions.every((v, i) => axis[from + i] === v) && from + rule.versions.length === axis.length;
  return contiguousToLatest ? `${rule.versions[0]}+` : rule.versions.join(', ');
}

function numbered(list: readonly ExampleRef[], index: number): string {
  return list.length > 1 ? ` ${index + 1}` : '';
}

function example(heading: string, ref: ExampleRef, root: string, findings: readonly Finding[]): string[] {
  const lines = [`## ${heading}`, '', ...excerptBlock(ref.file, ref.pointer, root, findings)];
  // A drift example is a descriptor plus what its server serves; show the server's side too.
  const served = servedSibling(ref.file);
  if (served && existsSync(join(root, CORPUS_DIR, served)))
    lines.push('Served by the server (what `mcpdesc capture` would write):', '', ...excerptBlock(served, ref.pointer, root, []));
  return lines;
}

/**
 * The height of an excerpt (its lines and the marks of lines left out) it is cut to: enough for the
 * point, short enough to read. Only findings on far-apart lines make one taller (each keeps its line).
 */
export const EXCERPT_HEIGHT = 16;

/** The lines of a corpus file an example shows, by their line numbers (1-based) in the file. */
export interface Excerpt {
  file: string;
  /** The pointer the excerpt is about: the example's, or its nearest ancestor the file has. */
  pointer: string;
  /** The file's lines, in order, as shown: each verbatim, with its number in the file. */
  lines: { number: number; text: string }[];
}

/**
 * The part of a corpus file at the example's pointer: the lines of the value there with a line of context
 * either side when that fits, else its first and last lines and the lines the findings are on, each with
 * as much context as fits in EXCERPT_HEIGHT. Line numbers stay the file's, so the findings listed under it
 * point into it.
 */
export function excerptOf(file: string, wanted: string, root: string, findings: readonly Finding[]): Excerpt {
  const text = readFileSync(join(root, CORPUS_DIR, file), 'utf8');
  const source = text.split(/\r\n|\r|\n/);
  if (source.length > 1 && source[source.length - 1] === '') source.pop();
  const parsed = parseDocument(text, formatOf(file));
  const pointer = parsed.value === undefined ? '' : parsed.nearest(wanted);
  // The root is the whole file: its comments (suppressions among them) and any further YAML documents.
  const [first, last] = pointer === '' ? [1, source.length] : linesOf(parsed.extent(pointer), source.length);
  const at = [...new Set(findings.map((f) => f.range.start.line))].filter((n) => n >= 1 && n <= source.length);
  const clip = (n: number) => Math.min(source.length, Math.max(1, n));
  const span = (from: number, to: number) => Array.from({ length: clip(to) - clip(from) + 1 }, (_, i) => clip(from) + i);
  let numbers: number[];
  if (last - first + 1 <= EXCERPT_HEIGHT) {
    const withContext = span(first - 1, last + 1);
    numbers = withContext.length <= EXCERPT_HEIGHT ? withContext : span(first, last);
    for (const line of at) if (!numbers.includes(line)) numbers.push(...span(line - 1, line + 1));
  } else if (at.length === 0) {
    numbers = [...span(first, first + EXCERPT_HEIGHT - 3), last];
  } else {
    numbers = [];
    for (const context of [2, 1, 0]) {
      numbers = [...span(first, first + context), ...at.flatMap((line) => span(line - context, line + context)), ...span(last - context, last)];
      if (height(shown(numbers)) <= EXCERPT_HEIGHT) break;
    }
  }
  return { file, pointer, lines: shown(numbers).map((number) => ({ number, text: source[number - 1] })) };
}

/** The first and last line of a range; an end at the start of a line ends on the line before. */
function linesOf(range: Range, count: number): [number, number] {
  const first = Math.min(count, Math.max(1, range.start.line));
  const end = range.end.column === 1 && range.end.line > first ? range.end.line - 1 : range.end.line;
  return [first, Math.min(count, Math.max(first, end))];
}

/** Lines and the marks between runs of them. */
function height(numbers: readonly number[]): number {
  return numbers.length + numbers.filter((n, i) => i > 0 && n > numbers[i - 1] + 1).length;
}

/** Sorted, without repeats, and with a single left-out line filled in: it costs no more than the mark. */
function shown(numbers: readonly number[]): number[] {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] === 2 ? [n - 1, n] : [n]));
}

/** An excerpt as Markdown: a caption naming the lines, then the lines numbered as in the file, "…" where lines are left out. */
function excerptBlock(file: string, wanted: string, root: string, findings: readonly Finding[]): string[] {
  const { pointer, lines } = excerptOf(file, wanted, root, findings);
  const width = String(lines[lines.length - 1]?.number ?? 1).length;
  const body: string[] = [];
  const runs: { from: number; to: number }[] = [];
  for (const line of lines) {
    const run = runs[runs.length - 1];
    if (run && line.number === run.to + 1) run.to = line.number;
    else {
      if (run) body.push(`${'…'.padStart(width)} │`);
      runs.push({ from: line.number, to: line.number });
    }
    body.push(`${String(line.number).padStart(width)} │ ${visible(line.text)}`.trimEnd());
  }
  const elided = runs.length > 1 ? ' (`…` marks lines left out)' : '';
  const invisible = lines.some((l) => /\p{Cf}/u.test(l.text)) ? ' Invisible characters are shown as ⟨U+XXXX⟩.' : '';
  return [
    `Source: \`${file}\`, line${lines.length > 1 ? 's' : ''} ${runs.map((r) => (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`)).join(', ')}${elided} · Selected: \`${pointer === '' ? '/' : pointer}\`.${invisible}`,
    '',
    '```text',
    ...body,
    '```',
    '',
  ];
}

/** Invisible and bidi-control characters spelled out, so a page showing them (hidden-characters) hides nothing itself. */
export function visible(line: string): string {
  return line.replace(/\p{Cf}/gu, (c) => `⟨U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`);
}

/**
 * Everything mcpdesc reports for a corpus file: lint findings as the CLI reports them, plus, when a
 * served snapshot (`<name>.served.json`) sits beside it, the drift findings "mcpdesc verify" reports
 * against a server that serves it.
 */
export async function corpusFindings(corpus: string, file: string, catalogue: Catalogue, shared = sharedReads(corpus)): Promise<Finding[]> {
  const { findings } = await lintFile(
    { absolute: join(corpus, file), path: file, explicit: true },
    { root: corpus, config: DEFAULT_CONFIG, catalogue, ...shared },
  );
  const sibling = servedSibling(file);
  const served = sibling && join(corpus, sibling);
  if (!served || !existsSync(served)) return findings;
  const snapshot = JSON.parse(readFileSync(served, 'utf8')) as Record<string, unknown>;
  const drift = driftSource(file, readFileSync(join(corpus, file), 'utf8'), snapshot, { catalogue, settings: DEFAULT_CONFIG.rules });
  return [...findings, ...drift.findings];
}

/** The findings mcpdesc reports for the example, produced as the CLI would, at the line numbers the excerpt shows. */
function reported(ref: ExampleRef, findings: readonly Finding[]): string[] {
  return ['mcpdesc reports:', '', ...findings.map((f) => `- \`${ref.file}:${f.range.start.line}:${f.range.start.column}\` ${f.level}: ${f.message}`), ''];
}

function indexPage(catalogue: Catalogue): string {
  const families = [...new Set(catalogue.rules.map((r) => r.family))];
  const lines = [
    '# mcpdesc rules',
    '',
    'Generated from `rules/*.yaml` by `npm run docs`. Levels: must → error, should → warning, may → note.',
    '',
    `An error means the official tool (mcp-publisher, mcpb validate) or the client rejects the file, or it certainly breaks at run time; a warning, very likely wrong; a note, worth knowing. ${PRINCIPLE}`,
    '',
  ];
  for (const family of families) {
    lines.push(`## ${family}`, '', '| Rule | Level | Versions | Title |', '|---|---|---|---|');
    for (const rule of catalogue.rules.filter((r) => r.family === family)) {
      lines.push(`| [\`${rule.id}\`](${rule.id}.md) | ${rule.requirement} | ${versionsCell(rule)} | ${rule.title} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
