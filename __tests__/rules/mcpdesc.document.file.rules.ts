import { ruleTester } from '../helpers/rule-tester.js';

const json = (text: string) => Buffer.from(text, 'utf8');
/** A case read from disk: the bytes are the file (`code` is not used when `bytes` is given). */
const onDisk = (bytes: Buffer) => ({ code: '', bytes });
const notUtf8 = (byte: string, offset: number) =>
  `The file is not valid UTF-8 (byte 0x${byte} at offset ${offset}). JSON and YAML descriptors must be UTF-8: re-save the file as UTF-8.`;

ruleTester('mcpdesc.document.file', {
  valid: [
    { ...onDisk(json('{"protocolVersion": "2025-11-25", "tools": []}\n')) },
    {
      name: 'multi-byte UTF-8 characters (é, emoji) are fine',
      ...onDisk(json('{\n  "protocolVersion": "2025-11-25",\n  "instructions": "Café ☕ 🚀"\n}\n')),
    },
    {
      name: 'a UTF-8 byte-order mark is fine',
      path: 'case.mcp.yaml',
      ...onDisk(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json('protocolVersion: "2025-11-25"\ntools: []\n')])),
    },
    {
      name: "a valid UTF-8 file with broken JSON is the syntax rule's finding, not this one",
      ...onDisk(json('{"protocolVersion": "2025-11-25",}\n')),
    },
  ],
  invalid: [
    {
      name: 'a Latin-1 "é" on the third line',
      ...onDisk(Buffer.concat([json('{\n  "protocolVersion": "2025-11-25",\n  "instructions": "Caf'), Buffer.from([0xe9]), json('"\n}\n')])),
      errors: [{ pointer: '', level: 'error', line: 3, column: 23, message: notUtf8('e9', 59) }],
    },
    {
      name: 'a UTF-16 file (its byte-order mark is not UTF-8)',
      ...onDisk(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')])),
      errors: [{ pointer: '', line: 1, column: 1, message: notUtf8('ff', 0) }],
    },
    {
      name: 'an overlong encoding of "/"',
      path: 'case.mcp.yaml',
      ...onDisk(Buffer.concat([json('protocolVersion: "2025-11-25"\ninstructions: a'), Buffer.from([0xc0, 0xaf]), json('b\n')])),
      errors: [{ pointer: '', line: 2, column: 16, message: notUtf8('c0', 45) }],
    },
    {
      name: 'an encoded UTF-16 surrogate',
      ...onDisk(Buffer.concat([json('{"protocolVersion": "2025-11-25", "instructions": "'), Buffer.from([0xed, 0xa0, 0x80]), json('"}\n')])),
      errors: [{ pointer: '', line: 1, column: 52, message: notUtf8('ed', 51) }],
    },
    {
      name: 'a multi-byte sequence cut off at the end of the file',
      ...onDisk(Buffer.concat([json('{"protocolVersion": "2025-11-25"}\n'), Buffer.from([0xe2, 0x82])])),
      errors: [{ pointer: '', line: 2, column: 1, message: notUtf8('e2', 34) }],
    },
    {
      name: 'a file named explicitly that is not named like an MCP file still gets the finding',
      path: 'notes.json',
      ...onDisk(Buffer.from([0x7b, 0x80, 0x7d])),
      errors: [{ pointer: '', line: 1, column: 2, message: notUtf8('80', 1) }],
    },
  ],
});
