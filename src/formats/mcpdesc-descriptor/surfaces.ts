/**
 * Where MCP objects sit inside a descriptor, and which definition each one must satisfy in the
 * declared version. Schema rules, field availability and deprecation all walk this one list.
 */
import { isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { definitionExists } from '../../protocol/check.js';
import { TOOL_EXTENSIONS } from '../../protocol/model/descriptor.js';
import type { Version } from '../../protocol/versions.js';
import { memoKey } from '../types.js';
import type { RuleContext } from './context.js';

export type SurfaceKind =
  | 'server-info'
  | 'capabilities'
  | 'tool'
  | 'resource'
  | 'resource-template'
  | 'prompt'
  | 'elicitation-declaration'
  | 'interaction-result'
  | 'step-request'
  | 'step-response';

export interface Surface {
  kind: SurfaceKind;
  pointer: string;
  definition: string;
  value: JsonObject;
  /** Keys that belong to mcpdesc rather than to the MCP definition. */
  ignoreKeys?: readonly string[];
}

export type StepType = 'roots' | 'sampling' | 'elicitation';

/** The MCP definitions an interaction step's request and response must satisfy. */
export const STEP_DEFINITIONS: Readonly<Record<StepType, { request: string; response: string }>> = {
  roots: { request: 'ListRootsRequestParams', response: 'ListRootsResult' },
  sampling: { request: 'CreateMessageRequestParams', response: 'CreateMessageResult' },
  elicitation: { request: 'ElicitRequestParams', response: 'ElicitResult' },
};

export function isStepType(value: unknown): value is StepType {
  return typeof value === 'string' && Object.hasOwn(STEP_DEFINITIONS, value);
}

const LISTS: readonly { key: string; kind: SurfaceKind; definition: string }[] = [
  { key: 'tools', kind: 'tool', definition: 'Tool' },
  { key: 'resources', kind: 'resource', definition: 'Resource' },
  { key: 'resourceTemplates', kind: 'resource-template', definition: 'ResourceTemplate' },
  { key: 'prompts', kind: 'prompt', definition: 'Prompt' },
];

/** What finding a descriptor's surfaces needs: the descriptor, its version, and the file's memos. */
export type DescriptorView = Pick<RuleContext, 'descriptor' | 'version' | 'memo' | 'fileMemo'>;

const SURFACES = memoKey<readonly Surface[]>('descriptor surfaces');
const SURFACES_OF_EVERY_VERSION = memoKey<readonly Surface[]>('descriptor surfaces, alike in every version');

/**
 * The descriptor's surfaces, found once per file and version and shared by every rule that walks them;
 * once for all the versions of a file whose tools hold no elicitations or interaction examples, the only
 * surfaces some versions lack (a source file read in each version its SDK speaks).
 */
export function surfaces(view: DescriptorView): readonly Surface[] {
  return view.memo(SURFACES, () =>
    alikeInEveryVersion(view.descriptor)
      ? view.fileMemo(SURFACES_OF_EVERY_VERSION, () => [...findSurfaces(view.descriptor, view.version)])
      : [...findSurfaces(view.descriptor, view.version)],
  );
}

/** Whether findSurfaces finds the same in every version: no tool's surfaces depend on one (see toolSurfaces). */
function alikeInEveryVersion(descriptor: JsonObject): boolean {
  const { tools } = descriptor;
  return !Array.isArray(tools) || tools.every((tool) => !isObject(tool) || (!isObject(tool.elicitations) && !isObject(tool.interactionExamples)));
}

/** The surfaces of a descriptor in a version, found anew (tests and the oracle). */
export function* findSurfaces(descriptor: JsonObject, version: Version): Generator<Surface> {
  if (isObject(descriptor.serverInfo)) {
    yield { kind: 'server-info', pointer: '/serverInfo', definition: 'Implementation', value: descriptor.serverInfo };
  }
  if (isObject(descriptor.capabilities)) {
    yield { kind: 'capabilities', pointer: '/capabilities', definition: 'ServerCapabilities', value: descriptor.capabilities };
  }
  for (const list of LISTS) {
    for (const { item, pointer } of objectItems(descriptor[list.key], `/${list.key}`)) {
      const ignoreKeys = list.kind === 'tool' ? TOOL_EXTENSIONS : undefined;
      yield { kind: list.kind, pointer, definition: list.definition, value: item, ...(ignoreKeys ? { ignoreKeys } : {}) };
      if (list.kind === 'tool') yield* toolSurfaces(item, pointer, version);
    }
  }
}

function* toolSurfaces(tool: JsonObject, toolPointer: string, version: Version): Generator<Surface> {
  if (isObject(tool.elicitations) && definitionExists('ElicitRequestParams', version)) {
    for (const [name, declaration] of Object.entries(tool.elicitations)) {
      if (isObject(declaration)) {
        yield {
          kind: 'elicitation-declaration',
          pointer: joinPointer(toolPointer, 'elicitations', name),
          definition: 'ElicitRequestParams',
          value: declaration,
        };
      }
    }
  }
  for (const example of interactionExamples(tool, toolPointer)) {
    if (isObject(example.value.result)) {
      yield { kind: 'interaction-result', pointer: joinPointer(example.pointer, 'result'), definition: 'CallToolResult', value: example.value.result };
    }
    for (const { item: step, pointer } of objectItems(example.value.steps, joinPointer(example.pointer, 'steps'))) {
      if (!isStepType(step.type)) continue;
      const definitions = STEP_DEFINITIONS[step.type];
      if (!definitionExists(definitions.request, version)) continue;
      if (isObject(step.request)) {
        yield { kind: 'step-request', pointer: joinPointer(pointer, 'request'), definition: definitions.request, value: step.request };
      }
      if (isObject(step.response)) {
        yield { kind: 'step-response', pointer: joinPointer(pointer, 'response'), definition: definitions.response, value: step.response };
      }
    }
  }
}

export interface Located<T> {
  name: string;
  pointer: string;
  value: T;
}

/** A tool's interaction examples that are objects, with their pointers. */
export function interactionExamples(tool: JsonObject, toolPointer: string): Located<JsonObject>[] {
  if (!isObject(tool.interactionExamples)) return [];
  return Object.entries(tool.interactionExamples)
    .filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
    .map(([name, value]) => ({ name, value, pointer: joinPointer(toolPointer, 'interactionExamples', name) }));
}

/** The object items of a list, with their pointers; anything else is the structure rule's to report. */
export function objectItems(list: unknown, pointer: string): { item: JsonObject; pointer: string; index: number }[] {
  const items: { item: JsonObject; pointer: string; index: number }[] = [];
  if (!Array.isArray(list)) return items;
  for (let index = 0; index < list.length; index++) {
    const item: unknown = list[index];
    if (isObject(item)) items.push({ item, index, pointer: `${pointer}/${index}` });
  }
  return items;
}
