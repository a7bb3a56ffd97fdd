import { renameFix } from '../../../engine/fix.js';
import { hasOwn, isObject, type JsonObject } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { documentRule } from '../../types.js';
import { declaredVersion } from '../versions.js';

/**
 * The pre-release registry's snake_case keys (docs/server-json/schema.json of mid-2025, the publisher's
 * template) and what the current schema calls them.
 */
const RENAMES: Readonly<Record<string, string>> = {
  registry_name: 'registryType',
  registry_type: 'registryType',
  registry_base_url: 'registryBaseUrl',
  package_arguments: 'packageArguments',
  runtime_arguments: 'runtimeArguments',
  environment_variables: 'environmentVariables',
  runtime_hint: 'runtimeHint',
  file_sha256: 'fileSha256',
  is_required: 'isRequired',
  is_secret: 'isSecret',
  is_repeated: 'isRepeated',
  value_hint: 'valueHint',
  transport_type: 'type',
};

/**
 * Whether the file is in the shape the registry used before its dated schemas: `version_detail`, or a
 * package with `registry_name`, and no `$schema` naming a published version (the .NET template's first
 * files name a preview URL, ".../schemas/draft/2025-07-09/server.json"; the published 2025-07-09 has
 * snake_case keys of its own).
 */
function isLegacy(root: JsonObject): boolean {
  if (declaredVersion(root) !== null) return false;
  if (isObject(root.version_detail)) return true;
  return Array.isArray(root.packages) && root.packages.some((p) => isObject(p) && hasOwn(p, 'registry_name'));
}

/**
 * mcpdesc.registry.legacy-shape: a server.json written before the registry's dated schemas (no `$schema`
 * of a published version, `version_detail`, snake_case keys such as `registry_name`), as the publisher's first template and the
 * .NET template's `.mcp/server.json` wrote it. mcp-publisher reads none of these keys: each is reported
 * with its current name (mcpdesc.registry.schema asks for the `$schema`).
 */
export default documentRule('mcpdesc.registry.legacy-shape', ({ parsed, report }) => {
  const root = parsed.value;
  if (!isObject(root) || !isLegacy(root)) return;
  const detail = root.version_detail;
  if (isObject(detail) && !hasOwn(root, 'version')) {
    const version = typeof detail.version === 'string' ? detail.version : '<version>';
    report(
      '/version_detail',
      `"version_detail" is the pre-release registry's; the current server.json says the release in a top-level "version", and mcp-publisher reads no "version_detail". Replace it with "version": ${JSON.stringify(version)}.`,
      'key',
    );
  }
  for (const [list, label] of [
    ['packages', 'package'],
    ['remotes', 'remote'],
  ] as const) {
    const items = root[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      if (!isObject(item)) return;
      const at = `/${list}/${index}`;
      // The pre-release package named its package "name" beside "registry_name"; "identifier" now.
      if (label === 'package' && hasOwn(item, 'registry_name') && typeof item.name === 'string' && !hasOwn(item, 'identifier'))
        renamed(at, item, 'name', 'identifier');
      renameKeys(at, item, 0);
    });
  }

  function renameKeys(pointer: string, object: JsonObject, depth: number): void {
    for (const [key, value] of Object.entries(object)) {
      const at = joinPointer(pointer, key);
      if (Object.hasOwn(RENAMES, key)) renamed(pointer, object, key, RENAMES[key]);
      // Arguments, variables and headers sit one or two levels down (a list of objects); nothing deeper is the registry's.
      if (depth >= 2 || !Array.isArray(value)) continue;
      for (const [i, entry] of value.entries()) if (isObject(entry)) renameKeys(joinPointer(at, String(i)), entry, depth + 1);
    }
  }

  function renamed(pointer: string, object: JsonObject, key: string, to: string): void {
    report(
      joinPointer(pointer, key),
      `${JSON.stringify(key)} is the pre-release registry's name for ${JSON.stringify(to)}, which mcp-publisher reads instead. Rename it to ${JSON.stringify(to)}.`,
      'key',
      undefined,
      renameFix(key, to, object, true),
    );
  }
});
