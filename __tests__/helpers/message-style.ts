/**
 * The house style of finding messages, as checks a message can fail (issue 15). A message says what is
 * wrong and what to do: it holds an instruction, a clause that starts with an imperative verb (or a
 * "Did you mean …?"); it quotes values as quote() does, in double quotes, never in single quotes or
 * backticks; and it speaks the user's language, not mcpdesc's internals.
 */

/** Verbs that start an instruction. A message whose advice needs another verb adds it here. */
const VERBS = [
  'add',
  'align',
  'approve',
  'commit',
  'copy',
  'correct',
  'end',
  'percent-encode',
  're-encode',
  're-save',
  'say',
  'unquote',
  'allow',
  'ask',
  'avoid',
  'bump',
  'call',
  'capture',
  'change',
  'check',
  'choose',
  'close',
  'configure',
  'consider',
  'convert',
  'declare',
  'define',
  'delete',
  'describe',
  'disable',
  'document',
  'drop',
  'enable',
  'encode',
  'escape',
  'expose',
  'fill',
  'fix',
  'flatten',
  'give',
  'indent',
  'include',
  'install',
  'keep',
  'leave',
  'limit',
  'link',
  'list',
  'load',
  'lower',
  'make',
  'mark',
  'merge',
  'move',
  'name',
  'omit',
  'pass',
  'pin',
  'point',
  'prefix',
  'provide',
  'publish',
  'put',
  'quote',
  'raise',
  're-run',
  'read',
  'register',
  'remove',
  'rename',
  'reorder',
  'replace',
  'restore',
  'return',
  'review',
  'run',
  'save',
  'select',
  'send',
  'serve',
  'set',
  'shorten',
  'spell',
  'split',
  'start',
  'stop',
  'store',
  'suppress',
  'take',
  'tell',
  'trim',
  'try',
  'turn',
  'update',
  'use',
  'wrap',
  'write',
];
const INSTRUCTION = new RegExp(
  `(?:^|[.:;?!)]\\s+|,\\s+(?:or|and|then)\\s+|\\s(?:or|and|then|otherwise|else)\\s+|\\(|,\\s+)(?:${VERBS.join('|')})\\b|did you mean\\b`,
  'i',
);

/** Words and phrases of mcpdesc's implementation, not of the user's file or the spec. */
const JARGON: readonly RegExp[] = [
  /\bAST\b/,
  /\bnodes?\b/i,
  /\bJSON Pointer\b/i,
  /\bpointers?\b/i,
  /\binternal(ly)?\b/i,
  /\brebuild\b/i,
  /\bwalk(s|ed|ing)?\b/i,
  /\bmemo(ized)?\b/i,
  /\bajv\b/i,
  /\bnames no dialect\b/i,
  /\bsurface kind\b/i,
  /\b(instance|schema)Path\b/,
  /\bundefined\b/,
  /\[object Object\]/,
];

/** A double-quoted run as quote() writes it (JSON escapes inside). */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/** What is wrong with a message's style; empty when it follows the house style. */
export function styleProblems(message: string, ruleId = ''): string[] {
  const problems: string[] = [];
  if (!INSTRUCTION.test(message)) problems.push('says what is wrong but not what to do (no clause starting with an instruction verb)');
  // Quoted values are the file's or another tool's words (a server named "internal-docs", an error cited): only mcpdesc's own words are checked.
  const own = message.replace(QUOTED, '""');
  if (own.includes('`')) problems.push('quotes with backticks; use quote() (double quotes)');
  // A single quote after a space or bracket that closes before the next space-led quote: 'value'.
  if (/(?:^|[\s([{=])'[^'\s][^']{0,80}'(?=[\s.,;:)\]]|$)/.test(own)) problems.push('quotes a value in single quotes; use quote() (double quotes)');
  for (const word of JARGON) {
    // The rule about mcpdesc's own failures may say so.
    if (ruleId === 'mcpdesc.internal' && word.source.includes('internal')) continue;
    if (word.test(own)) problems.push(`uses the internal word ${JSON.stringify(word.exec(own)?.[0])}`);
  }
  return problems;
}
