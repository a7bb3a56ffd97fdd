/**
 * mcpdesc.consistency.tools: an MCPB manifest lists the tools the server serves, by name, and a descriptor
 * in the same group lists them too; the two name the same tools. Reported on the manifest, pointing at the
 * descriptor. Only a group with exactly one descriptor is compared (with several, which one the bundle
 * ships is not known).
 */
import { parseDocument } from '../../../parse/parse.js';
import { isObject } from '../../../util/json.js';
import { documentRule, type Workspace } from '../../types.js';
import { folderOf, groupOf, inFolder } from '../group.js';
import { readText } from '../package.js';

export const TOOLS_RULE = 'mcpdesc.consistency.tools';

/** A descriptor by name (`weather.mcp.json`, `server.mcp.yaml`); `.mcp.json` alone is Claude Code's configuration. */
const DESCRIPTOR = /^.+\.mcp\.(?:json|ya?ml)$/;
const MAX_DESCRIPTOR_BYTES = 4 * 1024 * 1024;

interface Tool {
  name: string;
  title?: string;
  pointer: string;
}

export default documentRule(TOOLS_RULE, ({ path, parsed, workspace, report }) => {
  const manifest = parsed.value;
  if (!workspace || !isObject(manifest) || !Array.isArray(manifest.tools)) return;
  const descriptor = groupDescriptor(workspace, path);
  if (!descriptor) return;
  const served = toolsOf(descriptor.value);
  if (!served) return;
  const listed = toolsOf(manifest) ?? [];
  const servedNames = new Set(served.map((t) => t.name));
  const listedNames = new Set(listed.map((t) => t.name));
  const place = (tool: Tool) => {
    const { start } = descriptor.parsed.locate(tool.pointer);
    return { text: `${descriptor.path}:${start.line}:${start.column}`, range: descriptor.parsed.locate(tool.pointer) };
  };
  for (const tool of listed) {
    if (servedNames.has(tool.name)) continue;
    const titled = served.find((t) => t.title === tool.name || t.name.toLowerCase() === tool.name.toLowerCase());
    if (titled) {
      const at = place(titled);
      report(
        tool.pointer,
        `The manifest lists the tool ${JSON.stringify(tool.name)}, but ${descriptor.path} names it ${JSON.stringify(titled.name)} (see ${at.text}): clients match the manifest's tools to the served ones by name, so this one matches nothing. Did you mean ${JSON.stringify(titled.name)}?`,
        'value',
        [{ path: descriptor.path, range: at.range, message: `${descriptor.path} names the tool ${JSON.stringify(titled.name)} here.` }],
      );
    } else {
      report(
        tool.pointer,
        `The manifest lists the tool ${JSON.stringify(tool.name)}, which ${descriptor.path}, the descriptor of this package, does not have: users see a tool the server does not serve. Remove it from "tools", or add it to the descriptor if the server serves it.`,
        'value',
        [{ path: descriptor.path, range: descriptor.parsed.locate('/tools'), message: `${descriptor.path} lists the server's tools here.` }],
      );
    }
  }
  for (const tool of served) {
    if (listedNames.has(tool.name) || listed.some((t) => t.name === tool.title || t.name.toLowerCase() === tool.name.toLowerCase())) continue;
    const at = place(tool);
    report(
      '/tools',
      `${descriptor.path} has the tool ${JSON.stringify(tool.name)} (see ${at.text}), which the manifest's "tools" does not list: clients show users the manifest's list before installing, so the tool is not shown. Add { "name": ${JSON.stringify(tool.name)} } to "tools".`,
      'value',
      [{ path: descriptor.path, range: at.range, message: `${descriptor.path} declares the tool ${JSON.stringify(tool.name)} here.` }],
    );
  }
});

function toolsOf(value: unknown): Tool[] | undefined {
  if (!isObject(value) || !Array.isArray(value.tools)) return undefined;
  const tools: Tool[] = [];
  value.tools.forEach((tool: unknown, index) => {
    if (isObject(tool) && typeof tool.name === 'string')
      tools.push({ name: tool.name, pointer: `/tools/${index}/name`, ...(typeof tool.title === 'string' ? { title: tool.title } : {}) });
  });
  return tools;
}

/** The one descriptor in the group's folder or the manifest's own, parsed; undefined when there is none or more than one. */
function groupDescriptor(workspace: Workspace, path: string) {
  const group = groupOf(workspace, path);
  if (group === undefined) return undefined;
  const found = new Set<string>();
  for (const dir of new Set([group, folderOf(path)])) {
    for (const name of workspace.list(dir, 2000) ?? []) if (DESCRIPTOR.test(name)) found.add(inFolder(dir, name));
  }
  if (found.size !== 1) return undefined;
  const [at] = found;
  const text = readText(workspace, at, MAX_DESCRIPTOR_BYTES);
  if (text === undefined) return undefined;
  const parsed = parseDocument(text, /\.json$/i.test(at) ? 'json' : 'yaml');
  if (parsed.problems.length > 0 || !isObject(parsed.value) || !('protocolVersion' in parsed.value)) return undefined;
  return { path: at, parsed, value: parsed.value };
}
