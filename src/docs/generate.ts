/**
 * Generated reference files: JSON Schemas of the descriptor format per version, and rule documentation
 * from the catalogue and the conformance corpus, one page per rule
 * (docs/rules/<id>.md) and an index. The examples shown are corpus files, and each invalid example
 * shows the findings mcpdesc actually reports for it, so the docs cannot drift from behaviour.
 * SARIF help.markdown carries these same pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { Catalogue, ExampleRef, RuleEntry } from '../catalogue/catalogue.js';
import { driftSource, servedSibling } from '../drift/verify.js';
import { compareByPosition, type Finding } from '../engine/finding.js';
import { DEFAULT_CONFIG } from '../runner/config.js';
import { lintFile } from '../runner/run.js';
import { formatOf, parseDocument } from '../parse/parse.js';
import { descriptorSchema, descriptorSchemaFile } from '../formats/mcpdesc-descriptor/editor-schema.js';
import { VERSIONS } from '../protocol/versions.js';
import { ANY_VERSION_SCHEMA_FILE, anyVersionSchema, editorsPage, schemaStoreEntry } from './editors.js';
import { getAt, parentPointer } from '../util/pointer.js';
import { FORMATS, formatById } from '../formats/index.js';

export const CORPUS_DIR = '__tests__/conformance';

/** Every generated file (rule pages, their index, descriptor JSON Schemas), by path relative to the repository root. */
export async function generateDocs(root: string, catalogue: Catalogue): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const version of VERSIONS) pages.set(descriptorSchemaFile(version), `${JSON.stringify(descriptorSchema(version), null, 2)}\n`);
  for (const rule of catalogue.rules) pages.set(`docs/rules/${rule.id}.md`, await rulePage(rule, root, catalogue));
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
    '# MCP file formats',
    '',
    'Generated from `src/formats/` by `npm run docs`. mcpdesc looks at these paths by default (the `include`',
    'default) and recognizes each file by its content, then by its path: a file whose content is clearly one',
    'format is that format wherever it is; content several formats share (a list of `mcpServers`) goes to the',
    'format whose path it is at; a file that fits no format is still that format when its name alone says so',
    '(a broken `*.mcp.json` is a broken descriptor), and otherwise no MCP file at all, skipped with the reason.',
    '',
    '| format | id | paths | named by its path alone | versions | rules |',
    '|---|---|---|---|---|---|',
  ];
  for (const format of FORMATS) {
    const rules = catalogue.rules.filter((r) => r.formats.includes(format.id) && r.formats.length === 1).length;
    lines.push(
      `| ${format.title} | \`${format.id}\` | ${format.paths.map((p) => `\`${p}\``).join(', ')} | ${format.namedBy.length > 0 ? 'yes' : 'no: its content must show it'} | ${format.versions.join(', ') || '—'} | ${format.checked ? rules : 'recognized, not checked yet'} |`,
    );
  }
  lines.push(
    '',
    'Every checked format also gets the rules that read any file: `mcpdesc.document.syntax`, `mcpdesc.document.limits`, `mcpdesc.document.file` and `mcpdesc.internal`.',
    '',
  );
  return lines.join('\n');
}

async function rulePage(rule: RuleEntry, root: string, catalogue: Catalogue): Promise<string> {
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
    `| Status | ${rule.status} |`,
    ...(rule.spec ? [`| Specification | <${rule.spec}> |`] : []),
    '',
    ...versionsSection(rule),
  ];
  if (rule.examples.valid.length + rule.examples.invalid.length === 0) {
    lines.push('This rule reports failures of mcpdesc itself, so it has no examples.', '');
  }
  for (const [i, ref] of rule.examples.valid.entries()) lines.push(...example(`Valid example${numbered(rule.examples.valid, i)}`, ref, root));
  for (const [i, ref] of rule.examples.invalid.entries()) {
    lines.push(...example(`Invalid example${numbered(rule.examples.invalid, i)}`, ref, root));
    lines.push(...(await reported(rule, ref, root, catalogue)));
  }
  lines.push(
    `Configure: set \`${rule.id}\` to \`error\`, \`warning\`, \`note\` or \`off\` under \`rules:\` in \`.mcpdesc.yaml\`. Catalogue entry: \`rules/${rule.family}.yaml\`.`,
    '',
  );
  return lines.join('\n');
}

/**
 * Where the rule applies on its format's version axis (protocol versions for a descriptor, schema dates
 * for a server.json); formats without versions (client configurations) get a sentence instead.
 */
function versionsSection(rule: RuleEntry): string[] {
  const formats = rule.formats.map((id) => formatById(id)).filter((f) => f !== undefined);
  const axis = formats.length === 1 ? formats[0].versions : [];
  if (axis.length === 0) {
    const unversioned = formats.every((f) => f.versions.length === 0);
    const which = formats.length > 3 ? 'The formats it checks' : formats.map((f) => f.title).join(', ');
    const sentence = unversioned
      ? `${which} declare no version, so the rule applies to every such file.`
      : 'Applies to every version of every format it checks.';
    return ['## Versions', '', sentence, ''];
  }
  const heading = formats[0].id === 'mcpdesc-descriptor' ? 'Protocol versions' : `${formats[0].title} versions`;
  return [
    `## ${heading}`,
    '',
    `| ${axis.join(' | ')} |`,
    `|${axis.map(() => '---').join('|')}|`,
    `| ${axis.map((v) => (rule.versions.length === 0 || rule.versions.includes(v) ? 'applies' : 'does not apply')).join(' | ')} |`,
    '',
  ];
}

/** The index's short form: "all", "2025-06-18+", or the versions listed. */
function versionsCell(rule: RuleEntry): string {
  const axis = rule.formats.length === 1 ? (formatById(rule.formats[0])?.versions ?? []) : [];
  if (rule.versions.length === 0 || rule.versions.length === axis.length) return 'all';
  const from = axis.indexOf(rule.versions[0]);
  const contiguousToLatest = rule.versions.every((v, i) => axis[from + i] === v) && from + rule.versions.length === axis.length;
  return contiguousToLatest ? `${rule.versions[0]}+` : rule.versions.join(', ');
}

function numbered(list: readonly ExampleRef[], index: number): string {
  return list.length > 1 ? ` ${index + 1}` : '';
}

function example(heading: string, ref: ExampleRef, root: string): string[] {
  const lines = [`## ${heading}`, '', ...excerpt(ref.file, ref.pointer, root)];
  // A drift example is a descriptor plus what its server serves; show the server's side too.
  const served = servedSibling(ref.file);
  if (served && existsSync(join(root, CORPUS_DIR, served)))
    lines.push('Served by the server (what `mcpdesc capture` would write):', '', ...excerpt(served, ref.pointer, root));
  return lines;
}

/** The part of a corpus file at `wanted`, or at its nearest ancestor that the file has. */
function excerpt(file: string, wanted: string, root: string): string[] {
  const text = readFileSync(join(root, CORPUS_DIR, file), 'utf8');
  const format = formatOf(file);
  const value = parseDocument(text, format).value;
  let pointer = wanted;
  while (value !== undefined && pointer !== '' && getAt(value, pointer) === undefined) pointer = parentPointer(pointer);
  const selected = getAt(value, pointer);
  // A whole file with suppression comments is shown as written: re-serialized, it would lose them.
  const body =
    selected === undefined || (pointer === '' && text.includes('# mcpdesc-'))
      ? text.trimEnd()
      : format === 'json'
        ? escapeFormatCharacters(JSON.stringify(selected, null, 2))
        : stringify(selected).trimEnd();
  return [`Source: \`${file}\` · Selected: \`${pointer === '' ? '/' : pointer}\``, '', `\`\`\`${format}`, body, '```', ''];
}

/** Invisible and bidi-control characters as JSON escapes, so a page showing them (hidden-characters) hides nothing itself. */
function escapeFormatCharacters(json: string): string {
  return json.replace(/\p{Cf}/gu, (c) => Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''));
}

/**
 * Everything mcpdesc reports for a corpus file: lint findings as the CLI reports them, plus, when a
 * served snapshot (`<name>.served.json`) sits beside it, the drift findings "mcpdesc verify" reports
 * against a server that serves it.
 */
export async function corpusFindings(corpus: string, file: string, catalogue: Catalogue): Promise<Finding[]> {
  const { findings } = await lintFile({ absolute: join(corpus, file), path: file, explicit: true }, { root: corpus, config: DEFAULT_CONFIG, catalogue });
  const sibling = servedSibling(file);
  const served = sibling && join(corpus, sibling);
  if (!served || !existsSync(served)) return findings;
  const snapshot = JSON.parse(readFileSync(served, 'utf8')) as Record<string, unknown>;
  const drift = driftSource(file, readFileSync(join(corpus, file), 'utf8'), snapshot, { catalogue, settings: DEFAULT_CONFIG.rules });
  return [...findings, ...drift.findings];
}

/** The findings mcpdesc reports for the example, produced as the CLI would. */
async function reported(rule: RuleEntry, ref: ExampleRef, root: string, catalogue: Catalogue): Promise<string[]> {
  const findings = (await corpusFindings(join(root, CORPUS_DIR), ref.file, catalogue)).filter((f) => f.ruleId === rule.id).sort(compareByPosition);
  return ['mcpdesc reports:', '', ...findings.map((f) => `- \`${ref.file}:${f.range.start.line}:${f.range.start.column}\` ${f.level}: ${f.message}`), ''];
}

function indexPage(catalogue: Catalogue): string {
  const families = [...new Set(catalogue.rules.map((r) => r.family))];
  const lines = ['# mcpdesc rules', '', 'Generated from `rules/*.yaml` by `npm run docs`. Levels: must → error, should → warning, may → note.', ''];
  for (const family of families) {
    lines.push(`## ${family}`, '', '| Rule | Level | Versions | Title |', '|---|---|---|---|');
    for (const rule of catalogue.rules.filter((r) => r.family === family)) {
      lines.push(`| [\`${rule.id}\`](${rule.id}.md) | ${rule.requirement} | ${versionsCell(rule)} | ${rule.title} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
