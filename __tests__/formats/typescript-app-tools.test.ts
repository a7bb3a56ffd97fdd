/**
 * MCP Apps' server helpers (app-registrars.ts): `registerAppTool(server, name, config, cb)` read as
 * `server.registerTool(name, config, cb)` with the `_meta` the helper serves, and `registerAppResource(server,
 * name, uri, config, cb)` as `server.registerResource(…)` listed with the MCP Apps MIME type unless its config
 * sets one, and the package's RESOURCE_MIME_TYPE as it writes it; only the helpers imported from @modelcontextprotocol/ext-apps, renamed or not, are read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import type { Workspace } from '../../src/formats/types.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';

const EMPTY: Workspace = { kind: () => undefined, head: () => undefined, list: () => undefined };

function lint(text: string, path = 'src/tools/chart.ts'): FileResult {
  return lintSource(path, text, { catalogue, workspace: EMPTY });
}

const extract = (text: string, path = 'src/tools/chart.ts') => extractTools(vendoredTypescript(), path, text);

const CHART = `import { registerAppTool } from "@modelcontextprotocol/ext-apps/server";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function addChart(server: McpServer): void {
  registerAppTool(
    server,
    "plot_series",
    {
      title: "Plot series",
      description: "Plots a numeric series as a line chart.",
      inputSchema: { points: z.array(z.number()).describe("The values to plot") },
      annotations: { readOnlyHint: true },
      _meta: { ui: { resourceUri: "ui://charts/line.html" } },
    },
    async ({ points }) => ({ content: [{ type: "text", text: String(points.length) }] }),
  );
}
`;

const PICKER = `import { RESOURCE_MIME_TYPE, registerAppResource, registerAppTool as appTool } from "@modelcontextprotocol/ext-apps";

export function addPicker(server, readView) {
  appTool(server, "pick_shade", { description: "Opens a shade picker.", _meta: { "ui/resourceUri": "ui://shades/picker.html" } }, async () => ({ content: [] }));
  registerAppResource(server, "Shade picker", "ui://shades/picker.html", { description: "The picker view." }, readView);
  registerAppResource(server, "Shade notes", "ui://shades/notes.txt", { mimeType: "text/plain" }, readView);
  registerAppResource(server, "Shade swatch", "ui://shades/swatch.html", { mimeType: RESOURCE_MIME_TYPE }, readView);
}
`;

describe('typescript-source: MCP Apps registerAppTool and registerAppResource', () => {
  it("reads registerAppTool as the SDK's registerTool, in a module importing only the SDK's types", () => {
    const result = lint(CHART);
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([{ name: 'plot_series', line: 8, column: 5 }]);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(extract(CHART).tools).toEqual([
      {
        name: 'plot_series',
        title: 'Plot series',
        description: 'Plots a numeric series as a line chart.',
        inputSchema: {
          type: 'object',
          properties: { points: { type: 'array', items: { type: 'number' }, description: 'The values to plot' } },
          required: ['points'],
        },
        annotations: { readOnlyHint: true },
        // The helper also writes the drafts' key, from the one written.
        _meta: { ui: { resourceUri: 'ui://charts/line.html' }, 'ui/resourceUri': 'ui://charts/line.html' },
      },
    ]);
  });

  it('reads a renamed import of the package root, the legacy key filled into _meta.ui, and resources with their MIME type', () => {
    const result = lint(PICKER, 'src/picker.js');
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([{ name: 'pick_shade', line: 4, column: 19 }]);
    const read = extract(PICKER, 'src/picker.js');
    expect(read.tools).toEqual([
      {
        name: 'pick_shade',
        description: 'Opens a shade picker.',
        inputSchema: { type: 'object' },
        _meta: { 'ui/resourceUri': 'ui://shades/picker.html', ui: { resourceUri: 'ui://shades/picker.html' } },
      },
    ]);
    expect(read.resources).toEqual([
      { uri: 'ui://shades/picker.html', name: 'Shade picker', description: 'The picker view.', mimeType: 'text/html;profile=mcp-app' },
      { uri: 'ui://shades/notes.txt', name: 'Shade notes', mimeType: 'text/plain' },
      // The package's constant, as it writes it.
      { uri: 'ui://shades/swatch.html', name: 'Shade swatch', mimeType: 'text/html;profile=mcp-app' },
    ]);
  });

  it('checks _meta.ui with mcp.apps.tool-ui, but never the legacy key the helper fills in', () => {
    const text = `import { registerAppTool } from "@modelcontextprotocol/ext-apps/server";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "x", version: "1" });
registerAppTool(server, "legacy_only", { description: "Shows a view.", _meta: { "ui/resourceUri": "ui://x/view.html" } }, cb);
registerAppTool(server, "with_csp", { description: "Shows a view.", _meta: { ui: { resourceUri: "ui://x/view.html", csp: {} } } }, cb);
server.registerTool("plain_legacy", { description: "Shows a view.", _meta: { "ui/resourceUri": "ui://x/view.html" } }, cb);
`;
    expect(lint(text).findings.map((f) => `${f.ruleId} ${f.range.start.line}:${f.range.start.column}`)).toEqual([
      'mcp.apps.tool-ui 5:117',
      'mcp.apps.tool-ui 6:78',
    ]);
  });

  it('tells apart the servers each registerAppTool is handed, as the receivers of registerTool', () => {
    const text = `import { registerAppTool } from "@modelcontextprotocol/ext-apps/server";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const local = new McpServer({ name: "local", version: "1" });
const remote = new McpServer({ name: "remote", version: "1" });
registerAppTool(local, "open_board", { description: "Opens the board." }, cb);
registerAppTool(remote, "open_board", { description: "Opens the board." }, cb);
`;
    const result = lint(text);
    expect(result.source?.tools).toEqual([{ name: 'open_board', line: 5, column: 24 }]);
    expect(result.source?.dynamic).toEqual([{ line: 6, column: 1, what: 'a tool registration (on another server than tools[0])' }]);
    expect(result.findings).toEqual([]);
  });

  it('lists a registerAppTool whose name is a parameter as not statically known', () => {
    const text = `import { registerAppTool } from "@modelcontextprotocol/ext-apps/server";
export const add = (server, name, config, cb) => registerAppTool(server, name, config, cb);
`;
    const result = lint(text);
    expect(result.source?.tools).toEqual([]);
    expect(result.source?.dynamic).toEqual([
      { line: 2, column: 74, what: 'a tool registration (its name is the parameter `name`: what each call hands the function)' },
    ]);
  });

  it('leaves alone a registerAppTool of another module, a local function of that name, and a type-only import', () => {
    const elsewhere = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerAppTool } from "./ext-apps/server.js";
const server = new McpServer({ name: "x", version: "1" });
registerAppTool(server, "elsewhere", { description: "Another module's helper." }, async () => ({ content: [] }));
`;
    expect(extract(elsewhere).tools).toEqual([]);
    const local = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const queued: unknown[] = [];
function registerAppTool(server: McpServer, name: string, config: object, cb: unknown) { queued.push({ server, name, config, cb }); }
registerAppTool(new McpServer({ name: "x", version: "1" }), "queued", { description: "Queued only." }, () => undefined);
`;
    expect(extract(local).tools).toEqual([]);
    const typeOnly = `import type { registerAppTool } from "@modelcontextprotocol/ext-apps/server";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
registerAppTool(new McpServer({ name: "x", version: "1" }), "later", { description: "L." }, () => undefined);
`;
    expect(extract(typeOnly).tools).toEqual([]);
    // A module naming neither the SDK nor ext-apps is no server file.
    expect(lint('import { registerAppTool } from "my-apps";\nregisterAppTool(server, "x", { description: "X." }, cb);\n')).toMatchObject({
      format: null,
      unlisted: true,
    });
  });
});
