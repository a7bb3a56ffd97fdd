/**
 * What a module's reads take from the modules it imports, read through the workspace in the format's
 * `sdk` step (the engine does no I/O): members of constants objects (imported-constants.ts), helpers
 * forwarding to the SDK (imported-forwarders.ts), makers returning the function that registers what they are
 * given (registrar-makers.ts) and @mctx-ai/app's handlers (mctx-app.ts), and which of its own classes a module
 * constructs and registers through (constructed-classes.ts) or constructs to describe itself (own-records.ts), the classes it constructs with a tool's config that a module registers
 * (configured-classes.ts), and which of its records of tool configs a module registers (record-makers.ts); in a file
 * serving tools/list, imported objects' methods returning their callback's result (passed-callbacks.ts), and the
 * static methods setting up its handler that a module calls on their class by name (static-delegates.ts); the
 * project's decorators its classes are given whose metadata a module registers, and its registrations of that
 * metadata, read at those classes (metadata-decorators.ts).
 * The file is parsed once for all.
 */
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { parseWithin } from './handed-server.js';
import { type ConstructedClasses, constructedClasses } from './constructed-classes.js';
import { type OwnRecordClasses, ownRecordClasses } from './own-records.js';
import { type ConfiguredClasses, configuredClasses } from './configured-classes.js';
import { type ServedRecords, servedRecords } from './record-makers.js';
import { handedRegistrars } from './handed-registrars.js';
import { importedConstants } from './imported-constants.js';
import { instanceTexts } from './instance-texts.js';
import { type ImportedForwarder, importedForwarders } from './imported-forwarders.js';
import { type ImportedHandler, importedHandlers } from './mctx-app.js';
import { namedMctx } from './mctx-names.js';
import { importedPassers } from './passed-callbacks.js';
import { readLists } from './read-lists.js';
import { gatheredLists } from './gathered-lists.js';
import { recordLoops } from './record-loops.js';
import { type DecoratedTools, decoratedTools, metadataRegistrations } from './metadata-decorators.js';
import { type RegistrarMaker, registrarMakers } from './registrar-makers.js';
import { type StaticCalls, staticCalls } from './static-delegates.js';

export interface ImportedReads {
  /** The strings members of constants objects other modules export, or instances' texts (instance-texts.ts), stand for, by how the file writes them. */
  constants: ReadonlyMap<string, string>;
  /** The imported helpers forwarding their parameters to the SDK that the file calls, or registrars its callers hand it (handed-registrars.ts), by the name it calls them. */
  helpers: ReadonlyMap<string, ImportedForwarder>;
  /** The @mctx-ai/app handlers the file imports and registers, with what their own modules write on them. */
  handlers: ReadonlyMap<string, ImportedHandler>;
  /** The imported makers returning the function that registers the object the file hands them, by the name it calls them. */
  makers: ReadonlyMap<string, RegistrarMaker>;
  /** The module's classes a module constructs as they are and registers through, with those methods (`new StatusTool().register(server)`). */
  constructed: ConstructedClasses;
  /** The module's classes a module constructs as they are whose methods return records of their own members (`name: this.name`). */
  records: OwnRecordClasses;
  /** The classes the module constructs with one object that a module registers field by field (`new WebTool({ name, … })`), by local name. */
  configured: ConfiguredClasses;
  /** The module's exported makers of records of tool configs a module registers value by value (`Object.values(r)`), by name. */
  recordServings: ServedRecords;
  /** The imported objects' methods a wrapper of the file hands its callback to, returning its result, as written (`breaker.execute`). */
  passers: ReadonlySet<string>;
  /** The module's classes' static methods setting up a handler that a module calls on the class by name (`Service.setup(server)`). */
  statics: StaticCalls;
  /** The imported lists the file loops over whose every item their module's reader reads (read-lists.ts). */
  readLists: ReadonlySet<string>;
  /** The starts of the file's registration names over lists gathered of tools their own modules read (gathered-lists.ts), or records (record-loops.ts). */
  gathered: ReadonlySet<number>;
  /** The decorators the file's classes are given that a registrar of their metadata registers (metadata-decorators.ts), by local name. */
  decorated: DecoratedTools;
}

const NONE: ImportedReads = {
  constants: new Map(),
  helpers: new Map(),
  handlers: new Map(),
  makers: new Map(),
  constructed: new Map(),
  records: new Set(),
  configured: new Map(),
  recordServings: new Map(),
  passers: new Set(),
  statics: new Map(),
  readLists: new Set(),
  gathered: new Set(),
  decorated: new Map(),
};

export function importedReads(text: string, path: string, workspace: Workspace | undefined): ImportedReads {
  if (!workspace || !text.includes('import')) return NONE;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  if (!file) return NONE;
  return {
    constants: new Map([...importedConstants(ts, file, path, workspace), ...instanceTexts(ts, file, path, workspace)]),
    helpers: new Map([...importedForwarders(ts, file, path, workspace), ...handedRegistrars(ts, file, path, workspace)]),
    handlers: namedMctx(text) ? importedHandlers(ts, file, path, workspace) : new Map(),
    makers: registrarMakers(ts, file, path, workspace),
    constructed: constructedClasses(ts, file, path, workspace),
    records: ownRecordClasses(ts, file, path, workspace),
    configured: configuredClasses(ts, file, path, workspace),
    recordServings: servedRecords(text, path, workspace),
    passers: text.includes('ListToolsRequestSchema') ? importedPassers(ts, file, path, workspace) : new Set(),
    statics: text.includes('ListToolsRequestSchema') && text.includes('static') ? staticCalls(ts, file, path, workspace) : new Map(),
    readLists: readLists(ts, file, path, workspace),
    gathered: new Set([
      ...gatheredLists(ts, file, path, workspace),
      ...recordLoops(ts, file, path, workspace),
      ...metadataRegistrations(ts, file, path, workspace),
    ]),
    decorated: decoratedTools(ts, file, path, workspace),
  };
}
