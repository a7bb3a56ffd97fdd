/**
 * What tells a file is a Smithery configuration (smithery.yaml): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { hasOwn, isObject } from '../../util/json.js';
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const SMITHERY_YAML_INFO: ClientInfo = {
  id: 'smithery-yaml',
  precedence: 20,
  noun: { one: 'Smithery config', other: 'Smithery configs' },
  title: 'Smithery configuration (smithery.yaml)',
  paths: ['**/smithery.yaml', '**/smithery.yml'],
  syntax: 'yaml',
  serverKeys: [],
  recognize: (value) => (isObject(value) && (hasOwn(value, 'startCommand') || hasOwn(value, 'runtime')) ? 'likely' : 'no'),
};

export default clientInfo(SMITHERY_YAML_INFO);
