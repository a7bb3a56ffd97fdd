/**
 * What a registering wrapper or decorator factory may give `x.tool(…)` and still be followed, with where
 * each is listed: not the name nor the description, which each function has its own (extract.ts,
 * imported-factories.ts).
 */
export const WRAPPED_KEYS: ReadonlyMap<string, string> = new Map([
  ['title', 'title'],
  ['annotations', 'annotations'],
  ['icons', 'icons'],
  ['meta', '_meta'],
  ['output_schema', 'outputSchema'],
  ['version', 'version'],
]);
