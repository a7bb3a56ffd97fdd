import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportContext } from '../report/context.js';
import type { Catalogue } from './catalogue.js';
import { packageRoot, packageVersion } from './package-root.js';

export const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';

/** Where a rule's generated page is published: the docs of the tagged release that produced the report. */
export function ruleDocUrl(ruleId: string, version: string): string {
  return `${REPOSITORY_URL}/blob/v${version}/docs/rules/${ruleId}.md`;
}

/** Reporter context backed by the installed package: its version and its generated rule pages. */
export function packageReportContext(catalogue: Catalogue): ReportContext {
  const toolVersion = packageVersion();
  const pages = new Map<string, string | undefined>();
  return {
    toolVersion,
    catalogue,
    ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, toolVersion),
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
