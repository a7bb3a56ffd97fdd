/**
 * A typical mistake a user makes when writing an MCP file by hand, and the one finding mcpdesc must give
 * for it (issue 15): the mistakes suite lints each file as the CLI does and requires exactly that finding.
 */
export interface Mistake {
  /** What the user got wrong, shown as the test's name. */
  name: string;
  /** The file's path: it selects the parser and, with the content, the format (default `case.mcp.json`). */
  path?: string;
  /** The file's text, exactly as written. */
  text: string;
  /** The rule of the one finding reported. */
  rule: string;
  /** Its JSON Pointer. */
  pointer: string;
  /** Text the message must contain: the suggestion (a did-you-mean, the value to write). */
  suggestion: string;
}
