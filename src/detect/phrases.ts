/**
 * Phrases that address the model instead of describing a tool: the marks of tool poisoning. Each
 * pattern needs the imperative form aimed at an agent ("read ~/.ssh/id_rsa", "do not tell the user"),
 * so ordinary third-person descriptions ("Reads a file from the workspace") do not match.
 */

export type PhraseCategory = 'override' | 'secrecy' | 'exfiltration' | 'steering' | 'pseudo-tag';

export interface PhraseMatch {
  category: PhraseCategory;
  /** The matched text, as written. */
  phrase: string;
  /** 0-based offset in the text. */
  index: number;
}

const NOT = String.raw`(?:do\s+not|don['’]?t|never)`;
const SENSITIVE_TARGET = String.raw`(?:~\/\.ssh\b|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/(?:credentials|config)\b|\.env\b(?!\.\w)|\/etc\/(?:passwd|shadow|sudoers)\b|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\.kube\/config\b|\.docker\/config\.json|\.cursor\/mcp\.json|claude_desktop_config\.json|\bsystem\s+prompt\b)`;
const SEND_VERB =
  '(?:read|cat|open|load|include|send|pass|upload|attach|access|fetch|copy|print|output|forward|exfiltrate|leak|share|append|post|provide|paste|insert|dump)';

/**
 * Patterns by category. A group's `gate` is a quick test that matches whenever one of its patterns can
 * (a word every pattern needs), so most descriptions are passed over without running the patterns.
 */
const GROUPS: readonly { category: PhraseCategory; gate: RegExp; patterns: readonly RegExp[]; steering?: true }[] = [
  {
    category: 'override',
    gate: /ignore|disregard|forget|override|bypass|you\s+are\s+now|instructions?\s*:|from\s+now\s+on/i,
    patterns: [
      re(
        String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|initial|system|existing|other|safety)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|context|constraints|policies)\b`,
      ),
      re(
        String.raw`\b(?:ignore|disregard|forget|override)\s+(?:all\s+)?(?:your\s+(?:instructions|guidelines|rules|programming|training)|the\s+(?:instructions|guidelines))\b`,
      ),
      re(String.raw`\byou\s+are\s+now\s+(?:a|an|in|no\s+longer|free|unrestricted|jailbroken|DAN)\b`),
      re(String.raw`\bnew\s+(?:system\s+)?instructions?\s*:`),
      re(String.raw`\bfrom\s+now\s+on,?\s+(?:you|always|never|ignore|respond|only)\b`),
    ],
  },
  {
    category: 'secrecy',
    gate: /\b(?:not|never|keep|hide|without)\b|n['’]?t\b/i,
    patterns: [
      re(String.raw`\b${NOT}\s+(?:tell|inform|notify|alert|warn|show)\s+(?:the\s+|your\s+)?user\b`),
      re(String.raw`\b${NOT}\s+let\s+(?:the\s+|your\s+)?user\s+(?:know|see|notice)\b`),
      re(
        String.raw`\b${NOT}\s+(?:mention|reveal|disclose|acknowledge|report|say)\s+(?:this|that|it|these|anything|any\s+of\s+this|the\s+(?:above|following|instructions?|fact|file|note)|(?:to|with)\s+the\s+user)\b`,
      ),
      re(String.raw`\bwithout\s+(?:telling|informing)\s+(?:the\s+|your\s+)?user\b`),
      re(String.raw`\b(?:keep|hide)\s+(?:this|it|these\s+instructions|the\s+following)\s+(?:secret|hidden|confidential|from\s+(?:the\s+)?user)\b`),
      re(String.raw`\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out|be\s+told)\b`),
    ],
  },
  {
    category: 'exfiltration',
    gate: /\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws\/|\.env|\/etc\/|\.npmrc|\.netrc|\.pypirc|\.pgpass|\.git-credentials|\.kube\/|\.docker\/|mcp\.json|claude_desktop|system\s+prompt|@/i,
    patterns: [
      re(String.raw`\b${SEND_VERB}\b[^.!?\n]{0,80}?${SENSITIVE_TARGET}`),
      re(String.raw`\b(?:send|forward|redirect|bcc|cc|copy)\s+(?:all|every|each|any)\s+(?:\w+\s+){0,3}?to\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`),
    ],
  },
  {
    category: 'steering',
    steering: true,
    gate: /always|when\s+this\s+tool/i,
    patterns: [
      re(String.raw`\balways\s+(?:call|use|invoke|run|execute)\s+(?:the\s+)?[\w.\-\`'"]+(?:\s+tool)?\s+(?:first|before)\b`),
      re(String.raw`\bwhen\s+this\s+tool\s+is\s+(?:available|present|loaded|installed|enabled)\b`),
    ],
  },
  {
    category: 'pseudo-tag',
    gate: /[<[]/,
    patterns: [
      re(String.raw`<\s*(?:\/\s*)?(?:important|system|instructions?|admin|secret|hidden|critical|override)\s*>`),
      re(String.raw`<\|(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\|>|\[\/?INST\]|<<\/?SYS>>`),
    ],
  },
];

function re(source: string): RegExp {
  return new RegExp(source, 'gi');
}

/**
 * Every suspicious phrase in `text`, in order, without overlaps. `steering` also looks for directions
 * to call other tools, which belong in server instructions but not in a description.
 */
export function findInjectedPhrases(text: string, options: { steering: boolean }): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  for (const { category, gate, patterns, steering } of GROUPS) {
    if ((steering && !options.steering) || !gate.test(text)) continue;
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) matches.push({ category, phrase: match[0], index: match.index ?? 0 });
    }
  }
  matches.sort((a, b) => a.index - b.index || b.phrase.length - a.phrase.length);
  let end = -1;
  return matches.filter((m) => {
    if (m.index < end) return false;
    end = m.index + m.phrase.length;
    return true;
  });
}
