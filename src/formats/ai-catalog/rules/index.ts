/** The ai-catalog rules, in the order they run: npm run new-rule -- <rule-id> --format ai-catalog adds each. */
import type { AiCatalogRule } from '../context.js';
import structure from './structure.js';

export const RULES: readonly AiCatalogRule[] = [structure];
