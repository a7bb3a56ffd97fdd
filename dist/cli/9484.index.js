// mcpdesc chunk 3a649e033dbdad1ef5791c8c7403a9c4387b85f343cfc166277762259fe21770
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9484;
__mcpdesc_chunk.ids = [9484];
__mcpdesc_chunk.modules = {

/***/ 9484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wb: () => (/* binding */ readServer),
  Sk: () => (/* binding */ servedSummary),
  or: () => (/* binding */ serverOptions),
  ro: () => (/* binding */ splitAtCommand)
});

// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(63);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/catalogue/package-root.ts
var package_root = __webpack_require__(5726);
// EXTERNAL MODULE: ./src/util/append.ts
var append = __webpack_require__(2178);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/server/channel.ts

/** The server answered with a JSON-RPC error. */
class RpcError extends Error {
    method;
    code;
    data;
    constructor(method, code, message, data) {
        super(message);
        this.method = method;
        this.code = code;
        this.data = data;
    }
}
/** The server gave no answer in time. */
class RequestTimeout extends Error {
    method;
    ms;
    constructor(method, ms) {
        super(`no answer to "${method}" within ${ms} ms`);
        this.method = method;
        this.ms = ms;
    }
}
/** The transport closed (the server exited, or sent something that ended the session). */
class ChannelClosed extends Error {
}
class Channel {
    inner;
    requestMs;
    signal;
    describeEnd;
    pending = new Map();
    nextId = 1;
    started = false;
    closed;
    /** The SDK Client's transport once handed over; messages go there instead. */
    client;
    constructor(inner, requestMs, signal, describeEnd) {
        this.inner = inner;
        this.requestMs = requestMs;
        this.signal = signal;
        this.describeEnd = describeEnd;
    }
    async start() {
        if (this.started)
            return;
        this.started = true;
        this.inner.onmessage = (message) => (this.client ? this.client.onmessage?.(message) : this.settle(message));
        this.inner.onerror = (error) => this.client?.onerror?.(error);
        this.inner.onclose = () => {
            this.closed = new ChannelClosed(this.describeEnd() ?? 'the connection to the server closed');
            for (const [id, waiting] of this.pending)
                this.finish(id, waiting, () => waiting.reject(this.closed));
            this.client?.onclose?.();
        };
        this.signal.addEventListener('abort', () => {
            for (const [id, waiting] of this.pending)
                this.finish(id, waiting, () => waiting.reject(this.signal.reason));
        }, { once: true });
        await this.inner.start();
    }
    /** Sends one request and waits for its answer: the result, or an RpcError, RequestTimeout or ChannelClosed. */
    request(method, params) {
        if (this.signal.aborted)
            return Promise.reject(this.signal.reason);
        if (this.closed)
            return Promise.reject(this.closed);
        const id = `mcpdesc-${this.nextId++}`;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => this.finish(id, this.pending.get(id), () => reject(new RequestTimeout(method, this.requestMs))), this.requestMs);
            this.pending.set(id, { method, resolve, reject, timer });
            this.inner.send({ jsonrpc: '2.0', id, method, params }).catch((error) => {
                this.finish(id, this.pending.get(id), () => reject(error));
            });
        });
    }
    /**
     * A transport for the SDK's Client over the same connection. `version`, when given, replaces the
     * version the Client proposes in `initialize` (it always proposes its newest); the raw result of the
     * handshake is recorded in `handshake`.
     */
    handOver(version, handshake) {
        let initializeId;
        const inner = this.inner;
        const client = {
            start: async () => { },
            send: async (message, options) => {
                if ('method' in message && message.method === 'initialize' && 'id' in message) {
                    initializeId = message.id;
                    if (version)
                        message = { ...message, params: { ...message.params, protocolVersion: version } };
                }
                await inner.send(message, options);
            },
            // The channel owns the connection: the Client closing only lets go of it.
            close: async () => {
                this.client = undefined;
            },
            setProtocolVersion: (negotiated) => inner.setProtocolVersion?.(negotiated),
        };
        this.client = {
            ...client,
            onmessage: (message) => {
                if ('id' in message && message.id === initializeId && 'result' in message && (0,json/* isObject */.Gv)(message.result))
                    handshake.result = message.result;
                client.onmessage?.(message);
            },
            onerror: (error) => client.onerror?.(error),
            onclose: () => client.onclose?.(),
        };
        return client;
    }
    async close() {
        await this.inner.close();
    }
    settle(message) {
        if (!('id' in message) || typeof message.id !== 'string')
            return;
        const waiting = this.pending.get(message.id);
        if (!waiting)
            return;
        this.finish(message.id, waiting, () => {
            if ('error' in message) {
                const error = message.error;
                waiting.reject(new RpcError(waiting.method, typeof error.code === 'number' ? error.code : 0, String(error.message ?? ''), error.data));
            }
            else {
                waiting.resolve(message.result);
            }
        });
    }
    finish(id, waiting, then) {
        if (!waiting)
            return;
        clearTimeout(waiting.timer);
        this.pending.delete(id);
        then();
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/server/child-transport.ts
/**
 * The SDK `Transport` over a stdio server that mcpdesc starts itself: in its own process group, so
 * that closing ends the whole tree the command started (shell wrappers, npx, grandchildren), with the
 * last 64 KiB of its stderr kept for error messages. Anything on stdout that is not a JSON-RPC line is
 * fatal: a server that writes garbage ends the session at once instead of running into a timeout.
 */


const STDERR_TAIL_BYTES = 64 * 1024;
/**
 * A server's output is untrusted input like a descriptor: one message, and everything it sends in a
 * session, are capped so that a server streaming endless data cannot exhaust mcpdesc's memory. The
 * message cap is below the SDK's own (ReadBuffer refuses 10 MiB), so the user gets this explanation.
 */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
const MAX_SESSION_BYTES = 64 * 1024 * 1024;
/** How long a server gets to exit after SIGTERM before its process group is killed. */
const KILL_GRACE_MS = 2_000;
class ChildProcessTransport {
    command;
    args;
    cwd;
    onclose;
    onerror;
    onmessage;
    child;
    buffer = new stdio/* ReadBuffer */.pt();
    /** Bytes received in this session, and since the last line break (the message being read). */
    received = 0;
    pending = 0;
    stderr = Buffer.alloc(0);
    exited;
    closed = false;
    /** How the server ended the session: the command could not run, it exited, it wrote garbage or too much. */
    endKind;
    /** Why the session ended, when the server ended it. */
    ending;
    constructor(command, args, cwd) {
        this.command = command;
        this.args = args;
        this.cwd = cwd;
    }
    start() {
        if (this.child)
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(this.command, [...this.args], { cwd: this.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
            this.child = child;
            this.exited = new Promise((done) => child.once('close', () => done()));
            child.once('error', (error) => {
                this.ending = `the command could not be started (${error.code ?? error.message})`;
                this.endKind = 'spawn';
                reject(new Error(this.ending));
                this.finish();
            });
            child.once('spawn', () => resolve());
            child.once('exit', (code, signal) => {
                if (!this.ending) {
                    this.ending = signal ? `the server was ended by ${signal}` : `the server exited with code ${code}`;
                    this.endKind = 'exit';
                }
                this.finish();
            });
            child.stdout?.on('data', (chunk) => this.receive(chunk));
            child.stderr?.on('data', (chunk) => {
                const joined = Buffer.concat([this.stderr, chunk]);
                this.stderr = joined.length > STDERR_TAIL_BYTES ? joined.subarray(joined.length - STDERR_TAIL_BYTES) : joined;
            });
            // A server that stops reading gets EPIPE here; the exit handler reports it.
            child.stdin?.on('error', () => { });
        });
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.child?.stdin;
            if (this.closed || !stdin || stdin.destroyed) {
                reject(new Error(this.ending ?? 'the server is not running'));
                return;
            }
            stdin.write((0,stdio/* serializeMessage */.Ex)(message), (error) => (error ? reject(error) : resolve()));
        });
    }
    /** Ends the server's whole process group: SIGTERM, then SIGKILL when it has not exited after a grace period. */
    async close() {
        const child = this.child;
        this.finish();
        if (!child?.pid)
            return;
        signalGroup(child.pid, 'SIGTERM');
        let timer;
        const grace = new Promise((resolve) => {
            timer = setTimeout(resolve, KILL_GRACE_MS);
        });
        await Promise.race([this.exited, grace]);
        clearTimeout(timer);
        // The group may outlive its leader (a wrapper that exited, a grandchild that ignores SIGTERM).
        signalGroup(child.pid, 'SIGKILL');
    }
    /** What ended the session, when the server did. */
    get endReason() {
        return this.ending;
    }
    /** The last 64 KiB the server wrote to stderr. */
    stderrTail() {
        return this.stderr.toString('utf8');
    }
    receive(chunk) {
        this.received += chunk.length;
        const lastBreak = chunk.lastIndexOf(10);
        this.pending = lastBreak === -1 ? this.pending + chunk.length : chunk.length - lastBreak - 1;
        if (this.pending > MAX_MESSAGE_BYTES || this.received > MAX_SESSION_BYTES) {
            this.endKind = 'oversized';
            this.ending =
                this.pending > MAX_MESSAGE_BYTES
                    ? `the server sent a message of more than ${MAX_MESSAGE_BYTES / (1024 * 1024)} MiB on stdout`
                    : `the server sent more than ${MAX_SESSION_BYTES / (1024 * 1024)} MiB on stdout in one session`;
            this.onerror?.(new Error(this.ending));
            void this.close();
            return;
        }
        try {
            this.buffer.append(chunk);
            for (let message = this.buffer.readMessage(); message; message = this.buffer.readMessage())
                this.onmessage?.(message);
        }
        catch {
            this.endKind = 'garbage';
            this.ending = `the server wrote something that is not a JSON-RPC message to stdout (${JSON.stringify(chunk.toString('utf8').slice(0, 80))}); stdout is only for protocol messages, logs belong on stderr`;
            this.onerror?.(new Error(this.ending));
            void this.close();
        }
    }
    finish() {
        if (this.closed)
            return;
        this.closed = true;
        this.child?.stdout?.removeAllListeners('data');
        this.onclose?.();
    }
}
function signalGroup(pid, signal) {
    try {
        process.kill(-pid, signal);
    }
    catch {
        // Already gone.
    }
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 11 modules
var streamableHttp = __webpack_require__(1502);
;// CONCATENATED MODULE: ./src/server/http-transport.ts
/**
 * The SDK's Streamable HTTP transport for `--url`, with a server's answers read as untrusted input: every
 * body counts against a byte budget per answer and per session, the same as a stdio server's output
 * (child-transport.ts), so neither endless pages nor one endless body can exhaust mcpdesc's memory.
 */


/**
 * What is read of an error answer (an HTTP 500 with an endless body): the SDK quotes it in its error,
 * and mcpdesc shows only its first line.
 */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
const MIB = 1024 * 1024;
/** Counts a session's HTTP bodies against its limits; past either, the body fails and `exceeded` says why. */
class BodyBudget {
    limits;
    onExceeded;
    received = 0;
    /** Why the session was cut off, once it was. */
    exceeded;
    constructor(limits = { response: MAX_MESSAGE_BYTES, session: MAX_SESSION_BYTES }, 
    /** Called once, when a limit is first passed (the session then closes its transport). */
    onExceeded = () => { }) {
        this.limits = limits;
        this.onExceeded = onExceeded;
    }
    /**
     * The response with its body counted. A successful body past a limit fails with an error naming it; an
     * error's body is cut at MAX_ERROR_BODY_BYTES (only its start is ever shown), and redirects without a
     * body are left as they are, for the SDK to read.
     */
    limit(response) {
        if (!response.body)
            return response;
        let seen = 0;
        const fail = (controller, why) => {
            controller.error(new Error(why));
            if (this.exceeded !== undefined)
                return;
            this.exceeded = why;
            this.onExceeded(why);
        };
        const body = response.body.pipeThrough(new TransformStream({
            transform: (chunk, controller) => {
                if (this.exceeded !== undefined)
                    return fail(controller, this.exceeded);
                const room = response.ok ? chunk.byteLength : Math.min(chunk.byteLength, MAX_ERROR_BODY_BYTES - seen);
                seen += room;
                this.received += room;
                if (this.received > this.limits.session) {
                    return fail(controller, `the server sent more than ${size(this.limits.session)} over HTTP in one session (mcpdesc's limit for a session)`);
                }
                if (response.ok && seen > this.limits.response) {
                    return fail(controller, `the server sent an HTTP answer of more than ${size(this.limits.response)} (mcpdesc's limit for one answer)`);
                }
                controller.enqueue(room === chunk.byteLength ? chunk : chunk.subarray(0, room));
                if (!response.ok && seen >= MAX_ERROR_BODY_BYTES) {
                    controller.enqueue(new TextEncoder().encode(` \u2026 (cut at ${size(MAX_ERROR_BODY_BYTES)})`));
                    // Ends the body here and cancels the rest of it: the connection closes.
                    controller.terminate();
                }
            },
        }));
        return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
}
/** Bytes as mcpdesc's messages name its limits: "8 MiB", "64 KiB". */
function size(bytes) {
    return bytes >= MIB ? `${bytes / MIB} MiB` : bytes >= 1024 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}
/**
 * The SDK's Streamable HTTP transport, never leaving the URL's origin, with every body counted by
 * `budget`; once it is spent, no further request is sent. 2026-07-28 requests also need the standard
 * headers the SDK does not send yet: the version from the request's `_meta`, and `Mcp-Method`.
 */
function httpTransport(url, budget) {
    const fetchWithHeaders = async (input, init) => {
        if (budget.exceeded !== undefined)
            throw new Error(budget.exceeded);
        const version = typeof init?.body === 'string' ? modernVersionOf(init.body) : undefined;
        if (!version || !init)
            return budget.limit(await fetch(input, init));
        const headers = new Headers(init.headers);
        headers.set('mcp-protocol-version', version.version);
        headers.set('mcp-method', version.method);
        return budget.limit(await fetch(input, { ...init, headers }));
    };
    return new streamableHttp/* StreamableHTTPClientTransport */.j(url, { redirectPolicy: 'same-origin', fetch: fetchWithHeaders });
}
function modernVersionOf(body) {
    try {
        const message = JSON.parse(body);
        const version = message.params?._meta?.['io.modelcontextprotocol/protocolVersion'];
        return typeof version === 'string' && typeof message.method === 'string' ? { version, method: message.method } : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/server/snapshot.ts
var snapshot = __webpack_require__(171);
;// CONCATENATED MODULE: ./src/server/session.ts
/**
 * Talks to a running MCP server and returns what it serves, for capture and verify. 2026-07-28 servers
 * are stateless: a `server/discover` probe, then list requests that carry the version, client info and
 * capabilities in `_meta`. Earlier versions use the SDK's Client and its `initialize` handshake. Which
 * era a server is follows the spec's stdio rule: a DiscoverResult or a modern error (-32020..-32022)
 * means modern; any other error or no answer means legacy.
 */










/** Something went wrong talking to the server; the message says what, where, and what to do. */
class ServerError extends Error {
}
const MODERN = '2026-07-28';
/** Errors only a 2026-07-28 (or later) server sends: header mismatch, missing client capability, unsupported version. */
const MODERN_ERRORS = new Set([-32020, -32021, -32022]);
/** Pages followed per list, so a server whose cursors never end cannot keep mcpdesc busy. */
const MAX_PAGES = 1_000;
/** stderr lines shown with an error. */
const STDERR_LINES = 20;
/** Connects, negotiates a version, lists everything the server's capabilities offer, and disconnects. */
async function fetchServed(target, options) {
    const { inner, child, budget } = transportFor(target);
    const ended = () => child?.endReason ?? budget?.exceeded;
    const channel = new Channel(inner, options.requestMs, options.signal, ended);
    let step = 'start-up';
    try {
        await withTimeout(channel.start(), options.requestMs, 'start');
        const session = await negotiate(channel, options, (s) => {
            step = s;
        });
        const answers = { ...session.identity, lists: {} };
        for (const kind of snapshot/* LIST_KINDS */.l) {
            if (!(0,json/* isObject */.Gv)(session.identity.capabilities[kind.capability]))
                continue;
            step = kind.method;
            const items = await listAll(kind, session.request);
            if (items)
                answers.lists[kind.key] = items;
            else if (!kind.optional)
                (answers.unserved ??= []).push(kind.method);
        }
        return answers;
    }
    catch (error) {
        if (options.signal.aborted)
            throw options.signal.reason;
        throw new ServerError(explain(step, error, target, options, child, budget?.exceeded));
    }
    finally {
        await channel.close().catch(() => { });
    }
}
/** The transport for a target: a server started as a child process, or a URL whose answers count against a byte budget. */
function transportFor(target) {
    if (target.kind === 'command') {
        const child = new ChildProcessTransport(target.command, target.args, target.cwd);
        return { inner: child, child };
    }
    // Past its budget the session closes at once, so every request waiting on it ends with the reason.
    const budget = new BodyBudget(undefined, () => void inner.close().catch(() => { }));
    const inner = httpTransport(target.url, budget);
    return { inner, budget };
}
async function negotiate(channel, options, at) {
    let legacyVersion = options.version;
    if (options.version === undefined || options.version === MODERN) {
        at('the server/discover probe for 2026-07-28');
        const probe = await discover(channel);
        if (probe.modern)
            return probe.modern;
        if (probe.supported) {
            // A modern server that turned 2026-07-28 down: use the newest legacy version it names.
            legacyVersion = [...versions/* VERSIONS */.S8].reverse().find((v) => v !== MODERN && probe.supported?.includes(v));
            if (!legacyVersion)
                throw new Error(`the server supports only ${probe.supported.join(', ')}, and mcpdesc knows none of those`);
        }
    }
    at('the initialize handshake');
    const handshake = {};
    const client = new esm_client/* Client */.K({ name: 'mcpdesc', version: (0,package_root/* packageVersion */.T)() }, { capabilities: {} });
    const requestOptions = { timeout: options.requestMs, signal: options.signal };
    await client.connect(channel.handOver(legacyVersion === MODERN ? undefined : legacyVersion, handshake), requestOptions);
    const result = handshake.result ?? {};
    return {
        identity: {
            protocolVersion: String(result.protocolVersion),
            ...((0,json/* isObject */.Gv)(result.serverInfo) ? { serverInfo: result.serverInfo } : {}),
            capabilities: (0,json/* isObject */.Gv)(result.capabilities) ? result.capabilities : {},
            ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
        },
        request: (method, params) => client.request({ method, params }, types/* ResultSchema */.Jh, requestOptions),
    };
}
async function discover(channel) {
    const meta = {
        'io.modelcontextprotocol/protocolVersion': MODERN,
        'io.modelcontextprotocol/clientInfo': { name: 'mcpdesc', version: (0,package_root/* packageVersion */.T)() },
        'io.modelcontextprotocol/clientCapabilities': {},
    };
    const request = async (method, params) => {
        const result = await channel.request(method, { ...params, _meta: meta });
        if ((0,json/* isObject */.Gv)(result) && result.resultType !== undefined && result.resultType !== 'complete') {
            throw new Error(`the server answered ${method} with resultType ${JSON.stringify(result.resultType)}; listing needs no input, so only "complete" is expected`);
        }
        return result;
    };
    let result;
    try {
        result = await request('server/discover', {});
    }
    catch (error) {
        if (error instanceof RpcError && MODERN_ERRORS.has(error.code)) {
            const supported = (0,json/* isObject */.Gv)(error.data) && Array.isArray(error.data.supported) ? error.data.supported.map(String) : undefined;
            if (error.code === -32022 && supported)
                return { supported };
            throw error;
        }
        // Not a modern server (an unknown method, an HTTP 4xx, no answer in time): fall back to initialize.
        if (error instanceof RpcError || error instanceof RequestTimeout || isHttpClientError(error))
            return {};
        throw error;
    }
    if (!(0,json/* isObject */.Gv)(result) || !Array.isArray(result.supportedVersions) || !(0,json/* isObject */.Gv)(result.capabilities)) {
        throw new Error(`the server's answer to server/discover is not a DiscoverResult (it needs "supportedVersions" and "capabilities"): ${JSON.stringify(result).slice(0, 200)}`);
    }
    const supported = result.supportedVersions.map(String);
    if (!supported.includes(MODERN))
        return { supported };
    const serverInfo = (0,json/* isObject */.Gv)(result._meta) ? result._meta['io.modelcontextprotocol/serverInfo'] : undefined;
    return {
        modern: {
            identity: {
                protocolVersion: MODERN,
                supportedVersions: supported,
                ...((0,json/* isObject */.Gv)(serverInfo) ? { serverInfo } : {}),
                capabilities: result.capabilities,
                ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
            },
            request,
        },
    };
}
/**
 * Items read per list. A descriptor with more could not be linted anyway (limits.maxFileBytes); the
 * bound also keeps a server from filling mcpdesc's memory with small items within the byte budget.
 */
const MAX_LIST_ITEMS = 100_000;
/** The server served more than mcpdesc reads: the message names the limit. */
class OverLimit extends Error {
}
function count(n) {
    return n.toLocaleString('en-US');
}
/** Every page of one list; undefined when the server does not implement the method after all. */
async function listAll(kind, request, maxItems = MAX_LIST_ITEMS) {
    const items = [];
    const seen = new Set();
    let cursor;
    for (let page = 0; page < MAX_PAGES; page++) {
        let result;
        try {
            result = await request(kind.method, cursor === undefined ? {} : { cursor });
        }
        catch (error) {
            // resources/templates/list came later than resources/list; a server may offer resources without it. A
            // server that announces a list and then does not serve it (method not found) still serves the others.
            if (page === 0 && errorCode(error) === types/* ErrorCode */.O4.MethodNotFound)
                return undefined;
            throw error;
        }
        const list = (0,json/* isObject */.Gv)(result) ? result[kind.key] : undefined;
        if (!Array.isArray(list) || !list.every(json/* isObject */.Gv)) {
            throw new Error(`the answer to ${kind.method} has no "${kind.key}" list of objects: ${JSON.stringify(result).slice(0, 200)}`);
        }
        if (items.length + list.length > maxItems) {
            throw new OverLimit(`the server listed more than ${count(maxItems)} ${kind.key} in its answers to ${kind.method} (a page took the count to ${count(items.length + list.length)}), more than mcpdesc reads from one list`);
        }
        (0,append/* append */.B)(items, list);
        const next = result.nextCursor;
        if (next === undefined || next === null)
            return items;
        if (typeof next !== 'string')
            throw new Error(`${kind.method} returned a nextCursor that is not a string: ${JSON.stringify(next)}`);
        if (seen.has(next))
            throw new Error(`${kind.method} returned the cursor ${JSON.stringify(next)} twice; its pagination would never end`);
        seen.add(next);
        cursor = next;
    }
    throw new OverLimit(`${kind.method} still had more pages after ${count(MAX_PAGES)}, more than mcpdesc follows for one list`);
}
function isHttpClientError(error) {
    const code = error?.code;
    return error instanceof Error && error.constructor.name === 'StreamableHTTPError' && typeof code === 'number' && code >= 400 && code < 500;
}
function errorCode(error) {
    if (error instanceof types/* McpError */.Nh || error instanceof RpcError)
        return error.code;
    return undefined;
}
function withTimeout(promise, ms, what) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new RequestTimeout(what, ms)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
/** What happened, while doing what, with which server, its stderr, and what to do about it. */
function explain(step, error, target, options, child, overBudget) {
    const ended = child?.endReason ?? overBudget;
    // A session cut off at its byte budget may leave a request to time out: the budget is the reason.
    const timedOut = !overBudget && (error instanceof RequestTimeout || errorCode(error) === types/* ErrorCode */.O4.RequestTimeout);
    const closed = error instanceof ChannelClosed || errorCode(error) === types/* ErrorCode */.O4.ConnectionClosed;
    let what;
    let todo;
    if (timedOut) {
        what = `the server did not answer within ${options.requestMs} ms (during ${step})`;
        todo =
            target.kind === 'command'
                ? 'Check that the command starts an MCP server that speaks on stdin/stdout (not HTTP), or allow more time with --timeout.'
                : "Check that the URL is the server's MCP endpoint, or allow more time with --timeout.";
    }
    else if (child?.endKind === 'spawn') {
        what = ended ?? describe(error);
        todo = 'Check the command: is it installed, on PATH, and executable? Paths are relative to the current directory.';
    }
    else if (error instanceof OverLimit) {
        what = `${error.message} (during ${step})`;
        todo =
            'A descriptor that large could not be linted anyway (limits.maxFileBytes): check that the server does not list generated items, or split its listings.';
    }
    else if (closed || ended) {
        what = `${ended ?? 'the connection closed'} (during ${step})`;
        todo =
            child?.endKind === 'garbage'
                ? 'Make the server write its logs and banners to stderr.'
                : child?.endKind === 'oversized' || overBudget
                    ? `A descriptor that large could not be linted anyway (limits.maxFileBytes): check that the server does not stream data ${child ? 'on stdout' : 'in its answers'}, or split its listings.`
                    : target.kind === 'command'
                        ? 'Run the command by hand to see why it stops.'
                        : 'Check that the server is running and the URL is right.';
    }
    else {
        what = `${describe(error)} (during ${step})`;
        todo =
            error instanceof types/* McpError */.Nh || error instanceof RpcError
                ? 'The server refused a request: fix the server, or read it at a version it supports (capture without --protocol-version picks the newest it accepts).'
                : target.kind === 'url'
                    ? 'Check that the server is running and that the URL is its MCP endpoint.'
                    : 'Fix the server so that its answers follow the MCP specification.';
    }
    const lines = [
        `cannot read the server: ${what}.`,
        `  ${target.kind === 'command' ? `command: ${[target.command, ...target.args].map(shellWord).join(' ')}` : `url: ${target.url.href}`}`,
        `  ${todo}`,
    ];
    const stderr = child?.stderrTail().trimEnd();
    if (stderr) {
        const tail = stderr.split('\n').slice(-STDERR_LINES);
        lines.push(`  server stderr (last ${tail.length} line${tail.length === 1 ? '' : 's'}):`, ...tail.map((line) => `    | ${line}`));
    }
    else if (child && child.endKind !== 'spawn') {
        lines.push('  The server wrote nothing to stderr.');
    }
    return lines.join('\n');
}
function describe(error) {
    if (error instanceof RpcError)
        return `the server answered ${error.method} with error ${error.code} (${JSON.stringify(error.message.slice(0, 200))})`;
    // fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND\u2026) is its cause.
    const reason = error?.cause;
    const cause = typeof reason?.code === 'string' ? reason.code : reason?.message;
    const text = error?.message;
    const message = (typeof text === 'string' ? text : String(error)).split('\n')[0].slice(0, 300);
    return typeof cause === 'string' ? `${message} (${cause})` : message;
}
function shellWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
;// CONCATENATED MODULE: ./src/cli/server-options.ts
/**
 * The options capture and verify share: which server (a command after "--", or --url), which version,
 * time limits; and running a session under them, ended early by Ctrl-C/SIGTERM or --max-time.
 */





const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_TIME_MS = 120_000;
/** The arguments before "--" (mcpdesc's own) and after it (the server command). */
function splitAtCommand(argv) {
    const at = argv.indexOf('--');
    return at === -1 ? { own: [...argv], command: [] } : { own: argv.slice(0, at), command: argv.slice(at + 1) };
}
function serverOptions(values, command, cwd, subcommand) {
    const example = subcommand === 'capture' ? 'mcpdesc capture --output x.mcp.json' : 'mcpdesc verify x.mcp.json';
    if (values.url === undefined && command.length === 0) {
        throw new common/* UsageError */.eb(`${subcommand} needs a server to ${subcommand === 'capture' ? 'capture' : 'compare with'}: a command to start after "--" (${example} -- node server.js) or the URL of a running one (${example} --url http://localhost:3000/mcp).`);
    }
    if (values.url !== undefined && command.length > 0) {
        throw new common/* UsageError */.eb(`name one server: a command after "--" or --url <url>, not both (${example} -- node server.js).`);
    }
    let target;
    if (values.url !== undefined) {
        let url;
        try {
            url = new URL(values.url);
        }
        catch {
            throw new common/* UsageError */.eb(`--url must be an absolute http(s) URL, not ${JSON.stringify(values.url)}.`);
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
            throw new common/* UsageError */.eb(`--url must be an http or https URL, not ${JSON.stringify(values.url)}.`);
        target = { kind: 'url', url };
    }
    else {
        target = { kind: 'command', command: command[0], args: command.slice(1), cwd };
    }
    const version = values['protocol-version'];
    if (version !== undefined && !(0,versions/* isVersion */.lF)(version))
        throw new common/* UsageError */.eb(`--protocol-version must be ${(0,json/* listOf */.c3)(versions/* VERSIONS */.S8)}, not ${JSON.stringify(version)}.`);
    return {
        target,
        ...(version ? { version } : {}),
        requestMs: milliseconds(values.timeout, '--timeout', DEFAULT_TIMEOUT_MS),
        maxMs: milliseconds(values['max-time'], '--max-time', DEFAULT_MAX_TIME_MS),
    };
}
function milliseconds(value, option, fallback) {
    if (value === undefined)
        return fallback;
    const ms = Number(value);
    if (!/^\d+$/.test(value) || ms < 1 || ms > 3_600_000)
        throw new common/* UsageError */.eb(`${option} must be a whole number of milliseconds from 1 to 3600000, not ${JSON.stringify(value)}.`);
    return ms;
}
/** Reads what the server serves, within the limits; a signal or --max-time stops the server and ends it. */
async function readServer(options, version) {
    const controller = new AbortController();
    const onSignal = (signal) => controller.abort(new common/* Interrupted */.j$(signal === 'SIGINT' ? 130 : 143, signal));
    const timer = setTimeout(() => controller.abort(new common/* CliError */.z1(`the server session took longer than --max-time ${options.maxMs} ms; it was stopped. Allow more time with --max-time.`)), options.maxMs);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        return await fetchServed(options.target, { ...(version ? { version } : {}), requestMs: options.requestMs, signal: controller.signal });
    }
    catch (error) {
        if (error instanceof ServerError)
            throw new common/* CliError */.z1(error.message);
        throw error;
    }
    finally {
        clearTimeout(timer);
        process.removeListener('SIGINT', onSignal);
        process.removeListener('SIGTERM', onSignal);
    }
}
/** One line naming the server and what it serves: `everything 2.0.0, protocol 2025-11-25: 3 tools, 1 prompt`. */
function servedSummary(answers) {
    const name = answers.serverInfo ? server_options_printable(`${String(answers.serverInfo.name)} ${String(answers.serverInfo.version ?? '')}`.trim()) : 'the server';
    const counts = ['tools', 'resources', 'resourceTemplates', 'prompts']
        .filter((key) => answers.lists[key] !== undefined)
        .map((key) => plural(answers.lists[key]?.length ?? 0, { tools: 'tool', resources: 'resource', resourceTemplates: 'resource template', prompts: 'prompt' }[key]));
    const unserved = answers.unserved?.length
        ? ` (warning: its capabilities announce ${answers.unserved.join(', ')}, but it answers "method not found", so the file lists none of those)`
        : '';
    return `${name}, protocol ${server_options_printable(String(answers.protocolVersion))}: ${counts.length > 0 ? counts.join(', ') : 'nothing listed'}${unserved}`;
}
/** The server's own text, escaped so it cannot control the terminal, and kept short. */
function server_options_printable(text) {
    const escaped = (0,printable/* escapeUnprintable */.O8)(text);
    return escaped.length > 100 ? `${escaped.slice(0, 99)}\u2026` : escaped;
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ toDescriptor),
/* harmony export */   l: () => (/* binding */ LIST_KINDS)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);

const LIST_KINDS = [
    { key: 'tools', method: 'tools/list', capability: 'tools' },
    { key: 'resources', method: 'resources/list', capability: 'resources' },
    { key: 'resourceTemplates', method: 'resources/templates/list', capability: 'resources', optional: true },
    { key: 'prompts', method: 'prompts/list', capability: 'prompts' },
];
const ITEM_ORDER = {
    tools: ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', 'icons', '_meta'],
    resources: ['uri', 'name', 'title', 'description', 'mimeType', 'size', 'annotations', 'icons', '_meta'],
    resourceTemplates: ['uriTemplate', 'name', 'title', 'description', 'mimeType', 'annotations', 'icons', '_meta'],
    prompts: ['name', 'title', 'description', 'arguments', 'icons', '_meta'],
};
const SERVER_INFO_ORDER = ['name', 'title', 'version', 'description', 'websiteUrl', 'icons'];
const PROMPT_ARGUMENT_ORDER = ['name', 'title', 'description', 'required'];
/** Objects whose key order is the author's (schemas, metadata, free-form data). */
const KEEP_ORDER = new Set(['inputSchema', 'outputSchema', '_meta', 'experimental', 'extensions']);
function toDescriptor(answers) {
    const descriptor = {
        protocolVersion: answers.protocolVersion,
        ...(answers.serverInfo ? { serverInfo: ordered(answers.serverInfo, SERVER_INFO_ORDER) } : {}),
        ...(answers.instructions !== undefined ? { instructions: answers.instructions } : {}),
        capabilities: sortedDeep(answers.capabilities),
    };
    for (const kind of LIST_KINDS) {
        const items = answers.lists[kind.key];
        if (!items)
            continue;
        descriptor[kind.key] = items.map((item) => {
            const result = ordered(item, ITEM_ORDER[kind.key]);
            if (kind.key === 'prompts' && Array.isArray(result.arguments)) {
                result.arguments = result.arguments.map((a) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(a) ? ordered(a, PROMPT_ARGUMENT_ORDER) : a));
            }
            return result;
        });
    }
    return descriptor;
}
/** `first` keys in that order, then the others sorted; nested objects sorted too, except author-ordered ones. */
function ordered(object, first) {
    const keys = [
        ...first.filter((k) => k in object),
        ...Object.keys(object)
            .filter((k) => !first.includes(k))
            .sort(),
    ];
    return Object.fromEntries(keys.map((k) => [k, KEEP_ORDER.has(k) ? object[k] : sortedDeep(object[k])]));
}
function sortedDeep(value) {
    if (Array.isArray(value))
        return value.map(sortedDeep);
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return value;
    return Object.fromEntries(Object.keys(value)
        .sort()
        .map((k) => [k, KEEP_ORDER.has(k) ? value[k] : sortedDeep(value[k])]));
}


/***/ })

};

})
