/**
 * Whether text output is coloured: FORCE_COLOR decides when set (0 or false: never; anything else:
 * always), as in Node and chalk; otherwise NO_COLOR (any non-empty value, no-color.org) or TERM=dumb
 * turn colours off, and a terminal on standard output turns them on.
 */
import type { CliIo } from './common.js';

export function colorFor(io: Pick<CliIo, 'isTTY' | 'env'>): boolean {
  const env = io.env ?? {};
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if ((env.NO_COLOR ?? '') !== '' || env.TERM === 'dumb') return false;
  return io.isTTY === true;
}
