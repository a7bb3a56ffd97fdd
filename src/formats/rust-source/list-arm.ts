/**
 * What a hand-rolled Rust server's `"tools/list"` match arm (hand-rolled.ts) serves, as plain bounded text
 * tests: the tables of the crate's own tool struct (tool-table.ts) it hands on. Either it maps each item of a
 * table function to MCP's keys unchanged (`tool_specs().into_iter().map(|t| json!({ "name": t.name,
 * "description": t.description, … }))`, in the arm or in the function the arm calls), or it serializes the
 * table as it is (`let tools = tools::list_tools(); json!({ "tools": tools })`), which serde writes under
 * MCP's keys only for a struct whose fields say so (`toolStructs`). Cheap to import: classification loads it.
 */

const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
const ARM = /"tools\/list"[ \t\r\n]{0,64}=>/g;
/** What an arm holds at most, and a function it calls. */
const MAX_ARM = 512;
const MAX_FUNCTION = 4_096;
/** The next arm of the method's match. */
const NEXT_ARM = /"[A-Za-z_/]{1,64}"[ \t\r\n]{0,64}=>|\b_[ \t\r\n]{0,64}=>/;
const CALL = new RegExp(`\\b(${IDENT})${SP}\\(`, 'g');
/** A copy that leaves the text as it is. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned|clone)${SP}\\(${SP}\\)){0,2}`;
/** `"name": t.name, "description": t.description` of one item, each copied unchanged. */
const MAPPED = new RegExp(
  `"name"${SP}:${SP}(${IDENT})${SP}\\.${SP}name\\b${COPIED}${SP},[\\s\\S]{0,256}?"description"${SP}:${SP}\\1${SP}\\.${SP}description\\b${COPIED}${SP}[,}]`,
);
/** What is iterated: `F().into_iter()`, `F().iter()` (a path before it). */
const ITERATED = new RegExp(`\\b(${IDENT})${SP}\\(${SP}\\)${SP}\\.(?:into_)?iter${SP}\\(`, 'g');
/** `let tools = path::F();` then `"tools": tools`: the table serialized as it is. */
const BOUND = new RegExp(`\\blet${SP}(${IDENT})${SP}=${SP}(?:${IDENT}::){0,8}(${IDENT})${SP}\\(${SP}\\)${SP};`);

export interface ArmListing {
  /** Table functions whose items the arm maps to MCP's keys unchanged, as `F()`. */
  mapped: string[];
  /** Table functions whose list the arm serializes as it is, as `F()`. */
  serialized: string[];
}

/** The table functions the `"tools/list"` arms of a serving file hand on. */
export function listedByArm(text: string): ArmListing {
  const listing: ArmListing = { mapped: [], serialized: [] };
  for (const match of text.matchAll(ARM)) {
    const start = match.index + match[0].length;
    let arm = text.slice(start, start + MAX_ARM);
    const next = NEXT_ARM.exec(arm);
    if (next) arm = arm.slice(0, next.index);
    const bound = BOUND.exec(arm);
    if (bound && new RegExp(`"tools"${SP}:${SP}${bound[1]}${SP}[,}]`).test(arm.slice(bound.index))) listing.serialized.push(`${bound[2]}()`);
    mappedIn(arm, listing.mapped);
    for (const [, called] of arm.matchAll(CALL)) mappedIn(functionBody(text, called), listing.mapped);
  }
  return listing;
}

/** The functions iterated before an item mapping of `text`. */
function mappedIn(text: string, out: string[]): void {
  const mapping = MAPPED.exec(text);
  if (!mapping) return;
  for (const [, called] of text.slice(0, mapping.index).matchAll(ITERATED)) if (!out.includes(`${called}()`)) out.push(`${called}()`);
}

/** The text of the same-file function `name` (to the next `fn`, bounded), or ''. */
function functionBody(text: string, name: string): string {
  const found = new RegExp(`\\bfn[ \\t]{1,16}${name}${SP}\\(`).exec(text);
  if (!found) return '';
  const body = text.slice(found.index + found[0].length, found.index + MAX_FUNCTION);
  const next = /\bfn[ \t]/.exec(body);
  return next ? body.slice(0, next.index) : body;
}

const STRUCT = new RegExp(
  `#\\[${SP}derive${SP}\\(([^)]{0,256})\\)${SP}\\]((?:${SP}#\\[[^\\]]{0,256}\\]){0,8})${SP}(?:pub${SP})?struct[ \\t]{1,16}(${IDENT})${SP}\\{([^}]{0,2048})\\}`,
  'g',
);
/** A field `name: …` with what is written before it since the previous field. */
const FIELD =
  /(?:^|,)((?:[ \t\r\n]|#\[[^\]]{0,256}\]|\/\/[^\n]{0,512}\n){0,64})(?:pub(?:\([a-z]{1,8}\))?[ \t]{1,16})?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}:/g;

/**
 * The structs of the text that serde writes under MCP's tool keys: derived `Serialize`, no `rename_all`, its
 * `name` and `description` fields not renamed, and its schema field written as `"inputSchema"`.
 */
export function toolStructs(text: string): string[] {
  const out: string[] = [];
  if (!text.includes('Serialize')) return out;
  for (const [, derived, attributes, name, body] of text.matchAll(STRUCT)) {
    if (!/\bSerialize\b/.test(derived) || attributes.includes('rename_all')) continue;
    const fields = new Map<string, string>();
    for (const [, before, field] of body.matchAll(FIELD)) fields.set(field, before);
    const plain = (field: string) => fields.has(field) && !fields.get(field)?.includes('rename');
    const schema = plain('inputSchema') || /rename[ \t]{0,16}=[ \t]{0,16}"inputSchema"/.test(fields.get('input_schema') ?? '');
    if (plain('name') && plain('description') && schema) out.push(name);
  }
  return out;
}
