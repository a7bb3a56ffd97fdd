/**
 * RFC 3986 URI syntax, checked closely enough to explain what is wrong: resource URIs, icon sources
 * and the literal start of URI templates. A problem is a message fragment ("it contains a space at
 * character 5: …"): what is wrong, where (1-based characters) and the fix, for a rule to wrap.
 */

const HEX = /^[0-9A-Fa-f]{2}$/;
const UNRESERVED_OR_SUB_DELIM = /[A-Za-z0-9\-._~!$&'()*+,;=]/;

/** The scheme of an absolute URI ("https"), or undefined when the text does not start with one. */
export function schemeOf(text: string): string | undefined {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
  return match ? match[1] : undefined;
}

/** Why `text` does not start with a valid scheme and ":", or null when it does. */
export function checkScheme(text: string): string | null {
  // A one-letter "scheme" followed by a slash is a drive letter, not a URI.
  if (/^[A-Za-z]:[\\/]/.test(text)) {
    return `this looks like a Windows path: write it as a file URI such as "file:///${text.charAt(0)}:/${text.slice(3).replace(/\\/g, '/')}"`;
  }
  if (schemeOf(text) !== undefined) return null;
  const colon = text.indexOf(':');
  const candidate = colon < 0 ? '' : text.slice(0, colon);
  if (colon <= 0 || /[/?#]/.test(candidate)) {
    return 'it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"';
  }
  if (!/^[A-Za-z]/.test(candidate)) {
    return `the scheme ${JSON.stringify(candidate)} must start with a letter`;
  }
  const bad = [...candidate].findIndex((c) => !/[A-Za-z0-9+.-]/.test(c));
  return `the scheme ${JSON.stringify(candidate)} contains ${JSON.stringify(candidate[bad])}, but a scheme may only contain letters, digits, "+", "-" and "."`;
}

/** Why `text` is not an absolute RFC 3986 URI (a fragment is allowed), or null when it is one. */
export function checkAbsoluteUri(text: string): string | null {
  if (text === '') return 'it is empty';
  const schemeProblem = checkScheme(text);
  if (schemeProblem) return schemeProblem;
  const scheme = schemeOf(text) as string;
  const start = scheme.length + 1;
  const characters = checkCharacters(text, start);
  if (characters) return characters;
  if (!text.startsWith('//', start)) {
    const bracket = text.search(/[[\]]/);
    return bracket < 0 ? null : `${JSON.stringify(text[bracket])} is only allowed around an IP address in the host: percent-encode it`;
  }
  return checkAuthority(text, scheme, start + 2);
}

/** Each character after the scheme must be a URI character or a percent-encoding; "#" starts the one fragment. */
function checkCharacters(text: string, from: number): string | null {
  let fragment = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '%') {
      if (!HEX.test(text.slice(i + 1, i + 3))) {
        return `"%" at character ${i + 1} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
      }
      i += 2;
    } else if (c === '#') {
      if (fragment) return `a second "#" at character ${i + 1}: percent-encode it as "%23"`;
      fragment = true;
    } else if (!(UNRESERVED_OR_SUB_DELIM.test(c) || ':@/?[]'.includes(c))) {
      return invalidCharacter(text, i);
    }
  }
  return null;
}

function invalidCharacter(text: string, index: number): string {
  const character = String.fromCodePoint(text.codePointAt(index) as number);
  const at = `at character ${index + 1}`;
  if (character === ' ') return `it contains a space ${at}: percent-encode it as "%20"`;
  if (/^[\ud800-\udfff]$/.test(character)) return `it contains the unpaired surrogate U+${hex(character)} ${at}, which is not text: remove it`;
  if (/[\u0000-\u001f\u007f]/.test(character)) return `it contains the control character U+${hex(character)} ${at}: remove it`;
  return `it contains ${JSON.stringify(character)} ${at}, which URIs only allow percent-encoded: write ${JSON.stringify(encodeURIComponent(character))}`;
}

/** authority = [ userinfo "@" ] host [ ":" port ]; http(s) URIs need a host. */
function checkAuthority(text: string, scheme: string, from: number): string | null {
  const end = indexOfAny(text, '/?#', from);
  const authority = text.slice(from, end);
  const at = authority.lastIndexOf('@');
  const hostStart = from + at + 1;
  const hostPort = authority.slice(at + 1);
  const userinfoBracket = authority.slice(0, Math.max(at, 0)).search(/[[\]]/);
  if (userinfoBracket >= 0) return 'the user information contains "[" or "]": percent-encode it';
  // Readers split at the first "@" or the last one: a second "@" makes the host ambiguous.
  if (at > 0 && authority.indexOf('@') !== at)
    return `the authority has two "@" (character ${from + authority.indexOf('@') + 1} and ${hostStart}): percent-encode the one in the user information as "%40"`;
  let host = hostPort;
  let port = '';
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close < 0) return `the IP address opened with "[" at character ${hostStart + 1} is not closed with "]"`;
    host = hostPort.slice(0, close + 1);
    const after = hostPort.slice(close + 1);
    if (after !== '' && !after.startsWith(':')) return `unexpected ${JSON.stringify(after[0])} after the IP address: only ":port" may follow it`;
    port = after.slice(1);
    if (!/^\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+)\]$/.test(host)) {
      return `${JSON.stringify(host)} is not an IP address literal`;
    }
  } else {
    const colon = hostPort.lastIndexOf(':');
    if (colon >= 0) {
      host = hostPort.slice(0, colon);
      port = hostPort.slice(colon + 1);
    }
    const bracket = hostPort.search(/[[\]]/);
    if (bracket >= 0) return `${JSON.stringify(hostPort[bracket])} is only allowed around an IP address in the host`;
    const portColon = host.indexOf(':');
    if (portColon >= 0) return `the host contains ":" at character ${hostStart + portColon + 1}: write an IPv6 address in brackets ("[::1]")`;
  }
  if (!/^[0-9]*$/.test(port)) {
    return `the port ${JSON.stringify(port)} must be a number`;
  }
  if (port !== '' && Number(port) > 65_535) return `the port ${port} is beyond 65535, the largest there is`;
  if (host === '' && /^https?$/i.test(scheme)) {
    return `an ${scheme.toLowerCase()} URI needs a host after "//"`;
  }
  return null;
}

function indexOfAny(text: string, characters: string, from: number): number {
  for (let i = from; i < text.length; i++) if (characters.includes(text[i])) return i;
  return text.length;
}

function hex(character: string): string {
  return (character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The form two URIs are compared in: RFC 3986 §6.2.2 syntax-based normalization (case of scheme, host
 * and percent-encodings; percent-encoded unreserved characters decoded).
 */
export function normalizeUri(text: string): string {
  const scheme = schemeOf(text);
  if (scheme === undefined) return text;
  let rest = text.slice(scheme.length + 1).replace(/%([0-9A-Fa-f]{2})/g, (_, byte: string) => {
    const decoded = String.fromCharCode(parseInt(byte, 16));
    return /[A-Za-z0-9\-._~]/.test(decoded) ? decoded : `%${byte.toUpperCase()}`;
  });
  if (rest.startsWith('//')) {
    const end = indexOfAny(rest, '/?#', 2);
    const authority = rest.slice(2, end);
    const at = authority.lastIndexOf('@');
    rest = `//${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest.slice(end)}`;
  }
  return `${scheme.toLowerCase()}:${rest}`;
}

export interface DataUri {
  /** The media type without parameters, lower-cased; '' when the URI names none (then it is text/plain). */
  mediaType: string;
  base64: boolean;
  data: string;
}

/** RFC 2397: data:[<mediatype>][;base64],<data>. Null when `text` is not a data: URI of that shape. */
export function parseDataUri(text: string): DataUri | null {
  const match = /^data:([^,]*),/i.exec(text);
  if (!match) return null;
  const parameters = match[1].split(';');
  const base64 = parameters[parameters.length - 1].toLowerCase() === 'base64';
  return { mediaType: parameters[0].trim().toLowerCase(), base64, data: text.slice(match[0].length) };
}
