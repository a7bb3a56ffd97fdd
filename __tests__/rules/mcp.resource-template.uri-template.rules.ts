import { ruleTester } from '../helpers/rule-tester.js';

const template = (uriTemplate: string) => ({ capabilities: { resources: {} }, resourceTemplates: [{ uriTemplate, name: 'page' }] });

ruleTester('mcp.resource-template.uri-template', {
  valid: [
    { code: template('docs://pages/{slug}') },
    { name: 'operators, explode and prefix modifiers', code: template('docs://collections/{collection}/items{/id*}{?fields*,lang:2}{#section}') },
    { name: 'a template with no expression is a plain URI', code: template('docs://index') },
    { name: 'a template that starts with an expression cannot be known to be relative', code: template('{+base}/pages/{slug}') },
    { name: 'percent-encodings in literals and variable names', code: template('docs://pages/caf%C3%A9/{page%5Fid}') },
  ],
  invalid: [
    {
      name: 'an unclosed expression',
      code: template('docs://pages/{slug'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          level: 'error',
          line: 8,
          column: 22,
          message:
            'uriTemplate "docs://pages/{slug" is not a valid RFC 6570 URI template: unclosed "{" at character 14: end the expression with "}". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a nested expression',
      code: template('docs://pages/{slug{id}}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/{slug{id}}" is not a valid RFC 6570 URI template: "{" at character 19 is inside the expression opened at character 14: expressions cannot nest; close the first one with "}". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a "}" without "{"',
      code: template('docs://pages/slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/slug}" is not a valid RFC 6570 URI template: "}" at character 18 has no matching "{". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a space in the literal text',
      path: 'case.mcp.yaml',
      code: template('docs://pages/my page/{slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/my page/{slug}" is not a valid RFC 6570 URI template: a space at character 16 is not allowed in a URI template: percent-encode it as "%20". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a character RFC 6570 excludes from literals',
      code: template('docs://pages|{slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages|{slug}" is not a valid RFC 6570 URI template: "|" at character 13 is not allowed in a URI template outside an expression: percent-encode it as "%7C". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a control character in the literal text',
      code: template('docs://pages/\u0007{slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/\\u0007{slug}" is not a valid RFC 6570 URI template: the control character U+0007 at character 14 is not allowed: remove it. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a "%" that is not a percent-encoding',
      code: template('docs://reports/100%/{id}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://reports/100%/{id}" is not a valid RFC 6570 URI template: "%" at character 19 does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'an empty expression',
      code: template('docs://pages/{}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/{}" is not a valid RFC 6570 URI template: empty expression "{}" at character 14: name a variable, as in "{id}". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'an operator RFC 6570 reserves',
      code: template('docs://pages/{=slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/{=slug}" is not a valid RFC 6570 URI template: operator "=" at character 15 is reserved by RFC 6570 for future extensions: use one of "+", "#", ".", "/", ";", "?" or "&", or none. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'an operator without a variable',
      code: template('docs://search{?}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://search{?}" is not a valid RFC 6570 URI template: the expression at character 14 has the operator "?" but no variable: name one, as in "{?id}". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'an extra comma',
      code: template('docs://search{?q,,lang}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://search{?q,,lang}" is not a valid RFC 6570 URI template: missing variable name at character 18: remove the extra "," or name a variable. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a modifier without a variable name',
      code: template('docs://pages/{:3}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/{:3}" is not a valid RFC 6570 URI template: missing variable name before ":" at character 15. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'both the explode and the prefix modifier',
      code: template('docs://pages{/path*:3}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages{/path*:3}" is not a valid RFC 6570 URI template: unexpected ":" at character 20 after the explode modifier "*": a variable takes either "*" or ":length", not both. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a prefix length of 0',
      code: template('docs://search{?q:0}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://search{?q:0}" is not a valid RFC 6570 URI template: prefix modifier ":0" at character 17 must be ":" and a length from 1 to 9999, as in "{q:3}". Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a hyphen in a variable name',
      code: template('docs://pages/{page-id}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/{page-id}" is not a valid RFC 6570 URI template: "-" at character 19 is not allowed in a variable name: use letters, digits, "_", "%XX" and single dots. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a variable name that ends with a dot',
      code: template('docs://pages/{page.}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/{page.}" is not a valid RFC 6570 URI template: "." at character 19 cannot start or end a variable name or follow another ".": dots only separate parts of a name. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a "%" in a variable name that is not a percent-encoding',
      code: template('docs://pages/{page%id}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "docs://pages/{page%id}" is not a valid RFC 6570 URI template: "%" at character 19 does not start a percent-encoding in the variable name. Clients expand this template to build resource URIs: correct it, or they cannot use it.',
        },
      ],
    },
    {
      name: 'a relative template',
      code: template('/pages/{slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "/pages/{slug}" does not expand to an absolute URI: it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:". Resource URIs must be absolute: correct the scheme, or clients cannot use what this template produces.',
        },
      ],
    },
    {
      name: 'a scheme that starts with a digit',
      code: template('1docs://pages/{slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "1docs://pages/{slug}" does not expand to an absolute URI: the scheme "1docs" must start with a letter. Resource URIs must be absolute: correct the scheme, or clients cannot use what this template produces.',
        },
      ],
    },
    {
      name: 'a scheme with an underscore',
      code: template('my_docs://pages/{slug}'),
      errors: [
        {
          pointer: '/resourceTemplates/0/uriTemplate',
          message:
            'uriTemplate "my_docs://pages/{slug}" does not expand to an absolute URI: the scheme "my_docs" contains "_", but a scheme may only contain letters, digits, "+", "-" and ".". Resource URIs must be absolute: correct the scheme, or clients cannot use what this template produces.',
        },
      ],
    },
  ],
});
