/** The protocol model's checker: MCP objects read against one protocol version (see src/model/check.ts). */
import { type CheckOptions, checkModel, existsIn, type ModelIssue } from '../model/check.js';
import { PROTOCOL_MODEL } from './model/index.js';
import type { Version } from './versions.js';

export type { CheckOptions, IssueKind, ModelIssue } from '../model/check.js';

/** Check `value` (found at `pointer`) against the named MCP definition as `version` defines it. */
export function checkDefinition(name: string, value: unknown, version: Version, pointer: string, options: CheckOptions = {}): ModelIssue[] {
  return checkModel(PROTOCOL_MODEL, name, value, version, pointer, options);
}

/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
export function definitionExists(name: string, version: Version): boolean {
  return existsIn(PROTOCOL_MODEL, name, version);
}
