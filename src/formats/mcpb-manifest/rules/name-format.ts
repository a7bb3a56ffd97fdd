import { isObject, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { mcpbRule } from '../context.js';

const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
const CHARACTERS = 'A-Z, a-z, 0-9, "_", "-" and "."';

/**
 * mcpdesc.mcpb.name-format: each "tools[].name" is a name in MCP's tool-name format (1 to 128 characters
 * from A-Z, a-z, 0-9, "_", "-", "."): the manifest lists what the server serves, and clients match the two
 * by name. A name with spaces is usually the tool's title. Prompt names are not checked: neither the MCP
 * specification nor the MCPB schema restricts their characters, and a manifest prompt carries its own text.
 */
export default mcpbRule('mcpdesc.mcpb.name-format', (context) => {
  const tools = context.manifest.tools;
  if (!Array.isArray(tools)) return;
  for (const [index, tool] of tools.entries()) {
    if (!isObject(tool) || typeof tool.name !== 'string') continue;
    const name = tool.name;
    const pointer = joinPointer('/tools', index, 'name');
    if (name.length === 0) {
      context.report(
        pointer,
        `The tool name is empty. Clients match the manifest's tools to the server's by name: write the name the server registers (1 to ${MAX_LENGTH} characters from ${CHARACTERS}).`,
      );
    } else if (!ALLOWED.test(name) && looksLikeTitle(name)) {
      context.report(
        pointer,
        `Tool ${quote(name)} is listed by its title, not its name: clients match the manifest's tools to the tools the server serves by name, and an MCP tool name has no spaces (only ${CHARACTERS}). Write the name the server registers, such as ${quote(suggestName(name))}, and keep the title for "description".`,
      );
    } else if (!ALLOWED.test(name)) {
      context.report(
        pointer,
        `Tool name ${quote(name)} contains ${describeCharacters(name)}: MCP tool names use only ${CHARACTERS}, so clients and models can match and call them. Write the name the server registers, such as ${quote(suggestName(name))}.`,
      );
    } else if (name.length > MAX_LENGTH) {
      context.report(
        pointer,
        `Tool name ${quote(name)} is ${name.length} characters long; MCP tool names have at most ${MAX_LENGTH}. Shorten it, as the server registers it.`,
      );
    }
  }
});

/** Words separated by spaces, most of them capitalized: "Resolve Context7 Library ID". */
function looksLikeTitle(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && words.filter((w) => /^[A-Z0-9]/.test(w)).length * 2 >= words.length;
}

function suggestName(name: string): string {
  const replaced = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '_');
  let start = 0;
  let end = replaced.length;
  while (start < end && replaced[start] === '_') start++;
  while (end > start && replaced[end - 1] === '_') end--;
  return (replaced.slice(start, end) || 'tool').slice(0, MAX_LENGTH);
}

function describeCharacters(name: string): string {
  const bad = [...new Set([...name].filter((c) => !ALLOWED.test(c)))];
  const shown = bad.slice(0, 5).map((c) => (c === ' ' ? 'a space' : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`));
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
