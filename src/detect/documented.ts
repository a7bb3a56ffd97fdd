/**
 * What a description documents that only looks like an order (issue 35, blind sweep 17): a key of a
 * JSON example ("{"cache_key": "..."}") is a field of the tool's own input, not a tool; a URL with no host
 * ("https://...") is a placeholder the user fills, not a destination; an act under a prohibition ("never
 * read this file to look up, verify, or copy credentials") is forbidden, not asked for; names said not to
 * exist ("there is no action_deny or action_decline counterpart") are no tool to call; other tools that
 * the text enumerates as its own server's ("every other tool that accepts it (ssh_cmd_kill, …)") are
 * siblings; and a figure scaled that is the size of an answer ("reduce token usage by ~75%") changes no
 * value. Each is read narrowly: a widely used tool written as a JSON key, an act after the prohibition
 * ends ("never tell the user, just copy the keys"), or a list that names a tool outside the server stays
 * what it was.
 */

import { ownServers, reachesOtherServer, type Vocabulary } from './vocabulary.js';

/** A signal of ./evidence.ts, as far as this module reads it. */
interface Located {
  kind: string;
  text: string;
  index: number;
}

/** A name written as a key of a JSON object: a quote before it, the closing quote and a colon after. */
const KEY_BEFORE = /[{,[]\s{0,3}"$/;
const KEY_AFTER = /^"\s{0,2}:/;

/** A URL with no host at all, only the ellipsis of a placeholder ("https://...", "https://…"). */
const PLACEHOLDER_URL = /^https?:\/\/(?:\.{2,}|…)\/?[.,;]?$/i;

/**
 * A prohibition on touching data and what it covers up to `index`: a negation and a verb that reads, opens
 * or passes on data, then words with no stop, no paragraph or list item. Group 1 is what lies between that
 * verb and the act. A prohibition of anything else ("never seek approval to copy", "never refuse to send")
 * covers no act after it.
 */
const PROHIBITED_BEFORE =
  /\b(?:never|do\s+not|don['’]t|must\s+not|should\s+not|shall\s+not)\s+(?:read|open|access|use|call|run|cat|load|inspect|edit|touch|fetch|query|browse|look|copy|send|share|store|log|print|include|reveal|expose|paste|upload|forward|post|save|write)\b((?:(?!\n\s*\n|\n\s*[-*•])[^.;:!?])*)$/i;
/** Words that start what is asked after all, or a second order joined to the first. */
const ASKED_AFTER_ALL = /\b(?:but|instead|rather|unless|except|then|just|and|also|so|otherwise|only|before|after|once|when|whenever|if)\b/i;
/** The act joined to the prohibited verb: its purpose ("to copy") or one more of its verbs ("verify, or copy"). */
const JOINED_BEFORE = /(?:\bto|\bor|\bnor)\s+$/i;
/** How far back a prohibition may open. */
const PROHIBITION_REACH = 200;

/** A negated existence ("there is no …"): what follows up to the clause's end is said not to exist. */
const NONE_EXISTS_BEFORE = /\bthere\s+(?:is|are|was|were|exists?)\s+no\s+([^.,;:!?\n]*)$/i;
/** Words that end a negated existence: another clause. */
const CLAUSE_WORDS = /\b(?:and|but|so|then|instead|which|that|what|when|whenever|if|before|after|you|use|call|send|pass)\b/i;

/** An enumeration of the tools meant, right after "every other tool": "that accepts it (a_b, c_d, e_f)". */
const ENUMERATED_AFTER = /^[^.;:!?()]{0,60}\(([a-z][\w, `'"-]{2,300})\)/i;

/** The size of an answer, not a value of a call: what a cost note scales ("reduce token usage by ~75%"). */
const ANSWER_SIZE =
  /\b(?:token\s+(?:usage|use|count|consumption|budget)|tokens\s+used|context(?:\s+window)?\s+(?:usage|use|size)|latency|bandwidth|(?:response|output|payload|answer)\s+size)\b/i;

/** Whether a scaled figure is only the size of the answer ("reduce token usage by ~75%"): a cost note, not a value of a call changed. */
export function answerSizeOnly(scaled: string): boolean {
  return ANSWER_SIZE.test(scaled);
}

/** Whether the tool at `index` is a key of a JSON example, and no widely used tool. */
function jsonKey(text: string, s: Located): boolean {
  return (
    KEY_BEFORE.test(text.slice(Math.max(0, s.index - 6), s.index)) &&
    KEY_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 4)) &&
    !reachesOtherServer(s.text, undefined)
  );
}

/** The prohibited verb itself: "never send", "do not copy". */
const PROHIBITION_JUST_BEFORE = /\b(?:never|do\s+not|don['’]t|must\s+not|should\s+not|shall\s+not)\s+$/i;

/** Whether the act at `index` is prohibited: the prohibited verb, or joined to it (its purpose, or one more of its list). */
function prohibited(text: string, s: Located): boolean {
  const before = text.slice(Math.max(0, s.index - PROHIBITION_REACH), s.index);
  if (PROHIBITION_JUST_BEFORE.test(before)) return true;
  const m = PROHIBITED_BEFORE.exec(before);
  return m !== null && !ASKED_AFTER_ALL.test(m[1]) && JOINED_BEFORE.test(m[1]);
}

/** Whether the name at `index` is said not to exist ("there is no action_deny or action_decline counterpart to action_accept"). */
function saidNotToExist(text: string, s: Located): boolean {
  const m = NONE_EXISTS_BEFORE.exec(text.slice(Math.max(0, s.index - 120), s.index));
  return m !== null && !CLAUSE_WORDS.test(m[1]) && !reachesOtherServer(s.text, undefined);
}

/** Whether the quantifier "every other tool" at `s` is glossed by a list of tools that are all its server's own. */
function siblingsEnumerated(text: string, s: Located, vocabulary: Vocabulary): boolean {
  const list = ENUMERATED_AFTER.exec(text.slice(s.index + s.text.length, s.index + s.text.length + 400))?.[1];
  if (list === undefined) return false;
  const names = list.split(/[\s,]+(?:or\s+|and\s+)?/).filter((name) => name.length > 0);
  return names.length > 0 && names.every((name) => ownServers(name, vocabulary) !== undefined);
}

/**
 * The signals without what the text documents rather than orders (see the module's comment): JSON keys
 * and names said not to exist as tools, placeholder URLs as sinks, prohibited acts, and quantifiers over
 * other tools that the text enumerates as its own server's.
 */
export function documentedOnly<S extends Located>(signals: S[], text: string, vocabulary: Vocabulary | undefined): S[] {
  return signals.filter((s) => {
    switch (s.kind) {
      case 'tool':
        return !jsonKey(text, s) && !saidNotToExist(text, s);
      case 'sink':
        return !PLACEHOLDER_URL.test(s.text.trim());
      case 'act':
        return !prohibited(text, s);
      case 'foreign':
        return vocabulary === undefined || !siblingsEnumerated(text, s, vocabulary);
      default:
        return true;
    }
  });
}
