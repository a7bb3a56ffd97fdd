/**
 * Dependencies a run may never need, loaded the first time one is: most schemas are plain
 * (schema/plain-schema.ts), so most files need no ajv, and only files with patterns need re2js; the
 * YAML and JSONC parsers serve only files (and configurations) in those syntaxes, and picomatch only
 * folder walks and configured globs (a format's own globs match without it, util/glob.ts). Each
 * lives in vendor/<name>/index.cjs; the bundles build those modules into files of their own beside
 * their chunks (scripts/bundle.js), at the same relative paths, so a start-up neither compiles nor runs
 * them until asked. Loading stays synchronous, as the schema checker needs.
 */
import { createRequire } from 'node:module';

export type VendorName = 'ajv' | 're2js' | 'yaml' | 'jsonc' | 'picomatch' | 'typescript';

/** How the CLI bundle loads these modules instead (src/cli/chunk-cache.ts: with a code cache); unset, Node's require. */
let vendorLoader: ((name: VendorName) => unknown) | undefined;

export function setVendorLoader(load: (name: VendorName) => unknown): void {
  vendorLoader = load;
}

function load(name: VendorName, require: () => unknown): unknown {
  return vendorLoader === undefined ? require() : vendorLoader(name);
}

export interface VendoredAjv {
  ajv: typeof import('ajv');
  ajv2019: typeof import('ajv/dist/2019.js');
  ajv2020: typeof import('ajv/dist/2020.js');
  ajvFormats: typeof import('ajv-formats');
}

let ajv: VendoredAjv | undefined;
let re2js: typeof import('re2js') | undefined;
let yaml: typeof import('yaml') | undefined;
let jsonc: typeof import('jsonc-parser') | undefined;
let picomatch: typeof import('picomatch') | undefined;
let typescript: typeof import('typescript') | undefined;

export function vendoredAjv(): VendoredAjv {
  ajv ??= load('ajv', () => createRequire(import.meta.url)('./vendor/ajv/index.cjs')) as VendoredAjv;
  return ajv;
}

export function vendoredRe2js(): typeof import('re2js') {
  re2js ??= load('re2js', () => createRequire(import.meta.url)('./vendor/re2js/index.cjs')) as typeof import('re2js');
  return re2js;
}

export function vendoredYaml(): typeof import('yaml') {
  yaml ??= load('yaml', () => createRequire(import.meta.url)('./vendor/yaml/index.cjs')) as typeof import('yaml');
  return yaml;
}

export function vendoredJsonc(): typeof import('jsonc-parser') {
  jsonc ??= load('jsonc', () => createRequire(import.meta.url)('./vendor/jsonc/index.cjs')) as typeof import('jsonc-parser');
  return jsonc;
}

export function vendoredPicomatch(): typeof import('picomatch') {
  picomatch ??= load('picomatch', () => createRequire(import.meta.url)('./vendor/picomatch/index.cjs')) as typeof import('picomatch');
  return picomatch;
}

/** TypeScript's parser, for server source that registers tools (src/formats/typescript-source/): 9 MB no other run loads. */
export function vendoredTypescript(): typeof import('typescript') {
  typescript ??= load('typescript', () => createRequire(import.meta.url)('./vendor/typescript/index.cjs')) as typeof import('typescript');
  return typescript;
}
