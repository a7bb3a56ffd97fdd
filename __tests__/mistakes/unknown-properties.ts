import { stringify } from 'yaml';
import type { Mistake } from './mistake.js';

/**
 * Typos in the optional fields of MCP objects and of the descriptor itself: clients (and mcpdesc) ignore
 * a key they do not define, so each one silently loses what it was meant to say. Each descriptor is
 * otherwise clean for its protocol version, so the typo is the one finding.
 */

const RULE = 'mcpdesc.document.unknown-key';

type Version = '2024-11-05' | '2025-03-26' | '2025-06-18' | '2025-11-25' | '2026-07-28';

type Obj = Record<string, unknown>;

/** The descriptor the cases edit: the objects they reach into are typed as such. */
interface Notes extends Obj {
  serverInfo: Obj;
  capabilities: Obj;
  tools: Obj[];
  resources: Obj[];
  resourceTemplates: Obj[];
  prompts: (Obj & { arguments: Obj[] })[];
}

/** A notes server with a tool, a resource, a resource template and a prompt, clean in `version`. */
function notes(version: Version): Notes {
  return {
    protocolVersion: version,
    serverInfo: { name: 'notes', version: '1.2.0' },
    capabilities: { tools: {}, resources: {}, prompts: {} },
    tools: [
      {
        name: 'add_note',
        description: 'Add a note with the given text.',
        inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'The note.' } }, required: ['text'] },
      },
    ],
    resources: [{ uri: 'file:///notes/today.md', name: 'today', mimeType: 'text/markdown' }],
    resourceTemplates: [{ uriTemplate: 'file:///notes/{day}.md', name: 'day', mimeType: 'text/markdown' }],
    prompts: [{ name: 'summarize', description: 'Summarize the notes of a day.', arguments: [{ name: 'day', required: true }] }],
  };
}

type Edit = (d: Notes) => void;

interface Case {
  name: string;
  version: Version;
  /** Written as YAML (`notes.mcp.yaml`) rather than JSON. */
  yaml?: boolean;
  edit: Edit;
  pointer: string;
  meant: string;
  rule?: string;
}

function mistake(c: Case): Mistake {
  const descriptor = notes(c.version);
  c.edit(descriptor);
  return {
    name: `${c.name} (${c.version}, ${c.yaml ? 'YAML' : 'JSON'})`,
    ...(c.yaml ? { path: 'notes.mcp.yaml', text: stringify(descriptor) } : { text: `${JSON.stringify(descriptor, null, 2)}\n` }),
    rule: c.rule ?? RULE,
    pointer: c.pointer,
    suggestion: JSON.stringify(c.meant),
  };
}

/** Renames `from` to `to` in an object, keeping the key's place. */
function rename(object: Obj, from: string, to: string): void {
  const entries = Object.entries(object).map(([k, v]) => [k === from ? to : k, v] as const);
  for (const key of Object.keys(object)) delete object[key];
  Object.assign(object, Object.fromEntries(entries));
}

const CASES: Case[] = [
  // serverInfo
  { name: 'a misspelt server title', version: '2025-06-18', edit: (d) => (d.serverInfo.titel = 'Notes'), pointer: '/serverInfo/titel', meant: 'title' },
  {
    name: 'websiteURL for websiteUrl',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => (d.serverInfo.websiteURL = 'https://notes.example.com'),
    pointer: '/serverInfo/websiteURL',
    meant: 'websiteUrl',
  },
  {
    name: 'a misspelt server description',
    version: '2026-07-28',
    edit: (d) => (d.serverInfo.descripton = 'Keeps notes.'),
    pointer: '/serverInfo/descripton',
    meant: 'description',
  },
  {
    name: 'icon for icons in the server info',
    version: '2025-11-25',
    edit: (d) => (d.serverInfo.icon = [{ src: 'https://notes.example.com/icon.png' }]),
    pointer: '/serverInfo/icon',
    meant: 'icons',
  },
  {
    name: 'a misspelt required server version',
    version: '2025-03-26',
    edit: (d) => rename(d.serverInfo, 'version', 'verison'),
    pointer: '/serverInfo',
    meant: 'version',
    rule: 'mcp.schema.server-info',
  },
  // icons
  {
    name: 'mimetype in an icon',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => (d.serverInfo.icons = [{ src: 'https://notes.example.com/icon.png', mimetype: 'image/png' }]),
    pointer: '/serverInfo/icons/0/mimetype',
    meant: 'mimeType',
  },
  {
    name: 'size for sizes in a tool icon',
    version: '2026-07-28',
    edit: (d) => (d.tools[0].icons = [{ src: 'https://notes.example.com/add.png', mimeType: 'image/png', size: ['48x48'] }]),
    pointer: '/tools/0/icons/0/size',
    meant: 'sizes',
  },
  {
    name: 'a misspelt icon theme',
    version: '2025-11-25',
    edit: (d) => (d.prompts[0].icons = [{ src: 'https://notes.example.com/sum.png', mimeType: 'image/png', them: 'dark' }]),
    pointer: '/prompts/0/icons/0/them',
    meant: 'theme',
  },
  // capabilities
  {
    name: 'listchanged in the tools capability',
    version: '2025-11-25',
    edit: (d) => (d.capabilities.tools = { listchanged: true }),
    pointer: '/capabilities/tools/listchanged',
    meant: 'listChanged',
  },
  {
    name: 'a misspelt resources subscribe',
    version: '2025-06-18',
    yaml: true,
    edit: (d) => (d.capabilities.resources = { subscibe: true }),
    pointer: '/capabilities/resources/subscibe',
    meant: 'subscribe',
  },
  {
    name: 'listChange in the prompts capability',
    version: '2024-11-05',
    edit: (d) => (d.capabilities.prompts = { listChange: true }),
    pointer: '/capabilities/prompts/listChange',
    meant: 'listChanged',
  },
  {
    name: 'ListChanged in the resources capability',
    version: '2026-07-28',
    yaml: true,
    edit: (d) => (d.capabilities.resources = { ListChanged: true }),
    pointer: '/capabilities/resources/ListChanged',
    meant: 'listChanged',
  },
  {
    name: 'a misspelt experimental capability',
    version: '2025-03-26',
    edit: (d) => (d.capabilities.experimantal = { drafts: {} }),
    pointer: '/capabilities/experimantal',
    meant: 'experimental',
  },
  {
    name: 'completion for completions',
    version: '2025-06-18',
    edit: (d) => (d.capabilities.completion = {}),
    pointer: '/capabilities/completion',
    meant: 'completions',
  },
  {
    name: 'a misspelt logging capability',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => (d.capabilities.loging = {}),
    pointer: '/capabilities/loging',
    meant: 'logging',
  },
  // tools
  {
    name: 'a misspelt tool description',
    version: '2025-11-25',
    edit: (d) => rename(d.tools[0], 'description', 'desciption'),
    pointer: '/tools/0/desciption',
    meant: 'description',
  },
  {
    name: 'a misspelt tool description in YAML',
    version: '2024-11-05',
    yaml: true,
    edit: (d) => rename(d.tools[0], 'description', 'descritpion'),
    pointer: '/tools/0/descritpion',
    meant: 'description',
  },
  {
    name: 'annotation for annotations',
    version: '2025-03-26',
    edit: (d) => (d.tools[0].annotation = { readOnlyHint: false }),
    pointer: '/tools/0/annotation',
    meant: 'annotations',
  },
  { name: 'a misspelt tool title', version: '2025-06-18', yaml: true, edit: (d) => (d.tools[0].titel = 'Add note'), pointer: '/tools/0/titel', meant: 'title' },
  {
    name: 'outputschema for outputSchema',
    version: '2025-06-18',
    edit: (d) => (d.tools[0].outputschema = { type: 'object', properties: { id: { type: 'string' } } }),
    pointer: '/tools/0/outputschema',
    meant: 'outputSchema',
  },
  {
    name: 'a misspelt required inputSchema',
    version: '2025-11-25',
    edit: (d) => rename(d.tools[0], 'inputSchema', 'inputschema'),
    pointer: '/tools/0',
    meant: 'inputSchema',
    rule: 'mcp.schema.tool',
  },
  {
    name: 'icon for icons on a tool',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => (d.tools[0].icon = [{ src: 'https://notes.example.com/add.png' }]),
    pointer: '/tools/0/icon',
    meant: 'icons',
  },
  {
    name: '_mta for _meta on a tool',
    version: '2026-07-28',
    edit: (d) => (d.tools[0]._mta = { 'com.example/team': 'notes' }),
    pointer: '/tools/0/_mta',
    meant: '_meta',
  },
  {
    name: 'a misspelt tool execution',
    version: '2025-11-25',
    edit: (d) => (d.tools[0].execuion = { taskSupport: 'forbidden' }),
    pointer: '/tools/0/execuion',
    meant: 'execution',
  },
  {
    name: 'tasksupport in a tool execution',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => (d.tools[0].execution = { tasksupport: 'optional' }),
    pointer: '/tools/0/execution/tasksupport',
    meant: 'taskSupport',
  },
  // tool annotations
  {
    name: 'readOnlyHnt in annotations',
    version: '2025-11-25',
    edit: (d) => (d.tools[0].annotations = { readOnlyHnt: true }),
    pointer: '/tools/0/annotations/readOnlyHnt',
    meant: 'readOnlyHint',
  },
  {
    name: 'destructivehint in annotations',
    version: '2025-06-18',
    yaml: true,
    edit: (d) => (d.tools[0].annotations = { destructivehint: false }),
    pointer: '/tools/0/annotations/destructivehint',
    meant: 'destructiveHint',
  },
  {
    name: 'idempotenHint in annotations',
    version: '2025-03-26',
    edit: (d) => (d.tools[0].annotations = { idempotenHint: true }),
    pointer: '/tools/0/annotations/idempotenHint',
    meant: 'idempotentHint',
  },
  {
    name: 'openWorldhint in annotations',
    version: '2026-07-28',
    yaml: true,
    edit: (d) => (d.tools[0].annotations = { openWorldhint: false }),
    pointer: '/tools/0/annotations/openWorldhint',
    meant: 'openWorldHint',
  },
  {
    name: 'readOnly for readOnlyHint',
    version: '2025-11-25',
    edit: (d) => (d.tools[0].annotations = { readOnly: true }),
    pointer: '/tools/0/annotations/readOnly',
    meant: 'readOnlyHint',
  },
  {
    name: 'a misspelt annotations title',
    version: '2025-03-26',
    yaml: true,
    edit: (d) => (d.tools[0].annotations = { tilte: 'Add note' }),
    pointer: '/tools/0/annotations/tilte',
    meant: 'title',
  },
  // resources
  {
    name: 'mimetype on a resource',
    version: '2025-11-25',
    edit: (d) => rename(d.resources[0], 'mimeType', 'mimetype'),
    pointer: '/resources/0/mimetype',
    meant: 'mimeType',
  },
  {
    name: 'a misspelt resource description',
    version: '2024-11-05',
    yaml: true,
    edit: (d) => (d.resources[0].descriptoin = "Today's notes."),
    pointer: '/resources/0/descriptoin',
    meant: 'description',
  },
  { name: 'a misspelt resource size', version: '2025-06-18', edit: (d) => (d.resources[0].szie = 2048), pointer: '/resources/0/szie', meant: 'size' },
  {
    name: 'annotation for annotations on a resource',
    version: '2025-11-25',
    edit: (d) => (d.resources[0].annotation = { audience: ['user'] }),
    pointer: '/resources/0/annotation',
    meant: 'annotations',
  },
  {
    name: 'a misspelt audience in resource annotations',
    version: '2025-06-18',
    yaml: true,
    edit: (d) => (d.resources[0].annotations = { audiance: ['user'] }),
    pointer: '/resources/0/annotations/audiance',
    meant: 'audience',
  },
  {
    name: 'Priority in resource annotations',
    version: '2026-07-28',
    edit: (d) => (d.resources[0].annotations = { Priority: 0.5 }),
    pointer: '/resources/0/annotations/Priority',
    meant: 'priority',
  },
  {
    name: 'lastmodified in resource annotations',
    version: '2025-11-25',
    edit: (d) => (d.resources[0].annotations = { lastmodified: '2025-11-01T00:00:00Z' }),
    pointer: '/resources/0/annotations/lastmodified',
    meant: 'lastModified',
  },
  // resource templates
  {
    name: 'mimetype on a resource template',
    version: '2025-03-26',
    yaml: true,
    edit: (d) => rename(d.resourceTemplates[0], 'mimeType', 'mimetype'),
    pointer: '/resourceTemplates/0/mimetype',
    meant: 'mimeType',
  },
  {
    name: 'a misspelt resource template description',
    version: '2025-11-25',
    edit: (d) => (d.resourceTemplates[0].descripton = 'Notes of one day.'),
    pointer: '/resourceTemplates/0/descripton',
    meant: 'description',
  },
  {
    name: 'a misspelt resource template title',
    version: '2025-06-18',
    edit: (d) => (d.resourceTemplates[0].titel = 'Day'),
    pointer: '/resourceTemplates/0/titel',
    meant: 'title',
  },
  // prompts and their arguments
  {
    name: 'argument for arguments',
    version: '2025-11-25',
    edit: (d) => rename(d.prompts[0], 'arguments', 'argument'),
    pointer: '/prompts/0/argument',
    meant: 'arguments',
  },
  {
    name: 'args for arguments',
    version: '2025-06-18',
    yaml: true,
    edit: (d) => rename(d.prompts[0], 'arguments', 'args'),
    pointer: '/prompts/0/args',
    meant: 'arguments',
  },
  {
    name: 'a misspelt prompt description',
    version: '2024-11-05',
    edit: (d) => rename(d.prompts[0], 'description', 'descripion'),
    pointer: '/prompts/0/descripion',
    meant: 'description',
  },
  {
    name: 'requried in a prompt argument',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => rename(d.prompts[0].arguments[0], 'required', 'requried'),
    pointer: '/prompts/0/arguments/0/requried',
    meant: 'required',
  },
  {
    name: 'a misspelt prompt argument description',
    version: '2025-03-26',
    edit: (d) => (d.prompts[0].arguments[0].descrption = 'The day, as YYYY-MM-DD.'),
    pointer: '/prompts/0/arguments/0/descrption',
    meant: 'description',
  },
  {
    name: 'a misspelt prompt argument title',
    version: '2026-07-28',
    edit: (d) => (d.prompts[0].arguments[0].titel = 'Day'),
    pointer: '/prompts/0/arguments/0/titel',
    meant: 'title',
  },
  // interaction examples: the result, a step's request, and mcpdesc's own step keys
  {
    name: 'isErorr in an example result',
    version: '2025-11-25',
    edit: (d) =>
      (d.tools[0].interactionExamples = { ok: { input: { text: 'milk' }, result: { content: [{ type: 'text', text: 'Added.' }], isErorr: false } } }),
    pointer: '/tools/0/interactionExamples/ok/result/isErorr',
    meant: 'isError',
  },
  {
    name: 'systemPromt in a sampling step',
    version: '2025-06-18',
    yaml: true,
    edit: (d) =>
      (d.tools[0].interactionExamples = {
        ok: {
          input: { text: 'milk' },
          steps: [
            {
              type: 'sampling',
              request: { messages: [{ role: 'user', content: { type: 'text', text: 'Tag this note.' } }], maxTokens: 20, systemPromt: 'Be brief.' },
              response: { role: 'assistant', content: { type: 'text', text: 'groceries' }, model: 'any' },
            },
          ],
          result: { content: [{ type: 'text', text: 'Added.' }] },
        },
      }),
    pointer: '/tools/0/interactionExamples/ok/steps/0/request/systemPromt',
    meant: 'systemPrompt',
  },
  {
    name: 'step for steps in an interaction example',
    version: '2025-11-25',
    edit: (d) => (d.tools[0].interactionExamples = { ok: { input: { text: 'milk' }, step: [], result: { content: [{ type: 'text', text: 'Added.' }] } } }),
    pointer: '/tools/0/interactionExamples/ok/step',
    meant: 'steps',
  },
  // the descriptor's own keys
  {
    name: 'serverinfo at the top level',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => rename(d, 'serverInfo', 'serverinfo'),
    pointer: '/serverinfo',
    meant: 'serverInfo',
  },
  {
    name: 'resourcetemplates at the top level',
    version: '2025-06-18',
    edit: (d) => rename(d, 'resourceTemplates', 'resourcetemplates'),
    pointer: '/resourcetemplates',
    meant: 'resourceTemplates',
  },
  {
    name: 'instruction for instructions',
    version: '2025-11-25',
    edit: (d) => (d.instruction = 'Call add_note once per note.'),
    pointer: '/instruction',
    meant: 'instructions',
  },
  {
    name: 'a misspelt $schema',
    version: '2025-11-25',
    yaml: true,
    edit: (d) => (d.$shema = 'https://example.com/descriptor.schema.json'),
    pointer: '/$shema',
    meant: '$schema',
  },
];

export const MISTAKES: Mistake[] = CASES.map(mistake);
