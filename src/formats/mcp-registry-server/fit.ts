/**
 * Which version a file's fields belong to. A field the declared version does not have but another
 * does (`registryType` in a 2025-07-09 file, `status` in a 2025-10-17 one) is foreign; when every
 * foreign field exists in some other version and the file has fewer problems there, the file fits that
 * version better, and one finding says so instead of one per field (structure when the declared schema
 * rejects the file for them, field-version when it only ignores them).
 */
import type { Field } from '../../model/dsl.js';
import type { ModelIssue } from '../../model/check.js';
import { hasOwn, listOf } from '../../util/json.js';
import { parentPointer, splitPointer } from '../../util/pointer.js';
import { memoKey } from '../types.js';
import type { RegistryContext } from './context.js';
import { fieldOf, MODEL, REMOVED_BECAUSE, spellingIn, spellingsOf } from './model.js';
import { AXIS, CURRENT } from './versions.js';

export interface Foreign {
  /** The key's pointer. */
  pointer: string;
  key: string;
  /** The definition of the object that holds it. */
  definition: string;
  field: Field;
  /** The versions that have the field. */
  versions: readonly string[];
  /** The declared version's name for the same field, when the file spells it another version's way. */
  declaredName?: string;
  /** The object is closed in the declared version, so its schema rejects the key. */
  closed: boolean;
}

export interface Fit {
  foreign: readonly Foreign[];
  /** Issues of the declared version that the foreign fields explain: a required field present under another version's name. */
  explained: ReadonlySet<ModelIssue>;
  /** The versions the file fits better than the declared one, newest first; empty when there is none. */
  better: readonly string[];
  /** The declared schema rejects the file for its foreign fields (rather than ignoring them). */
  rejected: boolean;
}

const FIT = memoKey<Fit>('server.json version fit');

export function fitOf(context: RegistryContext): Fit {
  return context.memo(FIT, () => computeFit(context));
}

function computeFit(context: RegistryContext): Fit {
  // A version mcpdesc assumed for a wrong "$schema" is no declaration to weigh other versions against.
  if (context.assumed) return { foreign: [], explained: new Set(), better: [], rejected: false };
  const declared = context.version;
  const issues = context.issues();
  const objects = new Map(context.placed().map((p) => [p.pointer, p]));
  const foreign: Foreign[] = [];
  const explained = new Set<ModelIssue>();
  for (const issue of issues) {
    if (issue.kind === 'unavailable') {
      const holder = objects.get(parentPointer(issue.pointer));
      const key = splitPointer(issue.pointer).pop() as string;
      const field = holder && fieldOf(holder.definition, key);
      if (!holder || !field) continue;
      const declaredName = spellingIn(holder.definition, key, declared);
      foreign.push({
        pointer: issue.pointer,
        key,
        definition: holder.definition,
        field,
        versions: AXIS.versionsIn(field),
        ...(declaredName && declaredName !== key ? { declaredName } : {}),
        closed: MODEL.definition(holder.definition).closed === true,
      });
    } else if (issue.kind === 'invalid' && issue.missing) {
      const holder = objects.get(issue.pointer);
      const wanted = issue.missing.key;
      if (holder && spellingsOf(holder.definition, wanted).some((s) => s !== wanted && hasOwn(holder.value, s))) explained.add(issue);
    }
  }
  const rejected = explained.size > 0 || foreign.some((f) => f.closed);
  if (foreign.length === 0) return { foreign, explained, better: [], rejected };
  const score = (version: string) => context.issues(version).filter((i) => i.kind !== 'deprecated').length;
  const own = score(declared);
  const better = AXIS.versions.filter((v) => v !== declared && foreign.every((f) => f.versions.includes(v)) && score(v) < own).reverse();
  return { foreign, explained, better, rejected };
}

/** `"a", "b", "c" and 2 more`. */
export function someOf(names: readonly string[], max = 4): string {
  const unique = [...new Set(names)];
  if (unique.length <= max) return listOf(unique, 'and');
  return `${unique
    .slice(0, max)
    .map((n) => JSON.stringify(n))
    .join(', ')} and ${unique.length - max} more`;
}

/** The version to recommend among those that fit: the current one when it fits, else the newest that does. */
export function recommended(better: readonly string[]): string {
  return better.includes(CURRENT) ? CURRENT : better[0];
}

/**
 * The one finding for a file that fits other versions better: what it uses, what it declares, and the
 * change, derived from the foreign fields' spans and renames.
 */
export function fitMessage(fit: Fit, declared: string): string {
  const { foreign, better, rejected } = fit;
  const keys = foreign.map((f) => f.key);
  const one = new Set(keys).size === 1;
  const them = one ? 'it' : 'them';
  const renamed = foreign.filter((f) => f.declaredName !== undefined);
  const others = foreign.filter((f) => f.declaredName === undefined);
  const renames = pairs(renamed.map((f) => [f.key, f.declaredName as string]));
  const listed = one ? JSON.stringify(keys[0]) : `(${someOf(keys)})`;
  if (AXIS.compare(better[0], declared) > 0) {
    const firsts = [...new Set(foreign.map((f) => f.versions[0]))].sort((a, b) => AXIS.compare(a, b));
    const from = firsts.length === 1 ? firsts[0] : `${firsts.slice(0, -1).join(', ')} and ${firsts[firsts.length - 1]}`;
    const camel = others.length === 0 && renamed.every((f) => !f.key.includes('_') && (f.declaredName as string).includes('_'));
    const what = one ? `the ${from} ${others.length === 0 ? 'name' : 'field'}` : `${camel ? 'camelCase names' : 'fields'} introduced in ${from}`;
    const target = recommended(better);
    const instead = [
      ...(renamed.length > 0 ? [`write the ${declared} name${renamed.length === 1 ? '' : 's'} (${renames})`] : []),
      ...(others.length > 0 ? [`remove ${someOf(others.map((f) => f.key))}`] : []),
    ].join(' and ');
    const effect = rejected ? 'so mcp-publisher rejects the file' : `so tools that read the file as ${declared} ignore ${them}`;
    return `This file uses ${what} ${listed} but declares ${declared}, whose schema does not have ${them}, ${effect}. ${capitalize(AXIS.names.declare(target))}${target === CURRENT ? ' (the current version)' : ''}, or ${instead}.`;
  }
  const last = [...AXIS.versions].reverse().find((v) => foreign.every((f) => f.versions.includes(v))) as string;
  const snake = others.length === 0 && renamed.every((f) => f.key.includes('_'));
  const what = one ? `the ${last} ${others.length === 0 ? 'name' : 'field'}` : `${snake ? 'snake_case names' : 'fields'} of ${last}`;
  const which = others.length === 0 ? `which renamed ${them}` : renamed.length === 0 ? `which no longer has ${them}` : 'which renamed or removed them';
  const why = [...new Set(others.map((f) => REMOVED_BECAUSE[f.key]).filter((w): w is string => w !== undefined))];
  const fixes = [
    ...(renamed.length > 0 ? [`rename ${renames}`] : []),
    ...(others.length > 0 ? [`remove ${someOf(others.map((f) => f.key))}${why.length > 0 ? ` (${why.join('; ')})` : ''}`] : []),
  ].join(', and ');
  return `This file uses ${what} ${listed} but declares ${declared}, ${which}, ${rejected ? 'so mcp-publisher rejects the file' : `so mcp-publisher drops ${them}`}. ${capitalize(fixes)}.`;
}

/** The message for one foreign field, reported at its key. */
export function foreignMessage(f: Foreign, declared: string): string {
  const place = `${JSON.stringify(f.key)} is not a field of ${article(MODEL.definition(f.definition).noun)} in ${declared}`;
  const newer = f.versions.every((v) => AXIS.compare(v, declared) > 0);
  if (f.declaredName !== undefined) {
    if (newer)
      return `${place}: it is the name ${f.versions[0]} gave ${JSON.stringify(f.declaredName)}, which ${declared} still spells ${JSON.stringify(f.declaredName)}, so tools that read the file as ${declared} ignore it. ${capitalize(AXIS.names.declare(CURRENT))} (the current version), or rename it to ${JSON.stringify(f.declaredName)}.`;
    return `${place}: it is the ${f.versions[f.versions.length - 1]} name of ${JSON.stringify(f.declaredName)}, so mcp-publisher drops it and the setting is lost. Rename it to ${JSON.stringify(f.declaredName)}.`;
  }
  if (newer)
    return `${place}: it exists ${AXIS.describe(f.versions)}, so tools that read the file as ${declared} ignore it. ${capitalize(AXIS.names.declare(CURRENT))} (the current version), or remove it.`;
  const why = REMOVED_BECAUSE[f.key];
  return `${place}: only ${AXIS.describe(f.versions).replace(/^in /, '')} have it${why ? ` (${why})` : ''}, so mcp-publisher drops it. Remove it.`;
}

function pairs(list: readonly (readonly [string, string])[]): string {
  const unique = [...new Map(list.map(([a, b]) => [`${a}\u0000${b}`, [a, b] as const])).values()];
  const shown = unique.slice(0, 4).map(([a, b]) => `${JSON.stringify(a)} \u2192 ${JSON.stringify(b)}`);
  return unique.length > 4 ? `${shown.join(', ')} and ${unique.length - 4} more` : shown.join(', ');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function article(noun: string): string {
  return /^[aeiou]/i.test(noun) && !/^(url|uri|use|uni)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}
