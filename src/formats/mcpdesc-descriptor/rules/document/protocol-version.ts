import { LATEST, VERSIONS } from '../../../../protocol/versions.js';
import { describeValue, hasOwn, isObject, quote } from '../../../../util/json.js';
import { closest } from '../../../../util/suggest.js';
import type { FixRequest } from '../../../../engine/fix.js';
import { documentRule, type Reporter } from '../../../types.js';

const SUPPORTED = VERSIONS.join(', ');

/**
 * The descriptor declares a protocol version mcpdesc supports, or a non-empty list of distinct ones for
 * a server that speaks several; near misses get a suggestion.
 */
export default documentRule('mcpdesc.document.protocol-version', ({ parsed, report }) => {
  const { value } = parsed;
  if (!isObject(value)) return;
  if (!hasOwn(value, 'protocolVersion')) {
    report(
      '',
      `The descriptor does not declare "protocolVersion", so mcpdesc cannot tell which MCP revision to check it against. Add "protocolVersion": "${LATEST}" (or the revision your server speaks: ${SUPPORTED}).`,
    );
    return;
  }
  const declared = value.protocolVersion;
  if (Array.isArray(declared)) {
    checkList(declared, report);
    return;
  }
  if (typeof declared !== 'string') {
    report('/protocolVersion', `"protocolVersion" must be a string such as "${LATEST}", but it is ${describeValue(declared)}. Quote the date.`);
    return;
  }
  if (!(VERSIONS as readonly string[]).includes(declared)) report('/protocolVersion', unsupported(declared), 'value', undefined, dateFix(declared));
});

/** A list of versions: not empty, each a supported version, each once. */
function checkList(declared: readonly unknown[], report: Reporter['report']): void {
  if (declared.length === 0) {
    report(
      '/protocolVersion',
      `"protocolVersion" is an empty list, so mcpdesc cannot tell which MCP revision to check the descriptor against and did not check the rest of the file. List the revisions your server speaks, such as ["${LATEST}"] (supported: ${SUPPORTED}).`,
    );
    return;
  }
  const first = new Map<string, number>();
  for (const [i, entry] of declared.entries()) {
    const pointer = `/protocolVersion/${i}`;
    if (typeof entry !== 'string') {
      report(pointer, `Each entry of "protocolVersion" must be a string such as "${LATEST}", but entry ${i} is ${describeValue(entry)}. Quote the date.`);
      continue;
    }
    if (!(VERSIONS as readonly string[]).includes(entry)) {
      report(pointer, unsupported(entry), 'value', undefined, dateFix(entry));
      continue;
    }
    const earlier = first.get(entry);
    if (earlier === undefined) first.set(entry, i);
    else
      report(
        pointer,
        `"protocolVersion" lists ${quote(entry)} twice (entries ${earlier} and ${i}), so the rest of the file was not checked: a list names each revision the server speaks once. Remove entry ${i}.`,
      );
  }
}

/** A supported version written as another date form ("2025-6-18"): the same date, so rewriting it is certain. */
function dateFix(declared: string): FixRequest | undefined {
  const normalized = normalizeDate(declared);
  return normalized && (VERSIONS as readonly string[]).includes(normalized) ? { value: normalized, description: `Write ${quote(normalized)}` } : undefined;
}

function unsupported(declared: string): string {
  return `${quote(declared)} is not an MCP protocol version mcpdesc supports, so the rest of the file was not checked. ${suggestion(declared)}`;
}

function suggestion(declared: string): string {
  const normalized = normalizeDate(declared);
  if (normalized && (VERSIONS as readonly string[]).includes(normalized)) return `Did you mean "${normalized}"?`;
  if (declared.trim().toLowerCase() === 'draft' || declared.trim().toLowerCase() === 'latest') {
    return `Declare a dated revision instead; the newest is "${LATEST}".`;
  }
  const near = closest(declared, VERSIONS, 2);
  if (near) return `Did you mean "${near}"?`;
  if (normalized && normalized > LATEST) {
    return `It looks like a revision newer than ${LATEST}, the newest mcpdesc knows: upgrade mcpdesc, or declare one of ${SUPPORTED}.`;
  }
  return `Use one of ${SUPPORTED}.`;
}

/** "2025/6/18", "20250618", "2025-6-18" → "2025-06-18"; undefined when it is not a date at all. */
function normalizeDate(text: string): string | undefined {
  const match = /^\s*(\d{4})[-/._]?(\d{1,2})[-/._]?(\d{1,2})\s*$/.exec(text);
  if (!match) return undefined;
  return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
}
