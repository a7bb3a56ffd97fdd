/**
 * The file patterns mcpdesc ships for editors (docs/editors.md's VS Code settings, the SchemaStore
 * catalog entry) checked with VS Code's own JSON language service, which decides in the editor which
 * schema a file gets: a descriptor (`weather.mcp.json`) gets mcpdesc's schema, and Claude Code's
 * `.mcp.json`, VS Code's `.vscode/mcp.json` or a plain `mcp.json` (client configurations) never do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { getLanguageService, TextDocument } from 'vscode-json-languageservice';
import { packageRoot } from '../src/catalogue/package-root.js';

const root = packageRoot();
const SCHEMA = 'https://example.test/descriptor.schema.json';

/** Whether VS Code's JSON language service applies a schema associated with `patterns` to the file at `path`. */
async function applies(patterns: string[], path: string): Promise<boolean> {
  const service = getLanguageService({});
  service.configure({ validate: true, schemas: [{ uri: SCHEMA, fileMatch: patterns, schema: { type: 'object' } }] });
  const document = TextDocument.create(`file:///home/dev/project/${path}`, 'json', 1, '{}');
  // Validation resolves the document's schema associations; the status then lists the schemas that apply.
  await service.doValidation(document, service.parseJSONDocument(document));
  return service.getLanguageStatus(document, service.parseJSONDocument(document)).schemas.includes(SCHEMA);
}

/** The JSON blocks of docs/editors.md's VS Code settings. */
function editorSettings(): { json: string[]; yaml: string[] } {
  const page = readFileSync(join(root, 'docs', 'editors.md'), 'utf8');
  const blocks = [...page.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  const json = blocks.flatMap((b) => ((b['json.schemas'] as { fileMatch: string[] }[] | undefined) ?? []).flatMap((s) => s.fileMatch));
  const yaml = blocks.flatMap((b) => Object.values((b['yaml.schemas'] as Record<string, string[]> | undefined) ?? {}).flat());
  return { json, yaml };
}

const catalogEntry = () => (JSON.parse(readFileSync(join(root, 'docs', 'schemastore-catalog-entry.json'), 'utf8')) as { fileMatch: string[] }).fileMatch;

const DESCRIPTORS = ['weather.mcp.json', 'servers/x.mcp.json', 'a/b/c/my-server.mcp.json'];
const NOT_DESCRIPTORS = ['.mcp.json', 'servers/.mcp.json', 'mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'weather.mcp.json.bak', 'weathermcp.json'];

describe('editor file patterns, as VS Code matches them', () => {
  it('docs/editors.md names patterns for JSON and YAML descriptors, and the catalog entry for both', () => {
    const { json, yaml } = editorSettings();
    expect(json.length).toBeGreaterThan(0);
    expect(yaml.length).toBeGreaterThan(0);
    expect(catalogEntry()).toEqual([...json, ...yaml]);
  });

  it.each(DESCRIPTORS)('the VS Code settings and the catalog entry apply the schema to %s', async (path) => {
    expect(await applies(editorSettings().json, path)).toBe(true);
    expect(await applies(catalogEntry(), path)).toBe(true);
    expect(await applies(catalogEntry(), path.replace(/json$/, 'yaml'))).toBe(true);
    expect(await applies(catalogEntry(), path.replace(/json$/, 'yml'))).toBe(true);
  });

  it.each(NOT_DESCRIPTORS)('neither applies it to %s, a client configuration or another file', async (path) => {
    expect(await applies(editorSettings().json, path)).toBe(false);
    expect(await applies(catalogEntry(), path)).toBe(false);
    expect(await applies(catalogEntry(), path.replace(/json/, 'yaml'))).toBe(false);
  });

  it('the check itself tells a pattern that matches from one that does not', async () => {
    expect(await applies(['*.mcp.json'], '.mcp.json')).toBe(true); // the pattern mcpdesc once documented
    expect(await applies(['other.json'], 'weather.mcp.json')).toBe(false);
  });
});
