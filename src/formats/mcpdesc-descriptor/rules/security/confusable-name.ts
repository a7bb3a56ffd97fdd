import { isObject } from '../../../../util/json.js';
import { versionFreeRule } from '../../context.js';
import { findConfusable } from '../../../../detect/confusables.js';

/** Tool names poisoning demos and real servers use most, which an imitation would aim at. */
const WELL_KNOWN = new Set([
  'read_file',
  'write_file',
  'edit_file',
  'list_directory',
  'search_files',
  'execute_command',
  'run_command',
  'send_email',
  'send_message',
  'fetch',
  'search',
  'query',
  'execute_sql',
  'create_issue',
  'create_pull_request',
  'browser_navigate',
  'get_file_contents',
  'push_files',
  'transfer',
]);

/** The lists whose items have names a user approves or picks by. */
const LISTS = ['tools', 'prompts'] as const;

/**
 * mcpdesc.security.confusable-name: no tool or prompt name uses look-alike letters (Cyrillic, Greek,
 * fullwidth) to pass for an ASCII name, in particular for another tool in the file or a well-known one.
 */
export default versionFreeRule('mcpdesc.security.confusable-name', (context) => {
  for (const list of LISTS) {
    const items = context.descriptor[list];
    if (!Array.isArray(items)) continue;
    const names = new Set(items.map((item) => (isObject(item) && typeof item.name === 'string' ? item.name : '')));
    items.forEach((item, index) => {
      if (!isObject(item) || typeof item.name !== 'string') return;
      const confusable = findConfusable(item.name);
      if (!confusable) return;
      const { letters, skeleton } = confusable;
      const written =
        letters.length > 0
          ? `writes ${letters
              .slice(0, 3)
              .map(({ char, imitates }) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) for "${imitates}"`)
              .join(', ')}${letters.length > 3 ? ` and ${letters.length - 3} more` : ''}`
          : 'is written in fullwidth or other compatibility letters';
      const target =
        skeleton !== item.name && names.has(skeleton)
          ? `, so it passes for the ${list === 'tools' ? 'tool' : 'prompt'} "${skeleton}" in this file`
          : WELL_KNOWN.has(skeleton)
            ? `, so it passes for the well-known tool name "${skeleton}"`
            : `, so it reads as "${skeleton}"`;
      context.report(
        `/${list}/${index}/name`,
        `The name ${JSON.stringify(item.name)} ${written}${target}. Clients show look-alike letters the same, so a user approving one name can be approving another, as tool-impersonation attacks rely on: spell the name in ASCII.`,
      );
    });
  }
});
