import type { FixRequest } from '../../../engine/fix.js';
import { isObject } from '../../../util/json.js';
import { closest } from '../../../util/suggest.js';
import { type ConfigContext, configRule } from '../context.js';
import { type Reference, references } from '../references.js';
import { isShellCommand } from './shell-wrapper.js';
import type { Interpolation } from '../spec.js';

/**
 * mcpdesc.config.interpolation: every variable reference is one the client expands, and every
 * `${input:id}` names an entry of `inputs`. A reference the client does not expand reaches the server as
 * its literal text, so the token or path it stands for is silently missing.
 */
export default configRule('mcpdesc.config.interpolation', (context) => {
  const syntax = context.spec.interpolation;
  if (!syntax) return;
  const inputs = inputIds(context);
  for (const entry of context.servers) {
    const shell = isShellCommand(entry.command?.value);
    for (const site of entry.strings) {
      // In a shell's command line (and in headersHelper, a shell command) the shell expands "$NAME" itself.
      const shellExpands = site.field === 'headersHelper' || (shell && site.part === 'args');
      for (const ref of references(site.text)) {
        if (shellExpands && ref.kind === 'bare') continue;
        const problem = problemOf(context, syntax, ref, inputs);
        if (problem) context.report(site.pointer, problem, 'value', referenceFix(context, ref, site.text));
      }
    }
  }
});

/**
 * The client's own syntax for an environment variable written in another's ("${env:X}", "$X", "${X}"):
 * the same variable, so the rewrite is certain. A default ("${X:-d}") or an input has no exact
 * equivalent, and stays a suggestion.
 */
function referenceFix(context: ConfigContext, ref: Reference, text: string): FixRequest | undefined {
  const { envReference } = context.spec;
  if (!envReference || !(ref.kind === 'envPrefix' || ref.kind === 'bare' || ref.kind === 'braced')) return undefined;
  const written = envReference(ref.name);
  return {
    value: text.slice(0, ref.index) + written + text.slice(ref.index + ref.text.length),
    description: `Write ${JSON.stringify(ref.text)} as ${JSON.stringify(written)}`,
  };
}

/** The ids of the file's `inputs` (VS Code), when the client has inputs. */
export function inputIds(context: ConfigContext): Set<string> {
  const list = context.root.inputs;
  return new Set(
    Array.isArray(list)
      ? list
          .filter(isObject)
          .map((i) => i.id)
          .filter((id): id is string => typeof id === 'string')
      : [],
  );
}

function problemOf(context: ConfigContext, syntax: Interpolation, ref: Reference, inputs: ReadonlySet<string>): string | undefined {
  const { client, envReference } = context.spec;
  const literal = `${client} does not expand ${JSON.stringify(ref.text)}, so the server receives that text as it is`;
  const { secretAdvice } = context.spec;
  const instead = (name: string) =>
    envReference
      ? ` Write ${JSON.stringify(envReference(name))} instead.`
      : ` ${client} expands no variables in this file: write the value itself${secretAdvice ? `, or, for a credential, ${secretAdvice(name).replace(/\.$/, '')}` : ''}.`;
  switch (ref.kind) {
    case 'input':
      if (!syntax.inputs) return `${literal}: "\${input:…}" is VS Code's syntax.${instead(ref.name.toUpperCase().replace(/\W/g, '_'))}`;
      if (inputs.has(ref.name)) return undefined;
      return closest(ref.name, inputs)
        ? `${JSON.stringify(ref.text)} names no entry of "inputs", so ${client} cannot ask for it and the server gets nothing. Did you mean the input ${JSON.stringify(closest(ref.name, inputs))}?`
        : `${JSON.stringify(ref.text)} names no entry of "inputs", so ${client} cannot ask for it and the server gets nothing. Add {"id": ${JSON.stringify(ref.name)}, "type": "promptString", "description": "…"} to "inputs" (with "password": true for a secret).`;
    case 'envPrefix':
      return syntax.envPrefix === 'no' ? `${literal}: "\${env:…}" is VS Code's syntax.${instead(ref.name)}` : undefined;
    case 'bare':
      return syntax.bare === 'no' && !syntax.predefined.includes(ref.name) ? `${literal}: it expands only braced references.${instead(ref.name)}` : undefined;
    case 'withDefault':
      return syntax.withDefault === 'no' ? `${literal}: it has no "\${NAME:-default}" form.${instead(ref.name)}` : undefined;
    case 'prefixed':
      return undefined;
    default:
      if (syntax.predefined.includes(ref.name)) return undefined;
      return syntax.braced === 'no' ? `${literal}.${instead(ref.name)}` : undefined;
  }
}
