import { isObject, quote } from '../../../util/json.js';
import { dockerMcpCatalogRule } from '../context.js';

const TRANSPORTS = ['stdio', 'sse', 'streamable-http'];

/**
 * mcpdesc.docker.remote: a remote entry names a transport Docker speaks (`remote.transport_type`), and an
 * entry that signs in with OAuth discovers its tools when it runs (`dynamic.tools: true`), as the
 * registry's CI requires (cmd/validate: isRemoteValid, isOAuthDynamicValid).
 */
export default dockerMcpCatalogRule('mcpdesc.docker.remote', (context) => {
  const { root } = context;
  const remote = root.remote;
  if (isObject(remote) && typeof remote.url === 'string' && remote.url !== '') {
    const transport = remote.transport_type;
    if (transport === undefined) {
      const camel = Object.hasOwn(remote, 'transportType') ? ' (the key is snake_case: "transport_type", not "transportType")' : '';
      context.report(
        '/remote',
        `This remote entry has a "url" but no "transport_type"${camel}, so the Docker MCP registry's CI rejects it. Add "transport_type" with one of "stdio", "sse" or "streamable-http".`,
      );
    } else if (typeof transport !== 'string' || !TRANSPORTS.includes(transport)) {
      context.report(
        '/remote/transport_type',
        `"transport_type" is ${typeof transport === 'string' ? quote(transport) : 'not a string'}, which Docker does not speak, so the registry's CI rejects the entry. Use one of "stdio", "sse" or "streamable-http".`,
      );
    }
  }
  const dynamic = isObject(root.dynamic) && root.dynamic.tools === true;
  if (Array.isArray(root.oauth) && root.oauth.length > 0 && !dynamic && root.name !== 'github-official') {
    context.report(
      '/oauth',
      'This entry signs in with OAuth but does not say its tools are discovered when it runs, so the Docker MCP registry\'s CI rejects it: without a token there is no tool list to read. Add "dynamic: {tools: true}".',
    );
  }
});
