import type { Rule } from '../../context.js';
import elicitationConsistency from './elicitation-consistency.js';
import input from './input.js';
import result from './result.js';
import samplingConsistency from './sampling-consistency.js';
import samplingToolResults from './sampling-tool-results.js';
import step from './step.js';
import structuredContentText from './structured-content-text.js';

/** Interaction-example rules (rules/interaction.yaml). */
const rules: Rule[] = [input, result, structuredContentText, step, elicitationConsistency, samplingConsistency, samplingToolResults];

export default rules;
