import { describeValue, hasOwn, isObject, quote } from '../../../util/json.js';
import { documentRule } from '../../types.js';
import { newerShapeAdvice, readVersion } from '../body-version.js';
import { CURRENT, draftSegment, isVersion, nearestVersion, PUBLISHED_VERSIONS, DRAFT, schemaUrl, versionSegment } from '../versions.js';

const PUBLISHED = PUBLISHED_VERSIONS.join(', ');

/**
 * mcpdesc.registry.schema: the file names the schema version it follows with a `$schema` URL that
 * mcp-publisher can read a published version from. Without one the registry refuses the file; the
 * other rules check it meanwhile against the version the message suggests (`readVersion`: the URL's,
 * or the newer one the body is written in), and the message says so, so one round of fixes finds everything.
 */
export default documentRule('mcpdesc.registry.schema', ({ parsed, report: reportAs }) => {
  const root = parsed.value;
  if (!isObject(root)) return;
  const read = readVersion(root);
  const checked = read?.assumed ? ` mcpdesc checked the rest of the file against the ${read.version} schema meanwhile.` : '';
  // A body in a newer shape than the URL's version: declaring that version is the fix, not the URL's own.
  const advice = (urlVersion: string, own: string) => (read?.newerShape ? newerShapeAdvice(read, urlVersion) : own);
  const report = (pointer: string, message: string) => reportAs(pointer, message + checked);
  const use = (version: string) => `"$schema": ${JSON.stringify(schemaUrl(version))}`;
  if (!hasOwn(root, '$schema')) {
    report(
      '',
      `This server.json has no "$schema", so mcp-publisher refuses it ("$schema field is required"). Add ${use(CURRENT)} (the current version, ${CURRENT}) and write the fields that version has.`,
    );
    return;
  }
  const url = root.$schema;
  if (typeof url !== 'string') {
    report('/$schema', `"$schema" must be the URL of a server.json schema, but it is ${describeValue(url)}. Write ${use(CURRENT)}.`);
    return;
  }
  const segment = versionSegment(url) ?? draftSegment(url);
  if (segment === undefined) {
    const near = nearestVersion(url);
    const dated = /\d{4}-\d{2}-\d{2}/.test(url);
    report(
      '/$schema',
      `${quote(url, 100)} is not a server.json schema URL (".../schemas/<version>/server.schema.json"), so mcp-publisher cannot read a version from it ("failed to extract schema version from URL") and refuses the file${dated ? `; it looks like an early preview URL of ${near}, which the registry never validated against` : ''}. ${advice(dated ? near : CURRENT, `Write ${use(dated ? near : CURRENT)}${dated && near !== CURRENT ? `, or better the current ${use(CURRENT)}` : ''}.`)}`,
    );
    return;
  }
  // The draft is a version mcpdesc checks a file against, but not one mcp-publisher accepts.
  if (isVersion(segment) && segment !== DRAFT) return;
  const near = nearestVersion(segment);
  const reason =
    segment === 'draft'
      ? 'the draft is unreleased and the registry does not validate against it ("schema version draft not available")'
      : `the registry publishes no schema for it ("schema version ${segment} not available"); its versions are ${PUBLISHED}`;
  report(
    '/$schema',
    `"$schema" names the schema version ${quote(segment)}, which mcp-publisher refuses: ${reason}. ${advice(near, `The nearest published version is ${near}: write ${use(near)}${near !== CURRENT ? ` (or the current ${CURRENT})` : ''}.`)}${segment === DRAFT ? ' mcpdesc checked the rest of the file against the draft meanwhile.' : ''}`,
  );
});
