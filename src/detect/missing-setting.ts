/**
 * A refusal's remedy (sweep 28's erpnext_mcp): a sentence that says the tool refuses or fails when a
 * setting is missing ("refuses when the site does not know its own public URL") and then, after a dash or a
 * colon, names the field that holds that very thing, in the thing's own words ("— fill in `public_url`
 * with the Tailscale Funnel address"), tells whoever runs the server how to set it up, as an error message
 * does: the name is the missing setting, neither another tool nor an argument this call fills. The value
 * given there is one fixed thing; a remedy that fills the field with what the user or the model has ("with
 * each address the user mentions", "with everything you read") moves data and stays an argument filled.
 */

/** At most this many remedies are read in a text: a long text is cut short, never slow. */
const MAX_MATCHES = 200;

/**
 * A refusal and its condition, then the remedy after a dash or a colon: "refuses when … — fill in
 * `name` with …", "fails if … : set `name` to …". Group 1 is the condition, group 2 the remedy (to the
 * match's end), group 3 the name, group 4 the value given (to the sentence's end).
 */
const REMEDY =
  /\b(?:refuses|fails|errors(?:\s+out)?|aborts|stops)\s+(?:[\w-]{1,20}\s+){0,2}(?:when|if|unless|while)\s+([^.;:!?\n—–]{1,120}?)\s{1,3}(?:—|–|--?|:)\s{1,3}((?:(?:please|just)\s+)?(?:fill\s+in|set|enter|configure)\s+(?:the\s+)?`([a-z][a-z0-9]{0,30}(?:_[a-z0-9]{1,30}){0,4})`(?:\s+(?:setting|field|option))?(?:\s+(?:with|to)\s+([^.;!?\n]{1,120}))?)/gi;

/** A setting said to be missing: "does not know", "has no", "is not set", "is empty". */
const MISSING =
  /\b(?:(?:does|do)\s+not|doesn't|don't|cannot|can't)\s+(?:know|have)\b|\bhas\s+no\b|\blacks\b|\bis\s+(?:not\s+(?:set|configured|known)|unset|missing|empty|blank)\b/i;

/** What the user, the model or the conversation holds, or a quantifier over it: data moved, never one fixed value. */
const HELD_BY_CALLER =
  /\b(?:each|every|all|any|whatever|everything|anything|you|your|user|user's|users|conversation|chat|history|session|prompt|mentions?|said|read|typed|pasted)\b/i;

interface Located {
  kind: string;
  index: number;
  text: string;
}

/**
 * Whether the condition names the setting in the name's own words, in order ("its own public URL" for
 * `public_url`, "no base address" for `base_address`): the field is the thing the site lacks.
 */
function namedInCondition(condition: string, name: string): boolean {
  const words = condition.toLowerCase().split(/[^a-z0-9]+/);
  const parts = name.toLowerCase().split('_');
  for (let start = 0; start + parts.length <= words.length; start++) if (parts.every((p, i) => words[start + i] === p)) return true;
  return false;
}

/** The spans of each refusal's remedy whose field is the missing setting and whose value is one fixed thing. */
function remedies(text: string): [number, number][] {
  const found: [number, number][] = [];
  REMEDY.lastIndex = 0;
  for (let m = REMEDY.exec(text), n = 0; m !== null && n < MAX_MATCHES; m = REMEDY.exec(text), n++) {
    const [whole, condition, remedy, name, value] = m;
    if (!MISSING.test(condition) || !namedInCondition(condition, name) || (value !== undefined && HELD_BY_CALLER.test(value))) continue;
    const end = m.index + whole.length;
    found.push([end - remedy.length, end]);
  }
  return found;
}

/**
 * The signals without the tool and argument read in a refusal's remedy (REMEDY): the field it names is
 * the setting the site lacks, filled by whoever runs it. Every other signal of the sentence stays.
 */
export function missingSettings<S extends Located>(signals: S[], text: string): S[] {
  const spans = remedies(text);
  if (spans.length === 0) return signals;
  return signals.filter((s) => (s.kind !== 'argument' && s.kind !== 'tool') || !spans.some(([from, to]) => s.index >= from && s.index < to));
}
