/**
 * What the rule catalogue is made of: the types both its loaders share, the YAML reader (catalogue.ts)
 * and the prebuilt JSON a bundle opens (open.ts), so neither imports the other for them.
 */
import type { Level } from '../engine/finding.js';

export type Requirement = 'must' | 'should' | 'may';

export interface ExampleRef {
  /** Path under the conformance corpus, e.g. `expected-valid/minimal.mcp.json`. */
  file: string;
  /** JSON Pointer selecting the part of the file the example is about. */
  pointer: string;
}

export interface RuleEntry {
  id: string;
  family: string;
  title: string;
  summary: string;
  statement: string;
  /** What a user does about a finding: 1 to 3 sentences, the rule page's "How to fix". */
  fix: string;
  owner: 'mcp' | 'mcpdesc';
  surface: string;
  path: string;
  kind: string;
  requirement: Requirement;
  level: Level;
  status: string;
  /** The formats the rule checks (ids); every format for the rules that read any parse. */
  formats: string[];
  /**
   * The versions the rule applies to, on its format's version axis (for a descriptor, protocol
   * versions); empty when it applies to every version, as for rules of several formats.
   */
  versions: string[];
  /**
   * The versions in which the rule's surface exists at all (elicitation from 2025-06-18, icons from
   * 2025-11-25), from the catalogue's `exists`; empty when it exists in every version. Rule pages mark
   * the others "not applicable" rather than "does not apply".
   */
  surfaceVersions: string[];
  spec?: string;
  tags: string[];
  examples: { valid: ExampleRef[]; invalid: ExampleRef[] };
}

export interface Catalogue {
  rules: RuleEntry[];
  get(id: string): RuleEntry | undefined;
}
