/** Where resource URIs, icons and `_meta` objects sit in a descriptor, for the rules of this family. */
import { type DescriptorView, type SurfaceKind, surfaces } from '../../surfaces.js';
import { isObject, type JsonObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';

export interface Place<T> {
  pointer: string;
  value: T;
}

/** The content blocks of example tool results: resource links and embedded resources carry URIs and icons too. */
function* resultBlocks(view: DescriptorView): Generator<Place<JsonObject>> {
  for (const surface of surfaces(view)) {
    if (surface.kind !== 'interaction-result' || !Array.isArray(surface.value.content)) continue;
    for (const [index, block] of surface.value.content.entries()) {
      if (isObject(block)) yield { pointer: joinPointer(surface.pointer, 'content', index), value: block };
    }
  }
}

/** Every resource URI: `resources[*].uri`, and those of resource links and embedded resources in example results. */
export function* resourceUris(view: DescriptorView): Generator<Place<unknown>> {
  for (const surface of surfaces(view)) {
    if (surface.kind === 'resource' && 'uri' in surface.value) yield { pointer: joinPointer(surface.pointer, 'uri'), value: surface.value.uri };
  }
  for (const block of resultBlocks(view)) {
    if (block.value.type === 'resource_link' && 'uri' in block.value) {
      yield { pointer: joinPointer(block.pointer, 'uri'), value: block.value.uri };
    } else if (block.value.type === 'resource' && isObject(block.value.resource) && 'uri' in block.value.resource) {
      yield { pointer: joinPointer(block.pointer, 'resource', 'uri'), value: block.value.resource.uri };
    }
  }
}

const ICON_OWNERS: ReadonlySet<SurfaceKind> = new Set(['server-info', 'tool', 'resource', 'resource-template', 'prompt']);

/** Every icon object, on serverInfo, tools, resources, resource templates, prompts and resource links. */
export function* icons(view: DescriptorView): Generator<Place<JsonObject>> {
  const owners: Place<JsonObject>[] = [];
  for (const surface of surfaces(view)) {
    if (ICON_OWNERS.has(surface.kind)) owners.push(surface);
  }
  for (const block of resultBlocks(view)) if (block.value.type === 'resource_link') owners.push(block);
  for (const owner of owners) {
    if (!Array.isArray(owner.value.icons)) continue;
    for (const [index, icon] of owner.value.icons.entries()) {
      if (isObject(icon)) yield { pointer: joinPointer(owner.pointer, 'icons', index), value: icon };
    }
  }
}

/** Keys whose values are JSON Schemas, free-form data or surfaces of their own, where a `_meta` key is not MCP's. */
const NOT_MCP = new Set([
  'inputSchema',
  'outputSchema',
  'requestedSchema',
  'structuredContent',
  'input',
  'arguments',
  'metadata',
  'content',
  'interactionExamples',
  'elicitations',
  'experimental',
  'extensions',
]);

/** Every `_meta` object of the MCP objects in the descriptor (tools, resources, prompts, example results and steps). */
export function metaObjects(view: DescriptorView): Place<JsonObject>[] {
  const found: Place<JsonObject>[] = [];
  for (const surface of surfaces(view)) metaIn(surface.value, surface.pointer, found);
  return found;
}

/** Pointers are built only down to the `_meta` objects found, not for every value walked past. */
function metaIn(value: unknown, pointer: string | (() => string), found: Place<JsonObject>[]): void {
  const at = (key: string | number) => () => joinPointer(typeof pointer === 'string' ? pointer : pointer(), key);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) metaIn(value[index], at(index), found);
    return;
  }
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    const child = value[key];
    if (key === '_meta') {
      if (isObject(child)) found.push({ pointer: at(key)(), value: child });
    } else if (typeof child === 'object' && child !== null && (!NOT_MCP.has(key) || (key === 'content' && isContent(child)))) {
      metaIn(child, at(key), found);
    }
  }
}

/** Content blocks (a list, or one block in a sampling message), as opposed to an elicitation response's form values. */
function isContent(value: unknown): boolean {
  return Array.isArray(value) || (isObject(value) && typeof value.type === 'string');
}
