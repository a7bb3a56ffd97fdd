import { isObject, quote } from '../../../../util/json.js';
import { documentRule } from '../../../types.js';
import { declaredVersions } from '../../context.js';

/**
 * The file name of one version's editor schema at the end of a "$schema" URL or path, after which only a
 * query or fragment may follow. Anchored at the end and free of overlapping runs, so it is linear.
 */
const VERSIONED = /(^|\/)descriptor-(\d{4}-\d{2}-\d{2})\.schema\.json([?#].*)?$/;

/**
 * A "$schema" that names the editor schema of one protocol version names the version the descriptor
 * declares; otherwise the editor checks the file against another version than mcpdesc does.
 */
export default documentRule('mcpdesc.document.schema-url', ({ parsed, report }) => {
  const { value } = parsed;
  if (!isObject(value) || typeof value.$schema !== 'string') return;
  const url = value.$schema;
  const match = VERSIONED.exec(url);
  const versions = declaredVersions(value);
  if (!match || versions.length === 0) return;
  const named = match[2];
  if (versions.length === 1 && versions[0] === named) return;
  const start = match.index + match[1].length;
  const file = versions.length === 1 ? `descriptor-${versions[0]}.schema.json` : 'descriptor.schema.json';
  const fixed = `${url.slice(0, start)}${file}${match[3] ?? ''}`;
  const declared = versions.length === 1 ? `"protocolVersion" ${versions[0]}` : `the protocol versions ${versions.join(', ')}`;
  const instead = versions.length === 1 ? `the one for ${versions[0]}` : 'the schema for any version, which checks the file against each version it declares';
  report(
    '/$schema',
    `"$schema" names the editor schema of protocol version ${named}, but the descriptor declares ${declared}: editors check the file against ${named} while mcpdesc checks it against what it declares, so they report different problems. Point "$schema" at ${instead}: ${quote(fixed, 200)}.`,
    'value',
    undefined,
    { value: fixed, description: `Point "$schema" at ${file}` },
  );
});
