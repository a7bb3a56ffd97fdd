import type { Catalogue } from '../catalogue/catalogue.js';

/** Everything a reporter may know besides the results: reporters read no globals, files or clock. */
export interface ReportContext {
  toolVersion: string;
  catalogue: Catalogue;
  /** Where a rule's documentation page lives. */
  ruleHelpUri(ruleId: string): string;
  /** The rule's documentation page in Markdown, when available. */
  ruleHelpMarkdown(ruleId: string): string | undefined;
}
