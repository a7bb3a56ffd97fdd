import { listOf } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { mcpbRule } from '../context.js';
import { MCPB_AXIS } from '../versions.js';
import { fieldOf } from '../walk.js';

/** Keys other formats put in a manifest.json, and where MCPB has what they mean. */
const ELSEWHERE: Readonly<Record<string, string>> = {
  scripts: 'build and start scripts belong in package.json',
  dependencies: 'dependencies belong in package.json (or pyproject.toml), and are bundled with the server',
  devDependencies: 'dependencies belong in package.json',
  main: 'the file the server starts from is "server.entry_point"',
  entry_point: 'it belongs inside "server"',
  mcp_config: 'it belongs inside "server"',
  command: 'how the server starts belongs in "server.mcp_config"',
  args: 'how the server starts belongs in "server.mcp_config"',
  env: 'how the server starts belongs in "server.mcp_config"',
  mcpServers: 'a bundle has one server, started by "server.mcp_config"',
  id: 'the bundle\'s machine-readable identifier is "name"',
  title: 'the name shown to users is "display_name"',
};

/**
 * mcpdesc.mcpb.unknown-key: every key is one the manifest's version defines. mcpb's schemas are strict
 * (no "x-" extension keys either), so mcpb validate rejects any other; from 0.3 on, "_meta" holds vendor data.
 */
export default mcpbRule('mcpdesc.mcpb.unknown-key', (context) => {
  const { version, report } = context;
  const issues = context.issues();
  // A misspelt required key is the structure rule's finding ("Found "entrypoint": did you mean "entry_point"?").
  const typos = new Set(issues.flatMap((i) => (i.missing?.found ? [joinPointer(i.pointer, i.missing.found)] : [])));
  const unknown = issues.flatMap((i) => (i.unknown ? [{ pointer: i.pointer, key: i.unknown.key, known: i.unknown.known, noun: i.unknown.noun }] : []));
  // The model lets "x-" keys through (mcpdesc's own formats allow them); mcpb's strict schemas do not.
  for (const site of context.sites()) {
    for (const key of Object.keys(site.value)) {
      if (!key.startsWith('x-') || fieldOf(site, key)) continue;
      const fields = site.definition.fields ?? {};
      const known = Object.keys(fields).filter((k) => MCPB_AXIS.inSpan(version, fields[k]));
      unknown.push({ pointer: joinPointer(site.pointer, key), key, known, noun: site.definition.noun });
    }
  }
  for (const { pointer, key, known, noun } of unknown) {
    if (typos.has(pointer)) continue;
    const root = pointer.split('/').length === 2;
    const owner = root ? 'the manifest' : `this ${noun ?? 'object'}`;
    const typo = closest(key, known);
    const advice = typo
      ? `Did you mean ${JSON.stringify(typo)}?`
      : Object.hasOwn(ELSEWHERE, key) && root
        ? `Remove it: ${ELSEWHERE[key]}.`
        : root && MCPB_AXIS.compare(version, '0.3') >= 0
          ? 'Remove it, or keep vendor data under "_meta", keyed by a reverse-DNS name such as "com.example.app".'
          : known.length <= 6
            ? `Remove it (${withArticle(noun ?? 'value')} has ${listOf(known, 'and')}).`
            : 'Remove it.';
    report(
      pointer,
      `mcpb rejects this manifest: ${owner} has no property ${JSON.stringify(key)} in ${version}, and mcpb's schema allows no other keys. ${advice}`,
      'key',
    );
  }
});

function withArticle(noun: string): string {
  return /^(?:[aeiou]|MCP)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}
