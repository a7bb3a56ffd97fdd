/**
 * A hand-rolled Python MCP server: a module that names no SDK and answers JSON-RPC itself. It is one when it
 * answers `initialize` with MCP's own fields (`method == "initialize"`, then `"protocolVersion"` or
 * `"serverInfo"`) and `tools/list` with a module-level list (`method == "tools/list"`, then `"tools":
 * TOOL_SCHEMAS`) or a module-level function's (`"tools": get_tools()`), or a comprehension over a keyed dict written
 * there (`"tools": [{"name": k, …} for k, v in TOOLS.items()]`: keyed-records.ts); the list's items are then its tools,
 * read as a low-level handler's list is (extract.ts `listed`, `handlers`). A list of dicts with a `"name"` key alone is no server. It speaks the protocol version it answers
 * when written as a literal (or a module-level constant); every version mcpdesc knows is assumed otherwise. Plain bounded text tests.
 */
import { isVersion, VERSIONS, type Version } from '../../protocol/versions.js';
import { namesSdk } from './package-modules.js';

/** A test of the method, `method == "x"` (`req["method"] == 'x'`, `"x" == method`) or `case "x":`: what follows it is its answer. */
const answering = (method: string) =>
  new RegExp(
    `(?:\\bmethod["']?\\]?[ \\t]{0,8}==[ \\t]{0,8}["']${method}["']|["']${method}["'][ \\t]{0,8}==[ \\t]{0,8}[A-Za-z_.\\[\\]"']{0,64}method\\b|\\bcase[ \\t]{1,8}["']${method}["'][ \\t]{0,8}:)`,
    'g',
  );
const INITIALIZE = answering('initialize');
const LIST = answering('tools/list');
/** How far after the test its answer is looked for: to the next method's test. */
const MAX_ANSWER = 1_024;
const NEXT = /\bmethod\b[^\n]{0,64}==|\bcase[ \t]{1,8}["']/;
const FIELDS = /["'](?:protocolVersion|serverInfo)["'][ \t]{0,8}:/;
/** The version answered: a literal, or a module-level constant's name. */
const PROTOCOL = /["']protocolVersion["'][ \t]{0,8}:[ \t]{0,8}(?:["'](\d{4}-\d{2}-\d{2})["']|([A-Z][A-Z0-9_]{0,63})\b)/;
/**
 * `"tools": NAME` of the answer, NAME a module-level list literal, or `"tools": f()`, f a module-level
 * function of no parameters (its returns read as a list handler's); never another expression.
 */
const TOOLS = /["']tools["'][ \t]{0,8}:[ \t]{0,8}([A-Za-z_]\w{0,99})[ \t]{0,8}(\([ \t]{0,8}\))?[ \t]{0,8}[,}\n]/;
/** `"tools": [… for name, spec in TOOLS.items()]` written in the answer (keyed-records.ts reads it): the `[`. */
const INLINE =
  /["']tools["'][ \t]{0,8}:[ \t\r\n]{0,200}(?=\[[\s\S]{0,2000}?\bfor[ \t]+\w+[ \t]*,[ \t]*\w+[ \t]+in[ \t]+(?:sorted\()?[A-Za-z_]\w{0,99}\.items\(\))/;

export interface HandRolled {
  /** The module-level lists it answers `tools/list` with. */
  lists: string[];
  /** The module-level functions whose returned list it answers `tools/list` with. */
  handlers: string[];
  /** The offsets of the comprehensions it answers `tools/list` with where it answers. */
  inline: number[];
  versions: Version[];
  from: string;
}

/** The hand-rolled server the module is, or undefined. */
export function handRolled(text: string, path: string): HandRolled | undefined {
  if (!text.includes('tools/list') || !text.includes('initialize') || namesSdk(text)) return undefined;
  const initialize = answers(text, INITIALIZE).find(({ answer }) => FIELDS.test(answer))?.answer;
  if (initialize === undefined) return undefined;
  const lists = new Set<string>();
  const handlers = new Set<string>();
  const inline: number[] = [];
  for (const { answer, start } of answers(text, LIST)) {
    const written = INLINE.exec(answer);
    if (written) inline.push(start + written.index + written[0].length);
    const [, name, called] = TOOLS.exec(answer) ?? [];
    if (name === undefined) continue;
    if (called === undefined && new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}\\[`, 'm').test(text)) lists.add(name);
    if (called !== undefined && new RegExp(`^(?:async[ \\t]{1,8})?def[ \\t]{1,8}${name}[ \\t]{0,8}\\([ \\t]{0,8}\\)`, 'm').test(text)) handlers.add(name);
  }
  if (lists.size + handlers.size + inline.length === 0) return undefined;
  const protocol = PROTOCOL.exec(initialize);
  const answered =
    protocol?.[2] === undefined
      ? protocol?.[1]
      : new RegExp(`^${protocol[2]}[ \\t]{0,8}(?::[^=\\n]{0,64})?=[ \\t]{0,8}["'](\\d{4}-\\d{2}-\\d{2})["']`, 'm').exec(text)?.[1];
  if (isVersion(answered))
    return {
      lists: [...lists],
      handlers: [...handlers],
      inline,
      versions: [answered],
      from: `${path}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}`,
    };
  const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
  return {
    lists: [...lists],
    handlers: [...handlers],
    inline,
    versions: [...VERSIONS],
    from: `assumed every protocol version: ${path}, a hand-rolled server (no SDK), ${why}`,
  };
}

/**
 * What a module that names no SDK answers `tools/list` with, when it answers `initialize` with MCP's fields
 * there or in a module-level function it calls there (`return rpc_result(id, _initialize(params))`); none otherwise.
 */
export function listAnswers(text: string): string[] {
  if (!text.includes('tools/list') || !text.includes('initialize') || namesSdk(text)) return [];
  const fields = (answer: { answer: string }) =>
    FIELDS.test(answer.answer) ||
    [...answer.answer.matchAll(/\b([A-Za-z_]\w{0,99})\(/g)].some(([, fn]) => {
      const def = new RegExp(`^def[ \\t]{1,8}${fn}[ \\t]{0,8}\\(`, 'm').exec(text);
      if (def === null) return false;
      const body = text.slice(def.index, def.index + MAX_ANSWER);
      const end = /\n(?=\S)/.exec(body.slice(def[0].length));
      return FIELDS.test(end ? body.slice(0, def[0].length + end.index) : body);
    });
  return answers(text, INITIALIZE).some(fields) ? answers(text, LIST).map(({ answer }) => answer) : [];
}

/** What follows each test of a method, to the next method's test (bounded). */
function answers(text: string, test: RegExp): { answer: string; start: number }[] {
  const out: { answer: string; start: number }[] = [];
  for (const match of text.matchAll(test)) {
    const start = match.index + match[0].length;
    const answer = text.slice(start, start + MAX_ANSWER);
    const next = NEXT.exec(answer);
    out.push({ answer: next ? answer.slice(0, next.index) : answer, start });
    if (out.length >= 16) break;
  }
  return out;
}
