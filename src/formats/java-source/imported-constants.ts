/**
 * Constants of another class of the same source tree that a file's annotations name (`@McpTool(name =
 * Prompts.CURRENT)`): `Prompts` imported by a single-type import (`import com.acme.Prompts;`) or declared
 * in the file's own package (no import), its file found under the source root the file's own package
 * gives (`src/main/java/` of `src/main/java/com/acme/tools/X.java` in `package com.acme.tools;`). The
 * constant is read when that class declares it `final String NAME = "…";` (literals joined by `+` too) at
 * its top level. Each file read is drawn on. Bounded: MAX_CLASSES classes read, each's head.
 */
import type { Workspace } from '../types.js';
import { type JavaToken, tokenizeJava } from './tokens.js';

const MAX_CLASSES = 16;
const MAX_FILE = 1 << 20;
const PACKAGE = /^[ \t]{0,64}package[ \t]{1,16}([A-Za-z_$][\w$]{0,99}(?:[ \t]{0,8}\.[ \t]{0,8}[A-Za-z_$][\w$]{0,99}){0,32})[ \t]{0,16};/m;

/** The strings `Class.NAME` stands for, keyed as written (`Prompts.CURRENT`), for the references in `tokens`. */
export function importedConstants(tokens: readonly JavaToken[], text: string, path: string, workspace: Workspace | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const own = PACKAGE.exec(text)?.[1].replace(/[ \t]/g, '');
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  if (!workspace || own === undefined || path.startsWith('/') || path.split('/').includes('..')) return out;
  const packagePath = `${own.replaceAll('.', '/')}/`;
  if (!folder.endsWith(packagePath)) return out;
  const root = folder.slice(0, folder.length - packagePath.length);
  const name = (i: number) => tokens[i]?.kind === 'name';
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;

  // `import a.b.C;` (never `import static`, nor on demand): where each simple name's class is.
  const imported = new Map<string, string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!(tokens[i].text === 'import' && name(i + 1)) || tokens[i + 1].text === 'static') continue;
    let last = i + 1;
    while (op(last + 1, '.') && name(last + 2)) last += 2;
    if (!op(last + 1, ';')) continue;
    const dotted = tokens
      .slice(i + 1, last + 1)
      .map((t) => t.text)
      .join('');
    imported.set(tokens[last].text as string, dotted);
  }

  const classes = new Map<string, Map<string, string> | undefined>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    // `Class.NAME` of a class named by its simple name, never a longer path's tail (`a.Class.NAME`).
    if (!name(i) || !op(i + 1, '.') || !name(i + 2) || op(i - 1, '.') || op(i + 3, '.') || op(i + 3, '(')) continue;
    const simple = tokens[i].text as string;
    const key = `${simple}.${tokens[i + 2].text}`;
    if (out.has(key) || !/^[A-Z]/.test(simple)) continue;
    if (!classes.has(simple)) {
      if (classes.size >= MAX_CLASSES) continue;
      const qualified = imported.get(simple) ?? `${own}.${simple}`;
      const at = `${root}${qualified.replaceAll('.', '/')}.java`;
      const bytes = workspace.kind(at) === 'file' ? workspace.head(at, MAX_FILE) : undefined;
      const constants = bytes ? constantsOf(tokenizeJava(new TextDecoder().decode(bytes)), simple) : undefined;
      if (constants && constants.size > 0) workspace.drawsOn?.(at);
      classes.set(simple, constants);
    }
    const found = classes.get(simple)?.get(tokens[i + 2].text as string);
    if (found !== undefined) out.set(key, found);
  }
  return out;
}

/** The `final String NAME = "…";` constants declared directly in the body of the top-level class `simple`. */
function constantsOf(tokens: readonly JavaToken[], simple: string): Map<string, string> {
  const out = new Map<string, string>();
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  let body = -1;
  for (let i = 0; i + 2 < tokens.length && body === -1; i++)
    if ((tokens[i].text === 'class' || tokens[i].text === 'interface') && tokens[i + 1].text === simple) {
      for (let j = i + 2; j < tokens.length && j - i < 256; j++)
        if (op(j, '{')) {
          body = j;
          break;
        }
    }
  if (body === -1) return out;
  let depth = 0;
  for (let i = body + 1; i < tokens.length; i++) {
    if (op(i, '{') || op(i, '(') || op(i, '[')) depth++;
    else if (op(i, '}') || op(i, ')') || op(i, ']')) {
      if (depth === 0) break;
      depth--;
    }
    if (depth !== 0 || tokens[i].text !== 'String' || tokens[i + 1]?.kind !== 'name' || !op(i + 2, '=')) continue;
    let final = false;
    for (let k = i - 1; k >= i - 4 && tokens[k]?.kind === 'name'; k--) final ||= tokens[k].text === 'final';
    if (!final) continue;
    let text = '';
    let j = i + 3;
    for (; tokens[j]?.kind === 'string' && tokens[j].text !== undefined; j += 2) {
      text += tokens[j].text;
      if (!op(j + 1, '+')) break;
    }
    if (tokens[j]?.kind === 'string' && op(j + 1, ';')) out.set(tokens[i + 1].text as string, text);
  }
  return out;
}
