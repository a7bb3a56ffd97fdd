/**
 * RFC 6570 URI templates (levels 1–4): literals and `{operator var:prefix,var*}` expressions. The
 * parser stops at the first error and says what is wrong and where (1-based characters, counting
 * code points), because one broken brace makes everything after it meaningless.
 */

export interface TemplateVariable {
  name: string;
  explode: boolean;
  /** The `:N` prefix length, when given. */
  prefix?: number;
}

export interface TemplateExpression {
  /** '' for simple expansion, otherwise one of + # . / ; ? & */
  operator: string;
  variables: TemplateVariable[];
}

export type TemplateParse =
  | { ok: true; expressions: TemplateExpression[] /** The literal text before the first expression. */; literalStart: string }
  | { ok: false; error: string };

const OPERATORS = '+#./;?&';
const RESERVED_OPERATORS = '=,!@|';
/** Characters RFC 6570 §2.1 excludes from literals (besides CTL and "%" outside a percent-encoding). */
const NOT_LITERAL = ' "\'<>\\^`{|}';

export function parseUriTemplate(text: string): TemplateParse {
  const chars = Array.from(text);
  const expressions: TemplateExpression[] = [];
  let literalStart: string | undefined;
  let i = 0;
  while (i < chars.length) {
    const c = chars[i];
    if (c === '{') {
      literalStart ??= chars.slice(0, i).join('');
      const close = chars.indexOf('}', i + 1);
      const nested = chars.indexOf('{', i + 1);
      if (nested >= 0 && (close < 0 || nested < close)) {
        return fail(
          `"{" at character ${nested + 1} is inside the expression opened at character ${i + 1}: expressions cannot nest; close the first one with "}"`,
        );
      }
      if (close < 0) return fail(`unclosed "{" at character ${i + 1}: end the expression with "}"`);
      const parsed = parseExpression(chars.slice(i + 1, close), i + 2);
      if (typeof parsed === 'string') return fail(parsed);
      expressions.push(parsed);
      i = close + 1;
    } else if (c === '}') {
      return fail(`"}" at character ${i + 1} has no matching "{"`);
    } else {
      const problem = literalProblem(chars, i);
      if (problem) return fail(problem);
      i += c === '%' ? 3 : 1;
    }
  }
  return { ok: true, expressions, literalStart: literalStart ?? text };
}

function fail(error: string): TemplateParse {
  return { ok: false, error };
}

function literalProblem(chars: readonly string[], i: number): string | null {
  const c = chars[i];
  const at = `at character ${i + 1}`;
  if (c === '%') {
    return isPercentEncoding(chars, i) ? null : `"%" ${at} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
  }
  const code = c.codePointAt(0) as number;
  if (c === ' ') return `a space ${at} is not allowed in a URI template: percent-encode it as "%20"`;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0))
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')} ${at} is not allowed: remove it`;
  if (code >= 0xd800 && code <= 0xdfff) return `the unpaired surrogate ${at} is not text: remove it`;
  if (NOT_LITERAL.includes(c)) return `${JSON.stringify(c)} ${at} is not allowed in a URI template outside an expression: percent-encode it as "${percent(c)}"`;
  return null;
}

/** The inside of one `{…}`; `offset` is the 1-based position of its first character. */
function parseExpression(body: readonly string[], offset: number): TemplateExpression | string {
  if (body.length === 0) return `empty expression "{}" at character ${offset - 1}: name a variable, as in "{id}"`;
  let operator = '';
  let start = 0;
  if (OPERATORS.includes(body[0])) {
    operator = body[0];
    start = 1;
  } else if (RESERVED_OPERATORS.includes(body[0])) {
    return `operator ${JSON.stringify(body[0])} at character ${offset} is reserved by RFC 6570 for future extensions: use one of "+", "#", ".", "/", ";", "?" or "&", or none`;
  }
  const variables: TemplateVariable[] = [];
  let from = start;
  for (let i = start; i <= body.length; i++) {
    if (i < body.length && body[i] !== ',') continue;
    if (from === i) {
      return i === body.length && from === start && operator !== ''
        ? `the expression at character ${offset - 1} has the operator ${JSON.stringify(operator)} but no variable: name one, as in "{${operator}id}"`
        : `missing variable name at character ${offset + from}: remove the extra "," or name a variable`;
    }
    const parsed = parseVarspec(body.slice(from, i), offset + from);
    if (typeof parsed === 'string') return parsed;
    variables.push(parsed);
    from = i + 1;
  }
  return { operator, variables };
}

/** varspec = varname [ ":" max-length / "*" ]; varname = varchar *( ["."] varchar ) */
function parseVarspec(spec: readonly string[], offset: number): TemplateVariable | string {
  const end = spec.findIndex((c) => c === ':' || c === '*');
  const name = end < 0 ? spec : spec.slice(0, end);
  if (name.length === 0) return `missing variable name before ${JSON.stringify(spec[end])} at character ${offset}`;
  const nameProblem = varnameProblem(name, offset);
  if (nameProblem) return nameProblem;
  const variable: TemplateVariable = { name: name.join(''), explode: false };
  if (end < 0) return variable;
  const modifier = spec.slice(end);
  const at = offset + end;
  if (modifier[0] === '*') {
    if (modifier.length > 1)
      return `unexpected ${JSON.stringify(modifier[1])} at character ${at + 1} after the explode modifier "*": a variable takes either "*" or ":length", not both`;
    return { ...variable, explode: true };
  }
  const digits = modifier.slice(1).join('');
  if (!/^[1-9][0-9]{0,3}$/.test(digits)) {
    return `prefix modifier ":${digits}" at character ${at} must be ":" and a length from 1 to 9999, as in "{${variable.name}:3}"`;
  }
  return { ...variable, prefix: Number(digits) };
}

function varnameProblem(name: readonly string[], offset: number): string | null {
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    const at = `at character ${offset + i}`;
    if (c === '%') {
      if (!isPercentEncoding(name, i)) return `"%" ${at} does not start a percent-encoding in the variable name`;
      i += 2;
    } else if (c === '.') {
      if (i === 0 || i === name.length - 1 || name[i + 1] === '.') {
        return `"." ${at} cannot start or end a variable name or follow another ".": dots only separate parts of a name`;
      }
    } else if (!/[A-Za-z0-9_]/.test(c)) {
      return `${JSON.stringify(c)} ${at} is not allowed in a variable name: use letters, digits, "_", "%XX" and single dots`;
    }
  }
  return null;
}

function isPercentEncoding(chars: readonly string[], i: number): boolean {
  return /^[0-9A-Fa-f]{2}$/.test((chars[i + 1] ?? '') + (chars[i + 2] ?? ''));
}

function percent(character: string): string {
  return encodeURIComponent(character) === character
    ? `%${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(2, '0')}`
    : encodeURIComponent(character);
}
