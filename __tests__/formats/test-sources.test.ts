/**
 * Test files that register tools (an SDK's own suite registers broken ones on purpose): listed as skipped
 * with the reason, never checked, unless named explicitly; a test file that registers nothing stays out.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { testSource } from '../../src/engine/test-source.js';
import { catalogue } from '../helpers/corpus.js';

const PY = 'from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("t")\n\n@mcp.tool(name="bad name", description="")\ndef bad() -> str:\n    return ""\n';
const GO = 'package server\n\nimport "github.com/mark3labs/mcp-go/mcp"\n\nvar bad = mcp.NewTool("bad name", mcp.WithDescription(""))\n';
const TS =
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "t", version: "1" });\nserver.registerTool("bad name", { description: "" }, async () => ({ content: [] }));\n';

describe('source files that are tests', () => {
  it.each([
    ['tests/test_server.py', PY, 'a test file: it is in a tests/ folder'],
    ['src/mcp/server_test.py', PY, "a test file: its name, server_test.py, is a test's"],
    ['conftest.py', PY, "a test file: its name, conftest.py, is a test's"],
    ['server/tools_test.go', GO, "a test file: its name, tools_test.go, is a test's"],
    ['internal/testdata/server.go', GO, 'a test file: it is in a testdata/ folder'],
    ['src/server.test.ts', TS, "a test file: its name, server.test.ts, is a test's"],
    ['packages/server/__tests__/tools.ts', TS, 'a test file: it is in a __tests__/ folder'],
  ])('lists %s as skipped, with the reason, and checks none of its tools', (path, text, reason) => {
    const result = lintSource(path, text, { catalogue });
    expect(result.findings).toEqual([]);
    expect(result.unlisted).toBeUndefined();
    expect(result.skipped).toBe(`${reason}, and tests register tools that are wrong on purpose. Name it explicitly to check it.`);
  });

  it('checks a test file named explicitly', () => {
    const result = lintSource('tests/test_server.py', PY, { catalogue, explicit: true });
    expect(result.skipped).toBeUndefined();
    expect(result.findings.map((f) => f.ruleId)).toContain('mcpdesc.tool.description');
  });

  it('leaves out a test file that registers nothing, as any source file that registers nothing', () => {
    const client = 'from mcp.server.fastmcp import FastMCP\n\ndef test_client():\n    assert FastMCP("x")\n';
    expect(lintSource('tests/test_client.py', client, { catalogue })).toMatchObject({ unlisted: true });
  });

  it('tells tests from servers by folder or name, not by words inside a name', () => {
    expect(testSource('src/testing_tools/server.py')).toBeUndefined();
    expect(testSource('src/latest.go')).toBeUndefined();
    expect(testSource('src/Contest.cs')).toBeUndefined();
    expect(testSource('src/attestation/server.ts')).toBeUndefined();
    expect(testSource('Server.Tests/EchoToolTests.cs')).toBe("its name, EchoToolTests.cs, is a test's");
    expect(testSource('server/src/it/java/demo/ToolsIT.java')).toBe("its name, ToolsIT.java, is a test's");
    expect(testSource('server/src/main/java/demo/Testing.java')).toBeUndefined();
    // Below a Maven or Gradle project's src/main/, a folder named test is a package of the main code.
    expect(testSource('server/src/main/java/com/acme/mcp/test/server/LoadTools.java')).toBeUndefined();
    expect(testSource('server/src/test/java/com/acme/mcp/LoadTools.java')).toBe('it is in a test/ folder');
    expect(testSource('tests/server/src/main/java/com/acme/LoadTools.java')).toBe('it is in a tests/ folder');
    expect(testSource('crates/server/tests/tools.rs')).toBe('it is in a tests/ folder');
  });
});

describe('Rust test code inside a source file', () => {
  const BAD = '        #[tool(name = "bad name", description = "")]\n        fn bad(&self) -> String { String::new() }\n';
  const GOOD = '#[tool_router]\nimpl Server {\n    #[tool(description = "Reads a note.")]\n    fn read(&self) -> String { String::new() }\n}\n';
  const TESTS = `#[cfg(test)]\nmod tests {\n    use super::*;\n    #[tool_router]\n    impl Fixture {\n${BAD}    }\n}\n`;
  const HEAD = 'use rmcp::{tool, tool_router};\n\n';

  it('reads the server beside a #[cfg(test)] module and leaves the module out', () => {
    const result = lintSource('src/server.rs', `${HEAD}${GOOD}\n${TESTS}`, { catalogue });
    expect(result.skipped).toBeUndefined();
    expect(result.source?.tools.map((t) => t.name)).toEqual(['read']);
    expect(result.findings).toEqual([]);
  });

  it('lists a file whose registrations are all test code as a test file, and checks them when named explicitly', () => {
    const text = `${HEAD}${TESTS}`;
    const result = lintSource('src/server.rs', text, { catalogue });
    expect(result.findings).toEqual([]);
    expect(result.unlisted).toBeUndefined();
    expect(result.skipped).toBe(
      'a test file: its registrations are all in test code (a #[cfg(test)] module), and tests register tools that are wrong on purpose. Name it explicitly to check it.',
    );
    const explicit = lintSource('src/server.rs', text, { catalogue, explicit: true });
    expect(explicit.skipped).toBeUndefined();
    expect(explicit.source?.tools.map((t) => t.name)).toEqual(['bad name']);
    expect(explicit.findings.map((f) => f.ruleId)).toContain('mcpdesc.tool.description');
  });

  it('reads test code by its cfg: all(test, …) and a file-wide #![cfg(test)] are tests, not(test) and any(…) are not', () => {
    const names = (text: string) => lintSource('src/server.rs', text, { catalogue }).source?.tools.map((t) => t.name);
    const inModule = (cfg: string) => `${HEAD}${GOOD}\n${TESTS.replace('#[cfg(test)]', cfg)}`;
    expect(names(inModule('#[cfg(all(test, feature = "fixtures"))]'))).toEqual(['read']);
    expect(names(inModule('#[cfg(not(test))]'))).toEqual(['read', 'bad name']);
    expect(names(inModule('#[cfg(any(test, feature = "x"))]'))).toEqual(['read', 'bad name']);
    // A function of its own under #[cfg(test)], its attribute after #[tool].
    const single = `${HEAD}#[tool_router]\nimpl Server {\n    #[tool(description = "Reads a note.")]\n    fn read(&self) -> String { String::new() }\n    #[tool(name = "bad name")]\n    #[cfg(test)]\n    fn bad(&self) -> String { String::new() }\n}\n`;
    expect(names(single)).toEqual(['read']);
    const wholeFile = lintSource('src/fixtures.rs', `#![cfg(test)]\n${HEAD}${GOOD}`, { catalogue });
    expect(wholeFile.skipped).toMatch(/^a test file: its registrations are all in test code/);
    // A file that is a test by its folder says so first.
    expect(lintSource('tests/server.rs', `${HEAD}${TESTS}`, { catalogue }).skipped).toMatch(/^a test file: it is in a tests\/ folder,/);
  });
});
