import { ruleTester } from '../helpers/rule-tester.js';

const path = 'case.mcp.yaml';
const approval = { type: 'object', properties: { approved: { type: 'boolean' } }, required: ['approved'] };
const confirm = { message: 'Approve this release?', requestedSchema: approval };
const authorize = { mode: 'url', message: 'Authorize publication.', url: 'https://example.com/connect', elicitationId: 'a1' };

/** A publish tool declaring `elicitations` (none when null), whose one interaction example, "release", takes one elicitation `step`. */
const tool = (step: object, elicitations: object | null = { confirm }) => ({
  capabilities: { tools: {} },
  tools: [
    {
      name: 'publish',
      inputSchema: { type: 'object' },
      ...(elicitations ? { elicitations } : {}),
      interactionExamples: { release: { input: {}, steps: [{ type: 'elicitation', ...step }], result: { content: [{ type: 'text', text: 'Done.' }] } } },
    },
  ],
});
const at = '/tools/0/interactionExamples/release/steps/0';

ruleTester('mcpdesc.tool.interaction.elicitation-consistency', {
  valid: [
    { path, code: tool({ declaration: 'confirm', request: confirm, response: { action: 'accept', content: { approved: true } } }) },
    { name: 'a declined form response without content', path, code: tool({ declaration: 'confirm', request: confirm, response: { action: 'decline' } }) },
    {
      name: 'an accepted URL elicitation without content',
      path,
      code: tool({ declaration: 'authorize', request: authorize, response: { action: 'accept' } }, { authorize }),
    },
    {
      name: 'an accepted form response without content, when the requested schema requires nothing',
      path,
      code: tool(
        { declaration: 'ask', request: { message: 'Notes?', requestedSchema: { type: 'object', properties: {} } }, response: { action: 'accept' } },
        { ask: { message: 'Notes?', requestedSchema: { type: 'object', properties: {} } } },
      ),
    },
    {
      name: 'the declared request with its keys in another order and mode "form" spelled out',
      path,
      code: tool({
        declaration: 'confirm',
        request: {
          mode: 'form',
          requestedSchema: { required: ['approved'], properties: approval.properties, type: 'object' },
          message: 'Approve this release?',
        },
        response: { action: 'cancel' },
      }),
    },
    {
      name: 'an undeclared step with wrong content in 2025-03-26, before elicitation (mcpdesc.tool.interaction.step reports the step)',
      path,
      code: { protocolVersion: '2025-03-26', ...tool({ request: confirm, response: { action: 'accept', content: { approved: 'yes' } } }, null) },
    },
  ],
  invalid: [
    {
      name: 'no declaration, when the tool declares some',
      code: tool({ request: confirm, response: { action: 'accept', content: { approved: true } } }, { confirm, authorize }),
      errors: [
        {
          pointer: at,
          level: 'error',
          line: 38,
          column: 13,
          message: 'This elicitation step does not say which of the tool\'s elicitations it shows. Add "declaration" with one of "confirm" or "authorize".',
        },
      ],
    },
    {
      name: 'no declaration, when the tool declares none',
      path,
      code: tool({ request: confirm, response: { action: 'accept', content: { approved: true } } }, null),
      errors: [
        {
          pointer: at,
          message:
            'This elicitation step does not say which elicitation it shows, and the tool declares none. Declare the request under the tool\'s "elicitations" and name it here with "declaration".',
        },
      ],
    },
    {
      name: 'a declaration name with a typo',
      path,
      code: tool({ declaration: 'confrim', request: confirm, response: { action: 'decline' } }, { confirm, authorize }),
      errors: [
        {
          pointer: `${at}/declaration`,
          message:
            '"declaration" names "confrim", but the tool declares only "confirm" and "authorize". A step must show a request the tool declares: did you mean "confirm"?',
        },
      ],
    },
    {
      name: 'a declaration name the tool does not declare, nothing like the declared one',
      path,
      code: tool({ declaration: 'survey', request: confirm, response: { action: 'decline' } }),
      errors: [
        {
          pointer: `${at}/declaration`,
          message:
            '"declaration" names "survey", but the tool declares only "confirm". A step must show a request the tool declares: declare "survey" under the tool\'s "elicitations", or name an existing one.',
        },
      ],
    },
    {
      name: 'a declaration name, when the tool has no elicitations',
      path,
      code: tool({ declaration: 'confirm', request: confirm, response: { action: 'decline' } }, null),
      errors: [
        {
          pointer: `${at}/declaration`,
          message:
            '"declaration" names "confirm", but the tool has no "elicitations". A step must show a request the tool declares: declare "confirm" under the tool\'s "elicitations", or name an existing one.',
        },
      ],
    },
    {
      name: 'a form request for a URL-mode declaration',
      path,
      code: tool(
        {
          declaration: 'authorize',
          request: { mode: 'form', message: 'Authorize publication.', requestedSchema: { type: 'object', properties: {} } },
          response: { action: 'accept' },
        },
        { authorize },
      ),
      errors: [
        {
          pointer: `${at}/request/mode`,
          message:
            'This request is a "form"-mode elicitation, but declaration "authorize" is in "url" mode. A step must show the declared request: use mode "url", or name another declaration.',
        },
      ],
    },
    {
      name: 'a request without mode (so form) for a URL-mode declaration',
      path,
      code: tool(
        {
          declaration: 'authorize',
          request: { message: 'Authorize publication.', requestedSchema: { type: 'object', properties: {} } },
          response: { action: 'decline' },
        },
        { authorize },
      ),
      errors: [
        {
          pointer: `${at}/request`,
          message:
            'This request is a "form"-mode elicitation, but declaration "authorize" is in "url" mode. A step must show the declared request: use mode "url", or name another declaration.',
        },
      ],
    },
    {
      name: 'a message and a property type that differ from the declaration',
      path,
      code: tool({
        declaration: 'confirm',
        request: { message: 'Publish now?', requestedSchema: { ...approval, properties: { approved: { type: 'string' } } } },
        response: { action: 'decline' },
      }),
      errors: [
        {
          pointer: `${at}/request/message`,
          message:
            '"request.message" is "Publish now?", but it is "Approve this release?" in the request of declaration "confirm". A step must show the declared request: copy it from the declaration.',
        },
        {
          pointer: `${at}/request/requestedSchema/properties/approved/type`,
          message:
            '"request.requestedSchema.properties.approved.type" is "string", but it is "boolean" in the request of declaration "confirm". A step must show the declared request: copy it from the declaration.',
        },
      ],
    },
    {
      name: 'a requested schema without a keyword the declaration has',
      path,
      code: tool({
        declaration: 'confirm',
        request: { ...confirm, requestedSchema: { type: 'object', properties: approval.properties } },
        response: { action: 'decline' },
      }),
      errors: [
        {
          pointer: `${at}/request/requestedSchema`,
          message:
            '"request.requestedSchema" lacks "required", which is in the request of declaration "confirm". A step must show the declared request: copy it from the declaration.',
        },
      ],
    },
    {
      name: 'a requested property the declaration does not have',
      path,
      code: tool({
        declaration: 'confirm',
        request: { ...confirm, requestedSchema: { ...approval, properties: { ...approval.properties, note: { type: 'string' } } } },
        response: { action: 'decline' },
      }),
      errors: [
        {
          pointer: `${at}/request/requestedSchema/properties/note`,
          message:
            '"request.requestedSchema.properties.note" is not in the request of declaration "confirm". A step must show the declared request: copy it from the declaration.',
        },
      ],
    },
    {
      name: 'a URL request with another url',
      path,
      code: tool({ declaration: 'authorize', request: { ...authorize, url: 'https://example.com/login' }, response: { action: 'accept' } }, { authorize }),
      errors: [
        {
          pointer: `${at}/request/url`,
          message:
            '"request.url" is "https://example.com/login", but it is "https://example.com/connect" in the request of declaration "authorize". A step must show the declared request: copy it from the declaration.',
        },
      ],
    },
    {
      name: 'an accepted form response without the content the schema requires',
      path,
      code: tool({ declaration: 'confirm', request: confirm, response: { action: 'accept' } }),
      errors: [
        {
          pointer: `${at}/response`,
          message:
            'This accepted form response has no "content", but the requested schema requires "approved". An accepted form elicitation returns the user\'s answers in "content": add them.',
        },
      ],
    },
    {
      name: 'accepted content the requested schema rejects',
      path,
      code: tool({ declaration: 'confirm', request: confirm, response: { action: 'accept', content: { approved: 'yes' } } }),
      errors: [
        {
          pointer: `${at}/response/content/approved`,
          message:
            '"response.content.approved" must be a boolean, but it is a string ("yes"). The content of an accepted form response must match the requested schema: correct the example.',
        },
      ],
    },
    {
      name: 'content in a declined response',
      path,
      code: tool({ declaration: 'confirm', request: confirm, response: { action: 'decline', content: { approved: false } } }),
      errors: [
        {
          pointer: `${at}/response/content`,
          message: 'A "decline" response returns no "content": only an accepted form elicitation carries the user\'s answers. Remove "content".',
        },
      ],
    },
    {
      name: 'content in an accepted URL-mode response',
      path,
      code: tool({ declaration: 'authorize', request: authorize, response: { action: 'accept', content: { approved: true } } }, { authorize }),
      errors: [
        {
          pointer: `${at}/response/content`,
          message:
            'An accepted URL-mode elicitation returns no "content": the user completes it on the web page, and the server learns the outcome from there. Remove "content".',
        },
      ],
    },
  ],
});
