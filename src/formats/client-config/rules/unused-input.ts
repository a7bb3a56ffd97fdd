import { joinPointer } from '../../../util/pointer.js';
import { isObject } from '../../../util/json.js';
import { closest } from '../../../util/suggest.js';
import { configRule } from '../context.js';
import { references } from '../references.js';

/** Every string value of the file (comments are not values). */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (isObject(value)) for (const item of Object.values(value)) yield* stringsOf(item);
}

/** mcpdesc.config.unused-input: every entry of `inputs` is referenced by some `${input:id}`, or it only makes the client ask for nothing. */
export default configRule('mcpdesc.config.unused-input', (context) => {
  if (!context.spec.interpolation?.inputs || !Array.isArray(context.root.inputs)) return;
  const used = new Set<string>();
  for (const text of stringsOf(context.root)) for (const ref of references(text)) if (ref.kind === 'input') used.add(ref.name);
  const ids = context.root.inputs
    .filter(isObject)
    .map((i) => i.id)
    .filter((id): id is string => typeof id === 'string');
  // A reference to a misspelt id is the interpolation rule's finding; the input it meant is not unused.
  const meant = new Set([...used].map((name) => closest(name, ids)));
  for (const [index, input] of context.root.inputs.entries()) {
    if (!isObject(input) || typeof input.id !== 'string') continue;
    if (used.has(input.id) || meant.has(input.id)) continue;
    context.report(
      joinPointer('/inputs', index, 'id'),
      `No server refers to the input ${JSON.stringify(input.id)} (as "\${input:${input.id}}"), so ${context.spec.client} never asks for it. Use it where the value is needed, or remove the entry.`,
    );
  }
});
