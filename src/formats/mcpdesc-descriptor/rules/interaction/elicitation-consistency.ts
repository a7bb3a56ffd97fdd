import { definitionExists } from '../../../../protocol/check.js';
import { placeName } from '../../../../schema/messages.js';
import { hasOwn, isObject, type JsonObject, jsonEqual, listOf, quote, shown } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { closest } from '../../../../util/suggest.js';
import { compileMcpSchema, reportInstanceProblems } from '../tools/tool-schemas.js';
import { descriptorRule, type RuleContext } from '../../context.js';
import { type Step, steps } from './examples.js';

/**
 * An elicitation step matches the tool's named elicitation declaration, and its response content is
 * present exactly when an accepted form response requires it, and then matches the requested schema.
 */
export default descriptorRule('mcpdesc.tool.interaction.elicitation-consistency', (context) => {
  // Without elicitation in the version, mcpdesc.tool.interaction.step reports the steps themselves.
  if (!definitionExists('ElicitRequestParams', context.version)) return;
  for (const step of steps(context, 'elicitation')) {
    const declaration = declared(context, step);
    if (declaration && step.request) matchDeclaration(context, step, step.request, declaration);
    checkContent(context, step, step.request ?? declaration?.value);
  }
});

interface Declaration {
  name: string;
  value: JsonObject;
}

/** The declaration the step names, reporting a missing or unknown name. */
function declared(context: RuleContext, { tool, step, stepPointer }: Step): Declaration | undefined {
  const declarations = isObject(tool.elicitations) ? tool.elicitations : {};
  const names = Object.keys(declarations);
  const name = step.declaration;
  if (name === undefined) {
    context.report(
      stepPointer,
      names.length > 0
        ? `This elicitation step does not say which of the tool's elicitations it shows. Add "declaration" with one of ${listOf(names)}.`
        : 'This elicitation step does not say which elicitation it shows, and the tool declares none. Declare the request under the tool\'s "elicitations" and name it here with "declaration".',
    );
    return undefined;
  }
  if (typeof name !== 'string') return undefined;
  if (!hasOwn(declarations, name)) {
    const typo = closest(name, names);
    const known = names.length > 0 ? `the tool declares only ${listOf(names, 'and')}` : 'the tool has no "elicitations"';
    context.report(
      joinPointer(stepPointer, 'declaration'),
      `"declaration" names ${quote(name)}, but ${known}. A step must show a request the tool declares: ${typo ? `did you mean ${JSON.stringify(typo)}?` : `declare ${quote(name)} under the tool's "elicitations", or name an existing one.`}`,
    );
    return undefined;
  }
  const value = declarations[name];
  return isObject(value) ? { name, value } : undefined;
}

function modeOf(request: JsonObject): unknown {
  return request.mode ?? 'form';
}

/** The step's request is the declared request: same mode, and the same message, requested schema or URL. */
function matchDeclaration(context: RuleContext, { stepPointer }: Step, request: JsonObject, declaration: Declaration): void {
  const requestPointer = joinPointer(stepPointer, 'request');
  const mode = modeOf(request);
  const declaredMode = modeOf(declaration.value);
  if (mode !== declaredMode) {
    context.report(
      hasOwn(request, 'mode') ? joinPointer(requestPointer, 'mode') : requestPointer,
      `This request is a ${quote(mode)}-mode elicitation, but declaration ${quote(declaration.name)} is in ${quote(declaredMode)} mode. A step must show the declared request: use mode ${quote(declaredMode)}, or name another declaration.`,
    );
    return;
  }
  for (const field of mode === 'url' ? ['message', 'url'] : ['message', 'requestedSchema']) {
    // A missing field is a schema error the step rule reports.
    if (!hasOwn(request, field)) continue;
    const difference = firstDifference(request[field], declaration.value[field], joinPointer('', field));
    if (!difference) continue;
    context.report(
      requestPointer + difference.pointer,
      `${placeName('request', difference.pointer)} ${difference.message} declaration ${quote(declaration.name)}. A step must show the declared request: copy it from the declaration.`,
      difference.target,
    );
  }
}

interface Difference {
  pointer: string;
  message: string;
  target: 'key' | 'value';
}

/** Where `actual` first departs from `expected`, descending into objects so the finding lands on the differing part. */
function firstDifference(actual: unknown, expected: unknown, pointer: string): Difference | undefined {
  if (jsonEqual(actual, expected)) return undefined;
  if (isObject(actual) && isObject(expected)) {
    for (const key of Object.keys(actual)) {
      if (!hasOwn(expected, key)) return { pointer: joinPointer(pointer, key), message: 'is not in the request of', target: 'key' };
      const inner = firstDifference(actual[key], expected[key], joinPointer(pointer, key));
      if (inner) return inner;
    }
    const missing = Object.keys(expected).find((key) => !hasOwn(actual, key));
    return { pointer, message: `lacks ${JSON.stringify(missing)}, which is in the request of`, target: 'value' };
  }
  return { pointer, message: `is ${shown(actual)}, but it is ${shown(expected)} in the request of`, target: 'value' };
}

/** Content is present exactly when an accepted form response requires it, and then matches the requested schema. */
function checkContent(context: RuleContext, { stepPointer, response }: Step, request: JsonObject | undefined): void {
  if (!response) return;
  const responsePointer = joinPointer(stepPointer, 'response');
  const contentPointer = joinPointer(responsePointer, 'content');
  const { action } = response;
  const mode = request ? modeOf(request) : 'form';
  if (action === 'accept' && mode === 'form') {
    const schema = isObject(request?.requestedSchema) ? request.requestedSchema : undefined;
    const required = Array.isArray(schema?.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
    if (!hasOwn(response, 'content')) {
      if (required.length > 0) {
        context.report(
          responsePointer,
          `This accepted form response has no "content", but the requested schema requires ${listOf(required, 'and')}. An accepted form elicitation returns the user's answers in "content": add them.`,
        );
      }
      return;
    }
    if (schema && isObject(response.content)) validateContent(context, schema, response.content, contentPointer);
    return;
  }
  if (!hasOwn(response, 'content') || (action !== 'accept' && action !== 'decline' && action !== 'cancel')) return;
  context.report(
    contentPointer,
    action === 'accept'
      ? 'An accepted URL-mode elicitation returns no "content": the user completes it on the web page, and the server learns the outcome from there. Remove "content".'
      : `A ${quote(action)} response returns no "content": only an accepted form elicitation carries the user's answers. Remove "content".`,
    'key',
  );
}

function validateContent(context: RuleContext, schema: JsonObject, content: JsonObject, pointer: string): void {
  const compiled = compileMcpSchema(context, schema);
  if (!compiled?.ok) return;
  reportInstanceProblems(
    context,
    compiled.validate(content),
    pointer,
    'response.content',
    'The content of an accepted form response must match the requested schema: correct the example.',
  );
}
