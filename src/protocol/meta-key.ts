/**
 * MCP's `_meta` key format (2025-06-18 and later), which extension identifiers in
 * `capabilities.extensions` (2026-07-28) also follow: an optional prefix of dot-separated labels and
 * "/", then a name.
 */

const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/** Why `key` is not a valid `_meta` key (a message fragment), or null when it is one. */
export function metaKeyProblem(key: string, options: { prefixRequired?: boolean } = {}): string | null {
  const slash = key.indexOf('/');
  if (slash < 0) {
    if (options.prefixRequired) return 'it has no prefix: start it with a reverse-DNS prefix you control and "/", such as "com.example/"';
    return nameProblem(key);
  }
  const prefix = key.slice(0, slash);
  const name = key.slice(slash + 1);
  for (const label of prefix.split('.')) {
    if (label === '') return `the prefix ${JSON.stringify(`${prefix}/`)} has an empty label: labels are separated by single dots`;
    if (!LABEL.test(label)) {
      return `the prefix label ${JSON.stringify(label)} must start with a letter, end with a letter or digit, and contain only letters, digits and "-"`;
    }
  }
  return name.includes('/') ? `the name ${JSON.stringify(name)} contains "/": only the prefix ends with "/"` : nameProblem(name);
}

function nameProblem(name: string): string | null {
  if (name === '' || NAME.test(name)) return null;
  return `the name ${JSON.stringify(name)} must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between`;
}
