import { ruleTester } from '../helpers/rule-tester.js';

const icon = (src: string, sizes?: string[]) => ({
  serverInfo: { name: 'gallery', version: '1.0.0', icons: [{ src, mimeType: 'image/png', ...(sizes ? { sizes } : {}) }] },
});

ruleTester('mcp.icon.source', {
  valid: [
    { code: icon('https://gallery.example.com/icon.png', ['48x48', '96X96']) },
    { name: 'a base64 data: URI and a scalable size', code: icon('data:image/png;base64,iVBORw0KGgo=', ['any']) },
    { name: 'a data: URI that is not base64', code: icon('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E') },
    { name: 'the scheme is case-insensitive', code: icon('HTTPS://gallery.example.com/icon.png') },
    { name: 'http: in 2025-06-18, before icons were defined', code: { protocolVersion: '2025-06-18', ...icon('http://gallery.example.com/icon.png') } },
  ],
  invalid: [
    {
      name: 'plain http:',
      code: icon('http://gallery.example.com/icon.png'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          level: 'error',
          line: 8,
          column: 16,
          message:
            'Icon "src" uses the http: scheme (plain http: can be read and changed in transit). Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: serve the icon over https: or embed it as a data: URI.',
        },
      ],
    },
    {
      name: 'javascript:',
      code: icon('javascript:alert(document.cookie)'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" uses the javascript: scheme (a javascript: URI runs code). Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: serve the icon over https: or embed it as a data: URI.',
        },
      ],
    },
    {
      name: 'file:',
      code: icon('file:///usr/share/icons/gallery.png'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" uses the file: scheme (a file: URI reads from the client\'s disk). Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: serve the icon over https: or embed it as a data: URI.',
        },
      ],
    },
    {
      name: 'an app-local scheme',
      code: icon('app://gallery/icon.png'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" uses the app: scheme. Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: serve the icon over https: or embed it as a data: URI.',
        },
      ],
    },
    {
      name: 'an empty src',
      code: icon(''),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" "" is not an absolute URI: it is empty. Clients resolve icons on their own, without a base URL: serve the icon over https: or embed it as a data: URI.',
        },
      ],
    },
    {
      name: 'a malformed scheme',
      code: icon('1cdn://gallery.example.com/icon.png'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" "1cdn://gallery.example.com/icon.png" is not an absolute URI: the scheme "1cdn" must start with a letter. Clients resolve icons on their own, without a base URL: serve the icon over https: or embed it as a data: URI.',
        },
      ],
    },
    {
      name: 'an https: URL with a space',
      path: 'case.mcp.yaml',
      code: icon('https://gallery.example.com/my icon.png'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" "https://gallery.example.com/my icon.png" is not a valid URI: it contains a space at character 31: percent-encode it as "%20". Clients cannot fetch an icon from a malformed URI.',
        },
      ],
    },
    {
      name: 'a data: URI without ","',
      code: icon('data:image/png;base64'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" "data:image/png;base64" is not a valid data: URI: it needs a "," before the data, as in "data:image/png;base64,iVBORw0…". Clients cannot decode it: add the "," and the data.',
        },
      ],
    },
    {
      name: 'a data: URI whose data is not base64',
      code: icon('data:image/png;base64,not base64!'),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon "src" "data:image/png;base64,not base64!" says ";base64" but its data is not valid base64. Clients cannot decode it: re-encode the image.',
        },
      ],
    },
    {
      name: 'sizes that are not "WxH" or "any"',
      code: icon('https://gallery.example.com/icon.png', ['48', '0x0', 'any']),
      errors: [
        {
          pointer: '/serverInfo/icons/0/sizes/0',
          message:
            'Icon size "48" must be "WxH" in pixels, such as "48x48", or "any" for a scalable icon. Clients choose an icon by its sizes: correct this entry, or it cannot be matched.',
        },
        {
          pointer: '/serverInfo/icons/0/sizes/1',
          message:
            'Icon size "0x0" must be "WxH" in pixels, such as "48x48", or "any" for a scalable icon. Clients choose an icon by its sizes: correct this entry, or it cannot be matched.',
        },
      ],
    },
    {
      name: 'several sizes in one string',
      code: icon('https://gallery.example.com/icon.png', ['48x48 96x96']),
      errors: [
        {
          pointer: '/serverInfo/icons/0/sizes/0',
          message:
            'Icon size "48x48 96x96" lists several sizes in one string: give each its own item, as in ["48x48","96x96"]. Clients choose an icon by matching each item.',
        },
      ],
    },
    {
      name: 'an icon of a resource link in an example result',
      code: {
        capabilities: { tools: {} },
        tools: [
          {
            name: 'upload',
            inputSchema: { type: 'object' },
            interactionExamples: {
              first: {
                input: {},
                result: {
                  content: [{ type: 'resource_link', uri: 'gallery://photos/1', name: 'photo', icons: [{ src: 'http://gallery.example.com/photo.png' }] }],
                },
              },
            },
          },
        ],
      },
      errors: [
        {
          pointer: '/tools/0/interactionExamples/first/result/content/0/icons/0/src',
          message:
            'Icon "src" uses the http: scheme (plain http: can be read and changed in transit). Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: serve the icon over https: or embed it as a data: URI.',
        },
      ],
    },
  ],
});
