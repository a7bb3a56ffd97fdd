/**
 * Suppression comments in source files: each language's own comments (`//` and `/* *\/`, `#` in Python)
 * carry the directives data files carry in theirs, read by the format's tokenizer, so a directive written
 * inside a string, a template, a regular expression or JSX text is none.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';

const NAME = 'mcp.tool.name-format';
const DIRECTIVE = `mcpdesc-disable-next-line ${NAME} -- clients map the space`;

/** A language: where its file sits, its line comment, a string literal of a text, and a server whose tool "get weather" is preceded by `before`. */
interface Language {
  path: string;
  comment: string;
  /** A statement declaring a constant whose value is the text. */
  constant(text: string): string;
  server(before: string[]): string;
}

const LANGUAGES: Record<string, Language> = {
  'typescript-source': {
    path: 'src/server.ts',
    comment: '//',
    constant: (text) => `const note = ${JSON.stringify(text)};`,
    server: (before) =>
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const server = new McpServer({ name: "s", version: "1" });',
        ...before,
        'server.tool("get weather", "Gets the weather.", async () => ({ content: [] }));',
        '',
      ].join('\n'),
  },
  'python-source': {
    path: 'server.py',
    comment: '#',
    constant: (text) => `NOTE = ${JSON.stringify(text)}`,
    server: (before) =>
      [
        'from mcp.server.fastmcp import FastMCP',
        'mcp = FastMCP("demo")',
        ...before,
        '@mcp.tool(name="get weather")',
        'def weather() -> str:',
        '    """Gets the weather."""',
        '',
      ].join('\n'),
  },
  'go-source': {
    path: 'cmd/server/main.go',
    comment: '//',
    constant: (text) => `const note = ${JSON.stringify(text)}`,
    server: (before) =>
      [
        'package main',
        'import "github.com/mark3labs/mcp-go/mcp"',
        ...before,
        'var a = mcp.NewTool("get weather", mcp.WithDescription("Gets the weather."))',
        '',
      ].join('\n'),
  },
  'csharp-source': {
    path: 'src/Server/Tools.cs',
    comment: '//',
    constant: (text) => `private const string Note = ${JSON.stringify(text)};`,
    server: (before) =>
      [
        'using System.ComponentModel;',
        'using ModelContextProtocol.Server;',
        '[McpServerToolType]',
        'public static class Tools',
        '{',
        ...before,
        '    [McpServerTool(Name = "get weather"), Description("Gets the weather.")]',
        '    public static string Weather() => "";',
        '}',
        '',
      ].join('\n'),
  },
  'rust-source': {
    path: 'src/main.rs',
    comment: '//',
    constant: (text) => `const NOTE: &str = ${JSON.stringify(text)};`,
    server: (before) =>
      [
        'use rmcp::{tool, tool_router};',
        '#[tool_router]',
        'impl Weather {',
        ...before,
        '    #[tool(name = "get weather", description = "Gets the weather.")]',
        '    fn weather(&self) -> String { String::new() }',
        '}',
        '',
      ].join('\n'),
  },
};

const lint = (language: Language, text: string): FileResult => lintSource(language.path, text, { catalogue });
const brief = (findings: FileResult['findings'] = []) => findings.map((f) => `${f.ruleId} ${f.range.start.line}`);

describe.each(Object.entries(LANGUAGES))('suppression comments in %s', (format, language) => {
  const nameLine = (before: string[]) =>
    language
      .server(before)
      .split('\n')
      .findIndex((line) => line.includes('"get weather"')) + 1;

  it('reports the tool name without a comment', () => {
    const result = lint(language, language.server([]));
    expect(result.format).toBe(format);
    expect(brief(result.findings)).toEqual([`${NAME} ${nameLine([])}`]);
  });

  it('a disable-next-line comment hides the finding on the next line, with its reason', () => {
    const before = [`${language.comment} ${DIRECTIVE}`];
    const result = lint(language, language.server(before));
    expect(result.findings).toEqual([]);
    expect(brief(result.suppressed)).toEqual([`${NAME} ${nameLine(before)}`]);
    expect(result.suppressed?.[0].suppression).toEqual({ kind: 'inSource', justification: 'clients map the space' });
  });

  it('a disable-file comment anywhere hides the rule in the whole file', () => {
    const result = lint(language, `${language.server([])}${language.comment} mcpdesc-disable-file ${NAME} -- generated names\n`);
    expect(result.findings).toEqual([]);
    expect(result.suppressed).toHaveLength(1);
  });

  it('a directive written inside a string literal is no comment: it hides nothing and is not reported', () => {
    const before = [language.constant(`${language.comment} ${DIRECTIVE}`)];
    const result = lint(language, language.server(before));
    expect(brief(result.findings)).toEqual([`${NAME} ${nameLine(before)}`]);
    expect(result.suppressed).toBeUndefined();
  });

  it('a malformed comment is an error and an unused one a warning, at the comment', () => {
    const before = [
      `${language.comment} mcpdesc-disable-next-line mcp.tool.name-formt -- typo`,
      `${language.comment} mcpdesc-disable-next-line mcp.tool.input-schema -- not this rule`,
    ];
    const result = lint(language, language.server(before));
    const line = nameLine(before);
    expect(brief(result.findings)).toEqual([`${NAME} ${line}`, `mcpdesc.suppression.invalid ${line - 2}`, `mcpdesc.suppression.unused ${line - 1}`]);
    expect(result.findings[1].message).toContain('Did you mean "mcp.tool.name-format"?');
  });
});

describe('what is a comment in each language', () => {
  const ts = LANGUAGES['typescript-source'];
  const directive = `// ${DIRECTIVE}`;

  it('TypeScript: a template, a regular expression and JSX text are no comment; a block comment and one in an empty block are', () => {
    for (const before of [[`const t = \`\${note}\n${directive}\`;`], ['const re = /\\/\\/ mcpdesc-disable-next-line mcp.tool.name-format -- x/;']]) {
      expect(brief(lint(ts, ts.server(before)).findings)).toHaveLength(1);
    }
    const tsx = { ...ts, path: 'src/server.tsx' };
    expect(brief(lint(tsx, tsx.server(['const page = <p>', directive, '</p>;'])).findings)).toHaveLength(1);
    expect(lint(ts, ts.server([`/* ${DIRECTIVE} */`])).findings).toEqual([]);
    expect(lint(ts, ts.server([`function f() { /* ${DIRECTIVE} */ }`])).findings).toEqual([]);
    expect(lint(ts, ts.server(['function f() {', directive, '}'])).findings.map((f) => f.ruleId)).toEqual([NAME, 'mcpdesc.suppression.unused']);
  });

  it('Python: a line of a triple-quoted string is no comment', () => {
    const py = LANGUAGES['python-source'];
    expect(brief(lint(py, py.server(['NOTE = """', `# ${DIRECTIVE}`, '"""'])).findings)).toHaveLength(1);
  });

  it('Go: a line of a raw string is no comment; a block comment is', () => {
    const go = LANGUAGES['go-source'];
    expect(brief(lint(go, go.server(['const note = `', directive, '`'])).findings)).toHaveLength(1);
    expect(lint(go, go.server([`/* ${DIRECTIVE} */`])).findings).toEqual([]);
  });

  it('C#: a line of a verbatim or raw string is no comment; an XML doc comment is documentation, not a directive', () => {
    const cs = LANGUAGES['csharp-source'];
    expect(brief(lint(cs, cs.server(['private const string Note = @"', directive, '";'])).findings)).toHaveLength(1);
    expect(brief(lint(cs, cs.server(['private const string Note = """', directive, '""";'])).findings)).toHaveLength(1);
    expect(brief(lint(cs, cs.server([`/// ${DIRECTIVE}`])).findings)).toHaveLength(1);
  });

  it('Rust: a raw string is no comment, a doc comment is the description rmcp serves, a nested block comment is a comment', () => {
    const rs = LANGUAGES['rust-source'];
    expect(brief(lint(rs, rs.server(['const NOTE: &str = r#"', directive, '"#;'])).findings)).toHaveLength(1);
    expect(brief(lint(rs, rs.server([`/// ${DIRECTIVE}`])).findings)).toHaveLength(1);
    expect(lint(rs, rs.server([`/* ${DIRECTIVE} /* nested */ */`])).findings).toEqual([]);
  });
});
