import { listOf, quote } from '../../../util/json.js';
import { read, readString, registryRule, type RegistryContext } from '../context.js';
import { fieldOf, PACKAGE_DEFINITIONS, spellingIn } from '../model.js';
import { parseImageReference, REGISTRY_TYPE_SYNONYMS, REGISTRY_TYPES, type RegistryType, registryType, stepIn } from '../registry-types.js';
import { isTemplated } from '../templates.js';
import { baseUrlHost, trimChars } from '../urls.js';
import { pathOf } from '../values.js';
import { AXIS } from '../versions.js';

export interface PackageProblem {
  pointer: string;
  target: 'key' | 'value';
  message: string;
  /** The change that fixes it, as a clause for the superseded rule's list. */
  change: string;
}

/**
 * mcpdesc.registry.package-type: each package's `registryType` is one the registry publishes from, and
 * the package has the `version` and `registryBaseUrl` its type needs in the declared version (an npm
 * package names its version, an OCI image names registry and tag in its identifier since 2025-10-11).
 */
export default registryRule('mcpdesc.registry.package-type', (context) => {
  for (const p of packageTypeProblems(context, context.version)) context.report(p.pointer, p.message, p.target);
});

/** The registry-type problems of every package, as `version` defines the types. */
export function packageTypeProblems(context: RegistryContext, version: string): PackageProblem[] {
  const problems: PackageProblem[] = [];
  const declared = context.version;
  for (const pkg of context.objects(...PACKAGE_DEFINITIONS)) {
    const typeField = read(pkg, 'registryType', declared);
    if (!typeField || typeof typeField.value !== 'string' || isTemplated(typeField.value)) continue;
    const type = registryType(typeField.value);
    const where = pathOf(pkg.pointer);
    if (!type) {
      const synonym = REGISTRY_TYPE_SYNONYMS[typeField.value.toLowerCase()];
      const known = REGISTRY_TYPES.map((t) => t.id);
      problems.push({
        pointer: typeField.pointer,
        target: 'value',
        message: `${JSON.stringify(typeField.key)} is ${quote(typeField.value)}, which the registry does not know ("unsupported registry type"), so it refuses the package when you publish. ${
          synonym ? `Use ${JSON.stringify(synonym)}${synonym === 'oci' ? ' for a container image' : ''}.` : `Use one of ${listOf(known)}.`
        }`,
        change: `give ${where} a registry type the registry knows`,
      });
      continue;
    }
    const base = readString(pkg, 'registryBaseUrl', declared);
    const ver = readString(pkg, 'version', declared);
    const identifier = readString(pkg, 'identifier', declared);
    const suggested = suggestedImage(type, identifier?.value, base?.value, ver?.value);
    const baseUrl = read(pkg, 'registryBaseUrl', declared);
    // An upgrade that removes both "registryBaseUrl" and "version" says once what "identifier" becomes.
    let identifierChange = suggested ? ` and write "identifier": ${quote(suggested, 200)}` : '';
    if (baseUrl && stepIn(type.registryBaseUrl, version) === 'forbidden') {
      problems.push({
        pointer: baseUrl.pointer,
        target: 'key',
        message:
          type.id === 'oci'
            ? `An OCI package names its registry in "identifier", not in ${JSON.stringify(baseUrl.key)} (mcp-publisher: "OCI packages must not have 'registryBaseUrl' field - use canonical reference in 'identifier' instead"), so the registry refuses this one. Remove ${JSON.stringify(baseUrl.key)}${suggested ? ` and write "identifier": ${quote(suggested, 200)}` : ''}.`
            : `An MCPB package is downloaded from the URL in "identifier", so it has no ${JSON.stringify(baseUrl.key)} (mcp-publisher: "MCPB packages must not have 'registryBaseUrl' field - use the full download URL in 'identifier' instead"), and the registry refuses this one. Remove ${JSON.stringify(baseUrl.key)}.`,
        change: `remove ${JSON.stringify(spellingIn(pkg.definition, 'registryBaseUrl', version) ?? baseUrl.key)} from ${where}${identifierChange}`,
      });
      if (type.id === 'oci') identifierChange = '';
    } else if (base && type.baseUrls && !isTemplated(base.value) && !type.baseUrls.includes(trimChars(base.value, '/', 'end'))) {
      const canonical = type.baseUrls[0];
      problems.push({
        pointer: base.pointer,
        target: 'value',
        message: `${JSON.stringify(base.key)} is ${quote(base.value)}, but the registry takes ${type.label} packages only from ${JSON.stringify(canonical)} ("registry type and base URL do not match"), so it refuses this package. Remove ${JSON.stringify(base.key)} (it defaults to that registry) or write ${JSON.stringify(canonical)}.`,
        change: `write ${JSON.stringify(canonical)} as the registry of ${where}`,
      });
    }
    const versionField = read(pkg, 'version', declared);
    const presence = stepIn(type.version, version);
    if (!versionField && presence === 'required' && !schemaRequiresVersion(pkg.definition, version)) {
      problems.push({
        pointer: pkg.pointer,
        target: 'value',
        message: `This ${type.label === 'NPM' ? 'npm' : type.label} package has no "version", so the registry refuses it ("package version is required for ${type.label} packages") and clients cannot tell which release to install. Add the exact version you published, such as "1.0.2".`,
        change: `add "version" to ${where}`,
      });
    } else if (versionField && presence === 'forbidden') {
      problems.push({
        pointer: versionField.pointer,
        target: 'key',
        message: `An OCI package names its version as the image tag in "identifier", not in "version" (mcp-publisher: "OCI packages must not have 'version' field - include version in 'identifier' instead"), so the registry refuses this one. Remove "version"${suggested ? ` and write "identifier": ${quote(suggested, 200)}` : ''}.`,
        change: `remove "version" from ${where}${identifierChange}`,
      });
    }
  }
  return problems;
}

/** Whether the schema itself requires a package's `version` in this version (then a missing one is structure's). */
function schemaRequiresVersion(definition: string, version: string): boolean {
  const field = fieldOf(definition, 'version');
  if (!field) return false;
  return typeof field.required === 'boolean' ? field.required : AXIS.inSpan(version, field.required);
}

/** The image reference an OCI package should have: its registry and tag in the identifier. */
function suggestedImage(type: RegistryType, identifier: string | undefined, base: string | undefined, version: string | undefined): string | undefined {
  if (type.id !== 'oci' || identifier === undefined || isTemplated(identifier)) return undefined;
  const ref = parseImageReference(identifier);
  let image = identifier;
  if (!ref.explicitRegistry && base !== undefined) {
    const host = baseUrlHost(base);
    if (host !== '' && !host.includes('/')) image = `${host}/${image}`;
  }
  if (ref.tag === undefined && ref.digest === undefined && version !== undefined && version !== '') image = `${image}:${version}`;
  return image === identifier ? undefined : image;
}
