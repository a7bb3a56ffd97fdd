/**
 * The text rules' one pass over a descriptor: every string value and property name is visited once, in
 * document order, and each rule's detector reads it there (hidden characters, credentials, injected
 * phrases). The findings wait in the file's memo for their rule to report them. The walk keeps only a
 * stack of the keys above it, so nothing is built per string: a pointer is spelled only for a finding.
 */
import { describeHidden, MAYBE_HIDDEN_QUICK, sourceMayHide } from '../../../../detect/hidden.js';
import { labelProse, valueReading } from '../../../../detect/labels.js';
import { findInjectedPhrases, type PhraseMatch, type PhraseOptions } from '../../../../detect/phrases.js';
import type { Vocabulary } from '../../../../detect/vocabulary.js';
import { findSecret, findSecretField, maybeKnownSecret, namesCredential, type SecretMatch } from '../../../../detect/secrets.js';
import type { JsonObject } from '../../../../util/json.js';
import { ownCopy } from '../../../../util/copy.js';
import { escapeSegment } from '../../../../util/pointer.js';
import { memoKey } from '../../../types.js';
import type { RuleContext } from '../../context.js';

type Segment = string | number;

/** A string a rule reports, with what its message needs. */
export interface Found<T> {
  pointer: string;
  target: 'key' | 'value';
  /** The property name or array index the string sits at (for a property name: the name itself). */
  key: Segment;
  found: T;
}

/** Where the strings that hold something sit, by rule. */
export interface StringFindings {
  /** What describeHidden says of each string (names too) that hides characters. */
  hidden: Found<string>[];
  /** Each value holding what looks like a credential, with the value (for the session to redact, never to print). */
  secrets: (Found<SecretMatch> & { text: string })[];
  /** Each prose value (see subjectOf) with phrases aimed at the model, and how its message starts. */
  injected: Found<{ subject: string; phrases: readonly PhraseMatch[] }>[];
}

const FINDINGS = memoKey<StringFindings>('descriptor strings read by the security rules');

/** The findings of the security rules that read strings, found in one walk per file. */
export function stringFindings(context: Pick<RuleContext, 'descriptor' | 'memo' | 'runMemo' | 'parsed'>): StringFindings {
  return context.memo(FINDINGS, () => new StringScan(context).run());
}

/**
 * What the detectors found in one text, each detector asked at most once (undefined: not asked yet).
 * A class, so every entry has the same shape whichever detector asks first.
 */
class Verdicts {
  /** The text as the cache keeps it (its own copy): detectors read this, so what they keep never points into a file's text. */
  constructor(readonly text: string) {}
  hidden: string | null | undefined = undefined;
  secret: SecretMatch | null | undefined = undefined;
  phrases: readonly PhraseMatch[] | undefined = undefined;
  /** The phrases found in the text read where a value belongs or as server instructions, by what it is read as (see readProse). */
  phrasesAs: Map<string, readonly PhraseMatch[]> | undefined = undefined;
}

/** What an entry costs beside its text, counted in characters: a million one-letter values must not fill memory. */
const ENTRY_CHARS = 32;

/**
 * What the detectors find in a text, remembered for the run. Descriptions, names and sample values repeat
 * within a file (a property described alike in each tool and schema) and across files (one server
 * captured at each protocol version it speaks), so each text is read once per run. One entry serves
 * every detector, so a description is hashed, copied and stored once, not once per detector. The texts
 * come from input, so the cache is bounded by the characters it holds, and it lives in the run (not the
 * process), so the results a run keeps for its report hold none of them.
 */
export class TextCache {
  private readonly found = new Map<string, Verdicts>();
  private chars = 0;

  constructor(private readonly maxChars = 1 << 22) {}

  /** The verdicts on `text`, to fill in as detectors read it. */
  get(text: string): Verdicts {
    const known = this.found.get(text);
    if (known !== undefined) return known;
    if (text.length > this.maxChars >> 8) return new Verdicts(text);
    // A string the YAML reader cut from its file is a view into the whole file: the cache keeps a copy,
    // and the detectors read that copy (a match they keep is a slice of it), so it never keeps a file's
    // text alive after the file is done.
    const own = ownCopy(text);
    const verdicts = new Verdicts(own);
    if (this.chars + own.length + ENTRY_CHARS > this.maxChars) {
      this.found.clear();
      this.chars = 0;
    }
    this.found.set(own, verdicts);
    this.chars += own.length + ENTRY_CHARS;
    return verdicts;
  }
}

const TEXTS = memoKey<TextCache>('strings read by the security detectors');

/** How a finding in the server instructions starts (their advice differs). */
export const INSTRUCTIONS = 'The server instructions contain';
const SCHEMA_VALUE: Readonly<Record<string, string>> = {
  default: 'This default value contains',
  const: 'This const value contains',
  examples: 'This example value contains',
  enum: 'This enum value contains',
};
/** Where a value belongs, not prose: what the evidence calls such a string. */
const VALUE_NAME: Readonly<Record<string, string>> = {
  default: 'a default value',
  const: 'a const value',
  examples: 'an example value',
  enum: 'an enum value',
  $comment: 'a $comment',
};
const COMMENT = 'This $comment contains';
const MIME_TYPE = 'This MIME type contains';
const NAME = 'This name contains';
/** The lists whose items' names a client shows as labels (tool names are checked for their shape by other rules). */
const NAMED_LISTS = new Set<Segment>(['prompts', 'resources', 'resourceTemplates']);
const EXTENSION = 'This x- keyword value contains';
const META = 'This _meta value contains';
/**
 * The strings a client shows the model as prose about the server, and the sample values of a schema,
 * which it shows too: the only strings subjectOf can name, so the others are passed over unread.
 */
const PROSE_KEYS = new Set(['description', 'title', 'instructions', 'default', 'const', '$comment', 'name', 'mimeType']);
const PROSE_LISTS = new Set(['examples', 'enum']);
/** Schema keywords that hold sample values of the property they sit in (not the field a credential belongs to). */
const VALUE_KEYWORDS = new Set(['default', 'examples', 'example', 'const', 'enum']);
const INDEX = /^\d+$/;
/** What a tool's name written in prose holds (snake_case, or in backquotes): without one, a server's names change nothing. */
const NAMES_A_TOOL = /[_`]/;
/** Schema keywords whose keys are names the schema's author chose. */
const NAMES_BELOW = new Set<Segment | undefined>(['properties', 'patternProperties', '$defs', 'definitions']);
/** Values longer than this are looked up for known credential formats without the quick test first. */
const LOOKUP_LENGTH = 48;

class StringScan {
  private readonly findings: StringFindings = { hidden: [], secrets: [], injected: [] };
  /** The keys and indexes of the containers above the string being read, outermost first. */
  private readonly path: Segment[] = [];
  private readonly mayHide: boolean;
  private readonly texts: TextCache;
  /**
   * Set while the walk is inside a container whose strings are read: `_meta` (every string a value, where
   * prose is itself suspicious), an `x-` keyword's object (`x-errors`) and a schema's `examples` (objects
   * of sample arguments), whose strings may be messages or code as well as values, so prose there needs
   * the evidence a description needs. How such a string is named, after the outermost container.
   */
  private inValues: { subject: string; misplaced?: string } | undefined;
  /** The names of every tool, prompt, resource and template of the descriptor, read on first need. */
  private siblings: ReadonlySet<string> | undefined;
  private readonly vocabularies = new Map<string, Vocabulary>();

  constructor(private readonly context: Pick<RuleContext, 'descriptor' | 'runMemo' | 'parsed'>) {
    // One scan of the source proves, for most files, that no string can hide a character.
    this.mayHide = sourceMayHide(context.parsed.lines.text);
    this.texts = context.runMemo(TEXTS, () => new TextCache());
  }

  run(): StringFindings {
    this.object(this.context.descriptor);
    return this.findings;
  }

  private object(node: JsonObject): void {
    const { path } = this;
    for (const name of Object.keys(node)) {
      if (this.mayHide && MAYBE_HIDDEN_QUICK.test(name)) this.readHidden(name, name, 'key');
      const value = node[name];
      if (typeof value === 'string') this.value(value, name);
      else if (typeof value === 'object' && value !== null) {
        const values = this.inValues === undefined ? this.valuesIn(name) : undefined;
        if (values) this.inValues = values;
        path.push(name);
        if (Array.isArray(value)) this.array(value);
        else this.object(value as JsonObject);
        path.pop();
        if (values) this.inValues = undefined;
      }
    }
  }

  private array(node: readonly unknown[]): void {
    const { path } = this;
    for (let index = 0; index < node.length; index++) {
      const value = node[index];
      if (typeof value === 'string') this.value(value, index);
      else if (typeof value === 'object' && value !== null) {
        path.push(index);
        if (Array.isArray(value)) this.array(value);
        else this.object(value as JsonObject);
        path.pop();
      }
    }
  }

  private value(text: string, key: Segment): void {
    // Each text is looked up at most once, and only when a detector may find something in it: a long
    // text always (its hash costs less than the quick test's scan), a short one when it passes a quick test.
    let verdicts: Verdicts | undefined;
    if (this.mayHide && MAYBE_HIDDEN_QUICK.test(text)) {
      verdicts = this.texts.get(text);
      this.addHidden(verdicts, key, 'value');
    }
    let known: SecretMatch | null = null;
    if (text.length > LOOKUP_LENGTH || maybeKnownSecret(text)) {
      verdicts ??= this.texts.get(text);
      known = verdicts.secret === undefined ? (verdicts.secret = findSecret(verdicts.text)) : verdicts.secret;
    }
    const secret = known ?? (text.length >= 8 ? this.inCredentialField(text, key) : null);
    if (secret) this.findings.secrets.push({ pointer: this.pointer(key), target: 'value', key, found: secret, text });
    if ((typeof key === 'string' ? PROSE_KEYS.has(key) || key.startsWith('x-') : PROSE_LISTS.has(this.path[this.path.length - 1] as string)) || this.inValues)
      this.readProse(text, key, verdicts);
  }

  private readHidden(text: string, key: Segment, target: 'key' | 'value'): void {
    this.addHidden(this.texts.get(text), key, target);
  }

  private addHidden(verdicts: Verdicts, key: Segment, target: 'key' | 'value'): void {
    const hidden = verdicts.hidden === undefined ? (verdicts.hidden = describeHidden(verdicts.text)) : verdicts.hidden;
    if (hidden) this.findings.hidden.push({ pointer: this.pointer(key), target, key, found: hidden });
  }

  /** findSecretField for a value, asked only when the value sits in a field named like a credential, which most files have none of. */
  private inCredentialField(text: string, key: Segment): SecretMatch | null {
    let field: Segment | undefined = key;
    for (let i = this.path.length - 1; !isField(field); i--) {
      if (i < 0) return null;
      field = this.path[i];
    }
    if (typeof field !== 'string' || !namesCredential(field)) return null;
    const name = field;
    return findSecretField(text, () => name);
  }

  private readProse(text: string, key: Segment, known: Verdicts | undefined): void {
    const where = this.subjectOf(key);
    if (!where) return;
    const { subject } = where;
    // A label that runs to a sentence is prose where a value belongs (../../../../detect/labels.ts).
    const label = where.misplaced === undefined && typeof key === 'string' ? labelProse(key, text) : undefined;
    const misplaced = where.misplaced ?? label;
    let phrases: readonly PhraseMatch[];
    const options: PhraseOptions = { steering: subject !== INSTRUCTIONS, misplaced, label: label !== undefined };
    const verdicts = known ?? this.texts.get(text);
    // A value is read as a model reads it: an identifier that joins a sentence's words, with spaces.
    const read = misplaced === undefined ? verdicts.text : valueReading(verdicts.text);
    // The phrases depend on the text and the options only: a value's evidence names what it is read as
    // ("prose in an enum value"), so a value's are kept by that name, and server instructions (read
    // without steering) apart from prose. Sample values repeat in every schema and file as prose does.
    if (subject === INSTRUCTIONS || misplaced !== undefined) {
      const as = misplaced ?? INSTRUCTIONS;
      verdicts.phrasesAs ??= new Map();
      phrases = verdicts.phrasesAs.get(as) ?? findInjectedPhrases(read, options);
      verdicts.phrasesAs.set(as, phrases);
      // The server's names tell its own tools from other servers' (../../../../detect/evidence.ts): they differ by file, so what they
      // add is not cached. A server that lists no name has none to tell apart.
      if (phrases.length === 0 && subject === INSTRUCTIONS && NAMES_A_TOOL.test(read)) {
        const vocabulary = this.serverVocabulary();
        if (vocabulary.own.size > 0) phrases = findInjectedPhrases(read, { ...options, vocabulary });
      }
    } else phrases = verdicts.phrases ??= findInjectedPhrases(verdicts.text, options);
    // The vocabulary only takes evidence away, so a text with no phrase is read once for every tool that holds it.
    if (phrases.length > 0 && options.steering) {
      const vocabulary = this.vocabularyAt();
      // A parameter's own description (…/properties/<name>/description) speaks of what that parameter is named for.
      const field = key === 'description' && this.path[this.path.length - 2] === 'properties' ? this.path[this.path.length - 1] : undefined;
      if (vocabulary) phrases = findInjectedPhrases(read, { ...options, vocabulary: typeof field === 'string' ? { ...vocabulary, field } : vocabulary });
    }
    if (phrases.length > 0) this.findings.injected.push({ pointer: this.pointer(key), target: 'value', key, found: { subject, phrases } });
  }

  /**
   * How a message starts ("This description contains") and, for a string where a value belongs rather
   * than prose, what to call it; undefined when the string is neither prose a client shows the model
   * nor such a value.
   */
  /** Whether the container at `name` holds values only (see inValues), and how they are named. */
  private valuesIn(name: string): { subject: string; misplaced?: string } | undefined {
    // A property named `examples` or `x-…` is a name, not the keyword.
    if (NAMES_BELOW.has(this.path[this.path.length - 1])) return undefined;
    if (name === '_meta') return { subject: META, misplaced: 'a _meta value' };
    if (name.startsWith('x-')) return { subject: EXTENSION };
    if (name === 'examples' && this.path.some(isSchemaKey)) return { subject: SCHEMA_VALUE.examples };
    return undefined;
  }

  private subjectOf(key: Segment): { subject: string; misplaced?: string } | undefined {
    const { path } = this;
    // An item of a schema's examples list is a value, as the keyword's own items are read below.
    if (this.inValues && (this.inValues.misplaced !== undefined || typeof key !== 'number' || path[path.length - 1] !== 'examples')) return this.inValues;
    if (typeof key === 'string' && key.startsWith('x-')) return { subject: EXTENSION, misplaced: `an ${key} value` };
    if (key === '$comment') return { subject: COMMENT, misplaced: VALUE_NAME.$comment };
    if (key === 'mimeType') return { subject: MIME_TYPE, misplaced: 'a MIME type' };
    // A prompt's or resource's name is a label a client lists to users and the model, read as a description
    // is: servers name prompts by what a user might say ("deploy my app"), so prose alone is no sign there.
    if (key === 'name') return path.length === 2 && NAMED_LISTS.has(path[0]) && typeof path[1] === 'number' ? { subject: NAME } : undefined;
    if (key !== 'description' && key !== 'title' && key !== 'instructions') {
      // A schema's default or const, or an item of its examples or enum.
      const field = typeof key === 'number' ? path[path.length - 1] : key;
      if (typeof field !== 'string' || !(field in SCHEMA_VALUE) || (typeof key === 'number') === (field === 'default' || field === 'const')) return undefined;
      if (!isSchemaKey(key) && !path.some(isSchemaKey)) return undefined;
      const parameter = typeof key === 'number' ? path[path.length - 2] : path[path.length - 1];
      if (path[path.length - (typeof key === 'number' ? 3 : 2)] === 'properties' && holdsProse(parameter)) return { subject: SCHEMA_VALUE[field] };
      return { subject: SCHEMA_VALUE[field], misplaced: VALUE_NAME[field] };
    }
    // Interaction examples (/tools/N/interactionExamples/…) are sample data: a tool result may quote anything.
    if (path.length > 2 && path[0] === 'tools' && INDEX.test(String(path[1])) && path[2] === 'interactionExamples') return undefined;
    if (path.length === 0 && key === 'instructions') return { subject: INSTRUCTIONS };
    return key === 'description' ? { subject: 'This description contains' } : key === 'title' ? { subject: 'This title contains' } : undefined;
  }

  /** The server instructions' vocabulary: every name of the server is their own. */
  private serverVocabulary(): Vocabulary {
    this.siblings ??= serverNames(this.context.descriptor, this.context.parsed.serverNames?.());
    return { own: this.siblings, siblings: new Set() };
  }

  /** The vocabulary of the tool or prompt the walk is in (see ../../../../detect/vocabulary.ts), made once per item. */
  private vocabularyAt(): Vocabulary | undefined {
    const [list, index] = this.path;
    if ((list !== 'tools' && list !== 'prompts') || typeof index !== 'number') return undefined;
    const key = `${list}/${index}`;
    let vocabulary = this.vocabularies.get(key);
    if (vocabulary === undefined) {
      this.siblings ??= serverNames(this.context.descriptor, this.context.parsed.serverNames?.());
      const item = (this.context.descriptor[list] as unknown[])[index];
      const own = ownNames(item);
      const siblings = new Set([...this.siblings].filter((name) => !own.has(name)));
      const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
      vocabulary = typeof name === 'string' ? { own, siblings, name } : { own, siblings };
      this.vocabularies.set(key, vocabulary);
    }
    return vocabulary;
  }

  private pointer(key: Segment): string {
    let pointer = '';
    for (const segment of this.path) pointer += `/${escapeSegment(segment)}`;
    return `${pointer}/${escapeSegment(key)}`;
  }
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The names of the server's tools, prompts, resources and resource templates: the descriptor's, and for a
 * source file those its server registers in its other files (`more`).
 */
function serverNames(descriptor: JsonObject, more: ReadonlySet<string> | undefined): Set<string> {
  const names = new Set<string>(more);
  for (const list of ['tools', 'prompts', 'resources', 'resourceTemplates'])
    if (Array.isArray(descriptor[list])) for (const item of descriptor[list]) if (isObject(item) && typeof item.name === 'string') names.add(item.name);
  return names;
}

/** A tool's or prompt's own name, its arguments' names, and the property names at any depth of its schemas. */
function ownNames(item: unknown): Set<string> {
  const names = new Set<string>();
  if (!isObject(item)) return names;
  if (typeof item.name === 'string') names.add(item.name);
  if (Array.isArray(item.arguments))
    for (const argument of item.arguments) if (isObject(argument) && typeof argument.name === 'string') names.add(argument.name);
  // Every node once, on an explicit stack: a schema's depth is the file's, which the parser bounds.
  const stack: unknown[] = [item.inputSchema, item.outputSchema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) for (const element of node) stack.push(element);
    else if (isObject(node))
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && isObject(value)) for (const name of Object.keys(value)) names.add(name);
        if (typeof value === 'object' && value !== null) stack.push(value);
      }
  }
  return names;
}

/** The last word of a parameter's name that says it holds text for a model or a reader: a prompt, an instruction, a message, a template. */
const PROSE_FIELD = /(?:^|[_\-.])(?:prompt|instruction|message|template|persona|greeting|text|body|content)s?$/i;
const PROSE_FIELD_CAMEL = /[a-z](?:Prompt|Instruction|Message|Template|Persona|Greeting|Text|Body|Content)s?$/;
/**
 * Whether a parameter's job is to hold prose (`instruction`, `system_prompt`, `bodyText`): its default is a
 * sample of the text it takes, as another program's prompt, not prose where a value belongs. What the
 * text says is still read as any description is.
 */
function holdsProse(parameter: Segment | undefined): boolean {
  return typeof parameter === 'string' && (PROSE_FIELD.test(parameter) || PROSE_FIELD_CAMEL.test(parameter));
}

function isSchemaKey(segment: Segment): boolean {
  return segment === 'inputSchema' || segment === 'outputSchema';
}

/** Whether a path segment names the field a value belongs to: `api_key` for `…/properties/api_key/default` and `…/input/api_key` alike. */
function isField(segment: Segment): boolean {
  if (typeof segment !== 'string' || VALUE_KEYWORDS.has(segment)) return false;
  // Only a name that starts with a digit can be all digits.
  const first = segment.charCodeAt(0);
  return !(first >= 0x30 && first <= 0x39 && INDEX.test(segment));
}
