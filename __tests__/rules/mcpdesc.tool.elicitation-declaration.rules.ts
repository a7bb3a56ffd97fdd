import { ruleTester } from '../helpers/rule-tester.js';
import type { JsonObject } from '../../src/util/json.js';

const tool = (elicitations: JsonObject, protocolVersion?: string) => ({
  ...(protocolVersion ? { protocolVersion } : {}),
  capabilities: { tools: {} },
  tools: [{ name: 'deploy', inputSchema: { type: 'object' }, elicitations }],
});
const confirm = { message: 'Deploy now?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } };

ruleTester('mcpdesc.tool.elicitation-declaration', {
  valid: [
    { code: tool({ confirm }) },
    {
      name: 'a URL elicitation',
      code: tool({ login: { mode: 'url', message: 'Sign in to the console.', url: 'https://deploy.example.com/login', elicitationId: 'deploy-login' } }),
    },
    {
      name: 'elicitationId is required only in 2025-11-25',
      code: tool({ login: { mode: 'url', message: 'Sign in to the console.', url: 'https://deploy.example.com/login' } }, '2026-07-28'),
    },
    { name: 'a form elicitation in 2025-06-18, the first version with elicitation', code: tool({ confirm }, '2025-06-18') },
    { name: "a declaration that is not an object is mcpdesc.document.structure's to report", code: tool({ confirm: 'Deploy now?' }) },
  ],
  invalid: [
    {
      name: 'a form elicitation without requestedSchema',
      code: tool({ confirm: { message: 'Deploy now?' } }),
      errors: [
        {
          pointer: '/tools/0/elicitations/confirm',
          level: 'error',
          line: 13,
          column: 20,
          message: 'Missing required property "requestedSchema" in this form elicitation request (required in 2025-11-25). Add "requestedSchema".',
        },
      ],
    },
    {
      name: 'a URL elicitation without url',
      code: tool({ login: { mode: 'url', message: 'Sign in to the console.', elicitationId: 'deploy-login' } }),
      errors: [
        {
          pointer: '/tools/0/elicitations/login',
          message: 'Missing required property "url" in this URL elicitation request (required in 2025-11-25). Add "url".',
        },
      ],
    },
    {
      name: 'a nested object field, which requested schemas do not allow',
      code: tool({ details: { message: 'When?', requestedSchema: { type: 'object', properties: { window: { type: 'object' } } } } }),
      errors: [
        {
          pointer: '/tools/0/elicitations/details/requestedSchema/properties/window/type',
          message: '"requestedSchema.properties.window.type" must be "string", "number", "integer", "boolean" or "array", not "object". Use one of these.',
        },
      ],
    },
    {
      name: 'an unknown mode',
      code: tool({ login: { mode: 'browser', message: 'Sign in.', url: 'https://deploy.example.com/login' } }),
      errors: [{ pointer: '/tools/0/elicitations/login/mode', message: '"mode" must be "form" or "url", not "browser". Use one of these.' }],
    },
    {
      name: 'URL elicitation before 2025-11-25',
      code: tool({ login: { mode: 'url', message: 'Sign in.', url: 'https://deploy.example.com/login' } }, '2025-06-18'),
      errors: [
        {
          pointer: '/tools/0/elicitations/login/mode',
          message:
            'URL elicitation ("mode": "url") does not exist in 2025-06-18; it exists in 2025-11-25 and later. Use "form", or declare a protocolVersion that has it.',
        },
      ],
    },
    {
      name: 'elicitations in a version without elicitation (YAML)',
      path: 'case.mcp.yaml',
      code: tool({ confirm }, '2025-03-26'),
      errors: [
        {
          pointer: '/tools/0/elicitations',
          line: 8,
          column: 5,
          message:
            '"elicitations" declares elicitation requests, but elicitation does not exist in 2025-03-26; it exists in 2025-06-18 and later. Remove "elicitations", or declare protocolVersion 2025-06-18 or later if the server speaks it.',
        },
      ],
    },
  ],
});
