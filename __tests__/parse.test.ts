import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PARSE_LIMITS, parseDocument } from '../src/parse/parse.js';

const at = (text: string, format: 'json' | 'yaml', pointer: string, target: 'key' | 'value' = 'value') => {
  const { start, end } = parseDocument(text, format).locate(pointer, target);
  return `${start.line}:${start.column}-${end.line}:${end.column}`;
};

describe('parsing with positions', () => {
  const json = '{\n  "tools": [\n    { "name": "a", "inputSchema": { "type": "object" } }\n  ]\n}\n';

  it('maps a pointer to the value, or to its key', () => {
    expect(at(json, 'json', '/tools/0/name')).toBe('3:15-3:18');
    expect(at(json, 'json', '/tools/0/name', 'key')).toBe('3:7-3:13');
    expect(at(json, 'json', '/tools/0/inputSchema/type')).toBe('3:45-3:53');
  });

  it('falls back to the nearest existing parent for a missing property', () => {
    expect(parseDocument(json, 'json').nearest('/tools/0/outputSchema/type')).toBe('/tools/0');
    expect(at(json, 'json', '/tools/0/outputSchema/type')).toBe('3:5-3:57');
  });

  it('limits a collection to its first line, as GitHub needs to show an alert on a diff', () => {
    expect(at(json, 'json', '/tools')).toBe('2:12-2:13');
  });

  it('reads YAML positions the same way', () => {
    const yaml = 'protocolVersion: "2025-11-25"\ntools:\n  - name: a\n    inputSchema:\n      type: object\n';
    expect(at(yaml, 'yaml', '/tools/0/inputSchema/type')).toBe('5:13-5:19');
    expect(at(yaml, 'yaml', '/tools/0/inputSchema', 'key')).toBe('4:5-4:16');
  });

  it('gives correct columns after a byte-order mark and with CRLF line endings', () => {
    const text = '\uFEFF{\r\n  "protocolVersion": 5\r\n}\r\n';
    expect(at(text, 'json', '/protocolVersion')).toBe('2:22-2:23');
    expect(parseDocument(text, 'json').value).toEqual({ protocolVersion: 5 });
  });

  it.each(['json', 'yaml'] as const)('keeps "__proto__" and "constructor" keys as ordinary data (%s)', (format) => {
    const { value } = parseDocument('{"__proto__": {"polluted": true}, "tools": {}}', format);
    expect(Object.keys(value as object)).toEqual(['__proto__', 'tools']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Objects from descriptors have no prototype, so no key can reach inherited members.
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect((value as Record<string, unknown>).constructor).toBeUndefined();
  });
});

describe('problems are data, with positions', () => {
  it.each([
    ['{"a": 1,}', 'json', 'syntax', '1:9'],
    ['{"a": 1} trailing', 'json', 'syntax', '1:10'],
    ['', 'json', 'syntax', '1:1'],
    ['a: [1, 2\nb: 3\n', 'yaml', 'syntax', '1:4'],
    ['{"a": 1, "a": 2}', 'json', 'duplicate-key', '1:10'],
    ['a: 1\n---\na: 2\n', 'yaml', 'multiple-documents', '2:1'],
  ])('%j (%s) gives a %s problem at %s', (text, format, kind, position) => {
    const { problems } = parseDocument(text, format as 'json' | 'yaml');
    expect(problems.map((p) => `${p.kind} ${p.range.start.line}:${p.range.start.column}`)).toContain(`${kind} ${position}`);
  });

  it('stops at the alias limit instead of expanding a billion laughs', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++)
      lines.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    const { problems, value } = parseDocument(lines.join('\n'), 'yaml');
    expect(value).toBeUndefined();
    expect(problems[0].kind).toBe('limits');
    expect(problems[0].message).toMatch(/more than (200000 values|1000 YAML aliases)/);
  });

  it('refuses a self-referencing alias', () => {
    const { problems } = parseDocument('a: &x [1, *x]\n', 'yaml');
    expect(problems.map((p) => p.kind)).toEqual(['limits']);
  });

  it('stops at the depth limit without overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const { problems } = parseDocument(deep, 'json');
    expect(problems.map((p) => p.kind)).toContain('limits');
  });

  it('stops at the string length limit', () => {
    const { problems } = parseDocument(JSON.stringify({ a: 'x'.repeat(DEFAULT_PARSE_LIMITS.maxStringLength + 1) }), 'json');
    expect(problems.map((p) => `${p.kind} ${p.pointer}`)).toEqual(['limits /a']);
  });
});
