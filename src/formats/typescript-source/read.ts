import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Extracted } from '../source/extracted.js';
import type { Workspace } from '../types.js';
import { extractTools } from './extract.js';
import { importedReads } from './imported-reads.js';
import { keyedExports } from './keyed-imports.js';
import { xmcpToolFile } from './xmcp-tools.js';
import { listedRegistrations } from './imported-lists.js';
import { lazyGroupTools } from './lazy-groups.js';
import { listRegistrarTools } from './list-registrars.js';
import { listingMethodTools } from './listing-methods.js';
import { configModuleTools } from './config-modules.js';
import { servedEntries } from './named-dicts.js';
import { parsedSource } from './parsed.js';
import { registrationContext } from './registration-contexts.js';
import { servedMethods } from './served-methods.js';
import { toolClassesOf } from './tool-classes.js';
import { zodMajor } from './zod-version.js';

/**
 * A module's tools as read with what other modules of the repository say of it: the tool classes it
 * declares, proved by their base classes' modules (tool-classes.ts); its class methods whose written-out
 * tools/list answer another module serves (served-methods.ts); the SDK v1 arguments another module
 * registers its exported tools with (imported-lists.ts); what its reads take from the modules it imports
 * (imported-reads.ts); how another module serves its dictionaries of tools keyed by name (named-dicts.ts); which zod
 * its package has (zod-version.ts); which of its calls register through a context another module builds (registration-contexts.ts); which of its tool objects a
 * server module loading it lazily registers (lazy-groups.ts), or a function of the repository it hands a list of them
 * registers (list-registrars.ts); which of its exported tools another module's
 * server record holds under their names (keyed-imports.ts); whether it is a file of xmcp's tools folder (xmcp-tools.ts). The consistency rules read a package's modules alike (consistency/server-tools.ts).
 */
export function extractTypescript(text: string, path: string, workspace: Workspace | undefined): Extracted<[number, number]> {
  const ts = vendoredTypescript();
  return extractTools(
    ts,
    path,
    text,
    toolClassesOf(ts, text, path, workspace),
    servedMethods(text, path, workspace),
    listedRegistrations(text, path, workspace),
    importedReads(text, path, workspace),
    servedEntries(ts, parsedSource(ts, path, text), path, workspace),
    zodMajor(text, path, workspace),
    text.includes('@modelcontextprotocol/') ? undefined : registrationContext(text, path, workspace)?.calls,
    groupedTools(text, path, workspace),
    keyedExports(text, path, workspace),
    xmcpToolFile(text, path, workspace),
  );
}

/**
 * The tool objects of a module another module registers with the config keys it copies: a lazily loaded group's,
 * those a list registrar is handed, or a module's one `{ name, config, handler }` (config-modules.ts).
 */
function groupedTools(text: string, path: string, workspace: Workspace | undefined) {
  const found = [
    lazyGroupTools(text, path, workspace),
    listRegistrarTools(text, path, workspace),
    configModuleTools(text, path, workspace),
    listingMethodTools(text, path, workspace),
  ].filter((tools) => tools !== undefined);
  return found.length > 1 ? new Map(found.flatMap((tools) => [...tools])) : found[0];
}
