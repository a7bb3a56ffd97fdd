/**
 * Transport and remote URLs as the registry reads them: `{name}` template variables, substituted with
 * placeholders before the URL is parsed (utils.go `replaceTemplateVariables`), and the host.
 */
import { checkAbsoluteUri, schemeOf } from '../../util/uri.js';

/** The names of a URL's `{variables}`, in order. */
export function urlVariables(url: string): string[] {
  const names: string[] = [];
  // One negated class between literal braces: linear.
  for (const match of url.matchAll(/\{([^{}]{1,128})\}/g)) names.push(match[1]);
  return names;
}

const PLACEHOLDERS: Readonly<Record<string, string>> = { host: 'example.com', port: '8080', path: 'api', protocol: 'http', scheme: 'http' };

/** The URL with its variables replaced as the registry replaces them to parse it. */
function substituted(url: string): string {
  return url
    .replace(/\{([^{}]{1,128})\}/g, (whole, name: string) => PLACEHOLDERS[name] ?? whole)
    .replace(/:\{[^{}]{1,128}\}(?=\/|$)/g, ':8080')
    .replace(/\{[^{}]{1,128}\}/g, 'placeholder');
}

export interface ParsedUrl {
  scheme: string;
  /** The host name, lowercased, without port or brackets. */
  host: string;
}

/** The scheme and host of a URL after substitution, or undefined when it is not an http(s) URL with a host. */
export function httpUrl(url: string): ParsedUrl | undefined {
  const text = substituted(url);
  const scheme = schemeOf(text)?.toLowerCase();
  if ((scheme !== 'http' && scheme !== 'https') || checkAbsoluteUri(text) !== null || !text.slice(scheme.length + 1).startsWith('//')) return undefined;
  const authority = text.slice(scheme.length + 3).split(/[/?#]/)[0];
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const colon = hostPort.lastIndexOf(':');
  const host = hostPort.startsWith('[')
    ? hostPort.slice(1, hostPort.indexOf(']'))
    : colon >= 0 && /^\d*$/.test(hostPort.slice(colon + 1))
      ? hostPort.slice(0, colon)
      : hostPort;
  return host === '' ? undefined : { scheme, host: host.toLowerCase() };
}

/** Hosts that are this machine, which a remote (reached by everyone) may not be. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}

/** `text` without the characters of `chars` at its start and end (a loop, not a regular expression: linear on any input). */
export function trimChars(text: string, chars: string, where: 'start' | 'end' | 'both' = 'both'): string {
  let from = 0;
  let to = text.length;
  if (where !== 'end') while (from < to && chars.includes(text[from])) from++;
  if (where !== 'start') while (to > from && chars.includes(text[to - 1])) to--;
  return text.slice(from, to);
}

/** The host a registry base URL names: `https://ghcr.io/` → `ghcr.io`. */
export function baseUrlHost(base: string): string {
  return trimChars(base.replace(/^[a-z]{1,10}:\/\//i, ''), '/', 'end');
}
