import { isObject, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { mcpbRule } from '../context.js';

const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
const CHARACTERS = 'A-Z, a-z, 0-9, "_", "-" and "."';

/**
 * mcpdesc.mcpb.name-format: each "tools[].name" and "prompts[].name" is a name in MCP's tool-name format
 * (1 to 128 characters from A-Z, a-z, 0-9, "_", "-", "."): the manifest lists what the server serves,
 * and clients match the two by name. A name with spaces is usually the tool's title.
 */
export default mcpbRule('mcpdesc.mcpb.name-format', (context) => {
  for (const list of ['tools', 'prompts'] as const) {
    const items = context.manifest[list];
    if (!Array.isArray(items)) continue;
    const noun = list === 'tools' ? 'tool' : 'prompt';
    for (const [index, item] of items.entries()) {
      if (!isObject(item) || typeof item.name !== 'string') continue;
      const name = item.name;
      const pointer = joinPointer(`/${list}`, index, 'name');
      if (name.length === 0) {
        context.report(
          pointer,
          `The ${noun} name is empty. Clients match the manifest's ${list} to the server's by name: write the name the server registers (1 to ${MAX_LENGTH} characters from ${CHARACTERS}).`,
        );
      } else if (!ALLOWED.test(name) && looksLikeTitle(name)) {
        context.report(
          pointer,
          `${capitalize(noun)} ${quote(name)} is listed by its title, not its name: clients match the manifest's ${list} to the ${list} the server serves by name, and an MCP ${noun} name has no spaces (only ${CHARACTERS}). Write the name the server registers, such as ${quote(suggestName(name))}, and keep the title for "description".`,
        );
      } else if (!ALLOWED.test(name)) {
        context.report(
          pointer,
          `${capitalize(noun)} name ${quote(name)} contains ${describeCharacters(name)}: MCP ${noun} names use only ${CHARACTERS}, so clients and models can match and call them. Write the name the server registers, such as ${quote(suggestName(name))}.`,
        );
      } else if (name.length > MAX_LENGTH) {
        context.report(
          pointer,
          `${capitalize(noun)} name ${quote(name)} is ${name.length} characters long; MCP ${noun} names have at most ${MAX_LENGTH}. Shorten it, as the server registers it.`,
        );
      }
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

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
