/**
 * What GitHub code scanning requires of an uploaded SARIF file (github/docs "SARIF support for code
 * scanning" and the upload limits): the checks its ingestion makes before showing alerts.
 */
import { gunzipSync } from 'node:zlib';

const MAX_GZIPPED_BYTES = 10 * 1024 * 1024;

/** Decodes the upload API's `sarif` field (gzip, then base64). */
export function decodeSarifField(field: string): { sarif: unknown; gzippedBytes: number } {
  const gzipped = Buffer.from(field, 'base64');
  return { sarif: JSON.parse(gunzipSync(gzipped).toString('utf8')), gzippedBytes: gzipped.length };
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined);
const arr = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
const get = (v: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((cur, k) => (typeof cur === 'object' && cur !== null ? (cur as Json)[k as string] : undefined), v);

export function codeScanningProblems(sarif: unknown, gzippedBytes = 0): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const text = (v: unknown, where: string, max?: number) => {
    need(typeof v === 'string' && v !== '', `${where} must be a non-empty string`);
    if (typeof v === 'string' && max !== undefined) need(v.length <= max, `${where} is longer than ${max} characters`);
  };
  need(gzippedBytes <= MAX_GZIPPED_BYTES, 'the gzipped SARIF is larger than 10 MB');
  need(get(sarif, 'version') === '2.1.0', 'version must be "2.1.0"');
  text(get(sarif, '$schema'), '$schema');
  const runs = arr(get(sarif, 'runs'));
  need(runs !== undefined && runs.length >= 1 && runs.length <= 20, 'runs must hold 1 to 20 runs');
  const categories = new Set<string>();
  (runs ?? []).forEach((run, r) => {
    const at = `runs[${r}]`;
    text(get(run, 'tool', 'driver', 'name'), `${at}.tool.driver.name`);
    const category = get(run, 'automationDetails', 'id');
    const key = typeof category === 'string' ? category.slice(0, category.lastIndexOf('/') + 1) : '';
    need(!categories.has(key), `${at}: more than one run with the category ${JSON.stringify(key)}`);
    categories.add(key);
    const rules = arr(get(run, 'tool', 'driver', 'rules'));
    need(rules !== undefined && rules.length <= 25_000, `${at}.tool.driver.rules must be an array of at most 25,000 rules`);
    const ids = new Set<string>();
    (rules ?? []).forEach((rule, i) => {
      const where = `${at}.tool.driver.rules[${i}]`;
      text(get(rule, 'id'), `${where}.id`);
      ids.add(String(get(rule, 'id')));
      text(get(rule, 'shortDescription', 'text'), `${where}.shortDescription.text`, 1024);
      text(get(rule, 'fullDescription', 'text'), `${where}.fullDescription.text`, 1024);
      text(get(rule, 'help', 'text'), `${where}.help.text`);
      if (get(rule, 'name') !== undefined) text(get(rule, 'name'), `${where}.name`, 255);
      const level = get(rule, 'defaultConfiguration', 'level');
      need(level === undefined || ['note', 'warning', 'error', 'none'].includes(String(level)), `${where}.defaultConfiguration.level is not a SARIF level`);
      const tags = arr(get(rule, 'properties', 'tags')) ?? [];
      need(tags.length <= 20, `${where} has more than 20 tags`);
      const severity = get(rule, 'properties', 'security-severity');
      need(
        severity === undefined || (typeof severity === 'string' && /^\d+(\.\d+)?$/.test(severity)),
        `${where}.properties.security-severity must be a numeric string`,
      );
    });
    const results = arr(get(run, 'results'));
    need(results !== undefined && results.length <= 25_000, `${at}.results must be an array of at most 25,000 results`);
    (results ?? []).forEach((result, i) => {
      const where = `${at}.results[${i}]`;
      text(get(result, 'message', 'text'), `${where}.message.text`);
      need(ids.has(String(get(result, 'ruleId'))), `${where}.ruleId names no rule of the driver`);
      const index = get(result, 'ruleIndex');
      need(index === undefined || get(rules, index as number, 'id') === get(result, 'ruleId'), `${where}.ruleIndex does not point at its rule`);
      const locations = arr(get(result, 'locations'));
      need(locations !== undefined && locations.length >= 1 && locations.length <= 1000, `${where}.locations must hold 1 to 1,000 locations`);
      const physical = obj(get(locations, 0, 'physicalLocation'));
      const uri = get(physical, 'artifactLocation', 'uri');
      text(uri, `${where}.locations[0].physicalLocation.artifactLocation.uri`);
      need(
        typeof uri !== 'string' || (!uri.startsWith('/') && !/^[a-z]+:/i.test(uri) && !uri.split('/').includes('..')),
        `${where}: the location ${JSON.stringify(uri)} is not a repository-relative URI`,
      );
      const region = obj(get(physical, 'region'));
      const int = (k: string) => Number.isInteger(region?.[k]) && (region?.[k] as number) >= 1;
      need(
        int('startLine') && int('startColumn') && int('endLine') && int('endColumn'),
        `${where}: region needs 1-based startLine, startColumn, endLine and endColumn`,
      );
      if (region && int('startLine') && int('endLine')) {
        need((region.endLine as number) >= (region.startLine as number), `${where}: region ends before it starts`);
        need(
          region.endLine !== region.startLine || (region.endColumn as number) > (region.startColumn as number),
          `${where}: region is empty (endColumn is exclusive)`,
        );
      }
      const hash = get(result, 'partialFingerprints', 'primaryLocationLineHash');
      need(typeof hash === 'string' && /^[0-9a-f]+:\d+$/.test(hash), `${where}.partialFingerprints.primaryLocationLineHash must be "<hex>:<n>"`);
      need(['note', 'warning', 'error', 'none', undefined].includes(get(result, 'level') as string | undefined), `${where}.level is not a SARIF level`);
    });
  });
  return problems;
}
