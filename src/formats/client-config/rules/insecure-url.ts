import { configRule } from '../context.js';

/** Hosts that are this machine: plain http:// to them never crosses a network. */
const LOOPBACK = /^(?:localhost|[\w-]{1,63}\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0|host\.docker\.internal)$/i;

/** mcpdesc.config.insecure-url: a remote server is reached over https://, unless it runs on this machine. */
export default configRule('mcpdesc.config.insecure-url', (context) => {
  for (const entry of context.servers) {
    for (const { value, pointer } of entry.urls) {
      if (typeof value !== 'string') continue;
      const match = /^(http|ws):\/\/([^/?#@]*@)?(\[[^\]]{1,60}\]|[^/:?#]{1,255})/i.exec(value.trim());
      if (!match || LOOPBACK.test(match[3])) continue;
      const scheme = match[1].toLowerCase();
      // The suggestion never repeats a password written in the URL.
      const secure = `${scheme === 'http' ? 'https' : 'wss'}://${value.trim().slice(match[1].length + 3 + (match[2]?.length ?? 0))}`;
      context.report(
        pointer,
        `${context.spec.client} reaches "${entry.name}" over plain ${scheme}:// to ${match[3]}, so anyone on the network path can read and change the MCP traffic, tokens in its headers included. Use ${JSON.stringify(secure.length > 80 ? `${secure.slice(0, 79)}…` : secure)} (only a server on this machine, such as localhost, may stay on ${scheme}://).`,
      );
    }
  }
});
