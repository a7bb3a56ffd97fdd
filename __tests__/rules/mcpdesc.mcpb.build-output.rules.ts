import { bundleTester, manifest, PNG } from '../oracle/mcpb/bundle-tester.js';

const at = (entry: string, extra: Record<string, unknown> = {}) =>
  manifest({ server: { type: 'node', entry_point: entry, mcp_config: { command: 'node', args: [`\${__dirname}/${entry}`] } }, ...extra });
const ENTRY_TAIL = 'so the build presumably makes it. Make sure the build runs before "mcpb pack": a bundle packed without it has no server to start.';

// Only a bundle folder with its package.json can show a file is built, so every case is a tree of files.
bundleTester('mcpdesc.mcpb.build-output', {
  valid: [
    {
      name: 'the built file is committed',
      files: { 'manifest.json': at('dist/index.js'), 'dist/index.js': '', 'package.json': { scripts: { build: 'tsc' } } },
    },
    {
      name: 'near miss: no build script, only one that runs it',
      files: { 'manifest.json': at('dist/index.js'), 'package.json': { scripts: { start: 'node dist/index.js' } } },
    },
    {
      name: 'near miss: not in a build output folder, and no script names it',
      files: { 'manifest.json': at('src/index.js'), 'package.json': { scripts: { build: 'tsc' } } },
    },
    {
      name: 'near miss: a script names a longer path, not this one',
      files: { 'manifest.json': at('index.js'), 'package.json': { scripts: { build: 'cp src/index.js.map out/ && esbuild my-index.js' } } },
    },
    { name: 'near miss: package.json is not JSON', files: { 'manifest.json': at('dist/index.js'), 'package.json': '{ "scripts": { "build": "tsc" }, }' } },
  ],
  invalid: [
    {
      name: 'the usual layout: "tsc" writes dist/, and a prepack script copies the icon in, with positions',
      manifest: 'weather/manifest.json',
      files: {
        'weather/manifest.json': at('dist/index.js', { icon: 'icon.png' }),
        'weather/package.json': { scripts: { build: 'tsc -p .', prepack: 'npm run build && cp ../brand/weather.png icon.png', start: 'node dist/index.js' } },
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dist/index.js" is not in the repository, but it is in "dist/", a build output folder, and package.json has a "build" script, ${ENTRY_TAIL}`,
          level: 'note',
          line: 11,
          column: 20,
        },
        {
          pointer: '/icon',
          message:
            'The icon "icon.png" is not in the repository, but package.json\'s "prepack" script names it, so the build presumably makes it. Make sure the build runs before "mcpb pack": a bundle packed without it fails mcpb validate and shows no icon.',
          level: 'note',
        },
      ],
    },
    {
      name: 'a script that names the entry point, outside any build output folder',
      files: {
        'manifest.json': at('bin/server.js'),
        'package.json': { scripts: { 'bundle:server': 'esbuild src/main.ts --bundle --outfile=./bin/server.js' } },
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "bin/server.js" is not in the repository, but package.json's "bundle:server" script names it, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'server/ is where MCPB bundles keep the built server',
      files: { 'manifest.json': at('server/index.js'), 'icon.png': PNG, 'package.json': { scripts: { 'build:server': 'tsc --outDir server' } } },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the repository, but it is in "server/", a build output folder, and package.json has a "build:server" script, ${ENTRY_TAIL}`,
        },
      ],
    },
  ],
});
