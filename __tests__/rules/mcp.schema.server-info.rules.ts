import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('mcp.schema.server-info', {
  valid: [
    { code: { serverInfo: { name: 'inventory', version: '1.0.0' } } },
    {
      path: 'case.mcp.yaml',
      code: {
        serverInfo: {
          name: 'inventory',
          version: '1.0.0',
          title: 'Inventory',
          description: 'Stock levels',
          websiteUrl: 'https://example.com',
          icons: [{ src: 'https://example.com/icon.png', theme: 'dark' }],
        },
      },
    },
    {
      name: "a field of a later version is field-availability's finding, even with a wrong type",
      code: { protocolVersion: '2025-03-26', serverInfo: { name: 'inventory', version: '1.0.0', title: 5 } },
    },
    {
      name: "a serverInfo that is not an object is the structure rule's finding",
      code: { serverInfo: 'inventory 1.0.0' },
    },
  ],
  invalid: [
    {
      name: 'YAML reads version: 1.0 as the number 1',
      output: 'protocolVersion: "2025-11-25"\nserverInfo:\n  name: inventory\n  version: "1.0"\n',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nserverInfo:\n  name: inventory\n  version: 1.0\n',
      errors: [
        {
          pointer: '/serverInfo/version',
          line: 4,
          column: 12,
          message: '"version" must be a string, but YAML reads the unquoted 1.0 as the number 1. Quote it: "1.0".',
        },
      ],
    },
    {
      name: 'YAML reads 1.10 as 1.1, and a %YAML 1.1 file reads "on" as true',
      output: '%YAML 1.1\n---\nprotocolVersion: "2025-11-25"\nserverInfo: { name: inventory, version: "1.10", title: "on" }\n',
      path: 'case.mcp.yaml',
      code: '%YAML 1.1\n---\nprotocolVersion: "2025-11-25"\nserverInfo: { name: inventory, version: 1.10, title: on }\n',
      errors: [
        { pointer: '/serverInfo/version', message: '"version" must be a string, but YAML reads the unquoted 1.10 as the number 1.1. Quote it: "1.10".' },
        { pointer: '/serverInfo/title', message: '"title" must be a string, but YAML reads the unquoted on as the boolean true. Quote it: "on".' },
      ],
    },
    {
      name: 'a version number instead of a string',
      code: { protocolVersion: '2025-03-26', serverInfo: { name: 'inventory', version: 3 } },
      errors: [
        {
          pointer: '/serverInfo/version',
          level: 'error',
          line: 5,
          column: 16,
          message: '"version" must be a string, but it is an integer (3). Write a string here.',
        },
      ],
    },
    {
      code: { serverInfo: { name: 'inventory' } },
      errors: [
        {
          pointer: '/serverInfo',
          line: 3,
          column: 17,
          message: 'Missing required property "version" in this server info (required in 2025-11-25). Add "version".',
        },
      ],
    },
    {
      name: 'a missing property with a near miss',
      output: '{\n  "protocolVersion": "2025-11-25",\n  "serverInfo": {\n    "name": "inventory",\n    "version": "1.0.0"\n  }\n}\n',
      code: { serverInfo: { name: 'inventory', Version: '1.0.0' } },
      errors: [
        {
          pointer: '/serverInfo',
          message: 'Missing required property "version" in this server info (required in 2025-11-25). Found "Version": did you mean "version"?',
        },
      ],
    },
    {
      name: 'an empty serverInfo misses both name and version',
      code: { protocolVersion: '2024-11-05', serverInfo: {} },
      errors: [
        { pointer: '/serverInfo', message: 'Missing required property "name" in this server info (required in 2024-11-05). Add "name".' },
        { pointer: '/serverInfo', message: 'Missing required property "version" in this server info (required in 2024-11-05). Add "version".' },
      ],
    },
    {
      code: { serverInfo: { name: 'inventory', version: '1.0.0', websiteUrl: 5, description: ['Stock levels'] } },
      errors: [
        { pointer: '/serverInfo/websiteUrl', message: '"websiteUrl" must be a string, but it is an integer (5). Write a string here.' },
        { pointer: '/serverInfo/description', message: '"description" must be a string, but it is an array. Write a string here.' },
      ],
    },
    {
      name: 'icons are checked as Icon objects',
      path: 'case.mcp.yaml',
      code: { serverInfo: { name: 'inventory', version: '1.0.0', icons: [{ src: 'https://example.com/i.png', theme: 'blue' }, { mimeType: 'image/png' }] } },
      errors: [
        { pointer: '/serverInfo/icons/0/theme', message: '"icons[0].theme" must be "dark" or "light", not "blue". Use one of these.' },
        { pointer: '/serverInfo/icons/1', message: 'Missing required property "src" in "icons[1]" (required in 2025-11-25). Add "src".' },
      ],
    },
    {
      code: { serverInfo: { name: 'inventory', version: '1.0.0', icons: { src: 'https://example.com/i.png' } } },
      errors: [{ pointer: '/serverInfo/icons', message: '"icons" must be an array, but it is an object. Write an array here.' }],
    },
  ],
});
