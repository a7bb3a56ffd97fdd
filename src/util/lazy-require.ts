/**
 * Dependencies a run may never need, loaded the first time one is: most schemas are plain
 * (schema/plain-schema.ts) and most files have no patterns, so most start-ups need neither ajv nor
 * re2js. They live in vendor/index.cjs; the bundles build that module into a file of its own beside
 * their chunks (scripts/bundle.js), at the same relative path, so a start-up neither compiles nor runs
 * them until asked. Loading stays synchronous, as the schema checker needs.
 */
import { createRequire } from 'node:module';

export interface Vendored {
  ajv: typeof import('ajv');
  ajv2019: typeof import('ajv/dist/2019.js');
  ajv2020: typeof import('ajv/dist/2020.js');
  ajvFormats: typeof import('ajv-formats');
  re2js: typeof import('re2js');
}

let vendored: Vendored | undefined;

export function vendor(): Vendored {
  vendored ??= createRequire(import.meta.url)('./vendor/index.cjs') as Vendored;
  return vendored;
}
