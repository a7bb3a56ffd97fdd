export const id = 870;
export const ids = [870];
export const modules = {

/***/ 870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run_run)
});

// UNUSED EXPORTS: uploadTarget

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/catalogue/open.ts
var catalogue_open = __webpack_require__(5037);
// EXTERNAL MODULE: ./src/catalogue/package-root.ts
var package_root = __webpack_require__(5726);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/catalogue/release.ts
/**
 * What a release is, decided in one place: a version X.Y.Z is released when CHANGELOG.md has a dated
 * section for it ("## [X.Y.Z] - YYYY-MM-DD"). The release workflow (scripts/release.ts) refuses to tag
 * a version without one, so a build whose version has such a section is one the tag vX.Y.Z points at,
 * and its reports link to that tag's docs; any other build links to main.
 */
/** A release tag as the release workflow accepts it: vX.Y.Z, no pre-release or build suffix. */
const TAG = /^v(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;
function parseReleaseTag(tag) {
    const match = TAG.exec(tag);
    if (!match)
        throw new Error(`${JSON.stringify(tag)} is not a release tag: release tags are vX.Y.Z (for example v1.2.3), with no suffix.`);
    return { tag, version: tag.slice(1), majorTag: `v${match[1]}` };
}
/**
 * The body of the CHANGELOG section "## [version] - date", without its heading, up to the next "## "
 * heading; undefined when there is no dated section for the version.
 */
function changelogSection(changelog, version) {
    const lines = changelog.split(/\r?\n/);
    const heading = `## [${version}] - `;
    const start = lines.findIndex((line) => line.startsWith(heading) && /^\d{4}-\d{2}-\d{2}$/.test(line.slice(heading.length).trim()));
    if (start === -1)
        return undefined;
    const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    // Link references ("[1.2.3]: https://...") at the end of the file belong to no section.
    const body = lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => !/^\[[^\]]+\]: /.test(line));
    return body.join('\n').trim();
}
/** The git ref whose docs describe a build of `version`: its release tag, or main when it is not released. */
function docsRef(version, changelog) {
    return changelog !== undefined && TAG.test(`v${version}`) && changelogSection(changelog, version) !== undefined ? `v${version}` : 'main';
}

;// CONCATENATED MODULE: ./src/catalogue/report-context.ts




const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';
/** Where a rule's generated page is published at a git ref (a release tag, or main). */
function ruleDocUrl(ruleId, ref) {
    return `${REPOSITORY_URL}/blob/${ref}/docs/rules/${ruleId}.md`;
}
/** The ref whose docs describe the installed package: its release tag when CHANGELOG.md says it is released (see release.ts). */
function packageDocsRef() {
    let changelog;
    try {
        changelog = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'CHANGELOG.md'), 'utf8');
    }
    catch {
        changelog = undefined;
    }
    return docsRef((0,package_root/* packageVersion */.T)(), changelog);
}
/** Reporter context backed by the installed package: its version and its generated rule pages. */
function packageReportContext(catalogue) {
    const toolVersion = (0,package_root/* packageVersion */.T)();
    // CHANGELOG.md is read for the first link a report prints: a clean run's text report prints none.
    let ref;
    const pages = new Map();
    return {
        toolVersion,
        catalogue,
        ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, (ref ??= packageDocsRef())),
        ruleHelpMarkdown(ruleId) {
            if (!pages.has(ruleId)) {
                let page;
                try {
                    page = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'docs', 'rules', `${ruleId}.md`), 'utf8');
                }
                catch {
                    page = undefined;
                }
                pages.set(ruleId, page);
            }
            return pages.get(ruleId);
        },
    };
}

// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/runner/discover.ts
var discover = __webpack_require__(4299);
// EXTERNAL MODULE: ./src/engine/finding.ts
var finding = __webpack_require__(1247);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/util/file-names.ts
var file_names = __webpack_require__(3609);
;// CONCATENATED MODULE: ./src/runner/git-changes.ts
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
        (0,external_node_child_process_.execFile)('git', [...args], {
            cwd,
            encoding: 'buffer',
            maxBuffer: 256 * 1024 * 1024,
            timeout: GIT_TIMEOUT_MS,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
        }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(`git ${args.join(' ')} failed: ${(stderr.toString('utf8') || error.message).trim().split('\n')[0]}`));
            else
                resolve((0,file_names/* decodeFileName */.qL)(stdout));
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
        (0,external_node_child_process_.execFile)('git', [...args], { cwd, encoding: 'buffer', maxBuffer: maxBytes, timeout: GIT_TIMEOUT_MS, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(`git ${args.join(' ')} failed: ${(stderr.toString('utf8') || error.message).trim().split('\n')[0]}`));
            else
                resolve(stdout);
        });
    });
}

// EXTERNAL MODULE: ./src/runner/read.ts
var runner_read = __webpack_require__(9808);
// EXTERNAL MODULE: ./src/engine/session.ts + 8 modules
var session = __webpack_require__(742);
;// CONCATENATED MODULE: ./src/engine/outcome.ts
/** Whether a run passes: shared by the CLI's exit code and the action's status. */


const FAIL_ON = ['error', 'warning', 'note', 'never'];
const RANK = { error: 0, warning: 1, note: 2 };
function isFailOn(value) {
    return FAIL_ON.includes(value);
}
/** True when some finding reaches the fail-on level, kept or left out of the report (FileResult.omitted). */
function reachesFailLevel(results, failOn) {
    if (failOn === 'never')
        return false;
    const levels = finding/* LEVELS */.A_.filter((level) => RANK[level] <= RANK[failOn]);
    return results.some((r) => r.findings.some((f) => RANK[f.level] <= RANK[failOn]) || levels.some((level) => (r.omitted?.[level] ?? 0) > 0));
}
/** An internal error means some check did not run: never a success, whatever fail-on says. */
function hasInternalError(results) {
    return results.some((r) => r.findings.some((f) => f.ruleId === session/* INTERNAL_RULE */.lH));
}

// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/runner/baseline.ts
/**
 * The baseline (`.mcpdesc-baseline.json`): the findings a repository already had when it adopted
 * mcpdesc, so that a required check fails only on new ones. An entry is a rule, a file, a fingerprint
 * and how many findings share them. The fingerprint hashes the finding's rule, JSON Pointer (array
 * indexes left out) and message, not its line: lines added above a finding, or an item inserted before
 * it in a list, do not make it new. All is pure but `loadBaseline`.
 */







const VERSION = 1;
class BaselineError extends Error {
}
/** What stays stable about a finding when lines move: its rule, its place in the document but for array indexes, and its message. */
function baselineFingerprint(finding) {
    const place = finding.pointer
        .split('/')
        .map((segment) => (/^[0-9]+$/.test(segment) ? '*' : segment))
        .join('/');
    return (0,external_node_crypto_.createHash)('sha256').update(`${finding.ruleId}\u0000${place}\u0000${finding.message}`).digest('hex').slice(0, 16);
}
const keyOf = (rule, file, fingerprint) => `${file}\u0000${rule}\u0000${fingerprint}`;
/** The baseline of every finding reported (suppressed ones are accepted already). */
function buildBaseline(results) {
    const counts = new Map();
    for (const finding of results.flatMap((r) => r.findings)) {
        const fingerprint = baselineFingerprint(finding);
        const key = keyOf(finding.ruleId, finding.path, fingerprint);
        const entry = counts.get(key);
        if (entry)
            entry.count++;
        else
            counts.set(key, { rule: finding.ruleId, file: finding.path, fingerprint, count: 1 });
    }
    return { entries: sorted([...counts.values()]) };
}
function formatBaseline(baseline) {
    return `${JSON.stringify({ version: VERSION, findings: baseline.entries }, null, 2)}\n`;
}
/** A baseline is a list of findings; one larger than this is a mistake or an attack. */
const MAX_BASELINE_BYTES = 32 * 1024 * 1024;
/**
 * Reads the baseline `file` (named by `option` in errors, which must exist) or, when none is named,
 * `.mcpdesc-baseline.json` in `cwd` if there is one; undefined when there is none. Read under the policy
 * linted files are read under: it comes from the pull request too.
 */
function loadBaseline(file, cwd, option) {
    const text = readBaselineText(file, cwd, option);
    return text === undefined ? undefined : parseBaseline(text, file ?? DEFAULT_BASELINE_FILE);
}
/** The baseline file's text (see loadBaseline), or undefined when none is named and there is none. */
function readBaselineText(file, cwd, option) {
    const name = file ?? defaults/* DEFAULT_BASELINE_FILE */.vy;
    const path = (0,external_node_path_.resolve)(cwd, name);
    if (!(0,external_node_fs_.existsSync)(path)) {
        if (file === undefined)
            return undefined;
        throw new BaselineError(`${option}: there is no ${name}. Write one with "mcpdesc baseline", or check the path.`);
    }
    const read = (0,runner_read/* readDescriptor */.qq)(path, cwd, MAX_BASELINE_BYTES);
    if (!read.ok)
        throw new BaselineError(`cannot read the baseline ${name} (${read.message.replace(/\.$/, '')}). Check the ${option} path.`);
    return read.text;
}
/** Reads a baseline file's text strictly; `source` names it in errors. */
function parseBaseline(text, source) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        throw new BaselineError(`${source}: not valid JSON (${error.message}). Write it again with "mcpdesc baseline".`);
    }
    if (!(0,json/* isObject */.Gv)(raw) || raw.version !== VERSION || !Array.isArray(raw.findings))
        throw new BaselineError(`${source}: not an mcpdesc baseline (expected {"version": 1, "findings": [...]}). Write it again with "mcpdesc baseline".`);
    const entries = raw.findings.map((entry, index) => {
        const ok = (0,json/* isObject */.Gv)(entry) &&
            typeof entry.rule === 'string' &&
            typeof entry.file === 'string' &&
            typeof entry.fingerprint === 'string' &&
            Number.isInteger(entry.count) &&
            entry.count > 0;
        if (!ok)
            throw new BaselineError(`${source}: findings[${index}] must be {"rule", "file", "fingerprint", "count" (a whole number from 1)}, not ${(0,json/* shown */.SP)(entry)}. Write it again with "mcpdesc baseline".`);
        return { rule: entry.rule, file: entry.file, fingerprint: entry.fingerprint, count: entry.count };
    });
    return { entries };
}
/**
 * Findings the baseline holds are suppressed (kind `external`), up to each entry's count, in report
 * order; any beyond it are new. Entries of files that were not checked (a `--changed-since` run) are not stale.
 */
function applyBaseline(results, baseline, source) {
    const left = new Map();
    for (const entry of baseline.entries) {
        const key = keyOf(entry.rule, entry.file, entry.fingerprint);
        const known = left.get(key);
        left.set(key, { ...entry, count: entry.count + (known?.count ?? 0) });
    }
    const justification = `in the baseline (${source}): accepted when mcpdesc was adopted`;
    const updated = results.map((result) => {
        const findings = [];
        const suppressed = [...(result.suppressed ?? [])];
        for (const finding of result.findings) {
            const entry = left.get(keyOf(finding.ruleId, finding.path, baselineFingerprint(finding)));
            if (entry && entry.count > 0) {
                entry.count--;
                suppressed.push({ ...finding, suppression: { kind: 'external', justification } });
            }
            else {
                findings.push(finding);
            }
        }
        return { ...result, findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
    });
    const checked = new Set(results.filter((r) => r.skipped === undefined).map((r) => r.path));
    const stale = sorted([...left.values()].filter((e) => e.count > 0 && checked.has(e.file)));
    return { results: updated, stale };
}
/** The entries `head` has beyond `base` (counts beyond base's): what a change to the baseline would newly accept. */
function baselineAdded(head, base) {
    const had = new Map();
    for (const entry of base?.entries ?? []) {
        const key = keyOf(entry.rule, entry.file, entry.fingerprint);
        had.set(key, (had.get(key) ?? 0) + entry.count);
    }
    return less(head.entries, had);
}
/** The baseline without its stale entries (`mcpdesc baseline --update`): it never gains new findings. */
function pruneBaseline(baseline, stale) {
    return less(baseline.entries, new Map(stale.map((e) => [keyOf(e.rule, e.file, e.fingerprint), e.count])));
}
/** What is left of `entries` once the counts `taken` holds by key are taken from them, each count taken once. */
function less(entries, taken) {
    const left = [];
    for (const entry of entries) {
        const key = keyOf(entry.rule, entry.file, entry.fingerprint);
        const spent = Math.min(taken.get(key) ?? 0, entry.count);
        taken.set(key, (taken.get(key) ?? 0) - spent);
        if (entry.count > spent)
            left.push({ ...entry, count: entry.count - spent });
    }
    return { entries: sorted(left) };
}
/** What a run says about stale entries, so the baseline shrinks as findings are fixed. */
function staleMessage(stale, source) {
    const count = stale.reduce((n, e) => n + e.count, 0);
    const files = [...new Set(stale.map((e) => e.file))];
    const shownFiles = files.slice(0, 5).join(', ') + (files.length > 5 ? ` and ${files.length - 5} more` : '');
    return `${count} ${count === 1 ? 'finding' : 'findings'} in ${source} ${count === 1 ? 'is' : 'are'} fixed (${shownFiles}): run "mcpdesc baseline --update" to remove ${count === 1 ? 'it' : 'them'}, so ${count === 1 ? 'it does' : 'they do'} not hide a new finding later.`;
}
function sorted(entries) {
    return entries.sort((a, b) => cmp(a.file, b.file) || cmp(a.rule, b.rule) || cmp(a.fingerprint, b.fingerprint));
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// EXTERNAL MODULE: ./src/runner/run.ts + 13 modules
var run = __webpack_require__(4764);
;// CONCATENATED MODULE: ./src/runner/by-change.ts

function touchesChange(finding, changed) {
    return changed.has(finding.path) || (finding.related ?? []).some((place) => changed.has(place.path));
}
/** An internal error belongs to every run: a check that did not run is never an old finding. */
function belongs(finding, changed) {
    return finding.ruleId === session/* INTERNAL_RULE */.lH || touchesChange(finding, changed);
}
function byChange(results, changed, dependents = new Map()) {
    const old = [];
    let unchangedFiles = 0;
    let dependentFiles = 0;
    const judged = results.map((result) => {
        if (changed.has(result.path))
            return result;
        if (dependents.has(result.path)) {
            if (result.skipped === undefined)
                dependentFiles++;
            return result;
        }
        if (result.skipped === undefined)
            unchangedFiles++;
        const findings = [];
        for (const finding of result.findings)
            (belongs(finding, changed) ? findings : old).push(finding);
        const suppressed = (result.suppressed ?? []).filter((finding) => belongs(finding, changed));
        const { suppressed: _, ...rest } = result;
        return { ...rest, findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
    });
    return { judged, old, unchangedFiles, dependentFiles };
}

// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __webpack_require__(856);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/runner/budget.ts
var budget = __webpack_require__(8821);
// EXTERNAL MODULE: ./src/formats/loaders.ts + 1 modules
var loaders = __webpack_require__(9189);
;// CONCATENATED MODULE: ./src/report/summary-counts.ts
/** Counts every reporter shows: findings by level, and the files checked, by format. */


function countFindings(results) {
    const checked = (0,finding/* checkedFiles */.$5)(results);
    const counts = { error: 0, warning: 0, note: 0, files: checked.length, filesWithFindings: 0, omitted: 0 };
    for (const result of checked) {
        const { omitted } = result;
        const left = omitted ? omitted.error + omitted.warning + omitted.note : 0;
        if (result.findings.length > 0 || left > 0)
            counts.filesWithFindings++;
        for (const finding of result.findings)
            counts[finding.level]++;
        if (!omitted)
            continue;
        for (const level of finding/* LEVELS */.A_)
            counts[level] += omitted[level];
        counts.omitted += left;
    }
    return counts;
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
/** "1 descriptor, 2 Claude Code configs" for the files checked, in the order formats are listed. */
function filesByFormat(results) {
    const counts = new Map();
    for (const result of (0,finding/* checkedFiles */.$5)(results))
        counts.set(result.format, (counts.get(result.format) ?? 0) + 1);
    return [...counts.entries()]
        .sort(([a], [b]) => formatOrder(a) - formatOrder(b))
        .map(([id, count]) => {
        const noun = id === null ? undefined : (0,loaders/* formatInfoById */.Uk)(id)?.noun;
        return `${count} ${noun ? (count === 1 ? noun.one : noun.other) : count === 1 ? 'other file' : 'other files'}`;
    })
        .join(', ');
}
/** "4 MCP files checked: 1 descriptor, 2 Claude Code configs" (or "0 MCP files checked"). */
function checkedSummary(results) {
    const count = (0,finding/* checkedFiles */.$5)(results).length;
    const breakdown = filesByFormat(results);
    return `${plural(count, 'MCP file')} checked${breakdown ? `: ${breakdown}` : ''}`;
}
/** Formats in the registry's order; files of no format last. */
function formatOrder(id) {
    const index = id === null ? -1 : loaders/* FORMAT_INFOS */.MV.findIndex((f) => f.id === id);
    return index === -1 ? loaders/* FORMAT_INFOS */.MV.length : index;
}
/** What a changed-files run says of the findings it does not count. */
function oldMessage(count) {
    const are = count === 1 ? 'is' : 'are';
    return `${plural(count, 'older finding')} in MCP files this change did not touch (re-checked because a package manifest beside them changed) ${are} not counted: ${count === 1 ? 'it does' : 'they do'} not fail this step, and the SARIF file keeps ${count === 1 ? 'it' : 'them'} as before for code scanning.`;
}

;// CONCATENATED MODULE: ./src/report/left-out.ts


/** The findings the results left out, summed; undefined when none were. */
function leftOut(results) {
    let sum;
    for (const { omitted } of results) {
        if (!omitted)
            continue;
        sum ??= { error: 0, warning: 0, note: 0, suppressed: 0 };
        sum.error += omitted.error;
        sum.warning += omitted.warning;
        sum.note += omitted.note;
        sum.suppressed += omitted.suppressed;
    }
    return sum;
}
/** One sentence on the findings left out, or undefined when none were. */
function leftOutMessage(results) {
    const sum = leftOut(results);
    if (!sum)
        return undefined;
    const reported = sum.error + sum.warning + sum.note;
    const what = [
        ...(reported > 0 ? [`${plural(reported, 'finding')} (${plural(sum.error, 'error')}, ${plural(sum.warning, 'warning')}, ${plural(sum.note, 'note')})`] : []),
        ...(sum.suppressed > 0 ? [plural(sum.suppressed, 'suppressed finding')] : []),
    ].join(' and ');
    return `${what} ${reported + sum.suppressed === 1 ? 'was' : 'were'} left out of this report: mcpdesc keeps at most ${count(budget/* KEPT_PER_FILE */.Ah)} findings of a file and ${count(budget/* KEPT_PER_RUN */.vc)} of a run, the most severe first, so that its memory stays bounded. They count in the totals and toward fail-on. Fix the problem that repeats most, or check the files with the most findings on their own.`;
}
function count(n) {
    return n.toLocaleString('en-US');
}

;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * SARIF 2.1.0 for GitHub code scanning: one run, every rule that can fire in tool.driver.rules with
 * its documentation, and results with repo-relative locations, full regions, the JSON Pointer as a
 * logical location and codeql-compatible fingerprints.
 */





const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcpdesc/mcpdesc';
/** GitHub shows at most 10 tags per rule (and rejects more than 20). */
const MAX_TAGS = 10;
/** GitHub's limits for one SARIF upload, with room to spare. */
const SARIF_LIMITS = { maxResults: 25_000, maxGzipBytes: 9_500_000 };
function buildSarif(results, context, options = {}) {
    const rules = context.catalogue.rules;
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    // Suppressed findings come last: they are the first left out when a report must shrink.
    const all = [...results.flatMap((r) => r.findings).sort(finding/* compareFindings */.Eg), ...results.flatMap((r) => r.suppressed ?? []).sort(finding/* compareFindings */.Eg)];
    const findings = all.slice(0, options.maxResults ?? SARIF_LIMITS.maxResults);
    // Left out to fit GitHub's limits, and left out of the run's kept findings before (src/runner/budget.ts).
    const cut = all.length - findings.length;
    const dropped = leftOut(results);
    const omitted = cut + (dropped ? dropped.error + dropped.warning + dropped.note + dropped.suppressed : 0);
    const droppedNote = leftOutMessage(results);
    const notes = [...(cut > 0 ? [omittedMessage(cut, all.length)] : []), ...(droppedNote ? [droppedNote] : [])];
    // Artifacts are the files analysed; files skipped as no MCP file are not part of the analysis.
    const analysed = (0,finding/* checkedFiles */.$5)(results);
    const artifactIndex = new Map(analysed.map((r, i) => [r.path, i]));
    // Once per file, not per finding: the results of a file share it (the object is only written out).
    const locations = new Map();
    const locate = (path) => {
        let location = locations.get(path);
        if (!location)
            locations.set(path, (location = artifactLocation(path, options.rootUri)));
        return location;
    };
    const resultLocations = new Map();
    const resultLocation = (path) => {
        let location = resultLocations.get(path);
        if (!location) {
            const index = artifactIndex.get(path);
            resultLocations.set(path, (location = index === undefined ? { ...locate(path) } : { ...locate(path), index }));
        }
        return location;
    };
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcpdesc',
                        semanticVersion: context.toolVersion,
                        informationUri: INFORMATION_URI,
                        rules: rules.map((rule) => sarifRule(rule, context)),
                    },
                },
                ...(options.category ? { automationDetails: { id: options.category.endsWith('/') ? options.category : `${options.category}/` } } : {}),
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository.' } } },
                columnKind: 'utf16CodeUnits',
                artifacts: analysed.map((r) => ({
                    location: locate(r.path),
                    ...(r.format ? { properties: { format: r.format, ...(r.version ? { version: r.version } : {}) } } : {}),
                })),
                results: findings.map((finding) => sarifResult(finding, index.get(finding.ruleId), resultLocation)),
                ...(omitted > 0
                    ? {
                        properties: { 'mcpdesc/omittedResults': omitted },
                        invocations: [
                            {
                                executionSuccessful: true,
                                toolExecutionNotifications: notes.map((text) => ({ level: 'warning', message: { text } })),
                            },
                        ],
                    }
                    : {}),
            },
        ],
    };
}
/** What a report says when it leaves findings out (the most severe are kept). */
function omittedMessage(omitted, total) {
    return `${omitted} of ${total} findings were left out of this report to stay within GitHub's limits for one upload; the most severe were kept. Run mcpdesc locally (or with --format json) for all of them.`;
}
function formatSarif(results, context, options = {}) {
    return sarifReport(results, context, options).text;
}
/** The SARIF file, made smaller (fewer results, the most severe kept) until it fits GitHub's size limit gzipped. */
function sarifReport(results, context, options = {}) {
    const maxGzip = options.maxGzipBytes ?? SARIF_LIMITS.maxGzipBytes;
    const total = results.reduce((n, r) => n + r.findings.length + (r.suppressed?.length ?? 0), 0);
    let maxResults = Math.min(total, options.maxResults ?? SARIF_LIMITS.maxResults);
    for (;;) {
        const text = `${JSON.stringify(buildSarif(results, context, { ...options, maxResults }), null, 2)}\n`;
        // Gzip never grows text by much, so only a large file needs measuring: first at the fastest level
        // (twice zlib's default speed), whose output is larger than the default's in practice; fitting at
        // it with a margin is fitting, and any other report is measured as uploaded.
        if (text.length <= maxGzip || maxResults === 0 || fitsGzipped(text, maxGzip))
            return { text, omitted: total - maxResults };
        maxResults = Math.floor(maxResults / 2);
    }
}
/** Whether the report fits in `maxGzip` bytes gzipped. */
function fitsGzipped(text, maxGzip) {
    // Encoding the text flattens it (the JSON and its newline) in place, once: the report written next
    // is then that one copy, not a second one made while the first is still held.
    const bytes = Buffer.from(text);
    // The margin covers deflate's heuristics, which do not promise the default level is never larger.
    return (0,external_node_zlib_.gzipSync)(bytes, { level: external_node_zlib_.constants.Z_BEST_SPEED }).length <= maxGzip - (maxGzip >> 6) || (0,external_node_zlib_.gzipSync)(bytes).length <= maxGzip;
}
function sarifRule(rule, context) {
    const tags = [...new Set([...rule.tags, rule.owner === 'mcp' ? 'mcp-spec' : 'mcpdesc', rule.family])].slice(0, MAX_TAGS);
    const security = rule.tags.includes('security');
    const markdown = context.ruleHelpMarkdown(rule.id);
    return {
        id: rule.id,
        name: pascalCase(rule.id),
        shortDescription: { text: limit(rule.title) },
        fullDescription: { text: limit(rule.statement) },
        help: {
            text: limit(`${rule.statement} ${rule.summary} How to fix: ${rule.fix}`, 8000),
            ...(markdown ? { markdown } : {}),
        },
        helpUri: context.ruleHelpUri(rule.id),
        defaultConfiguration: { level: rule.level },
        properties: {
            tags,
            // The MCP file formats (src/formats) the rule checks.
            formats: rule.formats,
            precision: 'very-high',
            ...(security ? { 'security-severity': rule.level === 'error' ? '7.5' : '5.0' } : {}),
        },
    };
}
/**
 * Paths inside the root are relative to %SRCROOT%; code scanning cannot place `../x` there, so a
 * path outside it (the CLI run on a sibling folder) is written as an absolute file:// URI.
 */
function artifactLocation(path, rootUri) {
    const outside = path.startsWith('../') || path === '..' || path.startsWith('/');
    if (outside && rootUri)
        return { uri: new URL((0,file_names/* uriPath */.kq)(path), rootUri).href };
    return { uri: (0,file_names/* uriPath */.kq)(path), uriBaseId: '%SRCROOT%' };
}
/** One result, its properties set in the order SARIF viewers show them; built without spreads, as a report may hold 25,000. */
function sarifResult(finding, ruleIndex, at) {
    const message = { text: finding.message };
    const locations = [
        {
            physicalLocation: { artifactLocation: at(finding.path), region: region(finding.range) },
            // Shown to people in viewers, so a key's bidirectional or control characters are escaped like in messages.
            logicalLocations: [{ fullyQualifiedName: finding.pointer === '' ? '/' : (0,printable/* escapeUnprintable */.O8)(finding.pointer), kind: 'object' }],
        },
    ];
    const result = ruleIndex === undefined
        ? { ruleId: finding.ruleId, level: finding.level, message, locations }
        : { ruleId: finding.ruleId, ruleIndex, level: finding.level, message, locations };
    // The other file a consistency finding disagrees with (package.json beside a server.json).
    if (finding.related) {
        result.relatedLocations = finding.related.map((related, id) => ({
            id,
            physicalLocation: { artifactLocation: at(related.path), region: region(related.range) },
            message: { text: related.message },
        }));
    }
    if (finding.fingerprint)
        result.partialFingerprints = { primaryLocationLineHash: finding.fingerprint };
    // Code scanning shows a result with an accepted suppression as dismissed, with the justification.
    if (finding.suppression) {
        result.suppressions = [{ kind: finding.suppression.kind, status: 'accepted', justification: (0,printable/* escapeUnprintable */.O8)(finding.suppression.justification) }];
    }
    // The certain fix (mcpdesc lint --fix): exact regions, an empty one for an insertion.
    if (finding.fix) {
        const { description, edits } = finding.fix;
        const replacements = edits.map((edit) => ({ deletedRegion: exactRegion(edit.range), insertedContent: { text: edit.text } }));
        result.fixes = [{ description: { text: description }, artifactChanges: [{ artifactLocation: at(finding.path), replacements }] }];
    }
    return result;
}
function exactRegion({ start, end }) {
    return { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
}
function region({ start, end }) {
    return {
        startLine: start.line,
        startColumn: start.column,
        endLine: end.line,
        // SARIF end columns are exclusive; an empty region still covers one character.
        endColumn: end.line === start.line ? Math.max(end.column, start.column + 1) : end.column,
    };
}
function pascalCase(id) {
    return id
        .split(/[.\-_]/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
}
/** GitHub rejects descriptions over 1024 characters. */
function limit(text, max = 1024) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts
/**
 * The job summary (Markdown): the verdict first, then what was checked, counts by level, a table of
 * findings linking each to its line at the analysed commit and to its rule page, the files checked with
 * their format and version, notes such as why upload was skipped, and how to reproduce the run locally.
 */




/** Keeps the summary far below GitHub's 1 MiB limit per step. */
const SUMMARY_ROWS = 200;
/** GitHub drops a step summary over 1 MiB (1,048,576 bytes): the whole summary stays below this. */
const MAX_SUMMARY_BYTES = 1_000_000;
/** Bytes the findings table may take at most. */
const MAX_TABLE_BYTES = 600_000;
/** Bytes the files-checked and not-checked tables may take each. */
const MAX_FILES_TABLE_BYTES = 120_000;
/** Bytes the preface (a pull request's changes to its own check) may take. */
const MAX_PREFACE_BYTES = 60_000;
/** Characters of one note or of the reproduce command. */
const MAX_NOTE_CHARS = 8_000;
/** A link longer than this is left out (the path is still shown): a long non-ASCII path is 9 bytes a character as %XX. */
const MAX_LINK_CHARS = 2_000;
/** Characters of a path shown: a longer one keeps its start and end. */
const MAX_PATH_CHARS = 300;
/** More files checked than this, and their list starts collapsed. */
const OPEN_FILE_LIST = 10;
const ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' };
function formatSummary(results, options) {
    const counts = countFindings(results);
    const suppressed = results.reduce((n, r) => n + (r.suppressed?.length ?? 0), 0);
    const findings = results.flatMap((r) => r.findings).sort(finding/* compareFindings */.Eg);
    const maxRows = options.maxRows ?? SUMMARY_ROWS;
    const head = [
        options.category ? `## mcpdesc: ${cell(options.category)}` : '## mcpdesc',
        '',
        verdictLine(counts.error + counts.warning + counts.note, suppressed, options.verdict),
        '',
        ...within(options.preface ?? [], MAX_PREFACE_BYTES, '…and more, left out to keep the summary within its size limit.'),
        `${checkedSummary(results)} (${options.scope}).`,
        '',
        '| errors | warnings | notes |',
        '|---:|---:|---:|',
        `| ${counts.error} | ${counts.warning} | ${counts.note} |`,
        '',
        ...(suppressed > 0 ? [`🔕 ${suppressedMessage(suppressed)}`, ''] : []),
        ...(options.old ? [`ℹ️ ${oldMessage(options.old)}`, ''] : []),
    ];
    const tail = [...checkedSection(results, maxRows, options), ...skippedSection(results, maxRows)];
    for (const note of options.notes ?? [])
        tail.push(note.length > MAX_NOTE_CHARS ? `${note.slice(0, MAX_NOTE_CHARS)}…` : note, '');
    if (options.alertsUrl)
        tail.push(`[Code-scanning alerts for this pull request](${options.alertsUrl})`, '');
    if (options.reproduce && options.reproduce.length <= MAX_NOTE_CHARS) {
        // A fence longer than any run of backticks in the command, so nothing in it can end the block.
        const fence = '`'.repeat(Math.max(3, ...[...options.reproduce.matchAll(/`+/g)].map((m) => m[0].length + 1)));
        tail.push('Reproduce locally, in a clone:', '', `${fence}sh`, options.reproduce, fence, '');
    }
    // GitHub drops a step summary over 1 MiB entirely: the findings table gets what the rest leaves, up to its own cap.
    const table = findingsTable(findings, maxRows, Math.min(MAX_TABLE_BYTES, MAX_SUMMARY_BYTES - bytesOf(head) - bytesOf(tail) - 200), options);
    return [...head, ...table, ...tail].join('\n');
}
/** The findings, most severe first, as table rows within `maxBytes`; the rest are counted. */
function findingsTable(findings, maxRows, maxBytes, options) {
    if (findings.length === 0)
        return [];
    const out = ['| level | location | rule | message |', '|---|---|---|---|'];
    let bytes = bytesOf(out);
    let shown = 0;
    for (const finding of findings.slice(0, maxRows)) {
        const line = row(finding, options);
        bytes += Buffer.byteLength(line) + 1;
        if (bytes > maxBytes)
            break;
        out.push(line);
        shown++;
    }
    if (findings.length > shown)
        out.push('', `…and ${plural(findings.length - shown, 'more finding')}, in the SARIF file and the workflow log.`);
    out.push('');
    return out;
}
/** Lines up to `maxBytes`, then `more` in place of the rest. */
function within(lines, maxBytes, more) {
    const out = [];
    let bytes = 0;
    for (const line of lines) {
        bytes += Buffer.byteLength(line) + 1;
        if (bytes > maxBytes)
            return [...out, more, ''];
        out.push(line);
    }
    return out;
}
function bytesOf(lines) {
    return lines.reduce((n, line) => n + Buffer.byteLength(line) + 1, 0);
}
/** Suppressed findings are never left unsaid: "no problems found" must not hide them. */
function suppressedMessage(count) {
    return `${plural(count, 'suppressed finding')} (baseline, \`ignore:\` entries or comments) ${count === 1 ? 'is' : 'are'} not counted: the SARIF file holds ${count === 1 ? 'it' : 'them'} as dismissed.`;
}
function verdictLine(findings, suppressed, verdict) {
    if (verdict.failures.length > 0)
        return `❌ **Failed:** ${cell(verdict.failures.join(' '))}`;
    if (findings === 0 && suppressed > 0)
        return `✅ **Passed:** no problems found but ${plural(suppressed, 'suppressed finding')}.`;
    if (findings === 0)
        return '✅ **Passed:** no problems found.';
    return verdict.failOn === 'never'
        ? '✅ **Passed:** findings do not fail this step (fail-on: never).'
        : `✅ **Passed:** no finding reaches fail-on: ${verdict.failOn}.`;
}
/** Every file checked, with its format and the version it declares; folded away when the list is long. */
function checkedSection(results, maxRows, options) {
    const checked = (0,finding/* checkedFiles */.$5)(results);
    if (checked.length === 0)
        return [];
    const rows = checked.slice(0, maxRows).map((result) => {
        const format = result.format === null ? 'other' : ((0,loaders/* formatInfoById */.Uk)(result.format)?.noun.one ?? result.format);
        return `| ${linked(pathCell(result.path), result.path, '', options)} | ${cell(format)} | ${cell(result.version ?? '—')} |`;
    });
    return [
        `<details${checked.length <= OPEN_FILE_LIST ? ' open' : ''}><summary>Files checked: ${checked.length}</summary>`,
        '',
        '| file | format | version |',
        '|---|---|---|',
        ...cappedRows(rows, checked.length, 'more file'),
        '',
        '</details>',
        '',
    ];
}
/** Files looked at but not checked, folded away: they explain a count, they are not findings. */
function skippedSection(results, maxRows) {
    const skipped = results.filter((r) => r.skipped !== undefined);
    if (skipped.length === 0)
        return [];
    const rows = skipped.slice(0, maxRows).map((result) => `| ${pathCell(result.path)} | ${cell(result.skipped ?? '')} |`);
    return [
        `<details><summary>Not checked: ${plural(skipped.length, 'file')}</summary>`,
        '',
        '| file | why |',
        '|---|---|',
        ...cappedRows(rows, skipped.length, 'more file'),
        '',
        '</details>',
        '',
    ];
}
/** Table rows within MAX_FILES_TABLE_BYTES, and a line that counts the `total - shown` left out. */
function cappedRows(rows, total, noun) {
    const out = [];
    let bytes = 0;
    for (const line of rows) {
        bytes += Buffer.byteLength(line) + 1;
        if (bytes > MAX_FILES_TABLE_BYTES)
            break;
        out.push(line);
    }
    return total > out.length ? [...out, '', `…and ${plural(total - out.length, noun)}, left out of this summary.`] : out;
}
/** A path in a table cell or a line: printable, escaped, and at most MAX_PATH_CHARS long (its start and end kept). */
function pathCell(path) {
    const shown = [...(0,file_names/* printablePath */.Vj)(path)];
    return cell(shown.length <= MAX_PATH_CHARS ? shown.join('') : `${shown.slice(0, 100).join('')}…${shown.slice(-(MAX_PATH_CHARS - 101)).join('')}`);
}
/** `text` linked to the file at the analysed commit, when the blob URL is known and the link is not too long. */
function linked(text, path, fragment, options) {
    if (!options.blobUrl)
        return text;
    const url = `${options.blobUrl}${(0,file_names/* uriPath */.kq)(path)}${fragment}`;
    return url.length <= MAX_LINK_CHARS ? `[${text}](${url})` : text;
}
function row(finding, options) {
    const rule = `[${cell(finding.ruleId)}](${options.context.ruleHelpUri(finding.ruleId)})`;
    // The other places a finding is about (the package.json a server.json disagrees with), linked as the finding is.
    const seeAlso = (finding.related ?? [])
        .map((r) => `<br>see also ${place(r.path, r.range.start.line, r.range.start.column, options)}: ${cell(r.message)}`)
        .join('');
    return `| ${ICON[finding.level]} ${finding.level} | ${place(finding.path, finding.range.start.line, finding.range.start.column, options)} | ${rule} | ${cell(finding.message)}${seeAlso} |`;
}
/** `path:line:col`, linked to the line on GitHub when the commit's blob URL is known. */
function place(path, line, column, options) {
    return linked(`${pathCell(path)}:${line}:${column}`, path, `#L${line}`, options);
}
/**
 * Text inside a table cell: no line breaks; pipes, Markdown and HTML markup, entities and math shown
 * literally. GitHub links "name@host.tld" as an e-mail address whatever the escapes ("pkg@1.2.3" in a
 * message became a mailto: link), so an empty comment after each "@" splits the text it would read.
 */
function cell(text) {
    return text
        .replace(/\r?\n|\r/g, ' ')
        .replace(/[\\`*_[\]<>|&~$!#]/g, (c) => `\\${c}`)
        .replace(/@/g, '@<!-- -->');
}

;// CONCATENATED MODULE: ./src/report/text.ts
/**
 * Compiler-style output: `path:line:col level ruleId message`, the source line and a caret; then the
 * files that were not checked and why, and one line that counts the files checked by format.
 */






/** Skipped files listed by name at most; the JSON report lists them all. */
const SKIPPED_SHOWN = 20;
/** SGR codes: red, yellow, cyan for the levels; dim for the rule id. */
const LEVEL_COLOR = { error: '31', warning: '33', note: '36' };
/**
 * Findings per piece of `textChunks`: a run's report is written a piece at a time, never held whole. A
 * piece stays under V8's 128 KiB large-object size (about 700 bytes a finding at most in common runs),
 * so it dies young: pieces of 2,000 findings went to large-object space, where only a full collection
 * frees them, and added 95 MiB to the peak RSS of a 30,000-file run with 210,000 findings.
 */
const CHUNK_FINDINGS = 128;
function formatText(results, options = {}) {
    return [...textChunks(results, options)].join('');
}
/** The text report in pieces whose concatenation is `formatText`'s. */
function* textChunks(results, options = {}) {
    // Everything painted is escaped first (escapeUnprintable), so no text from a file can add or end a colour.
    const paint = (code, text) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
    const findings = results.flatMap((r) => r.findings).sort(finding/* compareByPosition */.mH);
    let out = [];
    let bytes = 0;
    for (const [index, finding] of findings.entries()) {
        if (index > 0 && index % CHUNK_FINDINGS === 0) {
            yield `${out.join('\n')}\n`;
            out = [];
        }
        const color = LEVEL_COLOR[finding.level];
        const block = [
            `${(0,file_names/* printablePath */.Vj)(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${paint(`1;${color}`, finding.level)} ${paint('2', finding.ruleId)} ${(0,printable/* escapeUnprintable */.O8)(finding.message)}`,
        ];
        const lines = excerpt(finding);
        if (options.color && lines.length === 2)
            lines[1] = lines[1].replace(/\^+$/, (carets) => paint(color, carets));
        for (const line of lines)
            block.push(line);
        for (const related of finding.related ?? [])
            block.push(`  see also ${(0,file_names/* printablePath */.Vj)(related.path)}:${related.range.start.line}:${related.range.start.column}: ${(0,printable/* escapeUnprintable */.O8)(related.message)}`);
        block.push('');
        if (options.maxBytes !== undefined) {
            bytes += block.reduce((n, line) => n + Buffer.byteLength(line) + 1, 0);
            if (bytes > options.maxBytes) {
                out.push(`…and ${plural(findings.length - index, 'more finding')}, left out of this log at its cap of ${options.maxBytes / (1024 * 1024)} MiB. mcpdesc lint --format json lists them.`, '');
                break;
            }
        }
        for (const line of block)
            out.push(line);
    }
    for (const line of skippedList(results))
        out.push(line);
    const counts = countFindings(results);
    const problems = counts.error + counts.warning + counts.note;
    // Suppressed findings are only counted here; JSON and SARIF list them.
    const suppressed = results.reduce((n, r) => n + (r.suppressed?.length ?? 0) + (r.omitted?.suppressed ?? 0), 0);
    const hidden = options.hidden ?? 0;
    const fixable = findings.reduce((n, f) => n + (f.fix ? 1 : 0), 0);
    const andSuppressed = `${suppressed > 0 ? ` ${suppressed} suppressed.` : ''}${hidden > 0 ? ` ${hidden} ${hidden === 1 ? 'warning or note' : 'warnings and notes'} not shown (--quiet).` : ''}${fixable > 0 ? ` ${fixable} fixable with --fix.` : ''}`;
    const omitted = leftOutMessage(results);
    if (omitted)
        out.push(omitted, '');
    if (counts.files === 0) {
        out.push(NOTHING_CHECKED);
    }
    else if (problems === 0) {
        out.push(`${checkedSummary(results)}. ${hidden > 0 ? 'No errors.' : 'No problems.'}${andSuppressed}`);
    }
    else {
        out.push(`${plural(problems, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.note, 'note')}) in ${counts.filesWithFindings} of ${checkedSummary(results)}.${andSuppressed}`);
    }
    yield `${out.join('\n')}\n`;
}
/** What "nothing checked" means, so that it never reads as a clean bill; every report format's run says it (cli/report.ts). */
const NOTHING_CHECKED = `0 MCP files checked. mcpdesc looks for ${loaders/* FORMAT_INFOS */.MV.slice(0, 4)
    .map((f) => f.title)
    .join(', ')}, committed tool lists, the tools in server source (TypeScript, Python, Go, C#, Rust, Java) and client configurations (.mcp.json, .vscode/mcp.json and others); name files or folders to check, or set include globs.`;
function skippedList(results) {
    const skipped = results.filter((r) => r.skipped !== undefined);
    if (skipped.length === 0)
        return [];
    const lines = [`Not checked: ${plural(skipped.length, 'file')}.`];
    for (const result of skipped.slice(0, SKIPPED_SHOWN))
        lines.push(`  ${(0,file_names/* printablePath */.Vj)(result.path)}: ${(0,printable/* escapeUnprintable */.O8)(result.skipped ?? '')}`);
    if (skipped.length > SKIPPED_SHOWN)
        lines.push(`  …and ${skipped.length - SKIPPED_SHOWN} more (--format json lists them all).`);
    return [...lines, ''];
}
function excerpt(finding) {
    if (finding.excerpt === undefined)
        return [];
    const { start, end } = finding.range;
    const { text, column } = finding.excerpt;
    const shown = (0,printable/* replaceUnprintable */.L8)(text.replace(/\t/g, ' '));
    const prefix = column > 1 ? '…' : '';
    const caret = Math.max(0, start.column - column);
    const span = end.line === start.line ? end.column - start.column : Number.POSITIVE_INFINITY;
    // Columns are UTF-16 code units; the caret goes under them as a terminal shows them (CJK takes two).
    const before = (0,printable/* displayWidth */.F1)(prefix) + (0,printable/* displayWidth */.F1)(shown.slice(0, caret));
    const under = shown.slice(caret, Number.isFinite(span) ? caret + Math.max(1, span) : undefined);
    const width = Math.max(1, (0,printable/* displayWidth */.F1)(under));
    return [`  ${start.line} | ${prefix}${shown}`, `  ${' '.repeat(String(start.line).length)} | ${' '.repeat(before)}${'^'.repeat(width)}`];
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/util/write-file-atomic.ts



/** Why a report cannot go to `path` (a user's mistake, said in the message), as opposed to an I/O failure. */
class OutputRefused extends Error {
}
/**
 * Writes a report. A regular file (or a new one) is written via a temporary file and a rename, so
 * readers never see a truncated report. A pipe or a terminal (`--output /dev/stdout`) is written to in
 * place, never replaced. A symlink, a folder, a socket or a read-only file is refused, never replaced.
 * The content may come in pieces (a large report), written one after another.
 */
async function writeFileAtomic(path, content) {
    const stats = await (0,promises_.lstat)(path).catch(() => undefined);
    if (stats?.isFIFO() || stats?.isCharacterDevice()) {
        await writeAll(path, content, 0o666);
        return;
    }
    if (stats?.isSymbolicLink())
        throw new OutputRefused('it is a symlink, which mcpdesc does not replace or write through; name the file itself');
    if (stats && !stats.isFile())
        throw new OutputRefused('it is not a regular file (a folder, socket or device)');
    // By its mode, not access(): root may write anything, and would replace a read-only report without a word.
    if (stats && (stats.mode & 0o222) === 0)
        throw new OutputRefused('it is read-only; make it writable or choose another path');
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const temporary = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await writeAll(temporary, content, 0o644);
        await (0,promises_.rename)(temporary, path);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}
async function writeAll(path, content, mode) {
    const file = await (0,promises_.open)(path, 'w', mode);
    try {
        for (const piece of typeof content === 'string' ? [content] : content)
            await file.writeFile(piece, 'utf8');
    }
    finally {
        await file.close();
    }
}

;// CONCATENATED MODULE: ./src/action/network.ts
/**
 * The action's one policy for talking to the GitHub API. Every request has a timeout (connecting,
 * the headers and the whole body); a failed request is retried a bounded number of times; every
 * network phase has a hard time budget. So whatever the API does (never answers, stalls mid-body,
 * rate-limits, answers garbage), the step's network phase ends within NETWORK_BOUND_MS.
 */


const PHASES = ['changedFiles', 'upload', 'processing', 'suggestions'];
const NETWORK_POLICY = {
    requestTimeoutMs: 30_000,
    backoffMs: [2000, 4000, 8000],
    secondaryRateLimitWaitMs: 60_000,
    maxWaitMs: 60_000,
    pollDelaysMs: [3000, 5000, 10_000, 20_000, 40_000, 60_000, 60_000],
    budgetMs: { changedFiles: 120_000, upload: 120_000, processing: 240_000, suggestions: 120_000 },
};
/** The longest the action spends on the GitHub API in one run: the phases run one after another. */
const NETWORK_BOUND_MS = PHASES.reduce((total, phase) => total + NETWORK_POLICY.budgetMs[phase], 0);
const REAL_CLOCK = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};
/** A clock whose waits return at once but still count, so budgets behave as on a real run. */
function fastClock(base = REAL_CLOCK) {
    let skipped = 0;
    return {
        now: () => base.now() + skipped,
        sleep: async (ms) => {
            skipped += Math.max(0, ms);
        },
    };
}
/**
 * The real policy, or, off a real runner only (GITHUB_ACTIONS is not "true"), the test knobs:
 * MCPDESC_TEST_FAST_RETRY=1 makes waits take no time, MCPDESC_TEST_REQUEST_TIMEOUT_MS shortens the
 * request timeout. A workflow can therefore never weaken the real backoff or timeouts.
 */
function networkFromEnv(env, log) {
    const testing = env.GITHUB_ACTIONS !== 'true';
    const timeout = Number(env.MCPDESC_TEST_REQUEST_TIMEOUT_MS);
    const policy = testing && Number.isInteger(timeout) && timeout > 0 ? { ...NETWORK_POLICY, requestTimeoutMs: timeout } : NETWORK_POLICY;
    return { policy, clock: testing && env.MCPDESC_TEST_FAST_RETRY === '1' ? fastClock() : REAL_CLOCK, log };
}
/** An answer that does not have the shape GitHub's API documents (thrown by the caller's check). */
class MalformedResponse extends Error {
    constructor(what, value) {
        super(`${what}, but ${value === undefined ? "GitHub's answer has none" : `GitHub answered ${typeof value === 'string' ? (0,json/* describeValue */.bp)(value) : (0,json/* shown */.SP)(value)}`}`);
    }
}
/**
 * Why an API call finally failed. `refused` holds GitHub's status and message when it turned the
 * request down for good (an HTTP error that is not worth retrying, such as 403 or 404).
 */
class ApiFailure extends Error {
    attempts;
    refused;
    constructor(message, attempts, refused) {
        super(message);
        this.attempts = attempts;
        this.refused = refused;
    }
}
/** No answer (or no complete body) within `ms`. */
class Timeout extends Error {
    ms;
    constructor(ms) {
        super(`no answer within ${seconds(ms)}`);
        this.ms = ms;
    }
}
function asApiError(error) {
    return typeof error === 'object' && error !== null && 'message' in error ? error : { message: String(error) };
}
function isRateLimit(error) {
    return error.status === 429 || (error.status === 403 && (String(header(error, 'x-ratelimit-remaining')) === '0' || isSecondaryRateLimit(error)));
}
function isSecondaryRateLimit(error) {
    return error.status === 403 && /secondary rate limit/i.test(error.message);
}
/** Server errors, rate limits, timeouts, network failures and malformed answers are worth another try. */
function isRetryable(error) {
    if (error instanceof Timeout || error instanceof MalformedResponse)
        return true;
    const api = asApiError(error);
    return api.status === undefined || api.status >= 500 || isRateLimit(api);
}
/** How long to wait before retry number `attempt` (0-based), in ms, as GitHub asks or by backoff. */
function retryDelay(error, attempt, policy, now) {
    const api = asApiError(error);
    const retryAfter = header(api, 'retry-after');
    if (retryAfter !== undefined) {
        const seconds = Number(retryAfter);
        const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(String(retryAfter)) - now; // seconds or an HTTP date
        if (Number.isFinite(wait))
            return Math.max(0, wait);
    }
    const reset = Number(header(api, 'x-ratelimit-reset'));
    if (isRateLimit(api) && String(header(api, 'x-ratelimit-remaining')) === '0' && Number.isFinite(reset) && reset > 0)
        return Math.max(0, reset * 1000 - now);
    if (isSecondaryRateLimit(api))
        return policy.secondaryRateLimitWaitMs;
    return policy.backoffMs[Math.min(attempt, policy.backoffMs.length - 1)];
}
/** A failure on one line, for logs and messages: "503: Service Unavailable", "no answer within 30 s". */
function describeFailure(error) {
    if (error instanceof Timeout || error instanceof MalformedResponse)
        return error.message;
    const api = asApiError(error);
    return `${api.status ?? 'network error'}: ${oneLine(apiMessage(api))}`;
}
/**
 * One network phase (listing changed files, the upload, waiting for processing) with its budget,
 * which starts when the phase does.
 */
class Phase {
    name;
    network;
    end;
    constructor(name, network) {
        this.name = name;
        this.network = network;
        this.end = network.clock.now() + network.policy.budgetMs[name];
    }
    remaining() {
        return this.end - this.network.clock.now();
    }
    /** Waits `ms`; false (without waiting) when that would leave no time for a request after it. */
    async wait(ms) {
        if (ms >= this.remaining())
            return false;
        await this.network.clock.sleep(ms);
        return true;
    }
    /**
     * `call` (given a signal to pass to the request) under the request timeout, retried as the policy
     * says within the budget. Throws an ApiFailure saying what went wrong, how often it was tried and
     * why it stopped.
     */
    async request(what, call) {
        const { policy, log } = this.network;
        const budgetOut = `the ${minutes(policy.budgetMs[this.name])} budget for ${PHASE_WORDS[this.name]} ran out`;
        for (let attempt = 0;; attempt++) {
            if (this.remaining() <= 0)
                throw new ApiFailure(`not tried: ${budgetOut}`, attempt);
            let error;
            try {
                return await this.attempt(call);
            }
            catch (thrown) {
                error = thrown;
            }
            const reason = describeFailure(error);
            const tries = attempt + 1;
            const stop = (why) => new ApiFailure(`${reason}${why}`, tries);
            if (!isRetryable(error)) {
                const api = asApiError(error);
                throw new ApiFailure(reason, tries, api.status === undefined ? undefined : { status: api.status, message: oneLine(apiMessage(api)) });
            }
            if (attempt >= policy.backoffMs.length)
                throw stop(`; gave up after ${plural(tries, 'attempt')}`);
            const wait = retryDelay(error, attempt, policy, this.network.clock.now());
            if (wait > policy.maxWaitMs)
                throw stop(`; GitHub asks to wait ${seconds(wait)}, longer than mcpdesc waits (${seconds(policy.maxWaitMs)})`);
            log(`${what} failed (${reason}); retrying in ${seconds(wait)} (retry ${attempt + 1} of ${policy.backoffMs.length}).`);
            if (!(await this.wait(wait)))
                throw stop(`; gave up after ${plural(tries, 'attempt')}: ${budgetOut}`);
        }
    }
    /** One try: the request timeout (never past the budget) aborts the request and ends the wait. */
    async attempt(call) {
        const controller = new AbortController();
        const timeout = new Timeout(Math.max(0, Math.min(this.network.policy.requestTimeoutMs, this.remaining())));
        let timer;
        const timedOut = new Promise((_, reject) => {
            timer = setTimeout(() => {
                reject(timeout);
                controller.abort();
            }, timeout.ms);
        });
        const answer = Promise.resolve().then(() => call(controller.signal));
        answer.catch(() => undefined); // it may settle after the timeout has decided the race
        try {
            return await Promise.race([answer, timedOut]);
        }
        catch (error) {
            // A stalled body aborted by the timeout reaches the caller's shape check as an empty answer.
            throw controller.signal.aborted ? timeout : error;
        }
        finally {
            clearTimeout(timer);
        }
    }
}
const PHASE_WORDS = {
    changedFiles: "listing the pull request's files",
    upload: 'the upload',
    processing: 'waiting for processing',
    suggestions: 'the review with suggested changes',
};
function header(error, name) {
    return error.response?.headers?.[name];
}
/** GitHub's own error message (without the documentation link octokit appends). */
function apiMessage(error) {
    const data = error.response?.data;
    return typeof data === 'object' && data !== null && typeof data.message === 'string'
        ? data.message
        : error.message;
}
/** The first line, shortened: an HTML error page must not flood the log. */
function oneLine(text) {
    const line = text.trim().split(/\r?\n/)[0] ?? '';
    return line.length > 200 ? `${line.slice(0, 199)}…` : line || 'no message';
}
function seconds(ms) {
    return `${Math.ceil(ms / 1000)} s`;
}
function minutes(ms) {
    return ms % 60_000 === 0 ? `${ms / 60_000}-minute` : `${seconds(ms)}`;
}

;// CONCATENATED MODULE: ./src/action/changes.ts
/**
 * Which files this run's event changed, for `mode: changed`. Git first (three-dot diff against the
 * base for pull requests and merge queues, before..after for pushes), deepening a shallow clone a
 * bounded number of times; for pull requests the REST API is the fallback. When neither can say,
 * every MCP file is linted (with a warning): a run never silently checks less than it should.
 */




/** The pull-request files API stops listing here. */
const PR_FILES_API_LIMIT = 3000;
const PAGE_SIZE = 100;
async function selectChanges(event, options) {
    const all = (warning) => ({ files: undefined, scope: 'all MCP files (the changed files could not be listed)', warning });
    const git = await isGitWorkTree(options.workspace);
    const viaGit = async (scope, list) => {
        if (!git)
            return 'the workspace is not a git work tree';
        try {
            return { files: await list(), scope: `MCP files changed by ${scope} (git)` };
        }
        catch (error) {
            return error.message;
        }
    };
    const fetch = { fetch: true, log: options.network.log };
    if (event.name === 'pull_request') {
        const number = field(event.payload, 'pull_request', 'number');
        const base = field(event.payload, 'pull_request', 'base', 'sha');
        if (typeof base !== 'string' || typeof number !== 'number')
            return all('The pull_request event has no pull_request.base.sha or number; linting all MCP files.');
        if (!isObjectId(base))
            return all(`The pull_request event's base.sha is no commit id (${(0,json/* quote */.hD)(base)}); linting all MCP files.`);
        const found = await viaGit(`pull request #${number}`, () => changedSinceMergeBase(options.workspace, base, 'HEAD', fetch));
        if (typeof found !== 'string')
            return found;
        options.network.log(`Git could not list the pull request's changes (${found}); asking the GitHub API instead.`);
        return pullRequestFiles(number, field(event.payload, 'pull_request', 'changed_files'), event, options).catch((error) => all(`Neither git nor the GitHub API could list the files pull request #${number} changed (${error.message}); linting all MCP files.`));
    }
    if (event.name === 'merge_group') {
        const base = field(event.payload, 'merge_group', 'base_sha');
        if (typeof base !== 'string')
            return all('The merge_group event has no merge_group.base_sha; linting all MCP files.');
        if (!isObjectId(base))
            return all(`The merge_group event's base_sha is no commit id (${(0,json/* quote */.hD)(base)}); linting all MCP files.`);
        const found = await viaGit('this merge group', () => changedSinceMergeBase(options.workspace, base, 'HEAD', fetch));
        return typeof found === 'string' ? all(`Git could not list the merge group's changes (${found}); linting all MCP files.`) : found;
    }
    // push (inputs allow mode: changed on no other event)
    const before = field(event.payload, 'before');
    if (typeof before !== 'string' || /^0+$/.test(before))
        return { files: undefined, scope: 'all MCP files (a new branch: everything is new)' };
    if (!isObjectId(before))
        return all(`The push event's before is no commit id (${(0,json/* quote */.hD)(before)}); linting all MCP files.`);
    const found = await viaGit('this push', () => changedBetween(options.workspace, before, 'HEAD', fetch));
    return typeof found === 'string' ? all(`Git could not list the push's changes (${found}); linting all MCP files.`) : found;
}
/**
 * A commit id from the event payload: 40 (SHA-1) or 64 (SHA-256) hex digits. Anything else could reach
 * git as an option ("--upload-pack=…"), so it is never passed on.
 */
function isObjectId(value) {
    return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}
async function pullRequestFiles(number, changedFiles, event, options) {
    const { connect, network } = options;
    if (!connect || !event.repo)
        throw new Error('no token or repository to ask with');
    const client = await connect();
    const files = new Set();
    let listed = 0;
    const repo = event.repo;
    const phase = new Phase('changedFiles', network);
    for (let page = 1;; page++) {
        const data = await phase.request(`Listing the pull request's files (page ${page})`, async (signal) => filesPage((await client.rest.pulls.listFiles({ ...repo, pull_number: number, per_page: PAGE_SIZE, page, request: { signal } })).data));
        for (const file of data) {
            listed++;
            if (file.status !== 'removed')
                files.add(file.filename);
        }
        if (data.length < PAGE_SIZE || listed >= PR_FILES_API_LIMIT)
            break;
    }
    network.log(`The GitHub API lists ${plural(listed, 'file')} changed by pull request #${number}.`);
    if (listed >= PR_FILES_API_LIMIT || (typeof changedFiles === 'number' && changedFiles > listed)) {
        return {
            files: undefined,
            scope: 'all MCP files (the pull request changes more files than the API lists)',
            warning: `Pull request #${number} changes ${typeof changedFiles === 'number' ? changedFiles : `at least ${listed}`} files, and GitHub's API lists at most ${PR_FILES_API_LIMIT}; linting all MCP files instead. Check out the history (actions/checkout with fetch-depth: 2 or more) so git can list the changes.`,
        };
    }
    return { files, scope: `MCP files changed by pull request #${number} (GitHub API)` };
}
/** A page of the pull-request files API, checked: anything else must not be mistaken for "no changes". */
function filesPage(data) {
    if (!Array.isArray(data))
        throw new MalformedResponse('A page of pull-request files must be an array', data);
    for (const file of data) {
        if (!(0,json/* isObject */.Gv)(file) || typeof file.filename !== 'string' || file.filename === '' || typeof file.status !== 'string') {
            throw new MalformedResponse('Each pull-request file must have a "filename" and a "status"', file);
        }
    }
    return data;
}
/** A nested field of an event payload, or undefined. */
function field(value, ...keys) {
    let current = value;
    for (const key of keys) {
        if (typeof current !== 'object' || current === null)
            return undefined;
        current = current[key];
    }
    return current;
}

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
;// CONCATENATED MODULE: ./src/runner/config-change.ts



const config_change_RANK = { error: 0, warning: 1, note: 2 };
function configWeakening(base, head, results, catalogue) {
    const before = selector(base);
    const after = selector(head);
    const excluded = results.filter((r) => r.skipped === undefined && before(r.path) && !after(r.path)).map((r) => r.path);
    const hidden = [];
    for (const result of results) {
        for (const finding of result.findings) {
            const how = hiddenBy(finding, base, head, catalogue);
            if (how)
                hidden.push({ finding, how });
        }
    }
    const limits = Object.keys(base.limits)
        .filter((key) => head.limits[key] > base.limits[key])
        .map((key) => `${key} ${base.limits[key]} → ${head.limits[key]}`);
    return { excluded, hidden, limits, settings: settingsWeakened(base, head, catalogue) };
}
function settingsWeakened(base, head, catalogue) {
    const out = [];
    const excludes = head.exclude.filter((glob) => !base.exclude.includes(glob));
    if (excludes.length > 0)
        out.push(`exclude ${globList(excludes)}`);
    const includes = base.include.filter((glob) => !head.include.includes(glob));
    if (includes.length > 0)
        out.push(`include without ${globList(includes)}`);
    const level = (config, id) => config.rules[id] ?? catalogue.get(id)?.level;
    for (const id of [...new Set([...Object.keys(base.rules), ...Object.keys(head.rules)])].sort()) {
        const was = level(base, id);
        const will = level(head, id);
        if (was !== undefined && was !== 'off' && will !== undefined && will !== was && (will === 'off' || config_change_RANK[will] > config_change_RANK[was]))
            out.push(`${id} ${was} → ${will}`);
    }
    const known = new Set(base.overrides.map((entry) => JSON.stringify(entry)));
    for (const entry of head.overrides) {
        const lowered = Object.entries(entry.rules).filter(([id, setting]) => {
            const was = level(head, id);
            return was !== undefined && was !== 'off' && (setting === 'off' || config_change_RANK[setting] > config_change_RANK[was]);
        });
        if (lowered.length > 0 && !known.has(JSON.stringify(entry)))
            out.push(`overrides for ${entry.files.join(', ')}: ${lowered.map(([id, setting]) => `${id} ${setting}`).join(', ')}`);
    }
    const ignored = new Set(base.ignore.map((entry) => JSON.stringify(entry)));
    for (const entry of head.ignore)
        if (!ignored.has(JSON.stringify(entry)))
            out.push(`ignore ${entry.rule} in ${entry.files.join(', ')}`);
    return out;
}
/** How the changed configuration would hide a finding, or undefined when it would not. */
function hiddenBy(finding, base, head, catalogue) {
    const level = (config) => (0,runner_config/* settingsFor */.zc)(config, finding.path)[finding.ruleId] ?? catalogue.get(finding.ruleId)?.level;
    const was = level(base);
    const will = level(head);
    if (was !== undefined && was !== 'off' && will !== undefined && will !== was && (will === 'off' || config_change_RANK[will] > config_change_RANK[was]))
        return `${finding.ruleId} ${was} → ${will}`;
    // The finding was reported, so no entry of the base configuration ignores it.
    const ignored = (0,runner_config/* ignoresFor */.p1)(head, finding.path).find((entry) => entry.rule === finding.ruleId && (entry.pointer === undefined || finding.pointer === entry.pointer || finding.pointer.startsWith(`${entry.pointer}/`)));
    return ignored ? `${finding.ruleId} ignored ("${ignored.reason}")` : undefined;
}
function globList(globs) {
    const shown = globs.slice(0, 3).map((glob) => JSON.stringify(glob));
    return globs.length > 3 ? `${shown.join(', ')} and ${globs.length - 3} more globs` : shown.join(', ');
}
/** Whether a folder search under this configuration looks at a root-relative path (as discover.ts decides). */
function selector(config) {
    const picomatch = (0,lazy_require/* vendoredPicomatch */.SI)();
    const included = picomatch([...config.include], { dot: true });
    const excluded = config.exclude.length > 0 ? picomatch([...config.exclude], { dot: true }) : () => false;
    return (path) => {
        if (!included(path) || excluded(path))
            return false;
        const parts = path.split('/');
        for (let i = 1; i < parts.length; i++) {
            const folder = parts.slice(0, i).join('/');
            if (excluded(folder) || excluded(`${folder}/`))
                return false;
        }
        return true;
    };
}
/** The reported findings that the entries a change adds to the baseline would accept. */
function baselineWouldAccept(results, added) {
    if (added.entries.length === 0)
        return [];
    const { results: after } = applyBaseline(results, added, 'the changed baseline');
    // applyBaseline appends what it suppresses after what was suppressed already.
    return after.flatMap((result, i) => (result.suppressed ?? []).slice(results[i].suppressed?.length ?? 0).map(({ suppression: _, ...finding }) => finding));
}

;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * The action's inputs (public API: see action.yml and README), read and checked in one place. A bad
 * value is an InputError naming the input and the accepted values.
 */




const MODES = ['changed', 'all'];
const UPLOAD = ['auto', 'true', 'false'];
/** Where a pull request's check reads `.mcpdesc.yaml` and the baseline: the base commit, or the checkout. */
const CONFIG_FROM = ['base', 'head'];
/** Events whose payload says what changed; `mode: changed` is the default on the first two. */
const CHANGE_EVENTS = ['pull_request', 'merge_group', 'push'];
class InputError extends Error {
}
/** `get(name)` returns the input's value as the runner passes it ('' when unset). */
function readInputs(get, eventName) {
    const value = (name) => get(name).trim();
    const mode = choice('mode', value('mode') || (eventName === 'pull_request' || eventName === 'merge_group' ? 'changed' : 'all'), MODES);
    if (mode === 'changed' && !CHANGE_EVENTS.includes(eventName)) {
        throw new InputError(`Input "mode" is "changed", but a ${JSON.stringify(eventName)} event does not say what changed; it works on ${(0,json/* listOf */.c3)(CHANGE_EVENTS)} events. Use mode: all.`);
    }
    const failOn = value('fail-on') || 'error';
    if (!isFailOn(failOn))
        throw new InputError(`Input "fail-on" must be ${(0,json/* listOf */.c3)(FAIL_ON)}, not ${JSON.stringify(failOn)}.`);
    const config = value('config');
    const category = value('category');
    const sarifFile = value('sarif-file');
    const baseline = value('baseline');
    return {
        paths: list(get('paths')).length > 0 ? list(get('paths')) : ['.'],
        include: list(get('include')),
        exclude: list(get('exclude')),
        ...(config ? { config } : {}),
        ...(baseline ? { baseline } : {}),
        configFrom: choice('config-from', value('config-from') || 'base', CONFIG_FROM),
        mode,
        failOn,
        ...(sarifFile ? { sarifFile } : {}),
        upload: choice('upload', value('upload') || 'auto', UPLOAD),
        ...(category ? { category } : {}),
        waitForProcessing: inputs_boolean('wait-for-processing', value('wait-for-processing'), true),
        annotations: inputs_boolean('annotations', value('annotations'), true),
        suggestions: inputs_boolean('suggestions', value('suggestions'), false),
        token: value('token'),
    };
}
/**
 * Entries of the "paths" input must stay inside the workspace: the action lints the repository it
 * checked out, and nothing a workflow names should make it read (and report on) files beyond it.
 */
function checkPaths(paths, workspace) {
    for (const path of paths) {
        const inside = (0,external_node_path_.relative)((0,external_node_path_.resolve)(workspace), (0,external_node_path_.resolve)(workspace, path));
        if (inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
            throw new InputError(`Input "paths": ${JSON.stringify(path)} is outside the workspace (${workspace}). List files or folders inside the repository, relative to its root.`);
        }
    }
}
/**
 * Where the SARIF report goes: the "sarif-file" input, relative to the workspace; by default the
 * runner's temporary folder, outside the checkout, so a later `git diff`, `git add -A` or auto-commit
 * step never sees it. Each category gets its own file, so several mcpdesc steps in a job keep theirs.
 */
function sarifPath(inputs, workspace, runnerTemp) {
    if (inputs.sarifFile)
        return (0,external_node_path_.resolve)(workspace, inputs.sarifFile);
    const name = inputs.category ? `mcpdesc-${inputs.category.replace(/[^A-Za-z0-9._-]+/g, '-')}.sarif` : 'mcpdesc.sarif';
    return (0,external_node_path_.join)(runnerTemp || (0,external_node_os_.tmpdir)(), name);
}
/** One entry a line, as multi-line YAML strings give them; blank lines are ignored. */
function list(raw) {
    return raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
function choice(name, raw, accepted) {
    if (!accepted.includes(raw))
        throw new InputError(`Input "${name}" must be ${(0,json/* listOf */.c3)(accepted)}, not ${JSON.stringify(raw)}.`);
    return raw;
}
/** YAML 1.2 core-schema booleans, as @actions/core's getBooleanInput accepts them. */
function inputs_boolean(name, raw, fallback) {
    if (raw === '')
        return fallback;
    if (['true', 'True', 'TRUE'].includes(raw))
        return true;
    if (['false', 'False', 'FALSE'].includes(raw))
        return false;
    throw new InputError(`Input "${name}" must be "true" or "false", not ${JSON.stringify(raw)}.`);
}

;// CONCATENATED MODULE: ./src/action/check-settings.ts
/**
 * Which configuration and baseline a run uses. A pull request can change `.mcpdesc.yaml` and the
 * baseline along with the files they judge: exclude the descriptor it adds, turn a rule off, accept its
 * own findings. On pull_request and merge_group the action therefore reads both as they are at the base
 * commit (`config-from: base`, the default), from git's objects, and lists what the change to them would
 * switch off; the change takes effect once merged, after review. `config-from: head` reads the checkout's,
 * and the summary says so.
 */











/** Items of a list shown in the summary; the rest are counted. */
const LISTED = 10;
async function checkSettings(inputs, event, workspace, catalogue, log) {
    const headConfigFile = (0,runner_config/* readConfigText */.im)(inputs.config, workspace, '"config" input');
    const configName = inputs.config ?? headConfigFile?.name ?? defaults/* DEFAULT_CONFIG_FILE */.Cu;
    const baselineName = inputs.baseline ?? defaults/* DEFAULT_BASELINE_FILE */.vy;
    const headConfigText = headConfigFile?.text;
    const headConfig = headConfigText === undefined ? runner_config/* DEFAULT_CONFIG */.PV : (0,runner_config/* parseConfig */.o4)(headConfigText, configName, catalogue);
    const headBaselineText = baselineInput(() => readBaselineText(inputs.baseline, workspace, 'Input "baseline"'));
    const headBaseline = headBaselineText === undefined ? undefined : baselineInput(() => parseBaseline(headBaselineText, baselineName));
    const checkout = { config: headConfig, baseline: headBaseline, baselineName, preface: () => [] };
    const noun = event.name === 'pull_request' ? 'pull request' : event.name === 'merge_group' ? 'merge group' : undefined;
    if (!noun)
        return checkout;
    const files = `${code(configName)} and ${code(baselineName)}`;
    if (inputs.configFrom === 'head') {
        const line = `ℹ️ **config-from: head:** ${files} were read from the checkout, so changes this ${noun} makes to them apply to its own check.`;
        return { ...checkout, preface: () => [line, ''] };
    }
    const base = baseCommit(event) ?? '';
    // Without a "config" input, either name at the base counts: renaming the file must not drop it.
    const configNames = inputs.config ? [inputs.config] : defaults/* CONFIG_FILE_NAMES */.HR;
    const atBase = base ? await readAtBase(workspace, base, [configNames, baselineName], log) : 'the event names no base commit';
    if (typeof atBase === 'string') {
        // The checkout has neither file: its settings are the defaults the fallback would use anyway.
        if (headConfigText === undefined && headBaselineText === undefined)
            return checkout;
        const why = `mcpdesc could not read ${configName} and ${baselineName} at the base commit (${atBase}), and does not trust the checkout's, which this ${noun} may have changed: it checked with the default configuration and no baseline. Check out the history (actions/checkout with fetch-depth: 0), or set config-from: head to use the checkout's.`;
        return { config: runner_config/* DEFAULT_CONFIG */.PV, baseline: undefined, baselineName, warning: why, preface: () => [`⚠️ ${cell(why)}`, ''] };
    }
    const short = base.slice(0, 12);
    const [baseConfigText, baseBaselineText] = atBase;
    const baseConfig = baseConfigText === undefined ? runner_config/* DEFAULT_CONFIG */.PV : (0,runner_config/* parseConfig */.o4)(baseConfigText, `${configName} at the base commit ${short}`, catalogue);
    const baseBaseline = baseBaselineText === undefined ? undefined : baselineInput(() => parseBaseline(baseBaselineText, `${baselineName} at the base commit ${short}`));
    const configChanged = baseConfigText !== headConfigText;
    const baselineChanged = baseBaselineText !== headBaselineText;
    if (configChanged || baselineChanged)
        log(`This ${noun} changes ${[configChanged ? configName : '', baselineChanged ? baselineName : ''].filter(Boolean).join(' and ')}: using ${configChanged && baselineChanged ? 'them' : 'it'} as at the base commit ${short}.`);
    const preface = (results) => {
        const lines = [];
        if (configChanged) {
            lines.push(`⚠️ **This ${noun} changes ${code(configName)}.** It was checked with the file as it is at the base commit ${short}; the change takes effect once merged, after review.`);
            const { excluded, hidden, limits, settings } = configWeakening(baseConfig, headConfig, results, catalogue);
            if (excluded.length > 0)
                lines.push(`- ${plural(excluded.length, 'file')} it would no longer check: ${listed(excluded.map(pathCell))}`);
            if (hidden.length > 0)
                lines.push(`- ${plural(hidden.length, 'finding')} of this run it would switch off or down: ${listed(hidden.map(({ finding, how }) => `${check_settings_place(finding)} (${cell(how)})`))}`);
            if (settings.length > 0)
                lines.push(`- settings that check less: ${listed(settings.map(cell))}`);
            if (limits.length > 0)
                lines.push(`- limits it raises: ${listed(limits.map(cell))}`);
            if (excluded.length + hidden.length + settings.length + limits.length === 0)
                lines.push('- It switches nothing off.');
            lines.push('');
        }
        if (baselineChanged) {
            const accepted = headBaseline ? baselineWouldAccept(results, baselineAdded(headBaseline, baseBaseline)) : [];
            lines.push(`⚠️ **This ${noun} changes ${code(baselineName)}.** It was checked with the baseline as it is at the base commit ${short}; ${accepted.length > 0
                ? `the new entries would accept ${plural(accepted.length, 'finding')} of this run, which ${accepted.length === 1 ? 'is' : 'are'} reported, not accepted: ${listed(accepted.map(check_settings_place))}`
                : 'its new entries accept no finding of this run.'}`, '');
        }
        return lines;
    };
    return { config: baseConfig, baseline: baseBaseline, baselineName, preface };
}
/** The base commit of a pull request or merge group, when the event names a valid one. */
function baseCommit(event) {
    const base = event.name === 'pull_request' ? field(event.payload, 'pull_request', 'base', 'sha') : field(event.payload, 'merge_group', 'base_sha');
    return typeof base === 'string' && isObjectId(base) ? base : undefined;
}
/**
 * The files' texts at the base commit (undefined for one that is not there), or why they cannot be
 * read. A file git holds but mcpdesc will not read (a symlink, too large, not UTF-8) is an error.
 */
async function readAtBase(workspace, base, names, log) {
    if (!(await isGitWorkTree(workspace)))
        return 'the workspace is not a git work tree';
    try {
        await ensureCommit(workspace, base, { fetch: true, log });
    }
    catch (error) {
        return error.message;
    }
    const read = async (name, maxBytes, fail) => {
        const inside = (0,discover/* toPosix */.d7)((0,external_node_path_.relative)((0,external_node_path_.resolve)(workspace), (0,external_node_path_.resolve)(workspace, name)));
        if (inside.startsWith('../') || inside === '..' || (0,external_node_path_.isAbsolute)(inside))
            throw fail(`${name} is outside the repository`);
        const found = await fileAtCommit(workspace, base, inside, maxBytes);
        if (found.kind === 'absent')
            return undefined;
        if (found.kind === 'refused')
            throw fail(`${name} at the base commit ${base.slice(0, 12)} was not read: ${found.why}. Name the file itself, or set config-from: head.`);
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(found.bytes);
        }
        catch {
            throw fail(`${name} at the base commit ${base.slice(0, 12)} is not valid UTF-8. Save it as UTF-8.`);
        }
    };
    const configs = [];
    for (const name of names[0]) {
        const text = await read(name, runner_config/* MAX_CONFIG_BYTES */.GW, (message) => new runner_config/* ConfigError */.xL(message));
        if (text !== undefined)
            configs.push([name, text]);
    }
    if (configs.length > 1)
        throw new runner_config/* ConfigError */.xL(`${configs.map(([name]) => name).join(' and ')} are both at the base commit ${base.slice(0, 12)}: mcpdesc reads one configuration file per folder. Merge them into ${configs[0][0]}.`);
    return [configs[0]?.[1], await read(names[1], MAX_BASELINE_BYTES, (message) => new InputError(message))];
}
function baselineInput(read) {
    try {
        return read();
    }
    catch (error) {
        if (error instanceof BaselineError)
            throw new InputError(error.message);
        throw error;
    }
}
function code(name) {
    return `\`${name.replace(/[`\r\n]/g, ' ')}\``;
}
function check_settings_place(finding) {
    return `${pathCell(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${cell(finding.ruleId)}`;
}
function listed(items) {
    const shown = items.slice(0, LISTED).join(', ');
    return items.length > LISTED ? `${shown} and ${items.length - LISTED} more.` : `${shown}.`;
}

;// CONCATENATED MODULE: ./src/action/context.ts
/**
 * The workflow run as the runner describes it, read from its environment as @actions/github's `context`
 * reads it (the event payload from GITHUB_EVENT_PATH), so that the action loads Octokit only when it
 * talks to the API. Read once, as this module loads: an unreadable event file fails the start
 * (index.ts), as it did with @actions/github. Only run.ts's `run` reads it, and passes it down.
 */


function readContext(env) {
    let payload = {};
    const path = env.GITHUB_EVENT_PATH;
    if (path) {
        if ((0,external_node_fs_.existsSync)(path))
            payload = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        else
            process.stdout.write(`GITHUB_EVENT_PATH ${path} does not exist${external_node_os_.EOL}`);
    }
    const [owner = '', repo = ''] = env.GITHUB_REPOSITORY?.split('/') ?? [];
    return {
        eventName: env.GITHUB_EVENT_NAME ?? '',
        payload,
        sha: env.GITHUB_SHA ?? '',
        ref: env.GITHUB_REF ?? '',
        actor: env.GITHUB_ACTOR ?? '',
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        repo: env.GITHUB_REPOSITORY ? { owner, repo } : undefined,
    };
}
const context = readContext(process.env);

;// CONCATENATED MODULE: ./src/action/reproduce.ts
function reproduceCommand(inputs, 
/** The npm version to run: pinned for a release, so the clone runs the rules the action ran. */
release, 
/** The commit the changed files were found against, when only those were linted. */
changedSince) {
    const args = [
        'npx',
        release ? `mcpdesc@${release}` : 'mcpdesc',
        'lint',
        ...inputs.paths,
        ...(inputs.config ? ['--config', inputs.config] : []),
        ...inputs.include.flatMap((glob) => ['--include', glob]),
        ...inputs.exclude.flatMap((glob) => ['--exclude', glob]),
        ...(changedSince ? ['--changed-since', changedSince] : []),
    ];
    return args.map(shellWord).join(' ');
}
/** A POSIX shell word: as is when it is plain, otherwise single-quoted. */
function shellWord(word) {
    return /^[A-Za-z0-9@%+=:,./_-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// EXTERNAL MODULE: ./src/engine/fix.ts
var fix = __webpack_require__(7977);
// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
;// CONCATENATED MODULE: ./src/action/suggestions.ts



/** Review comments one run posts or keeps at most; the rest are counted in the job summary. */
const MAX_SUGGESTIONS = 50;
/** A longer line (a minified file) is not suggested: its comment would repeat all of it. */
const MAX_SUGGESTED_LINE_CHARS = 2000;
/** Ends the body of every review mcpdesc posts: how a re-run finds its earlier reviews. */
const REVIEW_MARKER = '<!-- mcpdesc:suggestions -->';
/** Ends the body of each of its review comments. */
const COMMENT_MARKER = '<!-- mcpdesc:suggestion -->';
const suggestions_RANK = { error: 0, warning: 1, note: 2 };
/**
 * The lines a unified diff adds, by their number in the new file, with their text (without a CR).
 * One pass over the patch; a line that is neither a hunk header nor a diff line ends the reading.
 */
function addedLines(patch) {
    const added = new Map();
    let next;
    for (const line of patch.split('\n')) {
        if (line.startsWith('@@')) {
            const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
            next = header ? Number(header[1]) : undefined;
        }
        else if (next === undefined || line.startsWith('\\') || line.startsWith('-')) {
            // Before the first hunk, "\ No newline at end of file" and removed lines: no new line.
        }
        else if (line.startsWith('+')) {
            added.set(next++, line.slice(1).replace(/\r$/, ''));
        }
        else if (line.startsWith(' ') || line === '') {
            next++;
        }
        else {
            break;
        }
    }
    return added;
}
/**
 * The review comments for `results`: one per added line that has certain fixes, its body the line
 * with every fix of that line applied. `read(path)` gives a file's text (undefined when it cannot be
 * read any more). Most severe first, then by path and line, at most MAX_SUGGESTIONS.
 */
function planSuggestions(results, added, read, context) {
    const candidates = [];
    for (const result of results) {
        const lines = added.get(result.path);
        if (!lines)
            continue;
        const byLine = new Map();
        for (const finding of result.findings) {
            const line = suggestions_oneLine(finding);
            if (line === undefined || !lines.has(line))
                continue;
            byLine.set(line, [...(byLine.get(line) ?? []), finding]);
        }
        if (byLine.size === 0)
            continue;
        const text = read(result.path);
        if (text === undefined)
            continue;
        const index = new parse_lines/* LineIndex */.r(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
        for (const [line, findings] of byLine) {
            if (index.lineText(line) !== lines.get(line))
                continue;
            candidates.push({ path: result.path, line, rank: Math.min(...findings.map((f) => suggestions_RANK[f.level])), findings });
        }
    }
    candidates.sort((a, b) => a.rank - b.rank || compare(a.path, b.path) || a.line - b.line);
    const comments = [];
    let leftOut = 0;
    for (const candidate of candidates) {
        const body = commentBody(lineOf(added, candidate.path, candidate.line), candidate.findings, context);
        if (body === undefined)
            continue;
        if (comments.length < MAX_SUGGESTIONS)
            comments.push({ path: candidate.path, line: candidate.line, body });
        else
            leftOut++;
    }
    return { comments, leftOut };
}
/** The line every edit of the finding's fix is on, when there is one. */
function suggestions_oneLine(finding) {
    const edits = finding.fix?.edits;
    if (!edits || edits.length === 0)
        return undefined;
    const line = edits[0].range.start.line;
    return edits.every((e) => e.range.start.line === line && e.range.end.line === line) ? line : undefined;
}
function lineOf(added, path, line) {
    return added.get(path)?.get(line) ?? '';
}
/** The comment for one line: what each fix does, then the line as the fixes leave it. */
function commentBody(text, findings, context) {
    // Every edit is on this line: its column alone places it in the line's text.
    const { text: fixed, fixed: applied } = (0,fix/* applyFixes */.yZ)(text, { offsetOf: (position) => Math.min(position.column - 1, text.length) }, findings);
    if (applied.length === 0 || fixed === text || fixed.length > MAX_SUGGESTED_LINE_CHARS || /[\r\n]/.test(fixed))
        return undefined;
    const fence = '`'.repeat(Math.max(3, longestBacktickRun(fixed) + 1));
    const said = applied.map((f) => `- **${f.level}** [${cell(f.ruleId)}](${context.ruleHelpUri(f.ruleId)}): ${cell(f.fix?.description ?? '')}`);
    return [...said, '', `${fence}suggestion`, fixed, fence, COMMENT_MARKER].join('\n');
}
/** Linear: one pass, counting the current run of backticks. */
function longestBacktickRun(text) {
    let longest = 0;
    let run = 0;
    for (const c of text) {
        run = c === '`' ? run + 1 : 0;
        longest = Math.max(longest, run);
    }
    return longest;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/action/review.ts
/**
 * Posts the suggested changes of `suggestions.ts` as one pull-request review, and keeps it current
 * on re-runs. GitHub's REST API cannot add comments to a submitted review, but it can edit and delete
 * each review comment (PATCH and DELETE /repos/{owner}/{repo}/pulls/comments/{id}): a re-run finds the
 * comments of mcpdesc's earlier reviews (REVIEW_MARKER in the review, COMMENT_MARKER in the comment,
 * both by the same author: copying the markers exposes only one's own comments), edits those whose
 * suggestion changed, deletes those no longer wanted, and posts a new review only for lines that have
 * none yet. A comment GitHub marks outdated (its line is gone from the diff) is left as GitHub shows
 * it. Never throws: the caller gets one line for the job summary, whatever GitHub answers.
 */




const review_PAGE_SIZE = 100;
/** Pages of files (GitHub lists at most 3,000), reviews and review comments read at most. */
const MAX_PAGES = 30;
/** Earlier comments one run deletes at most; the rest go on the next run. */
const MAX_DELETIONS = 100;
/**
 * Syncs the pull request's mcpdesc review with `plan(added lines)`; returns the job summary's line.
 * `fixable` names the files with certain fixes: only their patches are read (none when it is empty).
 */
async function suggestInPullRequest(client, target, fixable, plan, network) {
    const phase = new Phase('suggestions', network);
    const { owner, repo, pullNumber } = target;
    const pull = { owner, repo, pull_number: pullNumber, per_page: review_PAGE_SIZE };
    try {
        const added = new Map();
        if (fixable.size > 0)
            await pages(phase, "the pull request's files", (page, signal) => client.rest.pulls.listFiles({ ...pull, page, request: { signal } }), filePage, (files) => {
                for (const file of files)
                    if (fixable.has(file.filename) && typeof file.patch === 'string' && file.status !== 'removed')
                        added.set(file.filename, addedLines(file.patch));
            });
        const { comments: wanted, leftOut } = plan(added);
        const authors = new Map();
        await pages(phase, "the pull request's reviews", (page, signal) => client.rest.pulls.listReviews({ ...pull, page, request: { signal } }), reviewPage, (reviews) => {
            for (const review of reviews)
                if (review.body.includes(REVIEW_MARKER))
                    authors.set(review.id, review.login);
        });
        const earlier = [];
        if (authors.size > 0) {
            await pages(phase, "the pull request's review comments", (page, signal) => client.rest.pulls.listReviewComments({ ...pull, page, request: { signal } }), commentPage, (comments) => {
                for (const comment of comments) {
                    const ours = comment.reviewId !== null && comment.login !== undefined && authors.get(comment.reviewId) === comment.login;
                    if (ours && comment.body.includes(COMMENT_MARKER))
                        earlier.push(comment);
                }
            });
        }
        return summaryLine(await sync(client, target, phase, wanted, earlier), leftOut);
    }
    catch (thrown) {
        return `**Suggestions:** not posted: ${explain(thrown)}`;
    }
}
async function sync(client, target, phase, wanted, earlier) {
    const { owner, repo } = target;
    const current = new Map();
    const stale = [];
    for (const comment of earlier) {
        if (comment.line === null)
            continue;
        const key = where(comment.path, comment.line);
        if (current.has(key))
            stale.push(comment);
        else
            current.set(key, comment);
    }
    const synced = { posted: 0, updated: 0, kept: 0, deleted: 0 };
    const fresh = [];
    for (const comment of wanted) {
        const key = where(comment.path, comment.line);
        const existing = current.get(key);
        current.delete(key);
        if (!existing)
            fresh.push(comment);
        else if (existing.body === comment.body)
            synced.kept++;
        else {
            const updated = await unlessGone(() => phase.request('Updating a suggestion', (signal) => client.rest.pulls.updateReviewComment({ owner, repo, comment_id: existing.id, body: comment.body, request: { signal } })));
            if (updated)
                synced.updated++;
            else
                fresh.push(comment);
        }
    }
    for (const comment of [...current.values(), ...stale].slice(0, MAX_DELETIONS)) {
        const deleted = await unlessGone(() => phase.request('Deleting a suggestion that no longer applies', (signal) => client.rest.pulls.deleteReviewComment({ owner, repo, comment_id: comment.id, request: { signal } })));
        if (deleted)
            synced.deleted++;
    }
    if (fresh.length > 0) {
        await phase.request('Posting the review with suggestions', async (signal) => {
            const { data } = await client.rest.pulls.createReview({
                owner,
                repo,
                pull_number: target.pullNumber,
                commit_id: target.headSha,
                event: 'COMMENT',
                body: reviewBody(fresh.length),
                comments: fresh.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', body: c.body })),
                request: { signal },
            });
            if (!(0,json/* isObject */.Gv)(data) || typeof data.id !== 'number')
                throw new MalformedResponse('A created review must have an "id"', data);
        });
        synced.posted = fresh.length;
    }
    return synced;
}
/** Runs an edit or deletion: false when someone deleted the comment meanwhile (404). */
async function unlessGone(call) {
    try {
        await call();
        return true;
    }
    catch (thrown) {
        if (thrown.refused?.status !== 404)
            throw thrown;
        return false;
    }
}
function where(path, line) {
    return `${line}\n${path}`;
}
function reviewBody(count) {
    return [
        `mcpdesc suggests ${plural(count, 'change')} that certainly fix what it found on the lines this pull request adds. Apply one with "Commit suggestion", or several with "Add suggestion to batch". Later runs update these suggestions and remove those that no longer apply.`,
        REVIEW_MARKER,
    ].join('\n\n');
}
function summaryLine({ posted, updated, kept, deleted }, leftOut) {
    const done = [
        ...(posted > 0 ? [`${plural(posted, 'suggestion')} posted in a review`] : []),
        ...(updated > 0 ? [`${updated} updated`] : []),
        ...(kept > 0 ? [`${kept} unchanged`] : []),
        ...(deleted > 0 ? [`${plural(deleted, 'earlier suggestion')} that no longer applies removed`] : []),
    ];
    const more = leftOut > 0 ? ` ${plural(leftOut, 'more fixable line')} left out: a run suggests at most ${MAX_SUGGESTIONS}.` : '';
    return `**Suggestions:** ${done.length > 0 ? `${done.join(', ')}.` : 'no certain fix on the lines this pull request adds.'}${more}`;
}
function explain(failure) {
    const refused = failure.refused;
    if (refused?.status === 403)
        return `GitHub answered 403 (${refused.message}): the token cannot write to the pull request. Give the job the pull-requests: write permission, or set suggestions: false.`;
    if (refused?.status === 422)
        return `GitHub refused the review (422: ${refused.message}).`;
    return `${failure.message}.`;
}
/** Reads pages of a list until a short one or MAX_PAGES. */
async function pages(phase, what, get, check, take) {
    for (let page = 1; page <= MAX_PAGES; page++) {
        const items = await phase.request(`Listing ${what} (page ${page})`, async (signal) => check((await get(page, signal)).data));
        take(items);
        if (items.length < review_PAGE_SIZE)
            return;
    }
}
function review_list(data, what) {
    if (!Array.isArray(data))
        throw new MalformedResponse(`A page of ${what} must be an array`, data);
    return data;
}
function filePage(data) {
    return review_list(data, 'pull-request files').map((file) => {
        if (!(0,json/* isObject */.Gv)(file) || typeof file.filename !== 'string' || typeof file.status !== 'string')
            throw new MalformedResponse('Each pull-request file must have a "filename" and a "status"', file);
        return { filename: file.filename, status: file.status, patch: file.patch };
    });
}
function reviewPage(data) {
    return review_list(data, 'reviews').map((review) => {
        if (!(0,json/* isObject */.Gv)(review) || typeof review.id !== 'number')
            throw new MalformedResponse('Each review must have an "id"', review);
        return { id: review.id, body: typeof review.body === 'string' ? review.body : '', login: login(review.user) };
    });
}
function commentPage(data) {
    return review_list(data, 'review comments').map((comment) => {
        if (!(0,json/* isObject */.Gv)(comment) || typeof comment.id !== 'number' || typeof comment.path !== 'string')
            throw new MalformedResponse('Each review comment must have an "id" and a "path"', comment);
        return {
            id: comment.id,
            reviewId: typeof comment.pull_request_review_id === 'number' ? comment.pull_request_review_id : null,
            login: login(comment.user),
            path: comment.path,
            line: typeof comment.line === 'number' && comment.side !== 'LEFT' ? comment.line : null,
            body: typeof comment.body === 'string' ? comment.body : '',
        };
    });
}
function login(user) {
    return (0,json/* isObject */.Gv)(user) && typeof user.login === 'string' ? user.login : undefined;
}

;// CONCATENATED MODULE: ./src/action/upload.ts
/**
 * Uploads SARIF to GitHub code scanning (`POST /repos/{owner}/{repo}/code-scanning/sarifs`, gzip +
 * base64) and optionally waits until GitHub has processed it. Never throws for API failures: the
 * caller decides whether a failed upload fails the step.
 */



const PROCESSING_STATUSES = ['pending', 'complete', 'failed'];
async function uploadSarif(client, target, sarif, options) {
    const { owner, repo } = target;
    const { network } = options;
    const payload = (0,external_node_zlib_.gzipSync)(sarif).toString('base64');
    let id;
    try {
        id = await new Phase('upload', network).request('Uploading SARIF', async (signal) => uploadId((await client.rest.codeScanning.uploadSarif({
            owner,
            repo,
            commit_sha: target.commitSha,
            ref: target.ref,
            sarif: payload,
            checkout_uri: target.checkoutUri,
            started_at: target.startedAt,
            tool_name: 'mcpdesc',
            request: { signal },
        })).data));
    }
    catch (thrown) {
        const { refused, message } = thrown;
        if (refused?.status === 403 || refused?.status === 404)
            return { kind: 'unavailable', reason: explainUnavailable(refused.status, refused.message, options.situation) };
        return { kind: 'failed', reason: `GitHub did not accept the SARIF upload (${message}).` };
    }
    network.log(`Uploaded SARIF to code scanning for ${target.ref} at ${target.commitSha} (id ${id}).`);
    if (!options.wait)
        return { kind: 'uploaded', id, processing: 'not-waited', errors: [] };
    return { kind: 'uploaded', id, ...(await waitForProcessing(client, owner, repo, id, network)) };
}
async function waitForProcessing(client, owner, repo, id, network) {
    const phase = new Phase('processing', network);
    for (const delay of network.policy.pollDelaysMs) {
        if (!(await phase.wait(delay)))
            break;
        try {
            const state = await phase.request('Checking the SARIF processing status', async (signal) => processingStatus((await client.rest.codeScanning.getSarif({ owner, repo, sarif_id: id, request: { signal } })).data));
            if (state.status === 'complete')
                return { processing: 'complete', errors: [] };
            if (state.status === 'failed')
                return { processing: 'failed', errors: state.errors };
        }
        catch (thrown) {
            const { refused, message } = thrown;
            // Just after an upload the status can briefly be 404; anything else ends the wait.
            if (refused?.status !== 404)
                return { processing: 'unknown', errors: [], unreadable: message };
        }
    }
    return { processing: 'pending', errors: [] };
}
/** The id of an accepted upload (202 {id, url}). */
function uploadId(data) {
    if (!(0,json/* isObject */.Gv)(data) || typeof data.id !== 'string' || data.id === '')
        throw new MalformedResponse('An accepted SARIF upload must have an "id"', data);
    return data.id;
}
/** The processing status of an upload (`{processing_status, errors}`), checked. */
function processingStatus(data) {
    const status = (0,json/* isObject */.Gv)(data) ? data.processing_status : undefined;
    if (!(0,json/* isObject */.Gv)(data) || !PROCESSING_STATUSES.includes(status)) {
        throw new MalformedResponse(`The processing status must be "pending", "complete" or "failed"`, (0,json/* isObject */.Gv)(data) ? status : data);
    }
    if (status !== 'failed')
        return { status: status };
    const errors = Array.isArray(data.errors) ? data.errors.filter((e) => typeof e === 'string') : [];
    return { status, errors };
}
/** What a 403 or 404 from the upload means for this run, and how to fix it. */
function explainUnavailable(status, apiMessage, situation) {
    const said = `GitHub answered ${status} (${apiMessage})`;
    if (situation.dependabot) {
        return `${said}: workflows triggered by Dependabot get a read-only token, so the SARIF could not be uploaded. Findings are in the annotations and the job summary.`;
    }
    if (situation.fork) {
        return `${said}: pull requests from forks get a read-only token, so the SARIF could not be uploaded. Findings are in the annotations and the job summary; to get code-scanning alerts for forks, upload from a separate workflow_run job (see the README).`;
    }
    if (/not accessible by integration/i.test(apiMessage)) {
        return `${said}: the token lacks the security-events: write permission. Add it to the job's permissions (see the README's workflow).`;
    }
    if (status === 404 || /advanced security|code scanning is not enabled/i.test(apiMessage)) {
        return `${said}: code scanning is not available for this repository. Enable it (Settings → Code security; private repositories need GitHub Advanced Security / Code Security), or set upload: false.`;
    }
    return `${said}: the token may not upload to code scanning. Give the job security-events: write, or set upload: false.`;
}

;// CONCATENATED MODULE: ./src/action/run.ts
/**
 * The GitHub Action: inputs → which files → engine → SARIF file, annotations, upload, job summary,
 * outputs and the step's status. Lint logic lives in the engine, output in the reporters; this file
 * only wires them to the runner.
 */


































/** Bytes of findings the step's log lists; the rest are counted in one line (the SARIF file and the summary have their own caps). */
const LOG_FINDINGS_BYTES = 8 * 1024 * 1024;
async function run_run() {
    try {
        await main(context);
    }
    catch (error) {
        if (error instanceof InputError || error instanceof runner_config/* ConfigError */.xL)
            core/* setFailed */.C1(error.message);
        else
            core/* setFailed */.C1(`mcpdesc: internal error: ${error instanceof Error ? error.message : String(error)}. This is a bug in mcpdesc; please report it.`);
    }
}
/** The run's context is read here alone: each helper is given the part of it that it needs. */
async function main(context) {
    const inputs = readInputs((name) => core/* getInput */.V4(name), context.eventName);
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    const connect = inputs.token ? octokit(inputs.token) : undefined;
    const event = {
        name: context.eventName,
        payload: context.payload,
        ...(context.repo ? { repo: context.repo } : {}),
    };
    const network = networkFromEnv(process.env, info);
    const startedAt = new Date().toISOString();
    const catalogue = await (0,catalogue_open/* openCatalogue */.GP)();
    checkPaths(inputs.paths, workspace);
    const settings = await checkSettings(inputs, event, workspace, catalogue, info);
    if (settings.warning)
        core/* warning */.$e(settings.warning);
    const config = (0,runner_config/* withGlobs */.Ku)(settings.config, inputs.include, inputs.exclude, {
        include: 'Input "include"',
        exclude: 'Input "exclude"',
    });
    const selection = await run_select(inputs, event, { workspace, network, ...(connect ? { connect } : {}) });
    if (selection.warning)
        core/* warning */.$e(selection.warning);
    info(`Linting ${selection.scope}.`);
    const { results: linted, missing, empty, dependents, } = await (0,run.lintPaths)(inputs.paths, {
        root: workspace,
        config,
        catalogue,
        ...(selection.files ? { only: selection.files } : {}),
    });
    if (missing.length > 0)
        throw new InputError(`Input "paths": no such file or directory: ${missing.join(', ')}.`);
    const named = empty.filter((path) => path !== '.');
    if (named.length > 0)
        throw new InputError(`Input "paths": no MCP files in ${named.join(', ')}: no file there matches the include globs. Check the path, or the "include" input.`);
    if (!selection.files && linted.length === 0)
        await noneExcluded(inputs.paths, workspace, config);
    const results = withBaseline(linted, settings.baseline, settings.baselineName);
    // Code scanning gets every finding as it is (an old alert missing from the analysis would look fixed);
    // the step, its annotations and its summary only the change's.
    const { judged, old, unchangedFiles, dependentFiles } = selection.files
        ? byChange(results, selection.files, dependents?.on)
        : { judged: results, old: [], unchangedFiles: 0, dependentFiles: 0 };
    const scope = [
        selection.scope,
        ...(dependentFiles > 0 ? [`${plural(dependentFiles, 'unchanged MCP file')} whose tools rest on a changed file`] : []),
        ...(unchangedFiles > 0 ? [`${plural(unchangedFiles, 'unchanged MCP file')} of a changed package`] : []),
    ].join(', and ');
    if (dependents?.note)
        core/* warning */.$e(dependents.note);
    const report = packageReportContext(catalogue);
    const sarifFile = sarifPath(inputs, workspace, process.env.RUNNER_TEMP);
    const { text: sarif, omitted } = sarifReport(results, report, inputs.category ? { category: inputs.category } : {});
    const total = results.reduce((n, r) => n + r.findings.length + (r.suppressed?.length ?? 0), 0);
    if (omitted > 0)
        core/* warning */.$e(omittedMessage(omitted, total));
    await writeFileAtomic(sarifFile, sarif).catch((error) => {
        throw new InputError(`Input "sarif-file": cannot write ${sarifFile} (${error.code ?? error.message}). Choose a writable path.`);
    });
    process.stdout.write((0,annotations/* withoutCommands */.Df)(formatText(judged, { maxBytes: LOG_FINDINGS_BYTES }), (0,external_node_crypto_.randomUUID)()));
    if (old.length > 0)
        info(oldMessage(old.length));
    if (inputs.annotations)
        writeAnnotations(judged, report);
    const commit = await git(workspace, ['rev-parse', 'HEAD']).then((out) => out.trim(), () => context.sha);
    const upload = await maybeUpload(inputs, event, context, connect, { commit, workspace, startedAt, network }, sarif);
    const failures = [...statusOf(judged, inputs), ...(upload.failure ? [upload.failure] : [])];
    const suggested = inputs.suggestions ? await suggest(event, connect, judged, { workspace, config, network, report, actor: context.actor }) : undefined;
    if (suggested)
        info(suggested.replace(/\*\*/g, ''));
    if (process.env.GITHUB_STEP_SUMMARY) {
        const blobUrl = event.repo ? `${context.serverUrl}/${event.repo.owner}/${event.repo.repo}/blob/${commit}/` : undefined;
        const leftOut = leftOutMessage(results);
        const notes = [
            upload.note,
            ...(suggested ? [suggested] : []),
            ...(omitted > 0 ? [`**SARIF:** ${omittedMessage(omitted, total)}`] : []),
            ...(leftOut ? [`**Findings:** ${leftOut}`] : []),
        ];
        const pullRequest = field(event.payload, 'pull_request', 'number');
        const alertsUrl = event.repo && upload.id && typeof pullRequest === 'number'
            ? `${context.serverUrl}/${event.repo.owner}/${event.repo.repo}/security/code-scanning?query=${encodeURIComponent(`is:open pr:${pullRequest} tool:mcpdesc`)}`
            : undefined;
        const release = packageDocsRef() === 'main' ? undefined : (0,package_root/* packageVersion */.T)();
        const summary = formatSummary(judged, {
            context: report,
            scope,
            ...(old.length > 0 ? { old: old.length } : {}),
            preface: settings.preface(judged),
            notes,
            verdict: { failOn: inputs.failOn, failures },
            reproduce: reproduceCommand(inputs, release, selection.files ? changeBase(event) : undefined),
            ...(blobUrl ? { blobUrl } : {}),
            ...(inputs.category ? { category: inputs.category } : {}),
            ...(alertsUrl ? { alertsUrl } : {}),
        });
        await core/* summary */.z.addRaw(summary).write();
    }
    const counts = countFindings(judged);
    core/* setOutput */.uH('sarif-file', sarifFile);
    core/* setOutput */.uH('files-checked', counts.files);
    core/* setOutput */.uH('errors', counts.error);
    core/* setOutput */.uH('warnings', counts.warning);
    core/* setOutput */.uH('notes', counts.note);
    core/* setOutput */.uH('sarif-id', upload.id ?? '');
    if (failures.length > 0)
        core/* setFailed */.C1(failures.join(' '));
}
/**
 * The API client, made on first use: Octokit is most of the action's code, and a run that lists
 * changes with git and does not upload never needs it.
 */
function octokit(token) {
    let client;
    return () => {
        client ??= __webpack_require__.e(/* import() */ 157).then(__webpack_require__.bind(__webpack_require__, 157)).then((github) => github.getOctokit(token));
        return client;
    };
}
/**
 * A log line. Git's errors and GitHub's answers end up in it, so a line break in them could start a
 * workflow command ("::add-mask::", "::error::"): every unprintable character is shown escaped.
 */
function info(message) {
    core/* info */.pq((0,printable/* escapeUnprintable */.O8)(message));
}
async function run_select(inputs, event, options) {
    if (inputs.mode === 'all')
        return { files: undefined, scope: 'all MCP files' };
    if (event.name === 'push' && inputs.upload !== 'false') {
        // A branch's analysis must cover every MCP file: code scanning marks alerts in files missing from it as fixed.
        info('mode: changed is not used on push while uploading to code scanning, which needs every MCP file; set upload: false to lint only the changed ones.');
        return { files: undefined, scope: 'all MCP files (a push uploaded to code scanning)' };
    }
    return selectChanges(event, options);
}
/** The commit a changed-files run compared against: what `mcpdesc lint --changed-since` needs to pick the same files. */
function changeBase(event) {
    const base = event.name === 'pull_request'
        ? field(event.payload, 'pull_request', 'base', 'sha')
        : event.name === 'merge_group'
            ? field(event.payload, 'merge_group', 'base_sha')
            : field(event.payload, 'before');
    return typeof base === 'string' ? base : undefined;
}
function writeAnnotations(results, report) {
    // One error and one warning slot stay free for the step's own messages (core.setFailed, core.warning).
    const { commands, hidden } = (0,annotations/* formatAnnotations */.MR)(results, report, {
        error: annotations/* ANNOTATIONS_PER_LEVEL */.eA - 1,
        warning: annotations/* ANNOTATIONS_PER_LEVEL */.eA - 1,
        note: annotations/* ANNOTATIONS_PER_LEVEL */.eA,
    });
    for (const command of commands)
        process.stdout.write(`${command}${external_node_os_.EOL}`);
    const more = finding/* LEVELS */.A_.filter((level) => hidden[level] > 0).map((level) => plural(hidden[level], `more ${level}`));
    if (more.length > 0)
        info(`GitHub shows 10 annotations per level and step (mcpdesc keeps one error and one warning for its own messages); ${more.join(', ')} are listed above, in the job summary and in the SARIF file.`);
}
/**
 * Input `suggestions`: the certain fixes on the lines a pull request adds, as one review of suggested
 * changes. A line for the job summary, whatever happens; nothing on events other than pull_request.
 */
async function suggest(event, connect, results, run) {
    if (event.name !== 'pull_request')
        return undefined;
    const notPosted = (why) => `**Suggestions:** not posted: ${why}`;
    const number = field(event.payload, 'pull_request', 'number');
    const head = field(event.payload, 'pull_request', 'head', 'sha');
    if (typeof number !== 'number' || typeof head !== 'string')
        return notPosted('the pull_request event has no pull_request.number or head.sha.');
    if (field(event.payload, 'pull_request', 'head', 'repo', 'full_name') !== field(event.payload, 'pull_request', 'base', 'repo', 'full_name'))
        return notPosted('pull requests from forks get a read-only token, which cannot post a review. The fixes are in the SARIF file (`mcpdesc lint --fix` applies them).');
    if (run.actor === 'dependabot[bot]')
        return notPosted('workflows triggered by Dependabot get a read-only token, which cannot post a review.');
    if (!connect || !event.repo)
        return notPosted('there is no token (input "token") or GITHUB_REPOSITORY.');
    const read = (path) => {
        const outcome = (0,runner_read/* readDescriptor */.qq)((0,external_node_path_.resolve)(run.workspace, path), run.workspace, run.config.limits.maxFileBytes);
        return outcome.ok ? outcome.text : undefined;
    };
    return suggestInPullRequest(await connect(), { ...event.repo, pullNumber: number, headSha: head }, new Set(results.filter((r) => r.findings.some((f) => f.fix)).map((r) => r.path)), (added) => planSuggestions(results, added, read, run.report), run.network);
}
async function maybeUpload(inputs, event, github, connect, run, sarif) {
    const skipped = (why) => {
        if (inputs.upload === 'true')
            return { note: `Not uploaded to code scanning: ${why}`, failure: `upload: true, but ${why}` };
        if (inputs.upload === 'auto')
            core/* warning */.$e(`SARIF not uploaded to code scanning: ${why}`);
        return { note: `Not uploaded to code scanning: ${why}` };
    };
    if (inputs.upload === 'false')
        return { note: 'Not uploaded to code scanning (upload: false).' };
    if (!connect)
        return skipped('there is no token (input "token").');
    if (!event.repo)
        return skipped('GITHUB_REPOSITORY is not set.');
    const target = uploadTarget(run, event.repo, github);
    if (!target)
        return skipped(`the ref ${JSON.stringify(github.ref)} is not a branch, tag or pull request, which code scanning needs.`);
    const situation = {
        fork: event.name === 'pull_request' &&
            field(event.payload, 'pull_request', 'head', 'repo', 'full_name') !== field(event.payload, 'pull_request', 'base', 'repo', 'full_name'),
        dependabot: github.actor === 'dependabot[bot]',
    };
    const result = await uploadSarif(await connect(), target, sarif, { wait: inputs.waitForProcessing, network: run.network, situation });
    switch (result.kind) {
        case 'unavailable':
        case 'failed':
            return skipped(result.reason);
        case 'uploaded':
            return processed(result, inputs);
    }
}
function processed(result, inputs) {
    const id = result.id;
    switch (result.processing) {
        case 'complete':
            return { id, note: `Uploaded to code scanning and processed (SARIF id ${id}).` };
        case 'failed': {
            const why = `GitHub could not process the uploaded SARIF (id ${id}): ${result.errors.join('; ') || 'no reason given'}.`;
            if (inputs.upload === 'true')
                return { id, note: why, failure: why };
            core/* warning */.$e(why);
            return { id, note: why };
        }
        case 'pending':
            return { id, note: `Uploaded to code scanning (SARIF id ${id}); GitHub was still processing it when the step stopped waiting.` };
        case 'unknown': {
            const why = `Uploaded to code scanning (SARIF id ${id}), but its processing status could not be read (${result.unreadable ?? 'no reason given'}).`;
            core/* warning */.$e(why);
            return { id, note: why };
        }
        default:
            return { id, note: `Uploaded to code scanning (SARIF id ${id}).` };
    }
}
/**
 * The ref and commit the analysis belongs to, as codeql-action pairs them: GITHUB_REF with the
 * checked-out commit; on a pull request the merge ref goes with the merge commit, so a checkout of
 * the PR head is reported against refs/pull/N/head instead.
 */
function uploadTarget(run, repo, github) {
    let ref = github.ref;
    const merge = /^refs\/pull\/(\d+)\/merge$/.exec(ref);
    if (merge && run.commit !== github.sha)
        ref = `refs/pull/${merge[1]}/head`;
    if (!/^refs\/(heads|tags|pull)\//.test(ref))
        return undefined;
    return { ...repo, ref, commitSha: run.commit, checkoutUri: (0,external_node_url_.pathToFileURL)(run.workspace).href, startedAt: run.startedAt };
}
function statusOf(results, inputs) {
    const failures = [];
    if (hasInternalError(results))
        failures.push('Some checks did not run (mcpdesc.internal findings): this is a bug in mcpdesc; please report it.');
    if (reachesFailLevel(results, inputs.failOn)) {
        const counts = countFindings(results);
        failures.push(`mcpdesc found ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')} and ${plural(counts.note, 'note')} (fail-on: ${inputs.failOn}).`);
    }
    return failures;
}
/**
 * A run over every MCP file that finds none because the exclude globs leave out every candidate fails,
 * as `mcpdesc lint .` does: `exclude: ["**"]` must not pass a required check in silence.
 */
async function noneExcluded(paths, workspace, config) {
    if (config.exclude.length === 0)
        return;
    const { files } = await (0,discover/* discover */.k4)(paths, { root: workspace, include: config.include, exclude: [] });
    if (files.length === 0)
        return;
    throw new InputError(`no MCP files to check in ${paths.join(', ')}: the exclude globs (${config.exclude.map((glob) => JSON.stringify(glob)).join(', ')}) leave out every file the include globs match (${plural(files.length, 'file')}). Narrow the "exclude" input or the exclude globs of the configuration.`);
}
/** The findings a baseline holds do not fail the step (they are uploaded as dismissed); fixed entries get a notice. */
function withBaseline(results, known, name) {
    if (!known)
        return results;
    const { results: baselined, stale } = applyBaseline(results, known, name);
    if (stale.length > 0)
        core/* notice */.lm(staleMessage(stale, name));
    return baselined;
}


/***/ }),

/***/ 5037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ openCatalogue),
/* harmony export */   d$: () => (/* binding */ prebuiltCatalogue),
/* harmony export */   vq: () => (/* binding */ catalogueOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The catalogue as a run opens it. The bundles in dist/ carry it already read, as JSON beside them
 * (written by scripts/bundle.js from the same YAML): reading YAML would be most of the CLI's start-up,
 * and checking it needs every format's model (catalogue.ts), which this module, the one a bundle
 * loads, never imports.
 */



/** Built at run time, so the bundler leaves the file where it is instead of bundling it as an asset. */
const PREBUILT = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)), 'catalogue.json');
/** The catalogue prebuilt beside this module, when running from a bundle. */
function prebuiltCatalogue() {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(PREBUILT) ? catalogueOf(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(PREBUILT, 'utf8'))) : undefined;
}
/** The package's own rules, which do not change while the process runs: callers that run many lints in one process (tests) read them once. */
let opened;
/** The catalogue: prebuilt when running from a bundle, else the package's rules/*.yaml. */
function openCatalogue() {
    opened ??= (async () => prebuiltCatalogue() ?? (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(84)]).then(__webpack_require__.bind(__webpack_require__, 6084))).loadCatalogue())();
    return opened;
}
function catalogueOf(rules) {
    const byId = new Map(rules.map((r) => [r.id, r]));
    if (byId.size !== rules.length)
        throw new Error('rules/*.yaml: a rule id appears twice');
    return { rules, get: (id) => byId.get(id) };
}


/***/ }),

/***/ 5726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ packageVersion),
/* harmony export */   Z: () => (/* binding */ packageRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The directory holding mcpdesc's package.json, `rules/` and `docs/`. Found by walking up from this
 * module, so it works from `src/` under jest and from the `dist/` bundles alike.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const manifest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(manifest) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'rules'))) {
            const { name } = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifest, 'utf8'));
            if (name === 'mcpdesc')
                return (cached = dir);
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            throw new Error('cannot find the mcpdesc package root (package.json beside rules/)');
        dir = parent;
    }
}
function packageVersion() {
    const { version } = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'package.json'), 'utf8'));
    return version;
}


/***/ })

};
