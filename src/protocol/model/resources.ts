// Resources, resource templates and prompts (MCP `Resource`, `ResourceTemplate`, `Prompt`, `PromptArgument`).
import { array, boolean, define, integer, object, opt, ref, req, since, string, uri } from '../../model/dsl.js';

const title = opt(string, since('2025-06-18'));
const icons = opt(array(ref('Icon')), since('2025-11-25'));
const meta = opt(object, since('2025-06-18'));

export const definitions = [
  define('Resource', 'resource', {
    uri: req(uri),
    name: req(string),
    title,
    description: opt(string),
    mimeType: opt(string),
    size: opt(integer),
    annotations: opt(ref('Annotations')),
    icons,
    _meta: meta,
  }),

  define('ResourceTemplate', 'resource template', {
    uriTemplate: req({ kind: 'string', format: 'uri-template' }),
    name: req(string),
    title,
    description: opt(string),
    mimeType: opt(string),
    annotations: opt(ref('Annotations')),
    icons,
    _meta: meta,
  }),

  define('Prompt', 'prompt', {
    name: req(string),
    title,
    description: opt(string),
    arguments: opt(array(ref('PromptArgument'))),
    icons,
    _meta: meta,
  }),

  define('PromptArgument', 'prompt argument', {
    name: req(string),
    title,
    description: opt(string),
    required: opt(boolean),
  }),
];
