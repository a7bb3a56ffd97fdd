// Jest's globalTeardown: removes the catalogue global-setup.mjs wrote.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

export default function removeCatalogue() {
  const file = process.env.MCPDESC_TEST_CATALOGUE;
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
