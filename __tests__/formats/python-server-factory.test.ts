/**
 * A FastMCP tool module whose server a project factory of its package builds (`from .app import mcp`,
 * where app.py assigns `mcp = Factory.create()` and `create` is annotated to return a FastMCP).
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

function lint(text: string, path: string, files: Record<string, string> = {}): FileResult {
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace({ ...files, [path]: text }) });
}

describe('python-source: a server a project factory builds', () => {
  const APP = `from mcp.server import FastMCP

_INSTANCE = None


class ServerFactory:
    @staticmethod
    def create(**kwargs) -> FastMCP:
        global _INSTANCE
        _INSTANCE = FastMCP()
        return _INSTANCE


factory = ServerFactory
mcp = factory.create()
`;
  const TOOLS = `from .models import TaskInput
from .app import mcp


@mcp.tool(
    title="Create Task",
    name="task.create",
    description=("Creates a task " "in a list."),
)
async def create(data: TaskInput) -> dict:
    return {}
`;

  it('reads a tool module whose server is the result of a factory annotated to return a FastMCP', () => {
    const result = lint(TOOLS, 'pkg/mcp_server/task.py', { 'pkg/mcp_server/app.py': APP });
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([{ name: 'task.create', line: 7, column: 10 }]);
  });

  it('leaves it when the factory is not known to return a server', () => {
    for (const app of [
      APP.replace('-> FastMCP:', '-> "Agent":'),
      APP.replace('-> FastMCP:', ':'),
      // Another `create` of the module returns something else.
      `${APP}\n\nclass Other:\n    def create(self) -> dict:\n        return {}\n`,
    ]) {
      const result = lint(TOOLS, 'pkg/mcp_server/task.py', { 'pkg/mcp_server/app.py': app });
      expect(result.format).toBeNull();
    }
  });
});
