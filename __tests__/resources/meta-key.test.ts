import { describe, expect, it } from '@jest/globals';
import { metaKeyProblem } from '../../src/protocol/meta-key.js';

describe('metaKeyProblem', () => {
  it.each([
    'progressToken',
    'com.example/trace-id',
    'io.modelcontextprotocol/related-task',
    'openai/outputTemplate',
    'ui',
    'a',
    'com.example/',
    'com.example-2.api/v1.2_beta',
    'x9/y',
  ])('accepts %s', (key) => expect(metaKeyProblem(key)).toBeNull());

  it.each([
    ['_private', 'the name "_private" must begin and end with a letter or digit'],
    ['trailing-', 'the name "trailing-" must begin and end'],
    ['has space', 'the name "has space"'],
    ['com..example/x', 'the prefix "com..example/" has an empty label'],
    ['/x', 'the prefix "/" has an empty label'],
    ['1com.example/x', 'the prefix label "1com" must start with a letter'],
    ['com.example-/x', 'the prefix label "example-"'],
    ['com_example/x', 'the prefix label "com_example"'],
    ['com.example/a/b', 'the name "a/b" contains "/"'],
    ['com.example/-x', 'the name "-x" must begin and end'],
  ])('rejects %j: %s', (key, message) => expect(metaKeyProblem(key)).toContain(message));

  it('can require a prefix, as extension identifiers do', () => {
    expect(metaKeyProblem('tasks', { prefixRequired: true })).toContain('it has no prefix');
    expect(metaKeyProblem('io.modelcontextprotocol/tasks', { prefixRequired: true })).toBeNull();
  });
});
