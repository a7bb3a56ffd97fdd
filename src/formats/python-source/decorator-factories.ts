/**
 * A file's own decorator factories that register what they decorate unchanged
 * (`def section_tool(section): def decorator(func): TOOLS[section].append(func.__name__); return mcp.tool(func)
 * … return decorator`, used as `@section_tool("browser")`): a module-level `def` whose body defines one
 * function of one parameter and returns it, that inner function applying `x.tool(p)` or `x.tool()(p)` to its
 * parameter only, with no argument that could name or describe it, and never rebinding the parameter or
 * setting its attributes. Then each function the factory decorates is registered as itself, so its name and
 * docstring are the tool's, as under `@x.tool()`. Followed only when the file uses the factory's name only as
 * a decorator `@name(…)` on a line of its own.
 */
import type { Blocks } from './blocks.js';
import { headerOf } from './blocks.js';
import type { Token } from './tokens.js';

/** Operators that rebind what is left of them. */
const ASSIGNS = /^(?:[-+*/%&|^@]|\*\*|\/\/|<<|>>)?=$/;

/** The factories of the file, by name, with the `tool` tokens of the registrations each makes. */
export function decoratorFactories(tokens: readonly Token[], lines: Blocks, closing: (i: number) => number): Map<string, number[]> {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const nameAt = (i: number) => (tokens[i].text === 'async' ? i + 2 : i + 1);
  const found = new Map<string, { name: number; calls: number[] }>();
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].first || lines.owner[i] !== -1 || headerOf(tokens, i) !== 'def') continue;
    const name = tokens[nameAt(i)];
    if (name?.kind !== 'name' || found.has(name.text as string)) continue;
    const calls = registrations(i);
    if (calls !== undefined) found.set(name.text as string, { name: nameAt(i), calls });
  }
  // A factory named anywhere but its `def` and a bare `@name(…)` line may be used in ways not followed here.
  for (let i = 0; i < tokens.length && found.size > 0; i++) {
    const name = tokens[i].kind === 'name' ? (tokens[i].text as string) : undefined;
    if (name === undefined || !found.has(name)) continue;
    const defined = found.get(name)?.name === i;
    const decorator = op(i - 1, '@') && tokens[i - 1].first && op(i + 1, '(') && tokens[closing(i + 1) + 1]?.kind === 'newline';
    if (!defined && !decorator) found.delete(name);
  }
  return new Map([...found].map(([name, { calls }]) => [name, calls]));

  /** The `tool` tokens the factory whose `def` is at `at` registers its decorated function with; undefined when it is no such factory. */
  function registrations(at: number): number[] | undefined {
    const end = lines.end[at];
    const inner: number[] = [];
    for (let j = at + 1; j < end; j++) if (tokens[j].first && lines.owner[j] === at && headerOf(tokens, j) === 'def') inner.push(j);
    if (inner.length !== 1) return undefined;
    const def = inner[0];
    const decorator = tokens[nameAt(def)];
    const open = nameAt(def) + 1;
    if (decorator.kind !== 'name' || !op(open, '(') || tokens[open + 1]?.kind !== 'name') return undefined;
    // One parameter, annotated or not (`func: Callable[..., Any]`), without a default.
    if (closing(open) !== open + 2 && !op(open + 2, ':')) return undefined;
    for (let j = open + 3; j < closing(open); j++) {
      if (op(j, '[') || op(j, '(')) j = closing(j);
      else if (op(j, ',') || op(j, '=')) return undefined;
    }
    const parameter = tokens[open + 1].text as string;
    // The factory returns the inner function itself, at every `return`.
    let returns = 0;
    for (let j = at + 1; j < end; j++) {
      if (!(tokens[j].first && lines.owner[j] === at && tokens[j].text === 'return')) continue;
      if (tokens[j + 1]?.text !== decorator.text || tokens[j + 2]?.kind !== 'newline') return undefined;
      returns++;
    }
    if (returns === 0) return undefined;
    const calls: number[] = [];
    for (let j = at + 1; j < end; j++) {
      const t = tokens[j];
      if (t.kind !== 'name') continue;
      if (t.text === 'setattr' || t.text === 'globals' || t.text === 'exec') return undefined;
      // The parameter rebound or an attribute of it set (`func.__doc__ = …`).
      if (t.text === parameter && j > open + 1) {
        let k = j + 1;
        while (op(k, '.') && tokens[k + 1]?.kind === 'name') k += 2;
        if (tokens[k]?.kind === 'op' && ASSIGNS.test(tokens[k].text as string)) return undefined;
      }
      if (!(t.text === 'tool' && op(j - 1, '.') && op(j + 1, '('))) continue;
      if (lines.owner[lines.line[j]] !== def) return undefined;
      // `x.tool(p)` or `x.tool()(p)`.
      const applied = closing(j + 1) === j + 2 && op(j + 3, '(') ? j + 3 : j + 1;
      if (tokens[applied + 1]?.text !== parameter || closing(applied) !== applied + 2) return undefined;
      calls.push(j);
    }
    return calls.length > 0 ? calls : undefined;
  }
}
