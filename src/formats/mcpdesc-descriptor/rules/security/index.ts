import type { Rule } from '../../context.js';
import confusableName from './confusable-name.js';
import hiddenCharacters from './hidden-characters.js';
import injectedInstructions from './injected-instructions.js';
import secretInExample from './secret-in-example.js';

/** Security rules (rules/security.yaml). */
const rules: Rule[] = [confusableName, hiddenCharacters, injectedInstructions, secretInExample];

export default rules;
