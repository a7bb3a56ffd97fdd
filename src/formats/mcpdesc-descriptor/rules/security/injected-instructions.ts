import { quote } from '../../../../util/json.js';
import { memoKey } from '../../../types.js';
import { descriptorRule } from '../../context.js';
import { findInjectedPhrases, type PhraseCategory, type PhraseMatch } from '../../../../detect/phrases.js';
import { forEachString, type StringFilter, type StringSite } from './strings.js';

const WHY: Readonly<Record<PhraseCategory, string>> = {
  override: 'tries to override the instructions the model already follows',
  secrecy: 'asks the model to hide something from the user',
  exfiltration: 'asks the model to read or send data the user did not ask for',
  sink: 'is a URL with a placeholder for the model to fill, so whatever it puts there goes to that host (an image is fetched as soon as the answer renders, without a click)',
  steering: 'directs how the model calls tools, as tool shadowing does',
  'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
};

const INSTRUCTIONS = 'The server instructions contain';
const SCHEMA_VALUE: Readonly<Record<string, string>> = {
  default: 'This default value contains',
  const: 'This const value contains',
  examples: 'This example value contains',
  enum: 'This enum value contains',
};
/**
 * The strings a client shows the model as prose about the server, and the sample values of a schema,
 * which it shows too: the only strings subjectOf can name, so the others are passed over unread.
 */
const PROSE: StringFilter = {
  valuesOnly: true,
  keys: new Set(['description', 'title', 'instructions', 'default', 'const']),
  itemsOf: new Set(['examples', 'enum']),
};

/**
 * mcpdesc.security.injected-instructions: descriptions, titles and server instructions describe the
 * server; they do not give the model orders. Interaction examples are sample data, not prose.
 */
export default descriptorRule('mcpdesc.security.injected-instructions', (context) => {
  const read = context.runMemo(READ, () => new ReadTexts());
  forEachString(
    context,
    (site) => {
      const subject = subjectOf(site);
      if (!subject) return;
      const instructions = subject === INSTRUCTIONS;
      const [first, ...more] = instructions ? findInjectedPhrases(site.text, { steering: false }) : read.phrasesOf(site.text);
      if (!first) return;
      const advice = instructions
        ? "Keep the instructions to how the server's features fit together, and remove this."
        : first.category === 'steering'
          ? 'Describe what the tool does; if calls must happen in an order, say so in the server instructions.'
          : 'Describe what it does, and remove directives aimed at the model.';
      const decoded =
        first.decoded === undefined
          ? ''
          : ` (${first.encoding ?? 'encoded'} for ${quote(first.decoded.length > 120 ? `${first.decoded.slice(0, 120)}…` : first.decoded)})`;
      context.report(
        site.pointer,
        `${subject} ${quote(first.phrase)}${decoded}, which ${WHY[first.category]}${alsoFound(more)}. Clients pass this text to the model, and poisoned descriptions hide orders there that users rarely read. ${advice}`,
      );
    },
    PROSE,
  );
});

/**
 * Descriptions repeat, within a file (a property described alike in each tool, input and output
 * schema) and across files (one server captured at each protocol version it speaks): each text is read
 * once per run. The texts come from input, so the cache is bounded by the characters it holds, and it
 * lives in the run (not the process), so the results a run keeps for its report hold none of them.
 */
const READ = memoKey<ReadTexts>('descriptions read for injected phrases');
const READ_CHARS = 1 << 20;

class ReadTexts {
  private readonly phrases = new Map<string, readonly PhraseMatch[]>();
  private chars = 0;

  /** findInjectedPhrases(text, { steering: true }), remembered when the text was read before. */
  phrasesOf(text: string): readonly PhraseMatch[] {
    let phrases = this.phrases.get(text);
    if (phrases) return phrases;
    phrases = findInjectedPhrases(text, { steering: true });
    if (text.length <= READ_CHARS / 64) {
      if (this.chars + text.length > READ_CHARS) {
        this.phrases.clear();
        this.chars = 0;
      }
      this.phrases.set(text, phrases);
      this.chars += text.length;
    }
    return phrases;
  }
}

/** How a message starts ("This description contains"), or undefined when the string is not prose a client shows the model. */
function subjectOf(site: StringSite): string | undefined {
  const { key } = site;
  if (site.target === 'key') return undefined;
  const path = site.path;
  if (key !== 'description' && key !== 'title' && key !== 'instructions') {
    // A schema's default or const, or an item of its examples or enum.
    const field = typeof key === 'number' ? path[path.length - 2] : key;
    if (typeof field !== 'string' || !(field in SCHEMA_VALUE) || (typeof key === 'number') === (field === 'default' || field === 'const')) return undefined;
    if (!path.some((segment) => segment === 'inputSchema' || segment === 'outputSchema')) return undefined;
    return SCHEMA_VALUE[field];
  }
  // Interaction examples (/tools/N/interactionExamples/…) are sample data: a tool result may quote anything.
  if (path.length > 3 && path[0] === 'tools' && /^\d+$/.test(String(path[1])) && path[2] === 'interactionExamples') return undefined;
  if (path.length === 1 && key === 'instructions') return INSTRUCTIONS;
  return key === 'description' ? 'This description contains' : key === 'title' ? 'This title contains' : undefined;
}

/** ` (also "…", "…")`: the other phrases, so one finding shows everything to remove. */
function alsoFound(more: readonly PhraseMatch[]): string {
  if (more.length === 0) return '';
  const shown = more
    .slice(0, 3)
    .map((m) => quote(m.phrase))
    .join(', ');
  return ` (also ${shown}${more.length > 3 ? ` and ${more.length - 3} more` : ''})`;
}
