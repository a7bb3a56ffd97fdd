import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { tools } from './tool-schemas.js';

const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
// One wording for every version, so a file that declares several gets one finding per name.
const WHY =
  'Tool names should use only A-Z, a-z, 0-9, "_", "-" and "." (MCP\'s naming guidance; clients and model APIs reject other names in every protocol version), so that every client and model can call them';

/**
 * Tool names have 1 to 128 characters from A-Z, a-z, 0-9, "_", "-" and ".". MCP says so from 2025-11-25,
 * but clients and model APIs reject other names in every version, so older descriptors are checked too.
 */
export default descriptorRule('mcp.tool.name-format', (context) => {
  for (const { tool, pointer } of tools(context)) {
    const name = tool.name;
    if (typeof name !== 'string') continue;
    const at = joinPointer(pointer, 'name');
    if (name.length === 0) {
      context.report(
        at,
        `The tool name is empty. Clients show and call tools by name; give it 1 to ${MAX_LENGTH} characters from A-Z, a-z, 0-9, "_", "-" and ".".`,
      );
    } else if (!ALLOWED.test(name)) {
      context.report(at, `Tool name ${quote(name)} contains ${describeCharacters(name)}. ${WHY}: rename it, e.g. to ${quote(suggestName(name))}.`);
    } else if (name.length > MAX_LENGTH) {
      context.report(at, `Tool name ${quote(name)} is ${name.length} characters long; MCP tool names should have at most ${MAX_LENGTH}. Shorten it.`);
    }
  }
});

function describeCharacters(name: string): string {
  const bad = [...new Set([...name].filter((c) => !ALLOWED.test(c)))];
  const shown = bad.slice(0, 5).map((c) => (c === ' ' ? 'a space' : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`));
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function suggestName(name: string): string {
  const replaced = name
    .trim()
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (replaced || 'tool').slice(0, MAX_LENGTH);
}
