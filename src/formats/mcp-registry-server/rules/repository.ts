import { isObject, quote } from '../../../util/json.js';
import { checkAbsoluteUri } from '../../../util/uri.js';
import { registryRule } from '../context.js';
import { isTemplated } from '../templates.js';

const SEGMENT = /^[\w.-]+$/;

/** The forge a repository URL is on and whether its path is one the registry accepts for that forge. */
function forgeUrlProblem(source: string, url: string): string | undefined {
  const match = /^https?:\/\/(?:www\.)?(github|gitlab)\.com\/([^?#]*)$/.exec(url);
  const path = match?.[2].replace(/\/$/, '');
  const segments = path === undefined || path === '' ? [] : path.split('/');
  if (match?.[1] !== source || !segments.every((s) => SEGMENT.test(s))) {
    return source === 'github'
      ? 'a GitHub repository URL such as "https://github.com/owner/repo"'
      : 'a GitLab project URL such as "https://gitlab.com/group/project"';
  }
  const fits = source === 'github' ? segments.length === 2 : segments.length >= 2;
  if (!fits)
    return source === 'github'
      ? 'a GitHub repository URL such as "https://github.com/owner/repo" (the repository itself, not a page in it)'
      : 'a GitLab project URL such as "https://gitlab.com/group/project"';
  return undefined;
}

/** Why a monorepo subfolder is not a clean relative path, or undefined. */
function subfolderProblem(path: string): string | undefined {
  if (path.startsWith('/')) return 'starts with "/", but it is relative to the repository\u2019s root';
  if (path.endsWith('/')) return 'ends with "/"';
  if (!/^[a-zA-Z0-9\-_./]+$/.test(path)) return 'has characters other than letters, digits, "-", "_", "." and "/"';
  const bad = path.split('/').find((s) => s === '' || s === '.' || s === '..');
  if (bad !== undefined) return bad === '' ? 'has an empty segment ("//")' : `has a ${JSON.stringify(bad)} segment`;
  return undefined;
}

/**
 * mcpdesc.registry.repository: `repository` points at the server's code where the registry can check
 * it: `source` "github" or "gitlab" with that forge's repository URL, and a clean relative `subfolder`.
 * The registry refuses anything else, and users and reviewers follow this link to read the code.
 */
export default registryRule('mcpdesc.registry.repository', (context) => {
  const repository = context.root.repository;
  if (!isObject(repository)) return;
  const { url, source, subfolder } = repository;
  if ((url === undefined || url === '') && (source === undefined || source === '')) return;
  if (typeof source === 'string' && typeof url === 'string' && !isTemplated(url) && !isTemplated(source)) {
    if (source !== 'github' && source !== 'gitlab') {
      context.report(
        '/repository/source',
        `"repository.source" is ${quote(source)}, but the registry accepts only "github" and "gitlab" repositories and refuses any other ("invalid repository URL"). Host the code on GitHub or GitLab and name it, or remove "repository".`,
      );
    } else if (checkAbsoluteUri(url) === null) {
      // A URL that is not a URI at all is registry.structure's finding (the schema's "format": "uri").
      const wanted = forgeUrlProblem(source, url);
      if (wanted)
        context.report(
          '/repository/url',
          `"repository.url" ${quote(url, 100)} is not ${wanted}, so the registry refuses it ("invalid repository URL") and people cannot follow it to the code. Write the repository's own URL${source === 'github' ? ', without a path inside it' : ''}.`,
        );
    }
  }
  if (typeof subfolder === 'string' && subfolder !== '' && !isTemplated(subfolder)) {
    const problem = subfolderProblem(subfolder);
    if (problem)
      context.report(
        '/repository/subfolder',
        `"repository.subfolder" ${quote(subfolder)} ${problem}, so the registry refuses it ("invalid subfolder path"). Write the server's folder relative to the repository's root, such as "src/weather".`,
      );
  }
});
