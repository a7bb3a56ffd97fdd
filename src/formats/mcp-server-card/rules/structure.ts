import { checkModel } from '../../../model/check.js';
import { joinPointer } from '../../../util/pointer.js';
import { checkAbsoluteUri } from '../../../util/uri.js';
import { cardRule } from '../context.js';
import { CURRENT } from '../drafts.js';
import { MODEL } from '../model.js';
import { pathOf } from '../primitives.js';
import { objectsOf, placeObjects } from '../walk.js';

/** Why a required field matters, by definition. */
const NEEDED_FOR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ServerCard: {
    name: 'it is the server\u2019s identity',
    description: 'it is what clients show in a list of servers',
    version: 'it names the release the card describes',
  },
  Remote: { type: 'it says which transport to connect with', url: 'it is where clients connect' },
  KeyValueInput: { name: 'it is the header the value is for' },
  Repository: { url: 'it is where people find the code', source: 'it names the forge that hosts the code' },
  Icon: { src: 'it is where clients load the icon from' },
};

/** Fields whose values the schema bounds beyond their type, with an example for the fix. */
const URIS: readonly (readonly [string, string, string])[] = [
  ['ServerCard', 'websiteUrl', 'https://example.com/docs'],
  ['Repository', 'url', 'https://github.com/owner/repo'],
  ['Icon', 'src', 'https://example.com/icon.png'],
];
const LENGTHS: readonly (readonly [string, number, number])[] = [
  ['title', 1, 100],
  ['version', 0, 255],
];

/**
 * mcpdesc.card.structure: the card is valid against the current draft's schema: its required fields, the
 * type of every field, the allowed values, lengths and URI formats. "$schema", "name", "description" and a
 * remote's "type" and "url" have rules of their own that explain them.
 */
export default cardRule('mcpdesc.card.structure', ({ root, report }) => {
  const placed = placeObjects(root);
  for (const issue of checkModel(MODEL, 'ServerCard', root, CURRENT, '')) {
    if (issue.kind !== 'invalid') continue;
    if (issue.missing) {
      if (issue.pointer === '' && issue.missing.key === '$schema') continue;
      const { key, found } = issue.missing;
      const holder = placed.find((p) => p.pointer === issue.pointer);
      const why = holder ? NEEDED_FOR[holder.definition]?.[key] : undefined;
      const owner = issue.pointer === '' ? 'This Server Card' : JSON.stringify(pathOf(issue.pointer));
      const hint = found ? `Found ${JSON.stringify(found)}: did you mean ${JSON.stringify(key)}?` : `Add ${JSON.stringify(key)}.`;
      report(issue.pointer, `${owner} has no ${JSON.stringify(key)}, which the current draft requires${why ? ` (${why})` : ''}. ${hint}`);
    } else {
      report(issue.pointer, `${issue.message} The current draft's schema rejects the card.`, issue.target);
    }
  }
  for (const [definition, key, example] of URIS) {
    for (const object of objectsOf(placed, definition)) {
      const value = object.value[key];
      const problem = typeof value === 'string' ? checkAbsoluteUri(value) : null;
      if (problem)
        report(
          joinPointer(object.pointer, key),
          `${JSON.stringify(pathOf(joinPointer(object.pointer, key)))} is not an absolute URI (${problem}), so the current draft's schema ("format": "uri") rejects it. Write the full URL, such as ${JSON.stringify(example)}.`,
        );
    }
  }
  for (const [key, min, max] of LENGTHS) {
    const value = root[key];
    if (typeof value !== 'string') continue;
    const length = [...value].length;
    if (length < min) report(`/${key}`, `"${key}" is empty; the current draft requires at least ${min} character. Write it, or remove the field.`);
    else if (length > max) report(`/${key}`, `"${key}" is ${length} characters long; the current draft allows at most ${max}. Shorten it.`);
  }
});
