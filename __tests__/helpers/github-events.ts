/**
 * Event payloads shaped like the webhooks GitHub writes to GITHUB_EVENT_PATH (the fields the action
 * reads, plus enough of the rest to look real).
 */
const OWNER = { login: 'octo-org', id: 1, type: 'Organization' };

export function repository(fullName = 'octo-org/servers') {
  const [owner, name] = fullName.split('/');
  return {
    id: 1296269,
    name,
    full_name: fullName,
    private: false,
    owner: { ...OWNER, login: owner },
    html_url: `https://github.com/${fullName}`,
    fork: fullName !== 'octo-org/servers',
    default_branch: 'main',
  };
}

export function pullRequestEvent(options: { number: number; base: string; head: string; changedFiles: number; headRepo?: string }) {
  const headRepo = repository(options.headRepo ?? 'octo-org/servers');
  return {
    action: 'synchronize',
    number: options.number,
    pull_request: {
      number: options.number,
      state: 'open',
      title: 'Update descriptors',
      user: { login: 'contributor', id: 2, type: 'User' },
      draft: false,
      merged: false,
      changed_files: options.changedFiles,
      base: { label: 'octo-org:main', ref: 'main', sha: options.base, repo: repository() },
      head: { label: `${headRepo.owner.login}:feature`, ref: 'feature', sha: options.head, repo: headRepo },
    },
    repository: repository(),
    sender: { login: 'contributor', id: 2, type: 'User' },
  };
}

export function pushEvent(options: { ref: string; before: string; after: string }) {
  return {
    ref: options.ref,
    before: options.before,
    after: options.after,
    created: /^0+$/.test(options.before),
    deleted: false,
    forced: false,
    base_ref: null,
    compare: `https://github.com/octo-org/servers/compare/${options.before.slice(0, 12)}...${options.after.slice(0, 12)}`,
    commits: [],
    head_commit: { id: options.after, message: 'update', timestamp: '2026-11-30T00:00:00Z' },
    repository: repository(),
    pusher: { name: 'octocat', email: 'octocat@example.com' },
    sender: { login: 'octocat', id: 3, type: 'User' },
  };
}

export function mergeGroupEvent(options: { base: string; head: string }) {
  return {
    action: 'checks_requested',
    merge_group: {
      head_sha: options.head,
      head_ref: `refs/heads/gh-readonly-queue/main/pr-1-${options.base}`,
      base_sha: options.base,
      base_ref: 'refs/heads/main',
      head_commit: { id: options.head, message: 'Merge pull request #1' },
    },
    repository: repository(),
    sender: { login: 'octocat', id: 3, type: 'User' },
  };
}
