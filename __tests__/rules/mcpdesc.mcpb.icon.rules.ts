import { ruleTester } from '../helpers/rule-tester.js';
import { bundleTester, manifest, PNG } from '../oracle/mcpb/bundle-tester.js';

const server = { 'server/index.js': '' };

ruleTester('mcpdesc.mcpb.icon', {
  valid: [
    {
      name: 'a manifest linted alone: the bundle folder is not there to look in',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: manifest({ icon: 'icon.png' }),
    },
    { name: "near miss: a remote icon is mcpdesc.mcpb.icon-remote's", path: 'manifest.json', code: manifest({ icon: 'https://acme.example/icon.png' }) },
    { name: 'near miss: an empty "icon" is skipped, as mcpb validate skips it', path: 'manifest.json', code: manifest({ icon: '' }) },
    {
      name: 'near miss: "icons" in 0.2 is the field-version rule\'s',
      path: 'manifest.json',
      code: manifest({ icons: [{ src: '/abs.png', size: '1x1' }] }, '0.2'),
    },
  ],
  invalid: [
    {
      name: 'what mcpb validate rejects: ${__dirname} and an absolute path',
      path: 'manifest.json',
      code: manifest({ icon: '${__dirname}/assets/icon.png', icons: [{ src: 'C:\\icons\\dark.png', size: '16x16' }] }),
      errors: [
        {
          pointer: '/icon',
          message:
            'MCPB substitutes no variables in icon paths (mcpb validate rejects ${__dirname} in "icon"), so "${__dirname}/assets/icon.png" names no file and clients show no icon. Write the path relative to the manifest, such as "assets/icon.png".',
        },
        {
          pointer: '/icons/0/src',
          message:
            'The icon path "C:\\\\icons\\\\dark.png" is absolute, but each user\'s client installs the bundle somewhere else. Write it relative to the manifest, such as "dark.png".',
        },
      ],
    },
    {
      name: 'absolute "icon", out of the bundle, empty "icons[].src", a file: URL',
      path: 'manifest.json',
      code: manifest({
        icon: '/opt/acme/icon.png',
        icons: [
          { src: '../brand/icon.png', size: '1x1' },
          { src: '', size: '1x1' },
          { src: 'file:///icon.png', size: '1x1' },
        ],
      }),
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon path "/opt/acme/icon.png" is absolute, but mcpb validate requires a path relative to the bundle root: each user\'s client installs the bundle somewhere else. Write it relative to the manifest, such as "icon.png".',
        },
        {
          pointer: '/icons/0/src',
          message:
            'The icon "../brand/icon.png" leaves the bundle folder, so mcpb pack does not include it and clients show no icon. Move it into the folder of manifest.json.',
        },
        { pointer: '/icons/1/src', message: 'The icon path is empty: name a PNG file inside the bundle, such as "icon.png", or remove this entry.' },
        {
          pointer: '/icons/2/src',
          message:
            'The icon "file:///icon.png" is not a file inside the bundle, so clients show no icon. Add the PNG to the bundle and write its path, such as "icon.png".',
        },
      ],
    },
  ],
});

bundleTester('mcpdesc.mcpb.icon', {
  valid: [
    {
      name: "near miss: there, but .mcpbignore leaves it out: mcpb accepts it (mcpdesc.mcpb.icon-ignored's warning)",
      files: { ...server, 'manifest.json': manifest({ icon: 'icon.png' }), 'icon.png': PNG, '.mcpbignore': '*.png\n' },
    },
    {
      name: "near miss: .mcpbignore leaves it out here, but a script packs a staging folder (mcpdesc.mcpb.build-output's note)",
      files: {
        ...server,
        'manifest.json': manifest({ icon: 'assets/icon.png' }),
        'assets/icon.png': PNG,
        '.mcpbignore': 'assets/\n',
        'package.json': { scripts: { 'mcpb:pack': 'npx -y @anthropic-ai/mcpb pack dist-mcpb/' } },
      },
    },
    {
      name: "near miss: a missing icon that a Makefile target copies into the folder it packs (mcpdesc.mcpb.build-output's note)",
      files: {
        ...server,
        'manifest.json': manifest({ icon: 'icon.png' }),
        Makefile: 'build-dxt: ## Build the extension\n\tcp images/icon.png ./build/ext/\n\tdxt pack build/ext/ build/ext.dxt\n',
      },
    },
    {
      name: 'a PNG icon, and icons of any format that are there',
      files: {
        ...server,
        'manifest.json': manifest({ icon: './icon.png', icons: [{ src: 'assets/dark.svg', size: '16x16', theme: 'dark' }] }),
        'icon.png': PNG,
        'assets/dark.svg': '<svg/>',
      },
    },
    {
      name: 'missing from a template manifest, but a release workflow runs a script named for MCPB that writes the bundle',
      files: {
        ...server,
        'manifest.json': manifest({ icon: 'brand.png' }),
        '.github/workflows/release.yml':
          'jobs:\n  bundle:\n    steps:\n      - run: |\n          python3 scripts/make_mcpb.py "$VERSION" \\\n            --icon assets/brand.png\n',
      },
    },
    {
      name: 'missing, but a release workflow runs a script file given the manifest',
      manifest: 'ext/manifest.json',
      files: {
        'ext/server/index.js': '',
        'ext/manifest.json': manifest({ icon: 'brand.png' }),
        '.github/workflows/release.yml': 'jobs:\n  bundle:\n    steps:\n      - run: node tools/release.mjs --manifest ext/manifest.json\n',
      },
    },
    {
      name: 'near miss: missing, but a package.json script copies it in (mcpdesc.mcpb.build-output says so)',
      files: { ...server, 'manifest.json': manifest({ icon: 'icon.png' }), 'package.json': { scripts: { 'copy-icon': 'cp ../brand/logo.png ./icon.png' } } },
    },
  ],
  invalid: [
    {
      name: 'not a PNG: what the file is, with the position',
      files: { ...server, 'manifest.json': manifest({ icon: 'icon.png' }), 'icon.png': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "icon.png" is not a PNG file (it is a JPEG image), and mcpb validate accepts only PNG icons. Convert it to PNG (512×512 pixels shows best in Claude Desktop).',
          level: 'error',
          line: 19,
          column: 11,
        },
      ],
    },
    {
      name: 'a backslash separator: the file is there under forward slashes, which the message says',
      files: {
        ...server,
        'manifest.json': manifest({ icon: '.\\GARMIN.png', icons: [{ src: 'assets\\logo.png', size: '64x64' }] }),
        'GARMIN.png': PNG,
        'assets/logo.png': PNG,
      },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon ".\\\\GARMIN.png" uses a backslash as its path separator: Windows reads it so and finds "GARMIN.png", which is there, but mcpb joins the path as written, and on macOS and Linux a backslash is part of a file name, so there mcpb validate fails with "Icon file not found". Write "GARMIN.png".',
        },
        {
          pointer: '/icons/0/src',
          message:
            'The icon "assets\\\\logo.png" uses a backslash as its path separator: Windows reads it so and finds "assets/logo.png", which is there, but mcpb joins the path as written, and on macOS and Linux a backslash is part of a file name, so there clients show no icon. Write "assets/logo.png", with forward slashes.',
        },
      ],
    },
    {
      name: 'a backslash path whose file is not there under forward slashes either: missing',
      files: { ...server, 'manifest.json': manifest({ icon: 'img\\icon.png' }) },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "img\\\\icon.png" is not in the bundle folder (mcpdesc looked for "img\\\\icon.png"), so mcpb validate fails with "Icon file not found". Add the PNG or correct the path.',
        },
      ],
    },
    {
      name: 'missing, and the workflows run script files named for neither the bundle nor given the manifest',
      files: {
        ...server,
        'manifest.json': manifest({ icon: 'brand.png' }),
        '.github/workflows/release.yml':
          'jobs:\n  bundle:\n    steps:\n      - run: python3 scripts/check_mcpb_schema.py\n      - run: node tools/release.mjs --icon brand.png\n',
      },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "brand.png" is not in the bundle folder (mcpdesc looked for "brand.png"), so mcpb validate fails with "Icon file not found". Add the PNG or correct the path.',
        },
      ],
    },
    {
      name: 'an SVG named .png',
      files: { ...server, 'manifest.json': manifest({ icon: 'icon.png' }), 'icon.png': '<?xml version="1.0"?><svg/>' },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "icon.png" is not a PNG file (it is an SVG image), and mcpb validate accepts only PNG icons. Convert it to PNG (512×512 pixels shows best in Claude Desktop).',
        },
      ],
    },
    {
      name: 'missing "icon" and "icons[].src", and a folder',
      manifest: 'b/manifest.json',
      files: {
        'b/server/index.js': '',
        'b/assets/.keep': '',
        'b/manifest.json': manifest({
          icon: 'assets/icon.png',
          icons: [
            { src: 'assets/dark.png', size: '16x16' },
            { src: 'assets', size: '16x16' },
          ],
        }),
      },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "assets/icon.png" is not in the bundle folder (mcpdesc looked for "b/assets/icon.png"), so mcpb validate fails with "Icon file not found". Add the PNG or correct the path.',
        },
        {
          pointer: '/icons/0/src',
          message:
            'The icon "assets/dark.png" is not in the bundle folder (mcpdesc looked for "b/assets/dark.png"), so clients show no icon. Add the PNG or correct the path.',
        },
        { pointer: '/icons/1/src', message: 'The icon path "assets" is a folder, not a PNG file. Name the image itself, such as "assets/icon.png".' },
      ],
    },
    {
      name: 'not there, and .mcpbignore would leave it out too',
      files: { ...server, 'manifest.json': manifest({ icon: 'icon.png', icons: [{ src: 'dark.png', size: '16x16' }] }), '.mcpbignore': '*.png\n' },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "icon.png" is not in the bundle folder (mcpdesc looked for "icon.png"), and .mcpbignore would leave it out (its line "*.png"), so mcpb validate fails with "Icon file not found". Add the PNG, and remove or narrow that line.',
        },
        {
          pointer: '/icons/0/src',
          message:
            'The icon "dark.png" is not in the bundle folder (mcpdesc looked for "dark.png"), and .mcpbignore would leave it out (its line "*.png"), so clients show no icon. Add the PNG, and remove or narrow that line.',
        },
      ],
    },
    {
      name: 'missing, and the Makefile above packs another bundle (a folder with its own manifest), not a staging folder',
      manifest: 'bundles/weather/manifest.json',
      files: {
        'bundles/weather/server/index.js': '',
        'bundles/weather/manifest.json': manifest({ icon: 'icon.png' }),
        'bundles/news/manifest.json': manifest({}),
        Makefile: 'news:\n\tmcpb pack bundles/news\n',
      },
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "icon.png" is not in the bundle folder (mcpdesc looked for "bundles/weather/icon.png"), so mcpb validate fails with "Icon file not found". Add the PNG or correct the path.',
        },
      ],
    },
  ],
});
