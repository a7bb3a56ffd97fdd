import type { IssueKind } from '../protocol/check.js';
import { type SurfaceKind, surfaces } from '../protocol/surfaces.js';
import { descriptorRule, type Rule } from './types.js';

/**
 * A rule that reports one kind of protocol-model issue (see protocol/check.ts) on the MCP objects of
 * the given surface kinds, or of every surface when none are given.
 */
export function modelRule(id: string, issueKind: IssueKind, kinds?: readonly SurfaceKind[]): Rule {
  return descriptorRule(id, (context) => {
    for (const surface of surfaces(context.descriptor, context.version)) {
      if (kinds && !kinds.includes(surface.kind)) continue;
      for (const issue of context.model(surface.definition, surface.pointer, surface.ignoreKeys)) {
        if (issue.kind === issueKind) context.report(issue.pointer, issue.message, issue.target);
      }
    }
  });
}
