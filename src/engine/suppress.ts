/**
 * Suppressions: inline comments (`# mcpdesc-disable-next-line <rule> -- <reason>`, `mcpdesc-disable` …
 * `mcpdesc-enable`, `mcpdesc-disable-file`) in the formats that have comments (YAML, JSONC, TOML, and
 * source files, whose comments their format's tokenizer reads), and
 * `.mcpdesc.yaml` `ignore:` entries the runner hands over for the file. Applied to a file's findings
 * after its rules ran: a suppressed finding is kept, marked with why, so SARIF can show it dismissed;
 * a comment that is malformed or suppresses nothing is itself a finding. Pure: text in, verdicts out.
 */
import { parseTOML } from 'toml-eslint-parser';
import type { LineIndex, Range } from '../parse/lines.js';
import type { SourceComment, SourceFormat } from '../parse/parse.js';
import { vendoredJsonc, vendoredYaml } from '../util/lazy-require.js';
import { closest } from '../util/suggest.js';
import type { Finding, Suppression } from './finding.js';

export const SUPPRESSION_INVALID_RULE = 'mcpdesc.suppression.invalid';
export const SUPPRESSION_UNUSED_RULE = 'mcpdesc.suppression.unused';

/** A `.mcpdesc.yaml` `ignore:` entry that applies to the file (its `files` globs matched it). */
export interface IgnoreEntry {
  rule: string;
  /** Only findings at this JSON Pointer, or below it. */
  pointer?: string;
  reason: string;
}

const KINDS = ['disable-next-line', 'disable', 'enable', 'disable-file'] as const;
type Kind = (typeof KINDS)[number];

/** One suppression comment, read. */
export interface Directive {
  kind: Kind;
  rules: string[];
  reason: string;
  range: Range;
}

/** What is wrong with a comment that looks like a suppression but is not one. */
export interface DirectiveProblem {
  message: string;
  range: Range;
}

/** Comments read as directives at most per file; a file with more is hostile or generated. */
const MAX_DIRECTIVES = 1_000;
/** Characters of a reason kept (SARIF justifications are shown to people). */
const MAX_REASON = 500;
/** Findings that a suppression cannot hide: mcpdesc's own failures and the suppression findings. */
const UNSUPPRESSIBLE = new Set(['mcpdesc.internal', SUPPRESSION_INVALID_RULE, SUPPRESSION_UNUSED_RULE]);

type Comment = SourceComment;

/**
 * The suppression comments of a file and the problems with those that are malformed. `from` is the
 * file's syntax, or for a source file the reader of its comments (its format's tokenizer, so a directive
 * written inside a string is none); `ids` are the rule ids, which also offer did-you-mean candidates.
 */
export function readDirectives(
  text: string,
  from: SourceFormat | (() => readonly Comment[]),
  lines: LineIndex,
  ids: readonly string[],
): { directives: Directive[]; problems: DirectiveProblem[] } {
  const directives: Directive[] = [];
  const problems: DirectiveProblem[] = [];
  // Most files have no suppression at all: they are not tokenized a second time.
  if (from === 'json' || !text.includes('mcpdesc-')) return { directives, problems };
  const known = new Set(ids);
  for (const comment of typeof from === 'function' ? from() : commentsOf(text, from)) {
    if (directives.length + problems.length >= MAX_DIRECTIVES) break;
    const range = lines.range(comment.start, comment.end);
    const read = readDirective(comment.body.trim(), known, ids);
    if (read === undefined) continue;
    if ('message' in read) problems.push({ message: read.message, range });
    else directives.push({ ...read, range });
  }
  return { directives, problems };
}

type Read = Omit<Directive, 'range'> | { message: string } | undefined;

function readDirective(body: string, known: ReadonlySet<string>, ids: readonly string[]): Read {
  if (!body.startsWith('mcpdesc-disable') && !body.startsWith('mcpdesc-enable')) return undefined;
  const separator = body.indexOf('--');
  const head = (separator === -1 ? body : body.slice(0, separator)).trim();
  const reason = separator === -1 ? '' : body.slice(separator + 2).trim();
  const [word, ...rest] = head.split(/\s+/);
  const kind = KINDS.find((k) => word === `mcpdesc-${k}`);
  if (kind === undefined) {
    const near = closest(
      word,
      KINDS.map((k) => `mcpdesc-${k}`),
    );
    return {
      message: `"${word}" is not a suppression comment mcpdesc knows, so it suppresses nothing.${near ? ` Did you mean "${near}"?` : ''} Write mcpdesc-disable-next-line, mcpdesc-disable … mcpdesc-enable, or mcpdesc-disable-file, then a rule id and " -- " with the reason.`,
    };
  }
  const rules = rest
    .join(' ')
    .split(/[\s,]+/)
    .filter((id) => id !== '');
  if (kind === 'enable') return { kind, rules, reason };
  if (rules.length === 0) {
    return {
      message: `This ${word} comment names no rule, so it suppresses nothing. Name the rule it is for, e.g. "${word} mcp.tool.name-format -- <why the finding is accepted>"; mcpdesc does not suppress every rule at once.`,
    };
  }
  for (const id of rules) {
    if (known.has(id)) continue;
    const near = closest(id, ids, 3);
    return {
      message: `This ${word} comment names ${JSON.stringify(id)}, which is no mcpdesc rule, so it suppresses nothing.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''} See docs/rules/README.md for every rule id.`,
    };
  }
  if (reason === '') {
    return {
      message: `This ${word} comment gives no reason, so it suppresses nothing. Say why the finding is accepted after " -- ", e.g. "${word} ${rules[0]} -- <reason>": the reason is what reviewers and code scanning show.`,
    };
  }
  return { kind, rules, reason: reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason };
}

/** Every comment of the file with its offsets, by the syntax's own tokenizer (a `#` in a string is no comment). */
function commentsOf(text: string, syntax: Exclude<SourceFormat, 'json'>): Comment[] {
  if (syntax === 'jsonc') return jsoncComments(text);
  if (syntax === 'toml') return tomlComments(text);
  return yamlComments(text);
}

/** jsonc-parser's token kinds for comments (a const enum its typings do not let isolated modules read). */
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const EOF = 17;

function jsoncComments(text: string): Comment[] {
  const comments: Comment[] = [];
  const scanner = vendoredJsonc().createScanner(text, false);
  for (let kind: number = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind !== LINE_COMMENT && kind !== BLOCK_COMMENT) continue;
    const start = scanner.getTokenOffset();
    const raw = text.slice(start, start + scanner.getTokenLength());
    const body = kind === LINE_COMMENT ? raw.slice(2) : raw.slice(2, raw.endsWith('*/') ? -2 : undefined);
    comments.push({ body, start, end: start + raw.length });
  }
  return comments;
}

function tomlComments(text: string): Comment[] {
  try {
    return parseTOML(text).comments.map((c) => ({ body: c.value, start: c.range[0], end: c.range[1] }));
  } catch {
    // A file that does not parse has its syntax finding; its comments cannot be told from its strings.
    return [];
  }
}

/** The yaml lexer's markers that stand for no source text (document start, flow end, scalar). */
const YAML_MARKERS = new Set(['\u0002', '\u0018', '\u001f']);

function yamlComments(text: string): Comment[] {
  const comments: Comment[] = [];
  let offset = 0;
  let previous = '';
  for (const token of new (vendoredYaml().Lexer)().lex(text)) {
    // A block scalar's content follows a scalar marker: a "#" there is text, not a comment.
    if (token.startsWith('#') && previous !== '\u001f') comments.push({ body: token.slice(1), start: offset, end: offset + token.length });
    if (!YAML_MARKERS.has(token)) offset += token.length;
    previous = token;
  }
  return comments;
}

export interface Verdicts {
  /** For each finding, in order, the suppression that hides it, if one does. */
  suppressions: (Suppression | undefined)[];
  /** Directives (and which of their rules) that hid nothing. */
  unused: { directive: Directive; rule: string }[];
}

/**
 * Which findings the directives and ignore entries hide. A finding is hidden by the first that covers it:
 * a `disable-next-line` the line after the comment, a `disable` block from the comment to the next
 * `enable` of the rule (or the end of the file), a `disable-file` anywhere, an ignore entry at or under its pointer.
 */
export function applySuppressions(findings: readonly Finding[], directives: readonly Directive[], ignores: readonly IgnoreEntry[]): Verdicts {
  const index = indexDirectives(directives);
  const used = new Set<string>();
  const suppressions = findings.map((finding) => (UNSUPPRESSIBLE.has(finding.ruleId) ? undefined : suppressionOf(finding, directives, index, ignores, used)));
  const unused: Verdicts['unused'] = [];
  directives.forEach((directive, at) => {
    if (directive.kind === 'enable') return;
    for (const rule of directive.rules) if (!used.has(`${at}\u0000${rule}`)) unused.push({ directive, rule });
  });
  return { suppressions, unused };
}

/** What an unused directive's finding says. */
export function unusedMessage(directive: Directive, rule: string): string {
  const where =
    directive.kind === 'disable-next-line'
      ? `on line ${directive.range.end.line + 1}`
      : directive.kind === 'disable'
        ? 'in the lines it disables'
        : 'in this file';
  return `This mcpdesc-${directive.kind} comment suppresses ${rule}, but ${rule} reports nothing ${where}. Remove it (or the rule id from it): a stale suppression would silently hide the next real finding there.`;
}

/** Directives by what they cover, so each finding looks up its own line and rule instead of scanning them all. */
interface DirectiveIndex {
  /** `line\0rule` → the first disable-next-line for that line and rule. */
  nextLine: Map<string, number>;
  /** rule → the first disable-file for it. */
  file: Map<string, number>;
  /** rule → its disable blocks, in source order. */
  blocks: Map<string, Block[]>;
}

function indexDirectives(directives: readonly Directive[]): DirectiveIndex {
  const nextLine = new Map<string, number>();
  const file = new Map<string, number>();
  directives.forEach((directive, at) => {
    for (const rule of directive.rules) {
      if (directive.kind === 'disable-file' && !file.has(rule)) file.set(rule, at);
      const key = `${directive.range.end.line + 1}\u0000${rule}`;
      if (directive.kind === 'disable-next-line' && !nextLine.has(key)) nextLine.set(key, at);
    }
  });
  const blocks = new Map<string, Block[]>();
  for (const block of blockSpans(directives)) {
    const list = blocks.get(block.rule);
    if (list) list.push(block);
    else blocks.set(block.rule, [block]);
  }
  return { nextLine, file, blocks };
}

interface Block {
  index: number;
  rule: string;
  from: number;
  /** The line of the `enable` that ends it, or Infinity. */
  to: number;
}

function blockSpans(directives: readonly Directive[]): Block[] {
  const blocks: Block[] = [];
  const open = new Map<string, Block>();
  directives.forEach((directive, index) => {
    const line = directive.range.start.line;
    if (directive.kind === 'disable') {
      for (const rule of directive.rules) {
        if (open.has(rule)) continue;
        const block = { index, rule, from: directive.range.end.line, to: Number.POSITIVE_INFINITY };
        open.set(rule, block);
        blocks.push(block);
      }
    } else if (directive.kind === 'enable') {
      const rules = directive.rules.length > 0 ? directive.rules : [...open.keys()];
      for (const rule of rules) {
        const block = open.get(rule);
        if (block) block.to = line;
        open.delete(rule);
      }
    }
  });
  return blocks;
}

function suppressionOf(
  finding: Finding,
  directives: readonly Directive[],
  index: DirectiveIndex,
  ignores: readonly IgnoreEntry[],
  used: Set<string>,
): Suppression | undefined {
  const line = finding.range.start.line;
  const rule = finding.ruleId;
  const direct = index.nextLine.get(`${line}\u0000${rule}`) ?? index.file.get(rule);
  // Blocks of one rule do not overlap (a second disable while one is open is part of it): at most one covers the line.
  const block = direct === undefined ? index.blocks.get(rule)?.find((b) => line > b.from && line < b.to)?.index : undefined;
  const at = direct ?? block;
  if (at !== undefined) {
    used.add(`${at}\u0000${rule}`);
    return { kind: 'inSource', justification: directives[at].reason };
  }
  for (const entry of ignores) {
    if (entry.rule !== rule) continue;
    if (entry.pointer !== undefined && finding.pointer !== entry.pointer && !finding.pointer.startsWith(`${entry.pointer}/`)) continue;
    return { kind: 'external', justification: entry.reason };
  }
  return undefined;
}
