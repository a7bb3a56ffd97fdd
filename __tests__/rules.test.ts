/**
 * Every rule's RuleTester table (__tests__/rules/<rule-id>.rules.ts), in one suite so the engine loads
 * once. Run one rule's table with `npm test -- __tests__/rules.test.ts -t <rule-id>`.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const tables = readdirSync(fileURLToPath(new URL('./rules/', import.meta.url)))
  .filter((f) => f.endsWith('.rules.ts'))
  .sort();
for (const table of tables) await import(`./rules/${table.replace(/\.ts$/, '.js')}`);
