/**
 * What a Server Card rule sees: the object root, the draft whose shape it follows, the protocol
 * versions it claims, and its MCP objects checked against every protocol version (computed once per
 * file and shared). Rules report JSON Pointers; the session turns them into positions and levels.
 */
import type { ParsedDocument } from '../../parse/parse.js';
import { isObject, type JsonObject } from '../../util/json.js';
import { type FileScope, type FormatRule, memoKey, type Report, type Reporter } from '../types.js';
import { type Shape, shapeOf } from './drafts.js';
import { type PrimitiveIssue, primitiveIssues } from './primitives.js';
import { claimedVersions, type Claimed } from './protocol-versions.js';

export type { Report } from '../types.js';

export interface CardContext {
  path: string;
  parsed: ParsedDocument;
  root: JsonObject;
  shape: Shape;
  report: Report;
  /** The protocol versions the card claims: its `protocolVersion`, else its remotes' `supportedProtocolVersions`. */
  claimed(): Claimed;
  /** The card's MCP objects (tools, resources, prompts, capabilities, serverInfo) checked in every protocol version. */
  primitives(): readonly PrimitiveIssue[];
}

export type CardRule = FormatRule<CardContext>;

export function cardRule(id: string, check: (context: CardContext) => void): CardRule {
  return { id, check };
}

const CLAIMED = memoKey<Claimed>('server card protocol versions');
const PRIMITIVES = memoKey<readonly PrimitiveIssue[]>('server card MCP objects by protocol version');

export function cardContext(scope: FileScope, reporter: Reporter): CardContext | undefined {
  const root = scope.parsed.value;
  const shape = shapeOf(root);
  if (!shape || !isObject(root)) return undefined;
  return {
    path: scope.path,
    parsed: scope.parsed,
    root,
    shape,
    report: (pointer, message, target, fix) => reporter.report(pointer, message, target, undefined, fix),
    claimed: () => scope.memo(CLAIMED, () => claimedVersions(root)),
    primitives: () => scope.memo(PRIMITIVES, () => primitiveIssues(root)),
  };
}
