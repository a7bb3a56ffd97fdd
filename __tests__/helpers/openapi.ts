/**
 * Checks HTTP requests (and the fake's own responses) against GitHub's official REST OpenAPI
 * description: the method and path must exist, path and query parameters must be declared and
 * well-typed, required ones present, and JSON bodies must match the schema. It reads
 * github-openapi.json, an extract of @octokit/openapi that holds every path and method but the
 * schemas only of the operations the fake plays (openapi-extract.ts; `npm run openapi:extract`).
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

interface Schema {
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  /** Absent from the extract's outline of an operation the fake does not play. */
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Spec {
  'x-extracted-from': string;
  paths: Record<string, Record<string, Operation | unknown>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

export interface MatchedOperation {
  template: string;
  method: string;
  operationId: string;
  params: Record<string, string>;
  operation: Operation;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export class GitHubOpenApi {
  private static instance: GitHubOpenApi | undefined;
  private readonly routes: { regex: RegExp; names: string[]; template: string; item: Record<string, unknown> }[];
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  static load(): GitHubOpenApi {
    if (!GitHubOpenApi.instance) {
      const file = new URL('./github-openapi.json', import.meta.url);
      GitHubOpenApi.instance = new GitHubOpenApi(JSON.parse(readFileSync(file, 'utf8')) as Spec);
    }
    return GitHubOpenApi.instance;
  }

  /** Where the description comes from, as "@octokit/openapi@<version>". */
  get source(): string {
    return this.spec['x-extracted-from'];
  }

  private constructor(private readonly spec: Spec) {
    this.routes = Object.entries(spec.paths)
      .map(([template, item]) => {
        const names: string[] = [];
        const pattern = template
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const param = /^\{([^}]+)\}$/.exec(part);
            if (!param) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
            names.push(param[1]);
            return '([^/]+)';
          })
          .join('');
        return { regex: new RegExp(`^${pattern}$`), names, template, item };
      })
      .sort((a, b) => a.names.length - b.names.length); // literal segments win over parameters
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ components: { schemas: spec.components.schemas } }, 'github');
  }

  match(method: string, pathname: string): MatchedOperation | undefined {
    const lower = method.toLowerCase();
    for (const route of this.routes) {
      const found = route.regex.exec(pathname);
      const operation = route.item[lower] as Operation | undefined;
      if (!found || !operation || !METHODS.includes(lower)) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
      return { template: route.template, method: lower, operationId: operation.operationId, params, operation };
    }
    return undefined;
  }

  /** Problems with a request, as messages; empty when GitHub's description allows it. */
  checkRequest(method: string, url: URL, body: unknown, contentType: string | undefined): { match?: MatchedOperation; problems: string[] } {
    const match = this.match(method, url.pathname);
    if (!match) return { problems: [`${method} ${url.pathname} is not an operation of GitHub's REST API`] };
    const where = `${method} ${match.template}`;
    if (!match.operation.responses)
      return {
        match,
        problems: [
          `${where} (${match.operationId}) is an operation the fake does not play, so the extract leaves out its schemas: play it in fake-github.ts and run npm run openapi:extract`,
        ],
      };
    const problems: string[] = [];
    const parameters = (match.operation.parameters ?? []).map((p) => ('$ref' in p ? this.parameter(p.$ref) : p));
    for (const parameter of parameters) {
      const raw =
        parameter.in === 'path' ? match.params[parameter.name] : parameter.in === 'query' ? (url.searchParams.get(parameter.name) ?? undefined) : undefined;
      if (parameter.in !== 'path' && parameter.in !== 'query') continue;
      if (raw === undefined) {
        if (parameter.required) problems.push(`${where}: required ${parameter.in} parameter "${parameter.name}" is missing`);
        continue;
      }
      const problem = this.checkValue(coerce(raw, parameter.schema), parameter.schema ?? {}, `${where}#${parameter.name}`);
      if (problem) problems.push(`${where}: ${parameter.in} parameter "${parameter.name}"=${JSON.stringify(raw)} ${problem}`);
    }
    const known = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of url.searchParams.keys()) if (!known.has(name)) problems.push(`${where}: unknown query parameter "${name}"`);

    const requestBody = match.operation.requestBody;
    const schema = requestBody?.content?.['application/json']?.schema;
    if (body === undefined) {
      if (requestBody?.required) problems.push(`${where}: a JSON request body is required`);
    } else if (!schema) {
      problems.push(`${where}: takes no JSON request body`);
    } else {
      if (!contentType?.startsWith('application/json')) problems.push(`${where}: content-type is ${JSON.stringify(contentType)}, not application/json`);
      const problem = this.checkValue(body, schema, `${where}#body`);
      if (problem) problems.push(`${where}: request body ${problem}`);
    }
    return { match, problems };
  }

  /** Problems with a response the fake server sends, so the fake cannot drift from GitHub. */
  checkResponse(match: MatchedOperation, status: number, body: unknown): string[] {
    const response = match.operation.responses?.[String(status)];
    const where = `${match.method.toUpperCase()} ${match.template}`;
    // GitHub answers 404 for any missing resource, whether or not the description lists it.
    if (!response) return status === 404 ? [] : [`${where}: GitHub never answers ${status}`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema || body === undefined) return [];
    const problem = this.checkValue(body, schema, `${where}#${status}`);
    return problem ? [`${where}: ${status} response ${problem}`] : [];
  }

  private parameter(ref: string): Parameter {
    return this.spec.components.parameters[ref.replace('#/components/parameters/', '')];
  }

  private checkValue(value: unknown, schema: Schema, key: string): string | undefined {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as Schema);
      this.validators.set(key, validate);
    }
    if (validate(value)) return undefined;
    return `does not match GitHub's schema: ${this.ajv.errorsText(validate.errors, { dataVar: 'value' })}`;
  }
}

/** Inline schemas refer to "#/components/…"; point them at the components added as "github". */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? `github${value}` : rebase(value)]),
  );
}

function coerce(raw: string, schema: Schema | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number') return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (schema?.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}
