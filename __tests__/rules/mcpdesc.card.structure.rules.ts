import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

ruleTester('mcpdesc.card.structure', {
  valid: [
    { name: 'the required fields only', ...at, code: card() },
    {
      name: 'every field, vendor keys and _meta (objects are open)',
      ...at,
      code: card({
        title: 'Weather',
        websiteUrl: 'https://example.com',
        repository: { url: 'https://github.com/acme/weather', source: 'github', subfolder: 'server' },
        icons: [{ src: 'data:image/png;base64,AAAA', theme: 'dark', sizes: ['48x48'] }],
        remotes: [{ type: 'sse', url: 'https://example.com/sse', headers: [{ name: 'X-Key', isSecret: true }], variables: {} }],
        license: 'MIT',
        _meta: { 'com.acme/tier': 'free' },
      }),
    },
    {
      name: "a missing $schema is mcpdesc.card.schema's",
      ...at,
      code: { name: 'io.github.acme/weather', description: 'Weather forecasts.', version: '1.0.0', remotes: [] },
    },
  ],
  invalid: [
    {
      name: 'missing version, a misspelt required key, a wrong type',
      ...at,
      code: card({ version: undefined, remotes: [{ type: 'sse', ulr: 'https://example.com/sse' }], icons: 'https://example.com/icon.png' }),
      errors: [
        {
          pointer: '',
          level: 'error',
          message: 'This Server Card has no "version", which the current draft requires (it names the release the card describes). Add "version".',
        },
        {
          pointer: '/remotes/0',
          message: '"remotes[0]" has no "url", which the current draft requires (it is where clients connect). Found "ulr": did you mean "url"?',
        },
        {
          pointer: '/icons',
          message: `"icons" must be an array, but it is a string ("https://example.com/icon.png"). Write an array here. The current draft's schema rejects the card.`,
        },
      ],
    },
    {
      name: 'URI formats and lengths',
      ...at,
      code: card({ title: '', websiteUrl: 'example.com', version: 'v'.repeat(256), icons: [{ src: 'icon.png' }] }),
      errors: [
        { pointer: '/title', message: '"title" is empty; the current draft requires at least 1 character. Write it, or remove the field.' },
        { pointer: '/version', message: '"version" is 256 characters long; the current draft allows at most 255. Shorten it.' },
        {
          pointer: '/websiteUrl',
          message:
            '"websiteUrl" is not an absolute URI (it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"), so the current draft\'s schema ("format": "uri") rejects it. Write the full URL, such as "https://example.com/docs".',
        },
        {
          pointer: '/icons/0/src',
          message:
            '"icons[0].src" is not an absolute URI (it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"), so the current draft\'s schema ("format": "uri") rejects it. Write the full URL, such as "https://example.com/icon.png".',
        },
      ],
    },
  ],
});
