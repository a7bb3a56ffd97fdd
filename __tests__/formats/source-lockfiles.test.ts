/**
 * The SDK release the nearest lockfile at or above the manifest pins comes before the manifest's range:
 * the server is built with the pinned release. Each lockfile is scanned, not parsed; one that pins
 * several releases of the SDK says nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { lockedRelease, NPM_LOCKFILES, NUGET_LOCKFILES, PYTHON_LOCKFILES } from '../../src/formats/source/lockfile.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/** A workspace whose folders list their own files, as the lockfile lookups read them. */
const workspace = (files: Record<string, string>) => memoryWorkspace(files, { list: 'files' });

const SDK = '@modelcontextprotocol/sdk';
const PACKAGE_LOCK = `{
  "name": "weather",
  "lockfileVersion": 3,
  "packages": {
    "": { "name": "weather", "dependencies": { "${SDK}": "^1.11.0" } },
    "node_modules/${SDK}": {
      "version": "1.24.3",
      "resolved": "https://registry.npmjs.org/${SDK}/-/sdk-1.24.3.tgz",
      "dependencies": { "zod": "^3.23.8" }
    },
    "node_modules/other/node_modules/${SDK}": { "version": "1.0.0" }
  }
}
`;
/** npm 6: no `packages`, the top-level `dependencies` map; a copy nested below another package pins another release. */
const PACKAGE_LOCK_V1 = `{
  "name": "weather",
  "version": "1.0.0",
  "lockfileVersion": 1,
  "requires": true,
  "dependencies": {
    "${SDK}": {
      "version": "1.11.2",
      "resolved": "https://registry.npmjs.org/${SDK}/-/sdk-1.11.2.tgz",
      "requires": {
        "zod": "^3.23.8"
      }
    },
    "other": {
      "version": "2.0.0",
      "requires": {
        "${SDK}": "^1.0.0"
      },
      "dependencies": {
        "${SDK}": {
          "version": "1.0.4"
        }
      }
    }
  }
}
`;
/** NuGet: one entry per target framework; `ModelContextProtocol.Core` and a mention among dependencies are other keys. */
const NUGET_LOCK = `{
  "version": 1,
  "dependencies": {
    "net8.0": {
      "ModelContextProtocol": {
        "type": "Direct",
        "requested": "[0.3.0-preview.1, )",
        "resolved": "0.3.0-preview.4",
        "contentHash": "abc=",
        "dependencies": {
          "ModelContextProtocol.Core": "0.3.0-preview.4"
        }
      },
      "ModelContextProtocol.Core": {
        "type": "Transitive",
        "resolved": "0.3.0-preview.4"
      }
    },
    "net9.0": {
      "ModelContextProtocol": {
        "type": "Direct",
        "requested": "[0.3.0-preview.1, )",
        "resolved": "0.3.0-preview.4"
      }
    }
  }
}
`;
const PNPM_LOCK = `lockfileVersion: '9.0'

importers:

  .:
    dependencies:
      '${SDK}':
        specifier: ^1.11.0
        version: 1.24.3(zod@3.25.76)

packages:

  '${SDK}@1.24.3':
    resolution: {integrity: sha512-x}

snapshots:

  '${SDK}@1.24.3(zod@3.25.76)':
    dependencies:
      zod: 3.25.76
`;
const YARN_LOCK = `# yarn lockfile v1


"${SDK}@^1.11.0", "${SDK}@^1.2.0":
  version "1.24.3"
  resolved "https://registry.yarnpkg.com/${SDK}/-/sdk-1.24.3.tgz"
  dependencies:
    zod "^3.23.8"
`;
const YARN_BERRY = `__metadata:
  version: 8

"${SDK}@npm:^1.11.0":
  version: 1.24.3
  resolution: "${SDK}@npm:1.24.3"
`;
const UV_LOCK = `version = 1

[[package]]
name = "demo"
version = "0.1.0"
dependencies = [
    { name = "mcp" },
]

[[package]]
name = "mcp"
version = "1.23.1"
source = { registry = "https://pypi.org/simple" }
`;
const POETRY_LOCK = `[[package]]
name = "mcp"
version = "1.10.1"
description = "Model Context Protocol SDK"
`;
const CARGO_LOCK = `version = 4

[[package]]
name = "rmcp"
version = "0.8.5"
dependencies = [
 "rmcp-macros",
]

[[package]]
name = "rmcp-macros"
version = "0.8.5"
`;

const BUN_LOCK = `{
  "lockfileVersion": 1,
  "workspaces": {
    "": {
      "name": "weather",
      "dependencies": {
        "${SDK}": "^1.24.0",
      },
    },
  },
  "packages": {
    "${SDK}": ["${SDK}@1.24.3", "", { "dependencies": { "zod": "^3.25" }, "optionalPeers": ["@cfworker/json-schema"] }, "sha512-x"],

    "framework": ["framework@0.10.9", "", { "dependencies": { "${SDK}": "^1.24.0" } }, "sha512-y"],
  }
}
`;

describe('lockedRelease', () => {
  const locked = (name: string, text: string, names = NPM_LOCKFILES, pkg = SDK) => lockedRelease(workspace({ [`app/${name}`]: text }), 'app', names, pkg);

  it('reads the release each npm lockfile pins for the package installed at the top', () => {
    expect(locked('package-lock.json', PACKAGE_LOCK)).toEqual({ release: '1.24.3', at: 'app/package-lock.json' });
    expect(locked('pnpm-lock.yaml', PNPM_LOCK)).toEqual({ release: '1.24.3', at: 'app/pnpm-lock.yaml' });
    // pnpm 6 and 5 write the key with a leading slash, 5 with the release after a slash.
    expect(locked('pnpm-lock.yaml', `packages:\n\n  /${SDK}@1.13.2:\n    resolution: {}\n`)?.release).toBe('1.13.2');
    expect(locked('pnpm-lock.yaml', `packages:\n\n  /${SDK}/1.11.4:\n    resolution: {}\n`)?.release).toBe('1.11.4');
    expect(locked('yarn.lock', YARN_LOCK)).toEqual({ release: '1.24.3', at: 'app/yarn.lock' });
    expect(locked('yarn.lock', YARN_BERRY)?.release).toBe('1.24.3');
    // bun's text lockfile: the entry's first item, not a range a workspace or another entry asks for.
    expect(locked('bun.lock', BUN_LOCK)).toEqual({ release: '1.24.3', at: 'app/bun.lock' });
    const nested = BUN_LOCK.replace('    "framework":', `    "framework/${SDK}": ["${SDK}@1.13.0", "", {}, "sha512-z"],\n\n    "framework":`);
    expect(nested).not.toBe(BUN_LOCK);
    expect(locked('bun.lock', nested)).toBeUndefined();
  });

  it('reads uv.lock, poetry.lock and Cargo.lock package tables, not a dependency that mentions the name', () => {
    expect(locked('uv.lock', UV_LOCK, PYTHON_LOCKFILES, 'mcp')).toEqual({ release: '1.23.1', at: 'app/uv.lock' });
    expect(locked('poetry.lock', POETRY_LOCK, PYTHON_LOCKFILES, 'mcp')?.release).toBe('1.10.1');
    expect(locked('Cargo.lock', CARGO_LOCK, ['Cargo.lock'], 'rmcp')?.release).toBe('0.8.5');
  });

  it('reads an npm 6 lockfile: the top-level entry, not a copy nested below another package', () => {
    expect(locked('package-lock.json', PACKAGE_LOCK_V1)).toEqual({ release: '1.11.2', at: 'app/package-lock.json' });
    // Only the nested copy: npm installed no top-level release this lockfile pins.
    const nestedOnly = PACKAGE_LOCK_V1.replace(`    "${SDK}": {\n      "version": "1.11.2"`, '    "zod": {\n      "version": "3.23.8"');
    expect(nestedOnly).not.toBe(PACKAGE_LOCK_V1);
    expect(locked('package-lock.json', nestedOnly)).toBeUndefined();
  });

  it("reads a NuGet packages.lock.json: each target framework's resolved release of the package asked for", () => {
    expect(locked('packages.lock.json', NUGET_LOCK, NUGET_LOCKFILES, 'ModelContextProtocol')).toEqual({
      release: '0.3.0-preview.4',
      at: 'app/packages.lock.json',
    });
    expect(locked('packages.lock.json', NUGET_LOCK, NUGET_LOCKFILES, 'ModelContextProtocol.Core')?.release).toBe('0.3.0-preview.4');
    expect(locked('packages.lock.json', NUGET_LOCK, NUGET_LOCKFILES, 'ModelContextProtocol.AspNetCore')).toBeUndefined();
    // Two frameworks that resolve different releases do not say which one the server runs.
    const last = NUGET_LOCK.lastIndexOf('0.3.0-preview.4');
    const split = `${NUGET_LOCK.slice(0, last)}0.4.0-preview.1${NUGET_LOCK.slice(last + '0.3.0-preview.4'.length)}`;
    expect(split).not.toBe(NUGET_LOCK);
    expect(locked('packages.lock.json', split, NUGET_LOCKFILES, 'ModelContextProtocol')).toBeUndefined();
  });

  it('walks up from the manifest to the workspace root: the nearest folder with a lockfile decides', () => {
    const root = workspace({ 'pnpm-lock.yaml': PNPM_LOCK, 'packages/server/package.json': '{}' });
    expect(lockedRelease(root, 'packages/server', NPM_LOCKFILES, SDK)).toEqual({ release: '1.24.3', at: 'pnpm-lock.yaml' });
    const nearer = workspace({ 'pnpm-lock.yaml': PNPM_LOCK, 'packages/package-lock.json': PACKAGE_LOCK_V1 });
    expect(lockedRelease(nearer, 'packages/server', NPM_LOCKFILES, SDK)).toEqual({ release: '1.11.2', at: 'packages/package-lock.json' });
    // A nearer lockfile that pins no release of the package ends the walk: it locks this package's build.
    const stale = workspace({ 'pnpm-lock.yaml': PNPM_LOCK, 'packages/server/yarn.lock': 'zod@^3.0.0:\n  version "3.0.0"\n' });
    expect(lockedRelease(stale, 'packages/server', NPM_LOCKFILES, SDK)).toBeUndefined();
    expect(lockedRelease(root, '../outside', NPM_LOCKFILES, SDK)).toBeUndefined();
  });

  it('says nothing when a lockfile pins several releases, names none, or is absent', () => {
    expect(locked('pnpm-lock.yaml', `${PNPM_LOCK}\n  '${SDK}@1.12.0':\n    resolution: {}\n`)).toBeUndefined();
    expect(locked('Cargo.lock', `${CARGO_LOCK}\n[[package]]\nname = "rmcp"\nversion = "0.3.0"\n`, ['Cargo.lock'], 'rmcp')).toBeUndefined();
    expect(locked('package-lock.json', '{"packages": {"node_modules/zod": {"version": "3.0.0"}}}')).toBeUndefined();
    expect(locked('yarn.lock', `other@^1.0.0:\n  version "1.0.0"\n  dependencies:\n    "${SDK}@^1.0.0"\n`)).toBeUndefined();
    expect(lockedRelease(workspace({}), 'app', NPM_LOCKFILES, SDK)).toBeUndefined();
  });

  it('reads a line of many mentions of the package in one pass, and finds nothing in it', () => {
    const hostile = `${SDK}@`.repeat(50_000);
    expect(locked('pnpm-lock.yaml', hostile)).toBeUndefined();
    expect(locked('yarn.lock', hostile)).toBeUndefined();
    expect(locked('packages.lock.json', '"ModelContextProtocol": {'.repeat(50_000), NUGET_LOCKFILES, 'ModelContextProtocol')).toBeUndefined();
    expect(locked('package-lock.json', `\n    "${SDK}": {`.repeat(50_000))).toBeUndefined();
  });
});

describe('versionFrom names the lockfile', () => {
  const versionFrom = (result: FileResult) => result.source?.versionFrom;

  it('TypeScript: the release package-lock.json pins, over package.json range', () => {
    const text = `import { McpServer } from "${SDK}/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.tool("weather", "Gets the weather.", async () => ({ content: [] }));\n`;
    const files = { 'package.json': `{"dependencies":{"${SDK}":"^1.11.0"}}`, 'package-lock.json': PACKAGE_LOCK };
    const result = lintSource('src/server.ts', text, { catalogue, workspace: workspace(files) });
    expect(versionFrom(result)).toBe(`package-lock.json: ${SDK} 1.24.3 (package.json asks for ^1.11.0)`);
    expect(result.version).toBe('2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25');
    // Without the lockfile, the range's lowest release.
    const unlocked = lintSource('src/server.ts', text, { catalogue, workspace: workspace({ 'package.json': files['package.json'] }) });
    expect(unlocked.version).toBe('2024-11-05, 2025-03-26');
  });

  it('Python: the release uv.lock pins, over the pyproject.toml requirement', () => {
    const text = 'from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("demo")\n\n@mcp.tool()\ndef weather() -> str:\n    """Gets the weather."""\n';
    const files = { 'pyproject.toml': '[project]\ndependencies = ["mcp>=1.9.0"]\n', 'uv.lock': UV_LOCK };
    const result = lintSource('server.py', text, { catalogue, workspace: workspace(files) });
    expect(versionFrom(result)).toBe('uv.lock: mcp 1.23.1 (pyproject.toml asks for mcp>=1.9.0)');
    expect(result.version).toBe('2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25');
  });

  it("Rust: the release the workspace's Cargo.lock pins, above the member's Cargo.toml", () => {
    const text =
      'use rmcp::{tool, tool_router};\n#[tool_router]\nimpl Weather {\n    #[tool(description = "Gets the weather.")]\n    fn weather(&self) -> String { String::new() }\n}\n';
    const files = { 'crates/weather/Cargo.toml': '[dependencies]\nrmcp = "0.3"\n', 'Cargo.lock': CARGO_LOCK };
    const result = lintSource('crates/weather/src/main.rs', text, { catalogue, workspace: workspace(files) });
    expect(versionFrom(result)).toBe('Cargo.lock: rmcp 0.8.5 (crates/weather/Cargo.toml asks for 0.3)');
  });

  it('TypeScript in a monorepo: the root pnpm-lock.yaml, above the sub-package that asks for the SDK', () => {
    const text = `import { McpServer } from "${SDK}/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.tool("weather", "Gets the weather.", async () => ({ content: [] }));\n`;
    const files = {
      'package.json': '{"private": true, "workspaces": ["packages/*"]}',
      'pnpm-lock.yaml': PNPM_LOCK,
      'packages/server/package.json': `{"dependencies":{"${SDK}":"^1.11.0"}}`,
    };
    const result = lintSource('packages/server/src/index.ts', text, { catalogue, workspace: workspace(files) });
    expect(versionFrom(result)).toBe(`pnpm-lock.yaml: ${SDK} 1.24.3 (packages/server/package.json asks for ^1.11.0)`);
    expect(result.version).toBe('2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25');
  });

  it('TypeScript: an npm 6 package-lock.json', () => {
    const text = `import { McpServer } from "${SDK}/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.tool("weather", "Gets the weather.", async () => ({ content: [] }));\n`;
    const files = { 'package.json': `{"dependencies":{"${SDK}":"^1.0.0"}}`, 'package-lock.json': PACKAGE_LOCK_V1 };
    const result = lintSource('index.ts', text, { catalogue, workspace: workspace(files) });
    expect(versionFrom(result)).toBe(`package-lock.json: ${SDK} 1.11.2 (package.json asks for ^1.0.0)`);
    expect(result.version).toBe('2024-11-05, 2025-03-26');
  });

  it("Python in a uv workspace: the root's uv.lock, above the member's pyproject.toml", () => {
    const text = 'from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("demo")\n\n@mcp.tool()\ndef weather() -> str:\n    """Gets the weather."""\n';
    const files = {
      'pyproject.toml': '[tool.uv.workspace]\nmembers = ["packages/*"]\n',
      'uv.lock': UV_LOCK,
      'packages/demo/pyproject.toml': '[project]\ndependencies = ["mcp>=1.9.0"]\n',
    };
    const result = lintSource('packages/demo/src/demo/server.py', text, { catalogue, workspace: workspace(files) });
    expect(versionFrom(result)).toBe('uv.lock: mcp 1.23.1 (packages/demo/pyproject.toml asks for mcp>=1.9.0)');
  });

  it('C#: the packages.lock.json beside the project, over its PackageReference and under central package management', () => {
    const text =
      'using System.ComponentModel;\nusing ModelContextProtocol.Server;\n\npublic class T {\n    [McpServerTool, Description("Reads.")]\n    public static string ReadAll() => "";\n}\n';
    const csproj = (version: string) => `<Project><ItemGroup><PackageReference Include="ModelContextProtocol"${version} /></ItemGroup></Project>`;
    const lint = (files: Record<string, string>) => lintSource('src/Server/Tools.cs', text, { catalogue, workspace: workspace(files) });
    const pinned = lint({ 'src/Server/Server.csproj': csproj(' Version="0.3.0-preview.1"'), 'src/Server/packages.lock.json': NUGET_LOCK });
    expect(versionFrom(pinned)).toBe('src/Server/packages.lock.json: ModelContextProtocol 0.3.0-preview.4 (src/Server/Server.csproj asks for 0.3.0-preview.1)');
    expect(pinned.version).toBe('2024-11-05, 2025-03-26, 2025-06-18');
    const central = lint({ 'src/Server/Server.csproj': csproj(''), 'src/Server/packages.lock.json': NUGET_LOCK });
    expect(versionFrom(central)).toBe('src/Server/packages.lock.json: ModelContextProtocol 0.3.0-preview.4 (src/Server/Server.csproj references it)');
    // Without the lockfile, the version the project references.
    expect(versionFrom(lint({ 'src/Server/Server.csproj': csproj(' Version="0.3.0-preview.1"') }))).toBe(
      'src/Server/Server.csproj: ModelContextProtocol 0.3.0-preview.1',
    );
  });
});
