import { isObject, quote } from '../../../util/json.js';
import { dockerMcpCatalogRule } from '../context.js';

const SHA1 = /^[a-f0-9]{40}$/;

/**
 * mcpdesc.docker.source-commit: a local server (`type: server`) pins the audited revision of its source
 * as a 40-character commit SHA in `source.commit`; the registry's CI rejects it otherwise (cmd/validate:
 * "local server must specify source.commit to pin the audited revision").
 */
export default dockerMcpCatalogRule('mcpdesc.docker.source-commit', (context) => {
  if (context.root.type !== 'server') return;
  const source = context.root.source;
  const commit = isObject(source) ? source.commit : undefined;
  if (commit === undefined) {
    context.report(
      isObject(source) ? '/source' : '/type',
      'This local server ("type: server") pins no source revision, so the Docker MCP registry\'s CI rejects it: Docker builds the image from the revision it audited. Add "source.commit" with the full 40-character commit SHA.',
    );
    return;
  }
  if (typeof commit !== 'string' || !SHA1.test(commit.toLowerCase())) {
    context.report(
      '/source/commit',
      `"source.commit" is ${typeof commit === 'string' ? quote(commit) : 'not a string'}, not a full 40-character commit SHA, so the Docker MCP registry's CI rejects the entry. Write the whole SHA of the audited commit (git rev-parse HEAD), not a branch, a tag or a short SHA.`,
    );
  }
});
