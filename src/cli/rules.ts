/** `mcpdesc rules [id] [--format text|json]`: the rule catalogue, or one rule's page. */
import { type Catalogue, loadCatalogue, type RuleEntry } from '../catalogue/catalogue.js';
import { packageReportContext } from '../catalogue/report-context.js';
import type { ReportContext } from '../report/context.js';
import { listOf } from '../util/json.js';
import { closest } from '../util/suggest.js';
import { parseCommand } from './args.js';
import { RULES_OPTIONS } from './commands.js';
import { type CliIo, EXIT, UsageError } from './common.js';

export function rules(argv: readonly string[], io: CliIo): number {
  const { values, positionals } = parseCommand('rules', argv, RULES_OPTIONS);
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`mcpdesc rules --format must be ${listOf(['text', 'json'])}, not ${JSON.stringify(format)}.`);
  if (positionals.length > 1) throw new UsageError(`mcpdesc rules takes one rule id at most, not ${positionals.length}. See mcpdesc rules --help.`);
  const catalogue = loadCatalogue();
  const context = packageReportContext(catalogue);
  const entry = (rule: RuleEntry) => ({ ...rule, helpUri: context.ruleHelpUri(rule.id) });
  if (positionals.length === 0) {
    if (format === 'json') io.stdout(`${JSON.stringify({ version: context.toolVersion, rules: catalogue.rules.map(entry) }, null, 2)}\n`);
    else for (const rule of catalogue.rules) io.stdout(`${rule.id}\t${rule.level}\t${rule.title}\n`);
    return EXIT.ok;
  }
  const rule = knownRule(positionals[0], catalogue);
  if (format === 'json') io.stdout(`${JSON.stringify(entry(rule), null, 2)}\n`);
  else io.stdout(rulePage(rule, context));
  return EXIT.ok;
}

/** The rule's generated page, or one built from its catalogue entry where docs/ is not installed (the npm package ships none). */
export function rulePage(rule: RuleEntry, context: ReportContext): string {
  const page = context.ruleHelpMarkdown(rule.id) ?? catalogueOnlyPage(rule, context.ruleHelpUri(rule.id));
  return page.endsWith('\n') ? page : `${page}\n`;
}

function knownRule(id: string, catalogue: Catalogue): RuleEntry {
  const rule = catalogue.get(id);
  if (rule) return rule;
  const near = closest(
    id,
    catalogue.rules.map((r) => r.id),
    3,
  );
  throw new UsageError(`no rule ${JSON.stringify(id)}.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''} mcpdesc rules lists every rule id.`);
}

/** The catalogue's own words, without the generated examples. */
function catalogueOnlyPage(rule: RuleEntry, uri: string): string {
  return [
    `# ${rule.title}`,
    '',
    rule.summary,
    '',
    `> ${rule.statement}`,
    '',
    `How to fix: ${rule.fix}`,
    '',
    `Rule ID: ${rule.id}`,
    `Level: ${rule.requirement} (${rule.level})`,
    `Formats: ${rule.formats.join(', ')}`,
    ...(rule.versions.length > 0 ? [`Versions: ${rule.versions.join(', ')}`] : []),
    ...(rule.spec ? [`Specification: ${rule.spec}`] : []),
    `Documentation: ${uri}`,
    '',
  ].join('\n');
}
