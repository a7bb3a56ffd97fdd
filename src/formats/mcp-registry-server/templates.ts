/**
 * Values a release pipeline fills in before it publishes (`"version": "${VERSION}"`): `${NAME}`,
 * `${{ expression }}`, `$NAME`, `<<Name>>`, `{{ name }}` and `__NAME__`. A templated value is not what
 * will be published, so the checks of values (patterns, URLs, version ranges) accept it; the templated
 * rule says once per file that they did. A URL's own `{variable}` (single braces) is not a template.
 */
import { isObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';

// Every branch starts with its own literal and has bounded quantifiers only: linear on any input.
const TEMPLATE =
  /\$\{\{[^{}]{1,80}\}\}|\$\{[A-Za-z_][A-Za-z0-9_.-]{0,63}\}|\$[A-Z][A-Z0-9_]{1,63}|<<[ ]{0,2}[A-Za-z_][A-Za-z0-9_.-]{0,63}[ ]{0,2}>>|\{\{[ ]{0,2}[A-Za-z_][A-Za-z0-9_.-]{0,63}[ ]{0,2}\}\}|__[A-Z][A-Z0-9_]{0,62}__/;

/** The first template in a text, e.g. `{{VERSION}}`, or undefined. */
export function templateIn(text: string): string | undefined {
  return TEMPLATE.exec(text)?.[0];
}

export function isTemplated(value: unknown): boolean {
  return typeof value === 'string' && TEMPLATE.test(value);
}

export interface Templated {
  pointer: string;
  template: string;
}

/** Every string value of the document that holds a template, in document order; descriptions are prose ("costs $USD"), not templates. */
export function templatedValues(root: unknown): Templated[] {
  const out: Templated[] = [];
  const visit = (value: unknown, pointer: string, depth: number): void => {
    if (typeof value === 'string') {
      const template = templateIn(value);
      if (template !== undefined) out.push({ pointer, template });
    } else if (depth < 64 && Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, joinPointer(pointer, index), depth + 1);
    } else if (depth < 64 && isObject(value)) {
      for (const [key, item] of Object.entries(value)) if (key !== 'description') visit(item, joinPointer(pointer, key), depth + 1);
    }
  };
  visit(root, '', 0);
  return out;
}
