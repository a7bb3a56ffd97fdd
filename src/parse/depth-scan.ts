/**
 * Cheap linear pre-scans for nesting: jsonc-parser and toml-eslint-parser recurse once per "[" or "{",
 * so 10,000 of them overflow the stack before mcpdesc's own depth check sees the tree. Each scan skips
 * strings and comments as its syntax has them and returns the offset of the first opener past `max`.
 */

/** Whether `text` holds more than `max` openers at all: most files hold a handful, and skip the scan. */
function fewOpeners(text: string, max: number): boolean {
  let openers = 0;
  for (let i = text.indexOf('['); i !== -1 && openers <= max; i = text.indexOf('[', i + 1)) openers++;
  for (let i = text.indexOf('{'); i !== -1 && openers <= max; i = text.indexOf('{', i + 1)) openers++;
  return openers <= max;
}

/** JSON with comments: double-quoted strings with escapes, `//` and block comments. */
export function jsoncDepthExceeded(text: string, max: number): number | undefined {
  if (fewOpeners(text, max)) return undefined;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) {
      depth = Math.max(0, depth - 1);
    } else if (c === 0x22) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22 && text.charCodeAt(i) !== 0x0a; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    }
  }
  return undefined;
}

/** TOML: basic and literal strings, their multi-line forms, and `#` comments. */
export function tomlDepthExceeded(text: string, max: number): number | undefined {
  if (fewOpeners(text, max)) return undefined;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '{') {
      if (++depth > max) return i;
    } else if (c === ']' || c === '}') {
      depth = Math.max(0, depth - 1);
    } else if (c === '#') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (c === "'" && text.startsWith("'''", i)) {
      const end = text.indexOf("'''", i + 3);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'") {
      for (i++; i < text.length && text[i] !== "'" && text[i] !== '\n'; i++);
    } else if (c === '"' && text.startsWith('"""', i)) {
      for (i += 3; i < text.length && !text.startsWith('"""', i); i++) if (text[i] === '\\') i++;
      i += 2;
    } else if (c === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    }
  }
  return undefined;
}
