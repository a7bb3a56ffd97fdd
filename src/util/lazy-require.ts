/**
 * Loading a dependency only when it is first needed. A start-up that never needs ajv or re2js should not
 * pay for running them: the callers write `typeof require === 'function' ? require('pkg') : sourceRequire()('pkg')`
 * with a literal name. In the ncc bundle the first branch is taken (ncc bundles the `require`, and the
 * module runs on that first call); run from source (tsx, jest), modules are ESM and have no `require`,
 * so the package comes from Node's own resolver.
 */
import { createRequire } from 'node:module';

let fromSource: NodeJS.Require | undefined;

export function sourceRequire(): NodeJS.Require {
  fromSource ??= createRequire(import.meta.url);
  return fromSource;
}
