/**
 * Tool records a project keeps in its own registry and a module serves unchanged:
 * `server.register_tool(ToolRecord(name="…", description="…"))`, the registry's records handed to the SDK's
 * `Tool(name=t.name, description=t.description, …)` in a loop over `….tools.values()`.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { toolRecords } from '../../src/formats/python-source/tool-records.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const REGISTRY = `from typing import Any, Callable

from pydantic import BaseModel, Field


class ToolRecord(BaseModel):
    name: str
    description: str
    input_model: type[BaseModel]
    handler: Callable[[BaseModel], Any] = Field(exclude=True)


class Registry(BaseModel):
    tools: dict[str, ToolRecord] = Field(default_factory=dict)

    def register_tool(self, tool: ToolRecord) -> None:
        self.tools[tool.name] = tool


class Empty(BaseModel):
    pass


def build() -> Registry:
    registry = Registry()
    registry.register_tool(ToolRecord(name="plant_seed", description="Plants a seed in a bed.", input_model=Empty, handler=print))
    registry.register_tool(
        ToolRecord(
            name="water_bed",
            description=(
                "Waters a bed "
                "once a day."
            ),
            input_model=Empty,
            handler=print,
        )
    )
    return registry
`;

const SERVER = `from typing import Any

from mcp import types
from mcp.server import Server

from garden.registry import Registry, build


def _schema(tool: Any) -> types.Tool:
    return types.Tool(
        name=tool.name,
        description=tool.description,
        inputSchema=tool.input_model.model_json_schema(),
    )


def serve(registry: Registry) -> Server[Any]:
    async def list_tools(_ctx: Any, _params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[_schema(tool) for tool in registry.tools.values()])

    return Server("garden", on_list_tools=list_tools)
`;

const FILES: Record<string, string> = {
  'garden/__init__.py': '',
  'garden/registry.py': REGISTRY,
  'garden/stdio.py': SERVER,
};

function lint(files: Record<string, string>, path = 'garden/registry.py'): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('python-source: tool records a project registry serves', () => {
  it('reads each registered record at its literals', () => {
    const result = lint(FILES);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'plant_seed', line: 26, column: 44 },
      { name: 'water_bed', line: 29, column: 18 },
    ]);
    expect(result.source?.dynamic ?? []).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('reads records served in a loop of the SDK module itself, or by a dataclass', () => {
    const loop = `from fastmcp import FastMCP\n\nfrom garden.registry import build\n\nmcp = FastMCP("garden")\nfor record in build().tools.values():\n    mcp.tool(name=record.name, description=record.description)(record.handler)\n`;
    expect(lint({ ...FILES, 'garden/stdio.py': loop }).source?.tools?.map((t) => t.name)).toEqual(['plant_seed', 'water_bed']);
    const dataclass = REGISTRY.replace(
      'from pydantic import BaseModel, Field\n',
      'from dataclasses import dataclass\nfrom pydantic import BaseModel, Field\n',
    ).replace('class ToolRecord(BaseModel):', '@dataclass\nclass ToolRecord:');
    expect(lint({ ...FILES, 'garden/registry.py': dataclass }).source?.tools?.map((t) => t.name)).toEqual(['plant_seed', 'water_bed']);
  });

  it('lists a record whose name is not written as a literal as not statically known', () => {
    const computed = REGISTRY.replace('name="plant_seed"', 'name=PREFIX + "seed"');
    const result = lint({ ...FILES, 'garden/registry.py': computed });
    expect(result.source?.tools?.map((t) => t.name)).toEqual(['water_bed']);
    expect(result.source?.dynamic?.map((d) => [d.line, d.what])).toEqual([[26, 'a tool']]);
  });

  it('reads nothing when the path from the record to the SDK is not shown', () => {
    for (const [path, from, to] of [
      // The record reshapes its fields, or is no record class.
      [
        'garden/registry.py',
        '    input_model: type[BaseModel]\n',
        '    input_model: type[BaseModel]\n\n    def __init__(self, **data):\n        super().__init__(**data)\n',
      ],
      ['garden/registry.py', '    description: str\n', '    description: int\n'],
      ['garden/registry.py', 'class ToolRecord(BaseModel):', 'class ToolRecord(Base):'],
      // The method does more than store the record by its name.
      ['garden/registry.py', '        self.tools[tool.name] = tool\n', '        self.tools[tool.name] = tool\n        tool.name = "x"\n'],
      ['garden/registry.py', 'self.tools[tool.name] = tool', 'self.tools[tool.name.upper()] = tool'],
      // The server hands the SDK something else, loops over another attribute, or imports nothing of the file.
      ['garden/stdio.py', 'description=tool.description,', 'description=tool.handler.__doc__,'],
      ['garden/stdio.py', 'name=tool.name,', 'name="garden_" + tool.name,'],
      ['garden/stdio.py', 'registry.tools.values()', 'registry.hidden.values()'],
      ['garden/stdio.py', 'from garden.registry import Registry, build\n', 'Registry = build = None\n'],
      ['garden/stdio.py', 'from mcp import types\nfrom mcp.server import Server\n', 'from rpc import types, Server\n'],
    ] as const) {
      const files = { ...FILES, [path]: FILES[path].replace(from, to) };
      expect(files[path]).not.toBe(FILES[path]);
      expect(lint(files).source?.tools ?? []).toEqual([]);
    }
    // A call with more than the record, or of another class, is no registration of one.
    const other = REGISTRY.replace('registry.register_tool(ToolRecord(name="plant_seed"', 'registry.register_tool(Other(name="plant_seed"');
    expect(lint({ ...FILES, 'garden/registry.py': other }).source?.tools?.map((t) => t.name)).toEqual(['water_bed']);
  });

  it('names the method and the record classes it takes', () => {
    const workspace = memoryWorkspace(FILES, { list: 'entries' });
    expect(toolRecords(REGISTRY, 'garden/registry.py', workspace)).toEqual(new Map([['register_tool', new Set(['ToolRecord'])]]));
    expect(toolRecords(REGISTRY, 'garden/registry.py', undefined)).toEqual(new Map());
  });
});
