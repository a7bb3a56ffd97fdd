/**
 * Cuts GitHub's REST OpenAPI description (13 MB, @octokit/openapi's generated/api.github.com.json)
 * down to what the fake GitHub needs, so tests neither install the 385 MB package nor parse it.
 *
 * Kept: every path template with every method and its operationId, so a request GitHub does not
 * serve is still refused and one GitHub serves is still named; for the operations the fake plays,
 * their parameters, request body and response schemas, with every component they reach through
 * "$ref". Left out: prose (summaries, descriptions, examples), and the schemas of the operations the
 * fake does not play, which it refuses whatever their parameters. Pure and deterministic: the
 * description's own order, nothing added, so extracting from an extract gives it back unchanged.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The fields of an operation kept for the operations the fake plays. */
const OPERATION_FIELDS = ['operationId', 'parameters', 'requestBody', 'responses'];
/** The fields of a parameter the checker reads. */
const PARAMETER_FIELDS = ['$ref', 'name', 'in', 'required', 'schema'];

/**
 * The extract of `spec` (an OpenAPI 3.0 description) that holds the outline of every operation and
 * the whole of the ones named in `operationIds`; `source` names where it comes from, as
 * "package@version".
 */
export function extractOpenApi(spec: JsonObject, operationIds: readonly string[], source: string): JsonObject {
  const wanted = new Set(operationIds);
  const found = new Set<string>();
  const paths: JsonObject = {};
  for (const [template, item] of Object.entries(object(spec.paths))) {
    const kept: JsonObject = {};
    for (const [method, operation] of Object.entries(object(item))) {
      const op = object(operation);
      const id = op.operationId;
      if (typeof id !== 'string') throw new Error(`${method.toUpperCase()} ${template} has no operationId`);
      if (!wanted.has(id)) {
        kept[method] = { operationId: id };
        continue;
      }
      found.add(id);
      kept[method] = pick(op, OPERATION_FIELDS, {
        parameters: (list) => array(list).map((p) => pick(object(p), PARAMETER_FIELDS)),
        requestBody: (body) => pick(object(body), ['$ref', 'required', 'content'], { content: mediaTypes }),
        responses: (responses) => mapValues(object(responses), response),
      });
    }
    paths[template] = kept;
  }
  const missing = operationIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`GitHub's description has no operation ${missing.join(', ')}`);

  const components = object(spec.components);
  const reached = reachable(paths, components);
  const keptComponents: JsonObject = {};
  for (const [kind, entries] of Object.entries(components)) {
    const kept: JsonObject = {};
    for (const [name, value] of Object.entries(object(entries))) {
      if (!reached.has(`#/components/${kind}/${name}`)) continue;
      kept[name] = kind === 'parameters' ? pick(object(value), PARAMETER_FIELDS) : kind === 'responses' ? response(value) : value;
    }
    if (Object.keys(kept).length > 0) keptComponents[kind] = kept;
  }
  return {
    'x-extracted-from': source,
    'x-extracted-by': 'scripts/github-openapi.ts: every path and method; schemas only for the operations the fake GitHub plays',
    openapi: spec.openapi ?? null,
    paths,
    components: keptComponents,
  };
}

/** The components reached from `root` through "$ref", following refs inside components too. */
function reachable(root: Json, components: JsonObject): Set<string> {
  const seen = new Set<string>();
  const queue: Json[] = [root];
  while (queue.length > 0) {
    const value = queue.pop() as Json;
    if (Array.isArray(value)) queue.push(...value);
    else if (value !== null && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        if (key !== '$ref' || typeof child !== 'string') {
          queue.push(child);
          continue;
        }
        if (seen.has(child)) continue;
        const [, kind, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(child) ?? [];
        const target = kind === undefined ? undefined : object(components[kind])[name];
        if (target === undefined) throw new Error(`"$ref": ${JSON.stringify(child)} points at no component`);
        seen.add(child);
        // Reach what the component keeps, not its examples.
        queue.push(kind === 'parameters' ? pick(object(target), PARAMETER_FIELDS) : kind === 'responses' ? response(target) : target);
      }
  }
  return seen;
}

function response(value: Json): Json {
  return pick(object(value), ['$ref', 'content'], { content: mediaTypes });
}

/** A content map with only each media type's schema (its examples are prose). */
function mediaTypes(content: Json): Json {
  return mapValues(object(content), (media) => pick(object(media), ['schema']));
}

function pick(from: JsonObject, fields: string[], transform: Record<string, (value: Json) => Json> = {}): JsonObject {
  const kept: JsonObject = {};
  for (const [key, value] of Object.entries(from)) if (fields.includes(key)) kept[key] = transform[key]?.(value) ?? value;
  return kept;
}

function mapValues(from: JsonObject, map: (value: Json) => Json): JsonObject {
  return Object.fromEntries(Object.entries(from).map(([key, value]) => [key, map(value)]));
}

function object(value: Json | undefined): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`expected an object, found ${JSON.stringify(value)?.slice(0, 80)}`);
  return value;
}

function array(value: Json): Json[] {
  if (!Array.isArray(value)) throw new Error(`expected a list, found ${JSON.stringify(value).slice(0, 80)}`);
  return value;
}

/**
 * The extract as text: one line per path and per component, so a refresh shows in a diff as the
 * operations and components that changed.
 */
export function formatExtract(extract: JsonObject): string {
  const lines = Object.entries(extract).map(([key, value]) => {
    if (key === 'paths') return `  ${JSON.stringify(key)}: ${block(object(value), '  ', (item) => JSON.stringify(item))}`;
    if (key === 'components')
      return `  ${JSON.stringify(key)}: ${block(object(value), '  ', (kind) => block(object(kind), '    ', (item) => JSON.stringify(item)))}`;
    return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

function block(entries: JsonObject, indent: string, format: (value: Json) => string): string {
  const lines = Object.entries(entries).map(([key, value]) => `${indent}  ${JSON.stringify(key)}: ${format(value)}`);
  return lines.length === 0 ? '{}' : `{\n${lines.join(',\n')}\n${indent}}`;
}
