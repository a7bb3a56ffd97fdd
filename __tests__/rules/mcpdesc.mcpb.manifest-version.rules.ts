import { ruleTester } from '../helpers/rule-tester.js';

const body = {
  name: 'weather',
  version: '1.0.0',
  description: 'Forecasts.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node' } },
};
const STOPS =
  'mcpb validate stops with "Unrecognized or unsupported manifest version" (and mcpb pack refuses the bundle) before it checks anything else, and so does mcpdesc';

ruleTester('mcpdesc.mcpb.manifest-version', {
  valid: [
    { name: 'each version mcpb knows: 0.1', path: 'manifest.json', format: 'mcpb-manifest', code: { manifest_version: '0.1', ...body } },
    { name: '0.4, the experimental one', path: 'manifest.json', code: { manifest_version: '0.4', ...body } },
    { name: 'the older "dxt_version" alone', path: 'bundle/manifest.json', code: { dxt_version: '0.2', ...body } },
    {
      name: 'near miss: an unknown "manifest_version" beside a known "dxt_version" resolves (the disagreement is the structure rule\'s)',
      path: 'manifest.json',
      code: { manifest_version: '1.0', dxt_version: '0.3', ...body },
    },
  ],
  invalid: [
    {
      name: 'the official negative fixture: "1.0"',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: '{\n  "manifest_version": "1.0",\n  "name": "x",\n  "server": {}\n}\n',
      errors: [
        {
          pointer: '/manifest_version',
          message: `"1.0" is not a manifest version mcpb knows ("0.1", "0.2", "0.3" or "0.4"), so ${STOPS}. It may be newer than 0.4, the newest version mcpb and mcpdesc know: declare one of them, or upgrade both.`,
          level: 'error',
          line: 2,
          column: 23,
        },
      ],
    },
    {
      name: 'a number',
      output:
        '{\n  "manifest_version": "0.3",\n  "name": "weather",\n  "version": "1.0.0",\n  "description": "Forecasts.",\n  "author": {\n    "name": "Acme"\n  },\n  "server": {\n    "type": "node",\n    "entry_point": "server/index.js",\n    "mcp_config": {\n      "command": "node"\n    }\n  }\n}\n',
      path: 'manifest.json',
      code: { manifest_version: 0.3, ...body },
      errors: [
        {
          pointer: '/manifest_version',
          message: `"manifest_version" must be the string "0.3", not the number 0.3: mcpb knows versions only as text, so ${STOPS}. Quote it.`,
        },
      ],
    },
    {
      name: 'near misses get the version they mean',
      path: 'manifest.json',
      code: { manifest_version: 'v0.3.0', ...body },
      errors: [
        {
          pointer: '/manifest_version',
          message: `"v0.3.0" is not a manifest version mcpb knows ("0.1", "0.2", "0.3" or "0.4"), so ${STOPS}. Did you mean "0.3"?`,
        },
      ],
    },
    {
      name: 'a version newer than any mcpb knows',
      path: 'manifest.json',
      code: { manifest_version: '0.5', ...body },
      errors: [
        {
          pointer: '/manifest_version',
          message: `"0.5" is not a manifest version mcpb knows ("0.1", "0.2", "0.3" or "0.4"), so ${STOPS}. It may be newer than 0.4, the newest version mcpb and mcpdesc know: declare one of them, or upgrade both.`,
        },
      ],
    },
    {
      name: 'only an unknown "dxt_version"',
      path: 'manifest.json',
      code: { dxt_version: 'latest', ...body },
      errors: [
        {
          pointer: '/dxt_version',
          message: `"latest" is not a manifest version mcpb knows ("0.1", "0.2", "0.3" or "0.4"), so ${STOPS}. Declare one of them, e.g. "manifest_version": "0.3".`,
        },
      ],
    },
    {
      name: 'null',
      path: 'manifest.json',
      code: { manifest_version: null, ...body },
      errors: [
        {
          pointer: '/manifest_version',
          message: `"manifest_version" must be a string naming the manifest version ("0.1", "0.2", "0.3" or "0.4"), but it is null, so ${STOPS}. Set it to the version the manifest is written for, such as "0.3".`,
        },
      ],
    },
    {
      name: 'a version string beside an author object is a manifest even without its "server"',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: { manifest_version: '0.30', name: 'x', author: { name: 'Acme' } },
      errors: [
        {
          pointer: '/manifest_version',
          message: `"0.30" is not a manifest version mcpb knows ("0.1", "0.2", "0.3" or "0.4"), so ${STOPS}. Did you mean "0.3"?`,
        },
      ],
    },
    {
      name: 'both unknown: one finding, at "manifest_version", which mcpb reads first',
      path: 'manifest.json',
      code: { manifest_version: '2', dxt_version: '2', ...body },
      errors: [
        {
          pointer: '/manifest_version',
          message: `"2" is not a manifest version mcpb knows ("0.1", "0.2", "0.3" or "0.4"), so ${STOPS}. Declare one of them, e.g. "manifest_version": "0.3".`,
        },
      ],
    },
  ],
});
