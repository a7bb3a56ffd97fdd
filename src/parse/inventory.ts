/**
 * What mcpdesc read from a source file (a TypeScript server that registers tools with the SDK): each
 * tool it could read statically, where its name is, and each registration it could not read. The JSON
 * report lists them for the file (public API: README, "JSON output").
 */
export interface SourceInventory {
  /** Every statically read tool, with the 1-based line and column of its name (for a Python function without `name=`, the function's). */
  tools: { name: string; line: number; column: number }[];
  /** Registrations, or parts of them, whose value is computed: listed, never guessed, never a finding. */
  dynamic: { line: number; column: number; what: string; pointer?: string }[];
  /** Where the protocol versions came from: the SDK dependency read, or the version assumed and why. */
  versionFrom: string;
  /**
   * The SDK wraps an `outputSchema` whose root is no object in `{result: …}` (and the matching
   * `structuredContent`) for clients on versions before 2026-07-28, so such a schema is valid on their wire.
   */
  wrapsOutputSchemas?: true;
  /**
   * Arguments a registration passes that its SDK never reads, by the tool's pointer: SDK v1's `server.tool`
   * reads none after its callback, so a description there is no description (not in the JSON report).
   */
  afterCallback?: readonly AfterCallback[];
}

/**
 * Arguments a tool's registration (at `pointer`) passes after its callback: where the first is in the call
 * (1-based, the name 1st), how many, and the first's text when it is written in the file read.
 */
export interface AfterCallback {
  pointer: string;
  position: number;
  count: number;
  text?: string;
}
