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
}
