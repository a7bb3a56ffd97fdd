import { definitionExists } from '../../../../protocol/check.js';
import { isStepType, objectItems, STEP_DEFINITIONS } from '../../surfaces.js';
import { describeVersions, PROTOCOL_AXIS, VERSIONS } from '../../../../protocol/versions.js';
import { joinPointer } from '../../../../util/pointer.js';
import { reportModelIssues } from '../model-rule.js';
import { descriptorRule } from '../../context.js';
import { examples } from './examples.js';

const STEP_NAMES = { roots: 'Roots', sampling: 'Sampling', elicitation: 'Elicitation' } as const;

/**
 * Each step of an interaction example is an exchange the declared version has: its type exists, and
 * its request and response are valid for that type, with no fields from other versions (an example
 * of `tools` in a 2025-06-18 sampling request shows something that cannot happen).
 */
export default descriptorRule('mcpdesc.tool.interaction.step', (context) => {
  for (const { example, pointer } of examples(context)) {
    for (const { item: step, pointer: stepPointer } of objectItems(example.steps, joinPointer(pointer, 'steps'))) {
      if (!isStepType(step.type)) continue;
      const definition = STEP_DEFINITIONS[step.type].request;
      if (definitionExists(definition, context.version)) continue;
      const versions = VERSIONS.filter((v) => definitionExists(definition, v));
      context.report(
        joinPointer(stepPointer, 'type'),
        `${STEP_NAMES[step.type]} steps do not exist in ${context.version}: ${step.type} requests exist ${describeVersions(versions)}. Remove the step, or ${PROTOCOL_AXIS.names.declare(PROTOCOL_AXIS.declarable(versions))} if the server speaks it.`,
      );
    }
  }
  reportModelIssues(context, { issues: ['invalid', 'unavailable'], only: ['step-request', 'step-response'] });
});
