/** Claude Code's .claude/settings.json: which files are this format, and what of them mcpdesc reads. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { catalogue } from '../helpers/corpus.js';

const PATH = '.claude/settings.json';
const TEXT = readFileSync(new URL('../conformance/expected-valid/config/claude-code-settings/.claude/settings.json', import.meta.url), 'utf8');

describe('claude-code-settings', () => {
  it.each([
    ['MCP settings', PATH, { enabledMcpjsonServers: ['docs'] }],
    ['settings with nothing of MCP', PATH, { model: 'opus', permissions: { allow: ['Bash(npm test)'] } }],
    ['a committed local settings file', 'app/.claude/settings.local.json', { enableAllProjectMcpServers: true }],
  ])('is the format of %s at its path, for the library and for the runner', (_name, path, value) => {
    expect(classify(FORMATS, path, value).format?.id).toBe('claude-code-settings');
    expect(classify(FORMAT_INFOS, path, value).format?.id).toBe('claude-code-settings');
  });

  it('checks the corpus file as this format, with no finding', () => {
    expect(lintSource(PATH, TEXT, { catalogue })).toMatchObject({ path: PATH, format: 'claude-code-settings', findings: [] });
  });

  it('reports no setting that is not about MCP', () => {
    const text = JSON.stringify({ model: 'opus', hooks: { PreToolUse: [] }, env: { API_TOKEN: 'x' } });
    expect(lintSource(PATH, text, { catalogue }).findings).toEqual([]);
  });

  it('leaves a settings.json elsewhere to no format', () => {
    expect(classify(FORMAT_INFOS, 'settings.json', { model: 'opus' }).format).toBeUndefined();
    expect(classify(FORMAT_INFOS, '.vscode/settings.json', { 'editor.tabSize': 2 }).format).toBeUndefined();
  });
});
