import { read, registryRule } from '../context.js';
import { PACKAGE_DEFINITIONS } from '../model.js';
import { registryType } from '../registry-types.js';

/**
 * mcpdesc.registry.file-hash: an MCPB package gives its bundle's SHA-256 in `fileSha256`, so clients
 * can check the file they download is the one published; no other package type has one (its registry
 * verifies its own packages, and the registry refuses the field there).
 */
export default registryRule('mcpdesc.registry.file-hash', (context) => {
  for (const pkg of context.objects(...PACKAGE_DEFINITIONS)) {
    const type = registryType(read(pkg, 'registryType', context.version)?.value);
    if (!type) continue;
    const hash = read(pkg, 'fileSha256', context.version);
    if (type.fileSha256 === 'required' && !hash) {
      context.report(
        pkg.pointer,
        `This MCPB package has no "fileSha256", so the registry refuses it ("must include a fileSha256 hash for integrity verification") and clients cannot check that the bundle they download is the one you published. Add the bundle's SHA-256 as 64 lowercase hex digits ("sha256sum <file>.mcpb").`,
      );
    } else if (type.fileSha256 === 'forbidden' && hash) {
      context.report(
        hash.pointer,
        `${JSON.stringify(hash.key)} is only for MCPB bundles, which are plain downloads; ${type.label === 'OCI' || type.label === 'NPM' ? 'an' : 'a'} ${type.label} package is verified by its registry, and mcp-publisher refuses the field on it ("${type.label} packages must not have 'fileSha256' field"). Remove it.`,
        'key',
      );
    }
  }
});
