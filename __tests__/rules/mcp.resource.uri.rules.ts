import { ruleTester } from '../helpers/rule-tester.js';

const resource = (uri: string) => ({ capabilities: { resources: {} }, resources: [{ uri, name: 'doc' }] });

/** A tool whose example result returns `block`, a resource link or an embedded resource. */
const result = (block: object) => ({
  capabilities: { tools: {} },
  tools: [{ name: 'create_note', inputSchema: { type: 'object' }, interactionExamples: { first: { input: {}, result: { content: [block] } } } }],
});

ruleTester('mcp.resource.uri', {
  valid: [
    { code: resource('file:///srv/notes/todo.md') },
    { name: 'a custom scheme, a query and a fragment', code: resource('notes://pages/inbox?view=full#top') },
    { name: 'a URN, which has no "//"', code: resource('urn:isbn:0451450523') },
    { name: 'a space written as %20', code: resource('file:///srv/notes/meeting%20notes.md') },
    { name: 'an IPv6 host with a port', code: resource('https://[::1]:8080/notes') },
    { name: 'a resource link with a valid URI', code: result({ type: 'resource_link', uri: 'notes://inbox', name: 'inbox' }) },
  ],
  invalid: [
    {
      name: 'two "@" in the authority',
      code: resource('http://a@b@c/'),
      errors: [
        {
          pointer: '/resources/0/uri',
          line: 8,
          column: 14,
          message:
            'Resource URI "http://a@b@c/" is not a valid absolute URI: the authority has two "@" (character 9 and 11): percent-encode the one in the user information as "%40". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a port beyond 65535',
      code: resource('http://x:99999999/'),
      errors: [
        {
          pointer: '/resources/0/uri',
          line: 8,
          column: 14,
          message:
            'Resource URI "http://x:99999999/" is not a valid absolute URI: the port 99999999 is beyond 65535, the largest there is. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a relative path',
      code: resource('notes/inbox.md'),
      errors: [
        {
          pointer: '/resources/0/uri',
          level: 'error',
          line: 8,
          column: 14,
          message:
            'Resource URI "notes/inbox.md" is not a valid absolute URI: it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'an empty URI',
      code: resource(''),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "" is not a valid absolute URI: it is empty. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a space',
      path: 'case.mcp.yaml',
      code: resource('file:///srv/notes/meeting notes.md'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "file:///srv/notes/meeting notes.md" is not a valid absolute URI: it contains a space at character 26: percent-encode it as "%20". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a URI template listed as a resource',
      code: resource('notes://pages/{slug}'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "notes://pages/{slug}" is not a valid absolute URI: it contains "{" at character 15, which URIs only allow percent-encoded: write "%7B". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986. It looks like a URI template: list it under resourceTemplates as "uriTemplate" instead.',
        },
      ],
    },
    {
      name: 'braces that do not make a URI template get no template hint',
      code: resource('notes://pages/{a b}'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "notes://pages/{a b}" is not a valid absolute URI: it contains "{" at character 15, which URIs only allow percent-encoded: write "%7B". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a non-ASCII character',
      code: resource('file:///srv/notes/résumé.md'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "file:///srv/notes/résumé.md" is not a valid absolute URI: it contains "é" at character 20, which URIs only allow percent-encoded: write "%C3%A9". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a "%" that is not a percent-encoding',
      code: resource('notes://reports/100%.md'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "notes://reports/100%.md" is not a valid absolute URI: "%" at character 20 does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a second "#"',
      code: resource('notes://inbox#top#bottom'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "notes://inbox#top#bottom" is not a valid absolute URI: a second "#" at character 18: percent-encode it as "%23". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a scheme that starts with a digit',
      code: resource('1notes://inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "1notes://inbox" is not a valid absolute URI: the scheme "1notes" must start with a letter. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a scheme with an underscore',
      code: resource('my_notes://inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "my_notes://inbox" is not a valid absolute URI: the scheme "my_notes" contains "_", but a scheme may only contain letters, digits, "+", "-" and ".". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'an https URI without a host',
      code: resource('https:///notes/inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "https:///notes/inbox" is not a valid absolute URI: an https URI needs a host after "//". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a port that is not a number',
      code: resource('https://notes.example.com:http/inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "https://notes.example.com:http/inbox" is not a valid absolute URI: the port "http" must be a number. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'an IPv6 address without brackets',
      code: resource('https://::1/inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "https://::1/inbox" is not a valid absolute URI: the host contains ":" at character 9: write an IPv6 address in brackets ("[::1]"). Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'an IPv6 address not closed with "]"',
      code: resource('https://[::1/inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "https://[::1/inbox" is not a valid absolute URI: the IP address opened with "[" at character 9 is not closed with "]". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'text after an IP address literal',
      code: resource('https://[::1]x/inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "https://[::1]x/inbox" is not a valid absolute URI: unexpected "x" after the IP address: only ":port" may follow it. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'brackets around something that is not an IP address',
      code: resource('https://[notes]/inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "https://[notes]/inbox" is not a valid absolute URI: "[notes]" is not an IP address literal. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a bracket in the user information',
      code: resource('https://ann[1]@notes.example.com/inbox'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "https://ann[1]@notes.example.com/inbox" is not a valid absolute URI: the user information contains "[" or "]": percent-encode it. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a control character',
      code: resource('notes://inbox\u0007'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "notes://inbox\\u0007" is not a valid absolute URI: it contains the control character U+0007 at character 14: remove it. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a bracket outside the host',
      code: resource('urn:notes:[draft]'),
      errors: [
        {
          pointer: '/resources/0/uri',
          message:
            'Resource URI "urn:notes:[draft]" is not a valid absolute URI: "[" is only allowed around an IP address in the host: percent-encode it. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'a Windows path in a resource link of an example result',
      code: result({ type: 'resource_link', uri: 'C:\\notes\\groceries.md', name: 'groceries' }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/first/result/content/0/uri',
          message:
            'Resource URI "C:\\\\notes\\\\groceries.md" is not a valid absolute URI: this looks like a Windows path: write it as a file URI such as "file:///C:/notes/groceries.md". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
    {
      name: 'an embedded resource in an example result',
      code: result({ type: 'resource', resource: { uri: 'groceries.md', text: 'milk' } }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/first/result/content/0/resource/uri',
          message:
            'Resource URI "groceries.md" is not a valid absolute URI: it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:". Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.',
        },
      ],
    },
  ],
});
