/**
 * A rule tester in the spirit of ESLint's RuleTester: one table per rule, `valid` documents on which
 * the rule must stay silent and `invalid` ones with every finding it must report, pointer and exact
 * message (so a message change is a visible test change). The document runs through the whole engine,
 * as the CLI runs it; only the findings of the rule under test are compared. The tester refuses empty
 * tables, duplicate cases, invalid cases without findings, and rule ids the catalogue does not have.
 *
 *   ruleTester('mcp.tool.name-format', {
 *     valid: [{ code: { tools: [{ name: 'get_weather', inputSchema: { type: 'object' } }] } }],
 *     invalid: [{ code: …, errors: [{ pointer: '/tools/0/name', message: 'Tool name "get weather" contains a space. …' }] }],
 *   });
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { sharedAxis } from '../../src/catalogue/catalogue.js';
import { driftSource } from '../../src/drift/verify.js';
import type { Finding } from '../../src/engine/finding.js';
import { applyFixes } from '../../src/engine/fix.js';
import { lintSource, type RuleSettings } from '../../src/engine/lint.js';
import { LineIndex } from '../../src/parse/lines.js';
import { DEFAULT_CONFIG, type Limits } from '../../src/runner/config.js';
import { lintFile } from '../../src/runner/run.js';
import type { JsonObject } from '../../src/util/json.js';
import { catalogue } from './corpus.js';

export interface Case {
  /** Shown as the test's name; defaults to the file name and the start of the document. */
  name?: string;
  /**
   * The document: text as it is written, or a value. A value is written as JSON (or YAML for a `.yaml`
   * path); for a descriptor rule, a value without `protocolVersion` gets the table's `version`.
   */
  code?: string | JsonObject;
  /** The file's path (default `case.mcp.json`): it selects the parser and, with the content, the format. */
  path?: string;
  /** The file's exact bytes, read from disk like the CLI reads (for rules about reading files). */
  bytes?: Buffer;
  /** Rule levels, as `.mcpdesc.yaml` `rules:` sets them. */
  settings?: RuleSettings;
  limits?: Partial<Limits>;
  /** What the server serves, for drift rules: the case compares the document with it, as `mcpdesc verify` does. */
  served?: JsonObject;
  /** The format the file must be recognized as (its path and content decide): checked when given. */
  format?: string;
}

export interface Expected {
  pointer: string;
  message: string;
  /** Checked when given: `error`, `warning` or `note`. */
  level?: Finding['level'];
  /** 1-based line and column, checked when given. */
  line?: number;
  column?: number;
}

export interface InvalidCase extends Case {
  errors: Expected[];
  /**
   * The document once the rule's fixes are applied (one pass of `mcpdesc lint --fix`), as ESLint's
   * RuleTester has it. Absent: the rule's findings here must carry no fix.
   */
  output?: string;
}

export interface Table {
  /** The protocol version values without `protocolVersion` get (default 2025-11-25). */
  version?: string;
  valid: Case[];
  invalid: InvalidCase[];
}

const DESCRIPTOR = 'mcpdesc-descriptor';

/** Every table given to ruleTester, by rule id: the message style test reads their asserted messages. */
const TABLES = new Map<string, Table>();
let defineTests = true;

/** Load every table under __tests__/rules/ without defining its tests, for suites that read the tables. */
export async function loadTables(): Promise<ReadonlyMap<string, Table>> {
  const folder = new URL('../rules/', import.meta.url);
  defineTests = false;
  try {
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.rules.ts'))
      .sort())
      await import(new URL(file, folder).href);
  } finally {
    defineTests = true;
  }
  return TABLES;
}

export function ruleTester(ruleId: string, table: Table): void {
  const entry = catalogue.get(ruleId);
  if (!entry) throw new Error(`ruleTester: the catalogue has no rule ${ruleId}`);
  if (table.valid.length === 0) throw new Error(`ruleTester(${ruleId}): add at least one valid case`);
  if (table.invalid.length === 0) throw new Error(`ruleTester(${ruleId}): add at least one invalid case`);
  const seen = new Set<string>();
  for (const c of [...table.valid, ...table.invalid]) {
    const key = JSON.stringify([c.path, c.code, c.bytes?.toString('hex'), c.settings, c.limits, c.served]);
    if (seen.has(key)) throw new Error(`ruleTester(${ruleId}): duplicate case ${nameOf(c)}`);
    seen.add(key);
  }
  for (const c of [...table.valid, ...table.invalid]) {
    if (c.code === undefined && c.bytes === undefined) throw new Error(`ruleTester(${ruleId}): case ${nameOf(c)} needs code or bytes`);
  }
  for (const c of table.invalid) {
    if (c.errors.length === 0) throw new Error(`ruleTester(${ruleId}): invalid case ${nameOf(c)} lists no errors; make it a valid case`);
  }
  TABLES.set(ruleId, table);
  if (!defineTests) return;
  // A descriptor's rule, alone or shared on its protocol axis (source files read tools as a descriptor's).
  const isDescriptorRule = entry.formats[0] === DESCRIPTOR && sharedAxis(entry.formats).length > 0;
  const version = table.version ?? '2025-11-25';
  const documentVersion = isDescriptorRule ? version : undefined;
  const run = (c: Case) => findingsOf(ruleId, c, documentVersion);

  describe(ruleId, () => {
    describe('valid', () => {
      it.each(table.valid.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
        expect((await run(c)).map(shown)).toEqual([]);
      });
    });
    describe('invalid', () => {
      it.each(table.invalid.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
        const expected = [...c.errors].sort(byPlace);
        const findings = await run(c);
        const actual = findings
          .map((f): Expected => ({ pointer: f.pointer, message: f.message, level: f.level, line: f.range.start.line, column: f.range.start.column }))
          .sort(byPlace);
        // Level, line and column are compared where the case gives them.
        const projected = actual.map((f, i) => {
          const wanted = expected[i];
          return {
            pointer: f.pointer,
            message: f.message,
            ...(wanted?.level ? { level: f.level } : {}),
            ...(wanted?.line ? { line: f.line } : {}),
            ...(wanted?.column ? { column: f.column } : {}),
          };
        });
        expect(projected).toEqual(expected);
        const fixed = fixedText(findings, c, documentVersion);
        if (c.output === undefined) expect(fixed).toBeUndefined();
        else expect(fixed).toBe(c.output);
      });
    });
  });
}

/** The case's text with the fixes of `findings` applied, or undefined when none has a fix. */
function fixedText(findings: readonly Finding[], c: Case, version: string | undefined): string | undefined {
  if (!findings.some((f) => f.fix)) return undefined;
  const raw = c.bytes ? c.bytes.toString('utf8') : textOf(c, c.path ?? 'case.mcp.json', version);
  const bom = raw.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const body = bom ? raw.slice(1) : raw;
  return bom + applyFixes(body, new LineIndex(body), findings).text;
}

async function findingsOf(ruleId: string, c: Case, version: string | undefined): Promise<Finding[]> {
  const path = c.path ?? 'case.mcp.json';
  const text = textOf(c, path, version);
  const settings = c.settings ?? {};
  const limits = { ...DEFAULT_CONFIG.limits, ...c.limits };
  let findings: Finding[];
  if (c.bytes) {
    findings = await readFromDisk(path, c.bytes, settings, limits);
  } else if (c.served) {
    findings = driftSource(path, text, c.served, { catalogue, settings, limits }).findings;
  } else {
    const result = lintSource(path, text, { catalogue, settings, limits, explicit: true });
    if (c.format !== undefined && result.format !== c.format) throw new Error(`${nameOf(c)} was read as ${result.format ?? 'no MCP file'}, not as ${c.format}`);
    findings = result.findings;
  }
  const internal = findings.filter((f) => f.ruleId === 'mcpdesc.internal');
  if (internal.length > 0 && ruleId !== 'mcpdesc.internal') throw new Error(`the engine failed on ${nameOf(c)}: ${internal[0].message}`);
  return findings.filter((f) => f.ruleId === ruleId);
}

async function readFromDisk(path: string, bytes: Buffer, settings: RuleSettings, limits: Limits): Promise<Finding[]> {
  const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-rule-tester-'));
  try {
    writeFileSync(join(dir, path), bytes);
    const result = await lintFile(
      { absolute: join(dir, path), path, explicit: true },
      { root: dir, config: { ...DEFAULT_CONFIG, rules: settings, limits }, catalogue },
    );
    return result.findings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function textOf(c: Case, path: string, version: string | undefined): string {
  if (c.code === undefined) return '';
  if (typeof c.code === 'string') return c.code;
  const value = version && !('protocolVersion' in c.code) ? { protocolVersion: version, ...c.code } : c.code;
  return /\.ya?ml$/i.test(path) ? stringify(value) : `${JSON.stringify(value, null, 2)}\n`;
}

function nameOf(c: Case): string {
  if (c.name) return c.name;
  const text = c.bytes ? `<${c.bytes.length} bytes>` : typeof c.code === 'string' ? c.code : JSON.stringify(c.code ?? null);
  const flat = text.replace(/\s+/g, ' ');
  return `${c.path ?? 'case.mcp.json'}: ${flat.length > 70 ? `${flat.slice(0, 69)}…` : flat}`;
}

function byPlace(a: Expected, b: Expected): number {
  return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

function shown(f: Finding): string {
  return `${f.pointer} ${f.message}`;
}
