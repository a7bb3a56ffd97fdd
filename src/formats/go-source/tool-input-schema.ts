/**
 * mark3labs/mcp-go's `mcp.ToolInputSchema{Type: "object", Properties: map[string]any{"q": map[string]any{"type":
 * "string", "description": "…"}}, Required: []string{"q"}}`, as a `mcp.Tool{…}` literal's `InputSchema`: the
 * JSON its MarshalJSON writes (mcp-go's tools.go: `type`, `$defs`, `properties`, `{}` when not given,
 * `required` when not empty, `additionalProperties`), each value a literal map, slice or scalar read as
 * json-literal.ts reads one. A field not written as such a literal, or one not listed here, makes the whole
 * schema not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Read, UNKNOWN } from '../source/extracted.js';
import { type JsonLiteralInput, jsonLiteral } from './json-literal.js';

const IMPORT = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"github\.com\/mark3labs\/mcp-go\/mcp"/;
/** The fields read, by their JSON names. */
const FIELDS: Readonly<Record<string, string>> = {
  Type: 'type',
  Defs: '$defs',
  Properties: 'properties',
  Required: 'required',
  AdditionalProperties: 'additionalProperties',
};

/** A reader of the `ToolInputSchema` literal at `i` as JSON placed under `pointer` (UNKNOWN when it is none), or undefined when the file does not import mcp-go's `mcp`. */
export function toolInputSchema(text: string, input: JsonLiteralInput): ((i: number, pointer: string) => Read) | undefined {
  const alias = text.includes('mark3labs/mcp-go/mcp"') ? IMPORT.exec(text) : null;
  if (!alias) return undefined;
  const name = alias[1]?.trim() ?? 'mcp';
  const { tokens, pairs, skip, place } = input;
  const json = jsonLiteral(input);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  return (i, pointer) => {
    const open = i + 3;
    if (!(is(i, name) && op(i + 1, '.') && is(i + 2, 'ToolInputSchema') && op(open, '{') && skip(i) === pairs[open] + 1)) return UNKNOWN;
    const read: Record<string, unknown> = {};
    for (let j = open + 1; j < pairs[open]; ) {
      const key = tokens[j].kind === 'name' && op(j + 1, ':') && Object.hasOwn(FIELDS, tokens[j].text as string) ? FIELDS[tokens[j].text as string] : undefined;
      if (key === undefined || Object.hasOwn(read, key)) return UNKNOWN;
      const value = json(j + 2, joinPointer(pointer, key));
      const fits =
        key === 'type'
          ? typeof value === 'string'
          : key === 'required'
            ? Array.isArray(value) && value.every((v) => typeof v === 'string')
            : key === 'additionalProperties'
              ? typeof value === 'boolean' || isObject(value)
              : isObject(value);
      if (value === UNKNOWN || !fits) return UNKNOWN;
      read[key] = value;
      j = skip(j + 2);
      if (op(j, ',')) j++;
    }
    const { type = '', properties = {}, required = [], ...rest } = read;
    place(pointer, i, pairs[open]);
    return { type, properties, ...((required as unknown[]).length > 0 ? { required } : {}), ...rest };
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
