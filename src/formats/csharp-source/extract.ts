/**
 * The tools a C# server defines with the official SDK (`ModelContextProtocol`): each method marked
 * `[McpServerTool]` or `[McpServerTool(Name = …, Title = …, ReadOnly = …, Destructive = …, Idempotent = …,
 * OpenWorld = …)]`, its description from `[Description("…")]` (System.ComponentModel), and its input
 * schema from its parameters (simple types, `[Description]`, defaults). The name is the method's unless
 * given: less an `Async` suffix when it returns a task, and since SDK 0.3.0-preview.2 in snake_case.
 * Values only when written as literals (`+` of strings), same-file `const` strings or another class's
 * (solution-constants.ts); anything else, and `McpServerTool.Create(…)`, is listed as not statically known.
 */
import { dropArgumentTypes } from '../../parse/program.js';
import { joinPointer } from '../../util/pointer.js';
import { argumentsFromSchema, emptyExtracted, type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { literalReader } from '../source/literals.js';
import { bracketPairs, parameterSpans } from '../source/tokens.js';
import type { HandRolledCs } from './hand-rolled.js';
import { AZURE_NAMESPACE } from './info.js';
import { readHandlerTools } from './handler-base.js';
import { readListResults, type ServedMember, sdkTypes } from './list-results.js';
import { readPropertyTools } from './property-tools.js';
import type { SolutionConstant } from './solution-constants.js';
import { type CsToken, tokenizeCs } from './tokens.js';

/** C# types as the JSON Schema the SDK makes of them. */
const TYPES: Readonly<Record<string, string>> = {
  string: 'string',
  String: 'string',
  int: 'integer',
  long: 'integer',
  short: 'integer',
  byte: 'integer',
  sbyte: 'integer',
  uint: 'integer',
  ulong: 'integer',
  ushort: 'integer',
  Int16: 'integer',
  Int32: 'integer',
  Int64: 'integer',
  float: 'number',
  double: 'number',
  decimal: 'number',
  Single: 'number',
  Double: 'number',
  Decimal: 'number',
  bool: 'boolean',
  Boolean: 'boolean',
};
/** Collections whose schema is an array of their one type argument. */
const LISTS = new Set(['List', 'IList', 'IEnumerable', 'IReadOnlyList', 'ICollection', 'IReadOnlyCollection']);
/** Parameters the SDK fills itself, never part of the input schema. */
const INJECTED = new Set([
  'CancellationToken',
  'IMcpServer',
  'McpServer',
  'RequestContext',
  'IProgress',
  'IServiceProvider',
  'ClaimsPrincipal',
  'McpServerOptions',
]);
/** `[McpServerTool(…)]`'s boolean properties, by the annotation they set. */
const HINTS: Readonly<Record<string, string>> = {
  ReadOnly: 'readOnlyHint',
  Destructive: 'destructiveHint',
  Idempotent: 'idempotentHint',
  OpenWorld: 'openWorldHint',
};

interface Attribute {
  name: string;
  at: number;
  /** The `(` of its arguments, or -1. */
  open: number;
}

/** Words that may stand between a type's attributes and its `class` keyword. */
const MODIFIERS = new Set([
  'public',
  'internal',
  'private',
  'protected',
  'static',
  'partial',
  'sealed',
  'abstract',
  'file',
  'unsafe',
  'readonly',
  'ref',
  'new',
  'record',
]);

/**
 * `snake`: the SDK names a tool after its method in snake_case (0.3.0-preview.2 and later). `registered`:
 * whether the repository hands the SDK a class not marked `[McpServerToolType]` in this file (registered.ts);
 * without it, every `[McpServerTool]` method is read as a tool. `served`: the hand-rolled server of the file's
 * project, whose tool classes the file may define (property-tools.ts). `listed`: the file's static members a
 * `ListToolsResult` of the solution is given (list-results.ts), read with the results the file makes itself.
 * `handlers`: whether the solution registers a ModelContextProtocol.NET handler class (handler-base.ts).
 * `solution`: the value another class's constant a value names stands for (solution-constants.ts).
 */
export function extractCsTools(
  text: string,
  snake = true,
  registered?: (name: string) => boolean,
  served?: HandRolledCs,
  listed?: ReadonlyMap<string, ServedMember>,
  handlers?: (name: string) => boolean,
  solution?: SolutionConstant,
): Extracted {
  const { tokens, docs } = tokenizeCs(text);
  /** An Azure Functions worker file, whose `[McpToolTrigger]` parameters make tools. */
  const azure = text.includes(AZURE_NAMESPACE);
  const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors } = emptyExtracted();

  /** Each closing bracket's opening one (its own index for an opening one). */
  const openers = new Int32Array(tokens.length).map((_, k) => k);
  const pairs = bracketPairs(tokens, openers);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;

  // `const string NAME = …;` anywhere in the file (a class's or a method's).
  const constants = new Map<string, number>();
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (is(i, 'const') && (is(i + 1, 'string') || is(i + 1, 'String')) && tokens[i + 2].kind === 'name' && op(i + 3, '='))
      constants.set(tokens[i + 2].text as string, i + 4);
  }

  const { skip, resolve, value: literal, place } = literalReader({ tokens, pairs, constants, spans, anchors, number: /^\d+(?:\.\d+)?[dDfFmM]?$/ });
  /** The value at `i`: a literal or this file's constant, else another class's constant (`ToolNames.Echo`, solution-constants.ts) placed at the reference. */
  const value = (i: number, pointer: string, key?: number): Read => {
    const read = literal(i, pointer, key);
    if (read !== UNKNOWN || !solution || tokens[i]?.kind !== 'name') return read;
    let last = i;
    while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name') last += 2;
    const other =
      last > i && skip(i) === last + 1
        ? solution(
            tokens
              .slice(i, last + 1)
              .map((t) => t.text)
              .join(''),
          )
        : undefined;
    if (other === undefined) return read;
    place(pointer, i, last, key);
    return other;
  };

  /** The attributes of the section `[…]` at `open` (`[A, B(…), C.D]`, `[method: A]`), or undefined when it is none. */
  const section = (open: number, chained = false): Attribute[] | undefined => {
    const close = pairs[open];
    // After a name, `.`, `)` or `]` a bracket indexes, except where it follows another attribute section.
    const before = tokens[open - 1];
    if (!op(close, ']') || before?.kind === 'name' || op(open - 1, '.') || op(open - 1, ')') || (op(open - 1, ']') && !chained)) return undefined;
    const out: Attribute[] = [];
    let j = open + 1;
    if (tokens[j]?.kind === 'name' && op(j + 1, ':')) j += 2;
    while (j < close) {
      if (tokens[j]?.kind !== 'name') return undefined;
      let last = j;
      while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name') last += 2;
      const name = (tokens[last].text as string).replace(/Attribute$/, '');
      const open_ = op(last + 1, '(') ? last + 1 : -1;
      out.push({ name, at: j, open: open_ });
      j = open_ === -1 ? last + 1 : pairs[open_] + 1;
      if (op(j, ',')) j++;
      else if (j !== close) return undefined;
    }
    return out;
  };

  /** A call's arguments at `open`, each as its first token. */
  const args = (open: number): number[] => {
    const out: number[] = [];
    for (let j = open + 1; j < pairs[open]; ) {
      out.push(j);
      j = skip(j);
      // `Name = value`: the value runs to the next comma.
      if (op(j, '=')) j = skip(j + 1);
      if (op(j, ',')) j++;
      else break;
    }
    return out;
  };

  /** The `[Description("…")]` among attributes: its argument's index, or undefined. */
  const describedBy = (attributes: readonly Attribute[]): number | undefined => {
    const found = attributes.find((a) => a.name === 'Description' && a.open !== -1);
    return found ? found.open + 1 : undefined;
  };

  /** The `(` of the parameters of the method declared at `declaration` (modifiers and return type, then its name), or -1. */
  const methodAt = (declaration: number): number => {
    for (let j = declaration; j < tokens.length && j - declaration < 64; j++) {
      if (op(j, '(')) return tokens[j - 1]?.kind === 'name' ? j : -1;
      if (op(j, '{') || op(j, ';') || op(j, '=')) return -1;
      if (op(j, '[')) j = pairs[j];
    }
    return -1;
  };

  /**
   * Whether the SDK counts a method as asynchronous, which it reads from the return type alone (an
   * `async void` method is not): `Task`, `ValueTask`, either with a type argument, or `IAsyncEnumerable<T>`.
   */
  const returnsTask = (declaration: number, method: number): boolean => {
    let j = method - 1;
    if (op(j, '?')) j--;
    const generic = op(j, '>');
    if (generic) {
      for (let depth = 0; j >= declaration; j--) {
        if (op(j, '>')) depth++;
        else if (op(j, '<') && --depth === 0) break;
      }
      j--;
    }
    if (j < declaration || tokens[j].kind !== 'name') return false;
    const type = tokens[j].text;
    return type === 'Task' || type === 'ValueTask' || (generic && type === 'IAsyncEnumerable');
  };

  const tool = (attributes: readonly Attribute[], toolAttribute: Attribute, declaration: number, firstSection: number) => {
    const open = methodAt(declaration);
    if (open === -1) {
      unread.push({ start: tokens[toolAttribute.at].start, what: 'a tool registration' });
      return;
    }
    // The SDK reads the method only from a type it is handed: one marked [McpServerToolType] or named to it.
    const owner = registered && classOf(firstSection);
    if (owner && !owner.marked && !registered(owner.name)) {
      unread.push({ start: tokens[toolAttribute.at].start, what: `a tool registration (nothing seen hands the SDK the class ${owner.name})` });
      return;
    }
    const method = open - 1;
    const asynchronous = returnsTask(declaration, method);
    const pointer = joinPointer('/tools', String(tools.length));
    const tool: Record<string, unknown> = {};
    const annotations: Record<string, unknown> = {};
    let nameAt = method;
    if (toolAttribute.open !== -1) {
      for (const arg of args(toolAttribute.open)) {
        if (tokens[arg].kind !== 'name' || !op(arg + 1, '=')) continue;
        const property = tokens[arg].text as string;
        if (property === 'Name' || property === 'Title') {
          const key = property === 'Name' ? 'name' : 'title';
          const read = value(arg + 2, joinPointer(pointer, key), arg);
          if (typeof read === 'string') {
            tool[key] = read;
            if (key === 'name') nameAt = resolve(arg + 2);
          } else if (key === 'name') {
            unread.push({ start: tokens[arg + 2].start, what: 'a tool registration' });
            return;
          } else unread.push({ start: tokens[arg + 2].start, what: "the tool's title", pointer: joinPointer(pointer, 'title') });
        } else if (Object.hasOwn(HINTS, property)) {
          const key = HINTS[property];
          const read = value(arg + 2, joinPointer(joinPointer(pointer, 'annotations'), key), arg);
          if (typeof read === 'boolean') annotations[key] = read;
          else unread.push({ start: tokens[arg + 2].start, what: `the tool's ${key}` });
        }
      }
    }
    if (tool.name === undefined) tool.name = defaultName(tokens[method].text as string, asynchronous, snake);
    const described = describedBy(attributes);
    if (described !== undefined) {
      const read = value(described, joinPointer(pointer, 'description'));
      if (typeof read === 'string') tool.description = read;
      else unread.push({ start: tokens[described].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    } else if (docBetween(docs, firstSection === 0 ? 0 : tokens[firstSection - 1].end, tokens[firstSection].start)) {
      // The SDK's source generator can turn an XML doc comment into the description of a partial method.
      unread.push({
        start: tokens[firstSection].start,
        what: "the tool's description (from its XML doc comment)",
        pointer: joinPointer(pointer, 'description'),
      });
    }
    if (Object.keys(annotations).length > 0) tool.annotations = annotations;
    tool.inputSchema = parameters(open, joinPointer(pointer, 'inputSchema'));
    place(pointer, firstSection, pairs[open]);
    place(joinPointer(pointer, 'inputSchema'), open, pairs[open]);
    if (nameAt === method) place(joinPointer(pointer, 'name'), method, method);
    tools.push(tool);
    names.push(tokens[nameAt].start);
  };

  /**
   * `[McpServerPrompt(Name = …, Title = …)]` or `[McpServerResource(UriTemplate = …, Name = …, Title = …,
   * MimeType = …)]` on a method, with `[Description("…")]`: a prompt (its parameters are its arguments) or a
   * resource (a template when its URI has `{parameters}`), for the security rules to read their texts.
   */
  const promptOrResource = (attributes: readonly Attribute[], marked: Attribute, declaration: number, firstSection: number) => {
    const open = methodAt(declaration);
    const isPrompt = marked.name === 'McpServerPrompt';
    const given = new Map<string, number>();
    for (const arg of marked.open === -1 ? [] : args(marked.open))
      if (tokens[arg].kind === 'name' && op(arg + 1, '=')) given.set(tokens[arg].text as string, arg);
    const uriArg = given.get('UriTemplate');
    // Peeked at without placing it: where it goes depends on whether it is a template.
    const uriAt = uriArg === undefined ? -1 : resolve(uriArg + 2);
    const uri = uriAt !== -1 && tokens[uriAt].kind === 'string' && skip(uriAt) === uriAt + 1 ? tokens[uriAt].text : undefined;
    const template = typeof uri === 'string' && uri.includes('{');
    const list = isPrompt ? prompts : template ? resourceTemplates : resources;
    const what = isPrompt ? 'prompt' : template ? 'resource template' : 'resource';
    if (open === -1 || (!isPrompt && typeof uri !== 'string')) {
      unread.push({ start: tokens[marked.at].start, what: `a ${what} registration` });
      return;
    }
    const pointer = joinPointer(isPrompt ? '/prompts' : template ? '/resourceTemplates' : '/resources', String(list.length));
    const item: Record<string, unknown> = {};
    if (!isPrompt && uriArg !== undefined)
      item[template ? 'uriTemplate' : 'uri'] = value(uriArg + 2, joinPointer(pointer, template ? 'uriTemplate' : 'uri'), uriArg);
    for (const [property, key] of [
      ['Name', 'name'],
      ['Title', 'title'],
      ['MimeType', 'mimeType'],
    ] as const) {
      const arg = given.get(property);
      if (arg === undefined) continue;
      const read = value(arg + 2, joinPointer(pointer, key), arg);
      if (typeof read === 'string') item[key] = read;
      else unread.push({ start: tokens[arg + 2].start, what: `the ${what}'s ${key}`, pointer: joinPointer(pointer, key) });
    }
    item.name ??= defaultName(tokens[open - 1].text as string, returnsTask(declaration, open - 1), snake);
    const described = describedBy(attributes);
    if (described !== undefined) {
      const read = value(described, joinPointer(pointer, 'description'));
      if (typeof read === 'string') item.description = read;
      else unread.push({ start: tokens[described].start, what: `the ${what}'s description`, pointer: joinPointer(pointer, 'description') });
    }
    if (isPrompt) {
      // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
      const scratch = joinPointer(pointer, 'inputSchema');
      const before = unread.length;
      const schema = parameters(open, scratch);
      dropArgumentTypes(unread, before);
      item.arguments = argumentsFromSchema(schema, scratch, pointer, spans, anchors);
    }
    place(pointer, firstSection, pairs[open]);
    list.push(item);
  };

  /**
   * Azure Functions' `[McpToolTrigger("name", "description")]` on a parameter of a function (the
   * Microsoft.Azure.Functions.Worker.Extensions.Mcp package): a tool of that name and description, whose
   * properties are the function's parameters marked `[McpToolProperty("name", "description", isRequired)]`,
   * typed by the parameter's type. Names and descriptions only when literal, same-file constants or `nameof(…)`.
   */
  const azureTrigger = (trigger: Attribute, at: number) => {
    let open = -1;
    for (let k = at - 1, steps = 0; k >= 0 && steps < 512; k--, steps++) {
      if (op(k, ')') || op(k, ']') || op(k, '}')) k = openers[k];
      else if (op(k, '(')) {
        open = k;
        break;
      } else if (op(k, '{') || op(k, ';')) break;
    }
    const given = trigger.open === -1 ? [] : args(trigger.open);
    if (open === -1 || tokens[open - 1]?.kind !== 'name' || given.length < 1 || op(given[0] + 1, '=')) {
      unread.push({ start: tokens[trigger.at].start, what: 'a tool registration' });
      return;
    }
    const pointer = joinPointer('/tools', String(tools.length));
    // `nameof(GetWeather)` is the text of its last name.
    const nameOf = is(given[0], 'nameof') && op(given[0] + 1, '(') && skip(given[0]) === pairs[given[0] + 1] + 1 ? pairs[given[0] + 1] - 1 : -1;
    const nameAt = nameOf !== -1 && tokens[nameOf].kind === 'name' && (op(nameOf - 1, '(') || op(nameOf - 1, '.')) ? nameOf : -1;
    if (nameAt !== -1) place(joinPointer(pointer, 'name'), nameAt, nameAt);
    const name = nameAt !== -1 ? (tokens[nameAt].text as string) : value(given[0], joinPointer(pointer, 'name'));
    if (typeof name !== 'string') {
      unread.push({ start: tokens[given[0]].start, what: 'a tool registration' });
      return;
    }
    const tool: Record<string, unknown> = { name };
    if (given.length > 1 && !op(given[1] + 1, '=')) {
      const read = value(given[1], joinPointer(pointer, 'description'));
      if (typeof read === 'string') tool.description = read;
      else unread.push({ start: tokens[given[1]].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    }
    const schema = joinPointer(pointer, 'inputSchema');
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [from, to] of split(open)) {
      const attributes: Attribute[] = [];
      for (let j = from; op(j, '[') && j < to; j = pairs[j] + 1) attributes.push(...(section(j, j > from) ?? []));
      const marked = attributes.find((a) => a.name === 'McpToolProperty');
      if (!marked) continue;
      const parts = marked.open === -1 ? [] : args(marked.open);
      const key = parts.length > 0 && !op(parts[0] + 1, '=') ? value(parts[0], '') : UNKNOWN;
      if (typeof key !== 'string') {
        unread.push({ start: tokens[marked.at].start, what: 'a tool property' });
        continue;
      }
      const at = joinPointer(joinPointer(schema, 'properties'), key);
      let typeStart = from;
      while (op(typeStart, '[') && typeStart < to) typeStart = pairs[typeStart] + 1;
      const property = typeSchema(tokens.slice(typeStart, to - 1)) ?? {};
      if (parts.length > 1 && !op(parts[1] + 1, '=')) {
        const read = value(parts[1], joinPointer(at, 'description'));
        if (typeof read === 'string') property.description = read;
        else unread.push({ start: tokens[parts[1]].start, what: `the description of parameter ${JSON.stringify(key)}` });
      }
      if (parts.length > 2 && value(parts[2], '') === true) required.push(key);
      spans.set(at, { value: [tokens[typeStart].start, tokens[to - 1].end], key: [tokens[parts[0]].start, tokens[parts[0]].end] });
      properties[key] = property;
    }
    tool.inputSchema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    place(pointer, open, pairs[open]);
    place(schema, open, pairs[open]);
    tools.push(tool);
    names.push(tokens[nameAt !== -1 ? nameAt : resolve(given[0])].start);
  };

  /** The input schema of the parameter list at `open`. */
  const parameters = (open: number, schema: string): Record<string, unknown> => {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [from, to] of split(open)) {
      const attributes: Attribute[] = [];
      let j = from;
      while (op(j, '[') && j < to) {
        attributes.push(...(section(j, j > from) ?? []));
        j = pairs[j] + 1;
      }
      while (tokens[j]?.kind === 'name' && ['this', 'ref', 'out', 'in', 'params', 'scoped', 'readonly'].includes(tokens[j].text as string)) j++;
      let equals = -1;
      for (let k = j; k < to && equals === -1; k++) if (op(k, '=')) equals = k;
      const end = equals === -1 ? to : equals;
      const nameAt = end - 1;
      if (tokens[nameAt]?.kind !== 'name' || nameAt <= j) continue;
      const name = tokens[nameAt].text as string;
      const type = tokens.slice(j, nameAt);
      const base = type.find((t) => t.kind === 'name' && t.text !== 'System' && t.text !== 'Threading')?.text ?? '';
      if (INJECTED.has(base) || attributes.some((a) => a.name === 'FromServices' || a.name === 'FromKeyedServices')) continue;
      const at = joinPointer(joinPointer(schema, 'properties'), name);
      const property = typeSchema(type);
      if (!property) {
        unread.push({ start: tokens[j].start, what: `the schema of parameter ${JSON.stringify(name)}` });
        continue;
      }
      spans.set(at, { value: [tokens[j].start, tokens[nameAt].end], key: [tokens[nameAt].start, tokens[nameAt].end] });
      const described = describedBy(attributes);
      if (described !== undefined) {
        const read = value(described, joinPointer(at, 'description'));
        if (typeof read === 'string') property.description = read;
        else unread.push({ start: tokens[described].start, what: `the description of parameter ${JSON.stringify(name)}` });
      }
      if (equals !== -1) {
        const read = value(equals + 1, joinPointer(at, 'default'));
        if (read !== UNKNOWN) property.default = read;
      } else required.push(name);
      properties[name] = property;
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  };

  const split = (open: number) => parameterSpans(tokens, pairs, open);

  /** Each class (struct, record) with a body: its name, body and whether an attribute section before it marks it [McpServerToolType]. */
  const classes: { name: string; open: number; close: number; marked: boolean }[] = [];
  if (registered) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (!(is(i, 'class') || is(i, 'struct') || (is(i, 'record') && !is(i + 1, 'class') && !is(i + 1, 'struct'))) || tokens[i + 1].kind !== 'name') continue;
      let open = i + 2;
      while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
      if (!op(open, '{')) continue;
      let k = i - 1;
      while (tokens[k]?.kind === 'name' && MODIFIERS.has(tokens[k].text as string)) k--;
      let marked = false;
      for (; op(k, ']'); k = openers[k] - 1) marked ||= (section(openers[k], true) ?? []).some((a) => a.name === 'McpServerToolType');
      classes.push({ name: tokens[i + 1].text as string, open, close: pairs[open], marked });
    }
  }
  /** The innermost class whose body holds the token at `at`. */
  const classOf = (at: number) => {
    let found: (typeof classes)[number] | undefined;
    for (const c of classes) if (c.open < at && at < c.close && (!found || c.open > found.open)) found = c;
    return found;
  };

  for (let i = 0; i < tokens.length; i++) {
    if (is(i, 'McpServerTool') && op(i + 1, '.') && is(i + 2, 'Create') && op(i + 3, '(')) {
      unread.push({ start: tokens[i].start, what: 'a tool registration' });
      continue;
    }
    if (!op(i, '[')) continue;
    const first = section(i);
    if (!first) continue;
    const attributes = [...first];
    let j = pairs[i] + 1;
    while (op(j, '[')) {
      const next = section(j, true);
      if (!next) break;
      attributes.push(...next);
      j = pairs[j] + 1;
    }
    const marked = attributes.find((a) => a.name === 'McpServerTool' || a.name === 'McpServerPrompt' || a.name === 'McpServerResource');
    const trigger = azure ? attributes.find((a) => a.name === 'McpToolTrigger') : undefined;
    if (trigger) azureTrigger(trigger, i);
    else if (marked?.name === 'McpServerTool') tool(attributes, marked, j, i);
    else if (marked) promptOrResource(attributes, marked, j, i);
    i = j - 1;
  }
  const out = { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors };
  if (handlers) readHandlerTools({ tokens, pairs, registered: handlers, value, skip, resolve, place }, out);
  if (served) readPropertyTools({ tokens, pairs, served, value, skip, place }, out);
  if (listed || (text.includes('ListToolsResult') && sdkTypes(text))) readListResults({ tokens, pairs, value, skip, resolve, place }, out, listed);
  return { ...out, unread: unread.sort((a, b) => a.start - b.start) };
}

/** Whether a `///` comment ends within [from, to]: a binary search of their sorted ends. */
function docBetween(ends: readonly number[], from: number, to: number): boolean {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ends[mid] < from) low = mid + 1;
    else high = mid;
  }
  return low < ends.length && ends[low] <= to;
}

/** The schema of a parameter type of simple form (`string`, `int?`, `string[]`, `List<int>`), or undefined. */
function typeSchema(type: readonly CsToken[]): Record<string, unknown> | undefined {
  const words = type.filter((t) => !(t.kind === 'op' && t.text === '?')).map((t) => t.text);
  // `System.String` reads as `String`.
  while (words[1] === '.' && (words[0] === 'System' || words[0] === 'Collections' || words[0] === 'Generic')) words.splice(0, 2);
  if (words.length === 1 && Object.hasOwn(TYPES, words[0] as string)) return { type: TYPES[words[0] as string] };
  if (words.length === 3 && words[1] === '[' && words[2] === ']' && Object.hasOwn(TYPES, words[0] as string))
    return { type: 'array', items: { type: TYPES[words[0] as string] } };
  if (words.length === 4 && LISTS.has(words[0] as string) && words[1] === '<' && words[3] === '>' && Object.hasOwn(TYPES, words[2] as string))
    return { type: 'array', items: { type: TYPES[words[2] as string] } };
  return undefined;
}

/**
 * The name the SDK gives a tool, prompt or resource after its method (its `DeriveName`): less an `Async`
 * suffix when the method returns a task; then, since 0.3.0-preview.2, each run of characters other than
 * ASCII letters and digits made one `_`, `_` trimmed from both ends (the method's own name when nothing
 * is left), in .NET's snake_case: `GetWeatherAsync` → `get_weather`, `Get__HTTPStatus` → `get_http_status`.
 */
export function defaultName(method: string, asynchronous: boolean, snake: boolean): string {
  const name = asynchronous && method.endsWith('Async') && method.length > 5 ? method.slice(0, -5) : method;
  if (!snake) return name;
  const sanitized = name.replace(/[^0-9A-Za-z]+/g, '_').replace(/^_+|_+$/g, '');
  return snakeCaseLower(sanitized === '' ? method : sanitized);
}

/**
 * System.Text.Json's `JsonNamingPolicy.SnakeCaseLower`, by UTF-16 code unit and Unicode category as .NET
 * reads them: an uppercase letter after a lowercase letter, a digit or spaces starts a word, as does the
 * last of a run of capitals when a lowercase letter follows (`XMLReader` → `xml_reader`); spaces between
 * words become one `_`; any other character is kept and starts afresh.
 */
function snakeCaseLower(name: string): string {
  let out = '';
  let state: 'start' | 'upper' | 'lower' | 'space' = 'start';
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (/\p{Lu}/u.test(c)) {
      if (state === 'lower' || state === 'space' || (state === 'upper' && /\p{Ll}/u.test(name[i + 1] ?? ''))) out += '_';
      out += c.toLowerCase();
      state = 'upper';
    } else if (/[\p{Ll}\p{Nd}]/u.test(c)) {
      if (state === 'space') out += '_';
      out += c;
      state = 'lower';
    } else if (/\p{Zs}/u.test(c)) {
      if (state !== 'start') state = 'space';
    } else {
      out += c;
      state = 'start';
    }
  }
  return out;
}
