/**
 * A command merged into this tool (sweep 30's abrady/unreal-mcp): a text that says it replaces a name and
 * tells, beside that name, which value of its own parameter gives the old command's result ("replaces
 * multiple separate commands: - list_blueprint_components (use fields=["components"])") maps a retired
 * command onto itself, as a changelog does: a succession, not another tool's calls taken. The mapping must
 * name one of the tool's own parameters; "replaces read_file" with no such mapping stays a hijack, and what
 * the mapping's value carries (a path, an address) is read as before.
 */

import type { Vocabulary } from './vocabulary.js';

/** "replaces name" as a hijack reads it: the name replaced (group 1). */
const REPLACED = /^replaces\s+[`'"]?([a-z][a-z0-9]{1,30}(?:_[a-z0-9]{1,30}){1,6})/i;

interface Located {
  kind: string;
  text: string;
}

/** Whether `text` writes `name` with the own parameter that now gives its result: "name (use fields=…)", "name → fields=…". */
function mappedToOwn(text: string, name: string, vocabulary: Vocabulary): boolean {
  const mapped = new RegExp(
    String.raw`\b${name}[\x60'"]?\s{0,3}(?:\(\s{0,3}(?:use|via|set|pass|with)\s{1,3}|(?:->|→|=>)\s{0,3}|:\s{0,3}use\s{1,3})[\x60'"]?([A-Za-z_]\w{0,40})[\x60'"]?\s{0,2}=`,
    'g',
  );
  for (let m = mapped.exec(text), n = 0; m !== null && n < 20; m = mapped.exec(text), n++)
    if (m[1] !== vocabulary.name && vocabulary.own.has(m[1])) return true;
  return false;
}

/** The signals without each hijack "replaces name" whose name the text maps to one of the tool's own parameters. */
export function mergedCommands<S extends Located>(signals: S[], text: string, vocabulary: Vocabulary): S[] {
  return signals.filter((s) => {
    const name = s.kind === 'hijack' ? REPLACED.exec(s.text.trim())?.[1] : undefined;
    return name === undefined || !mappedToOwn(text, name, vocabulary);
  });
}
