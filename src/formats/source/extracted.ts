/**
 * What every source format's reader (its extract.ts) makes of a file: the tools, prompts and resources it
 * registers, read as a descriptor holds them and placed where they are written, and what could not be
 * read statically. program.ts turns it into the format's parsed document.
 */
import type { AfterCallback } from '../../parse/inventory.js';
import type { Spans, StringAnchors } from '../../parse/parse.js';
import { joinPointer } from '../../util/pointer.js';

/** A value the reader could not know without running the server: listed as not statically known, never guessed. */
export const UNKNOWN: unique symbol = Symbol('not statically known');
export type Read = unknown | typeof UNKNOWN;

/** What a reader registered and where; `Name` is where a tool's name is written (its start, or start and end). */
export interface Extracted<Name extends number | [number, number] = number> {
  tools: Record<string, unknown>[];
  /** Prompts, resources and resource templates, read as a descriptor holds them: the security rules read their texts. */
  prompts: Record<string, unknown>[];
  /** Absent where the format reads no resources. */
  resources?: Record<string, unknown>[];
  resourceTemplates?: Record<string, unknown>[];
  spans: Map<string, Spans>;
  /** Where each tool's name is written, by index in `tools`. */
  names: Name[];
  unread: { start: number; what: string; pointer?: string }[];
  anchors: Map<string, StringAnchors>;
  /** How many registrations were left out as test code within the file (a Rust `#[cfg(test)]` module). */
  testRegistrations?: number;
  /**
   * The indices in `tools` of those registered only under a condition of the file (an `if` around the
   * registration: `if os.environ.get("ENABLE_X"):`): tools of the server all the same, but a run may not
   * serve them, so a list of the server's tools may leave them out.
   */
  conditional?: number[];
  /** Arguments registrations pass that their SDK never reads (SDK v1's `server.tool` reads none after its callback). */
  afterCallback?: AfterCallback[];
}

/** What a reader fills as it reads a file, empty. */
export function emptyExtracted(): Required<Extracted> {
  return {
    tools: [],
    prompts: [],
    resources: [],
    resourceTemplates: [],
    spans: new Map(),
    names: [],
    unread: [],
    anchors: new Map(),
    testRegistrations: 0,
    conditional: [],
    afterCallback: [],
  };
}

/**
 * A prompt's `arguments`, from the input schema its parameters were read into at `scratch` (a prompt's
 * arguments have no types): each argument's name and description placed where its parameter's are.
 */
export function argumentsFromSchema(
  schema: Record<string, unknown>,
  scratch: string,
  pointer: string,
  spans: Map<string, Spans>,
  anchors: Map<string, StringAnchors>,
): Record<string, unknown>[] {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set(schema.required as string[] | undefined);
  return Object.entries(properties).map(([name, property], index) => {
    const from = joinPointer(joinPointer(scratch, 'properties'), name);
    const to = joinPointer(joinPointer(pointer, 'arguments'), String(index));
    for (const suffix of ['', '/description']) {
      const span = spans.get(from + suffix);
      if (span) spans.set(to + suffix, span);
      const anchor = anchors.get(from + suffix);
      if (anchor) anchors.set(to + suffix, anchor);
    }
    const span = spans.get(from);
    if (span?.key) spans.set(joinPointer(to, 'name'), { value: span.key });
    return { name, ...(typeof property.description === 'string' ? { description: property.description } : {}), required: required.has(name) };
  });
}
