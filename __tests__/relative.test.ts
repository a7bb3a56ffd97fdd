/**
 * The runner's `relative` for paths under a root (src/runner/relative.ts): the same answer as
 * `path.relative`, from the names alone when a path is the root, a separator and plain names.
 */
import { relative, sep } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { plainBelow, relativeTo } from '../src/runner/relative.js';

describe('relativeTo', () => {
  const root = ['', 'work', 'repo'].join(sep);
  const at = (...parts: string[]) => [root, ...parts].join(sep);

  it('reads the names below the root without resolving, and agrees with path.relative', () => {
    expect(plainBelow(root, at('servers', 'a.mcp.json'))).toBe(['servers', 'a.mcp.json'].join(sep));
    expect(plainBelow(root, at('..foo', '.git', 'x'))).toBe(['..foo', '.git', 'x'].join(sep));
  });

  it('leaves to path.relative what needs resolving, and answers the same for every path', () => {
    const cases = [
      root,
      at(''),
      at('a', '..', '.git', 'config'),
      at('.', 'a'),
      at('a', '', 'b'),
      `${root}-other${sep}a`,
      ['', 'work'].join(sep),
      ['', 'elsewhere', 'a'].join(sep),
      at('a', '..'),
    ];
    for (const path of cases) expect(plainBelow(root, path)).toBeUndefined();
    expect(plainBelow('', 'a')).toBeUndefined();
    for (const path of [...cases, at('servers', 'a.mcp.json'), at('..foo')]) expect(relativeTo(root, path)).toBe(relative(root, path));
    expect(relativeTo('.', `.${sep}a`)).toBe(relative('.', `.${sep}a`));
  });
});
