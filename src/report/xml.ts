/**
 * XML 1.0 text for the XML reporters (junit, checkstyle). Finding text comes from pull requests, so any
 * character XML 1.0 forbids (C0 controls other than tab, LF and CR; lone UTF-16 surrogates; U+FFFE and
 * U+FFFF), which no character reference can carry either, is written as a visible escape (`\x01`),
 * and markup characters as entities.
 */
import { hex } from '../util/printable.js';

const INVALID_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function validChars(text: string): string {
  return text.replace(INVALID_IN_XML, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
  });
}

/** Element content. */
export function xmlText(text: string): string {
  return validChars(text).replace(/[&<>]/g, (c) => ENTITIES[c]);
}

/** A double- or single-quoted attribute value: tab, LF and CR as character references, which attribute normalization keeps. */
export function xmlAttribute(text: string): string {
  return validChars(text).replace(/[&<>"'\t\n\r]/g, (c) => ENTITIES[c] ?? `&#${c.charCodeAt(0)};`);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
