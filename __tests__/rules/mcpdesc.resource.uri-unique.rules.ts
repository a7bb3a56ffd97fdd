import { ruleTester } from '../helpers/rule-tester.js';

const resources = (...list: object[]) => ({ capabilities: { resources: {} }, resources: list });

ruleTester('mcpdesc.resource.uri-unique', {
  valid: [
    { code: resources({ uri: 'file:///srv/docs/handbook.md', name: 'handbook' }, { uri: 'docs://glossary', name: 'glossary' }) },
    {
      name: 'paths differ in case, which RFC 3986 normalization keeps',
      code: resources({ uri: 'file:///srv/docs/Handbook.md', name: 'handbook' }, { uri: 'file:///srv/docs/handbook.md', name: 'handbook-lower' }),
    },
    {
      name: 'a resource and a resource template may share a URI',
      code: {
        capabilities: { resources: {} },
        resources: [{ uri: 'docs://pages/home', name: 'home' }],
        resourceTemplates: [{ uriTemplate: 'docs://pages/home', name: 'home-template' }],
      },
    },
  ],
  invalid: [
    {
      name: 'the same URI twice',
      code: resources({ uri: 'file:///srv/docs/handbook.md', name: 'handbook' }, { uri: 'file:///srv/docs/handbook.md', name: 'handbook-copy' }),
      errors: [
        {
          pointer: '/resources/1/uri',
          level: 'error',
          line: 12,
          column: 14,
          message:
            'Resource URI "file:///srv/docs/handbook.md" is already used by resources[0] ("handbook"). Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.',
        },
      ],
    },
    {
      name: 'schemes that differ only in case',
      path: 'case.mcp.yaml',
      code: resources({ uri: 'file:///srv/docs/handbook.md', name: 'handbook' }, { uri: 'FILE:///srv/docs/handbook.md', name: 'handbook-upper' }),
      errors: [
        {
          pointer: '/resources/1/uri',
          message:
            'Resource URI "FILE:///srv/docs/handbook.md" is already used by resources[0] ("handbook"), written there as "file:///srv/docs/handbook.md". Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.',
        },
      ],
    },
    {
      name: 'hosts that differ only in case',
      code: resources({ uri: 'https://Docs.Example.com/handbook', name: 'handbook' }, { uri: 'https://docs.example.com/handbook', name: 'handbook-lower' }),
      errors: [
        {
          pointer: '/resources/1/uri',
          message:
            'Resource URI "https://docs.example.com/handbook" is already used by resources[0] ("handbook"), written there as "https://Docs.Example.com/handbook". Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.',
        },
      ],
    },
    {
      name: 'a percent-encoded unreserved character is the character itself',
      code: resources({ uri: 'docs://users/%7Eann', name: 'ann' }, { uri: 'docs://users/~ann', name: 'ann-tilde' }),
      errors: [
        {
          pointer: '/resources/1/uri',
          message:
            'Resource URI "docs://users/~ann" is already used by resources[0] ("ann"), written there as "docs://users/%7Eann". Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.',
        },
      ],
    },
    {
      name: 'the first resource has no name',
      code: resources({ uri: 'docs://glossary' }, { uri: 'docs://glossary', name: 'glossary' }),
      errors: [
        {
          pointer: '/resources/1/uri',
          message:
            'Resource URI "docs://glossary" is already used by resources[0]. Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.',
        },
      ],
    },
    {
      name: 'every later copy names the first',
      code: resources(
        { uri: 'docs://glossary', name: 'glossary' },
        { uri: 'docs://faq', name: 'faq' },
        { uri: 'docs://glossary', name: 'glossary-2' },
        { uri: 'docs://glossary', name: 'glossary-3' },
      ),
      errors: [
        {
          pointer: '/resources/2/uri',
          message:
            'Resource URI "docs://glossary" is already used by resources[0] ("glossary"). Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.',
        },
        {
          pointer: '/resources/3/uri',
          message:
            'Resource URI "docs://glossary" is already used by resources[0] ("glossary"). Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.',
        },
      ],
    },
  ],
});
