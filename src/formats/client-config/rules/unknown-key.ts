import { checkModel, type ModelIssue } from '../../../model/check.js';
import { isObject, listOf } from '../../../util/json.js';
import { renameFix } from '../../../engine/fix.js';
import { getAt, joinPointer, parentPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { configRule, serverList } from '../context.js';
import { append } from '../../../util/append.js';

/**
 * mcpdesc.config.unknown-key: keys the client does not read. A client whose schema lists every key gets
 * each unknown one reported; for the others, whose keys are not all documented, only near misses of a
 * known key ("comand", "enviroment") are, so an undocumented setting that works is never flagged.
 */
/** Longer names people write for a client's short keys ("environment" for "env"), typos of them included. */
const SYNONYMS: Readonly<Record<string, string>> = {
  environment: 'env',
  environments: 'env',
  environmentvariables: 'env',
  envvars: 'env',
  arguments: 'args',
  argv: 'args',
  cmd: 'command',
  endpoint: 'url',
  serverurl: 'serverUrl',
  header: 'headers',
  workingdirectory: 'cwd',
  workdir: 'cwd',
};

/** Whether `key` is one of the longer names itself, not a typo of one: renaming it is then certain. */
function isSynonym(key: string): boolean {
  return Object.hasOwn(SYNONYMS, key.toLowerCase().replace(/[^a-z]/g, ''));
}

/** An environment variable's name as people write them: letters, digits and "_", with a capital or a "_" ("API_KEY", "http_proxy"), not a bare word ("node"). */
const isVariableName = (name: string): boolean => /^[A-Za-z_]\w{0,200}$/.test(name) && /[A-Z_]/.test(name);

/**
 * Whether a value has the shape of the key a synonym stands for: "env" and "headers" map names to
 * strings (an env's names are variables', at least one of them), "args" is a list, the others a string. `environment:
 * {node: ">=18"}` in a deployment file is a runtime requirement, not variables: renaming it would be wrong.
 */
function fits(target: string, value: unknown): boolean {
  if (target === 'args') return Array.isArray(value);
  if (target === 'env' || target === 'headers') {
    if (!isObject(value)) return false;
    // One variable is enough: a file mis-indented below it holds other keys too.
    const entries = Object.entries(value);
    return entries.length === 0 || entries.some(([name, item]) => typeof item !== 'object' && (target === 'headers' || isVariableName(name)));
  }
  return typeof value === 'string';
}

function synonymOf(key: string, known: readonly string[], value: unknown): string | undefined {
  const normalized = key.toLowerCase().replace(/[^a-z]/g, '');
  // Typos of the long names only: a short key near "cmd" is more likely its own word.
  const word = Object.hasOwn(SYNONYMS, normalized) ? normalized : normalized.length >= 6 ? closest(normalized, Object.keys(SYNONYMS)) : undefined;
  const target = word ? SYNONYMS[word] : undefined;
  return target && known.includes(target) && fits(target, value) ? target : undefined;
}

export default configRule('mcpdesc.config.unknown-key', (context) => {
  const { spec, root, report } = context;
  const issues: ModelIssue[] = [];
  if (serverList(spec, root)?.pointer !== '') append(issues, checkModel(spec.model, 'Config', root, 'current', ''));
  for (const entry of context.servers) append(issues, checkModel(spec.model, 'Server', entry.raw, 'current', entry.pointer));
  // A required key written with a typo is the structure rule's finding ("Found "comand": did you mean "command"?").
  const seen = new Set(issues.flatMap((i) => (i.missing?.found ? [joinPointer(i.pointer, i.missing.found)] : [])));
  for (const { pointer, unknown } of issues) {
    if (!unknown || seen.has(pointer) || Object.hasOwn(spec.foreignKeys ?? {}, unknown.key)) continue;
    seen.add(pointer);
    const owner = unknown.noun ?? 'object';
    const synonym = synonymOf(unknown.key, unknown.known, getAt(context.value, pointer));
    const suggestion = unknown.suggestion ?? synonym;
    if (suggestion) {
      report(
        pointer,
        `${spec.client} does not read ${JSON.stringify(unknown.key)} in a ${owner}: did you mean ${JSON.stringify(suggestion)}? It ignores the key, so the setting has no effect.`,
        'key',
        renameFix(unknown.key, suggestion, getAt(context.value, parentPointer(pointer)), suggestion === synonym && isSynonym(unknown.key)),
      );
    } else if (spec.unknownKeys === 'closed') {
      report(
        pointer,
        `${spec.client} does not read ${JSON.stringify(unknown.key)} in a ${owner} (it reads ${listOf(unknown.known, 'and')}), so the setting has no effect. Remove it, or move it to the client that reads it.`,
        'key',
      );
    }
  }
});
