/** Rules every checked format shares: they read the parse itself (syntax, limits), whatever it holds. */
import type { DocumentRule } from '../formats/types.js';
import limits from './document/limits.js';
import syntax from './document/syntax.js';

export const SHARED_RULES: readonly DocumentRule[] = [syntax, limits];
