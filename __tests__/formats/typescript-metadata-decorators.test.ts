/**
 * typescript-source: NestJS tools a project declares with its own class decorator (metadata-decorators.ts),
 * `@PlantTool({ name, title, description, annotations, inputSchema })` of a decorator storing its one parameter as it
 * is (`SetMetadata(KEY, options)`), registered by a module naming the SDK that reads the key's metadata and copies
 * its keys into `registerTool`. What the proof cannot follow (a decorator changing its object, a registrar computing
 * the name, a key renamed or set on some runs only) is not read, or is listed as not statically known.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTypescript } from '../../src/formats/typescript-source/read.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/server":"^2.0.0","@nestjs/common":"^11.0.0","zod":"^4.1.0"}}';
const DECORATOR = `import { SetMetadata } from '@nestjs/common';
import type { ToolAnnotations } from '@modelcontextprotocol/server';

export const PLANT_TOOL = Symbol('PLANT_TOOL');

export interface PlantToolOptions {
  name: string;
  title: string;
  description: string;
  annotations?: ToolAnnotations;
  inputSchema?: unknown;
}

export function PlantTool(options: PlantToolOptions & { shady: true }): ClassDecorator;
export function PlantTool(options: PlantToolOptions): ClassDecorator {
  return SetMetadata(PLANT_TOOL, options);
}
`;
const REGISTRY = `import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { McpServer } from '@modelcontextprotocol/server';
import { PLANT_TOOL, type PlantToolOptions } from './decorators/plant-tool.decorator.js';

@Injectable()
export class PlantToolRegistry {
  constructor(private readonly discovery: DiscoveryService) {}

  register(server: McpServer): void {
    for (const { handler, options } of this.found()) {
      const config = {
        title: options.title,
        description: options.description,
        annotations: options.annotations,
      };
      if (options.inputSchema) {
        server.registerTool(options.name, { ...config, inputSchema: options.inputSchema }, async (input) => handler.run(input));
      } else {
        server.registerTool(options.name, config, async () => handler.run(undefined));
      }
    }
  }

  private found() {
    const out = [];
    for (const { instance } of this.discovery.getProviders()) {
      const options = Reflect.getOwnMetadata(PLANT_TOOL, instance.constructor) as PlantToolOptions | undefined;
      if (options) out.push({ handler: instance, options });
    }
    return out;
  }
}
`;
/** `water_bed` (its name on line 6, column 9). */
const TOOL = `import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { PlantTool } from '../decorators/plant-tool.decorator.js';

@PlantTool({
  name: 'water_bed',
  title: 'Water a bed',
  description: 'Waters one bed of the garden.',
  annotations: { idempotentHint: true },
  inputSchema: z.object({ bed: z.string().describe("The bed's id") }),
})
@Injectable()
export class WaterBedTool {
  async run(input: unknown) {
    return { content: [] };
  }
}
`;
const FILES: Record<string, string> = {
  'package.json': PACKAGE,
  'src/mcp/decorators/plant-tool.decorator.ts': DECORATOR,
  'src/mcp/plant-tool.registry.ts': REGISTRY,
  'src/mcp/tools/water-bed.tool.ts': TOOL,
};
const AT = 'src/mcp/tools/water-bed.tool.ts';
const REGISTRY_AT = 'src/mcp/plant-tool.registry.ts';

function lint(files: Record<string, string>, at = AT): FileResult {
  const all = { ...FILES, ...files };
  return lintSource(at, all[at], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>, at = AT): { tools: string[]; dynamic: string[] } {
  const source = lint(files, at).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => d.what) };
}

describe("typescript-source: a project's class decorator whose metadata a module registers", () => {
  it('reads the object the class is given, and leaves the registrations of the metadata to it', () => {
    expect(read({})).toEqual({ tools: ['water_bed 6:9'], dynamic: [] });
    expect(lint({}).findings).toEqual([]);
    const [tool] = extractTypescript(TOOL, AT, memoryWorkspace(FILES, { list: 'entries' })).tools;
    expect(tool).toEqual({
      name: 'water_bed',
      title: 'Water a bed',
      description: 'Waters one bed of the garden.',
      annotations: { idempotentHint: true },
      inputSchema: { type: 'object', properties: { bed: { type: 'string', description: "The bed's id" } }, required: ['bed'] },
    });
    // The registrations are read at the classes: neither is listed as not statically known.
    expect(read({}, REGISTRY_AT)).toEqual({ tools: [], dynamic: [] });
    const empty = lint({ [AT]: TOOL.replace("'Waters one bed of the garden.'", "''") });
    expect(empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description')?.range.start).toEqual({ line: 8, column: 16 });
  });

  it('reads an arrow decorator, `Reflect.metadata`, `applyDecorators`, a `const` of the read value and a reflector', () => {
    const arrow = "export const PLANT_TOOL = 'plant:tool';\nexport const PlantTool = (options: object) => SetMetadata(PLANT_TOOL, options);\n";
    const head = "import { SetMetadata, applyDecorators, Injectable } from '@nestjs/common';\n";
    expect(read({ 'src/mcp/decorators/plant-tool.decorator.ts': head + arrow }).tools).toEqual(['water_bed 6:9']);
    const reflected =
      "export const PLANT_TOOL = 'plant:tool';\nexport function PlantTool(options: object) {\n  return Reflect.metadata(PLANT_TOOL, options);\n}\n";
    expect(read({ 'src/mcp/decorators/plant-tool.decorator.ts': reflected }).tools).toEqual(['water_bed 6:9']);
    const applied =
      "export const PLANT_TOOL = 'plant:tool';\nexport const PlantTool = (options: object) => applyDecorators(Injectable(), SetMetadata(PLANT_TOOL, options));\n";
    expect(read({ 'src/mcp/decorators/plant-tool.decorator.ts': head + applied }).tools).toEqual(['water_bed 6:9']);
    const held = `import { McpServer } from '@modelcontextprotocol/server';
import { Reflector } from '@nestjs/core';
import { PLANT_TOOL } from './decorators/plant-tool.decorator.js';

export function registerPlants(server: McpServer, reflector: Reflector, classes: Function[]) {
  for (const cls of classes) {
    const meta = reflector.get(PLANT_TOOL, cls);
    server.registerTool(meta.name, { description: meta.description, inputSchema: meta.inputSchema }, async () => ({ content: [] }));
  }
}
`;
    // Only the keys the registrar copies are read.
    const [tool] = extractTypescript(TOOL, AT, memoryWorkspace({ ...FILES, [REGISTRY_AT]: held }, { list: 'entries' })).tools;
    expect(Object.keys(tool)).toEqual(['name', 'description', 'inputSchema']);
    expect(read({ [REGISTRY_AT]: held }, REGISTRY_AT).dynamic).toEqual([]);
  });

  it('leaves not statically known a key the registrar computes, renames, or sets on some runs only', () => {
    const computed = REGISTRY.replace('description: options.description,', 'description: describe(options),');
    expect(read({ [REGISTRY_AT]: computed })).toEqual({ tools: ['water_bed 6:9'], dynamic: ["the tool's description"] });
    const renamed = REGISTRY.replace('title: options.title,', 'title: options.description,');
    expect(read({ [REGISTRY_AT]: renamed })).toEqual({ tools: ['water_bed 6:9'], dynamic: ["the tool's title"] });
    // The annotations are left out of a registration no test of them guards.
    const unguarded = REGISTRY.replace('server.registerTool(options.name, config,', 'server.registerTool(options.name, { title: options.title },');
    expect(read({ [REGISTRY_AT]: unguarded })).toEqual({ tools: ['water_bed 6:9'], dynamic: ["the tool's description", "the tool's annotations"] });
  });

  it('reads nothing the proof cannot follow, and keeps the registrations listed', () => {
    const nothing = { tools: [], dynamic: [] };
    // The decorator changes its object, or does more than store it.
    expect(read({ 'src/mcp/decorators/plant-tool.decorator.ts': DECORATOR.replace('PLANT_TOOL, options)', "PLANT_TOOL, { ...options, name: 'x' })") })).toEqual(
      nothing,
    );
    expect(
      read({ 'src/mcp/decorators/plant-tool.decorator.ts': DECORATOR.replace('  return SetMetadata', '  console.log(options);\n  return SetMetadata') }),
    ).toEqual(nothing);
    // A `SetMetadata` of another package, or a key that is no constant of the decorator's module.
    expect(read({ 'src/mcp/decorators/plant-tool.decorator.ts': DECORATOR.replace("from '@nestjs/common'", "from './meta.js'") })).toEqual(nothing);
    // The registrar computes the name, reads another key, or spreads what it cannot follow.
    const prefixed = REGISTRY.replaceAll('registerTool(options.name,', 'registerTool(`garden_${options.name}`,');
    expect(read({ [REGISTRY_AT]: prefixed })).toEqual(nothing);
    expect(read({ [REGISTRY_AT]: prefixed }, REGISTRY_AT).dynamic).toEqual(['a tool registration', 'a tool registration']);
    expect(read({ [REGISTRY_AT]: REGISTRY.replace('getOwnMetadata(PLANT_TOOL,', 'getOwnMetadata(OTHER,') })).toEqual(nothing);
    const spread = REGISTRY.replace('const config = {', 'const config = {\n        ...defaults,');
    expect(read({ [REGISTRY_AT]: spread })).toEqual(nothing);
    expect(read({ [REGISTRY_AT]: spread }, REGISTRY_AT).dynamic).toEqual(['a tool registration', 'a tool registration']);
    // A registration on some runs only: under a test of anything else, or of a key with no registration otherwise.
    expect(read({ [REGISTRY_AT]: REGISTRY.replace('if (options.inputSchema) {', 'if (handler.typed) {') })).toEqual(nothing);
    const only = REGISTRY.replace(/ else \{\n.*\n {6}\}/, '');
    expect(only).not.toEqual(REGISTRY);
    expect(read({ [REGISTRY_AT]: only })).toEqual(nothing);
    expect(read({ [REGISTRY_AT]: only }, REGISTRY_AT).dynamic).toEqual(['a tool registration']);
    // A registrar naming no MCP SDK, a test's class, a decorator of a package.
    expect(read({ [REGISTRY_AT]: REGISTRY.replace("'@modelcontextprotocol/server'", "'./server.js'") })).toEqual(nothing);
    const test = 'src/mcp/tools/water-bed.tool.spec.ts';
    expect(read({ [test]: TOOL }, test)).toEqual(nothing);
    expect(read({ [AT]: TOOL.replace("'../decorators/plant-tool.decorator.js'", "'@garden/decorators'") })).toEqual(nothing);
  });

  it('reads one tool of a class given the decorator twice as not statically known', () => {
    const twice = TOOL.replace('@Injectable()', "@PlantTool({ name: 'other', title: 'Other', description: 'Other.' })");
    expect(read({ [AT]: twice })).toEqual({ tools: [], dynamic: ['a tool'] });
  });
});
