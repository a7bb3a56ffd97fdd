import { ruleTester } from '../helpers/rule-tester.js';

const descriptor = (uri: string, resources?: unknown[]) => ({
  capabilities: { tools: {}, resources: {} },
  tools: [{ name: 'show_order', inputSchema: { type: 'object' }, _meta: { ui: { resourceUri: uri } } }],
  ...(resources ? { resources } : {}),
});
const VIEW = { uri: 'ui://orders/view', name: 'view', mimeType: 'text/html;profile=mcp-app' };

ruleTester('mcp.apps.resource-listed', {
  valid: [
    { code: descriptor('ui://orders/view', [VIEW]) },
    {
      name: 'a descriptor that lists no resources (servers may leave UI resources out)',
      code: { ...descriptor('ui://orders/view'), capabilities: { tools: {} } },
    },
    { name: "a URI that is not ui:// is mcp.apps.tool-ui's", code: descriptor('https://example.com/view', [VIEW]) },
  ],
  invalid: [
    {
      code: descriptor('ui://orders/veiw', [VIEW]),
      errors: [
        {
          pointer: '/tools/0/_meta/ui/resourceUri',
          level: 'note',
          message:
            'The UI resource "ui://orders/veiw" is not among the resources this descriptor lists. Servers may leave UI-only resources out of resources/list, but hosts read it with resources/read, so the server must serve it: list it here, or check the URI.',
        },
      ],
    },
  ],
});
