/** Small, deterministic mutations of a valid value, to compare verdicts where they are most likely to differ. */
export interface Mutant {
  label: string;
  value: unknown;
}

const REPLACEMENTS: readonly unknown[] = [null, 42, 1.5, 'text', true, [], {}];

export function mutants(value: unknown, maxDepth = 3): Mutant[] {
  const out: Mutant[] = [];
  visit(value, [], maxDepth, (path, replacement, label) => out.push({ label: `${label} at /${path.join('/')}`, value: replaceAt(value, path, replacement) }));
  return out;
}

type Emit = (path: string[], replacement: unknown | typeof REMOVE, label: string) => void;
const REMOVE = Symbol('remove');

function visit(node: unknown, path: string[], depth: number, emit: Emit): void {
  if (path.length > 0) {
    emit(path, REMOVE, 'removed');
    for (const replacement of REPLACEMENTS) emit(path, replacement, `replaced with ${JSON.stringify(replacement)}`);
  }
  if (depth === 0 || node === null || typeof node !== 'object') return;
  for (const key of Object.keys(node)) visit((node as Record<string, unknown>)[key], [...path, key], depth - 1, emit);
}

function replaceAt(root: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head];
  else copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}
