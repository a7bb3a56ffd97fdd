import { ruleTester } from '../helpers/rule-tester.js';

const icon = (value: Record<string, unknown>) => ({ serverInfo: { name: 'retro', version: '1.0.0', icons: [value] } });

ruleTester('mcp.icon.mime-type', {
  valid: [
    { code: icon({ src: 'https://retro.example.com/icon.png', mimeType: 'image/png' }) },
    { name: 'SVG from a data: URI, with no mimeType', code: icon({ src: 'data:image/svg+xml;base64,PHN2Zy8+' }) },
    { name: 'the type is compared without case and parameters', code: icon({ src: 'https://retro.example.com/icon.webp', mimeType: 'Image/WebP; q=1' }) },
    { name: 'a .gif URL without mimeType: the type is not known', code: icon({ src: 'https://retro.example.com/icon.gif' }) },
    {
      name: 'GIF in 2025-06-18, before icons were defined',
      code: { protocolVersion: '2025-06-18', ...icon({ src: 'https://retro.example.com/icon.gif', mimeType: 'image/gif' }) },
    },
  ],
  invalid: [
    {
      name: 'a declared GIF',
      code: icon({ src: 'https://retro.example.com/icon.gif', mimeType: 'image/gif' }),
      errors: [
        {
          pointer: '/serverInfo/icons/0/mimeType',
          level: 'warning',
          line: 9,
          column: 21,
          message:
            'Icon type "image/gif" is not one clients are expected to render: they must support image/png and image/jpeg and should support image/svg+xml and image/webp, so this icon may not be shown. Provide a PNG or JPEG version.',
        },
      ],
    },
    {
      name: 'a BMP data: URI, reported at its src',
      path: 'case.mcp.yaml',
      code: icon({ src: 'data:image/bmp;base64,Qk0=' }),
      errors: [
        {
          pointer: '/serverInfo/icons/0/src',
          message:
            'Icon type "image/bmp" is not one clients are expected to render: they must support image/png and image/jpeg and should support image/svg+xml and image/webp, so this icon may not be shown. Provide a PNG or JPEG version.',
        },
      ],
    },
    {
      name: 'a tool icon that is not an image',
      code: { capabilities: { tools: {} }, tools: [{ name: 'dither', inputSchema: { type: 'object' }, icons: [{ src: 'data:text/plain,hello' }] }] },
      errors: [
        {
          pointer: '/tools/0/icons/0/src',
          message:
            'Icon type "text/plain" is not one clients are expected to render: they must support image/png and image/jpeg and should support image/svg+xml and image/webp, so this icon may not be shown. Provide a PNG or JPEG version.',
        },
      ],
    },
  ],
});
