/**
 * The benchmark's corpus: descriptors generated from a seeded PRNG, so every run lints the same bytes.
 * Sizes follow a long tail: most servers expose a few tools, a few expose hundreds. Every clean
 * descriptor is correct for its version (the bench asserts zero findings); `withFinding` breaks one
 * thing on purpose.
 */
import { stringify } from 'yaml';
import { VERSIONS, type Version } from '../../src/protocol/versions.js';

export { VERSIONS };
type Json = Record<string, unknown>;

/** mulberry32: a small, fast, seeded PRNG (no Math.random, so runs are comparable). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const since = (version: Version, first: Version) => VERSIONS.indexOf(version) >= VERSIONS.indexOf(first);
const VERBS = ['get', 'list', 'create', 'update', 'delete', 'search', 'find', 'export', 'import', 'sync', 'archive', 'render'];
const NOUNS = ['issue', 'user', 'invoice', 'forecast', 'document', 'record', 'ticket', 'order', 'event', 'report', 'page', 'asset', 'build', 'branch'];
const WORDS = [
  'the',
  'a',
  'workspace',
  'current',
  'team',
  'project',
  'for',
  'from',
  'by',
  'its',
  'latest',
  'matching',
  'given',
  'in',
  'with',
  'region',
  'owner',
];

type Property = { schema: Json; sample: unknown };

export class DescriptorGenerator {
  private readonly random: () => number;

  /** `salt` prefixes property names, so that schemas differ from every other generator's (no cache hits). */
  constructor(
    seed: number,
    private readonly salt = '',
  ) {
    this.random = prng(seed);
  }

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)];
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private sentence(words: number): string {
    const text = Array.from({ length: words }, () => this.pick(WORDS)).join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  }

  /** Long-tailed tool count: median about 4, one file in a hundred above 50, capped at 300. */
  toolCount(): number {
    return Math.min(300, Math.ceil(2 * (1 / (1 - this.random())) ** 0.7));
  }

  private property(name: string): Property {
    switch (this.int(0, 5)) {
      case 0:
        return { schema: { type: 'string', description: `The ${name}, e.g. ${name}-1.` }, sample: `${name}-1` };
      case 1: {
        const max = this.int(10, 1000);
        return { schema: { type: 'integer', minimum: 1, maximum: max }, sample: this.int(1, max) };
      }
      case 2: {
        const values = ['open', 'closed', 'draft', 'merged'].slice(0, this.int(2, 4));
        return { schema: { type: 'string', enum: values }, sample: values[0] };
      }
      case 3:
        return { schema: { type: 'boolean', default: false }, sample: true };
      case 4:
        return { schema: { type: 'array', items: { type: 'string' }, maxItems: 20 }, sample: ['a', 'b'] };
      default:
        return { schema: { type: 'string', pattern: '^[a-z][a-z0-9_-]*$' }, sample: `${name}-x` };
    }
  }

  private objectSchema(count: number, prefix: string): { schema: Json; sample: Json } {
    const properties: Json = {};
    const sample: Json = {};
    const required: string[] = [];
    for (let i = 0; i < count; i++) {
      const name = `${this.salt}${prefix}${i === 0 ? '' : i}`;
      const property = this.property(name);
      properties[name] = property.schema;
      if (i === 0 || this.chance(0.4)) {
        required.push(name);
        sample[name] = property.sample;
      }
    }
    return { schema: { type: 'object', properties, required }, sample };
  }

  private tool(version: Version, index: number): Json {
    const noun = this.pick(NOUNS);
    const name = `${this.pick(VERBS)}_${noun}_${index}`;
    const input = this.objectSchema(this.int(1, 6), noun);
    const tool: Json = { name };
    if (since(version, '2025-06-18') && this.chance(0.3)) tool.title = `${name.replace(/_/g, ' ')}`;
    tool.description = `${this.sentence(this.int(4, 14))} Returns the ${noun} as JSON.`;
    tool.inputSchema = input.schema;
    let output: ReturnType<DescriptorGenerator['objectSchema']> | undefined;
    if (since(version, '2025-06-18') && this.chance(0.4)) {
      output = this.objectSchema(this.int(1, 4), 'field');
      tool.outputSchema = output.schema;
    }
    if (since(version, '2025-03-26') && this.chance(0.5)) {
      const readOnly = this.chance(0.6);
      tool.annotations = { readOnlyHint: readOnly, ...(readOnly ? {} : { destructiveHint: this.chance(0.5) }), openWorldHint: this.chance(0.3) };
    }
    if (this.chance(0.15)) {
      const structured = output ? { structuredContent: output.sample } : {};
      tool.interactionExamples = {
        typical: { input: input.sample, result: { content: [{ type: 'text', text: JSON.stringify(output?.sample ?? { ok: true }) }], ...structured } },
      };
    }
    return tool;
  }

  /** A correct descriptor for `version` with `tools` tools. */
  descriptor(version: Version, tools = this.toolCount(), id = 0): Json {
    const server: Json = { name: `server-${id}`, version: `${this.int(0, 9)}.${this.int(0, 20)}.${this.int(0, 9)}` };
    if (since(version, '2025-06-18') && this.chance(0.5)) server.title = `Server ${id}`;
    if (since(version, '2025-11-25') && this.chance(0.3))
      server.icons = [{ src: `https://example.com/icons/${id}.png`, mimeType: 'image/png', sizes: ['48x48'] }];
    const descriptor: Json = { protocolVersion: version, serverInfo: server };
    if (this.chance(0.4)) descriptor.instructions = this.sentence(this.int(6, 20));
    const capabilities: Json = {};
    descriptor.capabilities = capabilities;
    if (tools > 0) {
      capabilities.tools = this.chance(0.5) ? { listChanged: true } : {};
      descriptor.tools = Array.from({ length: tools }, (_, i) => this.tool(version, i));
    }
    if (this.chance(0.3)) {
      capabilities.resources = { subscribe: this.chance(0.5) };
      descriptor.resources = Array.from({ length: this.int(1, 8) }, (_, i) => ({
        uri: `docs://server-${id}/page-${i}`,
        name: `page-${i}`,
        mimeType: 'text/markdown',
      }));
      if (this.chance(0.6)) descriptor.resourceTemplates = [{ uriTemplate: `docs://server-${id}/pages/{slug}`, name: 'page', mimeType: 'text/markdown' }];
    }
    if (this.chance(0.3)) {
      capabilities.prompts = {};
      descriptor.prompts = Array.from({ length: this.int(1, 5) }, (_, i) => ({
        name: `prompt_${i}`,
        description: this.sentence(this.int(3, 8)),
        arguments: [{ name: 'topic', required: true }, { name: 'tone' }],
      }));
    }
    return descriptor;
  }

  /** A descriptor with one deliberate mistake, which must produce at least one finding. */
  withFinding(version: Version, id: number): Json {
    const descriptor = this.descriptor(version, this.int(1, 8), id);
    const tools = descriptor.tools as Json[];
    const mistakes: (() => void)[] = [
      () => {
        tools[0].name = 42;
      },
      () => {
        delete tools[0].inputSchema;
      },
      () => {
        tools.push({ ...tools[0] });
      },
      () => {
        descriptor.unknownTopLevel = true;
      },
      () => {
        (descriptor.serverInfo as Json).version = 3;
      },
      () => {
        (tools[0].inputSchema as Json).type = 'objekt';
      },
      () => {
        tools[0].interactionExamples = { wrong: { input: { unexpected: 1 }, result: { content: [] } } };
        (tools[0].inputSchema as Json).additionalProperties = false;
      },
    ];
    this.pick(mistakes)();
    return descriptor;
  }
}

export function toJson(descriptor: Json): string {
  return `${JSON.stringify(descriptor, null, 2)}\n`;
}

export function toYaml(descriptor: Json): string {
  return stringify(descriptor);
}
