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
import { plural } from '../report/summary-counts.js';
import { isObject } from '../util/json.js';
import { type ApiFailure, MalformedResponse, type Network, Phase } from './network.js';
import { type AddedLines, addedLines, COMMENT_MARKER, MAX_SUGGESTIONS, REVIEW_MARKER, type SuggestionComment, type SuggestionPlan } from './suggestions.js';
import type { GitHubClient } from './upload.js';

const PAGE_SIZE = 100;
/** Pages of files (GitHub lists at most 3,000), reviews and review comments read at most. */
const MAX_PAGES = 30;
/** Earlier comments one run deletes at most; the rest go on the next run. */
const MAX_DELETIONS = 100;

export interface ReviewTarget {
  owner: string;
  repo: string;
  pullNumber: number;
  /** The pull request's head commit, which the review's lines refer to. */
  headSha: string;
}

interface ReviewComment {
  id: number;
  reviewId: number | null;
  login: string | undefined;
  path: string;
  /** null when GitHub marks the comment outdated. */
  line: number | null;
  body: string;
}

/**
 * Syncs the pull request's mcpdesc review with `plan(added lines)`; returns the job summary's line.
 * `fixable` names the files with certain fixes: only their patches are read (none when it is empty).
 */
export async function suggestInPullRequest(
  client: GitHubClient,
  target: ReviewTarget,
  fixable: ReadonlySet<string>,
  plan: (added: AddedLines) => SuggestionPlan,
  network: Network,
): Promise<string> {
  const phase = new Phase('suggestions', network);
  const { owner, repo, pullNumber } = target;
  const pull = { owner, repo, pull_number: pullNumber, per_page: PAGE_SIZE };
  try {
    const added = new Map<string, Map<number, string>>();
    if (fixable.size > 0)
      await pages(
        phase,
        "the pull request's files",
        (page, signal) => client.rest.pulls.listFiles({ ...pull, page, request: { signal } }),
        filePage,
        (files) => {
          for (const file of files)
            if (fixable.has(file.filename) && typeof file.patch === 'string' && file.status !== 'removed') added.set(file.filename, addedLines(file.patch));
        },
      );
    const { comments: wanted, leftOut } = plan(added);

    const authors = new Map<number, string | undefined>();
    await pages(
      phase,
      "the pull request's reviews",
      (page, signal) => client.rest.pulls.listReviews({ ...pull, page, request: { signal } }),
      reviewPage,
      (reviews) => {
        for (const review of reviews) if (review.body.includes(REVIEW_MARKER)) authors.set(review.id, review.login);
      },
    );
    const earlier: ReviewComment[] = [];
    if (authors.size > 0) {
      await pages(
        phase,
        "the pull request's review comments",
        (page, signal) => client.rest.pulls.listReviewComments({ ...pull, page, request: { signal } }),
        commentPage,
        (comments) => {
          for (const comment of comments) {
            const ours = comment.reviewId !== null && comment.login !== undefined && authors.get(comment.reviewId) === comment.login;
            if (ours && comment.body.includes(COMMENT_MARKER)) earlier.push(comment);
          }
        },
      );
    }
    return summaryLine(await sync(client, target, phase, wanted, earlier), leftOut);
  } catch (thrown) {
    return `**Suggestions:** not posted: ${explain(thrown as ApiFailure)}`;
  }
}

interface Synced {
  posted: number;
  updated: number;
  kept: number;
  deleted: number;
}

async function sync(
  client: GitHubClient,
  target: ReviewTarget,
  phase: Phase,
  wanted: readonly SuggestionComment[],
  earlier: readonly ReviewComment[],
): Promise<Synced> {
  const { owner, repo } = target;
  const current = new Map<string, ReviewComment>();
  const stale: ReviewComment[] = [];
  for (const comment of earlier) {
    if (comment.line === null) continue;
    const key = where(comment.path, comment.line);
    if (current.has(key)) stale.push(comment);
    else current.set(key, comment);
  }
  const synced: Synced = { posted: 0, updated: 0, kept: 0, deleted: 0 };
  const fresh: SuggestionComment[] = [];
  for (const comment of wanted) {
    const key = where(comment.path, comment.line);
    const existing = current.get(key);
    current.delete(key);
    if (!existing) fresh.push(comment);
    else if (existing.body === comment.body) synced.kept++;
    else {
      const updated = await unlessGone(() =>
        phase.request('Updating a suggestion', (signal) =>
          client.rest.pulls.updateReviewComment({ owner, repo, comment_id: existing.id, body: comment.body, request: { signal } }),
        ),
      );
      if (updated) synced.updated++;
      else fresh.push(comment);
    }
  }
  for (const comment of [...current.values(), ...stale].slice(0, MAX_DELETIONS)) {
    const deleted = await unlessGone(() =>
      phase.request('Deleting a suggestion that no longer applies', (signal) =>
        client.rest.pulls.deleteReviewComment({ owner, repo, comment_id: comment.id, request: { signal } }),
      ),
    );
    if (deleted) synced.deleted++;
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
      if (!isObject(data) || typeof data.id !== 'number') throw new MalformedResponse('A created review must have an "id"', data);
    });
    synced.posted = fresh.length;
  }
  return synced;
}

/** Runs an edit or deletion: false when someone deleted the comment meanwhile (404). */
async function unlessGone(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (thrown) {
    if ((thrown as ApiFailure).refused?.status !== 404) throw thrown;
    return false;
  }
}

function where(path: string, line: number): string {
  return `${line}\n${path}`;
}

function reviewBody(count: number): string {
  return [
    `mcpdesc suggests ${plural(count, 'change')} that certainly fix what it found on the lines this pull request adds. Apply one with "Commit suggestion", or several with "Add suggestion to batch". Later runs update these suggestions and remove those that no longer apply.`,
    REVIEW_MARKER,
  ].join('\n\n');
}

function summaryLine({ posted, updated, kept, deleted }: Synced, leftOut: number): string {
  const done = [
    ...(posted > 0 ? [`${plural(posted, 'suggestion')} posted in a review`] : []),
    ...(updated > 0 ? [`${updated} updated`] : []),
    ...(kept > 0 ? [`${kept} unchanged`] : []),
    ...(deleted > 0 ? [`${plural(deleted, 'earlier suggestion')} that no longer applies removed`] : []),
  ];
  const more = leftOut > 0 ? ` ${plural(leftOut, 'more fixable line')} left out: a run suggests at most ${MAX_SUGGESTIONS}.` : '';
  return `**Suggestions:** ${done.length > 0 ? `${done.join(', ')}.` : 'no certain fix on the lines this pull request adds.'}${more}`;
}

function explain(failure: ApiFailure): string {
  const refused = failure.refused;
  if (refused?.status === 403)
    return `GitHub answered 403 (${refused.message}): the token cannot write to the pull request. Give the job the pull-requests: write permission, or set suggestions: false.`;
  if (refused?.status === 422) return `GitHub refused the review (422: ${refused.message}).`;
  return `${failure.message}.`;
}

/** Reads pages of a list until a short one or MAX_PAGES. */
async function pages<T>(
  phase: Phase,
  what: string,
  get: (page: number, signal: AbortSignal) => Promise<{ data: unknown }>,
  check: (data: unknown) => T[],
  take: (items: T[]) => void,
): Promise<void> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const items = await phase.request(`Listing ${what} (page ${page})`, async (signal) => check((await get(page, signal)).data));
    take(items);
    if (items.length < PAGE_SIZE) return;
  }
}

function list(data: unknown, what: string): unknown[] {
  if (!Array.isArray(data)) throw new MalformedResponse(`A page of ${what} must be an array`, data);
  return data;
}

function filePage(data: unknown): { filename: string; status: string; patch?: unknown }[] {
  return list(data, 'pull-request files').map((file) => {
    if (!isObject(file) || typeof file.filename !== 'string' || typeof file.status !== 'string')
      throw new MalformedResponse('Each pull-request file must have a "filename" and a "status"', file);
    return { filename: file.filename, status: file.status, patch: file.patch };
  });
}

function reviewPage(data: unknown): { id: number; body: string; login: string | undefined }[] {
  return list(data, 'reviews').map((review) => {
    if (!isObject(review) || typeof review.id !== 'number') throw new MalformedResponse('Each review must have an "id"', review);
    return { id: review.id, body: typeof review.body === 'string' ? review.body : '', login: login(review.user) };
  });
}

function commentPage(data: unknown): ReviewComment[] {
  return list(data, 'review comments').map((comment) => {
    if (!isObject(comment) || typeof comment.id !== 'number' || typeof comment.path !== 'string')
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

function login(user: unknown): string | undefined {
  return isObject(user) && typeof user.login === 'string' ? user.login : undefined;
}
