/**
 * What a tool list's rules read: the descriptor's tool rules, unchanged, over a descriptor whose `tools`
 * are the file's, in the versions the session read for it. Their pointers (`/tools/0/name`) are moved to where the tool sits in the file (`/0/name`
 * in an array, `/name` in a one-tool snapshot).
 */
import type { FixRequest } from '../../engine/fix.js';
import { isVersion, LATEST, type Version } from '../../protocol/versions.js';
import { isObject } from '../../util/json.js';
import { type DescriptorSource, descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import type { FileScope, Reporter } from '../types.js';
import { type ListShape, listShape } from './info.js';

/** The file's tools as a descriptor's, in the versions it is read in (its server's SDK's, else the newest: sdk.ts). */
function asDescriptor(value: unknown, versions: readonly Version[]): DescriptorSource | undefined {
  const shape = listShape(value);
  if (shape === undefined) return undefined;
  const tools = shape === 'array' ? value : shape === 'tool' ? [value] : isObject(value) ? value.tools : undefined;
  return { descriptor: { protocolVersion: versions.length === 1 ? versions[0] : [...versions], tools }, versions };
}

/** Where a descriptor's pointer sits in a file of this shape. */
export function placeIn(shape: ListShape, pointer: string): string {
  if (shape === 'result') return pointer;
  if (!pointer.startsWith('/tools')) return '';
  const inList = pointer.slice('/tools'.length);
  if (shape === 'array') return inList;
  // One tool: `/tools/0/…` is the file's `/…`.
  return inList.startsWith('/0') ? inList.slice(2) : '';
}

function placedFix(shape: ListShape, fix: FixRequest | undefined): FixRequest | undefined {
  return fix?.at ? { ...fix, at: { ...fix.at, pointer: placeIn(shape, fix.at.pointer) } } : fix;
}

export function toolListContext(scope: FileScope, reporter: Reporter, version: string | null): RuleContext | undefined {
  const shape = listShape(scope.parsed.value);
  if (shape === undefined || (version !== null && !isVersion(version))) return undefined;
  const placed: Reporter = {
    report: (pointer, message, target, related, fix) => reporter.report(placeIn(shape, pointer), message, target, related, placedFix(shape, fix)),
    reportAt: (range, message, pointer) => reporter.reportAt(range, message, pointer),
  };
  const versions = scope.versions.filter(isVersion);
  return descriptorContext(scope, placed, version, (value) => asDescriptor(value, versions.length > 0 ? versions : [LATEST]));
}
