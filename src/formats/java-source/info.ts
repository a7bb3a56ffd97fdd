/**
 * What tells that a file is a Java MCP server's source: a `.java` file that uses the MCP Java SDK
 * (`io.modelcontextprotocol`), the MCP annotations (`@McpTool`) or Quarkus MCP Server, or Spring AI's `@Tool` in a project
 * whose build makes an MCP server (a chat client's `@Tool` methods are not served). All that
 * classification reads; the reader and rules (index.ts) load only when such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';
import { buildsServer } from './project.js';

const PATHS = ['**/?*.java'];

export const JAVA_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'java-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 2,
  noun: { one: 'Java server file', other: 'Java server files' },
  title: 'Java MCP server source (Spring AI @Tool, @McpTool, MCP Java SDK)',
  paths: PATHS,
  importsSdk: (text, path, workspace) =>
    text.includes('io.modelcontextprotocol') ||
    text.includes('org.springaicommunity.mcp.annotation') ||
    text.includes('org.springframework.ai.mcp.annotation') ||
    text.includes('io.quarkiverse.mcp.server') ||
    (text.includes('org.springframework.ai.tool.annotation') && (path === undefined || workspace === undefined || buildsServer(path, workspace))),
});

export default JAVA_SOURCE_INFO;
