import { missingKeyFix } from '../../../engine/fix.js';
import type { ModelIssue } from '../../../model/check.js';
import { hasOwn, listOf } from '../../../util/json.js';
import { getAt, joinPointer, parentPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { registryRule, type RegistryContext } from '../context.js';
import { article, type Foreign, fitMessage, fitOf } from '../fit.js';
import { AXIS, CURRENT } from '../versions.js';
import { fieldOf, MODEL, PREVIEW_FIELDS, previewFieldFor, spellingIn, spellingsOf } from '../model.js';
import { isValueIssue, pathOf } from '../values.js';
import { objectsOf } from '../walk.js';

const PACKAGE_NEEDS = {
  registryType: 'it says which registry to download the package from',
  registry_type: 'it says which registry to download the package from',
  identifier: 'it names the package to install',
  transport: 'it tells clients how to talk to the server once the package runs',
};
const URL_NEEDS = { url: 'it is where clients connect' };

/** Why a required field matters, by definition, for the message about a file without it. */
const NEEDED_FOR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Server: {
    name: 'it is the server\u2019s identity in the registry',
    description: 'it is what people read in the registry\u2019s list',
    version: 'it names the release this file describes',
  },
  ClosedPackage: { ...PACKAGE_NEEDS, version: 'it names the release of the package to install' },
  Package: PACKAGE_NEEDS,
  KeyValueInput: { name: 'it is the variable or header the value is for' },
  NamedArgument: { name: 'it is the flag the client writes' },
  Repository: { url: 'it is where people find the code', source: 'it names the forge that hosts the code' },
  Icon: { src: 'it is where clients load the icon from' },
  StreamableHttpTransport: URL_NEEDS,
  SseTransport: URL_NEEDS,
  RemoteStreamableHttp: URL_NEEDS,
  RemoteSse: URL_NEEDS,
};

/**
 * mcpdesc.registry.structure: the file is valid against the JSON Schema of the version it declares:
 * required fields, types, allowed values, lengths, patterns, URI formats, and no unknown key where the
 * schema closes an object (a package until 2025-09-29). A file whose fields belong to another version
 * gets one finding that says so instead of one per field.
 */
export default registryRule('mcpdesc.registry.structure', (context) => {
  const { version, report } = context;
  const fit = fitOf(context);
  const summarised = fit.better.length > 0 && fit.rejected;
  // One foreign field is reported at its key; several, at the "$schema" they contradict.
  if (summarised) {
    if (fit.foreign.length === 1) report(fit.foreign[0].pointer, fitMessage(fit, version), 'key');
    else report('/$schema', fitMessage(fit, version));
  }
  const foreign = new Map(fit.foreign.map((f) => [f.pointer, f]));
  // A misspelt required key is one finding, the missing key's ("Found "identifer": did you mean …?").
  const typos = new Set(context.issues().flatMap((i) => (i.missing?.found ? [joinPointer(i.pointer, i.missing.found)] : [])));
  for (const issue of context.issues()) {
    if (issue.kind === 'deprecated') continue;
    if (issue.kind === 'unavailable') {
      const f = foreign.get(issue.pointer);
      if (f?.closed && !summarised) report(issue.pointer, closedForeign(f, version), 'key');
      continue;
    }
    if (fit.explained.has(issue)) {
      if (!summarised) report(issue.pointer, renamedRequired(context, issue));
    } else if (issue.unknown) {
      if (!typos.has(issue.pointer)) report(issue.pointer, unknownInClosed(context, issue), 'key');
    } else if (issue.missing && !isValueIssue(issue)) {
      report(issue.pointer, missingRequired(context, issue), 'value', missingKeyFix(issue.pointer, issue.missing, getAt(context.root, issue.pointer)));
    } else if (isValueIssue(issue)) {
      report(issue.pointer, issue.message, issue.target);
    } else {
      report(issue.pointer, `${issue.message} mcp-publisher validates the file against the ${version} schema and rejects it.`, issue.target);
    }
  }
  // JSON Schema's additionalProperties: false allows no "x-" keys either (the model's closed objects do).
  for (const pkg of objectsOf(context.placed(), 'ClosedPackage')) {
    for (const key of Object.keys(pkg.value)) {
      if (key.startsWith('x-') && !fieldOf('ClosedPackage', key)) {
        report(
          joinPointer(pkg.pointer, key),
          `Unknown property ${JSON.stringify(key)} in a package: the ${version} schema allows no other keys in a package, extensions included, so mcp-publisher rejects the file. Remove it, or move it to "_meta" under "io.modelcontextprotocol.registry/publisher-provided".`,
          'key',
        );
      }
    }
  }
});

function owner(pointer: string): string {
  const path = pathOf(pointer);
  return path === '' ? 'This server.json' : JSON.stringify(path);
}

function missingRequired(context: RegistryContext, issue: ModelIssue): string {
  const key = issue.missing?.key as string;
  const found = issue.missing?.found;
  const holder = context.placed().find((p) => p.pointer === issue.pointer);
  const why = holder ? NEEDED_FOR[holder.definition]?.[key] : undefined;
  const preview = holder ? previewFieldFor(holder, key, context.version) : undefined;
  const hint = found
    ? `Found ${JSON.stringify(found)}: did you mean ${JSON.stringify(key)}?`
    : preview
      ? `It has ${JSON.stringify(preview)}, a field of a preview of the 2025-07-09 schema that became ${JSON.stringify(key)}: ${preview === 'version_detail' ? 'write its "version" as "version" here' : `rename it to ${JSON.stringify(key)}`}.`
      : `Add ${JSON.stringify(key)}.`;
  return `${owner(issue.pointer)} has no ${JSON.stringify(key)}, which the ${context.version} schema requires${why ? ` (${why})` : ''}, so mcp-publisher rejects the file. ${hint}`;
}

/** A required field the file has under another version's name (`registry_type` in a 2025-12-11 file). */
function renamedRequired(context: RegistryContext, issue: ModelIssue): string {
  const key = issue.missing?.key as string;
  const holder = context.placed().find((p) => p.pointer === issue.pointer);
  const other = holder ? spellingsOf(holder.definition, key).find((s) => s !== key && hasOwn(holder.value, s)) : undefined;
  const field = holder && other ? fieldOf(holder.definition, other) : undefined;
  const when = field?.until ?? field?.since ?? '';
  return `${owner(issue.pointer)} has no ${JSON.stringify(key)}, which the ${context.version} schema requires, so mcp-publisher rejects the file. It has ${JSON.stringify(other)}, the ${when} name of the same field: rename it to ${JSON.stringify(key)}.`;
}

/** A key of another version in an object the declared schema closes. */
function closedForeign(f: Foreign, version: string): string {
  const noun = MODEL.definition(f.definition).noun;
  const start = `${JSON.stringify(f.key)} is not a field of ${article(noun)} in ${version}, whose schema allows no other keys in ${article(noun)}, so mcp-publisher rejects the file`;
  if (f.declaredName !== undefined) {
    const newer = AXIS.compare(f.versions[0], version) > 0;
    return newer
      ? `${start}: it is the name ${f.versions[0]} gave ${JSON.stringify(f.declaredName)}. Rename it to ${JSON.stringify(f.declaredName)}, or use the "$schema" of ${CURRENT} (the current version).`
      : `${start}: it is the ${f.versions[f.versions.length - 1]} name of ${JSON.stringify(f.declaredName)}. Rename it to ${JSON.stringify(f.declaredName)}.`;
  }
  return `${start}: it exists ${f.versions.length === 1 ? `only in ${f.versions[0]}` : `in ${f.versions[0]} to ${f.versions[f.versions.length - 1]}`}. Remove it.`;
}

/** A key no version defines, in an object the declared schema closes. */
function unknownInClosed(context: RegistryContext, issue: ModelIssue): string {
  const unknown = issue.unknown as NonNullable<ModelIssue['unknown']>;
  const noun = unknown.noun ?? 'object';
  const definition = context.placed().find((p) => joinPointer(p.pointer, unknown.key) === issue.pointer)?.definition;
  const preview = definition ? PREVIEW_FIELDS[definition]?.[unknown.key] : undefined;
  const replacement = preview ? spellingIn(definition as string, preview.split(' ')[0], context.version) : undefined;
  const typo = unknown.suggestion ?? closest(unknown.key, unknown.known);
  const hint = preview
    ? `It is a field of a preview of the 2025-07-09 schema; write ${JSON.stringify(replacement ?? preview.split(' ')[0])} instead${preview.includes('(') ? ` ${preview.slice(preview.indexOf('('))}` : ''}.`
    : typo
      ? `Did you mean ${JSON.stringify(typo)}?`
      : `Remove it (${article(noun)} has ${listOf(unknown.known, 'and')}).`;
  const parent = parentPointer(issue.pointer);
  const where = parent === '' ? '' : ` at ${JSON.stringify(pathOf(parent))}`;
  return `Unknown property ${JSON.stringify(unknown.key)} in ${article(noun)}${where}: the ${context.version} schema allows no other keys in ${article(noun)}, so mcp-publisher rejects the file. ${hint}`;
}
