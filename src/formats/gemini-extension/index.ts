/**
 * A Gemini CLI extension's manifest, `gemini-extension.json`: strict JSON with a required `name` (letters,
 * digits and dashes) and `version`, and `mcpServers` like settings.json without `trust`. Its variables are
 * `${extensionPath}`, `${workspacePath}` and `${/}` (docs/extensions/reference.md).
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { any, array, define, map, object, opt, ref, req, string } from '../../model/dsl.js';
import { joinPointer } from '../../util/pointer.js';
import { clientFormat } from '../client-config/index.js';
import { GEMINI_SERVER_FIELDS } from '../gemini-settings/server.js';
import { GEMINI_EXTENSION_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define(
    'Config',
    'Gemini extension manifest',
    {
      name: req(string),
      version: req(string),
      description: opt(string),
      mcpServers: opt(map(ref('Server'))),
      contextFileName: opt(any),
      excludeTools: opt(array(string)),
      settings: opt(array(object)),
      themes: opt(array(object)),
      plan: opt(object),
      migratedTo: opt(string),
    },
    { closed: true },
  ),
  define('Server', 'server entry', GEMINI_SERVER_FIELDS, { closed: true }),
]);

export default clientFormat({
  ...GEMINI_EXTENSION_INFO,
  client: 'Gemini CLI',
  strictJson: true,
  model: MODEL,
  unknownKeys: 'typos',
  needsOneOf: ['command', 'url', 'httpUrl'],
  machinePathAdvice: 'Write "${extensionPath}" for a file inside the extension, so it works wherever the extension is installed.',
  check(context) {
    const { name } = context.root;
    if (typeof name === 'string' && !/^[a-zA-Z0-9-]+$/.test(name)) {
      context.report(
        joinPointer('', 'name'),
        `Gemini CLI refuses the extension name ${JSON.stringify(name)} ("Invalid extension name"): only letters, digits and dashes are allowed. Rename it, e.g. to ${JSON.stringify(name.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'my-extension')}, and the extension's folder with it.`,
      );
    }
  },
});
