import type { ModelIssue } from '../../../model/check.js';
import { parentPointer, splitPointer } from '../../../util/pointer.js';
import { registryRule, type RegistryContext } from '../context.js';
import { fieldOf, spellingIn } from '../model.js';
import { pathOf } from '../values.js';
import { CURRENT, DRAFT, schemaUrl } from '../versions.js';
import { packageTypeProblems } from './package-type.js';

/**
 * mcpdesc.registry.superseded: the file declares the current schema version at its published URL.
 * mcp-publisher warns on any other; the warning here says what moving to the current version takes:
 * each rename and each removed field the file has, and what the newer schema and registry rules ask
 * of its values, all derived from the model (its spans and renames) rather than written per version.
 */
export default registryRule('mcpdesc.registry.superseded', (context) => {
  const { version, root } = context;
  // No published version declared (or the draft, which mcp-publisher refuses): mcpdesc.registry.schema says which to write.
  if (context.assumed || version === DRAFT) return;
  const canonical = schemaUrl(CURRENT);
  if (version === CURRENT) {
    if (root.$schema !== canonical)
      context.report(
        '/$schema',
        `"$schema" names ${CURRENT}, the current version, but not at its published URL, and mcp-publisher calls every other URL "not the current version" and warns. Write ${JSON.stringify(canonical)}.`,
      );
    return;
  }
  const changes = [`set "$schema" to ${JSON.stringify(canonical)}`, ...migration(context)];
  context.report(
    '/$schema',
    `This file declares the server.json schema of ${version}, but the current one is ${CURRENT}: mcp-publisher warns ("schema version ${version} is not the current version (${CURRENT})") and tools written for the current format may misread it. To move to ${CURRENT}, ${changes.join('; ')}${changes.length === 1 ? '; nothing else changes' : ''}.`,
  );
});

/** The changes that take the file from its version to the current one. */
function migration(context: RegistryContext): string[] {
  const renames = new Map<string, string[]>();
  const removals = new Map<string, string[]>();
  const objects = new Map(context.placed(CURRENT).map((p) => [p.pointer, p]));
  const add = (map: Map<string, string[]>, key: string, place: string) => map.set(key, [...(map.get(key) ?? []), place]);
  for (const issue of context.issues(CURRENT)) {
    if (issue.kind !== 'unavailable') continue;
    const holder = objects.get(parentPointer(issue.pointer));
    const key = splitPointer(issue.pointer).pop() as string;
    if (!holder || !fieldOf(holder.definition, key)) continue;
    const current = spellingIn(holder.definition, key, CURRENT);
    const place = pathOf(parentPointer(issue.pointer));
    if (current && current !== key) add(renames, `rename ${JSON.stringify(key)} to ${JSON.stringify(current)}`, place);
    else add(removals, `remove ${JSON.stringify(key)}`, place);
  }
  const declared = new Set(context.issues().map(issueKey));
  const fixes = context
    .issues(CURRENT)
    .filter((i) => i.kind === 'invalid' && !declared.has(issueKey(i)) && !explainedByRename(i, context))
    .map((i) => `fix what ${CURRENT} rejects (${i.message.replace(/\.$/, '')})`);
  const ownProblems = new Set(packageTypeProblems(context, context.version).map((p) => p.change));
  const packages = packageTypeProblems(context, CURRENT)
    .map((p) => p.change)
    .filter((c) => !ownProblems.has(c));
  // A field the package's type drops in the current version needs no rename first.
  for (const [change, places] of renames) {
    const target = change.slice(change.indexOf(' to ') + 4);
    const kept = places.filter((place) => !packages.some((c) => c.startsWith(`remove ${target} from ${place}`)));
    if (kept.length === 0) renames.delete(change);
    else renames.set(change, kept);
  }
  const placed = (map: Map<string, string[]>) =>
    [...map].map(([change, places]) => {
      const shown = places.filter((p) => p !== '');
      if (shown.length === 0) return change;
      return shown.length <= 3 ? `${change} (${shown.join(', ')})` : `${change} (${shown.length}\u00d7)`;
    });
  return [...placed(renames), ...placed(removals), ...fixes, ...new Set(packages)];
}

function issueKey(issue: ModelIssue): string {
  return `${issue.kind} ${issue.pointer} ${issue.missing?.key ?? issue.message}`;
}

/** A required field missing under the current version that the file has under its older name (the rename covers it). */
function explainedByRename(issue: ModelIssue, context: RegistryContext): boolean {
  if (!issue.missing) return false;
  const holder = context.placed(CURRENT).find((p) => p.pointer === issue.pointer);
  if (!holder) return false;
  const fields = Object.entries(holder.value);
  return fields.some(([key]) => fieldOf(holder.definition, key)?.renamedTo !== undefined && spellingIn(holder.definition, key, CURRENT) === issue.missing?.key);
}
