/**
 * What the reader takes from other modules of the repository for one file (extract.ts FromModules): the
 * constants its tools' names stand for, the functions of other modules it registers (listed there), and
 * its own functions another module registers, read from each registrar's calls as its own reader reads
 * them (imported-functions.ts finds the registrars). Shared by the file's format and the consistency
 * rules' read of it, so both read it alike.
 */
import type { Workspace } from '../types.js';
import { extractTools, type FromModules, type Overrides } from './extract.js';
import { importedConstants } from './imported-constants.js';
import { importedFunctions, registrarsOfFunctions } from './imported-functions.js';

export function fromModules(text: string, path: string, workspace: Workspace | undefined): Required<FromModules> {
  return {
    imported: importedConstants(text, path, workspace),
    functions: importedFunctions(text, path, workspace),
    registered: registeredElsewhere(text, path, workspace),
  };
}

/** The file's functions the modules near it register as tools, each with the texts the first such call gives it (registrars in path order). */
function registeredElsewhere(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, Overrides> {
  const out = new Map<string, Overrides>();
  for (const registrar of registrarsOfFunctions(text, path, workspace)) {
    let foreign: ReturnType<typeof extractTools>['foreign'];
    try {
      foreign = extractTools(registrar.text, { functions: registrar.imported }).foreign;
    } catch (error) {
      // Nesting past the stack's depth: that module's registrations are not read.
      if (error instanceof RangeError) continue;
      throw error;
    }
    for (const { fn, overrides } of foreign) if (fn.path === path && !out.has(fn.name)) out.set(fn.name, overrides);
  }
  return out;
}
