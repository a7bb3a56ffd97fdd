import { joinPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { registryRule } from '../context.js';
import { article } from '../fit.js';
import { MODEL, PREVIEW_FIELDS, previewFieldFor, spellingIn } from '../model.js';
import { AXIS } from '../versions.js';

/** Names people write for a field the format spells otherwise, by lowercased key; the target is the current name. */
const SYNONYMS: Readonly<Record<string, string>> = {
  required: 'isRequired',
  secret: 'isSecret',
  issecret: 'isSecret',
  sensitive: 'isSecret',
  repeated: 'isRepeated',
  homepage: 'websiteUrl',
  website: 'websiteUrl',
  homepageurl: 'websiteUrl',
  displayname: 'title',
  display_name: 'title',
  repo: 'repository',
  icon: 'icons',
  env: 'environmentVariables',
  environment: 'environmentVariables',
  env_vars: 'environmentVariables',
  envvars: 'environmentVariables',
  args: 'packageArguments',
  arguments: 'packageArguments',
  transport_type: 'type',
  transporttype: 'type',
  sha256: 'fileSha256',
  hint: 'valueHint',
};

/** What is lost when a field is misspelt, for the fields where it matters most. */
const LOST: Readonly<Record<string, string>> = {
  isRequired: 'clients treat the value as optional',
  isSecret: 'clients show and store the value as plain text',
};

/**
 * mcpdesc.registry.unknown-key: keys that are near misses of a field ("descripton", "required" for
 * "isRequired", "homepage" for "websiteUrl") or fields of the schema's early previews ("version_detail").
 * mcp-publisher drops keys it does not know, so the setting is silently lost. Keys that are not near any
 * field are left alone (the schema allows them outside packages), and keys of objects the schema closes
 * are mcpdesc.registry.structure's.
 */
export default registryRule('mcpdesc.registry.unknown-key', (context) => {
  const { version, report } = context;
  // A misspelt required key is structure's finding ("Found "descripton": did you mean …?").
  const typos = new Set(context.issues().flatMap((i) => (i.missing?.found ? [joinPointer(i.pointer, i.missing.found)] : [])));
  // So is a preview field that stands for a missing required one ("version_detail" for "version").
  for (const issue of context.issues()) {
    const holder = issue.missing ? context.placed().find((p) => p.pointer === issue.pointer) : undefined;
    const preview = holder && issue.missing ? previewFieldFor(holder, issue.missing.key, version) : undefined;
    if (preview) typos.add(joinPointer(issue.pointer, preview));
  }
  for (const { definition, pointer, value } of context.placed()) {
    const def = MODEL.definition(definition);
    if (def.closed || !def.fields || definition === 'Meta') continue;
    const fields = def.fields;
    const known = Object.keys(fields).filter((k) => AXIS.inSpan(version, fields[k]));
    for (const key of Object.keys(value)) {
      const at = joinPointer(pointer, key);
      if (Object.hasOwn(fields, key) || typos.has(at)) continue;
      const preview = PREVIEW_FIELDS[definition]?.[key];
      const synonym = SYNONYMS[key.toLowerCase()] ?? SYNONYMS[key.toLowerCase().replace(/[^a-z_]/g, '')];
      const suggestion =
        (preview ? spellingIn(definition, preview.split(' ')[0], version) : undefined) ??
        closest(key, known) ??
        (synonym ? spellingIn(definition, synonym, version) : undefined);
      if (!suggestion) continue;
      const lost = LOST[spellingIn(definition, suggestion, '2025-12-11') ?? suggestion];
      const why = preview ? `it is a field of a preview of the 2025-07-09 schema that no published schema has.` : `did you mean ${JSON.stringify(suggestion)}?`;
      report(
        at,
        `${JSON.stringify(key)} is not a field of ${article(def.noun)}: ${why} mcp-publisher drops fields it does not know, so ${lost ?? 'the setting is lost'}. ${
          preview
            ? `Write ${JSON.stringify(suggestion)} instead${preview.includes('(') ? ` ${preview.slice(preview.indexOf('('))}` : ''}.`
            : `Rename it to ${JSON.stringify(suggestion)}.`
        }`,
        'key',
      );
    }
  }
});
