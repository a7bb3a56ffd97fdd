/** TypeScript and JavaScript MCP server source (tools registered with the SDK): which files are this format (written by npm run new-format: add near misses). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { catalogue } from '../helpers/corpus.js';

const PATH = 'example.ts';
/** The valid corpus file's content. */
const VALUE = { name: 'example' };
const TEXT = readFileSync(new URL('../conformance/expected-valid/typescript-source/example.ts', import.meta.url), 'utf8');

describe('typescript-source', () => {
  it('is the format of a file at its path, for the library and for the runner', () => {
    expect(classify(FORMATS, PATH, VALUE).format?.id).toBe('typescript-source');
    expect(classify(FORMAT_INFOS, PATH, VALUE).format?.id).toBe('typescript-source');
  });

  it('checks the corpus file as this format, with no finding', () => {
    expect(lintSource(PATH, TEXT, { catalogue })).toMatchObject({ path: PATH, format: 'typescript-source', findings: [] });
  });

  it('leaves a file elsewhere that holds nothing of the format to no format', () => {
    expect(classify(FORMAT_INFOS, 'elsewhere/unrelated.json', { unrelated: true }).format).toBeUndefined();
  });
});
