import { ruleTester } from '../helpers/rule-tester.js';

const resource = (fields: Record<string, unknown>) => ({
  capabilities: { resources: {} },
  resources: [{ uri: 'ui://orders/view', name: 'view', mimeType: 'text/html;profile=mcp-app', ...fields }],
});

ruleTester('mcp.apps.resource-ui', {
  valid: [
    {
      code: resource({
        _meta: { ui: { csp: { connectDomains: ['https://api.example.com'], frameDomains: [] }, permissions: { camera: {} }, domain: 'x.example.com' } },
      }),
    },
    {
      name: 'a resource that is no UI',
      code: { capabilities: { resources: {} }, resources: [{ uri: 'file:///notes.md', name: 'notes', mimeType: 'text/markdown' }] },
    },
  ],
  invalid: [
    {
      code: resource({ mimeType: 'text/html', _meta: { ui: { csp: { connectDomain: [] }, prefersborder: true } } }),
      errors: [
        {
          pointer: '/resources/0/mimeType',
          level: 'warning',
          message:
            'The UI resource "ui://orders/view" is listed as "text/html", but MCP Apps hosts render only "text/html;profile=mcp-app". Set "mimeType" to "text/html;profile=mcp-app".',
        },
        {
          pointer: '/resources/0/_meta/ui/prefersborder',
          message:
            'MCP Apps defines no "prefersborder" in a UI resource\'s _meta.ui, whose keys are "csp", "permissions", "domain", "prefersBorder"; hosts ignore it. Did you mean "prefersBorder"?',
        },
        {
          pointer: '/resources/0/_meta/ui/csp/connectDomain',
          message:
            'MCP Apps defines no "connectDomain" in _meta.ui.csp, whose keys are "connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"; hosts ignore it. Did you mean "connectDomains"?',
        },
      ],
    },
    {
      name: 'no MIME type',
      code: { capabilities: { resources: {} }, resources: [{ uri: 'ui://orders/view', name: 'view' }] },
      errors: [
        {
          pointer: '/resources/0',
          message:
            'The UI resource "ui://orders/view" is listed without a "mimeType", but MCP Apps hosts render only "text/html;profile=mcp-app". Set "mimeType" to "text/html;profile=mcp-app".',
        },
      ],
    },
  ],
});
