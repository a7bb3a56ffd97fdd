// Content blocks carried by tool results, prompt messages and sampling (MCP `ContentBlock` and members).
import { alias, array, constant, define, integer, object, oneOf, opt, option, ref, req, since, string, union, unitInterval, uri } from '../../model/dsl.js';

const meta = opt(object, since('2025-06-18'));

export const definitions = [
  alias('Role', 'role', oneOf('assistant', 'user')),

  define('Annotations', 'annotations', {
    audience: opt(array(ref('Role'))),
    priority: opt(unitInterval),
    lastModified: opt(string, since('2025-06-18')),
  }),

  define('TextContent', 'text content', {
    type: req(constant('text')),
    text: req(string),
    annotations: opt(ref('Annotations')),
    _meta: meta,
  }),

  define('ImageContent', 'image content', {
    type: req(constant('image')),
    data: req({ kind: 'string', format: 'byte' }),
    mimeType: req(string),
    annotations: opt(ref('Annotations')),
    _meta: meta,
  }),

  define(
    'AudioContent',
    'audio content',
    {
      type: req(constant('audio')),
      data: req({ kind: 'string', format: 'byte' }),
      mimeType: req(string),
      annotations: opt(ref('Annotations')),
      _meta: meta,
    },
    since('2025-03-26'),
  ),

  define(
    'ResourceLink',
    'resource link',
    {
      type: req(constant('resource_link')),
      uri: req(uri),
      name: req(string),
      title: opt(string),
      description: opt(string),
      mimeType: opt(string),
      size: opt(integer),
      annotations: opt(ref('Annotations')),
      icons: opt(array(ref('Icon')), since('2025-11-25')),
      _meta: meta,
    },
    since('2025-06-18'),
  ),

  define('EmbeddedResource', 'embedded resource', {
    type: req(constant('resource')),
    resource: req(union([option('text resource contents', ref('TextResourceContents')), option('blob resource contents', ref('BlobResourceContents'))])),
    annotations: opt(ref('Annotations')),
    _meta: meta,
  }),

  define('TextResourceContents', 'text resource contents', {
    uri: req(uri),
    text: req(string),
    mimeType: opt(string),
    _meta: meta,
  }),

  define('BlobResourceContents', 'blob resource contents', {
    uri: req(uri),
    blob: req({ kind: 'string', format: 'byte' }),
    mimeType: opt(string),
    _meta: meta,
  }),

  alias(
    'ContentBlock',
    'content block',
    union(
      [
        option('text content', ref('TextContent')),
        option('image content', ref('ImageContent')),
        option('audio content', ref('AudioContent'), since('2025-03-26')),
        option('resource link', ref('ResourceLink'), since('2025-06-18')),
        option('embedded resource', ref('EmbeddedResource')),
      ],
      { key: 'type' },
    ),
  ),
];
