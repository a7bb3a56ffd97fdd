import type { Rule } from '../types.js';

/** Interaction-example rules (rules/interaction.yaml). */
const rules: Rule[] = [];

export default rules;
