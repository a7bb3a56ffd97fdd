import { bundleTester, manifest, PNG } from '../oracle/mcpb/bundle-tester.js';

const at = (entry: string, extra: Record<string, unknown> = {}) =>
  manifest({ server: { type: 'node', entry_point: entry, mcp_config: { command: 'node', args: [`\${__dirname}/${entry}`] } }, ...extra });
const TAIL =
  'so a build or release step presumably makes it. Make sure that step runs before "mcpb pack", and run "mcpb validate" on the bundle it packs: a bundle packed without it';
const ENTRY_TAIL = `${TAIL} has no server to start.`;
const ICON_TAIL = `${TAIL} fails mcpb validate and shows no icon.`;

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
    {
      name: 'near miss: a folder named for bundles that holds code is the bundle itself, not a template',
      manifest: 'mcpb/manifest.json',
      files: { 'mcpb/manifest.json': at('server/index.js'), 'mcpb/index.ts': '', 'mcpb/icon.png': PNG },
    },
    {
      name: 'near miss: a script file that names neither the file nor its folder',
      files: { 'manifest.json': at('dxt-dist/index.js'), 'package.json': { scripts: { pack: 'node pack.js' } }, 'pack.js': "console.log('packing');\n" },
    },
    {
      name: 'near miss: a Makefile above that packs another bundle, a folder with its own manifest',
      manifest: 'bundles/weather/manifest.json',
      files: {
        'bundles/weather/manifest.json': at('dist/index.js'),
        'bundles/news/manifest.json': at('dist/index.js'),
        Makefile: 'news: ## pack the news bundle\n\tmcpb pack bundles/news\n',
      },
    },
    {
      name: "near miss: a Makefile above whose staging folder a variable names is not known to be this bundle's",
      manifest: 'bundles/weather/manifest.json',
      files: { 'bundles/weather/manifest.json': at('dist/index.js'), Makefile: 'pack:\n\tmcpb pack $(OUT)\n' },
    },
    {
      name: 'near miss: a workflow that copies another manifest',
      files: { 'manifest.json': at('server/main.py'), '.github/workflows/release.yml': 'jobs:\n  a:\n    steps:\n      - run: cp docs/manifest.json build/\n' },
    },
    {
      name: "near miss: a workflow of another repository beside this one's",
      manifest: 'repos/weather/manifest.json',
      files: {
        'repos/weather/manifest.json': at('server/main.py'),
        'repos/news/.github/workflows/release.yml': 'jobs:\n  a:\n    steps:\n      - run: mcpb pack build\n',
      },
    },
    {
      name: 'near miss: a workflow that packs another folder',
      manifest: 'bundles/weather/manifest.json',
      files: {
        'bundles/weather/manifest.json': at('dist/index.js'),
        '.github/workflows/release.yml': 'jobs:\n  pack:\n    steps:\n      - run: npx @anthropic-ai/mcpb pack bundles/news\n',
      },
    },
    {
      name: 'near miss: a workflow that changes into another folder to pack it (sandraschi/filesystem-mcp)',
      files: {
        'manifest.json': at('server/index.js'),
        '.github/workflows/bundle.yml':
          'jobs:\n  bundle:\n    steps:\n      - name: Build the DXT package\n        run: |\n          cd extension\n          dxt pack . ../dist/notes.dxt\n      - run: echo "DXT package built"\n',
      },
    },
    {
      name: "near miss: a workflow that packs another folder from its step's working-directory",
      manifest: 'bundles/weather/manifest.json',
      files: {
        'bundles/weather/manifest.json': at('dist/index.js'),
        '.github/workflows/release.yml':
          'jobs:\n  pack:\n    steps:\n      - run: npm test --prefix bundles/weather\n      - working-directory: bundles/news\n        run: mcpb pack\n',
      },
    },
    {
      name: "near miss: a parent folder's tool whose script builds an MCPB schema, not this bundle",
      manifest: 'examples/hello/manifest.json',
      files: {
        'examples/hello/manifest.json': at('server/index.js'),
        'package.json': { name: '@acme/bundler', scripts: { 'build:schema': 'node ./scripts/build-mcpb-schema.js', 'build:mcpb-schema': 'tsc' } },
      },
    },
    {
      name: 'near miss: a package above whose MCPB script only validates, and whose script file names no manifest',
      manifest: 'directory/manifest.json',
      files: {
        'directory/manifest.json': at('bin/index.js'),
        'package.json': {
          scripts: { 'mcpb:validate': 'node tools/check.js', 'dxt-schema': 'node tools/generate_mcpb_schema.js', release: 'node tools/stage.js' },
        },
        'tools/stage.js': 'const source = join(root, "directory", "package.json");\n',
      },
    },
    {
      name: "near miss: a parent folder's tool whose build script writes its own dist/",
      manifest: 'examples/hello/manifest.json',
      files: {
        'examples/hello/manifest.json': at('dist/index.js'),
        'package.json': { name: '@acme/bundler', scripts: { build: 'node build.js' } },
        'build.js': "require('esbuild').build({ entryPoints: ['src/cli.ts'], outdir: 'dist/' });\n",
      },
    },
    {
      name: 'near miss: the package above only validates the bundle, and packs nothing',
      manifest: 'packages/server/release/manifest.json',
      files: {
        'packages/server/release/manifest.json': at('server/index.js'),
        'packages/server/package.json': { name: '@acme/weather', scripts: { 'validate:mcpb': 'mcpb validate release/manifest.json' } },
      },
    },
    {
      name: 'near miss: a shell script the build runs packs the bundle folder itself',
      manifest: 'packages/server/manifest.json',
      files: {
        'packages/server/manifest.json': at('index.js'),
        'packages/server/package.json': { scripts: { build: 'bash ./build' } },
        'packages/server/build': '#!/usr/bin/env bash\ntsc\n# mcpb pack dist-bundle\nnpx mcpb pack . server.mcpb\n',
      },
    },
    {
      name: 'near miss: a shell script that only a run script runs',
      manifest: 'packages/server/manifest.json',
      files: {
        'packages/server/manifest.json': at('index.js'),
        'packages/server/package.json': { scripts: { start: 'bash ./build' } },
        'packages/server/build': 'cp manifest.json dist-bundle\nnpx mcpb pack dist-bundle\n',
      },
    },
    {
      name: 'near miss: a script named for MCPB that builds its schema, not the bundle',
      files: { 'manifest.json': at('dxt-dist/index.js'), 'package.json': { scripts: { 'build:mcpb-schema': 'node scripts/schema.js' } } },
    },
  ],
  invalid: [
    {
      name: 'a Makefile target packs a staging folder (slack-mcp-server\'s "build-dxt"), with positions',
      files: {
        'manifest.json': at('server/index.js', { icon: 'icon.png' }),
        Makefile: '.PHONY: build-dxt\nbuild-dxt: ## Build the extension\n\tcp images/icon.png ./build/ext/\n\tdxt pack build/ext/ build/ext.dxt\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          level: 'note',
          message: `The entry point "server/index.js" is not in the bundle folder, but Makefile's "build-dxt" target packs "build/ext/", not this folder, ${ENTRY_TAIL}`,
        },
        {
          pointer: '/icon',
          message: `The icon "icon.png" is not in the bundle folder, but Makefile's "build-dxt" target packs "build/ext/", not this folder, ${ICON_TAIL}`,
        },
      ],
    },
    {
      name: '.mcpbignore here leaves the icon out, but a package script packs a staging folder a build script fills (dynatrace-mcp)',
      files: {
        'manifest.json': at('dist/index.js', { icon: 'assets/logo.png' }),
        'dist/index.js': '',
        'assets/logo.png': '',
        '.mcpbignore': 'src/\nassets/\n',
        'package.json': { scripts: { 'build:server': 'node scripts/build-server.mjs', 'mcpb:pack': 'npx -y @anthropic-ai/mcpb pack dist-mcpb/' } },
      },
      errors: [
        {
          pointer: '/icon',
          message:
            '.mcpbignore here leaves the icon "assets/logo.png" out (its line "assets/"), but package.json\'s "mcpb:pack" script packs "dist-mcpb/", not this folder, so a build step presumably copies it into the folder it packs. Make sure that step copies it, and run "mcpb validate" on the bundle it packs: a bundle without it fails mcpb validate and shows no icon.',
        },
      ],
    },
    {
      name: 'a justfile recipe copies the icon in',
      files: {
        'manifest.json': at('server/index.js', { icon: 'icon.png' }),
        'server/index.js': '',
        justfile: 'set shell := ["bash", "-c"]\n\nbundle:\n    cp branding/logo-512.png icon.png\n    mcpb pack\n',
      },
      errors: [
        {
          pointer: '/icon',
          message: `The icon "icon.png" is not in the bundle folder, but justfile's "bundle" recipe copies it, ${ICON_TAIL}`,
        },
      ],
    },
    {
      name: 'a Taskfile task packs a staging folder',
      manifest: 'ext/manifest.json',
      files: {
        'ext/manifest.json': at('server/index.js'),
        'Taskfile.yml': "version: '3'\ntasks:\n  bundle:\n    cmds:\n      - mkdir -p out/bundle && cp -r ext/. out/bundle/\n      - mcpb pack out/bundle\n",
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder, but Taskfile.yml's "bundle" task packs "out/bundle/", not this folder, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a bundle build script of its own (stripe\'s "build-dxt-extension"), whose script file this copy may lack',
      files: { 'manifest.json': at('dxt-dist/index.js'), 'package.json': { scripts: { 'build-dxt-extension': 'node build-dxt.js' } } },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dxt-dist/index.js" is not in the bundle folder, but package.json's "build-dxt-extension" script builds the bundle ("node build-dxt.js"), ${ENTRY_TAIL}`,
          level: 'note',
        },
      ],
    },
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
          message: `The entry point "dist/index.js" is not in the bundle folder, but it is in "dist/", a build output folder, and package.json has a "build" script, ${ENTRY_TAIL}`,
          level: 'note',
          line: 11,
          column: 20,
        },
        {
          pointer: '/icon',
          message: `The icon "icon.png" is not in the bundle folder, but package.json's "prepack" script names it, ${ICON_TAIL}`,
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
          message: `The entry point "bin/server.js" is not in the bundle folder, but package.json's "bundle:server" script names it, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'server/ is where MCPB bundles keep the built server',
      files: { 'manifest.json': at('server/index.js'), 'icon.png': PNG, 'package.json': { scripts: { 'build:server': 'tsc --outDir server' } } },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder, but it is in "server/", a build output folder, and package.json has a "build:server" script, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a staged bundle: the package above the manifest copies it and its icon into the folder it packs',
      manifest: 'packages/mcp/mcpb/manifest.json',
      files: {
        'packages/mcp/mcpb/manifest.json': at('dist/index.js', { icon: 'icon.png' }),
        'packages/mcp/mcpb/.mcpbignore': 'src/\nmcpb/\n',
        'packages/mcp/package.json': {
          name: '@acme/weather-mcp',
          scripts: { build: 'tsc', 'pack-mcpb': 'cp mcpb/manifest.json manifest.json && cp ../../public/icon.png icon.png && mcpb pack . mcpb/weather.mcpb' },
        },
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dist/index.js" is not in the bundle folder, but packages/mcp/package.json's "pack-mcpb" script copies the manifest to pack the bundle elsewhere, ${ENTRY_TAIL}`,
        },
        {
          pointer: '/icon',
          message: `The icon "icon.png" is not in the bundle folder, but packages/mcp/package.json's "pack-mcpb" script copies the manifest to pack the bundle elsewhere, ${ICON_TAIL}`,
        },
      ],
    },
    {
      name: 'a binary server in a template folder: a release script builds the executable and stages the icon',
      manifest: 'servers/Weather/mcpb/manifest.json',
      files: {
        'servers/Weather/mcpb/manifest.json': manifest({
          icon: 'icon.png',
          server: { type: 'binary', entry_point: 'server/weather', mcp_config: { command: '${__dirname}/server/weather', args: ['start'] } },
        }),
        'servers/Weather/Weather.csproj': '<Project />\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/weather" is not in the bundle folder, but it is the executable of a "binary" server, which a build compiles and nobody commits, ${ENTRY_TAIL}`,
        },
        {
          pointer: '/icon',
          message: `The icon "icon.png" is not in the bundle folder, but "servers/Weather/mcpb/" holds only the manifest, a template that a release step copies into the folder it packs, ${ICON_TAIL}`,
        },
      ],
    },
    {
      name: 'a package.json script runs a script file that writes the entry point',
      files: {
        'manifest.json': at('dxt-dist/index.js'),
        'package.json': { scripts: { build: 'tsc', 'build-dxt-extension': 'node build-dxt.js' } },
        'build-dxt.js': "require('esbuild').build({ entryPoints: ['src/index.ts'], outfile: 'dxt-dist/index.js' });\n",
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dxt-dist/index.js" is not in the bundle folder, but package.json's "build-dxt-extension" script runs build-dxt.js, which names it, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: '.gitignore keeps the built folder out of the repository',
      manifest: 'tools/mcp/manifest.json',
      files: { 'tools/mcp/manifest.json': at('dxt-dist/index.js'), 'tools/mcp/.gitignore': 'node_modules/\ndxt-dist/\n' },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dxt-dist/index.js" is not in the bundle folder, but tools/mcp/.gitignore keeps it out of the repository (its line "dxt-dist/"), as a build's output, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a workflow packs the bundle of this folder',
      manifest: 'bundles/weather/manifest.json',
      files: {
        'bundles/weather/manifest.json': at('dist/index.js'),
        '.github/workflows/release.yml':
          'jobs:\n  pack:\n    steps:\n      - run: npm run build --prefix bundles/weather\n      - run: npx @anthropic-ai/mcpb pack bundles/weather\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dist/index.js" is not in the bundle folder, but .github/workflows/release.yml runs "mcpb pack" for this bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a workflow step packs this folder from its working-directory, after a cd in another step',
      manifest: 'bundles/weather/manifest.json',
      files: {
        'bundles/weather/manifest.json': at('dist/index.js'),
        '.github/workflows/release.yml':
          'jobs:\n  pack:\n    steps:\n      - run: cd bundles/news && npm test\n      - name: Pack\n        working-directory: bundles/weather\n        run: npx @anthropic-ai/mcpb pack . weather.mcpb\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dist/index.js" is not in the bundle folder, but .github/workflows/release.yml runs "mcpb pack" for this bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'the package above the manifest has a script that packs the bundle (a script file stages it)',
      manifest: 'packages/server/release/manifest.json',
      files: {
        'packages/server/release/manifest.json': at('server/index.js'),
        'packages/server/package.json': {
          name: '@acme/weather',
          scripts: { 'build:mcpb': 'tsx scripts/createMcpb.ts', 'validate:mcpb': 'tsx scripts/createMcpb.ts --validate-only' },
        },
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder, but packages/server/package.json's "build:mcpb" script packs the bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a repository checked out below the folder linted: its own workflow packs the bundle',
      manifest: 'repos/weather/manifest.json',
      files: {
        'repos/weather/manifest.json': at('server/main.py'),
        'repos/weather/.github/workflows/release.yml':
          'jobs:\n  bundle:\n    steps:\n      - run: |\n          mkdir -p build/server\n          cp manifest.json build/\n      - run: mcpb pack build\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/main.py" is not in the bundle folder, but repos/weather/.github/workflows/release.yml runs "cp manifest.json build/", which copies the manifest to pack the bundle elsewhere, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a release workflow copies the manifest into a build folder, which it validates',
      files: {
        'manifest.json': at('server/main.py'),
        '.github/workflows/release.yml': 'jobs:\n  bundle:\n    steps:\n      - run: cp manifest.json build/\n      - run: mcpb validate build/manifest.json\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/main.py" is not in the bundle folder, but .github/workflows/release.yml runs "cp manifest.json build/", which copies the manifest to pack the bundle elsewhere, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a release workflow runs a script named for MCPB that writes the bundle from this template',
      files: {
        'manifest.json': at('server/index.js', { icon: 'brand.png' }),
        '.github/workflows/release.yml':
          'jobs:\n  bundle:\n    steps:\n      - run: |\n          python3 tools/generate_mcpb.py "$VERSION" \\\n            --icon docs/brand.png\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder, but .github/workflows/release.yml runs "tools/generate_mcpb.py", which builds the bundle, ${ENTRY_TAIL}`,
        },
        {
          pointer: '/icon',
          message: `The icon "brand.png" is not in the bundle folder, but .github/workflows/release.yml runs "tools/generate_mcpb.py", which builds the bundle, ${ICON_TAIL}`,
        },
      ],
    },
    {
      name: 'a Makefile target runs a script named for MCPB',
      files: { 'manifest.json': at('server/index.js'), Makefile: 'release:\n\tpython3 tools/build_dxt.py --out dist\n' },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder, but Makefile's "release" target runs "tools/build_dxt.py", which builds the bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a package script above the manifest named for MCPB ("prepare:mcpb") stages the bundle',
      manifest: 'directory/manifest.json',
      files: {
        'directory/manifest.json': at('bin/index.js'),
        'package.json': { scripts: { start: 'node build/index.js', 'prepare:mcpb': 'node tools/stage.js' } },
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "bin/index.js" is not in the bundle folder, but package.json's "prepare:mcpb" script builds the bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a package script above runs a script file named for MCPB',
      manifest: 'directory/manifest.json',
      files: { 'directory/manifest.json': at('bin/index.js'), 'package.json': { scripts: { release: 'python3 tools/generate_mcpb.py' } } },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "bin/index.js" is not in the bundle folder, but package.json's "release" script builds the bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a build script runs a shell script that packs a staging folder (vra-iaas-mcp\'s "bash ./build")',
      manifest: 'packages/mcp-server/manifest.json',
      files: {
        'packages/mcp-server/manifest.json': at('index.js'),
        'packages/mcp-server/package.json': { scripts: { test: 'jest', build: 'bash ./build' } },
        'packages/mcp-server/build':
          '#!/usr/bin/env bash\nset -exuo pipefail\ntsc\nnode scripts/copy-bundle-files.cjs\ncp manifest.json dist-bundle\nnpx mcpb pack dist-bundle server.mcpb\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          level: 'note',
          message: `The entry point "index.js" is not in the bundle folder, but packages/mcp-server/package.json's "build" script runs packages/mcp-server/build, which packs "packages/mcp-server/dist-bundle/", not this folder, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a release script above runs an executable script without an extension that names the manifest',
      manifest: 'bundle/manifest.json',
      files: {
        'bundle/manifest.json': at('server/index.js'),
        'package.json': { scripts: { release: 'VERSION=1 ./scripts/release' } },
        'scripts/release': '#!/bin/sh\nmkdir -p out\ncp bundle/manifest.json out/\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder, but package.json's "release" script builds the bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a build script beside the manifest runs a shell script that copies the manifest out',
      manifest: 'bundle/manifest.json',
      files: {
        'bundle/manifest.json': at('lib/index.js'),
        'bundle/package.json': { scripts: { bundle: 'sh scripts/stage' } },
        'bundle/scripts/stage': 'mkdir -p ../out\ncp manifest.json ../out/\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "lib/index.js" is not in the bundle folder, but bundle/package.json's "bundle" script runs bundle/scripts/stage, which copies the manifest to pack the bundle elsewhere, ${ENTRY_TAIL}`,
        },
      ],
    },
    {
      name: 'a package script above runs a script file that joins the path of the manifest to stage the bundle',
      manifest: 'directory/manifest.json',
      files: {
        'directory/manifest.json': at('bin/index.js'),
        'package.json': { scripts: { release: 'node tools/stage.js' } },
        'tools/stage.js': 'const source = join(root, "directory", "manifest.json");\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "bin/index.js" is not in the bundle folder, but package.json's "release" script builds the bundle, ${ENTRY_TAIL}`,
        },
      ],
    },
  ],
});
