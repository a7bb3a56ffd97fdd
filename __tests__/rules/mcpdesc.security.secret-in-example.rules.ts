import { ruleTester } from '../helpers/rule-tester.js';
import type { JsonObject } from '../../src/util/json.js';

// Made-up credentials, assembled from parts so that secret scanners do not mistake this file for a leak.
const GITHUB = ['ghp', '_', 'R7kq2Lm9Xz4Tv8Wn3Yb6Hc1Jd5Fg0AeQsPuV'].join('');
const AWS = ['AK', 'IA', 'Q3ZK7RM2XW5TB9NL'].join('');
const JWT = ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', 'eyJzdWIiOiJyZXBvcnRzIiwiaWF0IjoxNzUwMDAwMDAwfQ', 'k3Xq9LmZ2pR7tV4wN8yB1cD6fH0jS5gA2uE9iO3kQ7s'].join('.');
const PEM = [
  '-----BEGIN RSA PRIVATE',
  ' KEY-----\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\nVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n',
  '-----END RSA PRIVATE KEY-----',
].join('');

const tool = (properties: JsonObject, more: JsonObject = {}) => ({
  capabilities: { tools: {} },
  tools: [{ name: 'login', inputSchema: { type: 'object', properties }, ...more }],
});
const example = (input: JsonObject, text = 'Logged in.') =>
  tool({}, { interactionExamples: { basic: { input, result: { content: [{ type: 'text', text }] } } } });

const leaked = (what: string) =>
  `This string contains what looks like a real credential: ${what}. Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`;

/** A Docker catalog tool list (servers/<name>/tools.json), whose tools' texts are read as a descriptor's. */
const DOCKER = { path: 'servers/notes/tools.json', format: 'docker-mcp-catalog-tools' };
const catalog = (description: string, desc: string, name = 'search_notes') => [{ name, description, arguments: [{ name: 'query', type: 'string', desc }] }];

ruleTester('mcpdesc.security.secret-in-example', {
  valid: [
    {
      name: 'a Docker catalog argument with a URL pattern',
      ...DOCKER,
      code: catalog('Connects.', 'Connection string (e.g., postgresql://user:pass@host:port/db)'),
    },
    { code: tool({ apiKey: { type: 'string', description: 'Your API key.' } }) },
    {
      name: 'placeholders for credentials',
      code: tool({ apiKey: { type: 'string', default: 'YOUR_API_KEY', examples: ['<token>', '${API_TOKEN}', 'sk-xxxxxxxxxxxxxxxxxxxxxxxx'] } }),
    },
    { name: "AWS's documented example key", code: example({ access_key_id: 'AKIAIOSFODNN7EXAMPLE' }) },
    {
      name: 'a test-mode key as its vendor marks it',
      code: tool({ secret_key: { type: 'string', examples: [['sk', '_test_', 'Jq7Lm2Xr9Tz4Wn8Vb3Yc6Hd1'].join('')] } }),
    },
    {
      name: 'a demonstration JWT with no claim an issuer stamps',
      code: tool({
        auth_token: { type: 'string', examples: [[JWT.split('.')[0], 'eyJzdWIiOiJhbGljZSIsInJvbGUiOiJyZWFkZXIifQ', JWT.split('.')[2]].join('.')] },
      }),
    },
    {
      name: 'a random value in a field that is not a credential',
      code: tool({ page_token: { type: 'string', default: 'Zk9Lq2Xm8Rp4Tv7Wn3Yb6Hc1' }, sort_key: { type: 'string', default: 'Qm3Xr8Tz1Lp6Wn4Vb9' } }),
    },
    { name: 'a URL with a placeholder password', code: example({ database_url: 'postgres://app:<password>@db.internal:5432/reports' }) },
    {
      name: 'a URL whose password is a default anyone would guess first',
      code: tool({ dsn: { type: 'string', description: 'A data source, e.g. "mysql://admin:secret@127.0.0.1/shop", or a saved name.' } }),
    },
    { name: 'a bearer token placeholder', code: example({ authorization: 'Bearer <access-token>' }) },
    {
      name: 'PEM headers that only name the key formats a parameter accepts',
      code: tool({
        key_file: {
          type: 'string',
          description: 'Path to the signing key. Its first line is -----BEGIN PRIVATE KEY----- for PKCS#8 or -----BEGIN RSA PRIVATE KEY----- for PKCS#1.',
        },
      }),
    },
  ],
  invalid: [
    {
      name: 'a random default of a credential-named property',
      code: tool({ apiKey: { type: 'string', default: 'Zk9Lq2Xm8Rp4Tv7Wn3Yb6Hc1Jd5Fg0Ae' } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/apiKey/default',
          level: 'error',
          line: 14,
          column: 24,
          message: leaked('high-entropy "apiKey" value (32 characters)'),
        },
      ],
    },
    {
      name: "a random password among a property's examples",
      code: tool({ password: { type: 'string', examples: ['hunter2', 'q7#Lm2!xR9'] } }),
      errors: [{ pointer: '/tools/0/inputSchema/properties/password/examples/1', message: leaked('high-entropy "password" value (10 characters)') }],
    },
    {
      name: 'a password in a URL in an interaction example',
      code: example({ database_url: 'postgres://app:Zq8kLm2Rx9vT@db.internal:5432/reports' }),
      errors: [{ pointer: '/tools/0/interactionExamples/basic/input/database_url', message: leaked('password in a URL (12 characters)') }],
    },
    {
      name: 'a JSON Web Token in an example result',
      code: example({}, `Session token: ${JWT}`),
      errors: [{ pointer: '/tools/0/interactionExamples/basic/result/content/0/text', message: leaked('JSON Web Token ("eyJ…", 127 characters)') }],
    },
    {
      name: 'a GitHub token in a description',
      code: tool({}, { description: `Uses the token ${GITHUB} to call GitHub.` }),
      errors: [{ pointer: '/tools/0/description', message: leaked('GitHub token ("ghp_…", 40 characters)') }],
    },
    {
      name: 'an AWS access key ID',
      code: example({ access_key_id: AWS }),
      errors: [{ pointer: '/tools/0/interactionExamples/basic/input/access_key_id', message: leaked('AWS access key ID ("AKIA…", 20 characters)') }],
    },
    {
      name: 'a PEM private key',
      path: 'case.mcp.yaml',
      code: example({ key: PEM }),
      errors: [{ pointer: '/tools/0/interactionExamples/basic/input/key', message: leaked('PEM private key ("-----BEGIN RSA PRIVATE KEY-----…")') }],
    },
    {
      name: 'a bearer token',
      code: example({ authorization: 'Bearer 9fQ2xLm7Rk4Tz8Wv3Nb6Yc1Hd5' }),
      errors: [{ pointer: '/tools/0/interactionExamples/basic/input/authorization', message: leaked('bearer token (26 characters)') }],
    },
    {
      name: "a token in a Docker catalog argument's desc",
      ...DOCKER,
      code: catalog('Searches notes.', `The token to use, such as ${GITHUB}.`),
      errors: [{ pointer: '/0/arguments/0/desc', line: 9, column: 17, message: leaked('GitHub token ("ghp_…", 40 characters)') }],
    },
  ],
});
