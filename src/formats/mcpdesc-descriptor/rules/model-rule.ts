import { missingKeyFix } from '../../../engine/fix.js';
import type { IssueKind, ModelIssue } from '../../../protocol/check.js';
import { formatOf } from '../../../parse/parse.js';
import { type UnquotedScalar, unquotedScalar } from '../../../parse/scalar-hint.js';
import { LATEST, PROTOCOL_AXIS } from '../../../protocol/versions.js';
import { getAt } from '../../../util/pointer.js';
import { type Surface, type SurfaceKind, surfaces } from '../surfaces.js';
import { memoKey } from '../../types.js';
import { descriptorRule, type Rule, type RuleContext } from '../context.js';

export interface ModelSelection {
  /** The kinds of protocol-model issue to report. */
  issues: readonly IssueKind[];
  /** Only the MCP objects of these surface kinds (every surface when absent)… */
  only?: readonly SurfaceKind[];
  /** …except these, which another rule reports. */
  except?: readonly SurfaceKind[];
  /**
   * The file's versions are those its server's SDK speaks, not ones it declares (a committed tool list):
   * the SDK agrees on one with each client and serves it in that one, so a field the newest of them
   * defines is right, and availability is read in the newest alone.
   */
  negotiated?: boolean;
}

const STEPS: readonly SurfaceKind[] = ['step-request', 'step-response'];

/** One protocol-model issue on one of the descriptor's surfaces. */
export interface SurfaceIssue {
  surface: Surface;
  issue: ModelIssue;
}

const SURFACE_ISSUES = memoKey<readonly SurfaceIssue[]>('protocol model issues on the surfaces');

/**
 * Every surface's model issues, in surface order, listed once per file and version: a dozen rules each
 * pick their kinds from this list, which a clean file leaves empty, instead of asking for each surface.
 */
export function surfaceIssues(context: RuleContext): readonly SurfaceIssue[] {
  return context.memo(SURFACE_ISSUES, () => {
    const found: SurfaceIssue[] = [];
    for (const surface of surfaces(context)) {
      for (const issue of context.model(surface.definition, surface.pointer, surface.ignoreKeys, surface.value)) found.push({ surface, issue });
    }
    return found;
  });
}

/** Report the protocol model's issues (see protocol/check.ts) of the selected kinds on the selected surfaces. */
export function reportModelIssues(context: RuleContext, selection: ModelSelection): void {
  if (selection.negotiated && context.version !== context.versions[context.versions.length - 1]) return;
  for (const { surface, issue } of surfaceIssues(context)) {
    if (!selection.issues.includes(issue.kind)) continue;
    if (selection.only && !selection.only.includes(surface.kind)) continue;
    if (selection.except?.includes(surface.kind)) continue;
    if (wrappedBySdk(context, surface, issue)) continue;
    const unquoted = unquotedString(context, issue);
    // Quoting what the user wrote is certain: the string they meant is the text they typed.
    const fix = unquoted
      ? { value: unquoted.raw, description: `Quote ${unquoted.raw}` }
      : missingKeyFix(issue.pointer, issue.missing, getAt(context.descriptor, issue.pointer));
    const worded = selection.negotiated ? negotiatedWording : wording;
    context.report(issue.pointer, unquoted?.message ?? worded(context, issue, STEPS.includes(surface.kind)), issue.target, fix);
  }
}

/** The version that first allows an `outputSchema` whose root is no object. */
const ANY_OUTPUT_ROOT = '2026-07-28';

/**
 * An `outputSchema` root that is no object, in a source file whose SDK wraps it in `{result: …}` for the
 * clients of versions before 2026-07-28: they receive an object schema, so nothing is wrong on their wire.
 */
function wrappedBySdk(context: RuleContext, surface: Surface, issue: ModelIssue): boolean {
  return (
    surface.kind === 'tool' &&
    context.parsed.inventory?.wrapsOutputSchemas === true &&
    PROTOCOL_AXIS.compare(context.version, ANY_OUTPUT_ROOT) < 0 &&
    /^\/tools\/\d+\/outputSchema(?:\/type)?$/.test(issue.pointer)
  );
}

/** A string field of a YAML file written as a bare number or boolean (`version: 1.0`). */
function unquotedString(context: RuleContext, issue: ModelIssue): UnquotedScalar | undefined {
  if (issue.mismatch?.expected !== 'a string' || formatOf(context.path) !== 'yaml') return undefined;
  return unquotedScalar(context.parsed, issue.pointer, issue.mismatch.subject, getAt(context.descriptor, issue.pointer));
}

/**
 * The model's message, worded for a descriptor. A field of a newer version is often one the server's SDK
 * adds by itself (a captured file holds what the server sends), so the advice says what clients do with
 * it before saying to remove it. For a field missing from one of several declared versions: it is fine in
 * the others, and clients on this one never see it; the engine merges the versions that lack it into one
 * finding (formats/version-merge.ts).
 */
function wording(context: RuleContext, issue: ModelIssue, inExample: boolean): string {
  if (!issue.availability) return issue.message;
  const { subject, exists, versions } = issue.availability;
  const v = context.version;
  if (context.versions.length > 1) {
    return `${subject} in ${v}, which the descriptor declares; it exists ${exists}. Clients on ${v} will not see it: keep it if they can do without it, or stop declaring ${v}.`;
  }
  // In an interaction example, a field of another version shows an exchange that cannot happen: the model's advice stands.
  if (inExample) return issue.message;
  if (versions.every((other) => PROTOCOL_AXIS.compare(other, v) > 0)) {
    return `${subject} in ${v}; it exists ${exists}, and clients on ${v} ignore it. If the server sends it (SDKs add some fields by themselves, and a file made by mcpdesc capture holds what the server sends), ${PROTOCOL_AXIS.names.declare(PROTOCOL_AXIS.declarable(versions))} if the server speaks it, or keep it; if you wrote it by hand, remove it.`;
  }
  return `${subject} in ${v}; it exists ${exists}, and clients on ${v} ignore it. Remove it, unless the server sends it.`;
}

/**
 * The message for a file read in the versions its server's SDK speaks, in the newest of them (`v`): nothing
 * to declare, so the advice is about the SDK release or the field.
 */
function negotiatedWording(context: RuleContext, issue: ModelIssue): string {
  if (!issue.availability) return issue.message;
  const { subject, exists, versions } = issue.availability;
  const v = context.version;
  if (versions.every((other) => PROTOCOL_AXIS.compare(other, v) > 0)) {
    return `${subject} in ${v}, the newest protocol version of the SDK release the server's package names; it exists ${exists}. If the server sends it, it runs a newer release: raise the SDK requirement (and the lockfile's pin) to one that speaks it; if you wrote it by hand, remove it.`;
  }
  const newest = v === LATEST ? 'the newest protocol version' : "the newest protocol version the server's SDK speaks";
  return `${subject} in ${v}, ${newest}; it exists ${exists}, and clients on ${v} ignore it. Remove it, unless the server sends it to clients of older versions.`;
}

/**
 * A rule that reports one kind of protocol-model issue on the MCP objects of the given surface kinds,
 * or of every surface when none are given.
 */
export function modelRule(id: string, issueKind: IssueKind, kinds?: readonly SurfaceKind[], except?: readonly SurfaceKind[]): Rule {
  return descriptorRule(id, (context) => reportModelIssues(context, { issues: [issueKind], ...(kinds ? { only: kinds } : {}), ...(except ? { except } : {}) }));
}
