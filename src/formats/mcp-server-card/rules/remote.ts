import { quote } from '../../../util/json.js';
import { cardRule } from '../context.js';
import { remotesOf } from '../drafts.js';

const TYPES = ['streamable-http', 'sse'];
/** The current draft's pattern for a remote's URL: http(s), or a leading `{variable}`, and no whitespace. */
const URL_PATTERN = /^(?:https?:\/\/\S+|\{[a-zA-Z_][a-zA-Z0-9_]*\}\S*)$/;
/** Spellings of a transport type seen in real cards and client configurations. */
const TYPE_FOR: Readonly<Record<string, string>> = {
  http: 'streamable-http',
  streamable_http: 'streamable-http',
  streamableHttp: 'streamable-http',
  streamable: 'streamable-http',
};

function urlProblem(url: string): string {
  if (/\s/.test(url)) return 'it contains whitespace';
  if (url.startsWith('/')) return 'it is a path, and a card is read by clients that do not know which host it came from';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return `its scheme is ${quote(url.slice(0, url.indexOf(':')))}, and remotes are reached over HTTP`;
  return 'it does not start with "http://", "https://" or a "{variable}"';
}

/**
 * mcpdesc.card.remote: each remote has a transport type the current draft defines ("streamable-http" or
 * "sse") and a URL clients can connect to: absolute http(s), or a template that starts with a variable.
 */
export default cardRule('mcpdesc.card.remote', ({ root, report }) => {
  for (const remote of remotesOf(root)) {
    const { type, url } = remote.value;
    if (typeof type === 'string' && !TYPES.includes(type)) {
      const hint =
        type === 'stdio'
          ? 'A Server Card describes servers reached over the network; a local server belongs in server.json "packages". Remove this remote.'
          : `Write ${JSON.stringify(TYPE_FOR[type] ?? 'streamable-http')}.`;
      report(
        `${remote.pointer}/type`,
        `Remote type ${quote(type)} is not one the current draft defines ("streamable-http" or "sse"), so clients do not know how to connect. ${hint}`,
      );
    }
    if (typeof url === 'string' && !URL_PATTERN.test(url)) {
      report(
        `${remote.pointer}/url`,
        `Remote URL ${quote(url)} is not one the current draft accepts: ${urlProblem(url)}. Write the full endpoint, such as "https://example.com/mcp", or start it with a "{variable}" defined in "variables".`,
      );
    }
  }
});
