import { quote } from '../../../util/json.js';
import { dockerMcpCatalogRule } from '../context.js';

/** The registry's `isNameValid`: lowercase letters, digits and hyphens (three older entries are exempt). */
const NAME = /^[a-z0-9-]+$/;
const GRANDFATHERED = new Set(['SQLite', 'osp_marketing_tools', 'youtube_transcript']);

/**
 * mcpdesc.docker.name: `name` is lowercase letters, digits and hyphens and equals the entry's folder, as
 * the registry's CI requires (cmd/validate: isNameValid, isDirectoryValid); it prefixes the entry's
 * secrets and parameters too.
 */
export default dockerMcpCatalogRule('mcpdesc.docker.name', (context) => {
  const { name } = context.root;
  if (typeof name !== 'string') {
    context.report('', 'This catalog entry has no string "name", so the Docker MCP registry rejects it. Add "name: <folder name>".');
    return;
  }
  if (GRANDFATHERED.has(name)) return;
  if (!NAME.test(name)) {
    const fixed = trimHyphens(name.toLowerCase().replace(/[^a-z0-9-]+/g, '-'));
    context.report(
      '/name',
      `The name ${quote(name)} is not lowercase letters, digits and hyphens, so the Docker MCP registry's CI rejects the entry. Rename it, e.g. to ${quote(fixed)}, and its folder with it.`,
    );
    return;
  }
  if (context.folder !== undefined && context.folder !== name) {
    context.report(
      '/name',
      `The name ${quote(name)} differs from the entry's folder ${quote(context.folder)}, so the Docker MCP registry's CI rejects the entry. Make them the same: rename the folder or the name.`,
    );
  }
});

/** The text without hyphens at either end (a loop: a regex for the trailing ones backtracks on long runs). */
function trimHyphens(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '-') start++;
  while (end > start && text[end - 1] === '-') end--;
  return text.slice(start, end);
}
