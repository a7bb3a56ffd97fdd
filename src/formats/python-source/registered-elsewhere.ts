/**
 * What the reader takes from other modules of the repository for one file (extract.ts FromModules): the
 * constants its tools' names stand for, the functions of other modules it registers (listed there), and
 * its own functions another module registers, read from each registrar's calls as its own reader reads
 * them (imported-functions.ts finds the registrars). Shared by the file's format and the consistency
 * rules' read of it, so both read it alike.
 */
import type { Workspace } from '../types.js';
import { answeredElsewhere } from './answered-elsewhere.js';
import { extractTools, type FromModules, type Overrides } from './extract.js';
import { forwardingHelpers } from './forwarding-helpers.js';
import { handRolled } from './hand-rolled.js';
import { importedConstants } from './imported-constants.js';
import { importedFactories } from './imported-factories.js';
import { importedFunctions, registrarsOfFunctions } from './imported-functions.js';
import { importedLists } from './imported-lists.js';
import { importedTypes } from './imported-types.js';
import type { Keys } from './keyed-dicts.js';
import { keptWrappers } from './kept-wrappers.js';
import { loopedFunctions } from './looped-functions.js';
import { registeringCalls } from './registering-bases.js';
import { toolClasses } from './tool-classes.js';
import { toolRecords } from './tool-records.js';

export function fromModules(text: string, path: string, workspace: Workspace | undefined): Required<FromModules> {
  const { registered, prompted, listed, keyed } = registeredElsewhere(text, path, workspace);
  const server = handRolled(text, path);
  return {
    imported: importedConstants(text, path, workspace),
    functions: importedFunctions(text, path, workspace),
    lists: importedLists(text, path, workspace),
    registered,
    prompted,
    // A module that answers tools/list itself with a list of its own, or a function's (hand-rolled.ts).
    listed: new Set([...listed, ...(server?.lists ?? [])]),
    // Or a hand-rolled server of its package with a function of this file (answered-elsewhere.ts).
    handlers: new Set([...(server?.handlers ?? []), ...answeredElsewhere(text, path, workspace)]),
    answered: server?.inline ?? [],
    keyed: server?.lists.some((name) => keyed.has(name)) ? new Map([...keyed, ...server.lists.map((name): [string, 'mixed'] => [name, 'mixed'])]) : keyed,
    keeping: keptWrappers(text, path, workspace),
    records: toolRecords(text, path, workspace),
    made: toolClasses(text, path, workspace),
    looped: loopedFunctions(text, path, workspace),
    keywords: registeringCalls(text, path, workspace),
    forwarding: forwardingHelpers(text, path, workspace),
    types: importedTypes(text, path, workspace),
    factories: importedFactories(text, path, workspace),
  };
}

/**
 * The file's functions the modules near it register as tools (as prompts), each with the texts the first
 * such call gives it (registrars in path order), and its lists their `list_tools` handlers return.
 */
function registeredElsewhere(
  text: string,
  path: string,
  workspace: Workspace | undefined,
): Required<Pick<FromModules, 'registered' | 'prompted' | 'listed' | 'keyed'>> {
  const registered = new Map<string, Overrides>();
  const prompted = new Map<string, Overrides>();
  const listed = new Set<string>();
  /** How each list is mapped by each handler: its keys, or none for a dict of the tool's fields. */
  const mapped = new Map<string, Set<string>>();
  const keys = new Map<string, Keys>();
  for (const registrar of registrarsOfFunctions(text, path, workspace)) {
    let read: ReturnType<typeof extractTools>;
    try {
      read = extractTools(registrar.text, {
        imported: importedConstants(registrar.text, registrar.path, workspace),
        functions: registrar.imported,
        lists: registrar.lists,
        keeping: keptWrappers(registrar.text, registrar.path, workspace),
        looped: registrar.looped,
      });
    } catch (error) {
      // Nesting past the stack's depth: that module's registrations are not read.
      if (error instanceof RangeError) continue;
      throw error;
    }
    for (const { fn, overrides, kind } of read.foreign) {
      const into = kind === 'tool' ? registered : prompted;
      if (fn.path === path && !into.has(fn.name)) into.set(fn.name, overrides);
    }
    for (const list of read.foreignLists) {
      if (list.path !== path) continue;
      listed.add(list.name);
      mapped.set(list.name, (mapped.get(list.name) ?? new Set()).add(JSON.stringify(list.keys ? [...list.keys] : null)));
      if (list.keys) keys.set(list.name, list.keys);
    }
  }
  const keyed = new Map<string, Keys | 'mixed'>();
  for (const [name, ways] of mapped) {
    const mine = keys.get(name);
    if (ways.size > 1) keyed.set(name, 'mixed');
    else if (mine) keyed.set(name, mine);
  }
  return { registered, prompted, listed, keyed };
}
