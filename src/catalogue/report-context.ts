import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportContext } from '../report/context.js';
import type { Catalogue } from './catalogue.js';
import { packageRoot, packageVersion } from './package-root.js';
import { docsRef } from './release.js';

export const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';

/** Where a rule's generated page is published at a git ref (a release tag, or main). */
export function ruleDocUrl(ruleId: string, ref: string): string {
  return `${REPOSITORY_URL}/blob/${ref}/docs/rules/${ruleId}.md`;
}

/** The ref whose docs describe the installed package: its release tag when CHANGELOG.md says it is released (see release.ts). */
export function packageDocsRef(): string {
  let changelog: string | undefined;
  try {
    changelog = readFileSync(join(packageRoot(), 'CHANGELOG.md'), 'utf8');
  } catch {
    changelog = undefined;
  }
  return docsRef(packageVersion(), changelog);
}

/** Reporter context backed by the installed package: its version and its generated rule pages. */
export function packageReportContext(catalogue: Catalogue): ReportContext {
  const toolVersion = packageVersion();
  // CHANGELOG.md is read for the first link a report prints: a clean run's text report prints none.
  let ref: string | undefined;
  const pages = new Map<string, string | undefined>();
  return {
    toolVersion,
    catalogue,
    ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, (ref ??= packageDocsRef())),
    ruleHelpMarkdown(ruleId) {
      if (!pages.has(ruleId)) {
        let page: string | undefined;
        try {
          page = readFileSync(join(packageRoot(), 'docs', 'rules', `${ruleId}.md`), 'utf8');
        } catch {
          page = undefined;
        }
        pages.set(ruleId, page);
      }
      return pages.get(ruleId);
    },
  };
}
