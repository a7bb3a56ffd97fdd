/**
 * A list's item passed through a module's own helper that returns it with keys no tool has added
 * (`withCategory(getMepsTool, 'core')` of `function withCategory(meta, category) { return { ...meta, category } }`):
 * the item is the tool it is passed, every tool key as written. A helper leaving out, renaming or setting any
 * tool key (passing-helpers.ts `shapeOf`), or wrapping the tool under a key, is no such helper: its items are not read.
 */
import type * as TS from 'typescript';
import { moduleFunctions } from './dropping.js';
import { stripped } from './loop-registrars.js';
import { shapeOf } from './passing-helpers.js';

type Typescript = typeof import('typescript');

/** The names of a module's own functions that return their first argument with every tool key unchanged. */
export function taggingHelpers(ts: Typescript, file: TS.SourceFile): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [name, fn] of moduleFunctions(ts, file)) {
    const shape = shapeOf(ts, fn);
    if (shape && shape.via === undefined && shape.left.size === 0 && shape.computed.size === 0) out.add(name);
  }
  return out;
}

/** The tool a tagging helper's call passes (`getMepsTool` of `withCategory(getMepsTool, 'core')`), read by its name; undefined for any other node. */
export function taggedItem(ts: Typescript, node: TS.Expression, helpers: ReadonlySet<string>): TS.Expression | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !helpers.has(node.expression.text)) return undefined;
  const [first] = node.arguments;
  const passed = first && !ts.isSpreadElement(first) ? stripped(ts, first) : undefined;
  return passed && (ts.isIdentifier(passed) || ts.isPropertyAccessExpression(passed)) ? passed : undefined;
}
