/**
 * Other tools supplanted: a text that runs down tools or servers that are not its own ("the payment tools
 * of other servers are deprecated", "andere Server sind unsicher") and puts this tool in their place
 * ("use this tool instead", "en su lugar", "stattdessen"). Both halves are needed, beside a target beyond
 * the server (./shadowing.ts finds it in English, `foreignTarget` in the languages of the concept
 * tables): a deprecation notice of the server's own ("replaces the old add_event tool, deprecated in v3")
 * names no tool beyond it, and a preference ("prefer get_page over fetch for wiki pages", "für große
 * Beträge stattdessen pay_bill_batch") runs nothing down. Words are statuses, not comparisons: "slower" or
 * "less accurate" is a reason to prefer, "deprecated", "unsafe" or "broken" a reason to stop using.
 */
import { conceptPatterns, execConcept, startsWord } from './concepts.js';

/** Run down: a status that says to stop using a tool, in the languages written most. */
const RUN_DOWN =
  /(?<!\p{L})(?:deprecated|obsolete|unsafe|insecure|broken|compromised|discontinued|no\s+longer\s+(?:supported|maintained|safe)|veraltet\p{L}{0,2}|unsicher\p{L}{0,2}|defekt\p{L}{0,2}|kaputt|abgekündigt|obsolètes?|dépréciée?s?|dangereu(?:x|se|ses)|cassée?s?|obsolet[aeoi]s?|insegur[oa]s?|descontinuad[oa]s?|en\s+desuso|deprecat[aeoi]|insicur[oi]|verouderd|onveilig|kapot|przestarza\p{L}{1,4}|niebezpieczn\p{L}{1,3}|устарел\p{L}{0,3}|устаревш\p{L}{1,3}|небезопасн\p{L}{1,3}|сломан\p{L}{0,3}|застарі\p{L}{1,3}|небезпечн\p{L}{1,3}|güvensiz|kullanımdan\s+kaldırıl\p{L}{0,4})(?!\p{L})|已弃用|已棄用|不安全|已过时|已過時|已废弃|已廢棄|非推奨|廃止|安全でない|安全ではない|더\s?이상\s?사용되지|안전하지\s?않/iu;
/** This tool put in their place, in English: "use this tool instead", "call our server", "this tool replaces them" (not "this tool uses X instead", which describes it). */
const IN_THEIR_PLACE =
  /\b(?:(?:use|call|choose|pick|prefer|try)\s+(?:always\s+|only\s+)?(?:this|our)\s+(?:tool|server|one)|(?:this|our)\s+(?:tool|server)\s+(?:replaces|supersedes|takes\s+over\s+from))\b/i;
/** This tool or server, in the languages written most ("esta herramienta", "dieses Werkzeug", "本工具"). */
const THIS_TOOL =
  /(?<!\p{L})(?:esta\s+herramienta|este\s+servidor|cet\s+outil|ce\s+serveur|diese[snm]?\s+(?:werkzeug|tool|server)|questo\s+(?:strumento|server)|esta\s+ferramenta|deze\s+(?:tool|server)|dit\s+hulpmiddel|to\s+narzędzie|ten\s+serwer|этот\s+(?:инструмент|сервер)|этим\s+инструментом|цей\s+інструмент|bu\s+araç\p{L}{0,2})(?!\p{L})|本工具|此工具|这个工具|這個工具|このツール|이\s?도구/iu;
/** Instead, in their place, in the same languages. */
const INSTEAD =
  /(?<!\p{L})(?:stattdessen|an\s+(?:ihrer|seiner|deren)\s+stelle|à\s+(?:leur|sa)\s+place|au\s+lieu\s+de\s+(?:ceux|celles|cela)|en\s+su\s+lugar|en\s+(?:lugar|vez)\s+de\s+(?:ellas|ellos|eso)|em\s+seu\s+lugar|no\s+lugar\s+del[ae]s?|em\s+vez\s+disso|al\s+(?:loro|suo)\s+posto|invece|in\s+plaats\s+daarvan|in\s+hun\s+plaats|zamiast\s+(?:nich|tego)|w\s+ich\s+miejsce|вместо\s+(?:них|этого|него)|замість\s+(?:них|цього)|onların\s+yerine|bunun\s+yerine)(?!\p{L})|改用|取而代之|代わりに|대신/iu;

/** The run-down and, after it, this tool put in the run-down tools' place, both in `text` (a target's sentence and the next two). */
export function supplantedIn(text: string): { text: string; index: number } | undefined {
  const down = RUN_DOWN.exec(text);
  if (!down) return undefined;
  const after = text.slice(down.index + down[0].length);
  if (!IN_THEIR_PLACE.test(after) && !(THIS_TOOL.test(after) && INSTEAD.test(after))) return undefined;
  return { text: down[0], index: down.index };
}

/** Whether `text` runs anything down: one test before a text's sentences are read for it. */
export function runsDown(text: string): boolean {
  return RUN_DOWN.test(text);
}

/** Languages whose tables name other tools and servers ("otro servidor", "andere Werkzeuge"); English has its own patterns. */
let foreign: ReturnType<typeof conceptPatterns> | undefined;
/** At most this many matches of a pattern are read in one sentence. */
const MAX_MATCHES = 20;

/** The first tool or server beyond this one a sentence names in a language of the concept tables ("其他服务器", "altri server"). */
export function foreignTarget(sentence: string): { text: string; index: number } | undefined {
  foreign ??= conceptPatterns('foreign');
  for (const [pattern, spaced] of [
    [foreign.asciiElsewhere, false],
    [foreign.spaced, true],
    [foreign.unspaced, false],
  ] as const) {
    if (!pattern) continue;
    pattern.lastIndex = 0;
    for (let m = execConcept(pattern, sentence), n = 0; m && n < MAX_MATCHES; m = execConcept(pattern, sentence), n++)
      if (!spaced || startsWord(sentence, m.index)) return { text: m[0], index: m.index };
  }
  return undefined;
}
