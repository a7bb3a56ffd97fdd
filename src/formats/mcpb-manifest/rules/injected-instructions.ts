import { findInjectedPhrases, type PhraseCategory, shownPhrase } from '../../../detect/phrases.js';
import { isObject, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { mcpbRule } from '../context.js';

const WHY: Readonly<Record<PhraseCategory, string>> = {
  override: 'tries to override the instructions the model already follows',
  secrecy: 'asks the model to hide something from the user',
  exfiltration: 'asks the model to read or send data the user did not ask for',
  sink: 'is a URL with a placeholder for the model to fill, so whatever it puts there goes to that host',
  steering: 'directs how the model calls tools, as tool shadowing does',
  'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
  evidence: 'together make an order to the model about data, tools or the user, not a description',
};

/**
 * mcpdesc.mcpb.injected-instructions: the bundle's description, long description and the descriptions of
 * its tools and prompts describe the server; they do not give the model orders. The same detectors as
 * mcpdesc.security.injected-instructions read them (src/detect/phrases.ts). A prompt's `text` is an
 * instruction to the model by design, so it is not read. The long description is the server's overview, what
 * a descriptor's server instructions carry: read as those are, without steering, so the order the server
 * gives its own tools ("look the patient up with search_patients before using any other tool") is its
 * workflow, while orders over other servers' tools are read there as in instructions.
 */
export default mcpbRule('mcpdesc.mcpb.injected-instructions', (context) => {
  const { manifest } = context;
  // The names its tools and prompts use, so a tool's text is read with its own name and its siblings' as the other formats read it.
  const names = new Set<string>();
  for (const key of ['tools', 'prompts'] as const) {
    const list = manifest[key];
    if (Array.isArray(list)) for (const item of list) if (isObject(item) && typeof item.name === 'string') names.add(item.name);
  }
  const read = (value: unknown, pointer: string, name: string, own?: string, steering = true) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const vocabulary = own === undefined ? undefined : { own: new Set([own]), siblings: new Set([...names].filter((n) => n !== own)), name: own };
    // The long description, read as server instructions are, with every name of the bundle its own: a name of none is another server's tool.
    const [first] = findInjectedPhrases(value, { steering, vocabulary }).concat(
      steering || names.size === 0 ? [] : findInjectedPhrases(value, { steering, vocabulary: { own: names, siblings: new Set() } }),
    );
    if (!first) return;
    context.report(
      pointer,
      `${name} contains ${shownPhrase(first)}, which ${WHY[first.category]}. The bundle's text reaches users and the model that reads its server's tools, and poisoned bundles hide orders there. Describe what the server does, and remove directives aimed at the model.`,
      'value',
    );
  };
  read(manifest.description, '/description', 'The bundle\'s "description"');
  read(manifest.long_description, '/long_description', 'The bundle\'s "long_description"', undefined, false);
  for (const key of ['tools', 'prompts'] as const) {
    const list = manifest[key];
    if (!Array.isArray(list)) continue;
    for (const [index, item] of list.entries()) {
      if (!isObject(item)) continue;
      const label = typeof item.name === 'string' ? `${key === 'tools' ? 'Tool' : 'Prompt'} ${quote(item.name)}'s "description"` : 'This "description"';
      read(item.description, joinPointer(joinPointer(`/${key}`, index), 'description'), label, typeof item.name === 'string' ? item.name : undefined);
    }
  }
});
