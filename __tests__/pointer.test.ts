// getAt reads a pointer's segments in place; it must find exactly what splitting the pointer finds.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { getAt, joinPointer, splitPointer } from '../src/util/pointer.js';

const bySegments = (root: unknown, pointer: string): unknown => {
  let current = root;
  for (const segment of splitPointer(pointer)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
};

const document = { '': { a: 1 }, 'a/b': [10, { 'm~n': null, '~1': 'tilde' }], list: [[], [true]], constructor: 'own' };

describe('getAt', () => {
  it.each([
    ['', document],
    ['/a~1b/1/m~0n', null],
    ['/a~1b/1/~01', 'tilde'],
    ['//a', 1],
    ['/list/1/0', true],
    ['/list/2', undefined],
    ['/constructor', 'own'],
    ['/list/length', 2],
    ['/a~1b/1/m~0n/x', undefined],
  ])('%s', (pointer, expected) => {
    expect(getAt(document, pointer)).toBe(expected);
  });

  it('finds what the split pointer finds, for any pointer', () => {
    const segment = fc.constantFrom('', 'a', 'a/b', 'm~n', '~1', '0', '1', '2', 'list', 'constructor', '__proto__', 'length');
    const raw = fc.constantFrom('/', '//', '/~', '~1', 'x', '/a/');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(segment, { maxLength: 4 }).map((s) => joinPointer('', ...s)),
          raw,
        ),
        (pointer) => {
          expect(getAt(document, pointer)).toBe(bySegments(document, pointer));
        },
      ),
      { seed: 20261202, numRuns: 2000 },
    );
  });
});
