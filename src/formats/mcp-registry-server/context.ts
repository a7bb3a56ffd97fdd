/**
 * What a server.json rule sees: the object root of a file that declares a published schema version,
 * the model's verdict in that version (computed once per file and shared), the objects of the file
 * with their definitions, and its templated values. Rules report JSON Pointers; the session turns them
 * into positions and levels.
 */
import { checkModel, type ModelIssue } from '../../model/check.js';
import type { ParsedDocument } from '../../parse/parse.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { type FileScope, type FormatRule, memoKey, type Report, type Reporter } from '../types.js';
import { readVersion } from './body-version.js';
import { MODEL, spellingIn, spellingsOf } from './model.js';
import { type Templated, templatedValues } from './templates.js';
import { valueIssues } from './values.js';
import { type Placed, placeObjects } from './walk.js';
import type { ServerJsonVersion } from './versions.js';

export type { Report } from '../types.js';

export interface RegistryContext {
  path: string;
  parsed: ParsedDocument;
  root: JsonObject;
  version: ServerJsonVersion;
  /** The file's "$schema" names no published version: `version` is the one mcpdesc.registry.schema suggests (body-version.ts). */
  assumed: boolean;
  report: Report;
  memo: FileScope['memo'];
  /** The file in `version` (the declared one by default): the model's issues and the schema's value constraints. */
  issues(version?: string): readonly ModelIssue[];
  /** The file's objects with their definitions in `version` (the declared one by default). */
  placed(version?: string): readonly Placed[];
  /** The file's objects in the declared version, found under any spelling of their fields: what the meaning rules read. */
  objects(...definitions: readonly string[]): readonly Placed[];
  /** The file's templated values (`${VERSION}`), in document order. */
  templated(): readonly Templated[];
}

export type RegistryRule = FormatRule<RegistryContext>;

export function registryRule(id: string, check: (context: RegistryContext) => void): RegistryRule {
  return { id, check };
}

const ISSUES = memoKey<Map<string, readonly ModelIssue[]>>('server.json issues by version');
const PLACED = memoKey<Map<string, readonly Placed[]>>('server.json objects by version');
const LENIENT = memoKey<readonly Placed[]>('server.json objects under any spelling');
const TEMPLATED = memoKey<readonly Templated[]>('server.json templated values');

/**
 * The context one rule sees, or undefined when the file is no object. A file whose "$schema" names no
 * published version is read in the version mcpdesc.registry.schema suggests (`assumed`).
 */
export function registryContext(scope: FileScope, reporter: Reporter): RegistryContext | undefined {
  const root = scope.parsed.value;
  const checked = readVersion(root);
  if (!checked || !isObject(root)) return undefined;
  const declared = checked.version;
  const placedBy = scope.memo(PLACED, () => new Map());
  const issuesBy = scope.memo(ISSUES, () => new Map());
  const placed = (version: string = declared): readonly Placed[] => {
    let found = placedBy.get(version);
    if (!found) placedBy.set(version, (found = placeObjects(root, version)));
    return found;
  };
  return {
    path: scope.path,
    parsed: scope.parsed,
    root,
    version: declared,
    assumed: checked.assumed,
    report: (pointer, message, target, fix) => reporter.report(pointer, message, target, undefined, fix),
    memo: (key, make) => scope.memo(key, make),
    issues(version = declared) {
      let found = issuesBy.get(version);
      if (!found) issuesBy.set(version, (found = [...checkModel(MODEL, 'Server', root, version, ''), ...valueIssues(placed(version), version)]));
      return found;
    },
    placed,
    objects: (...definitions) => scope.memo(LENIENT, () => placeObjects(root, declared, true)).filter((p) => definitions.includes(p.definition)),
    templated: () => scope.memo(TEMPLATED, () => templatedValues(root)),
  };
}

/** A field of an object under any of its spellings, the declared version's first. */
export interface Read {
  key: string;
  pointer: string;
  value: unknown;
}

export function read(object: Placed, name: string, version: string): Read | undefined {
  const declared = spellingIn(object.definition, name, version);
  const keys = [...(declared ? [declared] : []), ...spellingsOf(object.definition, name).filter((s) => s !== declared)];
  if (keys.length === 0) keys.push(name);
  const key = keys.find((k) => hasOwn(object.value, k));
  return key === undefined ? undefined : { key, pointer: joinPointer(object.pointer, key), value: object.value[key] };
}

/** A field's string value, or undefined when it is absent or not a string. */
export function readString(object: Placed, name: string, version: string): (Read & { value: string }) | undefined {
  const found = read(object, name, version);
  return found && typeof found.value === 'string' ? (found as Read & { value: string }) : undefined;
}
