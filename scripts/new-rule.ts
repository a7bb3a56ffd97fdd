// npm run new-rule -- <rule-id> [--family <family>] [--format <format-id>] [--level must|should|may]
//
// Scaffolds a rule where its format keeps its rules, read from the format's folder:
// - a client configuration's rules are the client-config rules every client shares
//   (src/formats/client-config/rules/<name>.ts, a ConfigRule that reads the client's spec);
// - a format whose rules sit in family folders (the descriptor) gets src/formats/<format>/rules/<family>/<name>.ts;
// - any other format gets src/formats/<format>/rules/<name>.ts, built with its context.ts's rule helper.
// The function is registered in its folder's rule list. With it come the catalogue entry in
// rules/<family>.yaml, a RuleTester table in __tests__/rules/<id>.rules.ts, and a valid and an invalid
// corpus file at the format's path with the invalid one's expectation. Everything it writes fails the
// tests until it is filled in: the table has no cases, the function reports nothing, and the invalid
// example expects a finding.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { FIX_PLACEHOLDER, readRules } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';
import { formatFolders } from '../src/docs/sources.js';
import { camel, fail as failWith, formatWritten, samplePath, writer } from './scaffold.js';

const root = packageRoot();
const fail = (message: string): never => failWith('new-rule', message);
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { family: { type: 'string' }, format: { type: 'string', default: 'mcpdesc-descriptor' }, level: { type: 'string', default: 'must' } },
});

const [id] = positionals;
if (!id || !/^(mcp|mcpdesc)\.[a-z-]+(\.[a-z-]+)+$/.test(id))
  fail('give a rule id of the form owner.family.name, e.g. mcpdesc.tool.description-length (owner: mcp or mcpdesc).');
const rules = readRules(root);
if (rules.some((r) => r.id === id)) fail(`${id} exists already (rules/${rules.find((r) => r.id === id)?.family}.yaml).`);
const format =
  (await formatFolders()).find((f) => f.folder === values.format)?.manifest ??
  fail(`unknown format ${JSON.stringify(values.format)}: name a folder of src/formats with a manifest (docs/formats.md lists the ids).`);
if (!['must', 'should', 'may'].includes(values.level ?? '')) fail('--level must be must, should or may.');
const isClient = format.kind === 'client-config';
const isDescriptor = format.id === 'mcpdesc-descriptor';
// The family of the rules whose ids differ from this one only in the last segment, unless given.
const prefix = id.split('.').slice(0, -1).join('.');
const family = values.family ?? rules.find((r) => r.id.split('.').slice(0, -1).join('.') === prefix)?.family;
if (!family || !/^[a-z-]+$/.test(family)) fail(`no rule shares the prefix ${prefix}: name the family (the rules/<family>.yaml file) with --family.`);
const familyRules = rules.filter((r) => r.family === family);
if (familyRules.length > 0 && !familyRules.some((r) => r.formats.includes(format.id)))
  fail(`rules/${family}.yaml checks ${familyRules[0].formats.join(', ')}, not ${format.id}: name a family of ${format.id} with --family.`);

const name = id.split('.').slice(2).join('-');
const written: string[] = [];
const write = writer(root, 'new-rule', written);

// Where the format keeps its rules, and how one is made there.
const formatDir = `src/formats/${isClient ? 'client-config' : format.id}`;
const rulesDir = join(root, formatDir, 'rules');
const inFamilies = !isClient && existsSync(rulesDir) && readdirSync(rulesDir).some((entry) => existsSync(join(rulesDir, entry, 'index.ts')));
const folder = `${formatDir}/rules${inFamilies ? `/${family}` : ''}`;
const helper = /export function (\w+Rule)\(id: string, check: \(context: \w+\) => void\)/.exec(readFileSync(join(root, formatDir, 'context.ts'), 'utf8'))?.[1];
if (!helper) fail(`${formatDir}/context.ts exports no rule helper (export function xRule(id: string, check: (context: XContext) => void)).`);

// Corpus files sit where the format's other rules keep theirs (expected-invalid/<folder>/<rule>/<path>),
// named by the format's path; descriptors sit at the top of the corpus.
const corpusFolder = isDescriptor
  ? ''
  : (rules
      .filter((r) => r.formats.includes(format.id) && r.family !== 'consistency')
      .flatMap((r) => r.examples.invalid)
      .map((e) => /^expected-invalid\/([^/]+)\//.exec(e.file)?.[1])
      .find((f) => f !== undefined) ?? (isClient ? 'config' : format.id));
const corpusFile = isDescriptor ? `${family}-${name}.mcp.yaml` : `${corpusFolder}/${name}/${samplePath(format.paths[0])}`;
// The expectations file that lists the folder's files already, else one of the folder's own.
const expectationFiles = readdirSync(join(root, '__tests__/conformance')).filter((f) => /^expectations(\.[a-z-]+)?\.yaml$/.test(f));
const expectationFile =
  (isDescriptor
    ? 'expectations.yaml'
    : expectationFiles.find((f) => readFileSync(join(root, '__tests__/conformance', f), 'utf8').includes(`\n${corpusFolder}/`))) ??
  `expectations.${corpusFolder}.yaml`;

// 1. The catalogue entry.
const catalogueFile = join(root, 'rules', `${family}.yaml`);
const entry = `
  - id: ${id}
    title: TODO a short imperative title
    summary: >-
      TODO what the rule checks, why it matters to a user, and what to do about it.
    statement: TODO one sentence that holds for every valid file.
    fix: ${FIX_PLACEHOLDER}
    owner: ${id.split('.')[0]}
    surface: TODO
    path: /
    kind: ${id.startsWith('mcp.') ? 'mcp-schema' : 'mcpdesc-semantic'}
    level: ${values.level}
    status: experimental
    tags: [correctness]
    examples:
      valid:
        - { file: expected-valid/${corpusFile}, pointer: '' }
      invalid:
        - { file: expected-invalid/${corpusFile}, pointer: '' }
`;
if (existsSync(catalogueFile)) {
  appendFileSync(catalogueFile, entry);
  written.push(relative(root, catalogueFile));
} else {
  write(`rules/${family}.yaml`, `# TODO: what the ${family} rules check.\nformat: ${isClient ? 'client-config' : format.id}\nrules:${entry}`);
}

// 2. The function, registered in its folder's rule list.
const exportName = camel(name);
write(
  `${folder}/${name}.ts`,
  `import { ${helper} } from '${inFamilies ? '../../' : '../'}context.js';

/** ${id}: TODO what it checks. */
export default ${helper}('${id}', (context) => {
  // TODO: report each problem at its JSON Pointer: context.report(pointer, message).
  void context;
});
`,
);
const index = join(root, folder, 'index.ts');
let registered = false;
if (existsSync(index)) {
  const text = readFileSync(index, 'utf8');
  // The folder's list of rules that read the format (a descriptor family's `rules`, a format's RULES).
  const list = /((?:const rules|export const (?:RULES|CONFIG_RULES)): (?:readonly )?\w+\[\] = \[)([\s\S]*?)(\];)/.exec(text);
  if (list) {
    const imports = text.lastIndexOf('\nimport ');
    const end = imports === -1 ? text.indexOf('\n', text.indexOf('import ')) : text.indexOf('\n', imports + 1);
    const withImport = `${text.slice(0, end + 1)}import ${exportName} from './${name}.js';\n${text.slice(end + 1)}`;
    const items = list[2].trim() === '' ? '\n' : list[2].endsWith('\n') ? list[2] : `${list[2]},\n`;
    writeFileSync(index, withImport.replace(list[0], `${list[1]}${items}  ${exportName},\n${list[3]}`));
    written.push(relative(root, index));
    registered = true;
  }
} else if (inFamilies) {
  write(
    `${folder}/index.ts`,
    `import type { Rule } from '../../context.js';\nimport ${exportName} from './${name}.js';\n\n/** ${family} rules (rules/${family}.yaml). */\nconst rules: Rule[] = [\n  ${exportName},\n];\n\nexport default rules;\n`,
  );
}

// 3. The tester table: it fails until it has cases.
const sample = isDescriptor ? undefined : samplePath(format.paths[0]);
write(
  `__tests__/rules/${id}.rules.ts`,
  `import { ruleTester } from '../helpers/rule-tester.js';

// TODO: small documents, each showing one point; every invalid case lists each finding's pointer and exact message.${
    sample === undefined ? '' : `\n// Each case is a file of ${format.id} at its path: { path: '${sample}', format: '${format.id}', code: { … } }.`
  }
ruleTester('${id}', {
  valid: [],
  invalid: [],
});
`,
);

// 4. Corpus examples for the rule's page, and the invalid one's expectation.
const text = isDescriptor
  ? '# TODO: a descriptor that shows the rule.\nprotocolVersion: "2025-11-25"\n'
  : format.syntax === 'toml'
    ? '# TODO: a file that shows the rule.\n'
    : format.syntax === 'yaml'
      ? '# TODO: a file that shows the rule.\n{}\n'
      : '{}\n';
write(`__tests__/conformance/expected-valid/${corpusFile}`, text);
write(`__tests__/conformance/expected-invalid/${corpusFile}`, text);
const expectations = join(root, '__tests__/conformance', expectationFile);
const expectation = `${corpusFile}:\n  - { rule: ${id}, pointer: '' }\n`;
if (existsSync(expectations)) {
  appendFileSync(expectations, expectation);
  written.push(relative(root, expectations));
} else {
  write(
    `__tests__/conformance/${expectationFile}`,
    `# Every finding each file in expected-invalid/${corpusFolder}/ must produce: no more, no fewer (the same shape as\n# expectations.yaml). Keep entries in file-name order.\n${expectation}`,
  );
}

formatWritten(root, written);
console.log(`Scaffolded ${id}:\n${written.map((w) => `  ${w}`).join('\n')}`);
if (!registered)
  console.log(
    inFamilies
      ? `Register the family: add ${folder}/index.js to ${formatDir}/rules/index.ts.`
      : `Register the rule: add ${exportName} to the rule list in ${folder}/index.ts.`,
  );
if (isClient) console.log(`Client-config rules check every client configuration: read context.spec for what differs between clients.`);
console.log(`Fill in every TODO, keep ${expectationFile} in file-name order, then run: npm run docs && npm test`);
