import { ruleTester } from '../helpers/rule-tester.js';
import { bundleTester, manifest } from '../oracle/mcpb/bundle-tester.js';

const at = (entry: string) => manifest({ server: { type: 'node', entry_point: entry, mcp_config: { command: 'node' } } });
const MISSING_TAIL =
  'so the bundle would have no server to start. Commit it or correct the path; if a build makes it, a package.json build script beside the manifest that names it (or writes its folder) tells mcpdesc so.';

// What the manifest alone shows, and the manifest read from disk with nothing beside it.
ruleTester('mcpdesc.mcpb.entry-point', {
  valid: [
    { name: 'a manifest linted alone: the bundle folder is not there to look in', path: 'manifest.json', format: 'mcpb-manifest', code: at('server/index.js') },
    { name: 'near miss: "./" in front is fine', path: 'manifest.json', code: at('./server/index.js') },
    {
      name: "near miss: nothing reads a variable in entry_point as a path (mcpdesc.mcpb.entry-point-variable's note)",
      path: 'manifest.json',
      code: at('${__dirname}/server/index.js'),
    },
    { name: 'near miss: another variable leaves no path to look for', path: 'manifest.json', code: at('${HOME}/tides/index.js') },
  ],
  invalid: [
    {
      name: 'an absolute path',
      path: 'manifest.json',
      code: at('/Users/me/weather/server/index.js'),
      errors: [
        {
          pointer: '/server/entry_point',
          message:
            'The entry point "/Users/me/weather/server/index.js" is an absolute path, which exists only on this machine: each user\'s client installs the bundle somewhere else. Write it relative to the manifest, such as "server/index.js".',
        },
      ],
    },
    {
      name: 'a path out of the bundle folder',
      path: 'manifest.json',
      code: at('../shared/server.js'),
      errors: [
        {
          pointer: '/server/entry_point',
          message:
            'The entry point "../shared/server.js" leaves the bundle folder, so mcpb pack does not include it and the installed bundle has no server to start. Move the server into the folder of manifest.json.',
        },
      ],
    },
    {
      name: 'empty',
      path: 'manifest.json',
      code: at(''),
      errors: [
        {
          pointer: '/server/entry_point',
          message:
            '"server.entry_point" is empty: it must name the file the server starts from, relative to the manifest: set it to that path, such as "server/index.js".',
        },
      ],
    },
    {
      name: 'read from disk with nothing beside it, with the position',
      path: 'manifest.json',
      bytes: Buffer.from(`${JSON.stringify(at('server/index.js'), null, 2)}\n`),
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder (mcpdesc looked for "server/index.js"), ${MISSING_TAIL}`,
          level: 'error',
          line: 11,
          column: 20,
        },
      ],
    },
  ],
});

bundleTester('mcpdesc.mcpb.entry-point', {
  valid: [
    { name: 'the entry point is there', files: { 'manifest.json': at('server/index.js'), 'server/index.js': '' } },
    {
      name: 'a bundle in a subfolder of the repository',
      manifest: 'bundles/weather/manifest.json',
      files: { 'bundles/weather/manifest.json': at('./index.js'), 'bundles/weather/index.js': '' },
    },
    {
      name: 'near miss: .mcpbignore leaves other files out, and re-includes the entry point',
      files: { 'manifest.json': at('server/index.js'), 'server/index.js': '', '.mcpbignore': '# comment\n*.test.js\nserver/*.js\n!server/index.js\n' },
    },
    {
      name: 'near miss: a binary committed for Windows only, as "server/clock.exe" (clients add ".exe" there)',
      files: {
        'manifest.json': manifest({ server: { type: 'binary', entry_point: 'server/clock', mcp_config: { command: '${__dirname}/server/clock' } } }),
        'server/clock.exe': '',
      },
    },
    {
      name: 'mcp_config starts the server with uvx, and .mcpbignore drops the server on purpose: the entry point is never run',
      files: {
        'manifest.json': manifest({ server: { type: 'python', entry_point: 'src/server.py', mcp_config: { command: 'uvx', args: ['weather-mcp==1.0.0'] } } }),
        'src/server.py': '',
        '.mcpbignore': 'src/\n',
      },
    },
    {
      name: 'mcp_config starts the server with npx, and the entry point is not there',
      files: {
        'manifest.json': manifest({
          server: { type: 'node', entry_point: 'dist/index.js', mcp_config: { command: 'npx', args: ['-y', '@acme/weather-mcp@1.0.0'] } },
        }),
      },
    },
    {
      name: 'a binary server whose executable the release builds (mcpdesc.mcpb.build-output says so)',
      manifest: 'mcpb/manifest.json',
      files: {
        'mcpb/manifest.json': manifest({ server: { type: 'binary', entry_point: 'server/weather', mcp_config: { command: '${__dirname}/server/weather' } } }),
      },
    },
    {
      name: 'a folder beside an mcp_config that runs a script: the client runs the command, not the entry point',
      manifest: 'mcpb/manifest.json',
      files: {
        'mcpb/manifest.json': manifest({ server: { type: 'python', entry_point: '.', mcp_config: { command: '/bin/sh', args: ['${__dirname}/run.sh'] } } }),
        'mcpb/run.sh': 'exec uv run server\n',
      },
    },
    {
      name: 'near miss: a folder that mcp_config runs as a package (node resolves server/index.js)',
      files: {
        'manifest.json': manifest({ server: { type: 'node', entry_point: 'server', mcp_config: { command: 'node', args: ['${__dirname}/server'] } } }),
        'server/index.js': '',
      },
    },
    {
      name: 'near miss: missing, but built (mcpdesc.mcpb.build-output says so)',
      files: { 'manifest.json': at('dist/index.js'), 'package.json': { scripts: { build: 'tsc' } } },
    },
    {
      name: 'a package script above the manifest named for MCPB stages the bundle (mcpdesc.mcpb.build-output says so)',
      manifest: 'directory/manifest.json',
      files: {
        'directory/manifest.json': at('server/index.js'),
        'package.json': { scripts: { build: 'tsc', 'stage:mcpb': 'node tools/stage.js' } },
      },
    },
    {
      name: 'a package script above runs a script file that reads the manifest to stage the bundle',
      manifest: 'directory/manifest.json',
      files: {
        'directory/manifest.json': at('server/index.js'),
        'package.json': { scripts: { release: 'node tools/stage.js' } },
        'tools/stage.js': "const source = join(root, 'directory', 'manifest.json');\n",
      },
    },
    {
      name: 'mcp_config runs another server file of the bundle: the client never opens the stale entry point',
      files: {
        'manifest.json': manifest({
          server: {
            type: 'python',
            entry_point: 'main.py',
            mcp_config: { command: 'uv', args: ['run', '--with', 'mcp', 'mcp', 'run', '${__dirname}/studio_server.py'] },
          },
        }),
      },
    },
    {
      name: 'near miss: "${__dirname}/server/index.js" means a file that is there',
      files: { 'manifest.json': at('${__dirname}/server/index.js'), 'server/index.js': '' },
    },
  ],
  invalid: [
    {
      name: 'a backslash separator: the file is there under forward slashes',
      files: { 'manifest.json': at('server\\index.js'), 'server/index.js': '' },
      errors: [
        {
          pointer: '/server/entry_point',
          message:
            'The entry point "server\\\\index.js" uses a backslash as its path separator: Windows reads it so and finds "server/index.js", which is there, but mcpb joins the path as written, and on macOS and Linux a backslash is part of a file name, so there the bundle has no server to start. Write "server/index.js", with forward slashes.',
        },
      ],
    },
    {
      name: '"${__dirname}/dist/index.js" is looked for as "dist/index.js"',
      files: { 'manifest.json': at('${__dirname}/dist/index.js') },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "\${__dirname}/dist/index.js" is not in the bundle folder (mcpdesc looked for "dist/index.js"), ${MISSING_TAIL}`,
        },
      ],
    },
    {
      name: 'mcp_config runs the missing entry point itself, beside another file it names',
      files: {
        'manifest.json': manifest({
          server: {
            type: 'python',
            entry_point: 'main.py',
            mcp_config: { command: 'python', args: ['${__dirname}/main.py', '--config', '${__dirname}/settings.py'] },
          },
        }),
      },
      errors: [
        { pointer: '/server/entry_point', message: `The entry point "main.py" is not in the bundle folder (mcpdesc looked for "main.py"), ${MISSING_TAIL}` },
      ],
    },
    {
      name: 'mcp_config runs a launcher script, which may start the missing entry point',
      files: {
        'manifest.json': manifest({ server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'sh', args: ['${__dirname}/start.sh'] } } }),
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder (mcpdesc looked for "server/index.js"), ${MISSING_TAIL}`,
        },
      ],
    },
    {
      name: 'missing, and the package.json beside it builds nothing',
      manifest: 'bundle/manifest.json',
      files: { 'bundle/manifest.json': at('dist/index.js'), 'bundle/package.json': { scripts: { start: 'node dist/index.js', test: 'jest' } } },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "dist/index.js" is not in the bundle folder (mcpdesc looked for "bundle/dist/index.js"), ${MISSING_TAIL}`,
        },
      ],
    },
    {
      name: 'missing, and the only workflow that packs a bundle packs another folder',
      files: {
        'manifest.json': at('server/index.js'),
        '.github/workflows/bundle.yml': 'jobs:\n  bundle:\n    steps:\n      - run: |\n          cd extension\n          mcpb pack . ../dist/notes.mcpb\n',
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder (mcpdesc looked for "server/index.js"), ${MISSING_TAIL}`,
        },
      ],
    },
    {
      name: 'missing from a folder named for bundles that holds code of its own: it is the bundle, not a template',
      manifest: 'mcpb/manifest.json',
      files: { 'mcpb/manifest.json': at('server/index.js'), 'mcpb/build.ts': '' },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder (mcpdesc looked for "mcpb/server/index.js"), ${MISSING_TAIL}`,
        },
      ],
    },
    {
      name: 'a package above whose scripts only check the bundle, and whose script file names another folder',
      manifest: 'directory/manifest.json',
      files: {
        'directory/manifest.json': at('server/index.js'),
        'package.json': { scripts: { 'mcpb:validate': 'node tools/check.js', release: 'node tools/stage.js' } },
        'tools/stage.js': "const source = join(root, 'site', 'manifest.json');\n",
      },
      errors: [
        {
          pointer: '/server/entry_point',
          message: `The entry point "server/index.js" is not in the bundle folder (mcpdesc looked for "directory/server/index.js"), ${MISSING_TAIL}`,
        },
      ],
    },
    {
      name: '.mcpbignore leaves it out',
      files: { 'manifest.json': at('server/index.js'), 'server/index.js': '', '.mcpbignore': 'node_modules/.cache\nserver/\n' },
      errors: [
        {
          pointer: '/server/entry_point',
          message:
            '.mcpbignore leaves the entry point "server/index.js" out of the bundle (its line "server/"), so the installed bundle has no server to start. Remove or narrow that line.',
        },
      ],
    },
    {
      name: '.mcpbignore would leave it out even once built',
      files: { 'manifest.json': at('dist/index.js'), 'package.json': { scripts: { build: 'tsc' } }, '.mcpbignore': '**/*.js\n' },
      errors: [
        {
          pointer: '/server/entry_point',
          message:
            'The entry point "dist/index.js" is not in the bundle folder, and .mcpbignore would leave it out even once it is built (its line "**/*.js"), so the installed bundle would have no server to start. Remove or narrow that line.',
        },
      ],
    },
    {
      name: 'a folder, and no mcp_config: the host starts the entry point itself',
      files: { 'manifest.json': manifest({ manifest_version: '0.4', server: { type: 'uv', entry_point: 'src' } }), 'src/server.py': '' },
      errors: [
        {
          pointer: '/server/entry_point',
          message:
            'The entry point "src" is a folder, and with no "server.mcp_config" command the host starts the server from that file itself: name the file the server starts from, such as "src/index.js".',
        },
      ],
    },
  ],
});
