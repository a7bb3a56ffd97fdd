/**
 * A descriptor's drift findings: its text and the server's answers in, a FileResult out, with
 * positions from the parser like every lint finding. No I/O: the CLI reads the file and talks to the
 * server; the conformance tests and the docs feed it corpus files and their `.served.json` snapshots.
 */
import type { FileResult } from '../engine/finding.js';
import { type LintOptions, syntaxOf } from '../engine/prepare.js';
import { FileSession } from '../engine/session.js';
import descriptorFormat from '../formats/mcpdesc-descriptor/index.js';
import { declaredVersions } from '../formats/mcpdesc-descriptor/context.js';
import { VersionMerger } from '../formats/version-merge.js';
import { type ParseLimits, parseDocument, type ParsedDocument } from '../parse/parse.js';
import type { Version } from '../protocol/versions.js';
import type { JsonObject } from '../util/json.js';
import { compareWithServed } from './compare.js';

/** Why a descriptor cannot be compared with its server (it must parse and declare a supported version). */
export class NotComparable extends Error {}

/** The versions a descriptor declares (oldest first), when it can be compared at all; otherwise NotComparable. */
export function comparableVersions(path: string, text: string, limits?: ParseLimits): Version[] {
  return parseComparable(path, text, limits).versions;
}

export function driftSource(path: string, text: string, served: JsonObject, options: Pick<LintOptions, 'catalogue' | 'settings' | 'limits'>): FileResult {
  return driftSources(path, text, [{ version: null, served }], options);
}

/**
 * A descriptor compared with what its server serves at each version it declares: a difference found
 * at several versions is one finding naming them (see formats/version-merge.ts).
 */
export function driftSources(
  path: string,
  text: string,
  answers: readonly { version: Version | null; served: JsonObject }[],
  options: Pick<LintOptions, 'catalogue' | 'settings' | 'limits'>,
): FileResult {
  const { parsed } = parseComparable(path, text, options.limits);
  const session = new FileSession(path, text, options).open(parsed, descriptorFormat);
  const merged = answers.length > 1;
  const mergers = new Map<string, VersionMerger>();
  for (const { version, served } of answers) {
    // Compared at one of several versions, the descriptor declares that one to this server session.
    const declared = version === null ? (parsed.value as JsonObject) : { ...(parsed.value as JsonObject), protocolVersion: version };
    for (const issue of compareWithServed(declared, served)) {
      let merger = mergers.get(issue.ruleId);
      if (merged && !merger) mergers.set(issue.ruleId, (merger = new VersionMerger(answers.map((a) => a.version ?? ''))));
      const reporter = merger && version !== null ? merger.reporterFor(version) : session.reporter(issue.ruleId);
      reporter.report(issue.pointer, issue.message, issue.target);
    }
  }
  for (const [ruleId, merger] of mergers) merger.flush(session.reporter(ruleId));
  return session.result();
}

function parseComparable(path: string, text: string, limits?: ParseLimits): { parsed: ParsedDocument; versions: Version[] } {
  const parsed = parseDocument(text, syntaxOf(path), limits);
  const versions = declaredVersions(parsed.value);
  if (parsed.problems.length > 0 || versions.length === 0) {
    throw new NotComparable(
      `${path} does not parse as a descriptor that declares a supported protocolVersion, so it cannot be compared with its server. Run "mcpdesc lint ${path}" and fix it first.`,
    );
  }
  return { parsed, versions };
}

/** Where a corpus descriptor's served snapshot lives: `drift-tools.mcp.json` → `drift-tools.served.json`. */
export function servedSibling(descriptorPath: string): string | undefined {
  const served = descriptorPath.replace(/\.mcp\.(json|ya?ml)$/i, '.served.json');
  return served === descriptorPath ? undefined : served;
}
