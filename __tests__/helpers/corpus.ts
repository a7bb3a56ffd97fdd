/** The conformance corpus: descriptor files with exact expectations, shared by tests and docs. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadCatalogue } from '../../src/catalogue/catalogue.js';
import { catalogueOf } from '../../src/catalogue/open.js';
import { corpusFindings as reportedFindings } from '../../src/docs/generate.js';
import type { FileResult, Finding } from '../../src/engine/finding.js';
import { DEFAULT_CONFIG } from '../../src/runner/config.js';
import { lintFile, sharedReads } from '../../src/runner/run.js';

export const CORPUS = fileURLToPath(new URL('../conformance/', import.meta.url));
/** The catalogue global-setup.mjs read once for the whole jest run; read here when a test runs without it. */
export const catalogue = process.env.MCPDESC_TEST_CATALOGUE
  ? catalogueOf(JSON.parse(readFileSync(process.env.MCPDESC_TEST_CATALOGUE, 'utf8')))
  : loadCatalogue();

/** mcpdesc's own configuration, which marks a corpus folder as a project of its own for the CLI tests run in it. */
const CONFIG_FILE = /(?:^|\/)\.mcpdesc\.ya?ml$/;
const GROUP_MANIFEST = /^(?:consistency|source)\/.*(?:^|\/)(?:package\.json|pyproject\.toml|Cargo\.toml)$/;

export interface Expected {
  rule: string;
  pointer: string;
}

/**
 * The corpus files of a folder, recursively: descriptors at its top, client configurations and other
 * formats in folders that give them the paths their clients read (`config/secret/.cursor/mcp.json`).
 * The package manifests of the consistency trees (`consistency/<tree>/package.json`) are what the MCP
 * files beside them are compared with, not corpus files of their own.
 */
export function corpusFiles(folder: 'expected-valid' | 'expected-invalid'): string[] {
  return (readdirSync(join(CORPUS, folder), { recursive: true, encoding: 'utf8' }) as string[])
    .map((f) => f.split(sep).join('/'))
    .filter(
      (f) =>
        // A tool snapshot is JSON named `.snap` (github-mcp-server's __toolsnaps__); source files only in
        // source/: elsewhere a .py or .ts is an MCPB bundle's entry point.
        (/\.(json|ya?ml|toml)$/.test(f) || /(?:^|\/)__toolsnaps__\/[^/]+\.snap$/.test(f) || /^source\/.+\.(py|ts|go|cs|rs|java)$/.test(f)) &&
        !f.endsWith('.served.json') &&
        !GROUP_MANIFEST.test(f) &&
        !CONFIG_FILE.test(f) &&
        statSync(join(CORPUS, folder, f)).isFile(),
    )
    .sort()
    .map((f) => `${folder}/${f}`);
}

/** The files at the top of a folder: the descriptors (and, in expected-invalid, files that fail to be one). */
export function corpusDescriptors(folder: 'expected-valid' | 'expected-invalid'): string[] {
  return corpusFiles(folder).filter((f) => !f.slice(folder.length + 1).includes('/'));
}

/**
 * What each invalid corpus file must produce: `expectations.yaml`, plus one `expectations.<family>.yaml`
 * per format family that keeps its own (a file listed twice is an error).
 */
export function expectations(): Record<string, Expected[]> {
  const merged: Record<string, Expected[]> = {};
  const files = readdirSync(CORPUS)
    .filter((f) => /^expectations(\.[a-z-]+)?\.yaml$/.test(f))
    .sort();
  for (const file of files) {
    for (const [name, list] of Object.entries(parse(readFileSync(join(CORPUS, file), 'utf8')) as Record<string, Expected[]>)) {
      if (Object.hasOwn(merged, name)) throw new Error(`${name} has expectations in two files (${file})`);
      merged[name] = list;
    }
  }
  return merged;
}

/** The corpus's files share one run's reads, as the CLI's files do (the corpus does not change during a test run). */
const shared = sharedReads(CORPUS);

/** Lints a corpus file the way the CLI does: read from disk (as untrusted input), then linted. */
export function lintCorpusFile(file: string): Promise<FileResult> {
  return lintFile({ absolute: join(CORPUS, file), path: file, explicit: true }, { root: CORPUS, config: DEFAULT_CONFIG, catalogue, ...shared });
}

/** The served snapshots (`<name>.served.json`) beside corpus descriptors, for drift examples. */
export function servedFiles(folder: 'expected-valid' | 'expected-invalid'): string[] {
  return readdirSync(join(CORPUS, folder))
    .filter((f) => f.endsWith('.served.json'))
    .sort()
    .map((f) => `${folder}/${f}`);
}

/** Lint findings plus, for drift examples (a `.served.json` beside the file), verify's drift findings. */
export function corpusFindings(file: string): Promise<Finding[]> {
  return reportedFindings(CORPUS, file, catalogue, shared);
}

/** Findings as "rule pointer" strings, sorted, for exact comparison. */
export function signature(items: readonly { rule: string; pointer: string }[]): string[] {
  return items.map((i) => `${i.rule} ${i.pointer === '' ? '(root)' : i.pointer}`).sort();
}
