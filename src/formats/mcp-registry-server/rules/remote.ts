import { isObject, listOf, quote } from '../../../util/json.js';
import { read, readString, registryRule } from '../context.js';
import { isTemplated } from '../templates.js';
import { httpUrl, isLocalHost, urlVariables } from '../urls.js';
import { isValueIssue } from '../values.js';
import { AXIS, DRAFT } from '../versions.js';

/**
 * mcpdesc.registry.remote: each remote is reachable by anyone who installs the server: an https://
 * URL with a host that is not this machine (localhost, 127.0.0.1, *.localhost), and each `{variable}`
 * in it defined in the remote's `variables` (since 2025-12-11), so the client knows what to ask for.
 * Under the draft a URL may begin with a variable, whose value the user gives.
 */
export default registryRule('mcpdesc.registry.remote', (context) => {
  const { version, report } = context;
  const rejected = new Set(
    context
      .issues()
      .filter(isValueIssue)
      .map((i) => i.pointer),
  );
  for (const remote of context.objects('RemoteStreamableHttp', 'RemoteSse')) {
    const url = readString(remote, 'url', version);
    if (!url || isTemplated(url.value) || rejected.has(url.pointer)) continue;
    // The draft lets the whole start be a variable ("{baseUrl}/mcp"): the user gives the address.
    const leading = version === DRAFT ? /^\{([a-zA-Z_][a-zA-Z0-9_]*)\}/.exec(url.value) : null;
    const parsed = leading ? { scheme: 'https', host: `{${leading[1]}}` } : httpUrl(url.value);
    const secure = parsed?.scheme === 'https';
    if (!parsed || !secure || isLocalHost(parsed.host)) {
      const why = !parsed
        ? 'it is not an http(s) URL with a host'
        : isLocalHost(parsed.host)
          ? `${quote(parsed.host)} is each user's own machine, not your server`
          : 'it uses plain http://, which anyone on the way can read and change, tokens included';
      const fix =
        parsed && parsed.scheme !== 'https' && !isLocalHost(parsed.host)
          ? `Write ${quote(`https${url.value.slice(4)}`, 200)}.`
          : 'Write the public https:// URL of the server.';
      report(
        url.pointer,
        `The remote's "url" ${quote(url.value, 100)} cannot be a remote server's address: ${why}, and mcp-publisher refuses it ("invalid remote URL"). ${fix}${parsed && isLocalHost(parsed.host) ? ' A server that runs on the user\u2019s machine is a package with a streamable-http transport.' : ''}`,
      );
      continue;
    }
    const variables = read(remote, 'variables', version);
    const defined = variables && isObject(variables.value) ? Object.keys(variables.value) : [];
    const missing = urlVariables(url.value).filter((name) => !defined.includes(name));
    if (missing.length === 0) continue;
    const needs =
      AXIS.compare(version, '2025-12-11') < 0 ? ` Remote URL variables exist since 2025-12-11: use its "$schema" (or a newer one) to define them.` : '';
    report(
      url.pointer,
      `The remote's "url" uses ${listOf(
        missing.map((n) => `{${n}}`),
        'and',
      )}, but its "variables" ${defined.length > 0 ? `define only ${listOf(defined)}` : 'define none'}, so the client cannot fill ${missing.length === 1 ? 'it' : 'them'} in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). Add ${missing.map((n) => `${quote(n)}: {"description": "…", "isRequired": true}`).join(', ')} to "variables".${needs}`,
    );
  }
});
