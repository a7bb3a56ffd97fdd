/**
 * The names a text may use without naming "another tool": the tool's own name and its parameters' names
 * (its own vocabulary), and the names of its server's other tools, prompts and resources (its siblings).
 * A description that says "set `max_results`" or "use list_channels first" speaks of its own server; an
 * order about a tool of another server is what shadowing is made of.
 */
export interface Vocabulary {
  /** The tool's (or prompt's) own name and the names of its parameters at any depth. */
  own: ReadonlySet<string>;
  /** The names of the other tools, prompts and resources of the same server. */
  siblings: ReadonlySet<string>;
  /** The tool's (or prompt's) own name, when it has one: what it is named to do. */
  name?: string;
  /** The parameter whose description the text is, when it is one: what that parameter is named for. */
  field?: string;
}

/**
 * Tools of widely used servers (the reference servers: filesystem, git, GitHub, GitLab, Slack, fetch,
 * memory, Puppeteer, Brave Search, Google Maps, Postgres, SQLite; and mail): ordering advice about one of
 * these from another server's description reaches into a server the user installed for other reasons.
 * Advice about any other name is a server's own workflow ("call list_x first to get the id").
 */
const WIDELY_USED = new Set(
  (
    'read_file read_text_file read_multiple_files write_file edit_file create_directory list_directory directory_tree move_file search_files get_file_info list_allowed_directories ' +
    'git_status git_diff git_diff_staged git_diff_unstaged git_commit git_add git_reset git_log git_create_branch git_checkout git_show git_push git_pull ' +
    'create_or_update_file push_files create_issue create_pull_request create_repository fork_repository create_branch merge_pull_request search_repositories get_file_contents search_code add_issue_comment ' +
    'slack_post_message slack_reply_to_thread slack_list_channels slack_get_channel_history send_message post_message ' +
    'fetch fetch_url browser_navigate puppeteer_navigate puppeteer_evaluate puppeteer_fill brave_web_search brave_local_search ' +
    'create_entities create_relations add_observations read_graph search_nodes open_nodes ' +
    'maps_geocode maps_directions query execute_query run_sql ' +
    'send_email send_mail gmail_send_email draft_email'
  ).split(' '),
);

/** Whether ordering advice about `name` reaches beyond the text's own server: a widely used tool that is no sibling. */
export function reachesOtherServer(name: string, vocabulary: Vocabulary | undefined): boolean {
  const bare = name.replace(/^[`'"]+|[`'"]+$/g, '');
  if (vocabulary?.siblings.has(bare) || vocabulary?.own.has(bare)) return false;
  return WIDELY_USED.has(bare);
}

/** Whether `name` is the text's own tool or parameter, or a tool of its own server. */
export function ownServers(name: string, vocabulary: Vocabulary | undefined): 'own' | 'sibling' | undefined {
  if (!vocabulary) return undefined;
  const bare = name.replace(/^[`'"]+|[`'"]+$/g, '');
  if (vocabulary.own.has(bare)) return 'own';
  return vocabulary.siblings.has(bare) || prefixedSibling(bare, vocabulary.siblings) ? 'sibling' : undefined;
}

/** At most this many siblings are compared by their ends: a server's tool list is bounded, a hostile one is cut short. */
const MAX_SUFFIX_SIBLINGS = 2000;

/**
 * Whether `name` (two words or more in snake_case) ends a sibling's name after an underscore
 * ("draft_note_publish_all" of gitlab_mr_draft_note_publish_all): the sibling written without the
 * server's prefix, as servers with long prefixed names write their own tools.
 */
function prefixedSibling(name: string, siblings: ReadonlySet<string>): boolean {
  if (!/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(name)) return false;
  const end = `_${name}`;
  let seen = 0;
  for (const sibling of siblings) {
    if (++seen > MAX_SUFFIX_SIBLINGS) return false;
    if (sibling.endsWith(end)) return true;
  }
  return false;
}

/**
 * Whether `phrase` names what the tool, or the parameter the text describes, is named for: two of its
 * words are words of the name ("the conversation history" of get_conversation_history, "secret keys" of
 * list_secret_keys, "Include all messages" of a flag include_messages). A phrase with a path, an address
 * or a URL in it never is.
 */
export function namedFor(phrase: string, vocabulary: Vocabulary | undefined): boolean {
  if (vocabulary === undefined || /[~/\\.@:]/.test(phrase)) return false;
  return [vocabulary.name, vocabulary.field].some((name) => name !== undefined && sharesTwoWords(phrase, name));
}

function sharesTwoWords(phrase: string, name: string): boolean {
  const named = new Set(
    name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z]+/)
      .map((word) => word.replace(/s$/, '')),
  );
  const shared = new Set<string>();
  for (const [word] of phrase.toLowerCase().matchAll(/[a-z]{4,}/g)) if (named.has(word.replace(/s$/, ''))) shared.add(word.replace(/s$/, ''));
  return shared.size >= 2;
}

/** A line that starts with a name as a label ("include_messages: …", "- `limit` — …"), as docstrings list their arguments. */
const LINE_LABEL = /^[ \t]{0,12}(?:[-*][ \t]{1,3})?[`'"]?([A-Za-z_]\w{0,63})[`'"]?(?:[ \t]{0,2}\([^()\n]{0,40}\))?[ \t]{0,2}[:\u2013\u2014-]/;
/** How far back the start of a labelled line is looked for. */
const LINE_REACH = 300;

/**
 * The vocabulary with the text's own parameter that labels the line holding `index` as its field (a
 * docstring's "Args:" line "include_messages: Include all messages" describes that parameter), or as it is.
 */
export function labelledAt(text: string, index: number, vocabulary: Vocabulary | undefined): Vocabulary | undefined {
  if (vocabulary === undefined) return undefined;
  const from = Math.max(0, index - LINE_REACH);
  const head = text.slice(from, index);
  const newline = head.lastIndexOf('\n');
  if (newline < 0 && from > 0) return vocabulary;
  const label = LINE_LABEL.exec(head.slice(newline + 1))?.[1];
  return label !== undefined && vocabulary.own.has(label) ? { ...vocabulary, field: label } : vocabulary;
}

/** A docstring's heading of its argument list ("Args:", "parameters:"), alone on its line. */
const ARGS_HEADING = /^([ \t]{0,12})(?:args|arguments|parameters|params)[ \t]{0,2}:[ \t]{0,4}$/gim;
/** An entry of that list: a name at the start of its line, then " - ", ":" or "(type):" ("project_name - …", "path (str): …"). */
const ARGS_ENTRY = /^([ \t]{0,16})[`'"]?([A-Za-z_]\w{0,63})[`'"]?(?:[ \t]{1,2}\([^()\n]{0,40}\))?(?:[ \t]{0,2}:|[ \t]{1,2}[-\u2013\u2014][ \t])/;
/** At most this many argument lists are read, and this many lines of each: a docstring's are short. */
const MAX_ARGS_LISTS = 4;
const MAX_ARGS_LINES = 120;

/**
 * The vocabulary with the names the text lists as its own arguments (an "Args:" section of a docstring,
 * each entry at the start of its line): the tool's parameters, even where its schema is not known, so
 * not other tools. A widely used tool of another server, or a sibling, listed so stays what it is.
 */
export function withListedArguments(text: string, vocabulary: Vocabulary | undefined): Vocabulary | undefined {
  if (vocabulary === undefined || !/(?:args|arguments|parameters|params)[ \t]{0,2}:/i.test(text)) return vocabulary;
  const listed = new Set<string>();
  ARGS_HEADING.lastIndex = 0;
  for (let m = ARGS_HEADING.exec(text), n = 0; m !== null && n < MAX_ARGS_LISTS; m = ARGS_HEADING.exec(text), n++) {
    let indent: number | undefined;
    let at = m.index + m[0].length + 1;
    for (let lines = 0; at < text.length && lines < MAX_ARGS_LINES; lines++) {
      const end = text.indexOf('\n', at);
      const line = text.slice(at, end < 0 ? text.length : end);
      at = end < 0 ? text.length : end + 1;
      const depth = /^[ \t]*/.exec(line)?.[0].length ?? 0;
      // A blank line, or one written left of the entries (the next heading), ends the list; a deeper one continues an entry.
      if (line.trim() === '' || depth < (indent ?? m[1].length)) break;
      if (indent !== undefined && depth > indent) continue;
      const entry = ARGS_ENTRY.exec(line);
      if (entry === null) break;
      indent = entry[1].length;
      if (!WIDELY_USED.has(entry[2]) && !vocabulary.siblings.has(entry[2])) listed.add(entry[2]);
    }
  }
  return listed.size === 0 ? vocabulary : { ...vocabulary, own: new Set([...vocabulary.own, ...listed]) };
}
