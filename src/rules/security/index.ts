import type { Rule } from '../types.js';

/** Security rules (rules/security.yaml). */
const rules: Rule[] = [];

export default rules;
