/** GitHub Copilot CLI's .github/mcp.json: which files are this format, and near misses that are not. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { catalogue } from '../helpers/corpus.js';

const PATH = '.github/mcp.json';
const VALUE = { mcpServers: { docs: { command: 'npx', args: ['-y', '@acme/docs-mcp@1.4.2'], tools: ['*'] } } };
const TEXT = readFileSync(new URL('../conformance/expected-valid/config/copilot-cli-mcp-json/.github/mcp.json', import.meta.url), 'utf8');

describe('copilot-cli-mcp-json', () => {
  it('is the format of a server list at .github/mcp.json, for the library and for the runner', () => {
    expect(classify(FORMATS, PATH, VALUE).format?.id).toBe('copilot-cli-mcp-json');
    expect(classify(FORMAT_INFOS, PATH, VALUE).format?.id).toBe('copilot-cli-mcp-json');
    expect(classify(FORMAT_INFOS, 'tools/cli/.github/mcp.json', VALUE).format?.id).toBe('copilot-cli-mcp-json');
  });

  it('checks the corpus file as this format, with no finding', () => {
    expect(lintSource(PATH, TEXT, { catalogue })).toMatchObject({ path: PATH, format: 'copilot-cli-mcp-json', findings: [] });
  });

  it("says a file written with VS Code's key starts no server", () => {
    const { format, findings } = lintSource(PATH, JSON.stringify({ servers: { docs: { command: 'docs-mcp' } } }), { catalogue });
    expect([format, findings.map((f) => [f.ruleId, f.pointer])]).toEqual(['copilot-cli-mcp-json', [['mcpdesc.config.structure', '/servers']]]);
  });

  it('leaves the same servers elsewhere to the formats of their paths', () => {
    expect(classify(FORMAT_INFOS, 'mcp.json', VALUE).format?.id).toBe('mcp-json');
    expect(classify(FORMAT_INFOS, '.mcp.json', VALUE).format?.id).toBe('claude-code-mcp-json');
    expect(classify(FORMAT_INFOS, '.github/workflows/mcp.json', { jobs: {} }).format).toBeUndefined();
  });
});
