import { isObject, quote, shown } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { documentRule } from '../../types.js';
import { namesDraft } from '../versions.js';

/** The draft's `postInstallInstructions[]` item: `description` required, `documentation` a URI (the draft's tests). */
const ITEM_KEYS = ['description', 'command', 'documentation', 'optional'];

/**
 * mcpdesc.registry.draft-field: `packages[].postInstallInstructions`, which only the registry's unreleased
 * draft defines. Under the draft, each item has a `description` and, when given, a `documentation` URL;
 * under a dated schema the registry keeps no such field, so the instructions never reach a client.
 */
export default documentRule('mcpdesc.registry.draft-field', ({ parsed, report }) => {
  const root = parsed.value;
  if (!isObject(root) || !Array.isArray(root.packages)) return;
  const draft = namesDraft(root.$schema);
  for (const [index, pkg] of root.packages.entries()) {
    if (!isObject(pkg) || !('postInstallInstructions' in pkg)) continue;
    const at = joinPointer('/packages', index, 'postInstallInstructions');
    const list = pkg.postInstallInstructions;
    if (!draft) {
      report(
        at,
        'Only the registry\'s unreleased draft schema has "postInstallInstructions"; under the version this file declares the registry keeps no such field, so no client shows these instructions. Say them in the README until a dated schema has the field, or declare the draft.',
        'key',
      );
      continue;
    }
    if (!Array.isArray(list)) {
      report(at, `"postInstallInstructions" is ${shown(list)}, but the draft reads a list of {description, command, documentation, optional}. Write a list.`);
      continue;
    }
    for (const [i, item] of list.entries()) {
      const itemAt = joinPointer(at, i);
      if (!isObject(item)) {
        report(itemAt, `Each post-install instruction is an object with a "description", not ${shown(item)}. Write {"description": "…"}.`);
        continue;
      }
      if (typeof item.description !== 'string' || item.description.trim() === '')
        report(
          itemAt,
          'This post-install instruction has no "description", which the draft requires: clients show it, and never run the command themselves. Add "description" with what the user should do.',
        );
      const doc = item.documentation;
      if (doc !== undefined && (typeof doc !== 'string' || !/^https?:\/\/\S+$/.test(doc)))
        report(
          joinPointer(itemAt, 'documentation'),
          `"documentation" is ${shown(doc)}, but the draft requires a URL. Write the full link, such as "https://example.com/setup".`,
        );
      for (const key of Object.keys(item))
        if (!ITEM_KEYS.includes(key))
          report(
            joinPointer(itemAt, key),
            `The draft defines no ${quote(key)} in a post-install instruction, whose keys are ${ITEM_KEYS.map((k) => quote(k)).join(', ')}. Remove it.`,
            'key',
          );
    }
  }
});
