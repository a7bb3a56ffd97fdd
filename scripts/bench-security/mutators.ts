// The text transforms and mutations the blind holdouts (holdout6.ts onwards) build their cases with.
// Each holdout's writer may add their own; those shared by more than one live here.
import type { JsonObject } from '../../src/util/json.js';
import { type Mutate, onServer, type Tool } from './fresh.js';

export const ESC = '\u001b';
export const b64 = (t: string) => Buffer.from(t, 'utf8').toString('base64');
export const hex = (t: string) => Buffer.from(t, 'utf8').toString('hex');
export const rot13 = (t: string) => t.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c < 'a' ? 65 : 97)));
export const pct = (t: string) => [...Buffer.from(t, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
export const decimalEntities = (t: string) => [...t].map((c) => `&#${c.codePointAt(0) ?? 0};`).join('');
/** JavaScript \uXXXX escapes written out as text, the way a JSON string shows them before decoding. */
export const jsEscapes = (t: string) => [...t].map((c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join('');
/** Unicode tag characters: invisible in every renderer, one per ASCII character. */
export const tagged = (t: string) => [...t].map((c) => String.fromCodePoint(0xe0000 + (c.codePointAt(0) ?? 0))).join('');
export const fullwidth = (t: string) => t.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
/** Cyrillic and Greek look-alikes for Latin letters. */
export const confusable = (t: string) =>
  t.replace(
    /[aceiopsxyABEHKMOPT]/g,
    (c) =>
      ({ a: 'а', c: 'с', e: 'е', i: 'і', o: 'ο', p: 'р', s: 'ѕ', x: 'х', y: 'у', A: 'Α', B: 'В', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т' })[c] ??
      c,
  );
/** Digits for letters, the way people write leetspeak. */
export const leet = (t: string) => t.replace(/[aeiost]/g, (c) => ({ a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' })[c] ?? c);
export const reversed = (t: string) => [...t].reverse().join('');
/** Right-to-left override: the reversed text displays in reading order. */
export const bidi = (t: string) => `\u202e${reversed(t)}\u202c`;

export const all =
  (...steps: Mutate[]): Mutate =>
  (d, tool) => {
    for (const step of steps) step(d, tool);
  };
export const prompt = (p: JsonObject): Mutate => onServer((d) => void ((d.prompts ??= []) as JsonObject[]).push(p));
export const resource = (r: JsonObject): Mutate => onServer((d) => void ((d.resources ??= []) as JsonObject[]).push(r));
export const template = (r: JsonObject): Mutate => onServer((d) => void ((d.resourceTemplates ??= []) as JsonObject[]).push(r));
export const instructions = (text: string): Mutate => onServer((d) => void (d.instructions = text));
export const serverTitle = (text: string): Mutate =>
  onServer((d) => void (((d.serverInfo ??= { name: 'server', version: '1.0.0' }) as JsonObject).title = text));
/** Appends a text naming another tool of the same server. */
export const sibling =
  (text: (other: string) => string): Mutate =>
  (d, tool) => {
    const other = ((d.tools as Tool[]).find((t) => t.name !== tool.name) ?? tool).name;
    tool.description = `${tool.description ?? ''} ${text(other)}`.trim();
  };
