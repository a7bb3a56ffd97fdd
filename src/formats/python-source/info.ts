/**
 * What tells that a file is a Python MCP server's source: a `.py` file that imports FastMCP (from the
 * official `mcp` SDK or the `fastmcp` package), the SDK's low-level `mcp.server` or `mcp.types`, or the
 * server object a module of its package builds. All that classification reads; the reader and rules
 * (index.ts) load only when such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';
import { answeredElsewhere } from './answered-elsewhere.js';
import { handRolled } from './hand-rolled.js';
import { importedFactories } from './imported-factories.js';
import { registrarsOfFunctions } from './imported-functions.js';
import { registeringCalls } from './registering-bases.js';
import { azureTools, namesSdk, registersOnPackageServer } from './server-import.js';
import { toolClasses } from './tool-classes.js';
import { toolRecords } from './tool-records.js';

const PATHS = ['**/?*.py'];

export const PYTHON_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'python-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 6,
  noun: { one: 'Python server file', other: 'Python server files' },
  title: 'Python MCP server source (FastMCP and MCPServer tools)',
  paths: PATHS,
  // `from mcp.server.fastmcp import FastMCP`, `from fastmcp import FastMCP`, v2's `from mcp.server
  // import MCPServer`, the low-level `from mcp.server import Server`; or a tool module that imports the
  // server object its package builds (server-import.ts); or an Azure Functions app's `@app.mcp_tool()`.
  // A module handed the server its package builds (`def register_tools(mcp_server): @mcp_server.tool()`) too.
  // Or a module whose functions a server module of its package imports and registers (imported-functions.ts),
  // or one that answers MCP's methods itself (hand-rolled.ts) or whose function a module answering them calls (answered-elsewhere.ts), or one whose registry of tool records (tool-records.ts) or tool classes (tool-classes.ts) a module serves,
  // or whose class registers by keywords through a base class that serves them (registering-bases.ts).
  importsSdk: (text, path, workspace) =>
    namesSdk(text) ||
    azureTools(text) ||
    (path !== undefined &&
      (registersOnPackageServer(text, path, workspace) ||
        registrarsOfFunctions(text, path, workspace).length > 0 ||
        handRolled(text, path) !== undefined ||
        answeredElsewhere(text, path, workspace).length > 0 ||
        toolRecords(text, path, workspace).size > 0 ||
        toolClasses(text, path, workspace).size > 0 ||
        // Or one whose class registers tools through a server base class of the repository (registering-bases.ts).
        registeringCalls(text, path, workspace).size > 0 ||
        // Or one that decorates its functions with a registering decorator factory of another module (imported-factories.ts).
        importedFactories(text, path, workspace).size > 0)),
});

export default PYTHON_SOURCE_INFO;
