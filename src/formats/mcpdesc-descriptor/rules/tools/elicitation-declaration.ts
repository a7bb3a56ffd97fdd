import { definitionExists } from '../../../../protocol/check.js';
import { describeVersions, VERSIONS } from '../../../../protocol/versions.js';
import { hasOwn } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { reportModelIssues } from '../model-rule.js';
import { descriptorRule } from '../../context.js';
import { tools } from './tool-schemas.js';

const ELICITATION_VERSIONS = VERSIONS.filter((v) => definitionExists('ElicitRequestParams', v));

/** Each of a tool's `elicitations` is an elicitation request of the declared version; versions without elicitation have none. */
export default descriptorRule('mcpdesc.tool.elicitation-declaration', (context) => {
  if (!definitionExists('ElicitRequestParams', context.version)) {
    for (const { tool, pointer } of tools(context)) {
      if (!hasOwn(tool, 'elicitations')) continue;
      context.report(
        joinPointer(pointer, 'elicitations'),
        `"elicitations" declares elicitation requests, but elicitation does not exist in ${context.version}; it exists ${describeVersions(ELICITATION_VERSIONS)}. Remove "elicitations", or declare protocolVersion ${ELICITATION_VERSIONS[0]} or later if the server speaks it.`,
        'key',
      );
    }
    return;
  }
  reportModelIssues(context, { issues: ['invalid'], only: ['elicitation-declaration'] });
});
