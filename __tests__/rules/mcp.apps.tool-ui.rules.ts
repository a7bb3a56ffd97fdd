import { ruleTester } from '../helpers/rule-tester.js';

const tool = (meta: Record<string, unknown>) => ({
  capabilities: { tools: {} },
  tools: [{ name: 'show_order', inputSchema: { type: 'object' }, _meta: meta }],
});
const SNAP = { path: '__toolsnaps__/show_order.snap', format: 'mcp-tool-list' };

ruleTester('mcp.apps.tool-ui', {
  valid: [
    { code: tool({ ui: { resourceUri: 'ui://orders/view', visibility: ['model', 'app'] } }) },
    { name: 'an app-only tool', code: tool({ ui: { resourceUri: 'ui://orders/view', visibility: ['app'] } }) },
    { name: 'both keys, for hosts that still read the old one', code: tool({ ui: { resourceUri: 'ui://orders/view' }, 'ui/resourceUri': 'ui://orders/view' }) },
    { name: "other _meta keys are not MCP Apps'", code: tool({ 'com.example/cache': 60 }) },
    {
      name: 'a committed tool snapshot',
      ...SNAP,
      code: { name: 'show_order', inputSchema: { type: 'object' }, _meta: { ui: { resourceUri: 'ui://orders/view' } } },
    },
  ],
  invalid: [
    {
      code: tool({ ui: { resourceUri: 'https://orders.example.com/view', visibility: ['model', 'user'], csp: {}, visibilty: [] } }),
      errors: [
        {
          pointer: '/tools/0/_meta/ui/resourceUri',
          level: 'warning',
          message:
            '_meta.ui.resourceUri is "https://orders.example.com/view", but MCP Apps UI resources have "ui://" URIs, so hosts render no UI for this tool. Point it at the tool\'s ui:// resource, such as "ui://<server>/<view>".',
        },
        {
          pointer: '/tools/0/_meta/ui/visibility/1',
          message:
            '"user" is no visibility MCP Apps knows: a tool is shown to "model" (the agent\'s tool list) and/or "app" (its own UI). Use "model" or "app".',
        },
        {
          pointer: '/tools/0/_meta/ui/csp',
          message:
            '"csp" belongs on the UI resource\'s _meta.ui, not on the tool: hosts ignore it here, so the sandbox keeps its defaults. Move it to the resource\'s _meta.ui.',
        },
        {
          pointer: '/tools/0/_meta/ui/visibilty',
          message:
            'MCP Apps defines no "visibilty" in a tool\'s _meta.ui, whose keys are "resourceUri", "visibility"; hosts ignore it. Did you mean "visibility"?',
        },
      ],
    },
    {
      name: "the drafts' key alone",
      code: tool({ 'ui/resourceUri': 'ui://orders/view' }),
      errors: [
        {
          pointer: '/tools/0/_meta/ui~1resourceUri',
          message:
            '_meta["ui/resourceUri"] is the MCP Apps drafts\' key, deprecated and removed before the extension\'s general availability, so hosts will stop finding this tool\'s UI. Write it as "_meta": {"ui": {"resourceUri": "ui://orders/view"}}.',
        },
      ],
    },
    {
      name: 'a visibility that is no list, in a committed tool snapshot',
      ...SNAP,
      code: { name: 'show_order', inputSchema: { type: 'object' }, _meta: { ui: { resourceUri: 'ui://orders/view', visibility: 'model' } } },
      errors: [
        {
          pointer: '/_meta/ui/visibility',
          line: 9,
          column: 21,
          message: '_meta.ui.visibility is "model", but MCP Apps reads a list of "model" and "app". Write a list, such as ["model", "app"].',
        },
      ],
    },
    {
      name: '_meta.ui that is no object',
      code: tool({ ui: 'ui://orders/view' }),
      errors: [
        {
          pointer: '/tools/0/_meta/ui',
          message: '_meta.ui is "ui://orders/view", but MCP Apps reads an object with "resourceUri" and "visibility" there. Make it an object.',
        },
      ],
    },
  ],
});
