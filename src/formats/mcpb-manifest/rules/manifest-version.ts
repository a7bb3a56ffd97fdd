import { describeValue, hasOwn, isObject, listOf, quote } from '../../../util/json.js';
import { documentRule } from '../../types.js';
import { isMcpbVersion, MCPB_VERSIONS, resolveVersion } from '../versions.js';

const KNOWN = listOf(MCPB_VERSIONS);
const NEWEST = MCPB_VERSIONS[MCPB_VERSIONS.length - 1];
const STOPS =
  'mcpb validate stops with "Unrecognized or unsupported manifest version" (and mcpb pack refuses the bundle) before it checks anything else, and so does mcpdesc';

/**
 * mcpdesc.mcpb.manifest-version: the manifest declares a version mcpb resolves, a string "0.1" to "0.4"
 * in "manifest_version" (or the older "dxt_version"). Otherwise this is the file's one finding.
 */
export default documentRule('mcpdesc.mcpb.manifest-version', ({ parsed, report }) => {
  const manifest = parsed.value;
  if (!isObject(manifest) || resolveVersion(manifest)) return;
  const key = hasOwn(manifest, 'manifest_version') ? 'manifest_version' : hasOwn(manifest, 'dxt_version') ? 'dxt_version' : undefined;
  if (!key) {
    report('', `This manifest declares no "manifest_version", so ${STOPS}. Add "manifest_version": "0.3" (or the version it is written for: ${KNOWN}).`);
    return;
  }
  const declared = manifest[key];
  const pointer = `/${key}`;
  if (typeof declared === 'number' && isMcpbVersion(String(declared))) {
    report(
      pointer,
      `"${key}" must be the string "${String(declared)}", not the number ${String(declared)}: mcpb knows versions only as text, so ${STOPS}. Quote it.`,
      'value',
      undefined,
      { value: String(declared), description: `Quote ${String(declared)}` },
    );
  } else if (typeof declared !== 'string') {
    report(
      pointer,
      `"${key}" must be a string naming the manifest version (${KNOWN}), but it is ${describeValue(declared)}, so ${STOPS}. Set it to the version the manifest is written for, such as "0.3".`,
    );
  } else {
    report(pointer, `${quote(declared)} is not a manifest version mcpb knows (${KNOWN}), so ${STOPS}. ${suggestion(declared)}`);
  }
});

function suggestion(declared: string): string {
  const near = nearVersion(declared);
  if (near) return `Did you mean "${near}"?`;
  const number = /^\s*v?(\d+)\.(\d+)/i.exec(declared);
  if (number && (Number(number[1]) > 0 || Number(number[2]) > Number(NEWEST.split('.')[1])))
    return `It may be newer than ${NEWEST}, the newest version mcpb and mcpdesc know: declare one of them, or upgrade both.`;
  return `Declare one of them, e.g. "manifest_version": "0.3".`;
}

/** "v0.3", " 0.3", "0.3.0", "0.30" → "0.3", when that is a version. */
function nearVersion(declared: string): string | undefined {
  const match = /^\s*v?0*(\d{1,3})\.(\d{1,3})(?:\.0+)?\s*$/i.exec(declared);
  const candidate = match ? String(Number(`${match[1]}.${match[2]}`)) : undefined;
  return candidate && isMcpbVersion(candidate) ? candidate : undefined;
}
