/**
 * A descriptor's drift findings: its text and the server's answers in, a FileResult out, with
 * positions from the parser like every lint finding. No I/O: the CLI reads the file and talks to the
 * server; the conformance tests and the docs feed it corpus files and their `.served.json` snapshots.
 */
import type { FileResult } from '../engine/finding.js';
import { type LintOptions, syntaxOf } from '../engine/lint.js';
import { FileSession } from '../engine/session.js';
import descriptorFormat from '../formats/mcpdesc-descriptor/index.js';
import { declaredVersion } from '../formats/mcpdesc-descriptor/context.js';
import { type ParseLimits, parseDocument, type ParsedDocument } from '../parse/parse.js';
import type { Version } from '../protocol/versions.js';
import type { JsonObject } from '../util/json.js';
import { compareWithServed } from './compare.js';

/** Why a descriptor cannot be compared with its server (it must parse and declare a supported version). */
export class NotComparable extends Error {}

/** The version a descriptor declares, when it can be compared at all; otherwise NotComparable. */
export function comparableVersion(path: string, text: string, limits?: ParseLimits): Version {
  return parseComparable(path, text, limits).version;
}

export function driftSource(path: string, text: string, served: JsonObject, options: Pick<LintOptions, 'catalogue' | 'settings' | 'limits'>): FileResult {
  const { parsed } = parseComparable(path, text, options.limits);
  const session = new FileSession(path, text, options).open(parsed, descriptorFormat);
  for (const issue of compareWithServed(parsed.value as JsonObject, served)) {
    session.reporter(issue.ruleId).report(issue.pointer, issue.message, issue.target);
  }
  return session.result();
}

function parseComparable(path: string, text: string, limits?: ParseLimits): { parsed: ParsedDocument; version: Version } {
  const parsed = parseDocument(text, syntaxOf(path), limits);
  const version = declaredVersion(parsed.value);
  if (parsed.problems.length > 0 || !version) {
    throw new NotComparable(
      `${path} does not parse as a descriptor that declares a supported protocolVersion, so it cannot be compared with its server. Run "mcpdesc lint ${path}" and fix it first.`,
    );
  }
  return { parsed, version };
}

/** Where a corpus descriptor's served snapshot lives: `drift-tools.mcp.json` → `drift-tools.served.json`. */
export function servedSibling(descriptorPath: string): string | undefined {
  const served = descriptorPath.replace(/\.mcp\.(json|ya?ml)$/i, '.served.json');
  return served === descriptorPath ? undefined : served;
}
