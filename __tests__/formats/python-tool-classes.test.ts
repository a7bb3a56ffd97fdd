/**
 * Tool classes that make their own record (`def _create_schema(self): return ToolSchema(name="…", …)`),
 * kept by their base's `__init__`, listed as instances by a function of the package and served by a module
 * that hands each record's name and description to the SDK's `Tool(…)`.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { toolClasses } from '../../src/formats/python-source/tool-classes.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const BASE = `from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any


@dataclass
class ToolSchema:
    name: str
    description: str
    input_schema: Any

    @property
    def input_schema_dict(self) -> dict:
        return self.input_schema.model_json_schema()


class BaseTool(ABC):
    def __init__(self):
        self.schema = self._create_schema()

    @abstractmethod
    def _create_schema(self) -> ToolSchema:
        pass
`;

const GARDEN = `from pydantic import BaseModel

from ..base import BaseTool, ToolSchema


class Empty(BaseModel):
    pass


class PlantTool(BaseTool):
    """Plants a seed."""

    def _create_schema(self) -> ToolSchema:
        return ToolSchema(
            name="plant_seed",
            description="Plants a seed in a bed.",
            input_schema=Empty,
        )

    async def handle(self, params):
        return params


class WaterTool(BaseTool):
    def _create_schema(self) -> ToolSchema:
        """The tool's schema."""
        return ToolSchema(name="water_bed", description="Waters a bed.", input_schema=Empty)


class UnlistedTool(BaseTool):
    def _create_schema(self) -> ToolSchema:
        return ToolSchema(name="unlisted", description="Never served.", input_schema=Empty)
`;

const LIST = `from .garden import PlantTool, WaterTool


def get_all_tools():
    """Every tool."""
    return [
        # Garden
        PlantTool(),
        WaterTool(),
    ]`;

const SERVER = `from mcp.server import Server
from mcp.types import Tool

from pkg.tools import get_all_tools

app = Server("garden")
tools = get_all_tools()


@app.list_tools()
async def list_tools() -> list[Tool]:
    out = []
    for tool in tools:
        out.append(
            Tool(
                name=tool.schema.name,
                description=tool.schema.description,
                inputSchema=tool.schema.input_schema_dict,
            )
        )
    return out
`;

const FILES: Record<string, string> = {
  'pkg/__init__.py': '',
  'pkg/base.py': BASE,
  'pkg/tools/__init__.py': LIST,
  'pkg/tools/garden.py': GARDEN,
  'server.py': SERVER,
};

function lint(files: Record<string, string>, path = 'pkg/tools/garden.py'): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('python-source: tool classes that make their record', () => {
  it('reads the record each listed class makes, at its literals', () => {
    const result = lint(FILES);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'plant_seed', line: 15, column: 18 },
      { name: 'water_bed', line: 27, column: 32 },
    ]);
    expect(result.source?.dynamic ?? []).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(toolClasses(GARDEN, 'pkg/tools/garden.py', memoryWorkspace(FILES, { list: 'entries' }))).toEqual(
      new Map([
        ['PlantTool', { method: '_create_schema', record: 'ToolSchema' }],
        ['WaterTool', { method: '_create_schema', record: 'ToolSchema' }],
      ]),
    );
  });

  it('reads a server that loops over the listing function itself', () => {
    const loop = `from fastmcp import FastMCP\n\nfrom pkg.tools import get_all_tools\n\nmcp = FastMCP("garden")\nfor each in get_all_tools():\n    mcp.tool(name=each.schema.name, description=each.schema.description)(each.handle)\n`;
    expect(lint({ ...FILES, 'server.py': loop }).source?.tools?.map((t) => t.name)).toEqual(['plant_seed', 'water_bed']);
  });

  it('lists a record whose name is not written as a literal as not statically known', () => {
    const result = lint({ ...FILES, 'pkg/tools/garden.py': GARDEN.replace('name="water_bed"', 'name=NAMES[1]') });
    expect(result.source?.tools?.map((t) => t.name)).toEqual(['plant_seed']);
    expect(result.source?.dynamic?.map((d) => [d.line, d.what])).toEqual([[27, 'a tool']]);
  });

  it('reads nothing when a step from the record to the SDK is not shown', () => {
    for (const [path, from, to] of [
      // The base does not keep the record, keeps it under a name set elsewhere too, or takes arguments.
      ['pkg/base.py', '        self.schema = self._create_schema()\n', '        self.schema = None\n'],
      [
        'pkg/base.py',
        '        self.schema = self._create_schema()\n',
        '        self.schema = self._create_schema()\n\n    def rename(self):\n        self.schema = None\n',
      ],
      ['pkg/base.py', 'def __init__(self):', 'def __init__(self, prefix):'],
      // The record reshapes its fields.
      ['pkg/base.py', '    @property\n    def input_schema_dict', '    @property\n    def name'],
      // The tool class replaces its record, or defines its own constructor.
      ['pkg/tools/garden.py', '    async def handle(self, params):\n        return params\n', '    def __init__(self):\n        self.schema = None\n'],
      // The list is more than instances, or is filtered.
      ['pkg/tools/__init__.py', '        WaterTool(),\n    ]', '        WaterTool(),\n    ][:1]'],
      ['pkg/tools/__init__.py', '    """Every tool."""\n', '    """Every tool."""\n    if DISABLED:\n        return []\n'],
      // The server hands the SDK something else of the record, or no SDK is named.
      ['server.py', 'description=tool.schema.description,', 'description=tool.__doc__,'],
      ['server.py', 'name=tool.schema.name,', 'name=f"garden_{tool.schema.name}",'],
      ['server.py', 'tools = get_all_tools()', 'tools = get_all_tools()[1:]'],
      ['server.py', 'from mcp.server import Server\nfrom mcp.types import Tool\n', 'from rpc import Server, Tool\n'],
    ] as const) {
      const files = { ...FILES, [path]: FILES[path].replace(from, to) };
      expect(files[path]).not.toBe(FILES[path]);
      expect(lint(files).source?.tools ?? []).toEqual([]);
    }
  });
});
