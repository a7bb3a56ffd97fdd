export const id = 635;
export const ids = [635];
export const modules = {

/***/ 6635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ mcp_server_card)
});

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/formats/mcp-server-card/drafts.ts
var drafts = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/protocol/check.ts
var check = __webpack_require__(9440);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
;// CONCATENATED MODULE: ./src/formats/mcp-server-card/primitives.ts
/**
 * The MCP objects a card carries (the early drafts' `tools`, `resources`, `prompts`, `capabilities` and
 * `serverInfo`, or any card that keeps them), checked with the protocol model in every protocol version.
 * An issue that reads the same in several versions is one issue listing them, so a rule reports one
 * finding per problem however many versions the card claims.
 */



/** Where the drafts put each kind of MCP object, and its definition in the protocol model. */
const LISTS = [
    ['tools', 'Tool'],
    ['resources', 'Resource'],
    ['resourceTemplates', 'ResourceTemplate'],
    ['prompts', 'Prompt'],
];
const SINGLES = [
    ['capabilities', 'ServerCapabilities'],
    ['serverInfo', 'Implementation'],
];
/** The card's MCP objects with the definition each is checked against. */
function objectsOf(root) {
    const out = [];
    for (const [key, definition] of LISTS) {
        const list = root[key];
        // The first draft writes ["dynamic"] for a list the server only serves at run time.
        if (Array.isArray(list))
            for (const [i, item] of list.entries())
                if ((0,json/* isObject */.Gv)(item))
                    out.push({ pointer: `/${key}/${i}`, definition, value: item });
    }
    for (const [key, definition] of SINGLES) {
        const value = root[key];
        if ((0,json/* isObject */.Gv)(value))
            out.push({ pointer: `/${key}`, definition, value });
    }
    return out;
}
function primitiveIssues(root) {
    const grouped = new Map();
    for (const object of objectsOf(root)) {
        for (const version of versions/* VERSIONS */.S8) {
            for (const issue of (0,check/* checkDefinition */.Q)(object.definition, object.value, version, object.pointer)) {
                // The drafts keep a card's objects open: keys no protocol version defines are not reported here.
                if (issue.kind === 'deprecated' || issue.kind === 'unknown')
                    continue;
                // The model names places relative to the object checked: say which object that is.
                const message = `In ${JSON.stringify(pathOf(object.pointer))}, ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
                const template = message.split(version).join('{version}');
                const key = `${issue.kind}\u0000${issue.pointer}\u0000${issue.target}\u0000${template}`;
                const found = grouped.get(key);
                if (found)
                    found.versions.push(version);
                else
                    grouped.set(key, { kind: issue.kind, pointer: issue.pointer, target: issue.target, template, versions: [version] });
            }
        }
    }
    return [...grouped.values()];
}
/** The path of a pointer as messages show it: `tools[0].execution`. */
function pathOf(pointer) {
    return pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`), '');
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/protocol-versions.ts
/**
 * The protocol versions a card claims. The first draft states one `protocolVersion` for the server;
 * later drafts list `supportedProtocolVersions` per remote (and per package in 2026-01-30), so the
 * server as a whole speaks their union.
 */


function claimedVersions(root) {
    const listed = [];
    if (root.protocolVersion !== undefined)
        listed.push({ pointer: '/protocolVersion', value: root.protocolVersion });
    for (const list of ['remotes', 'packages']) {
        const entries = root[list];
        if (!Array.isArray(entries))
            continue;
        for (const [i, entry] of entries.entries()) {
            const supported = (0,json/* isObject */.Gv)(entry) ? entry.supportedProtocolVersions : undefined;
            if (!Array.isArray(supported))
                continue;
            for (const [j, value] of supported.entries())
                listed.push({ pointer: `/${list}/${i}/supportedProtocolVersions/${j}`, value });
        }
    }
    const known = new Set(listed.flatMap((l) => ((0,versions/* isVersion */.lF)(l.value) ? [l.value] : [])));
    return { listed, versions: versions/* VERSIONS */.S8.filter((v) => known.has(v)) };
}
/** How messages list versions or steps: "2025-06-18", "2025-03-26, 2025-06-18 and 2025-11-25". */
function phraseList(versions) {
    if (versions.length <= 1)
        return versions.join('');
    return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}
/** The known protocol version nearest in time to a date-like text, for "did you mean". */
function nearestProtocolVersion(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match)
        return undefined;
    const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    let best;
    let distance = Number.POSITIVE_INFINITY;
    for (const version of versions/* PROTOCOL_AXIS */.$M.versions) {
        const [y, m, d] = version.split('-').map(Number);
        const gap = Math.abs(Date.UTC(y, m - 1, d) - time);
        if (gap < distance) {
            best = version;
            distance = gap;
        }
    }
    return best;
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/context.ts





function cardRule(id, check) {
    return { id, check };
}
const CLAIMED = (0,types/* memoKey */.e3)('server card protocol versions');
const PRIMITIVES = (0,types/* memoKey */.e3)('server card MCP objects by protocol version');
function cardContext(scope, reporter) {
    const root = scope.parsed.value;
    const shape = (0,drafts/* shapeOf */.F5)(root);
    if (!shape || !(0,json/* isObject */.Gv)(root))
        return undefined;
    return {
        path: scope.path,
        parsed: scope.parsed,
        root,
        shape,
        report: (pointer, message, target, fix) => reporter.report(pointer, message, target, undefined, fix),
        claimed: () => scope.memo(CLAIMED, () => claimedVersions(root)),
        primitives: () => scope.memo(PRIMITIVES, () => primitiveIssues(root)),
    };
}

// EXTERNAL MODULE: ./src/formats/mcp-server-card/info.ts
var info = __webpack_require__(8272);
;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/description.ts

const MAX = 100;
/**
 * mcpdesc.card.description: the card's "description" is 1 to 100 characters, as the current draft's schema
 * (and the registry) require: it is the line a client shows in a list of servers.
 */
/* harmony default export */ const description = (cardRule('mcpdesc.card.description', ({ root, report }) => {
    const description = root.description;
    if (typeof description !== 'string')
        return;
    const length = [...description].length;
    if (length === 0) {
        report('/description', '"description" is empty; the current draft requires 1 to 100 characters that say what the server does. Write one sentence.');
    }
    else if (length > MAX) {
        report('/description', `"description" is ${length} characters long; the current draft allows at most ${MAX}, since clients show it as one line in a list of servers. Shorten it to one sentence of ${MAX} characters or fewer (details belong on the "websiteUrl" page).`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/draft.ts





/** What moving a key of an older shape to the current one takes. */
const MOVE = {
    $schema: 'write the current "$schema"',
    serverInfo: 'move "serverInfo.name" to a reverse-DNS "name" and "serverInfo.version" to "version"',
    transport: 'write "transport" as "remotes" (each with "type" and "url")',
    protocolVersion: 'list the protocol versions in each remote\'s "supportedProtocolVersions"',
    packages: 'move "packages" to the server\'s server.json',
};
const SHAPE = {
    '2026-01-21': 'the shape of the first draft of SEP-2127 (2026-01-21) and of SEP-1649\'s "/.well-known/mcp.json": the initialize result written to a file',
    '2026-01-30': 'the shape of the 2026-01-30 draft of SEP-2127, which still listed primitives and packages',
    '2026-03-03': 'the shape of the 2026-03-03 draft of SEP-2127, which still had capabilities, requirements and authentication',
};
/**
 * mcpdesc.card.draft: the card follows the current draft's shape. A card of an older draft gets this one
 * finding, which names the shape and what moving takes; the current draft's rules do not run on it (they
 * would report every field of the old shape).
 */
/* harmony default export */ const draft = (cardRule('mcpdesc.card.draft', ({ shape, report }) => {
    const draft = shape.draft;
    if (draft === drafts/* CURRENT */.eN)
        return;
    const keys = shape.markers.map((m) => pathOf(m));
    const moves = shape.markers.flatMap((m) => (MOVE[m.slice(1)] ? [MOVE[m.slice(1)]] : []));
    const removed = keys.filter((k) => MOVE[k] === undefined);
    const steps = [...moves, ...(removed.length > 0 ? [`remove ${(0,json/* listOf */.c3)(removed, 'and')}`] : [])];
    report(shape.markers[0] ?? '', `This Server Card follows ${SHAPE[draft]} (it has ${(0,json/* listOf */.c3)(keys, 'and')}). The current draft (${drafts/* CURRENT */.eN}) describes only how to reach the server: "$schema" ${JSON.stringify(drafts/* CARD_SCHEMA */.DU)}, a reverse-DNS "name", "version", "description" and "remotes" with their "supportedProtocolVersions"; clients list tools, resources and prompts after they connect. To move, ${phraseList(steps)}. Until then mcpdesc checks only the MCP objects in the card.`, 'key');
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/header.ts



/** RFC 9110's token: what an HTTP field name may be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * mcpdesc.card.header: each header a remote lists has a name HTTP allows, and no remote lists the same
 * header twice (names are case-insensitive), since a client prompts for both and sends one.
 */
/* harmony default export */ const header = (cardRule('mcpdesc.card.header', ({ root, report }) => {
    for (const remote of (0,drafts/* remotesOf */.xY)(root)) {
        if (!Array.isArray(remote.value.headers))
            continue;
        const seen = new Map();
        for (const [i, header] of remote.value.headers.entries()) {
            if (!(0,json/* isObject */.Gv)(header) || typeof header.name !== 'string')
                continue;
            const pointer = `${remote.pointer}/headers/${i}/name`;
            if (!TOKEN.test(header.name)) {
                report(pointer, `Header name ${(0,json/* quote */.hD)(header.name)} is not a valid HTTP header name (letters, digits and "!#$%&'*+.^_\`|~-" only, no spaces or colons), so clients cannot send it. Write the bare name, such as "X-API-Key".`);
                continue;
            }
            const lower = header.name.toLowerCase();
            const first = seen.get(lower);
            if (first === undefined)
                seen.set(lower, i);
            else
                report(pointer, `Header ${(0,json/* quote */.hD)(header.name)} is listed twice in this remote (first as header #${first + 1}; names are case-insensitive), so clients prompt for it twice and send one value. Remove one.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/name.ts


const NAME_PATTERN = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
/** A name of the right shape built from a wrong one: its characters kept where the pattern allows them. */
function suggestion(name) {
    const slash = name.indexOf('/');
    const clean = (part, allowed) => [...part]
        .map((c) => (allowed.test(c) ? c : '-'))
        .join('')
        .replace(/-{2,}/g, '-')
        .replace(/^-|-$/g, '');
    if (slash < 0)
        return `io.github.your-account/${clean(name.toLowerCase(), /[a-z0-9._-]/) || 'server'}`;
    return `${clean(name.slice(0, slash), /[a-zA-Z0-9.-]/) || 'io.github.your-account'}/${clean(name.slice(slash + 1), /[a-zA-Z0-9._-]/) || 'server'}`;
}
/**
 * mcpdesc.card.name: the card's "name" is the server's reverse-DNS identity ("io.github.acme/weather"),
 * 3 to 200 characters with one "/", as the current draft's schema and the registry require: it is how a
 * card, a server.json and a server/discover response are matched.
 */
/* harmony default export */ const rules_name = (cardRule('mcpdesc.card.name', ({ root, report }) => {
    const name = root.name;
    if (typeof name !== 'string')
        return;
    const length = [...name].length;
    if (length > 200) {
        report('/name', `"name" is ${length} characters long; the current draft allows at most 200. Shorten it.`);
        return;
    }
    if (NAME_PATTERN.test(name) && length >= 3)
        return;
    const why = !name.includes('/')
        ? 'it has no namespace'
        : name.indexOf('/') !== name.lastIndexOf('/')
            ? 'it has more than one "/"'
            : length < 3
                ? 'it is shorter than 3 characters'
                : 'it has characters the pattern does not allow (letters, digits, "." and "-" before the "/", and "_" after it too)';
    report('/name', `"name" ${(0,json/* quote */.hD)(name)} is not a reverse-DNS server name: ${why}. The current draft requires "namespace/name" (a domain or account you own, then the server), so clients can match the card to the server's registry entry. Write something like ${JSON.stringify(suggestion(name))}.`);
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/primitive.ts


/**
 * mcpdesc.card.primitive: the MCP objects a card carries (tools, resources, prompts, capabilities,
 * serverInfo) are valid in every protocol version the card claims, as the protocol model defines them.
 * A problem in several versions is one finding listing them.
 */
/* harmony default export */ const primitive = (cardRule('mcpdesc.card.primitive', (context) => {
    const claimed = context.claimed().versions;
    if (claimed.length === 0)
        return;
    for (const issue of context.primitives()) {
        if (issue.kind !== 'invalid')
            continue;
        const versions = issue.versions.filter((v) => claimed.includes(v));
        if (versions.length === 0)
            continue;
        // The place says which versions; the model's "(required in 2025-06-18)" would name only one.
        const message = issue.template
            .replace(/ \(required in \{version\}\)/g, '')
            .split('{version}')
            .join(phraseList(versions));
        context.report(issue.pointer, `${message} ${where(versions, claimed)}`, issue.target);
    }
}));
function where(versions, claimed) {
    if (versions.length === claimed.length && claimed.length > 1)
        return `This holds in every protocol version the card claims (${phraseList(claimed)}).`;
    return `This holds in ${phraseList(versions)}, ${versions.length === 1 ? 'a protocol version' : 'protocol versions'} the card claims${claimed.length > versions.length ? ` (of ${phraseList(claimed)})` : ''}.`;
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/primitive-version.ts




/**
 * mcpdesc.card.primitive-version: every field of the card's MCP objects exists in every protocol version
 * the card claims. A server that speaks several versions sends a field only to the clients whose version
 * has it ("execution" is invisible to a 2025-06-18 client), so the card promises what some clients never
 * see. One finding per field, listing the versions that lack it.
 */
/* harmony default export */ const primitive_version = (cardRule('mcpdesc.card.primitive-version', (context) => {
    const claimed = context.claimed().versions;
    if (claimed.length === 0)
        return;
    for (const issue of context.primitives()) {
        if (issue.kind !== 'unavailable')
            continue;
        const lacking = issue.versions.filter((v) => claimed.includes(v));
        if (lacking.length === 0)
            continue;
        const exists = versions/* VERSIONS */.S8.filter((v) => !issue.versions.includes(v));
        const path = JSON.stringify(pathOf(issue.pointer));
        const some = lacking.length < claimed.length;
        const advice = some
            ? `Keep it if clients on ${phraseList(lacking)} can do without it, or stop claiming ${phraseList(lacking)}.`
            : exists.length > 0
                ? `Remove it, or claim a version that has it if the server speaks one.`
                : 'Remove it.';
        context.report(issue.pointer, `${path} does not exist in protocol ${lacking.length === 1 ? 'version' : 'versions'} ${phraseList(lacking)}, which the card claims${exists.length > 0 ? ` (it exists ${(0,versions/* describeVersions */.Tt)(exists)})` : ''}: clients on ${phraseList(lacking)} will not see it. ${advice}`, issue.target);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/protocol-version.ts





/**
 * mcpdesc.card.protocol-version: every protocol version the card names ("supportedProtocolVersions", or
 * the first draft's "protocolVersion") is an MCP revision. Clients pick a version they share with the
 * server from this list before connecting; a date no revision has (the SEP's own examples use
 * "2025-03-12") matches nothing.
 */
/* harmony default export */ const protocol_version = (cardRule('mcpdesc.card.protocol-version', (context) => {
    for (const { pointer, value } of context.claimed().listed) {
        if (typeof value !== 'string' || (0,versions/* isVersion */.lF)(value))
            continue;
        const near = nearestProtocolVersion(value);
        context.report(pointer, `${JSON.stringify(pathOf(pointer))} is ${(0,json/* quote */.hD)(value)}, which is not an MCP protocol version (they are ${versions/* VERSIONS */.S8.join(', ')}), so clients choosing a version from the card find no match. Write the revision the server speaks${near ? `, such as ${JSON.stringify(near)} (the nearest)` : `, such as ${JSON.stringify(versions/* LATEST */.k0)} (the latest)`}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/remote.ts



const TYPES = ['streamable-http', 'sse'];
/** The current draft's pattern for a remote's URL: http(s), or a leading `{variable}`, and no whitespace. */
const URL_PATTERN = /^(?:https?:\/\/\S+|\{[a-zA-Z_][a-zA-Z0-9_]*\}\S*)$/;
/** Spellings of a transport type seen in real cards and client configurations. */
const TYPE_FOR = {
    http: 'streamable-http',
    streamable_http: 'streamable-http',
    streamableHttp: 'streamable-http',
    streamable: 'streamable-http',
};
function urlProblem(url) {
    if (/\s/.test(url))
        return 'it contains whitespace';
    if (url.startsWith('/'))
        return 'it is a path, and a card is read by clients that do not know which host it came from';
    if (/^[a-z][a-z0-9+.-]*:/i.test(url))
        return `its scheme is ${(0,json/* quote */.hD)(url.slice(0, url.indexOf(':')))}, and remotes are reached over HTTP`;
    return 'it does not start with "http://", "https://" or a "{variable}"';
}
/**
 * mcpdesc.card.remote: each remote has a transport type the current draft defines ("streamable-http" or
 * "sse") and a URL clients can connect to: absolute http(s), or a template that starts with a variable.
 */
/* harmony default export */ const remote = (cardRule('mcpdesc.card.remote', ({ root, report }) => {
    for (const remote of (0,drafts/* remotesOf */.xY)(root)) {
        const { type, url } = remote.value;
        if (typeof type === 'string' && !TYPES.includes(type)) {
            const hint = type === 'stdio'
                ? 'A Server Card describes servers reached over the network; a local server belongs in server.json "packages". Remove this remote.'
                : `Write ${JSON.stringify(TYPE_FOR[type] ?? 'streamable-http')}.`;
            report(`${remote.pointer}/type`, `Remote type ${(0,json/* quote */.hD)(type)} is not one the current draft defines ("streamable-http" or "sse"), so clients do not know how to connect. ${hint}`);
        }
        if (typeof url === 'string' && !URL_PATTERN.test(url)) {
            report(`${remote.pointer}/url`, `Remote URL ${(0,json/* quote */.hD)(url)} is not one the current draft accepts: ${urlProblem(url)}. Write the full endpoint, such as "https://example.com/mcp", or start it with a "{variable}" defined in "variables".`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/schema.ts



/** Why a `$schema` that is not the current one is wrong, for the ones seen in real cards. */
function problem(url) {
    if (/\/schemas\/\d{4}-\d{2}-\d{2}\/server-card\.schema\.json$/.test(url))
        return 'Server Card schemas are versioned by a "/v1/" segment, not by a date as server.json schemas are';
    if (/\/server\.schema\.json$/.test(url))
        return "that is the registry's server.json schema, a different file";
    if (url.replace(/^http:/, 'https:') === drafts/* CARD_SCHEMA */.DU)
        return 'the URL must use https';
    return 'the current draft accepts only its own schema URL';
}
/**
 * mcpdesc.card.schema: the card names the current draft's schema in "$schema", which the draft requires
 * with exactly one URL; clients and registries read it to know the file is a Server Card of that shape.
 */
/* harmony default export */ const schema = (cardRule('mcpdesc.card.schema', ({ root, report }) => {
    const schema = root.$schema;
    if (schema === undefined) {
        report('', `This Server Card has no "$schema", which the current draft requires, so validators and clients cannot tell it from any other JSON file. Add "$schema": ${JSON.stringify(drafts/* CARD_SCHEMA */.DU)}.`);
        return;
    }
    if (typeof schema !== 'string' || schema === drafts/* CARD_SCHEMA */.DU)
        return;
    report('/$schema', `"$schema" ${(0,json/* quote */.hD)(schema, 120)} is not the Server Card schema URL: ${problem(schema)}. Write ${JSON.stringify(drafts/* CARD_SCHEMA */.DU)}.`);
}));

// EXTERNAL MODULE: ./src/model/check.ts
var model_check = __webpack_require__(4662);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/util/uri.ts
var uri = __webpack_require__(4826);
// EXTERNAL MODULE: ./src/formats/mcp-server-card/model.ts
var model = __webpack_require__(7663);
;// CONCATENATED MODULE: ./src/formats/mcp-server-card/walk.ts
/** The objects of a card with the current draft's definition of each, for rules that read them by kind. */


function placeObjects(root) {
    const out = [{ pointer: '', definition: 'ServerCard', value: root }];
    const each = (value, pointer, definition) => {
        if (Array.isArray(value))
            for (const [i, item] of value.entries())
                one(item, (0,util_pointer/* joinPointer */.Kn)(pointer, i), definition);
    };
    const one = (value, pointer, definition) => {
        if (!(0,json/* isObject */.Gv)(value))
            return undefined;
        out.push({ pointer, definition, value });
        return value;
    };
    const variables = (holder, pointer) => {
        if ((0,json/* isObject */.Gv)(holder.variables))
            for (const [k, v] of Object.entries(holder.variables))
                one(v, (0,util_pointer/* joinPointer */.Kn)(pointer, 'variables', k), 'Input');
    };
    one(root.repository, '/repository', 'Repository');
    each(root.icons, '/icons', 'Icon');
    if (Array.isArray(root.remotes)) {
        for (const [i, item] of root.remotes.entries()) {
            const pointer = `/remotes/${i}`;
            const remote = one(item, pointer, 'Remote');
            if (!remote)
                continue;
            variables(remote, pointer);
            if (Array.isArray(remote.headers)) {
                for (const [j, h] of remote.headers.entries()) {
                    const header = one(h, `${pointer}/headers/${j}`, 'KeyValueInput');
                    if (header)
                        variables(header, `${pointer}/headers/${j}`);
                }
            }
        }
    }
    return out;
}
function walk_objectsOf(placed, definition) {
    return placed.filter((p) => p.definition === definition);
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/structure.ts








/** Why a required field matters, by definition. */
const NEEDED_FOR = {
    ServerCard: {
        name: 'it is the server\u2019s identity',
        description: 'it is what clients show in a list of servers',
        version: 'it names the release the card describes',
    },
    Remote: { type: 'it says which transport to connect with', url: 'it is where clients connect' },
    KeyValueInput: { name: 'it is the header the value is for' },
    Repository: { url: 'it is where people find the code', source: 'it names the forge that hosts the code' },
    Icon: { src: 'it is where clients load the icon from' },
};
/** Fields whose values the schema bounds beyond their type, with an example for the fix. */
const URIS = [
    ['ServerCard', 'websiteUrl', 'https://example.com/docs'],
    ['Repository', 'url', 'https://github.com/owner/repo'],
    ['Icon', 'src', 'https://example.com/icon.png'],
];
const LENGTHS = [
    ['title', 1, 100],
    ['version', 0, 255],
];
/**
 * mcpdesc.card.structure: the card is valid against the current draft's schema: its required fields, the
 * type of every field, the allowed values, lengths and URI formats. "$schema", "name", "description" and a
 * remote's "type" and "url" have rules of their own that explain them.
 */
/* harmony default export */ const structure = (cardRule('mcpdesc.card.structure', ({ root, report }) => {
    const placed = placeObjects(root);
    for (const issue of (0,model_check/* checkModel */.w5)(model/* MODEL */.A, 'ServerCard', root, drafts/* CURRENT */.eN, '')) {
        if (issue.kind !== 'invalid')
            continue;
        if (issue.missing) {
            if (issue.pointer === '' && issue.missing.key === '$schema')
                continue;
            const { key, found } = issue.missing;
            const holder = placed.find((p) => p.pointer === issue.pointer);
            const why = holder ? NEEDED_FOR[holder.definition]?.[key] : undefined;
            const owner = issue.pointer === '' ? 'This Server Card' : JSON.stringify(pathOf(issue.pointer));
            const hint = found ? `Found ${JSON.stringify(found)}: did you mean ${JSON.stringify(key)}?` : `Add ${JSON.stringify(key)}.`;
            report(issue.pointer, `${owner} has no ${JSON.stringify(key)}, which the current draft requires${why ? ` (${why})` : ''}. ${hint}`);
        }
        else {
            report(issue.pointer, `${issue.message} The current draft's schema rejects the card.`, issue.target);
        }
    }
    for (const [definition, key, example] of URIS) {
        for (const object of walk_objectsOf(placed, definition)) {
            const value = object.value[key];
            const problem = typeof value === 'string' ? (0,uri/* checkAbsoluteUri */.WU)(value) : null;
            if (problem)
                report((0,util_pointer/* joinPointer */.Kn)(object.pointer, key), `${JSON.stringify(pathOf((0,util_pointer/* joinPointer */.Kn)(object.pointer, key)))} is not an absolute URI (${problem}), so the current draft's schema ("format": "uri") rejects it. Write the full URL, such as ${JSON.stringify(example)}.`);
        }
    }
    for (const [key, min, max] of LENGTHS) {
        const value = root[key];
        if (typeof value !== 'string')
            continue;
        const length = [...value].length;
        if (length < min)
            report(`/${key}`, `"${key}" is empty; the current draft requires at least ${min} character. Write it, or remove the field.`);
        else if (length > max)
            report(`/${key}`, `"${key}" is ${length} characters long; the current draft allows at most ${max}. Shorten it.`);
    }
}));

// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/unknown-key.ts






/** Spellings other formats and early drafts use for a field of the current draft. */
const OTHER_NAMES = {
    ServerCard: { homepage: 'websiteUrl', website: 'websiteUrl', website_url: 'websiteUrl', websiteURL: 'websiteUrl', displayName: 'title' },
    Remote: {
        transport: 'type',
        endpoint: 'url',
        protocolVersions: 'supportedProtocolVersions',
        supported_protocol_versions: 'supportedProtocolVersions',
    },
    Input: { is_required: 'isRequired', required: 'isRequired', is_secret: 'isSecret', secret: 'isSecret' },
    KeyValueInput: { is_required: 'isRequired', required: 'isRequired', is_secret: 'isSecret', secret: 'isSecret' },
};
/**
 * mcpdesc.card.unknown-key: no key of the card is a near miss of a field it should be. The schema leaves
 * every object open, so "descripton" or "endpoint" for "url" passes it and the setting is lost: clients
 * read only the fields the draft defines. Keys near no field are left alone (vendor data, though it
 * belongs in "_meta").
 */
/* harmony default export */ const unknown_key = (cardRule('mcpdesc.card.unknown-key', ({ root, report }) => {
    for (const object of placeObjects(root)) {
        const fields = (0,model/* fieldsOf */.P)(object.definition);
        for (const key of Object.keys(object.value)) {
            if (fields.includes(key))
                continue;
            const meant = OTHER_NAMES[object.definition]?.[key] ?? (0,suggest/* closest */.k)(key, fields);
            if (meant === undefined || (0,json/* hasOwn */.$3)(object.value, meant))
                continue;
            const noun = model/* MODEL */.A.definition(object.definition).noun;
            report((0,util_pointer/* joinPointer */.Kn)(object.pointer, key), `${JSON.stringify(key)} is not a field of ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} in the current draft, so clients ignore it and its setting is lost. Did you mean ${JSON.stringify(meant)}?`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/variable.ts



/** The `{name}` references of a text, in order; bounded scans, linear in the text. */
function references(text) {
    return [...text.matchAll(/\{([^{}\s]{1,200})\}/g)].map((m) => m[1]);
}
function definedIn(holder) {
    return (0,json/* isObject */.Gv)(holder.variables) ? Object.keys(holder.variables) : [];
}
/**
 * mcpdesc.card.variable: every `{variable}` in a remote's URL is defined in the remote's "variables", and
 * every one in a header's "value" in the header's own "variables" (or the remote's). A client substitutes
 * only what is defined, so an undefined one is sent as the literal text "{tenant}".
 */
/* harmony default export */ const variable = (cardRule('mcpdesc.card.variable', ({ root, report }) => {
    for (const remote of (0,drafts/* remotesOf */.xY)(root)) {
        const own = definedIn(remote.value);
        const url = remote.value.url;
        if (typeof url === 'string') {
            for (const name of new Set(references(url))) {
                if (own.includes(name))
                    continue;
                report(`${remote.pointer}/url`, `Remote URL ${(0,json/* quote */.hD)(url)} uses {${name}}, which the remote's "variables" does not define${own.length > 0 ? ` (it defines ${(0,json/* listOf */.c3)(own, 'and')})` : ''}, so clients connect to the literal text. Add "variables": { ${JSON.stringify(name)}: { "description": "…" } } to the remote, or write the value in the URL.`);
            }
        }
        if (!Array.isArray(remote.value.headers))
            continue;
        for (const [i, header] of remote.value.headers.entries()) {
            if (!(0,json/* isObject */.Gv)(header) || typeof header.value !== 'string')
                continue;
            const defined = [...definedIn(header), ...own];
            for (const name of new Set(references(header.value))) {
                if (defined.includes(name))
                    continue;
                report(`${remote.pointer}/headers/${i}/value`, `Header ${typeof header.name === 'string' ? (0,json/* quote */.hD)(header.name) : `#${i + 1}`} uses {${name}} in its "value", which neither the header's nor the remote's "variables" defines, so clients send the literal text. Add "variables": { ${JSON.stringify(name)}: { … } } to the header.`);
            }
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/index.ts












const RULES = [
    draft,
    schema,
    structure,
    unknown_key,
    rules_name,
    description,
    remote,
    variable,
    header,
    protocol_version,
    primitive,
    primitive_version,
];

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/index.ts
/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it. Its version axis is the draft whose
 * shape it follows (drafts.ts); the current draft's model is model.ts, the rules are rules/.
 */




/* harmony default export */ const mcp_server_card = ((0,types/* defineFormat */.nP)({
    ...info/* SERVER_CARD_INFO */.O,
    rules: RULES,
    context: cardContext,
}));


/***/ }),

/***/ 7663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ MODEL),
/* harmony export */   P: () => (/* binding */ fieldsOf)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2730);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7656);
/**
 * The current draft's Server Card, as the extension repository's schema.json (`$defs/ServerCard`)
 * defines it: fields and types on one line each (src/model/dsl.ts). Every object is open; what the
 * schema says about values beyond their type (lengths, patterns, `format: uri`) is in values.ts and
 * in the rules that explain one field each (name, description, $schema, remotes).
 */



const INPUT = {
    description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    isRequired: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM),
    format: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('string', 'number', 'boolean', 'filepath')),
    value: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    isSecret: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM),
    default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    placeholder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    choices: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
};
const DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('ServerCard', 'Server Card', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Icon'))),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Repository')),
        websiteUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        remotes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Remote'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Remote', 'remote', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput'))),
        variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))),
        supportedProtocolVersions: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Input', 'input', INPUT),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('KeyValueInput', 'header', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), ...INPUT, variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Repository', 'repository', { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), source: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), subfolder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Icon', 'icon', { src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), mimeType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), sizes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)), theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('light', 'dark')) }),
];
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .Model */ .Kx(_drafts_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM, DEFINITIONS);
/** The fields each definition has, for near-miss keys. */
function fieldsOf(definition) {
    return Object.keys(MODEL.definition(definition).fields ?? {});
}


/***/ }),

/***/ 9440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ checkDefinition),
/* harmony export */   u: () => (/* binding */ definitionExists)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4662);
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9490);
/** The protocol model's checker: MCP objects read against one protocol version (see src/model/check.ts). */


/** Check `value` (found at `pointer`) against the named MCP definition as `version` defines it. */
function checkDefinition(name, value, version, pointer, options = {}) {
    return (0,_model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkModel */ .w5)(_model_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_MODEL */ .V7, name, value, version, pointer, options);
}
/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
function definitionExists(name, version) {
    return (0,_model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .existsIn */ .Iy)(_model_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_MODEL */ .V7, name, version);
}


/***/ }),

/***/ 4826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W$: () => (/* binding */ parseDataUri),
/* harmony export */   WU: () => (/* binding */ checkAbsoluteUri),
/* harmony export */   _0: () => (/* binding */ checkScheme),
/* harmony export */   dz: () => (/* binding */ schemeOf),
/* harmony export */   eD: () => (/* binding */ normalizeUri)
/* harmony export */ });
/**
 * RFC 3986 URI syntax, checked closely enough to explain what is wrong: resource URIs, icon sources
 * and the literal start of URI templates. A problem is a message fragment ("it contains a space at
 * character 5: …"): what is wrong, where (1-based characters) and the fix, for a rule to wrap.
 */
const HEX = /^[0-9A-Fa-f]{2}$/;
const UNRESERVED_OR_SUB_DELIM = /[A-Za-z0-9\-._~!$&'()*+,;=]/;
/** The scheme of an absolute URI ("https"), or undefined when the text does not start with one. */
function schemeOf(text) {
    const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
    return match ? match[1] : undefined;
}
/** Why `text` does not start with a valid scheme and ":", or null when it does. */
function checkScheme(text) {
    // A one-letter "scheme" followed by a slash is a drive letter, not a URI.
    if (/^[A-Za-z]:[\\/]/.test(text)) {
        return `this looks like a Windows path: write it as a file URI such as "file:///${text.charAt(0)}:/${text.slice(3).replace(/\\/g, '/')}"`;
    }
    if (schemeOf(text) !== undefined)
        return null;
    const colon = text.indexOf(':');
    const candidate = colon < 0 ? '' : text.slice(0, colon);
    if (colon <= 0 || /[/?#]/.test(candidate)) {
        return 'it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"';
    }
    if (!/^[A-Za-z]/.test(candidate)) {
        return `the scheme ${JSON.stringify(candidate)} must start with a letter`;
    }
    const bad = [...candidate].findIndex((c) => !/[A-Za-z0-9+.-]/.test(c));
    return `the scheme ${JSON.stringify(candidate)} contains ${JSON.stringify(candidate[bad])}, but a scheme may only contain letters, digits, "+", "-" and "."`;
}
/** Why `text` is not an absolute RFC 3986 URI (a fragment is allowed), or null when it is one. */
function checkAbsoluteUri(text) {
    if (text === '')
        return 'it is empty';
    const schemeProblem = checkScheme(text);
    if (schemeProblem)
        return schemeProblem;
    const scheme = schemeOf(text);
    const start = scheme.length + 1;
    const characters = checkCharacters(text, start);
    if (characters)
        return characters;
    if (!text.startsWith('//', start)) {
        const bracket = text.search(/[[\]]/);
        return bracket < 0 ? null : `${JSON.stringify(text[bracket])} is only allowed around an IP address in the host: percent-encode it`;
    }
    return checkAuthority(text, scheme, start + 2);
}
/** Each character after the scheme must be a URI character or a percent-encoding; "#" starts the one fragment. */
function checkCharacters(text, from) {
    let fragment = false;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (c === '%') {
            if (!HEX.test(text.slice(i + 1, i + 3))) {
                return `"%" at character ${i + 1} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
            }
            i += 2;
        }
        else if (c === '#') {
            if (fragment)
                return `a second "#" at character ${i + 1}: percent-encode it as "%23"`;
            fragment = true;
        }
        else if (!(UNRESERVED_OR_SUB_DELIM.test(c) || ':@/?[]'.includes(c))) {
            return invalidCharacter(text, i);
        }
    }
    return null;
}
function invalidCharacter(text, index) {
    const character = String.fromCodePoint(text.codePointAt(index));
    const at = `at character ${index + 1}`;
    if (character === ' ')
        return `it contains a space ${at}: percent-encode it as "%20"`;
    if (/^[\ud800-\udfff]$/.test(character))
        return `it contains the unpaired surrogate U+${hex(character)} ${at}, which is not text: remove it`;
    if (/[\u0000-\u001f\u007f]/.test(character))
        return `it contains the control character U+${hex(character)} ${at}: remove it`;
    return `it contains ${JSON.stringify(character)} ${at}, which URIs only allow percent-encoded: write ${JSON.stringify(encodeURIComponent(character))}`;
}
/** authority = [ userinfo "@" ] host [ ":" port ]; http(s) URIs need a host. */
function checkAuthority(text, scheme, from) {
    const end = indexOfAny(text, '/?#', from);
    const authority = text.slice(from, end);
    const at = authority.lastIndexOf('@');
    const hostStart = from + at + 1;
    const hostPort = authority.slice(at + 1);
    const userinfoBracket = authority.slice(0, Math.max(at, 0)).search(/[[\]]/);
    if (userinfoBracket >= 0)
        return 'the user information contains "[" or "]": percent-encode it';
    // Readers split at the first "@" or the last one: a second "@" makes the host ambiguous.
    if (at > 0 && authority.indexOf('@') !== at)
        return `the authority has two "@" (character ${from + authority.indexOf('@') + 1} and ${hostStart}): percent-encode the one in the user information as "%40"`;
    let host = hostPort;
    let port = '';
    if (hostPort.startsWith('[')) {
        const close = hostPort.indexOf(']');
        if (close < 0)
            return `the IP address opened with "[" at character ${hostStart + 1} is not closed with "]"`;
        host = hostPort.slice(0, close + 1);
        const after = hostPort.slice(close + 1);
        if (after !== '' && !after.startsWith(':'))
            return `unexpected ${JSON.stringify(after[0])} after the IP address: only ":port" may follow it`;
        port = after.slice(1);
        if (!/^\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+)\]$/.test(host)) {
            return `${JSON.stringify(host)} is not an IP address literal`;
        }
    }
    else {
        const colon = hostPort.lastIndexOf(':');
        if (colon >= 0) {
            host = hostPort.slice(0, colon);
            port = hostPort.slice(colon + 1);
        }
        const bracket = hostPort.search(/[[\]]/);
        if (bracket >= 0)
            return `${JSON.stringify(hostPort[bracket])} is only allowed around an IP address in the host`;
        const portColon = host.indexOf(':');
        if (portColon >= 0)
            return `the host contains ":" at character ${hostStart + portColon + 1}: write an IPv6 address in brackets ("[::1]")`;
    }
    if (!/^[0-9]*$/.test(port)) {
        return `the port ${JSON.stringify(port)} must be a number`;
    }
    if (port !== '' && Number(port) > 65_535)
        return `the port ${port} is beyond 65535, the largest there is`;
    if (host === '' && /^https?$/i.test(scheme)) {
        return `an ${scheme.toLowerCase()} URI needs a host after "//"`;
    }
    return null;
}
function indexOfAny(text, characters, from) {
    for (let i = from; i < text.length; i++)
        if (characters.includes(text[i]))
            return i;
    return text.length;
}
function hex(character) {
    return character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
}
/**
 * The form two URIs are compared in: RFC 3986 §6.2.2 syntax-based normalization (case of scheme, host
 * and percent-encodings; percent-encoded unreserved characters decoded).
 */
function normalizeUri(text) {
    const scheme = schemeOf(text);
    if (scheme === undefined)
        return text;
    let rest = text.slice(scheme.length + 1).replace(/%([0-9A-Fa-f]{2})/g, (_, byte) => {
        const decoded = String.fromCharCode(parseInt(byte, 16));
        return /[A-Za-z0-9\-._~]/.test(decoded) ? decoded : `%${byte.toUpperCase()}`;
    });
    if (rest.startsWith('//')) {
        const end = indexOfAny(rest, '/?#', 2);
        const authority = rest.slice(2, end);
        const at = authority.lastIndexOf('@');
        rest = `//${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest.slice(end)}`;
    }
    return `${scheme.toLowerCase()}:${rest}`;
}
/** RFC 2397: data:[<mediatype>][;base64],<data>. Null when `text` is not a data: URI of that shape. */
function parseDataUri(text) {
    const match = /^data:([^,]*),/i.exec(text);
    if (!match)
        return null;
    const parameters = match[1].split(';');
    const base64 = parameters[parameters.length - 1].toLowerCase() === 'base64';
    return { mediaType: parameters[0].trim().toLowerCase(), base64, data: text.slice(match[0].length) };
}


/***/ })

};
