import { quote } from '../../../util/json.js';
import { readString, registryRule } from '../context.js';
import { PACKAGE_DEFINITIONS } from '../model.js';
import { isTemplated } from '../templates.js';
import { pathOf } from '../values.js';

/** `1`, `1.2.3`, `v1.2.3.4`, `1.2.3-beta.1`: one version in the shape the range patterns use. */
function isVersionLike(text: string): boolean {
  const dash = text.indexOf('-');
  const main = (dash >= 0 ? text.slice(0, dash) : text).replace(/^v/, '');
  const pre = dash >= 0 ? text.slice(dash + 1) : undefined;
  if (pre !== undefined && !/^[0-9A-Za-z.-]+$/.test(pre)) return false;
  const parts = main.split('.');
  return parts.length >= 1 && parts.length <= 4 && parts.every((p) => /^\d+$/.test(p));
}

/**
 * What mcp-publisher's range detection (`looksLikeVersionRange`) sees in a version: a comparator
 * ("^1.2.3", ">=1.0"), a hyphen range ("1.0 - 2.0"), an OR range ("1.2 || 1.3") or a wildcard ("1.x").
 * Written without regular expressions over the whole text, so it is linear on any input.
 */
export function rangeKind(version: string): string | undefined {
  const text = version.trim();
  if (text === '') return undefined;
  for (const op of ['>=', '<=', '^', '~', '>', '<', '=']) {
    if (text.startsWith(op) && isVersionLike(text.slice(op.length).trim())) return 'a comparator range';
  }
  const hyphen = text.split(/\s-\s*/);
  if (hyphen.length === 2 && isVersionLike(hyphen[0].trim()) && isVersionLike(hyphen[1].trim())) return 'a hyphen range';
  const alternatives = text.split('||');
  if (alternatives.length > 1 && alternatives.every((a) => isVersionLike(a.trim()))) return 'an OR range';
  const dash = text.indexOf('-');
  const main = dash >= 0 ? text.slice(0, dash) : text;
  const pre = dash >= 0 ? text.slice(dash + 1) : undefined;
  const parts = main.split('.');
  const dotted =
    parts.length >= 2 &&
    parts.length <= 3 &&
    parts.every((p, i) => /^(?:\d+|x|X|\*)$/.test(i === 0 ? p.replace(/^v(?=\d)/, '') : p)) &&
    (pre === undefined || /^[0-9A-Za-z.-]+$/.test(pre));
  if (!dotted || !/[xX*]/.test(text)) return undefined;
  // mcp-publisher looks for the wildcard anywhere in the text, its pre-release included.
  return /[xX*]/.test(main) ? 'a wildcard' : `a wildcard to mcp-publisher, which reads the "x" in its pre-release ${quote(pre)} as one`;
}

/**
 * mcpdesc.registry.version: the server's version and each package's version name one release: not
 * "latest" (reserved: the registry keeps it for the newest release), not a range. A server.json
 * describes one release, so clients install exactly what was published and tested.
 */
export default registryRule('mcpdesc.registry.version', (context) => {
  const { root, report } = context;
  const sites: { pointer: string; key: string; value: string; isPackage: boolean }[] = [];
  if (typeof root.version === 'string') sites.push({ pointer: '/version', key: 'version', value: root.version, isPackage: false });
  for (const pkg of context.objects(...PACKAGE_DEFINITIONS)) {
    const found = readString(pkg, 'version', context.version);
    if (found) sites.push({ pointer: found.pointer, key: pathOf(found.pointer), value: found.value, isPackage: true });
  }
  for (const site of sites) {
    if (isTemplated(site.value)) continue;
    // A package's "latest" breaks the schema itself: mcpdesc.registry.structure reports it.
    if (site.value === 'latest' && !site.isPackage) {
      report(
        site.pointer,
        `"version" is "latest", which the registry reserves for the newest release it lists ("version string 'latest' is reserved and cannot be used"), so it refuses the file. Write this release's exact version, such as "1.0.2".`,
      );
      continue;
    }
    const kind = rangeKind(site.value);
    if (kind) {
      const fix = kind.includes('pre-release')
        ? `Write the pre-release without "x", "X" or "*" (such as ${JSON.stringify(`${exampleOf(site.value)}-rc.1`)}), or the release itself.`
        : `Write the exact version, such as ${JSON.stringify(exampleOf(site.value))}.`;
      report(
        site.pointer,
        `${JSON.stringify(site.key)} is ${quote(site.value)}, ${kind}, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. ${fix}`,
      );
    }
  }
});

/** The version a range most likely means: "^1.2.3" → "1.2.3", "1.x" → "1.0.0". */
function exampleOf(range: string): string {
  const first = range
    .replace(/^[\s^~><=v]+/, '')
    .split(/[\s|]/)[0]
    .split('-')[0];
  const parts = first.split('.').map((p) => (/^\d+$/.test(p) ? p : '0'));
  while (parts.length < 3) parts.push('0');
  return parts.join('.');
}
