/** A descriptor's interaction examples and their steps, with pointers, as the interaction rules walk them. */
import { interactionExamples, objectItems, type StepType } from '../../surfaces.js';
import { isObject, type JsonObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { tools } from '../tools/tool-schemas.js';
import type { RuleContext } from '../../context.js';
import { memoKey } from '../../../types.js';

export interface Example {
  tool: JsonObject;
  toolPointer: string;
  name: string;
  example: JsonObject;
  pointer: string;
}

export interface Step extends Example {
  step: JsonObject;
  stepPointer: string;
  /** The step's request and response when they are objects (anything else is the structure rule's). */
  request?: JsonObject;
  response?: JsonObject;
}

export interface Located {
  block: JsonObject;
  pointer: string;
}

const EXAMPLES = memoKey<readonly Example[]>('interaction examples');

/** Every tool's interaction examples that are objects, listed once per file for the interaction rules. */
export function examples(context: RuleContext): readonly Example[] {
  return context.memo(EXAMPLES, () => {
    const found: Example[] = [];
    for (const { tool, pointer: toolPointer } of tools(context)) {
      for (const { name, value, pointer } of interactionExamples(tool, toolPointer)) found.push({ tool, toolPointer, name, example: value, pointer });
    }
    return found;
  });
}

export function* steps(context: RuleContext, type: StepType): Generator<Step> {
  for (const example of examples(context)) {
    for (const { item: step, pointer: stepPointer } of objectItems(example.example.steps, joinPointer(example.pointer, 'steps'))) {
      if (step.type !== type) continue;
      yield {
        ...example,
        step,
        stepPointer,
        ...(isObject(step.request) ? { request: step.request } : {}),
        ...(isObject(step.response) ? { response: step.response } : {}),
      };
    }
  }
}

/** The content blocks of a message or result: one block, or (from 2025-11-25 in sampling) a list of them. */
export function contentBlocks(content: unknown, pointer: string): Located[] {
  if (isObject(content)) return [{ block: content, pointer }];
  return objectItems(content, pointer).map(({ item, pointer: at }) => ({ block: item, pointer: at }));
}
