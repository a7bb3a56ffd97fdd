import { quote } from '../../../util/json.js';
import { registryRule } from '../context.js';
import { isTemplated } from '../templates.js';
import { trimChars } from '../urls.js';
import { NAME_PATTERN } from '../values.js';

const ALNUM = /^[a-zA-Z0-9]$/;

/** A part is at least two characters that start and end with a letter or digit. */
function goodPart(part: string): boolean {
  return part.length >= 2 && ALNUM.test(part[0]) && ALNUM.test(part[part.length - 1]);
}

/**
 * mcpdesc.registry.name: the server's name has the parts the registry accepts. The schema's pattern
 * allows any of its characters in any order (mcpdesc.registry.structure checks it); the registry also
 * wants each part to start and end with a letter or digit, so "-x/y" or "io.github.u/a" are refused.
 */
export default registryRule('mcpdesc.registry.name', (context) => {
  const name = context.root.name;
  if (typeof name !== 'string' || isTemplated(name) || !NAME_PATTERN.test(name) || name.length < 3 || name.length > 200) return;
  const [namespace, server] = name.split('/');
  const trim = (part: string) => trimChars(part, '._-');
  const suggestion = `${goodPart(namespace) ? namespace : trim(namespace) || 'io.github.user'}/${goodPart(server) ? server : trim(server).length >= 2 ? trim(server) : `${trim(server)}${trim(server) === '' ? 'server' : '-mcp'}`}`;
  if (!goodPart(namespace)) {
    context.report(
      '/name',
      `"name" ${quote(name)} has the namespace ${quote(namespace)}, which the registry refuses ("namespace '${namespace}' is invalid. Namespace must start and end with alphanumeric characters, and may contain dots and hyphens in the middle"). Write the namespace as reverse DNS of a domain or account you own, such as ${quote(suggestion.split('/')[0])}.`,
    );
  }
  if (!goodPart(server)) {
    context.report(
      '/name',
      `"name" ${quote(name)} has the server name ${quote(server)}, which the registry refuses ("name '${server}' is invalid. Name must start and end with alphanumeric characters, and may contain dots, underscores, and hyphens in the middle"). ${
        server.length < 2 ? 'Use a name of two characters or more' : 'Remove the leading or trailing punctuation'
      }, such as ${quote(suggestion)}.`,
    );
  }
});
