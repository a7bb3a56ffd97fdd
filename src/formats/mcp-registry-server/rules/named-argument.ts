import { quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { registryRule } from '../context.js';
import { isTemplated } from '../templates.js';

/**
 * mcpdesc.registry.named-argument: a named argument's `name` is the flag alone ("--port"), never the
 * flag with its value or a placeholder ("--port 8080", "--dir <path>"), and its `value` and `default`
 * do not repeat the flag. The client writes name and value itself, so either mistake puts the flag on
 * the command line twice or a placeholder into it.
 */
export default registryRule('mcpdesc.registry.named-argument', (context) => {
  for (const arg of context.objects('NamedArgument')) {
    const name = arg.value.name;
    if (typeof name !== 'string' || isTemplated(name)) continue;
    const at = joinPointer(arg.pointer, 'name');
    if (name === '') {
      context.report(
        at,
        `A named argument needs its flag in "name", but this one is empty, so the client cannot build the command line and mcp-publisher refuses it ("named argument name is required"). Write the flag, such as "--port", or make it a positional argument.`,
      );
      continue;
    }
    const bad = [...name].find((c) => c === '<' || c === '>' || c === ' ' || c === '$');
    if (bad !== undefined) {
      const flag = name.split(/[\s<>$=]/)[0];
      context.report(
        at,
        `The named argument's "name" ${quote(name)} holds ${bad === ' ' ? 'a space' : JSON.stringify(bad)}: it should be the flag alone, since the client adds the value itself, and mcp-publisher refuses it ("invalid named argument name format"). Write ${flag ? `"name": ${quote(flag)}` : 'the flag as "name"'} and put the value in "value" (or describe it in "description").`,
      );
      continue;
    }
    for (const key of ['value', 'default'] as const) {
      const text = arg.value[key];
      if (typeof text !== 'string' || text === '' || isTemplated(text) || !text.startsWith(name)) continue;
      context.report(
        joinPointer(arg.pointer, key),
        `The named argument's "${key}" ${quote(text)} starts with its flag ${quote(name)}, which the client already writes, so the command line would read ${quote(`${name} ${text}`)}; mcp-publisher refuses it ("argument ${key} cannot start with the argument name"). Write only the value${text.length > name.length ? `, such as ${quote(text.slice(name.length).replace(/^[=\s]+/, ''))}` : ''}.`,
      );
    }
  }
});
