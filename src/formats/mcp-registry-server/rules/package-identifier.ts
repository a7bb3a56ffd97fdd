import { quote } from '../../../util/json.js';
import { read, readString, type RegistryContext, registryRule } from '../context.js';
import { PACKAGE_DEFINITIONS } from '../model.js';
import { OCI_REGISTRY_LIST, ociRegistryAllowed, parseImageReference, registryType } from '../registry-types.js';
import { isTemplated } from '../templates.js';
import { baseUrlHost } from '../urls.js';
import { AXIS } from '../versions.js';

const MCPB_HOSTS = ['github.com', 'www.github.com', 'gitlab.com', 'www.gitlab.com'];

/** Why an MCPB download URL's path is not a release asset of its forge, or undefined. */
function mcpbPathProblem(host: string, path: string): string | undefined {
  const segments = path.split('/').slice(1);
  if (host.endsWith('github.com')) {
    // /owner/repo/releases/download/tag/file; a tag may itself hold "/" (changesets tag "@scope/pkg@1.0.0").
    return segments.length >= 6 && segments[2] === 'releases' && segments[3] === 'download' && segments.every((s) => s !== '')
      ? undefined
      : 'a GitHub release asset ("https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb")';
  }
  const dash = segments.indexOf('-');
  const rest = dash >= 2 ? segments.slice(dash + 1) : [];
  const release = rest.length === 4 && rest[0] === 'releases' && rest[2] === 'downloads' && rest[3] !== '';
  const packageFile = rest.length === 3 && rest[0] === 'package_files' && rest[2] === 'download' && rest[1] !== '';
  return release || packageFile ? undefined : 'a GitLab release asset ("https://gitlab.com/group/project/-/releases/v1.0.0/downloads/server.mcpb")';
}

/**
 * mcpdesc.registry.package-identifier: each package's `identifier` is something the registry can
 * fetch and verify: no spaces; an OCI image on a registry it accepts, with a tag or digest since
 * 2025-10-11; an MCPB bundle downloaded over https:// from a GitHub or GitLab release.
 */
export default registryRule('mcpdesc.registry.package-identifier', (context) => {
  const { version, report } = context;
  for (const pkg of context.objects(...PACKAGE_DEFINITIONS)) {
    const found = readString(pkg, 'identifier', version);
    if (!found || isTemplated(found.value)) continue;
    const id = found.value;
    if (id.includes(' ')) {
      report(
        found.pointer,
        `"identifier" ${quote(id)} contains a space, so it names no package the registry could fetch, and mcp-publisher refuses it ("package name cannot contain spaces"). Write the package's published name${/^<.*>$/.test(id.trim()) ? ' in place of this placeholder' : ''}.`,
      );
      continue;
    }
    const type = registryType(read(pkg, 'registryType', version)?.value);
    // An OCI package with a "version" gets its tag from the package-type finding's fix.
    if (type?.id === 'oci')
      oci(context, found.pointer, id, readString(pkg, 'registryBaseUrl', version)?.value, read(pkg, 'version', version) !== undefined, {
        tag: readString(pkg, 'tag', version)?.value,
        digest: readString(pkg, 'digest', version)?.value,
      });
    if (type?.id === 'mcpb') mcpb(context, found.pointer, id);
  }
});

/** A package's own "tag" and "digest" keys, which no server.json schema defines: where authors put what belongs in the identifier. */
interface AsideFields {
  tag?: string;
  digest?: string;
}

function oci(context: RegistryContext, pointer: string, id: string, base: string | undefined, hasVersion: boolean, aside: AsideFields): void {
  const ref = parseImageReference(id);
  const inIdentifier = AXIS.compare(context.version, '2025-10-11') >= 0;
  const host = ref.explicitRegistry || inIdentifier || base === undefined || isTemplated(base) ? ref.registry : baseUrlHost(base);
  if (!ociRegistryAllowed(host)) {
    context.report(
      pointer,
      `The image ${quote(id)} is on ${quote(host)}, which the registry does not accept images from ("unsupported OCI registry"), so it refuses the package. Publish the image to one of ${OCI_REGISTRY_LIST}, and name it there.`,
    );
    return;
  }
  if (ref.digest !== undefined && !/^sha256:[a-fA-F0-9]{64}$/.test(ref.digest)) {
    context.report(
      pointer,
      `The image ${quote(id)} has the digest ${quote(ref.digest)}, but a digest is "sha256:" and 64 hexadecimal digits, so the registry cannot resolve the image ("invalid digest format"). Copy the digest from the registry ("docker buildx imagetools inspect <image>").`,
    );
  } else if (inIdentifier && ref.tag === undefined && ref.digest === undefined && !hasVersion) {
    const keys = (['tag', 'digest'] as const).filter((key) => aside[key] !== undefined);
    if (keys.length > 0) {
      const moved = `${id}${aside.tag !== undefined ? `:${aside.tag}` : ''}${aside.digest !== undefined ? `@${aside.digest}` : ''}`;
      context.report(
        pointer,
        `The image ${quote(id)} names no tag or digest: ${keys.map((key) => JSON.stringify(key)).join(' and ')} beside it ${keys.length > 1 ? 'are not server.json fields' : 'is not a server.json field'}, so the registry ignores ${keys.length > 1 ? 'them' : 'it'} and refuses the package ("OCI reference must include either a tag or digest"). Move ${keys.length > 1 ? 'them' : 'it'} into the identifier, ${quote(moved, 120)}, and delete ${keys.map((key) => JSON.stringify(key)).join(' and ')}.`,
      );
      return;
    }
    context.report(
      pointer,
      `The image ${quote(id)} names no tag or digest, so it is not one release and the registry refuses it ("OCI reference must include either a tag or digest"). Add the release's tag, such as ${JSON.stringify(`${id}:1.0.0`)}, or its digest ("@sha256:…").`,
    );
  }
}

function mcpb(context: RegistryContext, pointer: string, id: string): void {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]{0,20}):\/\/([^/?#]{0,255})([^?#]*)/.exec(id);
  const scheme = match ? match[1].toLowerCase() : undefined;
  if (!match || scheme !== 'https') {
    context.report(
      pointer,
      `An MCPB package's "identifier" is the bundle's download URL, and the registry takes only https:// ones ("invalid MCPB package URL, must use HTTPS"), so nobody on the way can swap the bundle; ${quote(id, 100)} is not one. Write the https:// URL of the release asset, such as "https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb".`,
    );
    return;
  }
  const host = match[2].toLowerCase();
  if (!MCPB_HOSTS.includes(host)) {
    context.report(
      pointer,
      `The MCPB bundle is downloaded from ${quote(host)}, but the registry accepts bundles only from GitHub and GitLab releases ("MCPB packages must be hosted on allowlisted providers (GitHub or GitLab)"). Attach the bundle to a GitHub or GitLab release and link that asset.`,
    );
    return;
  }
  const wanted = mcpbPathProblem(host, match[3]);
  if (wanted) {
    context.report(pointer, `${quote(id, 100)} is not ${wanted}, the only MCPB downloads the registry accepts. Link the bundle attached to the release.`);
    return;
  }
  if (!id.toLowerCase().includes('mcp')) {
    context.report(
      pointer,
      `The MCPB download URL ${quote(id, 100)} does not contain "mcp", which the registry requires of a bundle's URL ("MCPB package URL must contain 'mcp'"). Name the bundle or its repository so the URL does, such as "weather-mcp.mcpb".`,
    );
  }
}
