import { describe, expect, it } from '@jest/globals';
import { parseUriTemplate } from '../../src/util/uri-template.js';

describe('parseUriTemplate', () => {
  it.each([
    ['docs://pages/{slug}', [{ operator: '', variables: [{ name: 'slug', explode: false }] }]],
    ['file:///{+path}', [{ operator: '+', variables: [{ name: 'path', explode: false }] }]],
    [
      'https://x.example/search{?q,lang}',
      [
        {
          operator: '?',
          variables: [
            { name: 'q', explode: false },
            { name: 'lang', explode: false },
          ],
        },
      ],
    ],
    [
      'db://{table}/rows{/id*}{?fields*}',
      [
        { operator: '', variables: [{ name: 'table', explode: false }] },
        { operator: '/', variables: [{ name: 'id', explode: true }] },
        { operator: '?', variables: [{ name: 'fields', explode: true }] },
      ],
    ],
    [
      'x://{var:3}{#frag}{.ext}{;params}{&more}',
      [
        { operator: '', variables: [{ name: 'var', explode: false, prefix: 3 }] },
        { operator: '#', variables: [{ name: 'frag', explode: false }] },
        { operator: '.', variables: [{ name: 'ext', explode: false }] },
        { operator: ';', variables: [{ name: 'params', explode: false }] },
        { operator: '&', variables: [{ name: 'more', explode: false }] },
      ],
    ],
    ['x://{a.b_c%20d:9999}', [{ operator: '', variables: [{ name: 'a.b_c%20d', explode: false, prefix: 9999 }] }]],
    ['file:///no/expressions', []],
    ['x://caf\u00e9/{id}', [{ operator: '', variables: [{ name: 'id', explode: false }] }]],
  ])('parses %s', (template, expressions) => {
    expect(parseUriTemplate(template)).toEqual({ ok: true, expressions, literalStart: expect.any(String) });
  });

  it.each([
    ['docs://pages/{slug}', 'docs://pages/'],
    ['{+base}/x', ''],
    ['file:///no/expressions', 'file:///no/expressions'],
  ])('keeps the literal start of %s', (template, literalStart) => {
    expect(parseUriTemplate(template)).toMatchObject({ ok: true, literalStart });
  });

  it.each([
    ['docs://pages/{slug', 'unclosed "{" at character 14: end the expression with "}"'],
    ['docs://{a{b}}', '"{" at character 10 is inside the expression opened at character 8'],
    ['docs://pages/slug}', '"}" at character 18 has no matching "{"'],
    ['docs://{}', 'empty expression "{}" at character 8'],
    ['docs://{=x}', 'operator "=" at character 9 is reserved by RFC 6570'],
    ['docs://{|x}', 'operator "|" at character 9 is reserved'],
    ['docs://{+}', 'the expression at character 8 has the operator "+" but no variable'],
    ['docs://{a,}', 'missing variable name at character 11'],
    ['docs://{a,,b}', 'missing variable name at character 11'],
    ['docs://{:3}', 'missing variable name before ":" at character 9'],
    ['docs://{foo-bar}', '"-" at character 12 is not allowed in a variable name'],
    ['docs://{ slug }', '" " at character 9 is not allowed in a variable name'],
    ['docs://{.a.}', '"." at character 11 cannot start or end a variable name'],
    ['docs://{a..b}', '"." at character 10 cannot start or end a variable name or follow another "."'],
    ['docs://{a%zz}', '"%" at character 10 does not start a percent-encoding in the variable name'],
    ['docs://{id:0}', 'prefix modifier ":0" at character 11 must be ":" and a length from 1 to 9999'],
    ['docs://{id:10000}', 'prefix modifier ":10000"'],
    ['docs://{id:}', 'prefix modifier ":"'],
    ['docs://{id:3*}', 'prefix modifier ":3*"'],
    ['docs://{id*:3}', 'unexpected ":" at character 12 after the explode modifier "*"'],
    ['docs://my pages/{id}', 'a space at character 10 is not allowed in a URI template: percent-encode it as "%20"'],
    ['docs://a%2/{id}', '"%" at character 9 does not start a percent-encoding'],
    ['docs://a"b/{id}', '"\\"" at character 9 is not allowed in a URI template outside an expression: percent-encode it as "%22"'],
    ["docs://a'b/{id}", '"\'" at character 9 is not allowed in a URI template outside an expression: percent-encode it as "%27"'],
    ['docs://a|b', '"|" at character 9 is not allowed'],
    ['docs://a\\b', '"\\\\" at character 9 is not allowed'],
    ['docs://a\tb', 'the control character U+0009 at character 9'],
    ['docs://a\u0085b', 'the control character U+0085 at character 9'],
    ['x://\u{1F600}/{a b}', '" " at character 9 is not allowed in a variable name'],
  ])('rejects %j: %s', (template, error) => {
    const parsed = parseUriTemplate(template);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });
});
