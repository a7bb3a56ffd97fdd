/**
 * mcpdesc.consistency.identity: the registry's ownership check, made before publishing. For an npm package
 * the group's package.json of that name carries "mcpName" equal to the server's name; for a PyPI, NuGet or
 * Cargo package the group's README carries the token `mcp-name: <name>`. The registry rejects a publish
 * that fails it, at release time; the finding is on the server.json package, pointing at the other file.
 * Only a package the group builds is read (package.json, pyproject.toml, Cargo.toml or a *.csproj names
 * it): a server.json may publish a package built elsewhere. Templated names are filled in at release.
 */
import type { RelatedLocation } from '../../../engine/finding.js';
import { isObject } from '../../../util/json.js';
import { documentRule, type Workspace } from '../../types.js';
import { groupOf, inFolder } from '../group.js';
import { isTemplated } from '../../mcp-registry-server/templates.js';
import { groupPackages, placeOf, readText } from '../package.js';

export const IDENTITY_RULE = 'mcpdesc.consistency.identity';

const README = /^readme(?:\.(?:md|markdown|rst|txt))?$/i;
const MAX_README_BYTES = 1024 * 1024;
const WHOLE_FIRST_LINE = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

export default documentRule(IDENTITY_RULE, ({ path, parsed, workspace, report }) => {
  const server = parsed.value;
  if (!workspace || !isObject(server) || typeof server.name !== 'string' || !Array.isArray(server.packages)) return;
  // A templated name ("<<McpRepositoryName>>") is filled in at release: what it will be is not known here.
  if (isTemplated(server.name)) return;
  const name = server.name;
  server.packages.forEach((pkg: unknown, index) => {
    if (!isObject(pkg) || typeof pkg.identifier !== 'string' || isTemplated(pkg.identifier)) return;
    const pointer = `/packages/${index}/identifier`;
    if (pkg.registryType === 'npm') {
      const manifest = groupPackages(workspace, path).find((p) => p.ecosystem === 'npm' && p.packageName?.value === pkg.identifier);
      if (!manifest?.packageName || !isObject(manifest.parsed.value)) return;
      const mcpName = manifest.parsed.value.mcpName;
      if (mcpName === name) return;
      const at = mcpName === undefined ? manifest.packageName.pointer : '/mcpName';
      const related: RelatedLocation[] = [
        {
          path: manifest.path,
          range: manifest.parsed.locate(at),
          message:
            mcpName === undefined
              ? `package.json names the package here and has no "mcpName".`
              : `package.json's "mcpName" is ${JSON.stringify(mcpName)} here.`,
        },
      ];
      const problem =
        mcpName === undefined
          ? `its package.json (see ${placeOf(manifest, at)}) has no "mcpName"`
          : `its package.json's "mcpName" is ${JSON.stringify(mcpName)} (see ${placeOf(manifest, at)})`;
      report(
        pointer,
        `The npm package ${JSON.stringify(pkg.identifier)} is built in this folder, but ${problem}: the registry proves ownership by reading "mcpName" from the published package.json and rejects the publish unless it equals the server name ${JSON.stringify(name)}. Add "mcpName": ${JSON.stringify(name)} to package.json and publish the package again before publishing server.json.`,
        'value',
        related,
      );
      return;
    }
    const registry = pkg.registryType === 'pypi' ? 'PyPI' : pkg.registryType === 'nuget' ? 'NuGet' : pkg.registryType === 'cargo' ? 'Cargo' : undefined;
    // The README proves ownership only of the package built here: a server.json may publish another one (a proxy).
    if (!registry || !buildsHere(workspace, path, pkg.registryType as string, pkg.identifier)) return;
    const readme = groupReadme(workspace, path);
    if (!readme || hasToken(readme.text, name)) return;
    const near = nearToken(readme.text, name);
    if (near !== undefined) {
      const line = readme.text.slice(0, near.at).split('\n').length;
      const range = { start: { line, column: 1 }, end: { line, column: 1 } };
      report(
        pointer,
        `The ${registry} package ${JSON.stringify(pkg.identifier)} must show it belongs to this server: the registry reads the package's README and rejects the publish unless it contains "mcp-name: ${name}" followed by a space, the line's end, an HTML tag or "-->". ${readme.path} has it on line ${line}, followed by ${JSON.stringify(near.after)}, which does not end it (Markdown around the token counts as part of it). Write it apart, such as "<!-- mcp-name: ${name} -->", and publish the package again before publishing server.json.`,
        'value',
        [{ path: readme.path, range, message: `"mcp-name: ${name}" is followed by ${JSON.stringify(near.after)} here.` }],
      );
      return;
    }
    report(
      pointer,
      `The ${registry} package ${JSON.stringify(pkg.identifier)} must show it belongs to this server: the registry reads the package's README and rejects the publish unless it contains "mcp-name: ${name}", and ${readme.path}, the README of this package folder, does not. Add a line such as "<!-- mcp-name: ${name} -->" to ${readme.path} and publish the package again before publishing server.json.`,
      'value',
      [{ path: readme.path, range: WHOLE_FIRST_LINE, message: `${readme.path} has no "mcp-name: ${name}".` }],
    );
  });
});

const CSPROJ = /\.csproj$/i;
const MAX_CSPROJ_BYTES = 256 * 1024;
/** Project files read at most in one folder. */
const MAX_CSPROJ = 8;

/** Whether the group builds the package: pyproject's [project] name, Cargo.toml's [package] name, or a *.csproj's PackageId (else its file name). */
function buildsHere(workspace: Workspace, path: string, registryType: string, identifier: string): boolean {
  if (registryType !== 'nuget') {
    const ecosystem = registryType === 'pypi' ? 'pypi' : 'cargo';
    const fold = (text: string) => text.toLowerCase().replace(/[-_.]+/g, '-');
    return groupPackages(workspace, path).some(
      (p) => p.ecosystem === ecosystem && p.packageName !== undefined && fold(p.packageName.value) === fold(identifier),
    );
  }
  const dir = groupOf(workspace, path);
  if (dir === undefined) return false;
  const projects = (workspace.list(dir, 2000) ?? []).filter((entry) => CSPROJ.test(entry)).slice(0, MAX_CSPROJ);
  return projects.some((project) => {
    const text = readText(workspace, inFolder(dir, project), MAX_CSPROJ_BYTES) ?? '';
    const start = text.indexOf('<PackageId>');
    const end = start === -1 ? -1 : text.indexOf('</PackageId>', start);
    const id = end === -1 ? project.replace(CSPROJ, '') : text.slice(start + '<PackageId>'.length, end).trim();
    return id.toLowerCase() === identifier.toLowerCase();
  });
}

function groupReadme(workspace: Workspace, path: string): { path: string; text: string } | undefined {
  const dir = groupOf(workspace, path);
  if (dir === undefined) return undefined;
  const name = (workspace.list(dir, 2000) ?? []).find((entry) => README.test(entry));
  if (!name) return undefined;
  const at = inFolder(dir, name);
  const text = readText(workspace, at, MAX_README_BYTES);
  return text === undefined ? undefined : { path: at, text };
}

/**
 * The token written with something after it that no name continues with (`**mcp-name: x**`, a backquote, a
 * bracket): where it is and the characters that follow. A longer name (`…/weather-old`) is another name.
 */
function nearToken(text: string, name: string): { at: number; after: string } | undefined {
  const token = `mcp-name: ${name}`;
  const at = text.indexOf(token);
  if (at === -1) return undefined;
  const after = /^[^\sA-Za-z0-9._/<-]{1,3}/.exec(text.slice(at + token.length, at + token.length + 3));
  return after ? { at, after: after[0] } : undefined;
}

/** The registry's token: `mcp-name: <name>` followed by the end, whitespace, an HTML tag or `-->`. */
function hasToken(text: string, name: string): boolean {
  const token = `mcp-name: ${name}`;
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
    const next = text[at + token.length];
    if (next === undefined || /\s/.test(next) || next === '<' || text.startsWith('-->', at + token.length)) return true;
  }
  return false;
}
