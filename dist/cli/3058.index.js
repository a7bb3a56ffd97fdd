// mcpdesc chunk 66de988f2736f990d26b8f5509eb4c89cfff2ad7f7d530ddad7ad7d853f0c084
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 3058;
__mcpdesc_chunk.ids = [3058];
__mcpdesc_chunk.modules = {

/***/ 3058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitError: () => (/* binding */ GitError),
/* harmony export */   changedBetween: () => (/* binding */ changedBetween),
/* harmony export */   changedSince: () => (/* binding */ changedSince),
/* harmony export */   changedSinceMergeBase: () => (/* binding */ changedSinceMergeBase),
/* harmony export */   ensureCommit: () => (/* binding */ ensureCommit),
/* harmony export */   fileAtCommit: () => (/* binding */ fileAtCommit),
/* harmony export */   git: () => (/* binding */ git),
/* harmony export */   isGitWorkTree: () => (/* binding */ isGitWorkTree),
/* harmony export */   parseNameStatus: () => (/* binding */ parseNameStatus)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3609);
/**
 * Which files changed, according to git: the files a change adds, modifies, renames (under the new
 * name), copies or retypes, never removed ones. Paths are POSIX, relative to the folder git runs in
 * (`--relative`), so they match the paths discovery reports for that root. Shared by the CLI's
 * `--changed-since` and the action.
 */


class GitError extends Error {
}
/** How far a shallow clone is deepened, step by step, while looking for a merge base. */
const DEEPEN_STEPS = [10, 100, 1000];
const GIT_TIMEOUT_MS = 300_000;
/** Runs git; its output is decoded so that paths that are not UTF-8 still name their files. */
async function git(cwd, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', [...args], {
            cwd,
            encoding: 'buffer',
            maxBuffer: 256 * 1024 * 1024,
            timeout: GIT_TIMEOUT_MS,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
        }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(`git ${args.join(' ')} failed: ${(stderr.toString('utf8') || error.message).trim().split('\n')[0]}`));
            else
                resolve((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeFileName */ .qL)(stdout));
        });
    });
}
async function isGitWorkTree(cwd) {
    return git(cwd, ['rev-parse', '--is-inside-work-tree']).then((out) => out.trim() === 'true', () => false);
}
/**
 * Files that differ between commit `from` and `head` (two dots: the trees are compared, no history
 * needed), e.g. a push's `before` and `after`.
 */
async function changedBetween(cwd, from, head, options) {
    await ensureCommit(cwd, from, options);
    return parseNameStatus(await git(cwd, ['diff', '--name-status', '-z', '-M', '--relative', '--end-of-options', from, head]));
}
/**
 * Files `head` changes since it left `base` (three dots: against their merge base), as a pull
 * request shows them. A shallow clone is deepened as needed, a bounded number of times.
 */
async function changedSinceMergeBase(cwd, base, head, options) {
    await ensureCommit(cwd, base, options);
    const mergeBase = await findMergeBase(cwd, base, head, options);
    return parseNameStatus(await git(cwd, ['diff', '--name-status', '-z', '-M', '--relative', '--end-of-options', mergeBase, head]));
}
/**
 * For `mcpdesc lint --changed-since REF`: files changed since REF's merge base with HEAD, including
 * uncommitted changes and untracked files, so it works in CI and in a pre-commit hook alike.
 */
async function changedSince(cwd, ref) {
    if (!(await isGitWorkTree(cwd)))
        throw new GitError(`--changed-since needs a git work tree, and ${cwd} is not in one.`);
    const commit = await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).catch(() => '');
    if (commit.trim() === '')
        throw new GitError(`--changed-since: ${JSON.stringify(ref)} is not a commit in this repository. Name a branch, tag or commit (fetch it first in a CI clone).`);
    const mergeBase = await findMergeBase(cwd, commit.trim(), 'HEAD', { fetch: false });
    const changed = parseNameStatus(await git(cwd, ['diff', '--name-status', '-z', '-M', '--relative', '--end-of-options', mergeBase]));
    for (const path of (await git(cwd, ['ls-files', '--others', '--exclude-standard', '-z'])).split('\0')) {
        if (path !== '')
            changed.add(path);
    }
    return changed;
}
/** Makes sure commit `sha` is in the clone, fetching it from origin when allowed. */
async function ensureCommit(cwd, sha, options) {
    if (await hasCommit(cwd, sha))
        return;
    if (!options.fetch)
        throw new GitError(`commit ${sha} is not in this clone.`);
    options.log?.(`Fetching ${sha} from origin.`);
    const shallow = await isShallow(cwd);
    await git(cwd, ['fetch', '--no-tags', '--no-recurse-submodules', ...(shallow ? ['--depth=1'] : []), '--end-of-options', 'origin', sha]);
}
async function findMergeBase(cwd, base, head, options) {
    for (let step = 0;; step++) {
        const found = await git(cwd, ['merge-base', '--end-of-options', base, head]).then((out) => out.trim(), () => '');
        if (found !== '')
            return found;
        const shallow = await isShallow(cwd);
        if (!shallow)
            throw new GitError(`${base} and ${head} have no common history.`);
        if (!options.fetch || step >= DEEPEN_STEPS.length) {
            throw new GitError(`no merge base of ${base} and ${head} in this shallow clone${options.fetch ? ` after deepening it by ${DEEPEN_STEPS.join(', ')} commits` : ''}. Fetch more history (git fetch --deepen=N, or fetch-depth: 0 with actions/checkout).`);
        }
        options.log?.(`Deepening the shallow clone by ${DEEPEN_STEPS[step]} commits to find the merge base.`);
        const headSha = (await git(cwd, ['rev-parse', '--verify', '--end-of-options', head])).trim();
        await git(cwd, ['fetch', '--no-tags', '--no-recurse-submodules', `--deepen=${DEEPEN_STEPS[step]}`, '--end-of-options', 'origin', base, headSha]);
    }
}
async function hasCommit(cwd, sha) {
    return git(cwd, ['cat-file', '-e', '--end-of-options', `${sha}^{commit}`]).then(() => true, () => false);
}
async function isShallow(cwd) {
    return (await git(cwd, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
/** `git diff --name-status -z`: `A\0path\0`, `R100\0old\0new\0`; deleted files are left out. */
function parseNameStatus(output) {
    const fields = output.split('\0');
    const changed = new Set();
    for (let i = 0; i < fields.length && fields[i] !== '';) {
        const status = fields[i].charAt(0);
        if (status === 'R' || status === 'C') {
            changed.add(fields[i + 2]);
            i += 3;
        }
        else {
            if (status !== 'D')
                changed.add(fields[i + 1]);
            i += 2;
        }
    }
    return changed;
}
/**
 * The file at `path` (relative to `cwd`, POSIX) as commit `commit` holds it, read from git's objects,
 * never from the work tree: only a regular file inside the repository, never under a version-control
 * folder, at most `maxBytes`. Git does not follow a symlink in a tree, so a symlinked folder on the way
 * leaves the file absent, and a symlink itself is refused.
 */
async function fileAtCommit(cwd, commit, path, maxBytes) {
    const parts = path.split('/').filter((part) => part !== '' && part !== '.');
    if (path.startsWith('/') || parts.length === 0 || parts.includes('..'))
        return { kind: 'refused', why: 'the path is not inside the repository' };
    if (parts.some((part) => /^\.(git|hg|svn)$/i.test(part)))
        return { kind: 'refused', why: 'the path is inside a version-control folder' };
    // --literal-pathspecs: a name such as ":(glob)**" is a file name, never pathspec magic.
    const listed = await git(cwd, ['--literal-pathspecs', 'ls-tree', '-z', '-l', '--end-of-options', commit, '--', parts.join('/')]);
    const entry = /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t/.exec(listed);
    if (!entry)
        return { kind: 'absent' };
    const [, mode, type, object, size] = entry;
    if (mode === '120000')
        return { kind: 'refused', why: 'it is a symlink' };
    if (type !== 'blob')
        return { kind: 'refused', why: `it is a ${type === 'tree' ? 'folder' : type}, not a file` };
    if (Number(size) > maxBytes)
        return { kind: 'refused', why: `it is ${size} bytes, more than the limit of ${maxBytes}` };
    return { kind: 'file', bytes: await gitBytes(cwd, ['cat-file', 'blob', object], maxBytes) };
}
/** Runs git for a file's bytes, as they are, at most `maxBytes` of them. */
function gitBytes(cwd, args, maxBytes) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', [...args], { cwd, encoding: 'buffer', maxBuffer: maxBytes, timeout: GIT_TIMEOUT_MS, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(`git ${args.join(' ')} failed: ${(stderr.toString('utf8') || error.message).trim().split('\n')[0]}`));
            else
                resolve(stdout);
        });
    });
}


/***/ })

};

})
