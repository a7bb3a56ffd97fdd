/**
 * The tools a Go server defines with an MCP SDK:
 * - mark3labs/mcp-go: `mcp.NewTool("name", mcp.WithDescription(…), mcp.WithString("p", mcp.Required(),
 *   mcp.Description(…), mcp.Enum(…)), mcp.WithReadOnlyHintAnnotation(true), …)`, and
 *   `mcp.NewToolWithRawSchema("name", "description", schema)`, whose raw JSON schema is not read;
 * - the official go-sdk: a `mcp.Tool{Name: …, Title: …, Description: …, Annotations: &mcp.ToolAnnotations{…}}`
 *   literal (as `mcp.AddTool` and `server.AddTool` take it), whose input schema the SDK makes from the
 *   handler's argument type: not read here, and listed as not statically known. An `InputSchema` written as a
 *   literal, `&jsonschema.Schema{…}`, mcp-go's `mcp.ToolInputSchema{…}` or `json.RawMessage(`{…}`)`, is read
 *   (jsonschema-literal.ts, tool-input-schema.ts, raw-json-schemas.ts).
 * Values only when written as literals (`+` of strings, raw strings), same-file constants or string constants
 * of the package's other files (package-constants.ts).
 */
import type { StringAnchors } from '../../parse/parse.js';
import type { AddedCall } from './added-calls.js';
import { joinedAnchors, literalAnchors } from '../../parse/string-anchors.js';
import { joinPointer } from '../../util/pointer.js';
import { emptyExtracted, type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { bracketPairs, callArguments, placer } from '../source/tokens.js';
import { MAX_CHAIN, type ToolBuilder, toolBuilders } from './builders.js';
import type { HandRolled } from './hand-rolled.js';
import { type ConvertedType, convertedLiterals, type WrittenType } from './converted-types.js';
import { localValues } from './local-values.js';
import { readMapTools } from './map-tools.js';
import { readMethodTools } from './method-tools.js';
import type { ToolStruct } from './registrars.js';
import { readStructTools } from './struct-tools.js';
import { type GolangFile, golangAlias, golangFileOf, golangServer, readGolangLists } from './golang.js';
import type { SpecHelper, SpecHelpers } from './spec-helpers.js';
import { jsonschemaAlias, schemaLiteral } from './jsonschema-literal.js';
import { editedSchemas, type SchemaHelpers } from './schema-edits.js';
import { importsFoxy } from './sdk.js';
import { rawJsonSchema } from './raw-json-schemas.js';
import { spreadOptions } from './option-slices.js';
import { annotationOption, mcpGoAlias } from './tool-annotations.js';
import { toolInputSchema } from './tool-input-schema.js';
import { goTokens } from './tokens.js';
import type { ToolWrapper, ToolWrappers } from './wrappers.js';

const MAX_DEPTH = 32;

/** mcp-go's parameter options, by the JSON Schema type they declare. */
const PARAMETERS: Readonly<Record<string, string>> = {
  WithString: 'string',
  WithNumber: 'number',
  WithInteger: 'integer',
  WithBoolean: 'boolean',
  WithArray: 'array',
  WithObject: 'object',
};
/** mcp-go's property options with one value, by the keyword they set. */
const PROPERTY_VALUES: Readonly<Record<string, string>> = {
  Description: 'description',
  DefaultString: 'default',
  DefaultNumber: 'default',
  DefaultBool: 'default',
  Min: 'minimum',
  Max: 'maximum',
  MinLength: 'minLength',
  MaxLength: 'maxLength',
  Pattern: 'pattern',
  Title: 'title',
};
/** mcp-go's annotation options, by the annotation they set. */
const ANNOTATIONS: Readonly<Record<string, string>> = {
  WithTitleAnnotation: 'title',
  WithReadOnlyHintAnnotation: 'readOnlyHint',
  WithDestructiveHintAnnotation: 'destructiveHint',
  WithIdempotentHintAnnotation: 'idempotentHint',
  WithOpenWorldHintAnnotation: 'openWorldHint',
};

/** The text fields of the go-sdk's Prompt, Resource and ResourceTemplate, by their JSON names. */
const TEXT_FIELDS: Readonly<Record<string, string>> = {
  Name: 'name',
  Title: 'title',
  Description: 'description',
  URI: 'uri',
  URITemplate: 'uriTemplate',
  MIMEType: 'mimeType',
};

/**
 * `goSdk`: the file imports the official go-sdk, which makes a tool's input schema from its handler's argument type.
 * `served`: the file is of a module that answers MCP's methods itself (hand-rolled.ts): only its types with
 * tool methods are read (method-tools.ts), its other literals being its own types', not an SDK's.
 * `helpers`: the module's registering helpers the file calls (spec-helpers.ts), whose spec literals are tools.
 * `listed`: the tool type whose slice literal this serving file's `tools/list` answer writes (registrars.ts).
 * `golang`: for a metoro-io/mcp-golang file, the registered lists it declares and its loops that register them
 * (golang.ts); read from the file alone when not given.
 * `wrappers`: the module's own constructors over mcp-go the file calls (wrappers.ts), each call a tool, and
 * its pointer helpers, each call of a value that value.
 * `translated`: the file's calls of a translation helper (translations.ts), each the default it is given.
 * `added`: its registrations whose tool is a call (added-calls.ts), each listed unless a reader reads that tool.
 */
export function extractGoTools(
  text: string,
  goSdk = false,
  served?: HandRolled,
  helpers?: SpecHelpers,
  listed?: ToolStruct,
  golang?: GolangFile,
  wrappers?: ToolWrappers,
  translated?: ReadonlySet<number>,
  added?: readonly AddedCall[],
  converted?: readonly WrittenType[],
  edits?: SchemaHelpers,
  sources?: ReadonlySet<number>,
  replaced?: ReadonlyMap<number, readonly string[]>,
  packaged?: ReadonlyMap<string, string>,
): Extracted {
  const tokens = goTokens(text);
  const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors, conditional } = emptyExtracted();

  const pairs = bracketPairs(tokens);
  const locals = localValues(text, tokens, pairs);
  const literals = new Set(locals.values());
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;

  // Constants: `const X = …`, and each `X = …` of a `const ( … )` block.
  const constants = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    if (!is(i, 'const')) continue;
    if (op(i + 1, '(')) {
      for (let j = i + 2; j < pairs[i + 1]; j++) {
        if (tokens[j].kind !== 'name' || op(j - 1, '.')) continue;
        // `Name = value` or `Name Type = value`.
        const typed = tokens[j + 1]?.kind === 'name' && op(j + 2, '=');
        if (typed || op(j + 1, '=')) constants.set(tokens[j].text as string, typed ? j + 3 : j + 2);
        if (typed) j += 2;
      }
    } else if (tokens[i + 1]?.kind === 'name') {
      const equals = op(i + 2, '=') ? i + 2 : op(i + 3, '=') ? i + 3 : -1;
      if (equals !== -1) constants.set(tokens[i + 1].text as string, equals + 1);
    }
  }

  /** The index after the expression at `i`: at a `,`, a `:` or a closing bracket at its depth. */
  const skip = (i: number): number => {
    for (; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind !== 'op') continue;
      if (t.text === '(' || t.text === '[' || t.text === '{') i = pairs[i];
      else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ':') return i;
      else if (t.text === '=' || t.text === ':=') return i;
    }
    return i;
  };

  /**
   * A tool builder's call being read: the call's name, and per builder followed (the called one, then each it
   * forwards to) the tokens of its literal or forwarded call and what each of its parameters is given.
   */
  let call: { frames: { from: number; to: number; args: Map<string, number> }[]; site: number } | undefined;
  const frameOf = (i: number) => call?.frames.find((f) => i >= f.from && i <= f.to);
  /** Where what is written at `i` is reported: in a builder's literal or forwarded call, at the call that gives it its values. */
  const startOf = (i: number) => (call && frameOf(i) ? tokens[call.site].start : tokens[i].start);

  /**
   * The start of what the expression at `i` stands for: a same-file constant's value, through `string(…)`
   * conversions; in a builder's literal, the argument its call gives a parameter.
   */
  const resolve = (i: number): number => {
    // `&trueVal` of a local that holds a literal (local-values.ts): the literal.
    let at = op(i, '&') && locals.has(i + 1) && skip(i) === i + 2 ? (locals.get(i + 1) as number) : i;
    for (let hops = 0; hops < MAX_DEPTH && tokens[at]?.kind === 'name'; hops++) {
      // `string(NAME)`: a typed constant converted.
      if (is(at, 'string') && op(at + 1, '(') && skip(at + 2) === pairs[at + 1]) {
        at += 2;
        continue;
      }
      // A module helper that returns its argument's address (wrappers.ts) gives that value: `ptr("…")` of the
      // file's own package, `utils.Ptr("…")` of another; `open` is the call's `(`.
      const open = op(at + 1, '(') && !op(at - 1, '.') ? at + 1 : op(at + 1, '.') && op(at + 3, '(') ? at + 3 : -1;
      const helper = open === at + 1 ? tokens[at].text : `${tokens[at].text}.${tokens[at + 2]?.text}`;
      const pointed = open !== -1 && wrappers?.pointers.has(helper as string) ? skip(open + 1) : -1;
      // One argument, maybe followed by a comma (a call written over lines).
      if (pointed !== -1 && (pointed === pairs[open] || (op(pointed, ',') && pointed + 1 === pairs[open]))) {
        at = open + 1;
        continue;
      }
      // `t("TOOL_X_DESCRIPTION", "default")` of a translation helper (translations.ts): its default.
      if (translated?.has(tokens[at].start) && op(at + 1, '(')) {
        at = args(at + 1)[1];
        continue;
      }
      const given = skip(at) === at + 1 ? frameOf(at)?.args.get(tokens[at].text as string) : undefined;
      if (given !== undefined) {
        at = given;
        continue;
      }
      const found = skip(at) === at + 1 ? (locals.get(at) ?? constants.get(tokens[at].text as string)) : undefined;
      if (found === undefined || found === at) break;
      at = found;
    }
    return at;
  };

  const place = placer(tokens, spans);

  /** The index after a chain of strings joined with `+` at `i` (Go ends a constant's line without a token). */
  const stringEnd = (i: number): number => {
    let end = i;
    while (op(end + 1, '+') && tokens[end + 2]?.kind === 'string') end += 2;
    return end + 1;
  };

  const value = (i: number, pointer: string, key?: number, depth = 0): Read => {
    // `"k8s_" + name`, `prefix + name`: a string joined with anything but strings is made at run time.
    if (op(tokens[i]?.kind === 'string' ? stringEnd(i) : i + 1, '+')) return UNKNOWN;
    const at = resolve(i);
    // A string constant of another file of the package (package-constants.ts): its value, placed at its name here.
    const declared = tokens[at]?.kind === 'name' && !op(at - 1, '.') && skip(at) === at + 1 ? packaged?.get(tokens[at].text as string) : undefined;
    if (declared !== undefined) {
      place(pointer, at, at, key);
      return declared;
    }
    // A local's literal ends its line, where Go writes no token (local-values.ts).
    const end = tokens[at]?.kind === 'string' ? stringEnd(at) : literals.has(at) ? at + 1 : skip(at);
    const read = literal(at, end, pointer, depth);
    if (read !== UNKNOWN && end > at) place(pointer, at, end - 1, key);
    if (typeof read === 'string') anchors.set(pointer, stringAnchors(at, end));
    return read;
  };

  const stringAnchors = (from: number, to: number): StringAnchors => {
    const pieces: { anchors: StringAnchors; length: number }[] = [];
    for (let j = from; j < to; j += 2) {
      const t = tokens[j];
      pieces.push({ anchors: literalAnchors(text, t.start + 1, t.end - 1, 0, t.raw === true), length: (t.text ?? '').length });
    }
    return joinedAnchors(pieces);
  };

  const literal = (i: number, end: number, pointer: string, depth: number): Read => {
    const t = tokens[i];
    if (!t || end <= i || depth > MAX_DEPTH) return UNKNOWN;
    if (t.kind === 'string') {
      // "a" + "b" + `c`
      let out = '';
      for (let j = i; j < end; j += 2) {
        if (tokens[j].kind !== 'string' || tokens[j].text === undefined || (j + 1 < end && !op(j + 1, '+'))) return UNKNOWN;
        out += tokens[j].text;
      }
      return out;
    }
    if (end === i + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? '')) return Number(t.text);
    if (end === i + 1 && (t.text === 'true' || t.text === 'false')) return t.text === 'true';
    if (op(i, '-') && end === i + 2 && tokens[i + 1].kind === 'number') return -Number(tokens[i + 1].text);
    // `&mcp.ToolAnnotations{…}` or `mcp.ToolAnnotations{…}`: its fields as an object.
    const open = composite(i);
    if (open !== -1 && pairs[open] + 1 === end) return fields(open, pointer, depth);
    return UNKNOWN;
  };

  /** The `{` of a composite literal `&pkg.Type{` / `pkg.Type{` / `Type{` at `i`, or -1. */
  const composite = (i: number): number => {
    let j = op(i, '&') ? i + 1 : i;
    if (tokens[j]?.kind !== 'name') return -1;
    if (op(j + 1, '.') && tokens[j + 2]?.kind === 'name') j += 2;
    return op(j + 1, '{') ? j + 1 : -1;
  };

  /** A struct literal's `Field: value` pairs as an object keyed by the JSON names (ReadOnlyHint → readOnlyHint). */
  const fields = (open: number, pointer: string, depth: number): Read => {
    const out: Record<string, unknown> = {};
    for (let j = open + 1; j < pairs[open]; ) {
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return UNKNOWN;
      const name = jsonName(tokens[j].text as string);
      const read = value(j + 2, joinPointer(pointer, name), j, depth + 1);
      if (read === UNKNOWN) return UNKNOWN;
      out[name] = read;
      j = skip(j + 2);
      if (op(j, ',')) j++;
    }
    return out;
  };

  /** A call's arguments at `open`, each as its first token. */
  const args = (open: number): number[] => callArguments(tokens, pairs, open, skip);
  /** The name the file calls mcp-go's `mcp` package by (tool-annotations.ts). */
  const mcpGoPackage = mcpGoAlias(text);

  /** The option called at `i` (`mcp.WithDescription(`): its name and the `(`, or undefined. */
  const option = (i: number): { name: string; open: number } | undefined => {
    let j = i;
    if (tokens[j]?.kind === 'name' && op(j + 1, '.')) j += 2;
    return tokens[j]?.kind === 'name' && op(j + 1, '(') ? { name: tokens[j].text as string, open: j + 1 } : undefined;
  };

  /** The next tool's pointer and the name its first argument gives, or undefined (listed when not a literal, or not counted). */
  const namedTool = (nameArg: number | undefined, open: number): { pointer: string; name: string } | undefined => {
    if (nameArg === undefined) return undefined;
    const pointer = joinPointer('/tools', String(tools.length));
    const name = value(nameArg, joinPointer(pointer, 'name'));
    if (typeof name !== 'string') {
      // A proven converter's own tool, named by its parameter: read where its values are written.
      if (!sources?.has(tokens[open].start)) unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
      return undefined;
    }
    return notCounted(name, open - 1, pointer) ? undefined : { pointer, name };
  };

  /**
   * A tool's option arguments: `listed`, each option written out, with those of an
   * `append([]mcp.ToolOption{…}, more...)...` argument read from its literal slice; `opaque`, the slices
   * spread from elsewhere (`opts...`, the `more...` appended); `conditional`, the options a local slice spread
   * here is given in a branch or a loop (option-slices.ts), those it is always given being `listed`.
   */
  const toolOptions = (options: readonly number[]) => {
    const listed: number[] = [];
    const opaque: number[] = [];
    const conditional = new Set<number>();
    for (const at of options) {
      const end = skip(at);
      const spread = end === at + 2 && mcpGoPackage !== undefined ? spreadOptions({ at: '', text, tokens, pairs }, at, mcpGoPackage) : undefined;
      if (!op(end - 1, '...')) listed.push(at);
      else if (spread) {
        listed.push(...spread.listed);
        for (const item of spread.conditional) conditional.add(item);
      } else if (is(at, 'append') && op(at + 1, '(') && pairs[at + 1] === end - 2) {
        const [slice, ...more] = args(at + 1);
        const open = op(slice, '[') && op(slice + 1, ']') ? composite(slice + 2) : -1;
        if (open === -1 || pairs[open] + 1 !== skip(slice)) opaque.push(slice ?? at);
        else listed.push(...args(open));
        for (const item of more) (op(skip(item) - 1, '...') ? opaque : listed).push(item);
      } else opaque.push(at);
    }
    opaque.push(...conditional);
    return { listed, opaque, conditional };
  };

  /** mark3labs/mcp-go: `NewTool(name, options…)`. */
  const newTool = (open: number) => {
    const [nameArg, ...options] = args(open);
    mcpGoTool(open, nameArg, options);
  };
  /** A module's wrapper over mcp-go (wrappers.ts): `pkg.MustTool(name, description, handler, options…)`. */
  const wrapperCall = (open: number, wrapper: ToolWrapper, callee: number) => {
    const given = args(open);
    const options = wrapper.options === undefined ? [] : given.slice(wrapper.options);
    mcpGoTool(open, given[wrapper.name], options, { wrapper, description: given[wrapper.description], callee });
  };
  /** Whether tokens [from, end) are the tool `mcp.AddTool(server, …, handler)` is given (sdk-constructors.ts). */
  const handedToAddTool = (from: number, end: number): boolean => {
    let j = from - 2;
    while (tokens[j]?.kind === 'name' && op(j - 1, '.')) j -= 2;
    return op(from - 1, ',') && tokens[j]?.kind === 'name' && op(j - 1, '(') && is(j - 2, 'AddTool') && op(j - 3, '.') && is(j - 4, 'mcp') && op(end, ',');
  };
  /** An mcp-go tool of a name and options; through a wrapper, its description argument too, its schema made by the wrapper. */
  const mcpGoTool = (
    open: number,
    nameArg: number | undefined,
    options: readonly number[],
    wrapped?: { wrapper: ToolWrapper; description?: number; callee: number },
  ) => {
    const named = namedTool(nameArg, open);
    const callee = wrapped?.callee ?? open - 1;
    if (named === undefined) return;
    const { pointer, name } = named;
    const tool: Record<string, unknown> = { name };
    if (wrapped?.description !== undefined) readText(wrapped.description, tool, pointer, 'description', 'tool');
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const annotations: Record<string, unknown> = {};
    const schema = joinPointer(pointer, 'inputSchema');
    const { listed, opaque, conditional } = toolOptions(options);
    for (const at of listed) {
      const called = option(at);
      const [first, ...rest] = called ? args(called.open) : [];
      if (called?.name === 'WithDescription' && first !== undefined) {
        const description = value(first, joinPointer(pointer, 'description'));
        if (typeof description === 'string') tool.description = description;
        else unread.push({ start: tokens[first].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
      } else if (called && Object.hasOwn(ANNOTATIONS, called.name) && first !== undefined) {
        const key = ANNOTATIONS[called.name];
        const read = value(first, joinPointer(joinPointer(pointer, 'annotations'), key));
        if (read === UNKNOWN) unread.push({ start: tokens[first].start, what: `the tool's ${key}` });
        else annotations[key] = read;
      } else if (called && Object.hasOwn(PARAMETERS, called.name) && first !== undefined) {
        // A wrapper's schema is its own (reflected from the handler's type): read as not statically known below.
        if (wrapped && !wrapped.wrapper.forwards) continue;
        const property = parameter(called.name, first, rest, joinPointer(schema, 'properties'));
        if (!property) continue;
        properties[property.name] = property.schema;
        if (property.required) required.push(property.name);
      } else if (called && annotationOption(mcpGoPackage, tokens, pairs, called.open - 1)) {
        // `mcp.WithToolAnnotation(mcp.ToolAnnotation{…})` replaces the annotations set so far (tool-annotations.ts).
        for (const key of Object.keys(annotations)) delete annotations[key];
        const read = value(called.open + 1, joinPointer(pointer, 'annotations'));
        if (typeof read === 'object' && read !== null) Object.assign(annotations, read);
        else unread.push({ start: tokens[at].start, what: "the tool's annotations" });
      } else if (called && op(called.open - 2, '.') && is(called.open - 3, 'mcp')) unread.push({ start: tokens[at].start, what: 'a tool option' });
      else opaque.push(at);
    }
    // Options made elsewhere (a slice spread into NewTool or appended to, a variable, a helper's result) may
    // set the description, parameters and annotations, so none of them is statically known to be missing.
    for (const at of opaque) {
      const described = tool.description !== undefined;
      unread.push({
        start: tokens[at].start,
        what: conditional.has(at)
          ? 'a tool option given in a branch or a loop'
          : op(skip(at) - 1, '...')
            ? "the tool's options (a slice made elsewhere)"
            : 'a tool option made elsewhere',
        ...(described ? {} : { pointer: joinPointer(pointer, 'description') }),
      });
    }
    if (wrapped?.wrapper.annotations)
      unread.push({ start: tokens[callee].start, what: "the tool's annotations", pointer: joinPointer(pointer, 'annotations') });
    else if (Object.keys(annotations).length > 0) tool.annotations = annotations;
    if (wrapped && !wrapped.wrapper.forwards)
      unread.push({
        start: tokens[callee].start,
        what:
          wrapped.wrapper.registers || wrapped.wrapper.constructs
            ? "the tool's input schema (made from its handler's argument type)"
            : "the tool's inputSchema (made by its constructor)",
        pointer: schema,
      });
    tool.inputSchema = wrapped && !wrapped.wrapper.forwards ? { type: 'object' } : { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    place(pointer, callee, pairs[open]);
    place(schema, callee, pairs[open]);
    tools.push(tool);
    names.push(tokens[resolve(nameArg as number)].start);
  };

  /** mark3labs/mcp-go: `NewToolWithRawSchema(name, description, schema)`, its schema JSON built elsewhere. */
  const rawSchemaTool = (open: number) => {
    const [nameArg, descriptionArg, schemaArg] = args(open);
    const named = namedTool(nameArg, open);
    if (named === undefined) return;
    const { pointer, name } = named;
    const tool: Record<string, unknown> = { name };
    if (descriptionArg !== undefined) readText(descriptionArg, tool, pointer, 'description', 'tool');
    if (schemaArg !== undefined)
      unread.push({ start: tokens[schemaArg].start, what: "the tool's inputSchema (raw JSON)", pointer: joinPointer(pointer, 'inputSchema') });
    tool.inputSchema = { type: 'object' };
    place(pointer, open - 1, pairs[open]);
    tools.push(tool);
    names.push(tokens[resolve(nameArg)].start);
  };

  /** `WithString("p", Required(), Description("…"), Enum("a", "b"))`. */
  const parameter = (kind: string, nameArg: number, options: readonly number[], properties: string) => {
    const start = resolve(nameArg);
    const name = literal(start, tokens[start]?.kind === 'string' ? stringEnd(start) : skip(start), '', 0);
    if (typeof name !== 'string') {
      unread.push({ start: tokens[nameArg].start, what: 'a parameter' });
      return undefined;
    }
    const at = joinPointer(properties, name);
    spans.set(at, { value: [tokens[nameArg].start, tokens[nameArg].end], key: [tokens[nameArg].start, tokens[nameArg].end] });
    const schema: Record<string, unknown> = { type: PARAMETERS[kind] };
    let required = false;
    for (const option_ of options) {
      const called = option(option_);
      const values = called ? args(called.open) : [];
      if (called?.name === 'Required') required = true;
      else if (called?.name === 'Enum') {
        const list = values.map((v, i) => value(v, joinPointer(joinPointer(at, 'enum'), String(i))));
        if (list.every((v) => typeof v === 'string')) schema.enum = list;
        else unread.push({ start: tokens[option_].start, what: `the enum of parameter ${JSON.stringify(name)}` });
      } else if (called && Object.hasOwn(PROPERTY_VALUES, called.name) && values.length === 1) {
        const keyword = PROPERTY_VALUES[called.name];
        const read = value(values[0], joinPointer(at, keyword));
        if (read === UNKNOWN) unread.push({ start: tokens[values[0]].start, what: `the ${keyword} of parameter ${JSON.stringify(name)}` });
        else schema[keyword] = read;
      } else unread.push({ start: tokens[option_].start, what: `an option of parameter ${JSON.stringify(name)}` });
    }
    return { name, schema, required };
  };

  /**
   * go-sdk: a `mcp.Tool{…}` literal with a Name; a builder's literal (builders.ts) for the call `site`, which
   * gives its parameters their values and is where the tool is made.
   */
  const schemaAlias = jsonschemaAlias(text);
  const jsonSchema =
    schemaAlias === undefined
      ? undefined
      : schemaLiteral(schemaAlias, {
          tokens,
          pairs,
          value: (i, pointer, key) => value(i, pointer, key),
          skip,
          place,
          unknown: (i, pointer) =>
            unread.push({ start: startOf(i), what: `the tool's inputSchema at ${pointer.replace(/^\/tools\/\d+\/inputSchema/, '')}`, pointer }),
          forget: (pointer) => forget(pointer),
        });
  // mcp-go's `mcp.ToolInputSchema{…}` (tool-input-schema.ts).
  const mcpGoSchema = toolInputSchema(text, { tokens, pairs, value: (i, pointer, key) => value(i, pointer, key), skip, place });
  // A go-sdk schema made as a local and edited before the tool is made (schema-edits.ts).
  const edited =
    schemaAlias === undefined
      ? undefined
      : editedSchemas({
          text,
          tokens,
          pairs,
          alias: schemaAlias,
          helpers: edits,
          value: (i, pointer, key) => value(i, pointer, key),
          skip,
          place,
          unknown: (i, pointer) =>
            unread.push({ start: startOf(i), what: `the tool's inputSchema at ${pointer.replace(/^\/tools\/\d+\/inputSchema/, '')}`, pointer }),
          forget: (pointer) => forget(pointer),
        });
  /** The input schema literal at `i` of either SDK, or UNKNOWN. */
  const schemaLiteralAt = (i: number, pointer: string): Read => {
    // go-sdk's `json.RawMessage(`{…}`)` (raw-json-schemas.ts).
    const raw = rawJsonSchema(text, tokens, pairs, i, skip(i), (from, to) => place(pointer, from, to));
    if (raw !== UNKNOWN) return raw;
    const read = jsonSchema?.(i, pointer) ?? UNKNOWN;
    if (read === UNKNOWN && edited) {
      const made = edited(i, pointer);
      if (made !== UNKNOWN) return made;
      forget(pointer);
    }
    return read === UNKNOWN && mcpGoSchema ? mcpGoSchema(i, pointer) : read;
  };
  /** `own`: the literal is of the module's own tool type (converted-types.ts), whose fields count as far as they are copied. */
  const toolLiteral = (open: number, site?: number, assigned: readonly string[] = [], own?: ConvertedType) => {
    const pointer = joinPointer('/tools', String(tools.length));
    const tool: Record<string, unknown> = {};
    const at = site ?? open;
    let nameAt = -1;
    let hasSchema = false;
    for (let j = open + 1; j < pairs[open]; ) {
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return;
      const field = tokens[j].text as string;
      const key = jsonName(field);
      if (own && !(own.copied as ReadonlySet<string>).has(field)) {
        // Set some other way by the converter: not what the literal says; a field it never reads is none of the tool's.
        const rebuilt = (own.rebuilt as ReadonlySet<string>).has(field);
        if (rebuilt) unread.push({ start: startOf(j + 2), what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
        hasSchema ||= rebuilt && field === 'InputSchema';
      } else if (field === 'InputSchema') {
        hasSchema = true;
        // `&jsonschema.Schema{Type: "object", …}` or `mcp.ToolInputSchema{…}` written out.
        const schema = joinPointer(pointer, 'inputSchema');
        const read = assigned.includes(field) ? UNKNOWN : schemaLiteralAt(j + 2, schema);
        if (typeof read === 'object' && read !== null && (read as Record<string, unknown>).type === 'object') tool.inputSchema = read;
        else {
          forget(schema);
          unread.push({ start: startOf(j + 2), what: "the tool's inputSchema", pointer: schema });
        }
      } else if (assigned.includes(field)) {
        // Set again after the literal is made (a builder's `t.Annotations = …`): read below as not statically known.
      } else if (field === 'Name' || field === 'Title' || field === 'Description' || field === 'Annotations') {
        // A builder's field key is not where its call writes the value.
        const read = value(j + 2, joinPointer(pointer, key), site === undefined ? j : undefined);
        if (read === UNKNOWN) {
          if (field === 'Name') {
            // A proven converter's or wrapper's own literal, named by its parameter: read at its calls or sources.
            if (!sources?.has(tokens[open].start)) unread.push({ start: startOf(j + 2), what: 'a tool registration' });
            return;
          }
          unread.push({ start: startOf(j + 2), what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
        } else tool[key] = read;
        if (field === 'Name') nameAt = resolve(j + 2);
      }
      j = skip(j + 2);
      if (op(j, ',')) j++;
    }
    if (assigned.includes('Name')) {
      unread.push({ start: tokens[at].start, what: 'a tool registration' });
      return;
    }
    if (typeof tool.name !== 'string' || nameAt === -1 || notCounted(tool.name, at, pointer)) return;
    for (const field of assigned)
      if (field === 'Title' || field === 'Description' || field === 'Annotations' || field === 'InputSchema') {
        hasSchema ||= field === 'InputSchema';
        const key = jsonName(field);
        unread.push({ start: tokens[at].start, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
      }
    // A schema the converter copies (nil here) or makes otherwise; none at all, the SDK's default.
    if (!hasSchema && own && (own.copied.has('InputSchema') || own.rebuilt.has('InputSchema')))
      unread.push({ start: tokens[at].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    else if (!hasSchema && goSdk && !own) unread.push({ start: tokens[at].start, what: "the tool's input schema (made from its handler's argument type)" });
    tool.inputSchema ??= { type: 'object' };
    place(pointer, at, site === undefined ? pairs[open] : pairs[site + 1]);
    tools.push(tool);
    names.push(tokens[nameAt].start);
  };

  /** mcp-golang: the loops that register a list this module declares (read where the list is), by their tokens' range. */
  const alias = golangAlias(text);
  const golangFile = alias === undefined ? undefined : (golang ?? golangFileOf(text, 'alone.go', undefined));
  const provenLoops: [number, number][] = [];
  for (let i = 0; golangFile && i < tokens.length; i++) {
    if (!is(i, 'for') || !golangFile.proven.has(tokens[i].start)) continue;
    let open = i + 1;
    while (open < tokens.length && !op(open, '{')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
    provenLoops.push([i, pairs[open] ?? i]);
  }
  /** mcp-golang: `server.RegisterTool(name, description, handler)` on a server the file proves is the SDK's. */
  const golangCall = (i: number) => {
    if (alias === undefined || op(i - 3, '.') || tokens[i - 2]?.kind !== 'name' || !golangServer(text, alias, tokens[i - 2].text as string)) return;
    if (provenLoops.some(([from, to]) => i > from && i < to)) return;
    const [nameArg, descriptionArg] = args(i + 1);
    const named = namedTool(nameArg, i + 1);
    if (named === undefined) return;
    const { pointer, name } = named;
    const tool: Record<string, unknown> = { name };
    if (descriptionArg !== undefined) readText(descriptionArg, tool, pointer, 'description', 'tool');
    unread.push({ start: tokens[i].start, what: "the tool's input schema (made from its handler's argument type)" });
    tool.inputSchema = { type: 'object' };
    place(pointer, i - 2, pairs[i + 1]);
    tools.push(tool);
    names.push(tokens[resolve(nameArg as number)].start);
  };

  // foxy-contexts' `fxctx.NewTool(&mcp.Tool{…}, h)` takes its Tool literal, read as one: mcp-go's constructors are not in a file of it alone.
  // Nor in a file of the go-sdk alone: there `tools.NewTool("x", "…")` is a constructor of the project's own.
  const mcpGo = text.includes('github.com/mark3labs/mcp-go') || !(importsFoxy(text) || text.includes('github.com/modelcontextprotocol/go-sdk'));
  const builders = toolBuilders(tokens, pairs);
  /** The `{` of each builder's literal and the `(` of each forwarded call: no tool by themselves. */
  const templates = new Set([...builders.values()].map((b) => b.open));
  /**
   * A builder's call at `site` (its name; not a method's, not its declaration, not a forwarding builder's
   * own): the tool it makes, followed through the builders it forwards to.
   */
  const builderCall = (site: number) => {
    const builder = builders.get(tokens[site].text as string);
    if (!builder || op(site - 1, '.') || is(site - 1, 'func') || templates.has(site + 1)) return;
    madeBy(site, builder);
  };
  /** The tool `builder` makes for the call whose callee is at `site`, followed through the builders it forwards to. */
  const madeBy = (site: number, first: ToolBuilder) => {
    let builder: ToolBuilder | undefined = first;
    const frames: { from: number; to: number; args: Map<string, number> }[] = [];
    for (let at = site + 1; builder && frames.length < MAX_CHAIN; ) {
      const given = args(at);
      frames.push({ from: builder.open, to: pairs[builder.open], args: new Map(builder.params.map((p, k) => [p, given[k]])) });
      if (builder.forwards === undefined) break;
      at = builder.open;
      builder = builders.get(builder.forwards);
    }
    if (!builder || builder.forwards !== undefined) return;
    call = { frames, site };
    try {
      toolLiteral(builder.open, site, builder.assigned);
    } finally {
      call = undefined;
    }
  };
  /**
   * A builder no call of this file uses is called from another file or package (`s.AddTool(tools.Lookup(), h)`
   * in `main.go`): the tool it makes is read here, where it is written. Its own parameters are not known,
   * so a name made from one is listed as not statically known.
   */
  const uncalled = (builder: ToolBuilder) => {
    if (builder.forwards === undefined) toolLiteral(builder.open, undefined, builder.assigned);
    else {
      const target = builders.get(builder.forwards);
      if (target) madeBy(builder.open - 1, target);
    }
  };

  /** Each top-level function with no parameters (`func getActivitiesContract() Contract {`): the `{` of its body. */
  const bodies = new Map<string, number>();
  if (helpers)
    for (let i = 0, depth = 0; i + 3 < tokens.length; i++) {
      if (op(i, '{')) depth++;
      else if (op(i, '}')) depth--;
      else if (depth === 0 && is(i, 'func') && tokens[i + 1]?.kind === 'name' && op(i + 2, '(') && op(i + 3, ')')) {
        let open = i + 4;
        while (open < tokens.length && open < i + 12 && !op(open, '{')) open++;
        if (op(open, '{')) bodies.set(tokens[i + 1].text as string, open);
      }
    }
  /** The `{` of the spec literal `pkg.Spec{…}` written whole in tokens [i, end), or -1. */
  const specAt = (i: number, end: number, specType: string): number => {
    const open = composite(i);
    return open !== -1 && pairs[open] + 1 === end && is(open - 1, specType) ? open : -1;
  };
  /** The body `{ return expression }` of a function of the file with no parameters: the expression's first token, or -1. */
  const returnedBy = (fn: string): number => {
    const body = bodies.get(fn);
    return body !== undefined && is(body + 1, 'return') && skip(body + 2) === pairs[body] ? body + 2 : -1;
  };
  /**
   * The spec literal a helper's call is given at `i`: written there, returned by a function of the file
   * (`specFor()`), or a field of the literal one returns handed on by a spec method (`contract().Registration()`).
   */
  const specOf = (i: number, specType: string): number => {
    const end = skip(i);
    const direct = specAt(i, end, specType);
    if (direct !== -1 || tokens[i].kind !== 'name' || !op(i + 1, '(') || !op(i + 2, ')')) return direct;
    const made = returnedBy(tokens[i].text as string);
    if (made === -1) return -1;
    if (end === i + 3) return specAt(made, skip(made), specType);
    const method = op(i + 3, '.') && op(i + 5, '(') && op(i + 6, ')') && end === i + 7 ? helpers?.methods.get(tokens[i + 4].text as string) : undefined;
    const holder = method ? composite(made) : -1;
    if (!method || holder === -1 || skip(made) !== pairs[holder] + 1 || !is(holder - 1, method.receiver)) return -1;
    for (let j = holder + 1; j < pairs[holder]; ) {
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return -1;
      if (is(j, method.field)) return specAt(j + 2, skip(j + 2), specType);
      j = skip(j + 2);
      if (op(j, ',')) j++;
    }
    return -1;
  };
  /** A module helper's call `pkg.AddTool(r, spec, h)` at `site` (its package's name): the spec it is given, read as the tool it registers. */
  const helperCall = (site: number, helper: SpecHelper) => {
    const given = args(site + 3)[helper.param];
    const open = given === undefined ? -1 : specOf(given, helper.specType);
    if (open === -1) {
      unread.push({ start: tokens[site].start, what: 'a tool registration' });
      return;
    }
    const pointer = joinPointer('/tools', String(tools.length));
    const tool: Record<string, unknown> = {};
    const keys = new Map(Object.entries(helper.fields).map(([key, field]) => [field, key]));
    let nameAt = -1;
    for (let j = open + 1; j < pairs[open]; ) {
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return;
      const key = keys.get(tokens[j].text as string);
      if (key !== undefined) {
        const read = value(j + 2, joinPointer(pointer, key), j);
        if (typeof read === 'string') tool[key] = read;
        else if (key === 'name') {
          unread.push({ start: tokens[j + 2].start, what: 'a tool registration' });
          return;
        } else unread.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
        if (key === 'name') nameAt = resolve(j + 2);
      }
      j = skip(j + 2);
      if (op(j, ',')) j++;
    }
    if (typeof tool.name !== 'string' || nameAt === -1 || notCounted(tool.name, site, pointer)) return;
    if (helper.annotations) unread.push({ start: tokens[open].start, what: "the tool's annotations", pointer: joinPointer(pointer, 'annotations') });
    unread.push({ start: tokens[site].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    tool.inputSchema = { type: 'object' };
    place(pointer, open - 1, pairs[open]);
    tools.push(tool);
    names.push(tokens[nameAt].start);
  };

  const readText = (i: number, item: Record<string, unknown>, pointer: string, key: string, what: string) => {
    const read = value(i, joinPointer(pointer, key));
    if (typeof read === 'string') item[key] = read;
    else unread.push({ start: tokens[i].start, what: `the ${what}'s ${key}`, pointer: joinPointer(pointer, key) });
  };

  /** mark3labs/mcp-go: `NewPrompt(name, WithPromptDescription(…), WithArgument(name, ArgumentDescription(…), RequiredArgument()))`. */
  const newPrompt = (open: number) => {
    const [nameArg, ...options] = args(open);
    if (nameArg === undefined) return;
    const pointer = joinPointer('/prompts', String(prompts.length));
    const name = value(nameArg, joinPointer(pointer, 'name'));
    if (typeof name !== 'string') {
      unread.push({ start: tokens[nameArg].start, what: 'a prompt registration' });
      return;
    }
    const prompt: Record<string, unknown> = { name };
    const list: Record<string, unknown>[] = [];
    for (const at of options) {
      const called = option(at);
      const [first, ...rest] = called ? args(called.open) : [];
      if (called?.name === 'WithPromptDescription' && first !== undefined) readText(first, prompt, pointer, 'description', 'prompt');
      else if (called?.name === 'WithArgument' && first !== undefined) {
        const argPointer = joinPointer(joinPointer(pointer, 'arguments'), String(list.length));
        const argName = value(first, joinPointer(argPointer, 'name'));
        if (typeof argName !== 'string') {
          unread.push({ start: tokens[first].start, what: "a prompt's argument" });
          continue;
        }
        const argument: Record<string, unknown> = { name: argName };
        for (const inner of rest) {
          const argOption = option(inner);
          const [value_] = argOption ? args(argOption.open) : [];
          if (argOption?.name === 'ArgumentDescription' && value_ !== undefined) readText(value_, argument, argPointer, 'description', 'argument');
          else if (argOption?.name === 'RequiredArgument') argument.required = true;
        }
        place(argPointer, at, pairs[called.open]);
        list.push(argument);
      }
    }
    if (list.length > 0) prompt.arguments = list;
    place(pointer, open - 1, pairs[open]);
    prompts.push(prompt);
  };

  /** mcp-go: `NewResource(uri, name, WithResourceDescription(…), WithMIMEType(…))`, `NewResourceTemplate(uriTemplate, name, WithTemplateDescription(…), …)`. */
  const newResource = (open: number, template: boolean) => {
    const [uriArg, nameArg, ...options] = args(open);
    if (uriArg === undefined || nameArg === undefined) return;
    const list = template ? resourceTemplates : resources;
    const what = template ? 'resource template' : 'resource';
    const pointer = joinPointer(template ? '/resourceTemplates' : '/resources', String(list.length));
    const uriKey = template ? 'uriTemplate' : 'uri';
    const uri = value(uriArg, joinPointer(pointer, uriKey));
    const name = value(nameArg, joinPointer(pointer, 'name'));
    if (typeof uri !== 'string' || typeof name !== 'string') {
      unread.push({ start: tokens[uriArg].start, what: `a ${what} registration` });
      return;
    }
    const item: Record<string, unknown> = { [uriKey]: uri, name };
    for (const at of options) {
      const called = option(at);
      const [first] = called ? args(called.open) : [];
      if (first === undefined || !called) continue;
      if (called.name === 'WithResourceDescription' || called.name === 'WithTemplateDescription') readText(first, item, pointer, 'description', what);
      else if (called.name === 'WithMIMEType' || called.name === 'WithTemplateMIMEType') readText(first, item, pointer, 'mimeType', what);
    }
    place(pointer, open - 1, pairs[open]);
    list.push(item);
  };

  /** go-sdk: a `mcp.Prompt{…}`, `mcp.Resource{…}` or `mcp.ResourceTemplate{…}` literal: its text fields. */
  const literalOf = (open: number, kind: 'Prompt' | 'Resource' | 'ResourceTemplate') => {
    const list = kind === 'Prompt' ? prompts : kind === 'Resource' ? resources : resourceTemplates;
    const what = kind === 'Prompt' ? 'prompt' : kind === 'Resource' ? 'resource' : 'resource template';
    const pointer = joinPointer(kind === 'Prompt' ? '/prompts' : kind === 'Resource' ? '/resources' : '/resourceTemplates', String(list.length));
    const item: Record<string, unknown> = {};
    for (let j = open + 1; j < pairs[open]; ) {
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return;
      const key = Object.hasOwn(TEXT_FIELDS, tokens[j].text as string) ? TEXT_FIELDS[tokens[j].text as string] : undefined;
      if (key !== undefined) {
        const read = value(j + 2, joinPointer(pointer, key), j);
        if (typeof read === 'string') item[key] = read;
        else unread.push({ start: tokens[j + 2].start, what: `the ${what}'s ${key}`, pointer: joinPointer(pointer, key) });
      } else if (tokens[j].text === 'Arguments')
        unread.push({ start: tokens[j + 2].start, what: "the prompt's arguments", pointer: joinPointer(pointer, 'arguments') });
      j = skip(j + 2);
      if (op(j, ',')) j++;
    }
    if (typeof item.name !== 'string') return;
    place(pointer, open, pairs[open]);
    list.push(item);
  };

  // The tokens in a `for` body: the first `{` at the header's depth whose `}` no body `{` follows (a
  // `range []T{…} {` header holds a composite literal first).
  const looped = new Int32Array(tokens.length + 1);
  const ownLiterals = convertedLiterals(tokens, pairs, converted ?? []);
  for (let i = 0; i < tokens.length; i++) {
    if (!is(i, 'for')) continue;
    for (let j = i + 1; j < tokens.length; j++) {
      if (op(j, '(') || op(j, '[')) j = pairs[j];
      else if (op(j, '{')) {
        if (op(pairs[j] + 1, '{')) {
          j = pairs[j];
          continue;
        }
        looped[j]++;
        looped[pairs[j] + 1]--;
        break;
      }
    }
  }
  for (let i = 1; i < tokens.length; i++) looped[i] += looped[i - 1];

  /** Forgets what was read of the item at `pointer`: it is not counted after all. */
  const forget = (pointer: string) => {
    const under = (key: string) => key === pointer || key.startsWith(`${pointer}/`);
    for (const map of [spans, anchors]) for (const key of [...map.keys()]) if (under(key)) map.delete(key);
    for (let k = unread.length - 1; k >= 0; k--) if (unread[k].pointer !== undefined && under(unread[k].pointer as string)) unread.splice(k, 1);
  };
  const branches = goBranches(tokens, pairs);
  /** Each tool name's registrations so far: the token that names it and its index in `tools`. */
  const registered = new Map<string, { at: number; index: number }[]>();
  /**
   * Why the tool named at token `at` is not counted: the same name registered in another branch of an `if`
   * chain or `switch`, before an early `return` of the branch that made it, or in another function (whether
   * one server gets both is not statically known): then it is listed as not statically known, and what was
   * read of it forgotten.
   */
  const notCounted = (name: string, at: number, pointer: string): boolean => {
    const earlier = registered.get(name) ?? [];
    for (const first of earlier) {
      const why = branches.apart(first.at, at);
      if (why === undefined) continue;
      forget(pointer);
      unread.push({
        start: tokens[at].start,
        what:
          why === 'function'
            ? `a tool registration (named as tools[${first.index}], in another function: whether one server serves both is not statically known)`
            : why === 'value'
              ? `a tool registration (named as tools[${first.index}], in another package-level value: which of them a server registers is not statically known)`
              : `a tool registration (made instead of tools[${first.index}] in another branch)`,
      });
      return true;
    }
    if (earlier.length < MAX_DEPTH) registered.set(name, [...earlier, { at, index: tools.length }]);
    if (branches.conditional(at)) conditional.push(tools.length);
    return false;
  };

  /**
   * `x.AddTool(…)` / `mcp.AddTool(server, …)` in a loop with no tool literal among its arguments: the
   * tools it registers are made at run time (a registry's definitions), one per pass.
   */
  const addedInLoop = (i: number) => {
    if (looped[i] <= 0) return;
    for (let j = i + 2; j < pairs[i + 1]; j++)
      if (
        ((is(j, 'NewTool') || is(j, 'NewToolWithRawSchema') || builders.has(tokens[j].text as string)) && op(j + 1, '(')) ||
        (is(j, 'Tool') && op(j - 1, '.') && op(j + 1, '{'))
      )
        return;
    unread.push({ start: tokens[tokens[i - 2]?.kind === 'name' ? i - 2 : i].start, what: 'a tool registration' });
  };

  // Builders the file calls (a forwarding builder's call of another counts): the others are read where they are.
  const called = new Set<string>();
  for (let i = 1; i + 1 < tokens.length; i++)
    if (tokens[i].kind === 'name' && op(i + 1, '(') && !op(i - 1, '.') && !is(i - 1, 'func') && builders.has(tokens[i].text as string))
      called.add(tokens[i].text as string);
  const unused = served ? [] : [...builders].filter(([fn]) => !called.has(fn)).sort((a, b) => a[1].open - b[1].open);
  if (served) {
    const input = { tokens, pairs, value: (i: number, pointer: string, key?: number) => value(i, pointer, key), skip, resolve, place, forget };
    readMethodTools({ ...input, served }, { tools, names, unread });
    readStructTools({ ...input, registrars: served.registrars, listed, results: served.results, types: served.types }, { tools, names, unread });
    if (served.maps) readMapTools(input, { tools, names, unread });
  }
  if (golangFile && golangFile.declared.length > 0)
    readGolangLists({ tokens, pairs, value: (i, pointer, key) => value(i, pointer, key), skip, resolve, place, forget }, golangFile.declared, {
      tools,
      names,
      unread,
    });
  for (let i = 0; !served && i + 1 < tokens.length; i++) {
    while (unused.length > 0 && unused[0][1].open <= i) uncalled((unused.shift() as [string, ToolBuilder])[1]);
    if (is(i, 'AddTool') && op(i - 1, '.') && op(i + 1, '(')) addedInLoop(i);
    if (is(i, 'RegisterTool') && op(i - 1, '.') && op(i + 1, '(')) golangCall(i);
    const helper = tokens[i].kind === 'name' && op(i + 1, '.') && op(i + 3, '(') ? helpers?.helpers.get(`${tokens[i].text}.${tokens[i + 2].text}`) : undefined;
    if (helper) helperCall(i, helper);
    // `utils.RegisterTool[In, Out](…)`: a registering function's type arguments first (sdk-adders.ts).
    const opens = op(i + 3, '[') && op(pairs[i + 3] + 1, '(') ? pairs[i + 3] + 1 : i + 3;
    const wrapper =
      tokens[i].kind === 'name' && op(i + 1, '.') && op(opens, '(') ? wrappers?.wrappers.get(`${tokens[i].text}.${tokens[i + 2].text}`) : undefined;
    // `addTool(server, "name", …)`: one of the file's own package, called unqualified (not its declaration).
    const bareOpens = op(i + 1, '[') && op(pairs[i + 1] + 1, '(') ? pairs[i + 1] + 1 : i + 1;
    const bare =
      tokens[i].kind === 'name' && !op(i - 1, '.') && !is(i - 1, 'func') && op(bareOpens, '(') ? wrappers?.wrappers.get(tokens[i].text as string) : undefined;
    if (wrapper && (opens === i + 3 || wrapper.registers) && (!wrapper.constructs || handedToAddTool(i, pairs[opens] + 1))) {
      wrapperCall(opens, wrapper, i + 2);
      // Past the callee: `mcpgo.NewTool(…)` is the wrapper's, not mcp-go's.
      i += 2;
    } else if (bare?.registers || bare?.forwards || (bare?.constructs && handedToAddTool(i, pairs[bareOpens] + 1))) wrapperCall(bareOpens, bare, i);
    else if (is(i, 'NewTool') && op(i + 1, '(') && mcpGo) newTool(i + 1);
    else if (is(i, 'NewToolWithRawSchema') && op(i + 1, '(') && mcpGo) rawSchemaTool(i + 1);
    else if (ownLiterals.has(i)) toolLiteral(ownLiterals.get(i)?.open as number, undefined, [], ownLiterals.get(i)?.type);
    // A literal another function of the package serves a tool in place of: its fields as that one sets them (replacing-registrars.ts).
    else if (is(i, 'Tool') && op(i - 1, '.') && op(i + 1, '{') && !templates.has(i + 1)) toolLiteral(i + 1, undefined, replaced?.get(tokens[i + 1].start));
    else if (tokens[i].kind === 'name' && op(i + 1, '(') && builders.has(tokens[i].text as string)) builderCall(i);
    else if (is(i, 'NewPrompt') && op(i + 1, '(') && mcpGo) newPrompt(i + 1);
    else if ((is(i, 'NewResource') || is(i, 'NewResourceTemplate')) && op(i + 1, '(') && mcpGo) newResource(i + 1, tokens[i].text === 'NewResourceTemplate');
    // Only `mcp.Prompt{…}`: other packages have prompts and resources of their own.
    else if ((is(i, 'Prompt') || is(i, 'Resource') || is(i, 'ResourceTemplate')) && op(i - 1, '.') && is(i - 2, 'mcp') && op(i + 1, '{'))
      literalOf(i + 1, tokens[i].text as 'Prompt' | 'Resource' | 'ResourceTemplate');
  }
  for (const [, builder] of unused) uncalled(builder);
  // A registration whose tool is a call no reader reads, here or in another file (added-calls.ts): not statically known.
  const within = ([from, to]: [number, number]) => {
    const [start, end] = [tokens[from].start, tokens[to].end];
    const read = tools.some((_, k) => {
      const span = spans.get(`/tools/${k}`)?.value;
      return span !== undefined && span[0] <= end && span[1] >= start;
    });
    return read || unread.some((u) => u.start >= start && u.start <= end);
  };
  for (const add of served ? [] : (added ?? []))
    if ((looped[add.at] <= 0 || add.traced) && !add.elsewhere && !within(add.arg) && !add.bodies.some(within) && !unread.some((u) => u.start === add.start))
      unread.push({ start: add.start, what: 'a tool registration' });
  return { tools, prompts, resources, resourceTemplates, spans, names, conditional, unread: unread.sort((a, b) => a.start - b.start), anchors };
}

/** Go's exported field name as the JSON name the SDK gives it: `ReadOnlyHint` → `readOnlyHint`. */
function jsonName(field: string): string {
  return field.charAt(0).toLowerCase() + field.slice(1);
}

/** Which branch of which `if` chain or `switch` a token is in, keyed by the chain's first `if` or the switch's `{`. */
type Branches = Map<number, string>;

/**
 * Go's control structure as far as telling two registrations apart needs, from tokens alone (Go needs no
 * semicolons): the top-level function each token is in, the branches of `if` chains and `switch`es, and
 * which branch blocks end in a `return`. `apart(a, b)` (a before b) says why both never run in one call:
 * `branch` (other branches, or b after a chain whose branch holding a returns), `function` (different
 * top-level functions, which a server may call one of), `value` (both outside any function: package-level
 * values, a read-only and a read-write variant, registered elsewhere), or undefined.
 */
function goBranches(tokens: readonly { kind: string; text: string | undefined }[], pairs: Int32Array) {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;
  /** The innermost `{` around each token (-1 at the top level), and the outermost. */
  const parent = new Int32Array(tokens.length).fill(-1);
  const outermost = new Int32Array(tokens.length).fill(-1);
  const stack: number[] = [];
  for (let j = 0; j < tokens.length; j++) {
    if (op(j, '}')) stack.pop();
    parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
    outermost[j] = stack.length > 0 ? stack[0] : -1;
    if (op(j, '{')) stack.push(j);
  }
  /** The `{` that opens the body of the statement whose keyword is at `i`: the first at its depth not a composite literal's. */
  const body = (i: number): number => {
    for (let j = i + 1; j < tokens.length; j++) {
      if (op(j, '(') || op(j, '[')) j = pairs[j];
      else if (op(j, '}') || op(j, ')')) return -1;
      else if (op(j, '{')) {
        if (!op(pairs[j] + 1, '{')) return j;
        j = pairs[j];
      }
    }
    return -1;
  };
  const functions = new Set<number>();
  /** Each branch block's `{`: its chain (the first `if`, or the switch's `{`) and its label. */
  const branchOf = new Map<number, { head: number; label: string }>();
  /** Each `if` chain's first `if`: the last token of the chain. */
  const chainEnd = new Map<number, number>();
  const chained = new Map<number, { head: number; position: number }>();
  const switches = new Set<number>();
  const returning = new Set<number>();
  const caseOf = new Int32Array(tokens.length).fill(-1);
  const lastCase = new Map<number, number>();
  for (let i = 0; i < tokens.length; i++) {
    if (is(i, 'func') && parent[i] === -1) {
      const open = body(i);
      if (open !== -1) functions.add(open);
    } else if (is(i, 'if')) {
      const then = body(i);
      if (then === -1) continue;
      const { head, position } = chained.get(i) ?? { head: i, position: 0 };
      branchOf.set(then, { head, label: `then ${position}` });
      let end = pairs[then];
      if (is(end + 1, 'else') && op(end + 2, '{')) {
        branchOf.set(end + 2, { head, label: 'else' });
        end = pairs[end + 2];
      } else if (is(end + 1, 'else') && is(end + 2, 'if')) chained.set(end + 2, { head, position: position + 1 });
      chainEnd.set(head, Math.max(chainEnd.get(head) ?? end, end));
    } else if (is(i, 'switch') || is(i, 'select')) {
      const open = body(i);
      if (open !== -1) switches.add(open);
    } else if (is(i, 'return') && parent[i] !== -1) returning.add(parent[i]);
    else if ((is(i, 'case') || is(i, 'default')) && switches.has(parent[i])) lastCase.set(parent[i], i);
    if (switches.has(parent[i])) caseOf[i] = lastCase.get(parent[i]) ?? -1;
  }
  /** The branches token `i` is in, and the chains whose branch holding it returns (head → the branch's enclosing block). */
  const placeOf = (i: number) => {
    const branches: Branches = new Map();
    const returnsFrom: number[] = [];
    let at = i;
    for (let depth = 0; depth < 256 && at !== -1; depth++) {
      const block = parent[at];
      if (block === -1) break;
      const branch = branchOf.get(block);
      if (branch) {
        branches.set(branch.head, branch.label);
        if (returning.has(block)) returnsFrom.push(branch.head);
      }
      if (switches.has(block) && caseOf[at] !== -1) branches.set(block, `case ${caseOf[at]}`);
      at = block;
    }
    return { branches, returnsFrom };
  };
  const functionOf = (i: number) => (functions.has(outermost[i]) ? outermost[i] : -1);
  return {
    /** Whether token `i` is made only on some runs: in a branch of an `if` chain or a `case` of a `switch`. */
    conditional: (i: number): boolean => placeOf(i).branches.size > 0,
    apart(a: number, b: number): 'branch' | 'function' | 'value' | undefined {
      if (functionOf(a) !== functionOf(b)) return 'function';
      if (outermost[a] === -1 && outermost[b] === -1) return 'value';
      const first = placeOf(a);
      const second = placeOf(b).branches;
      for (const [head, label] of first.branches) if (second.has(head) && second.get(head) !== label) return 'branch';
      // b after an `if` chain whose branch that made a returns, in the block that holds the chain.
      for (const head of first.returnsFrom) {
        const end = chainEnd.get(head) ?? -1;
        const around = parent[head];
        if (b > end && (around === -1 || b < pairs[around])) return 'branch';
      }
      return undefined;
    },
  };
}
