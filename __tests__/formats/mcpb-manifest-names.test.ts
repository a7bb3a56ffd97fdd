/** MCPB manifests kept under another name than manifest.json (a DXT-era manifest-dxt.json): found and checked. */
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { formatPaths } from '../../src/formats/types.js';
import { globMatcher } from '../../src/util/glob.js';

const MANIFEST = { dxt_version: '0.1', name: 'notes', version: '1.0.0', author: { name: 'Acme' }, server: { type: 'node', entry_point: 'server/index.js' } };

describe('mcpb-manifest under another name', () => {
  it('is discovered by default at manifest-*.json', () => {
    const included = globMatcher(formatPaths(FORMAT_INFOS));
    expect(['manifest-dxt.json', 'ext/manifest-mcpb.json'].map(included)).toEqual([true, true]);
  });

  it('is taken as a manifest by its content there', () => {
    expect(classify(FORMAT_INFOS, 'manifest-dxt.json', MANIFEST).format?.id).toBe('mcpb-manifest');
  });

  it("leaves a browser extension's manifest there to no format", () => {
    expect(classify(FORMAT_INFOS, 'manifest-chrome.json', { manifest_version: 3, name: 'ext', version: '1.0' }).format).toBeUndefined();
  });
});
