import { isObject, listOf, quote } from '../../../util/json.js';
import { parentPointer } from '../../../util/pointer.js';
import { read, readString, registryRule } from '../context.js';
import { PACKAGE_DEFINITIONS } from '../model.js';
import { isTemplated } from '../templates.js';
import { httpUrl, urlVariables } from '../urls.js';
import { isValueIssue } from '../values.js';

/**
 * mcpdesc.registry.transport: each package's transport is one a client can use: a stdio transport has
 * no `url` (the client talks to the process it starts); a streamable-http or sse transport has an
 * http(s) URL, and each `{variable}` in it names an environment variable, an argument's name or an
 * argument's `valueHint` of the package, so the client knows what to put there.
 */
export default registryRule('mcpdesc.registry.transport', (context) => {
  const { version, report } = context;
  const packages = new Map(context.objects(...PACKAGE_DEFINITIONS).map((p) => [p.pointer, p]));
  // A URL that breaks the schema's own pattern is structure's.
  const rejected = new Set(
    context
      .issues()
      .filter(isValueIssue)
      .map((i) => i.pointer),
  );
  for (const transport of context.objects('StdioTransport', 'StreamableHttpTransport', 'SseTransport')) {
    const pkg = packages.get(parentPointer(transport.pointer));
    if (!pkg) continue;
    const url = read(transport, 'url', version);
    if (transport.definition === 'StdioTransport') {
      if (url)
        report(
          url.pointer,
          `A stdio transport has no "url": the client starts the package and talks to it over standard input and output, and mcp-publisher refuses a URL here ("url must be empty for stdio transport type"). Remove "url", or set "type" to "streamable-http" if the package serves HTTP once it runs.`,
          'key',
        );
      continue;
    }
    const text = readString(transport, 'url', version);
    if (!text || isTemplated(text.value) || rejected.has(text.pointer)) continue;
    const type = transport.value.type as string;
    if (!httpUrl(text.value)) {
      report(
        text.pointer,
        `"url" ${quote(text.value, 100)} is not an http:// or https:// URL with a host, so mcp-publisher refuses it ("invalid package transport URL") and clients cannot connect to the ${type} server the package runs. Write its full URL, such as "http://localhost:3000/mcp".`,
      );
      continue;
    }
    const available = packageVariables(pkg.value);
    const undefinedNames = urlVariables(text.value).filter((name) => !available.includes(name));
    if (undefinedNames.length > 0) {
      const cased = undefinedNames.flatMap((n) => {
        const near = available.find((a) => a.toLowerCase() === n.toLowerCase());
        return near ? [`write "{${near}}" for "{${n}}" (names are case-sensitive)`] : [];
      });
      const rest = undefinedNames.filter((n) => !available.some((a) => a.toLowerCase() === n.toLowerCase()));
      const define = rest.length > 0 ? [`define ${listOf(rest, 'and')}, e.g. as an environment variable {"name": ${quote(rest[0])}}`] : [];
      report(
        text.pointer,
        `"url" uses ${listOf(
          undefinedNames.map((n) => `{${n}}`),
          'and',
        )}, which no environment variable, argument name or argument valueHint of this package defines, so the client cannot fill ${undefinedNames.length === 1 ? 'it' : 'them'} in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). ${capitalize([...cased, ...define].join(', and '))}.`,
      );
    }
  }
});

/** What a package's transport URL may refer to: its environment variables' names, its arguments' names and valueHints. */
function packageVariables(pkg: Record<string, unknown>): string[] {
  const names: string[] = [];
  const list = (keys: readonly string[]) => keys.flatMap((k) => (Array.isArray(pkg[k]) ? (pkg[k] as unknown[]) : [])).filter(isObject);
  for (const env of list(['environmentVariables', 'environment_variables'])) if (typeof env.name === 'string') names.push(env.name);
  for (const arg of list(['runtimeArguments', 'runtime_arguments', 'packageArguments', 'package_arguments'])) {
    if (typeof arg.name === 'string' && arg.name !== '') names.push(arg.name);
    for (const hint of [arg.valueHint, arg.value_hint]) if (typeof hint === 'string' && hint !== '') names.push(hint);
  }
  return [...new Set(names)];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
