import { quote } from '../../../../util/json.js';
import { versionFreeRule } from '../../context.js';
import { type PhraseCategory, type PhraseMatch, shownPhrase } from '../../../../detect/phrases.js';
import { INSTRUCTIONS, stringFindings } from './strings.js';

const WHY: Readonly<Record<PhraseCategory, string>> = {
  override: 'tries to override the instructions the model already follows',
  secrecy: 'asks the model to hide something from the user',
  exfiltration: 'asks the model to read or send data the user did not ask for',
  sink: 'is a URL with a placeholder for the model to fill, so whatever it puts there goes to that host (an image is fetched as soon as the answer renders, without a click)',
  steering: 'directs how the model calls tools, as tool shadowing does',
  'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
  evidence: 'together make an order to the model about data, tools or the user, not a description of the tool',
};

/**
 * mcpdesc.security.injected-instructions: descriptions, titles and server instructions describe the
 * server; they do not give the model orders. Interaction examples are sample data, not prose.
 */
export default versionFreeRule('mcpdesc.security.injected-instructions', (context) => {
  for (const { pointer, found } of stringFindings(context).injected) {
    const { subject, phrases } = found;
    const [first, ...more] = phrases;
    const advice =
      subject === INSTRUCTIONS
        ? "Keep the instructions to how the server's features fit together, and remove this."
        : first.category === 'steering'
          ? 'Describe what the tool does; if calls must happen in an order, say so in the server instructions.'
          : 'Describe what it does, and remove directives aimed at the model.';
    context.report(
      pointer,
      `${subject} ${shownPhrase(first)}, which ${WHY[first.category]}${alsoFound(more)}. Clients pass this text to the model, and poisoned descriptions hide orders there that users rarely read. ${advice}`,
      'value',
      undefined,
      // At the phrase itself, where the parse places characters of a string (a source file's docstring).
      first.index,
    );
  }
});

/** ` (also "…", "…")`: the other phrases, so one finding shows everything to remove. */
function alsoFound(more: readonly PhraseMatch[]): string {
  if (more.length === 0) return '';
  const shown = more
    .slice(0, 3)
    .map((m) => quote(m.phrase))
    .join(', ');
  return ` (also ${shown}${more.length > 3 ? ` and ${more.length - 3} more` : ''})`;
}
