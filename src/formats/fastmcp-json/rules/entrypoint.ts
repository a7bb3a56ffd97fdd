import { hasOwn, isObject } from '../../../util/json.js';
import { fastmcpJsonRule } from '../context.js';

/**
 * mcpdesc.fastmcp.entrypoint: the first fastmcp.json (August 2025) named the server's code in a top-level
 * `entrypoint` ("server.py", "server.py:app", or {file, object}); four days later `source` replaced it
 * (PrefectHQ/fastmcp#1607) and FastMCP no longer reads it. The message gives the `source` to write.
 */
export default fastmcpJsonRule('mcpdesc.fastmcp.entrypoint', (context) => {
  const { given } = context;
  if (!hasOwn(given, 'entrypoint')) return;
  const source = sourceFor(given.entrypoint);
  const write = source ? `Replace it with "source": ${JSON.stringify(source)}` : 'Replace it with "source": {"path": "<file>.py", "entrypoint": "<object>"}';
  if (hasOwn(given, 'source')) {
    context.report(
      '/entrypoint',
      'FastMCP ignores the top-level "entrypoint", the first format\'s name for what "source" says now: the server runs from "source". Remove "entrypoint".',
      'key',
    );
    return;
  }
  context.report(
    '/entrypoint',
    `FastMCP no longer reads a top-level "entrypoint" (which "source" replaced in August 2025), so it refuses to run this server: "source" is required. ${write}.`,
    'key',
  );
});

/** The `source` that says what the first format's entrypoint said, when it is plain. */
function sourceFor(entrypoint: unknown): { path: string; entrypoint?: string } | undefined {
  if (typeof entrypoint === 'string') {
    // "server.py:app", split at the last colon; a Windows drive letter ("C:\\server.py") is no object name.
    const colon = entrypoint.lastIndexOf(':');
    const file = entrypoint.slice(0, colon);
    const object = entrypoint.slice(colon + 1);
    return colon > 0 && file.endsWith('.py') && /^[A-Za-z_]\w*$/.test(object) ? { path: file, entrypoint: object } : { path: entrypoint };
  }
  if (isObject(entrypoint) && typeof entrypoint.file === 'string')
    return typeof entrypoint.object === 'string' ? { path: entrypoint.file, entrypoint: entrypoint.object } : { path: entrypoint.file };
  return undefined;
}
