import { ruleTester } from '../helpers/rule-tester.js';

const SCHEMA = (version: string) => `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
/** A 2025-12-11 server.json with the fields every case shares, and the case's own (which may override them). */
const server = (fields: Record<string, unknown> = {}) => ({
  $schema: SCHEMA('2025-12-11'),
  name: 'io.github.acme/weather',
  description: 'Weather forecasts.',
  version: '1.0.0',
  ...fields,
});

ruleTester('mcpdesc.registry.https-link', {
  valid: [
    {
      name: 'https website and icons',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ websiteUrl: 'https://acme.github.io/weather/#readme', icons: [{ src: 'https://acme.github.io/weather/icon.png' }] }),
    },
    { name: "a website that is no URI is structure's", path: 'server.json', format: 'mcp-registry-server', code: server({ websiteUrl: 'acme.github.io' }) },
  ],
  invalid: [
    {
      name: 'an http website',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ websiteUrl: 'http://acme.github.io/weather/' }),
      errors: [
        {
          pointer: '/websiteUrl',
          message:
            '"websiteUrl" "http://acme.github.io/weather/" uses http:, but the registry accepts only https:// links ("websiteUrl must use https scheme"): a page served over plain HTTP can be changed on its way to the reader. Write "https://acme.github.io/weather/".',
          level: 'error',
          line: 6,
          column: 17,
        },
      ],
    },
    {
      name: 'an apostrophe in the website',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ websiteUrl: "https://acme.github.io/weather/it's" }),
      errors: [
        {
          pointer: '/websiteUrl',
          message:
            '"websiteUrl" contains "\'" at character 34, which the registry refuses in a websiteUrl ("websiteUrl contains an invalid character"). Percent-encode it ("%27").',
        },
      ],
    },
    {
      name: 'an http and a data: icon',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ icons: [{ src: 'http://acme.github.io/icon.png' }, { src: 'data:image/png;base64,iVBORw0KGgo=' }] }),
      errors: [
        {
          pointer: '/icons/0/src',
          message:
            'The icon\'s "src" uses http:, but the registry accepts only https:// icons ("icon src must use https scheme (got http)"): clients fetch icons from the link, and over plain HTTP anyone on the way can swap the image. Write "https://acme.github.io/icon.png".',
        },
        {
          pointer: '/icons/1/src',
          message:
            'The icon\'s "src" uses data:, but the registry accepts only https:// icons ("icon src must use https scheme (got data)"), not images inlined in the file: clients fetch icons from the link, and over plain HTTP anyone on the way can swap the image. Host the image and link it with https://.',
        },
      ],
    },
    {
      name: 'a 2025-07-09 website_url over http',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json', website_url: 'http://acme.github.io/weather/' }),
      errors: [
        {
          pointer: '/website_url',
          message:
            '"website_url" "http://acme.github.io/weather/" uses http:, but the registry accepts only https:// links ("websiteUrl must use https scheme"): a page served over plain HTTP can be changed on its way to the reader. Write "https://acme.github.io/weather/".',
        },
      ],
    },
  ],
});
