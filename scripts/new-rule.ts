// npm run new-rule -- <rule-id> [--family <family>] [--format <format-id>] [--level must|should|may]
//
// Scaffolds a rule: its catalogue entry in rules/<family>.yaml, its function in
// src/formats/<format>/rules/<family>/<name>.ts (registered in that folder's index.ts), a RuleTester
// table in __tests__/rules/<id>.rules.ts and corpus examples with their expectation. Everything it
// writes fails the tests until it is filled in: the table has no cases, the function reports nothing,
// and the invalid example expects a finding.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { FIX_PLACEHOLDER, readRules } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';
import { formatById } from '../src/formats/index.js';

const root = packageRoot();
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { family: { type: 'string' }, format: { type: 'string', default: 'mcpdesc-descriptor' }, level: { type: 'string', default: 'must' } },
});

function fail(message: string): never {
  console.error(`new-rule: ${message}`);
  process.exit(2);
}

const [id] = positionals;
if (!id || !/^(mcp|mcpdesc)\.[a-z-]+(\.[a-z-]+)+$/.test(id))
  fail('give a rule id of the form owner.family.name, e.g. mcpdesc.tool.description-length (owner: mcp or mcpdesc).');
const rules = readRules(root);
if (rules.some((r) => r.id === id)) fail(`${id} exists already (rules/${rules.find((r) => r.id === id)?.family}.yaml).`);
const format = formatById(values.format ?? '');
if (!format) fail(`unknown format ${JSON.stringify(values.format)}; see docs/formats.md for the ids.`);
if (!['must', 'should', 'may'].includes(values.level ?? '')) fail('--level must be must, should or may.');
// The family of the rules whose ids differ from this one only in the last segment, unless given.
const prefix = id.split('.').slice(0, -1).join('.');
const family = values.family ?? rules.find((r) => r.id.split('.').slice(0, -1).join('.') === prefix)?.family;
if (!family || !/^[a-z-]+$/.test(family)) fail(`no rule shares the prefix ${prefix}: name the family (the rules/<family>.yaml file) with --family.`);

const name = id.split('.').slice(2).join('-');
const isDescriptor = format.id === 'mcpdesc-descriptor';
const written: string[] = [];
const write = (path: string, text: string) => {
  const absolute = join(root, path);
  if (existsSync(absolute)) fail(`${path} exists already.`);
  mkdirSync(join(absolute, '..'), { recursive: true });
  writeFileSync(absolute, text);
  written.push(path);
};

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
        - { file: expected-valid/${family}-${name}.${isDescriptor ? 'mcp.yaml' : 'json'}, pointer: '' }
      invalid:
        - { file: expected-invalid/${family}-${name}.${isDescriptor ? 'mcp.yaml' : 'json'}, pointer: '' }
`;
if (existsSync(catalogueFile)) {
  appendFileSync(catalogueFile, entry);
  written.push(relative(root, catalogueFile));
} else {
  write(`rules/${family}.yaml`, `# TODO: what the ${family} rules check.\nformat: ${format.id}\nrules:${entry}`);
}

// 2. The function, registered in its folder's index.
const folder = `src/formats/${format.id}/rules/${family}`;
const exportName = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
write(
  `${folder}/${name}.ts`,
  isDescriptor
    ? `import { descriptorRule } from '../../context.js';

/** ${id}: TODO what it checks. */
export default descriptorRule('${id}', (context) => {
  // TODO: report each problem at its JSON Pointer: context.report(pointer, message).
  void context;
});
`
    : `import type { FormatRule } from '../../../types.js';

/** ${id}: TODO what it checks. Replace unknown with this format's rule context. */
const rule: FormatRule<unknown> = {
  id: '${id}',
  check(context) {
    // TODO: report each problem at its JSON Pointer.
    void context;
  },
};

export default rule;
`,
);
const index = join(root, folder, 'index.ts');
let registration = "add it to the format's rule list";
if (existsSync(index)) {
  const text = readFileSync(index, 'utf8');
  const list = /(const rules: Rule\[\] = \[\n)([\s\S]*?)(\];)/.exec(text);
  if (list) {
    const imports = text.lastIndexOf('\nimport ');
    const end = text.indexOf('\n', imports + 1);
    const withImport = `${text.slice(0, end + 1)}import ${exportName} from './${name}.js';\n${text.slice(end + 1)}`;
    writeFileSync(index, withImport.replace(list[0], `${list[1]}${list[2]}  ${exportName},\n${list[3]}`));
    written.push(relative(root, index));
    registration = '';
  }
}

// 3. The tester table: it fails until it has cases.
write(
  `__tests__/rules/${id}.rules.ts`,
  `import { ruleTester } from '../helpers/rule-tester.js';

// TODO: small documents, each showing one point; every invalid case lists each finding's pointer and exact message.
ruleTester('${id}', {
  valid: [],
  invalid: [],
});
`,
);

// 4. Corpus examples for the rule's page, and the invalid one's expectation.
const extension = isDescriptor ? 'mcp.yaml' : 'json';
const sample = isDescriptor ? '# TODO: a descriptor that shows the rule.\nprotocolVersion: "2025-11-25"\n' : '{}\n';
write(`__tests__/conformance/expected-valid/${family}-${name}.${extension}`, sample);
write(`__tests__/conformance/expected-invalid/${family}-${name}.${extension}`, sample);
appendFileSync(join(root, '__tests__/conformance/expectations.yaml'), `${family}-${name}.${extension}:\n  - { rule: ${id}, pointer: '' }\n`);
written.push('__tests__/conformance/expectations.yaml');

console.log(`Scaffolded ${id}:\n${written.map((w) => `  ${w}`).join('\n')}`);
if (registration) console.log(`Register the rule: ${registration} (src/formats/${format.id}/).`);
console.log('Fill in every TODO, keep expectations.yaml in file-name order, then run: npm run docs && npm test');
