import { ruleTester } from '../helpers/rule-tester.js';

const PATH = '.well-known/ai-catalog.json';
const CARD = 'application/mcp-server-card+json';
const card = (fields: Record<string, unknown> = {}) => ({
  identifier: 'urn:air:acme.dev:mcp:weather',
  type: CARD,
  url: 'https://acme.dev/mcp/server-card',
  ...fields,
});
const catalog = (...entries: unknown[]) => ({ specVersion: '1.0', entries });

ruleTester('mcpdesc.ai-catalog.structure', {
  valid: [
    { name: 'an empty catalog', path: PATH, format: 'ai-catalog', code: catalog() },
    { name: 'a Server Card by URL', path: PATH, format: 'ai-catalog', code: catalog(card()) },
    {
      name: 'a card inline, another artifact by a relative URL, the first drafts\' "mediaType"',
      path: PATH,
      format: 'ai-catalog',
      code: catalog(
        { identifier: 'urn:air:acme.dev:mcp:tides', type: CARD, data: { name: 'dev.acme/tides' } },
        { identifier: 'urn:air:acme.dev:skills:forecast', type: 'application/agent-skills+zip', url: '/skills/forecast.zip' },
        { identifier: 'urn:air:acme.dev:mcp:old', mediaType: CARD, url: 'https://acme.dev/old/server-card', displayName: 'Old' },
      ),
    },
    { name: 'one identifier in two versions', path: PATH, format: 'ai-catalog', code: catalog(card({ version: '1.0.0' }), card({ version: '2.0.0' })) },
  ],
  invalid: [
    {
      name: 'no specVersion and no entries',
      path: PATH,
      format: 'ai-catalog',
      code: { host: { displayName: 'Acme' } },
      errors: [
        {
          pointer: '',
          message: 'The catalog has no "specVersion", which clients read before anything else to know whether they understand it. Add "specVersion": "1.0".',
        },
        {
          pointer: '',
          message: 'The catalog has no "entries", but clients read its artifacts from an "entries" list (which may be empty). Write "entries": [ … ].',
        },
      ],
    },
    {
      name: 'a numeric specVersion and entries of the wrong type',
      path: PATH,
      format: 'ai-catalog',
      code: { specVersion: 1, entries: {} },
      errors: [
        { pointer: '/specVersion', message: '"specVersion" is an integer (1), but clients compare it as a "Major.Minor" string. Write "1.0".' },
        {
          pointer: '/entries',
          message: 'The catalog\'s "entries" is an object, but clients read its artifacts from an "entries" list (which may be empty). Write "entries": [ … ].',
        },
      ],
    },
    {
      name: 'entries that lack what a client needs',
      path: PATH,
      format: 'ai-catalog',
      code: catalog(
        'https://acme.dev/mcp/server-card',
        { type: CARD, url: 'https://acme.dev/a/server-card' },
        { identifier: 'urn:air:acme.dev:mcp:b', url: 'https://acme.dev/b/server-card' },
        card({ identifier: 'urn:air:acme.dev:mcp:c', data: {} }),
        { identifier: 'urn:air:acme.dev:mcp:d', type: CARD },
        card({ identifier: 'urn:air:acme.dev:mcp:e', url: 'http://acme.dev/e/server-card' }),
        card(),
        card(),
      ),
      errors: [
        {
          pointer: '/entries/0',
          message: 'Each entry is an object with an "identifier", a "type" and a "url", not a string ("https://acme.dev/mcp/server-card"). Write one.',
        },
        {
          pointer: '/entries/1',
          message:
            'The entry has no "identifier", which clients use to tell artifacts apart and to update them. Add one, such as "urn:air:example.com:mcp:weather".',
        },
        {
          pointer: '/entries/2',
          message:
            'The entry has no media "type", so clients cannot tell what it lists. Add "type", such as "application/mcp-server-card+json" for an MCP Server Card.',
        },
        {
          pointer: '/entries/3',
          message: 'The entry has both "url" and "data", but an entry gives exactly one: where to fetch the artifact, or the artifact inline. Remove one.',
        },
        {
          pointer: '/entries/4',
          message: 'The entry has neither "url" nor "data", so clients have nothing to fetch. Add the "url" of the artifact, or put it inline as "data".',
        },
        {
          pointer: '/entries/5/url',
          message:
            'The Server Card\'s "url" is "http://acme.dev/e/server-card", but clients fetch cards over https: with a host. Write the card\'s https:// URL, such as "https://example.com/mcp/server-card".',
        },
        {
          pointer: '/entries/7/identifier',
          message:
            'Entries 6 and 7 both have the identifier "urn:air:acme.dev:mcp:weather", so clients cannot tell which one is meant. Give each entry its own identifier, or a different "version".',
        },
      ],
    },
  ],
});
