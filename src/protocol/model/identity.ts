// Server identity and capabilities (MCP `Implementation`, `Icon`, `ServerCapabilities`).
import { array, boolean, define, map, object, oneOf, opt, only, ref, req, shape, since, string, uri } from '../../model/dsl.js';

const LOGGING_DEPRECATED = {
  since: '2026-07-28',
  reason: "Logging is deprecated (SEP-2577); the log level now travels in each request's _meta",
} as const;

/** Capability settings: any object (`{}` means supported with no settings). */
const settings = object;

export const definitions = [
  define('Implementation', 'server info', {
    name: req(string),
    version: req(string),
    title: opt(string, since('2025-06-18')),
    description: opt(string, since('2025-11-25')),
    websiteUrl: opt(uri, since('2025-11-25')),
    icons: opt(array(ref('Icon')), since('2025-11-25')),
  }),

  define(
    'Icon',
    'icon',
    {
      src: req(uri),
      mimeType: opt(string),
      sizes: opt(array(string)),
      theme: opt(oneOf('dark', 'light')),
    },
    since('2025-11-25'),
  ),

  define('ServerCapabilities', 'capabilities', {
    experimental: opt(map(settings)),
    logging: opt(settings, { deprecated: LOGGING_DEPRECATED }),
    completions: opt(settings, since('2025-03-26')),
    prompts: opt(shape({ listChanged: opt(boolean) })),
    resources: opt(shape({ subscribe: opt(boolean), listChanged: opt(boolean) })),
    tools: opt(shape({ listChanged: opt(boolean) })),
    tasks: opt(
      shape({
        list: opt(object),
        cancel: opt(object),
        requests: opt(shape({ tools: opt(shape({ call: opt(object) })) })),
      }),
      only('2025-11-25'),
    ),
    extensions: opt(map(object), since('2026-07-28')),
  }),
];
