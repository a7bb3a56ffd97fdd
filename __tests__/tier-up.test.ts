/**
 * The first source file a run checks raises V8's tier-up budget once per process, on Node 20 (V8 11)
 * only: later V8s have no such flag and would print an error for it.
 */
import { describe, expect, it } from '@jest/globals';
import { readingSource } from '../src/runner/tier-up.js';

describe('readingSource', () => {
  it('raises the interrupt budget once, and only on V8 11', () => {
    const flags: string[] = [];
    readingSource((f) => flags.push(f), '13.6.233.17-node.63');
    readingSource((f) => flags.push(f), '12.4.254.21-node.33');
    expect(flags).toEqual([]);
    readingSource((f) => flags.push(f), '11.3.244.8-node.38');
    readingSource((f) => flags.push(f), '11.3.244.8-node.38');
    expect(flags).toEqual(['--interrupt-budget=1048576']);
  });
});
