/** Smithery's deployment file, `smithery.yaml`: how Smithery starts (or builds) the server. */
import { hasOwn, isObject } from '../../util/json.js';
import { defineFormat } from '../types.js';

const PATHS = ['**/smithery.yaml', '**/smithery.yml'];

export default defineFormat({
  id: 'smithery-yaml',
  noun: { one: 'Smithery config', other: 'Smithery configs' },
  title: 'Smithery configuration (smithery.yaml)',
  paths: PATHS,
  namedBy: PATHS,
  syntax: 'yaml',
  versions: [],
  recognize: (value) => (isObject(value) && (hasOwn(value, 'startCommand') || hasOwn(value, 'runtime')) ? 'likely' : 'no'),
  version: () => null,
});
