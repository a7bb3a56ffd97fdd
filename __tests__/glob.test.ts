/** Format globs matched without picomatch: the same regular expressions, the same answers. */
import { describe, expect, it } from '@jest/globals';
import picomatch from 'picomatch';
import { FORMAT_INFOS } from '../src/formats/loaders.js';
import { globMatcher, simpleGlobRegExp } from '../src/util/glob.js';

const FORMAT_GLOBS = [...new Set(FORMAT_INFOS.flatMap((f) => [...f.paths, ...f.namedBy]))];

const PATHS = [
  'a.mcp.json',
  '.mcp.json',
  'x/.mcp.json',
  'x/.a.mcp.json',
  '..a.mcp.json',
  'a/b/c.mcp.yaml',
  '.git/a.mcp.yml',
  'x/../a.mcp.json',
  './a.mcp.json',
  'x/./server.json',
  'a//server.json',
  '/server.json',
  'server.json',
  'deep/er/manifest.json',
  'manifest.json.bak',
  '.well-known/mcp/server-card.json',
  'site/.well-known/mcp-server-card',
  '.vscode/mcp.json',
  'a/.vscode/mcp.json',
  'vscode/mcp.json',
  '.codeium/windsurf/mcp_config.json',
  '.codex/config.toml',
  'smithery.yml',
  'mcp.json',
  'x/mcp.json',
  'xmcp.json',
  '**/server.json',
  'a\\b/server.json',
  '',
  // Source files, tested against every format's globs in every run.
  'src/a.ts',
  '.ts',
  'x/.ts',
  'x/..ts',
  'a.d.ts',
  'src/server.mts',
  'cmd/main.go',
  'pkg/tools.py',
  'Tools/Server.cs',
  'src/lib.rs',
  'src/main/java/A.java',
  'a.tsx.json',
];

describe('format globs', () => {
  it.each(FORMAT_GLOBS)('compiles %s to the regular expression picomatch makes of it', (glob) => {
    expect(simpleGlobRegExp(glob)?.source).toBe(picomatch.makeRe(glob, { dot: true }).source);
  });

  it("matches every path as picomatch does, each format's globs together", () => {
    for (const format of FORMAT_INFOS) {
      for (const globs of [format.paths, format.namedBy]) {
        const ours = globMatcher(globs);
        const theirs = globs.length > 0 ? picomatch([...globs], { dot: true }) : () => false;
        for (const path of PATHS) expect([globs, path, ours(path)]).toEqual([globs, path, theirs(path)]);
      }
    }
  });

  it('leaves any other glob to picomatch', () => {
    for (const glob of ['**/*.json', '**/a/../b', '**/./x', '**/x/', '**/a//b', '**/{a,b}.json', 'x.json', 'src/**/x.json']) {
      expect(simpleGlobRegExp(glob)).toBeUndefined();
      const ours = globMatcher([glob]);
      for (const path of ['a.json', 'x.json', 'src/y/x.json', 'a/b', 'x/', 'b.json']) expect(ours(path)).toBe(picomatch(glob, { dot: true })(path));
    }
  });
});
