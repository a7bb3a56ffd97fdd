/**
 * mcpdesc.consistency.tool-names: the files of one server that list its tools (server-tools.ts) name the
 * same tools. A tool one file lists and a file that lists every tool lacks is reported at both places:
 * at the tool, and at the list that lacks it, each pointing at the other. Only sides that cannot be
 * told apart from another server's are compared: a group with two descriptors, manifests, Server Cards
 * or tools.json results describes several servers, and those kinds are left out. A file a script or
 * workflow names may be rewritten by the build, and is not compared. An MCPB manifest whose entry point
 * is a script of the group lacks only the tools of the source files that entry point reaches (entry.ts):
 * a package's other entry points (an HTTP server, a diagnostic one) register tools of their own. Each
 * mismatch is reported at both ends, since either may be the file out of date and a run over the changed
 * files lints only one of them. A tool each side lacks under the other's name but with the other's
 * description was renamed in one file only: one finding at each end, at the tool's own name, pairs the
 * two names in place of a missing and an extra tool. A tool the Python or Go source registers only under a
 * condition (`if os.environ.get("ENABLE_X"):`) is the server's, but a list may leave it out: no side is said to lack it. An MCPB manifest against the
 * descriptor is mcpdesc.consistency.tools's, with its did-you-mean, and is left to it.
 */
import { isObject, quote } from '../../../util/json.js';
import { listShape } from '../../mcp-tool-list/info.js';
import { documentRule, runMemo } from '../../types.js';
import { groupSides, type Side, type SideKind, type SideTool, sameTool } from '../server-tools.js';

export const TOOL_NAMES_RULE = 'mcpdesc.consistency.tool-names';

/** Tools one file lacks that are reported one by one; past it, in one finding naming the first. */
const MAX_LISTED = 5;

const SOURCE_FORMATS = /\.(?:[cm]?[jt]sx?|py|go)$/;

interface Own {
  name: string;
  title?: string;
  pointer: string;
}

export default documentRule(TOOL_NAMES_RULE, ({ path, parsed, workspace, run, report }) => {
  if (!workspace) return;
  const read = groupSides(workspace, run ?? runMemo(), path);
  if (!read) return;
  const source = SOURCE_FORMATS.test(path);
  const mine = read.sides.find((s) => (source ? s.kind === 'source' && s.tools.some((t) => t.path === path) : s.path === path));
  if (!mine || mine.generated) return;
  const ambiguous = ambiguousKinds(read.sides);
  if (ambiguous.has(mine.kind)) return;
  const others = read.sides.filter((s) => s !== mine && !s.generated && !ambiguous.has(s.kind) && !(mine.kind === 'manifest' && s.kind === 'descriptor'));
  if (others.length === 0) return;
  const renames = new Map(others.map((o) => [o, renamed(mine.tools, o.tools)]));
  // This file's tools a complete side lacks.
  const absent: { tool: Own; lacking: Side[] }[] = [];
  // A tool the source registers only under a condition (an environment flag) may be left out of a list.
  const conditional = new Set(mine.tools.filter((t) => t.conditional && t.path === path).map((t) => t.name));
  for (const tool of ownTools(parsed.value)) {
    if (source && conditional.has(tool.name)) continue;
    // A manifest lacks only the tools its entry point's server registers: another entry point's are not its.
    const without = others.filter((o) => !o.tools.some((t) => sameTool(t, tool)) && !(source && o.reaches && !o.reaches.has(path)));
    const pair = without.map((o) => ({ side: o, old: renames.get(o)?.get(tool.name) })).find((p) => p.old !== undefined);
    if (pair?.old) {
      const { side, old } = pair;
      report(
        tool.pointer,
        `The tool ${quote(tool.name)} is ${quote(old.name)} in ${side.label}, with the same description: it was renamed in one file only, so users are shown a name the server does not serve. Rename ${quote(old.name)} there to ${quote(tool.name)}, or this tool back to ${quote(old.name)}, whichever the server serves now.`,
        'value',
        [{ path: old.path, range: old.range, message: `${old.path} names the tool ${quote(old.name)} here.` }],
      );
      continue;
    }
    const lacking = without.filter((o) => o.complete);
    if (lacking.length > 0) absent.push({ tool, lacking });
  }
  if (absent.length > MAX_LISTED) {
    const lacking = others.filter((o) => absent.some((a) => a.lacking.includes(o)));
    report(
      absent[0].tool.pointer,
      `${absent.length} tools of this file are missing from ${names(lacking)}, which ${verb(lacking)} every tool the server of this package serves${readAll(lacking)}: ${absent
        .slice(0, MAX_LISTED)
        .map((a) => quote(a.tool.name))
        .join(
          ', ',
        )} and ${absent.length - MAX_LISTED} more. So many usually means this file is code the server never loads, or another server's. ${lacking.every((o) => o.kind === 'source') ? 'Register the ones the server serves' : `Add the ones the server serves to ${names(lacking.filter((o) => o.kind !== 'source'))}`}, and remove the others here.`,
      'value',
      lacking.map((o) => o.at),
    );
  } else {
    for (const { tool, lacking } of absent) {
      report(
        tool.pointer,
        `The tool ${quote(tool.name)} is missing from ${names(lacking)}, which ${verb(lacking)} every tool the server of this package serves${readAll(lacking)}: one of them is out of date, so users are shown a tool the server does not serve or miss one it does. ${lacking.every((o) => o.kind === 'source') ? `Register ${quote(tool.name)} in the server` : `Add ${quote(tool.name)} to ${names(lacking.filter((o) => o.kind !== 'source'))}`}, or remove it here if the server no longer serves it.`,
        'value',
        lacking.map((o) => o.at),
      );
    }
  }
  // The tools the others list that this file lacks: once for a side, at the source file that starts it.
  if (!mine.complete || (mine.kind === 'source' && mine.at.path !== path)) return;
  const missing = new Map<string, Side[]>();
  for (const other of others) {
    for (const tool of other.tools) {
      if (tool.conditional || mine.tools.some((t) => sameTool(t, tool)) || (other.kind === 'source' && mine.reaches && !mine.reaches.has(tool.path))) continue;
      // A renamed tool is reported at this file's old (or new) name, above.
      if ([...(renames.get(other)?.values() ?? [])].includes(tool)) continue;
      const from = missing.get(tool.name);
      if (from) from.push(other);
      else missing.set(tool.name, [other]);
    }
  }
  const registers = mine.kind === 'source';
  const at = registers ? (ownTools(parsed.value)[0]?.pointer ?? '') : listPointer(parsed.value);
  const lacks = registers
    ? "the server's source does not register although every registration in it was read statically"
    : 'this file does not list although it lists every tool the server of this package serves';
  const located = (name: string, from: readonly Side[]) =>
    from.map((o) => {
      const tool = o.tools.find((t) => t.name === name);
      return tool
        ? { path: tool.path, range: tool.range, message: `${tool.path} ${o.kind === 'source' ? 'registers' : 'has'} the tool ${quote(name)} here.` }
        : o.at;
    });
  // Many tools missing at one place are one finding: they are one mismatch (another server's files, code the server never loads).
  if (missing.size > MAX_LISTED) {
    const all = others.filter((o) => [...missing.values()].some((from) => from.includes(o)));
    const shown = [...missing].slice(0, MAX_LISTED);
    report(
      at,
      `${capital(names(all))} ${verb(all)} ${missing.size} tools ${lacks}: ${shown.map(([name]) => quote(name)).join(', ')} and ${missing.size - MAX_LISTED} more. So many usually means one side holds code the server never loads, or another server's tools. ${registers ? 'Register the ones the server serves' : 'Add the ones the server serves here'}, and remove the others from ${names(all)}.`,
      'value',
      shown.flatMap(([name, from]) => located(name, from)),
    );
    return;
  }
  for (const [name, from] of missing) {
    report(
      at,
      `${capital(names(from))} ${verb(from)} the tool ${quote(name)}, which ${lacks}: one of them is out of date. ${registers ? `Register ${quote(name)} in the server` : `Add ${quote(name)} here`}, or remove it from ${names(from)} if the server does not serve it.`,
      'value',
      located(name, from),
    );
  }
});

/**
 * One side's tools the other lacks, paired with the other's tool of the same description that this side
 * lacks: a tool renamed in one file only. A description shared by two such tools of either side pairs nothing.
 */
function renamed(mine: readonly SideTool[], theirs: readonly SideTool[]): Map<string, SideTool> {
  const unique = (tools: readonly SideTool[], other: readonly SideTool[]): Map<string, SideTool | null> => {
    const by = new Map<string, SideTool | null>();
    for (const tool of tools) {
      const text = described(tool);
      if (text === undefined || other.some((t) => sameTool(t, tool))) continue;
      by.set(text, by.has(text) ? null : tool);
    }
    return by;
  };
  const ours = unique(mine, theirs);
  const pairs = new Map<string, SideTool>();
  for (const [text, old] of unique(theirs, mine)) {
    const tool = ours.get(text);
    if (tool && old) pairs.set(tool.name, old);
  }
  return pairs;
}

/** A description long enough to tell one tool from another, with its spacing evened out. */
function described(tool: SideTool): string | undefined {
  const text = tool.description?.replace(/\s+/g, ' ').trim();
  return text !== undefined && text.length >= 20 ? text : undefined;
}

/** "registers" for the source, "lists" for a file, "list" for several. */
function verb(sides: readonly Side[]): string {
  return sides.length > 1 ? 'list' : sides[0]?.kind === 'source' ? 'registers' : 'lists';
}

/** Why the source is taken to register every tool. */
function readAll(sides: readonly Side[]): string {
  return sides.some((s) => s.kind === 'source') ? ' (every registration in the source was read statically)' : '';
}

/** Kinds a group has two complete files of: they may describe two servers, so neither is compared. */
function ambiguousKinds(sides: readonly Side[]): Set<SideKind> {
  const counts = new Map<SideKind, number>();
  for (const s of sides) if (s.complete || s.kind !== 'tool-list') counts.set(s.kind, (counts.get(s.kind) ?? 0) + 1);
  return new Set([...counts].filter(([kind, n]) => n > 1 && kind !== 'source').map(([kind]) => kind));
}

/** The linted file's own tools, each with the pointer of its name in the file. */
function ownTools(value: unknown): Own[] {
  const shape = listShape(value);
  const items = shape === 'array' ? (value as unknown[]) : shape === 'tool' ? [value] : isObject(value) && Array.isArray(value.tools) ? value.tools : [];
  const base = shape === 'array' ? '' : '/tools';
  const tools: Own[] = [];
  items.forEach((item: unknown, index: number) => {
    if (!isObject(item) || typeof item.name !== 'string') return;
    const pointer = shape === 'tool' ? '/name' : `${base}/${index}/name`;
    tools.push({ name: item.name, pointer, ...(typeof item.title === 'string' ? { title: item.title } : {}) });
  });
  return tools;
}

function listPointer(value: unknown): string {
  const shape = listShape(value);
  return shape === 'array' || shape === 'tool' ? '' : '/tools';
}

/** "the descriptor a.mcp.json and the tool list tools.json". */
function names(sides: readonly Side[]): string {
  const labels = sides.map((s) => s.label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
