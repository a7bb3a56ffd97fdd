import { checkDefinition } from '../../../../protocol/check.js';
import { LATEST } from '../../../../protocol/versions.js';
import { describeValue } from '../../../../util/json.js';
import { documentRule } from '../../../types.js';

/** The descriptor envelope: an object whose top-level properties and tools' extensions have the right types. */
export default documentRule('mcpdesc.document.structure', ({ parsed, report }) => {
  const { value } = parsed;
  if (value === undefined) return;
  if (value === null) {
    report('', 'The file is empty. Write a descriptor, an object that starts with "protocolVersion", e.g. {"protocolVersion": "2025-11-25", "tools": []}.');
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    report(
      '',
      `A descriptor must be an object, but this file holds ${describeValue(value)}. Wrap the content in an object with "protocolVersion" and the server's tools, resources and prompts.`,
    );
    return;
  }
  // The envelope has no version-dependent parts, so any version reads it the same way. Its unknown keys
  // are mcpdesc.document.unknown-key's, so the check passes over them.
  for (const issue of checkDefinition('Descriptor', value, LATEST, '', { listedKeysOnly: true })) {
    if (issue.kind === 'invalid' && !issue.unknown) report(issue.pointer, issue.message, issue.target);
  }
});
