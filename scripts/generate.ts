// npm run generate: writes every list of formats from the format folders (src/docs/sources.ts says which).
import { packageRoot } from '../src/catalogue/package-root.js';
import { regenerate } from './scaffold.js';

const changed: string[] = [];
await regenerate(packageRoot(), changed);
console.log(changed.length > 0 ? `Wrote ${changed.join(', ')}.` : 'Every generated file is up to date.');
