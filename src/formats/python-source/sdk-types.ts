/**
 * The names a file calls the official SDK's `Tool` type by, from its imports: `from mcp.types import
 * Tool` (or `from mcp import Tool`, either aliased) gives `Tool`; `from mcp import types` or `import
 * mcp.types as t` gives `types.Tool` or `t.Tool`; `import mcp` gives `mcp.types.Tool` and `mcp.Tool`. A
 * name the file also binds otherwise (imported from another module, a `class`, a `def` or an assignment
 * at a line's start) may be another library's `Tool`, and is left out. A client's file (one that imports
 * the SDK's client and no server of it) makes `Tool`s of the tools a remote server lists: none.
 */
import { headerOf } from './blocks.js';
import type { Token } from './tokens.js';

/** The SDK's modules that export `Tool`. */
const TYPES_MODULES = new Set(['mcp.types', 'mcp']);
/** What a server imports from an MCP SDK (its server modules or classes), and what a client does. */
const SERVER_MODULE = /^mcp\.server(?:\.|$)/;
const SERVER_CLASSES = new Set(['FastMCP', 'MCPServer', 'Server']);
const CLIENT_MODULE = /^(?:mcp|fastmcp)\.client(?:\.|$)/;
const CLIENT_CLASSES = new Set(['ClientSession', 'Client']);
const SDKS = /^(?:mcp|fastmcp)(?:\.|$)/;
/** How many names one import statement is read for. */
const MAX_ITEMS = 200;

export function sdkToolCallees(tokens: readonly Token[]): Set<string> {
  const callees = new Set<string>();
  const others = new Set<string>();
  let client = false;
  let server = false;
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].first) continue;
    const header = headerOf(tokens, i);
    if (header === 'from' || header === 'import') {
      const statement = importOf(tokens, i);
      for (const { module, name, alias } of statement) {
        const bound = alias ?? (name ?? module).split('.')[0];
        client ||= CLIENT_MODULE.test(module) || (name !== undefined && CLIENT_CLASSES.has(name) && SDKS.test(module));
        server ||= SERVER_MODULE.test(module) || (name !== undefined && SERVER_CLASSES.has(name) && SDKS.test(module));
        if (name === undefined) {
          // `import mcp`, `import mcp.types`, `import mcp.types as t`.
          if (module === 'mcp.types' && alias !== undefined) callees.add(`${alias}.Tool`);
          else if (module === 'mcp' && alias !== undefined) callees.add(`${alias}.Tool`).add(`${alias}.types.Tool`);
          else if (module === 'mcp' || module === 'mcp.types') callees.add('mcp.Tool').add('mcp.types.Tool');
          else others.add(bound);
        } else if (TYPES_MODULES.has(module) && name === 'Tool') callees.add(bound);
        else if (module === 'mcp' && name === 'types') callees.add(`${bound}.Tool`);
        else others.add(bound);
      }
    } else if (tokens[i].kind === 'name' && (header === 'class' || header === 'def')) {
      const named = tokens[tokens[i].text === 'async' ? i + 2 : i + 1];
      if (named?.kind === 'name') others.add(named.text as string);
    } else if (tokens[i].kind === 'name' && tokens[i + 1]?.kind === 'op' && /^(?::|=)$/.test(tokens[i + 1].text ?? '')) others.add(tokens[i].text as string);
  }
  if (client && !server) return new Set();
  return new Set([...callees].filter((callee) => !others.has(callee.split('.')[0])));
}

interface Imported {
  module: string;
  /** The name a `from` import takes from the module; undefined for `import module`. */
  name?: string;
  alias?: string;
}

/** The names one `from m import a as b, …` or `import m as b, …` statement (its first token at `at`) binds. */
function importOf(tokens: readonly Token[], at: number): Imported[] {
  const out: Imported[] = [];
  const dotted = (j: number): [string, number] => {
    let text = '';
    while (tokens[j]?.kind === 'op' && (tokens[j].text === '.' || tokens[j].text === '...')) text += tokens[j++].text;
    while (tokens[j]?.kind === 'name') {
      text += tokens[j++].text;
      if (!(tokens[j]?.kind === 'op' && tokens[j].text === '.' && tokens[j + 1]?.kind === 'name')) break;
      text += '.';
      j++;
    }
    return [text, j];
  };
  const isOp = (j: number, text: string) => tokens[j]?.kind === 'op' && tokens[j].text === text;
  const aliasAt = (j: number): [string | undefined, number] =>
    tokens[j]?.text === 'as' && tokens[j]?.kind === 'name' && tokens[j + 1]?.kind === 'name' ? [tokens[j + 1].text, j + 2] : [undefined, j];
  if (tokens[at].text === 'from') {
    const [module, next] = dotted(at + 1);
    if (tokens[next]?.text !== 'import') return out;
    for (let j = next + 1; j < tokens.length && tokens[j].kind !== 'newline' && out.length < MAX_ITEMS; ) {
      if (isOp(j, '(') || isOp(j, ')') || isOp(j, ',')) {
        j++;
        continue;
      }
      if (tokens[j].kind !== 'name') break;
      const name = tokens[j].text as string;
      const [alias, after] = aliasAt(j + 1);
      out.push({ module, name, alias });
      j = after;
    }
    return out;
  }
  for (let j = at + 1; j < tokens.length && tokens[j].kind !== 'newline' && out.length < MAX_ITEMS; ) {
    if (isOp(j, ',')) {
      j++;
      continue;
    }
    const [module, next] = dotted(j);
    if (module === '') break;
    const [alias, after] = aliasAt(next);
    out.push({ module, alias });
    j = after;
  }
  return out;
}
