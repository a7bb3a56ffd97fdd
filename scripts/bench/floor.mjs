// The CLI-shaped floors `npm run bench` compares the CLI with, process against process:
//   node floor.mjs parse <output> <folder…>  discover the *.json files under the folders (sorted), read and
//                                             JSON.parse each, write a JSON report (path, version per file);
//   node floor.mjs ajv <output> <folder…>    the same, plus ajv validating each file against the descriptor
//                                             editor schema (schemas/descriptor.schema.json, compiled once),
//                                             its errors in the report: schema only, no positions, no rules;
//   node floor.mjs read <output> <folder…>   discover the source files mcpdesc's source formats take (.ts, .js,
//                                             .py, .go, .cs, .rs and their kin), read each, write a report (path,
//                                             length per file): the time to read every candidate source file.
//   node floor.mjs typescript <output> <folder…>  the same, and every TypeScript or JavaScript file that names
//                                             the MCP SDK parsed with the TypeScript compiler API (parent
//                                             pointers set, as mcpdesc's readers need), the count of its
//                                             top-level statements in the report: the least any reader of
//                                             TypeScript source built on that parser does, before it reads a
//                                             single tool.
// Plain JavaScript run by node itself, so its start-up is node's, as the bundled CLI's is.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [mode, output, ...folders] = process.argv.slice(2);
const root = new URL('../../', import.meta.url);
const SOURCE = /\.(?:[cm]?[jt]sx?|py|go|cs|rs)$/;
const wanted = mode === 'read' || mode === 'typescript' ? (name) => SOURCE.test(name) : (name) => name.endsWith('.json');
const walk = (dir, out) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(dir, entry.name), out);
    else if (wanted(entry.name)) out.push(join(dir, entry.name));
  }
  return out;
};
const files = folders.flatMap((folder) => walk(folder, [])).sort();

let validate;
if (mode === 'ajv') {
  const require = createRequire(root);
  const Ajv2020 = require('ajv/dist/2020.js').default;
  const addFormats = require('ajv-formats').default;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const schemas = new URL('schemas/', root);
  for (const name of readdirSync(schemas).filter((n) => /^descriptor-.*\.schema\.json$/.test(n))) {
    ajv.addSchema(JSON.parse(readFileSync(new URL(name, schemas), 'utf8')), new URL(name, schemas).href);
  }
  const editor = JSON.parse(readFileSync(new URL('descriptor.schema.json', schemas), 'utf8'));
  validate = ajv.compile({ ...editor, $id: new URL('descriptor.schema.json', schemas).href });
} else if (mode === 'read') {
  const report = { files: files.map((file) => ({ path: file, length: readFileSync(file, 'utf8').length })) };
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(0);
} else if (mode === 'typescript') {
  const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
  let ts;
  const report = { files: [] };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const entry = { path: file, length: text.length };
    if (SCRIPT.test(file) && text.includes('@modelcontextprotocol/')) {
      ts ??= createRequire(root)('typescript');
      const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
      entry.statements = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind).statements.length;
    }
    report.files.push(entry);
  }
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(0);
} else if (mode !== 'parse') {
  throw new Error(`mode must be parse, ajv, read or typescript, not ${mode}`);
}

const report = { files: [], findings: [] };
for (const file of files) {
  const value = JSON.parse(readFileSync(file, 'utf8'));
  report.files.push({ path: file, version: value?.protocolVersion ?? null });
  if (validate && !validate(value)) {
    for (const error of validate.errors ?? []) report.findings.push({ path: file, pointer: error.instancePath, message: error.message });
  }
}
writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
