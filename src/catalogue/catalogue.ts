/**
 * The rule catalogue: `rules/<family>.yaml`, one entry per rule. It is the single source of rule
 * documentation, SARIF rule metadata, default levels and the versions a rule applies to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Level } from '../engine/finding.js';
import { FORMAT_INFOS, formatInfoById } from '../formats/loaders.js';
import { VERSION_MODELS as MODELS } from '../formats/models.generated.js';
import type { Span } from '../model/axis.js';
import type { Catalogue, ExampleRef, Requirement, RuleEntry } from './entry.js';
import { catalogueOf, prebuiltCatalogue } from './open.js';
import { packageRoot } from './package-root.js';
import { vendoredYaml } from '../util/lazy-require.js';

export type { Catalogue, ExampleRef, Requirement, RuleEntry } from './entry.js';

export const LEVEL_OF: Readonly<Record<Requirement, Level>> = { must: 'error', should: 'warning', may: 'note' };

const REQUIRED_TEXT = ['id', 'title', 'summary', 'statement', 'fix', 'owner', 'surface', 'path', 'kind', 'level', 'status'] as const;

/** The catalogue: from `root`'s rules/*.yaml when given, else prebuilt when running from a bundle, else the package's YAML. */
export function loadCatalogue(root?: string): Catalogue {
  return (root === undefined ? prebuiltCatalogue() : undefined) ?? catalogueOf(readRules(root ?? packageRoot()));
}

export function readRules(root: string): RuleEntry[] {
  const dir = join(root, 'rules');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .flatMap((file) => parseFamily(file.replace(/\.yaml$/, ''), readFileSync(join(dir, file), 'utf8')));
}

function parseFamily(family: string, text: string): RuleEntry[] {
  const doc = vendoredYaml().parse(text) as { rules?: unknown; format?: unknown };
  if (!doc || !Array.isArray(doc.rules)) throw new Error(`rules/${family}.yaml: expected a top-level "rules" list`);
  return doc.rules.map((raw, index) => toEntry(family, raw as Record<string, unknown>, index, doc.format));
}

/**
 * A rule's formats: its own `format`, else its family's; `all` for rules of every format, `client-config`
 * for every client configuration (in precedence order, as the registry lists them).
 */
function formatsOf(raw: unknown, where: string): string[] {
  if (raw === 'all') return FORMAT_INFOS.map((f) => f.id);
  if (raw === 'client-config') return FORMAT_INFOS.filter((f) => f.kind === 'client-config').map((f) => f.id);
  const ids = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(ids) || ids.length === 0)
    throw new Error(`${where}: "format" must name a format (or be "all"), in the rule or at the top of its family file`);
  for (const id of ids)
    if (!formatInfoById(String(id)))
      throw new Error(
        `${where}: unknown format ${String(id)}; name one of ${FORMAT_INFOS.map((f) => f.id).join(', ')} (the folders of src/formats with a manifest)`,
      );
  return ids.map(String);
}

/**
 * The version axis of a rule's formats: theirs when they all share it (a committed tool list reads the
 * descriptor's tool rules on the protocol's axis), else none.
 */
export function axisOf(formats: readonly string[]): readonly string[] {
  const axes = formats.map((id) => formatInfoById(id)?.versions ?? []);
  const [first = []] = axes;
  return axes.every((axis) => axis.join() === first.join()) ? first : [];
}

function versionsOf(formats: readonly string[], span: { since?: unknown; until?: unknown }, where: string): string[] {
  const axis = axisOf(formats);
  for (const bound of [span.since, span.until]) {
    if (bound !== undefined && !axis.includes(String(bound)))
      throw new Error(`${where}: unknown version ${String(bound)} (the rule's format has ${axis.join(', ') || 'no versions'})`);
  }
  const from = span.since === undefined ? 0 : axis.indexOf(String(span.since));
  const to = span.until === undefined ? axis.length - 1 : axis.indexOf(String(span.until));
  return axis.slice(from, to + 1);
}

/**
 * The "fix" `npm run new-rule` writes. The loader accepts it, so the new rule's tests can run while it is
 * written; the catalogue test rejects it.
 */
export const FIX_PLACEHOLDER = 'TODO what a user changes in the file to resolve a finding, in 1 to 3 sentences.';

/**
 * Where the rule's surface exists, from `exists`: a definition of its format's model ("Icon") or one of
 * its fields ("Tool.outputSchema"), so the span is the model's; or a span `{ since, until }` for a surface
 * no model holds (a JSON Schema keyword, an mcpdesc extension).
 */
function surfaceVersionsOf(formats: readonly string[], exists: unknown, where: string): string[] {
  if (exists === undefined) return [];
  // Formats that share one model (a tool list reads the descriptor's) share where its surfaces exist.
  const model = formats.every((id) => MODELS[id] === MODELS[formats[0]]) ? MODELS[formats[0]] : undefined;
  if (!model) throw new Error(`${where}: "exists" needs a rule of formats with one version model (${Object.keys(MODELS).join(', ')})`);
  if (typeof exists !== 'string') return versionsOf(formats, exists as Span, `${where} (exists)`);
  const [name, field, ...rest] = exists.split('.');
  if (!model.names.includes(name) || rest.length > 0)
    throw new Error(`${where}: "exists" names ${exists}, which is no definition (or Definition.field) of the ${formats[0]} model`);
  const definition = model.definition(name);
  const spans: Span[] = [definition];
  if (field !== undefined) {
    const found = definition.alias || !Object.hasOwn(definition.fields, field) ? undefined : definition.fields[field];
    if (!found) throw new Error(`${where}: "exists" names ${exists}, but ${name} has no field ${field}`);
    spans.push(found);
  }
  return model.axis.versions.filter((v) => spans.every((span) => model.axis.inSpan(v, span)));
}

function toEntry(family: string, raw: Record<string, unknown>, index: number, familyFormat: unknown): RuleEntry {
  const where = `rules/${family}.yaml, rule ${String(raw.id ?? `#${index + 1}`)}`;
  if (raw.fix === undefined)
    throw new Error(
      `${where}: "fix" is missing: write what a user does about a finding of this rule, in 1 to 3 sentences (the "How to fix" of its page and SARIF help)`,
    );
  for (const key of REQUIRED_TEXT) {
    if (typeof raw[key] !== 'string' || raw[key] === '') throw new Error(`${where}: "${key}" must be a non-empty string`);
  }
  const requirement = raw.level as Requirement;
  if (!(requirement in LEVEL_OF)) throw new Error(`${where}: "level" must be must, should or may`);
  if (raw.owner !== 'mcp' && raw.owner !== 'mcpdesc') throw new Error(`${where}: "owner" must be mcp or mcpdesc`);
  const formats = formatsOf(raw.format ?? familyFormat, where);
  const examples = (raw.examples ?? {}) as { valid?: unknown; invalid?: unknown };
  const versions = versionsOf(formats, (raw.versions ?? {}) as { since?: unknown; until?: unknown }, where);
  const surfaceVersions = surfaceVersionsOf(formats, raw.exists, where);
  // A rule without `versions` may still report in versions without its surface (a field that cannot be there).
  const outside = raw.versions === undefined ? [] : versions.filter((v) => surfaceVersions.length > 0 && !surfaceVersions.includes(v));
  if (outside.length > 0) throw new Error(`${where}: "versions" includes ${outside.join(', ')}, where its surface ("exists") does not exist`);
  return {
    id: raw.id as string,
    family,
    title: raw.title as string,
    summary: raw.summary as string,
    statement: raw.statement as string,
    fix: (raw.fix as string).trim(),
    owner: raw.owner,
    surface: raw.surface as string,
    path: raw.path as string,
    kind: raw.kind as string,
    requirement,
    level: LEVEL_OF[requirement],
    status: raw.status as string,
    formats,
    versions,
    surfaceVersions,
    ...(typeof raw.spec === 'string' ? { spec: raw.spec } : {}),
    tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
    examples: { valid: exampleRefs(examples.valid, where), invalid: exampleRefs(examples.invalid, where) },
  };
}

function exampleRefs(list: unknown, where: string): ExampleRef[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`${where}: examples must be lists of {file, pointer}`);
  return list.map((item: { file?: unknown; pointer?: unknown }) => {
    if (typeof item?.file !== 'string' || typeof (item.pointer ?? '') !== 'string') {
      throw new Error(`${where}: each example needs "file" and "pointer"`);
    }
    return { file: item.file, pointer: (item.pointer as string | undefined) ?? '' };
  });
}
