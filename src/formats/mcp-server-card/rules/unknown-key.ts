import { hasOwn } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { cardRule } from '../context.js';
import { fieldsOf, MODEL } from '../model.js';
import { placeObjects } from '../walk.js';

/** Spellings other formats and early drafts use for a field of the current draft. */
const OTHER_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ServerCard: { homepage: 'websiteUrl', website: 'websiteUrl', website_url: 'websiteUrl', websiteURL: 'websiteUrl', displayName: 'title' },
  Remote: {
    transport: 'type',
    endpoint: 'url',
    protocolVersions: 'supportedProtocolVersions',
    supported_protocol_versions: 'supportedProtocolVersions',
  },
  Input: { is_required: 'isRequired', required: 'isRequired', is_secret: 'isSecret', secret: 'isSecret' },
  KeyValueInput: { is_required: 'isRequired', required: 'isRequired', is_secret: 'isSecret', secret: 'isSecret' },
};

/**
 * mcpdesc.card.unknown-key: no key of the card is a near miss of a field it should be. The schema leaves
 * every object open, so "descripton" or "endpoint" for "url" passes it and the setting is lost: clients
 * read only the fields the draft defines. Keys near no field are left alone (vendor data, though it
 * belongs in "_meta").
 */
export default cardRule('mcpdesc.card.unknown-key', ({ root, report }) => {
  for (const object of placeObjects(root)) {
    const fields = fieldsOf(object.definition);
    for (const key of Object.keys(object.value)) {
      if (fields.includes(key)) continue;
      const meant = OTHER_NAMES[object.definition]?.[key] ?? closest(key, fields);
      if (meant === undefined || hasOwn(object.value, meant)) continue;
      const noun = MODEL.definition(object.definition).noun;
      report(
        joinPointer(object.pointer, key),
        `${JSON.stringify(key)} is not a field of ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} in the current draft, so clients ignore it and its setting is lost. Did you mean ${JSON.stringify(meant)}?`,
        'key',
      );
    }
  }
});
