import { bundleTester, manifest, PNG } from '../oracle/mcpb/bundle-tester.js';

const server = { 'server/index.js': '' };
const leftOut = (icon: string, line: string) =>
  `.mcpbignore leaves the icon "${icon}" out of the bundle (its line "${line}"): mcpb pack accepts it, but the installed bundle shows no icon. Remove or narrow that line.`;

// It reads the bundle folder beside the manifest, so every case is a bundle.
bundleTester('mcpdesc.mcpb.icon-ignored', {
  valid: [
    { name: 'the icon is there and kept', files: { ...server, 'manifest.json': manifest({ icon: 'icon.png' }), 'icon.png': PNG, '.mcpbignore': 'docs/\n' } },
    {
      name: "near miss: left out and not there either: mcpb validate fails, which is mcpdesc.mcpb.icon's error",
      files: { ...server, 'manifest.json': manifest({ icon: 'docs/icon.png' }), '.mcpbignore': 'docs/\n' },
    },
    {
      name: "near miss: left out here, but a script packs a staging folder (mcpdesc.mcpb.build-output's note)",
      files: {
        ...server,
        'manifest.json': manifest({ icon: 'docs/icon.png' }),
        'docs/icon.png': PNG,
        '.mcpbignore': 'docs/\n',
        'package.json': { scripts: { 'mcpb:pack': 'npx -y @anthropic-ai/mcpb pack dist-mcpb/' } },
      },
    },
  ],
  invalid: [
    {
      name: 'a folder of documents .mcpbignore drops holds the icon, and one of "icons" too',
      files: {
        ...server,
        'manifest.json': manifest({
          icon: 'docs/icon.png',
          icons: [
            { src: 'docs/dark.png', size: '16x16' },
            { src: 'icon.png', size: '32x32' },
          ],
        }),
        'docs/icon.png': PNG,
        'docs/dark.png': PNG,
        'icon.png': PNG,
        '.mcpbignore': '# not for the bundle\ndocs/\n',
      },
      errors: [
        { pointer: '/icon', message: leftOut('docs/icon.png', 'docs/'), level: 'warning' },
        { pointer: '/icons/0/src', message: leftOut('docs/dark.png', 'docs/') },
      ],
    },
  ],
});
