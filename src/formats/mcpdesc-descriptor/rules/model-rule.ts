import type { IssueKind, ModelIssue } from '../../../protocol/check.js';
import { type SurfaceKind, surfaces } from '../surfaces.js';
import { descriptorRule, type Rule, type RuleContext } from '../context.js';

export interface ModelSelection {
  /** The kinds of protocol-model issue to report. */
  issues: readonly IssueKind[];
  /** Only the MCP objects of these surface kinds (every surface when absent)… */
  only?: readonly SurfaceKind[];
  /** …except these, which another rule reports. */
  except?: readonly SurfaceKind[];
}

/** Report the protocol model's issues (see protocol/check.ts) of the selected kinds on the selected surfaces. */
export function reportModelIssues(context: RuleContext, selection: ModelSelection): void {
  for (const surface of surfaces(context)) {
    if (selection.only && !selection.only.includes(surface.kind)) continue;
    if (selection.except?.includes(surface.kind)) continue;
    for (const issue of context.model(surface.definition, surface.pointer, surface.ignoreKeys)) {
      if (selection.issues.includes(issue.kind)) context.report(issue.pointer, wording(context, issue), issue.target);
    }
  }
}

/**
 * The model's message, or for a field missing from one of several declared versions, what that means
 * for the server: it is fine in the others, and clients on this one never see it. The engine merges
 * the versions that lack it into one finding (formats/version-merge.ts).
 */
function wording(context: RuleContext, issue: ModelIssue): string {
  if (context.versions.length < 2 || !issue.availability) return issue.message;
  const { subject, exists } = issue.availability;
  const v = context.version;
  return `${subject} in ${v}, which the descriptor declares; it exists ${exists}. Clients on ${v} will not see it: keep it if they can do without it, or stop declaring ${v}.`;
}

/**
 * A rule that reports one kind of protocol-model issue on the MCP objects of the given surface kinds,
 * or of every surface when none are given.
 */
export function modelRule(id: string, issueKind: IssueKind, kinds?: readonly SurfaceKind[], except?: readonly SurfaceKind[]): Rule {
  return descriptorRule(id, (context) => reportModelIssues(context, { issues: [issueKind], ...(kinds ? { only: kinds } : {}), ...(except ? { except } : {}) }));
}
