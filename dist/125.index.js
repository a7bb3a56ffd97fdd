export const id = 125;
export const ids = [125];
export const modules = {

/***/ 8125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ clientFormat)
});

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/recognize.ts
var recognize = __webpack_require__(3180);
;// CONCATENATED MODULE: ./src/formats/client-config/entry.ts
/**
 * One server entry of a client configuration, normalized: whatever shape the client writes it in (flat
 * keys, a nested command object, a TOML table), its parts (transport, command, arguments, environment,
 * URL, headers, working directory, approvals) are found where the client's `EntryShape` says, each with
 * the pointer to where it is written. The shared client rules read these parts, so a new client shape
 * is a shape in its spec, not a change to every rule; only the rules that check the shape itself
 * (structure, unknown keys) read `raw`.
 */


/** Every part at a top-level key: the shape of every client mcpdesc knows today. */
const FLAT_ENTRY = {
    transport: [['type']],
    command: [['command']],
    args: [['args']],
    env: [['env']],
    url: [['url'], ['serverUrl'], ['httpUrl']],
    headers: [['headers'], ['http_headers']],
    cwd: [['cwd']],
};
const PARTS = Object.keys(FLAT_ENTRY);
/** The entry `raw` at `pointer`, named `name`, read through `shape`; `approvals` are the spec's per-entry approval settings. */
function normalizeEntry(name, pointer, raw, shape, approvals) {
    const parts = Object.fromEntries(PARTS.map((part) => [part, placesOf(raw, pointer, shape[part])]));
    return {
        name,
        pointer,
        raw,
        disabled: raw.disabled === true || raw.enabled === false,
        parts,
        transport: parts.transport[0],
        command: parts.command[0],
        args: parts.args[0],
        env: parts.env[0],
        urls: parts.url,
        headers: parts.headers,
        cwd: parts.cwd[0],
        approvals: approvals.flatMap((field) => {
            const value = raw[field.key];
            return value === undefined ? [] : [{ field, value, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, field.key) }];
        }),
        strings: stringsOf(raw, pointer, shape),
    };
}
function placesOf(raw, pointer, paths) {
    const places = [];
    for (const path of paths) {
        let value = raw;
        let at = pointer;
        for (const key of path) {
            value = (0,json/* isObject */.Gv)(value) && Object.hasOwn(value, key) ? value[key] : undefined;
            at = (0,util_pointer/* joinPointer */.Kn)(at, key);
        }
        if (value !== undefined)
            places.push({ value, pointer: at, key: path[path.length - 1] });
    }
    return places;
}
/**
 * The strings of every key of the entry, in the order written: a key that is a part's whole path
 * belongs to that part; an object that parts reach into gives each of those parts' strings, and
 * its other keys' strings as its own.
 */
function stringsOf(raw, pointer, shape) {
    const strings = [];
    for (const [field, value] of Object.entries(raw)) {
        const at = (0,util_pointer/* joinPointer */.Kn)(pointer, field);
        const whole = PARTS.find((part) => shape[part].some((path) => path.length === 1 && path[0] === field));
        const inner = (0,json/* isObject */.Gv)(value) && whole === undefined ? innerParts(shape, field) : undefined;
        if (inner && (0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value)) {
                const part = inner.get(key);
                if (part)
                    strings.push(...stringsIn(item, (0,util_pointer/* joinPointer */.Kn)(at, key), part, key));
                else if (typeof item === 'string')
                    strings.push({ pointer: (0,util_pointer/* joinPointer */.Kn)(at, key), text: item, part: undefined, field, key });
            }
        }
        else {
            strings.push(...stringsIn(value, at, whole, field));
        }
    }
    return strings;
}
/** The parts a shape places one level inside the object at `field`, by their key there (deeper paths are not read). */
function innerParts(shape, field) {
    const inner = new Map();
    for (const part of PARTS)
        for (const path of shape[part])
            if (path.length === 2 && path[0] === field)
                inner.set(path[1], part);
    return inner.size > 0 ? inner : undefined;
}
/** A string, each string item of a list, or each string value of a map. */
function stringsIn(value, pointer, part, field) {
    if (typeof value === 'string')
        return [{ pointer, text: value, part, field, key: undefined }];
    const strings = [];
    if (Array.isArray(value)) {
        for (const [index, item] of value.entries())
            if (typeof item === 'string')
                strings.push({ pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, index), text: item, part, field, key: index });
    }
    else if ((0,json/* isObject */.Gv)(value)) {
        for (const [key, item] of Object.entries(value))
            if (typeof item === 'string')
                strings.push({ pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key), text: item, part, field, key });
    }
    return strings;
}

;// CONCATENATED MODULE: ./src/formats/client-config/context.ts
/** What a client-config rule sees: the client's spec, the parsed file and its server entries. */





function configRule(id, check) {
    return { id, check };
}
const EMPTY = Object.freeze(Object.create(null));
const SERVERS = (0,types/* memoKey */.e3)('client config servers');
/** The context for one rule; a file that is not an object reads as an empty one (the structure rule says so). */
function configContext(spec) {
    return (scope, reporter) => {
        const value = scope.parsed.value;
        const root = (0,json/* isObject */.Gv)(value) ? value : EMPTY;
        return {
            path: scope.path,
            parsed: scope.parsed,
            spec,
            value,
            root,
            servers: scope.memo(SERVERS, () => serverEntries(spec, root)),
            report: (pointer, message, target, fix) => reporter.report(pointer, sentence(message), target, undefined, fix),
            reportAt: (range, message) => reporter.reportAt(range, sentence(message)),
            memo: (key, make) => scope.memo(key, make),
            workspace: scope.workspace,
        };
    };
}
/** Messages may start with the client's name, which for the generic list is "the client". */
function sentence(message) {
    return message.charAt(0).toUpperCase() + message.slice(1);
}
/** Where the client finds its servers: under one of its keys, or (plugins) the file itself. */
function serverList(spec, root) {
    // Another client's key is a mistake (the structure rule says so), but its entries are still the servers meant.
    for (const key of [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})])
        if ((0,json/* isObject */.Gv)(root[key]))
            return { pointer: (0,util_pointer/* joinPointer */.Kn)('', key), map: root[key] };
    if (spec.flat && (0,recognize/* isFlatServerMap */.dK)(root))
        return { pointer: '', map: root };
    return undefined;
}
function serverEntries(spec, root) {
    const list = serverList(spec, root);
    if (!list)
        return [];
    const shape = spec.entryShape ?? FLAT_ENTRY;
    const approvals = (spec.autoApprove ?? []).filter((field) => !field.file);
    return Object.entries(list.map)
        .filter((entry) => (0,json/* isObject */.Gv)(entry[1]))
        .map(([name, value]) => normalizeEntry(name, (0,util_pointer/* joinPointer */.Kn)(list.pointer, name), value, shape, approvals));
}

// EXTERNAL MODULE: ./src/formats/client-config/info.ts
var info = __webpack_require__(2715);
;// CONCATENATED MODULE: ./src/formats/client-config/rules/auto-approve.ts



/** Words of tool names that write, delete, execute or send: approving such tools without asking lets an injected prompt act. */
const RISKY = new Set([
    'write',
    'delete',
    'remove',
    'drop',
    'exec',
    'execute',
    'run',
    'shell',
    'command',
    'cmd',
    'send',
    'post',
    'push',
    'create',
    'update',
    'deploy',
    'kill',
    'transfer',
    'pay',
    'merge',
    'publish',
    'upload',
    'modify',
    'edit',
    'move',
    'rename',
    'commit',
    'change',
    'set',
    'put',
    'patch',
    'install',
    'reset',
    'destroy',
    'terminate',
    // Tools that run what they are given: a CLI, a shell, a script.
    'cli',
    'bash',
    'sh',
    'terminal',
    'script',
    'eval',
    'invoke',
]);
/** A tool name's words: `delete_file`, `deleteFile` and `delete-file` all hold "delete". */
function isRisky(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((word) => RISKY.has(word));
}
/**
 * mcpdesc.config.auto-approve: settings that let the client call a server's tools without asking the
 * user (`alwaysAllow`, `autoApprove`, `trust: true`, an approval mode of "approve"), committed for every
 * teammate. A list of tools is reported only for the tools in it that write, delete, execute or send:
 * approving read-only tools is what the rule recommends.
 */
/* harmony default export */ const auto_approve = (configRule('mcpdesc.config.auto-approve', (context) => {
    const { spec } = context;
    for (const field of spec.autoApprove ?? []) {
        if (field.file && field.kind === 'flag' && context.root[field.key] === true) {
            context.report((0,util_pointer/* joinPointer */.Kn)('', field.key), `${spec.client} starts ${field.file.what} without asking (${field.key}: true), for everyone who uses this file: a server nobody reviewed then runs with their rights. Remove it, and ${typeof field.file.instead === 'string' ? field.file.instead : field.file.instead(context.root)}.`);
        }
    }
    for (const entry of context.servers) {
        for (const { field, value, pointer: at } of entry.approvals) {
            if (field.kind === 'flag' && value === true) {
                context.report(at, `${spec.client} calls every tool of "${entry.name}" without asking (${field.key}: true), for everyone who uses this file: a prompt-injected model can then run any of them unseen. Remove it, and approve tools one by one in the client.`);
            }
            else if (field.kind === 'value' && value === field.value) {
                context.report(at, `${spec.client} runs the tools of "${entry.name}" without asking (${field.key} = ${JSON.stringify(field.value)}), for everyone who uses this file: a prompt-injected model can then run any of them unseen. Use a mode that asks, and approve tools one by one.`);
            }
            else if (field.kind === 'tools' && (0,json/* isObject */.Gv)(value)) {
                // A read-only tool approved by name is what the other messages recommend: only those that act are named.
                const approved = Object.entries(value).filter(([tool, entry]) => (0,json/* isObject */.Gv)(entry) && field.field !== undefined && entry[field.field] === field.value && isRisky(tool));
                for (const [tool] of approved) {
                    context.report((0,util_pointer/* joinPointer */.Kn)(at, tool, field.field ?? ''), `${spec.client} runs the tool ${(0,json/* quote */.hD)(tool)} of "${entry.name}" without asking (${field.field} = ${JSON.stringify(field.value)}), for everyone who uses this file; it changes or sends data, which a prompt-injected model could then do unseen. Use a mode that asks for it.`);
                }
            }
            else if (field.kind === 'list' && Array.isArray(value) && value.length > 0) {
                const names = value.filter((v) => typeof v === 'string');
                if (names.includes('*')) {
                    context.report(at, `${spec.client} runs every tool of "${entry.name}" without asking ("*" in ${field.key}), for everyone who uses this file: a prompt-injected model can then run any of them unseen. List only read-only tools, or none.`);
                    continue;
                }
                // Read-only tools listed here are what this rule recommends; only the tools that act are reported.
                const risky = names.filter(isRisky);
                if (risky.length === 0)
                    continue;
                const listed = risky
                    .slice(0, 5)
                    .map((n) => (0,json/* quote */.hD)(n))
                    .join(', ') + (risky.length > 5 ? ` and ${risky.length - 5} more` : '');
                const these = risky.length === 1 ? 'it changes or sends' : 'they change or send';
                context.report(at, `${spec.client} runs ${listed} of "${entry.name}" without asking (${field.key}), for everyone who uses this file, and ${these} data, which a prompt-injected model could then do unseen. Remove ${risky.length === 1 ? 'it' : 'them'} from ${field.key}: approve only read-only tools here.`);
            }
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/duplicate-server.ts


/**
 * mcpdesc.config.duplicate-server: each server is listed once. Two names that start the same server
 * offer every tool twice; two names that differ only in case are one name to clients that ignore case.
 */
/* harmony default export */ const duplicate_server = (configRule('mcpdesc.config.duplicate-server', (context) => {
    const byName = new Map();
    const byTarget = new Map();
    for (const entry of context.servers) {
        // A disabled entry starts nothing (Codex: enabled = false).
        if (entry.disabled)
            continue;
        const folded = entry.name.toLowerCase();
        const same = byName.get(folded);
        if (same) {
            context.report(entry.pointer, `"${entry.name}" and "${same.name}" differ only in case: clients and tool names that ignore case (mcp__${folded}__…) see one server, and which entry wins is not defined. Rename or remove one.`, 'key');
        }
        else {
            byName.set(folded, entry);
        }
        const target = targetOf(entry);
        if (target === undefined)
            continue;
        const first = byTarget.get(target);
        if (first && !same) {
            context.report(entry.pointer, `"${entry.name}" starts the same server as "${first.name}" (${target.startsWith('url ') ? 'the same URL' : 'the same command and arguments'}): every tool is offered twice, under two names, and calls may go to either. Remove one of them.`, 'key');
        }
        else if (!first) {
            byTarget.set(target, entry);
        }
    }
}));
/**
 * What an entry starts: its URL with its headers (two accounts on one server are two servers), or its
 * command line with its environment; undefined when it has neither.
 */
function targetOf(entry) {
    for (const { value: url } of entry.urls) {
        if (typeof url !== 'string')
            continue;
        // Scheme and host are case-insensitive; the path is not.
        const normalized = url
            .trim()
            .replace(/\/+$/, '')
            .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, (origin) => origin.toLowerCase());
        // Every key headers are written under counts (Codex's `http_headers` too): two accounts differ only there.
        return `url ${normalized} ${entry.headers.map((h) => `${h.key}=${sorted(h.value)}`).join(' ')}`;
    }
    const command = entry.command?.value;
    if (typeof command !== 'string')
        return undefined;
    const args = entry.args?.value;
    return `command ${JSON.stringify([command.trim(), ...(Array.isArray(args) ? args : [])])} ${sorted(entry.env?.value)}`;
}
function sorted(map) {
    return (0,json/* isObject */.Gv)(map) ? JSON.stringify(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : 1))) : '';
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/insecure-url.ts

/** Hosts that are this machine: plain http:// to them never crosses a network. */
const LOOPBACK = /^(?:localhost|[\w-]{1,63}\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0|host\.docker\.internal)$/i;
/** mcpdesc.config.insecure-url: a remote server is reached over https://, unless it runs on this machine. */
/* harmony default export */ const insecure_url = (configRule('mcpdesc.config.insecure-url', (context) => {
    for (const entry of context.servers) {
        for (const { value, pointer } of entry.urls) {
            if (typeof value !== 'string')
                continue;
            const match = /^(http|ws):\/\/([^/?#@]*@)?(\[[^\]]{1,60}\]|[^/:?#]{1,255})/i.exec(value.trim());
            if (!match || LOOPBACK.test(match[3]))
                continue;
            const scheme = match[1].toLowerCase();
            // The suggestion never repeats a password written in the URL.
            const secure = `${scheme === 'http' ? 'https' : 'wss'}://${value.trim().slice(match[1].length + 3 + (match[2]?.length ?? 0))}`;
            context.report(pointer, `${context.spec.client} reaches "${entry.name}" over plain ${scheme}:// to ${match[3]}, so anyone on the network path can read and change the MCP traffic, tokens in its headers included. Use ${JSON.stringify(secure.length > 80 ? `${secure.slice(0, 79)}…` : secure)} (only a server on this machine, such as localhost, may stay on ${scheme}://).`);
        }
    }
}));

// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/formats/client-config/references.ts
/**
 * Variable references in configuration values: `${NAME}`, `${NAME:-default}`, `${env:NAME}`,
 * `${input:id}`, `${workspaceFolder}`, and bare `$NAME`. Both patterns are linear (no nested
 * quantifiers) and bounded, since values come from a pull request.
 */
const BRACED = /\$\{([^{}]{1,200})\}/g;
/** Upper-case names only: `$GITHUB_TOKEN` is a variable, `$x` in a password or a regular expression usually is not. */
const BARE = /(?<![$\\\w])\$([A-Z_][A-Z0-9_]{1,100})\b/g;
function references(value) {
    if (!value.includes('$'))
        return [];
    const found = [];
    for (const match of value.matchAll(BRACED)) {
        const inner = match[1];
        const colon = inner.indexOf(':');
        const index = match.index ?? 0;
        if (inner.startsWith('env:'))
            found.push({ text: match[0], index, kind: 'envPrefix', name: inner.slice(4) });
        else if (inner.startsWith('input:'))
            found.push({ text: match[0], index, kind: 'input', name: inner.slice(6) });
        else if (/^[A-Za-z_][A-Za-z0-9_]*:-/.test(inner))
            found.push({ text: match[0], index, kind: 'withDefault', name: inner.slice(0, inner.indexOf(':-')) });
        else if (colon > 0 && /^[A-Za-z]+$/.test(inner.slice(0, colon)))
            found.push({ text: match[0], index, kind: 'prefixed', name: inner.slice(colon + 1), prefix: inner.slice(0, colon) });
        else
            found.push({ text: match[0], index, kind: 'braced', name: inner });
    }
    for (const match of value.matchAll(BARE))
        found.push({ text: match[0], index: match.index ?? 0, kind: 'bare', name: match[1] });
    return found.sort((a, b) => a.index - b.index);
}
/** Whether a value refers to a variable at all, in any syntax (so it holds no literal secret). */
function hasReference(value) {
    return references(value).length > 0;
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/shell-wrapper.ts



const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'cmd', 'powershell', 'pwsh']);
/** The flags after which the next argument is a command line the shell parses (`-File` runs a script: its arguments are data). */
const COMMAND_FLAGS = new Set(['-c', '-lc', '-ic', '/c', '/C', '/k', '/K', '-Command', '-command']);
/** Whether a command is a shell. */
function isShellCommand(command) {
    return (typeof command === 'string' &&
        SHELLS.has(command
            .split(/[\\/]/)
            .pop()
            ?.replace(/\.exe$/i, '')
            .toLowerCase() ?? ''));
}
/** `%NAME%`, cmd's variable syntax, besides `${…}` and `$NAME`. */
const PERCENT = /%[A-Za-z_][A-Za-z0-9_]{0,100}%/;
/** A reference the client replaces in the text (rather than the shell expanding it as data). */
function substitutedByClient(syntax, kind) {
    if (!syntax)
        return false;
    if (kind === 'input')
        return syntax.inputs;
    if (kind === 'prefixed')
        return true;
    return syntax[kind] === 'yes';
}
/**
 * mcpdesc.config.shell-wrapper: a server started through `sh -c`, `bash -c`, `cmd /c` or `powershell
 * -Command` with variables inside the command line. The shell reads the expanded value as code, so a
 * value holding a quote, ";" or "$(…)" runs other commands on every machine that uses the file.
 */
/* harmony default export */ const shell_wrapper = (configRule('mcpdesc.config.shell-wrapper', (context) => {
    for (const entry of context.servers) {
        const command = entry.command?.value;
        const argsAt = entry.args;
        if (typeof command !== 'string' || !Array.isArray(argsAt?.value))
            continue;
        const args = argsAt.value;
        const shell = command
            .split(/[\\/]/)
            .pop()
            ?.replace(/\.exe$/i, '')
            .toLowerCase() ?? '';
        if (!SHELLS.has(shell))
            continue;
        const flag = args.findIndex((a) => typeof a === 'string' && COMMAND_FLAGS.has(a));
        if (flag === -1)
            continue;
        // Only the command line itself is code; the arguments after it are $0, $1 … (data). cmd joins all of them into one line.
        const lines = shell === 'cmd' ? args.slice(flag + 1) : args.slice(flag + 1, flag + 2);
        for (const [offset, line] of lines.entries()) {
            if (typeof line !== 'string')
                continue;
            const ref = references(line).find((r) => substitutedByClient(context.spec.interpolation, r.kind))?.text ?? (shell === 'cmd' ? PERCENT.exec(line)?.[0] : undefined);
            if (!ref)
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(argsAt.pointer, flag + 1 + offset), `"${entry.name}" starts through ${shell} ${String(args[flag])} with ${ref} inside the command line: the value goes into the text before the shell reads it, so a value holding a quote, ";" or "$(…)" runs other commands on every machine that uses this file. Start the program itself ("command": the program, "args": one argument each) and pass values as arguments or in "env".`);
            break;
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/interpolation.ts





/**
 * mcpdesc.config.interpolation: every variable reference is one the client expands, and every
 * `${input:id}` names an entry of `inputs`. A reference the client does not expand reaches the server as
 * its literal text, so the token or path it stands for is silently missing.
 */
/* harmony default export */ const interpolation = (configRule('mcpdesc.config.interpolation', (context) => {
    const syntax = context.spec.interpolation;
    if (!syntax)
        return;
    const inputs = inputIds(context);
    for (const entry of context.servers) {
        const shell = isShellCommand(entry.command?.value);
        for (const site of entry.strings) {
            // In a shell's command line (and in headersHelper, a shell command) the shell expands "$NAME" itself.
            const shellExpands = site.field === 'headersHelper' || (shell && site.part === 'args');
            for (const ref of references(site.text)) {
                if (shellExpands && ref.kind === 'bare')
                    continue;
                const problem = problemOf(context, syntax, ref, inputs);
                if (problem)
                    context.report(site.pointer, problem, 'value', referenceFix(context, ref, site.text));
            }
        }
    }
}));
/**
 * The client's own syntax for an environment variable written in another's ("${env:X}", "$X", "${X}"):
 * the same variable, so the rewrite is certain. A default ("${X:-d}") or an input has no exact
 * equivalent, and stays a suggestion.
 */
function referenceFix(context, ref, text) {
    const { envReference } = context.spec;
    if (!envReference || !(ref.kind === 'envPrefix' || ref.kind === 'bare' || ref.kind === 'braced'))
        return undefined;
    const written = envReference(ref.name);
    return {
        value: text.slice(0, ref.index) + written + text.slice(ref.index + ref.text.length),
        description: `Write ${JSON.stringify(ref.text)} as ${JSON.stringify(written)}`,
    };
}
/** The ids of the file's `inputs` (VS Code), when the client has inputs. */
function inputIds(context) {
    const list = context.root.inputs;
    return new Set(Array.isArray(list)
        ? list
            .filter(json/* isObject */.Gv)
            .map((i) => i.id)
            .filter((id) => typeof id === 'string')
        : []);
}
function problemOf(context, syntax, ref, inputs) {
    const { client, envReference } = context.spec;
    const literal = `${client} does not expand ${JSON.stringify(ref.text)}, so the server receives that text as it is`;
    const { secretAdvice } = context.spec;
    const instead = (name) => envReference
        ? ` Write ${JSON.stringify(envReference(name))} instead.`
        : ` ${client} expands no variables in this file: write the value itself${secretAdvice ? `, or, for a credential, ${secretAdvice(name).replace(/\.$/, '')}` : ''}.`;
    switch (ref.kind) {
        case 'input':
            if (!syntax.inputs)
                return `${literal}: "\${input:…}" is VS Code's syntax.${instead(ref.name.toUpperCase().replace(/\W/g, '_'))}`;
            if (inputs.has(ref.name))
                return undefined;
            return (0,suggest/* closest */.k)(ref.name, inputs)
                ? `${JSON.stringify(ref.text)} names no entry of "inputs", so ${client} cannot ask for it and the server gets nothing. Did you mean the input ${JSON.stringify((0,suggest/* closest */.k)(ref.name, inputs))}?`
                : `${JSON.stringify(ref.text)} names no entry of "inputs", so ${client} cannot ask for it and the server gets nothing. Add {"id": ${JSON.stringify(ref.name)}, "type": "promptString", "description": "…"} to "inputs" (with "password": true for a secret).`;
        case 'envPrefix':
            return syntax.envPrefix === 'no' ? `${literal}: "\${env:…}" is VS Code's syntax.${instead(ref.name)}` : undefined;
        case 'bare':
            return syntax.bare === 'no' && !syntax.predefined.includes(ref.name) ? `${literal}: it expands only braced references.${instead(ref.name)}` : undefined;
        case 'withDefault':
            return syntax.withDefault === 'no' ? `${literal}: it has no "\${NAME:-default}" form.${instead(ref.name)}` : undefined;
        case 'prefixed':
            return undefined;
        default:
            if (syntax.predefined.includes(ref.name))
                return undefined;
            return syntax.braced === 'no' ? `${literal}.${instead(ref.name)}` : undefined;
    }
}

// EXTERNAL MODULE: ./src/detect/secrets.ts
var secrets = __webpack_require__(7654);
;// CONCATENATED MODULE: ./src/formats/client-config/rules/literal-secret.ts




/**
 * mcpdesc.config.literal-secret: no credential written into the file (environment values, headers,
 * arguments, URLs) where a variable the client expands was meant. Placeholders ("<your-token>",
 * "YOUR_API_KEY", "xxx…") and references ("${GITHUB_TOKEN}") are not credentials.
 */
/* harmony default export */ const literal_secret = (configRule('mcpdesc.config.literal-secret', (context) => {
    for (const entry of context.servers) {
        const args = Array.isArray(entry.args?.value) ? entry.args.value : [];
        for (const site of entry.strings) {
            // Fields whose values name variables rather than hold them (Codex's env_http_headers): only a known token format there is one.
            if (NAME_FIELDS.has(site.field) && !(0,secrets/* findSecret */.mt)(site.text))
                continue;
            const option = site.part === 'args' && typeof site.key === 'number' ? optionBefore(args[site.key - 1]) : undefined;
            const secret = secretIn(site) ?? (option && !hasReference(site.text) ? (0,secrets/* findSecretField */.uX)(site.text, () => option) : null);
            if (!secret)
                continue;
            (0,types/* rememberCredential */.bk)(context, site.text, secret);
            const name = variableName(entry, site);
            context.report(site.pointer, `This ${where(site)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). Committed, it reaches everyone who can read the repository and its history: revoke it, then ${advice(context, name)}`);
        }
    }
}));
const NAME_FIELDS = new Set(['env_http_headers', 'bearer_token_env_var', 'env_vars']);
function secretIn(site) {
    // A reference is no secret, but a literal one can sit beside it ("postgres://admin:pw@${HOST}/db").
    const known = (0,secrets/* findSecret */.mt)(withoutReferences(site.text));
    if (known)
        return known;
    if (hasReference(site.text))
        return null;
    if (site.part === 'env' || site.part === 'headers')
        return (0,secrets/* findSecretField */.uX)(site.text, () => String(site.key));
    if (site.part === 'args') {
        // "--api-key=value", or a value after "--api-key".
        const option = /^--?([A-Za-z][\w-]{0,60})=(.+)$/.exec(site.text);
        if (option)
            return (0,secrets/* findSecretField */.uX)(option[2], () => option[1]);
    }
    return null;
}
/** `--access-token` before a value: the option's name, which says what the value is. */
function optionBefore(previous) {
    return typeof previous === 'string' ? /^--?([A-Za-z][\w-]{0,60})$/.exec(previous)?.[1] : undefined;
}
function withoutReferences(text) {
    return references(text).reduceRight((out, ref) => out.slice(0, ref.index) + 'X'.repeat(ref.text.length) + out.slice(ref.index + ref.text.length), text);
}
function where(site) {
    if (site.part === 'env')
        return `environment variable (${String(site.key)})`;
    if (/headers$/i.test(site.field))
        return `header (${String(site.key)})`;
    if (site.part === 'args')
        return 'argument';
    return `"${site.field}" value`;
}
/** The variable a developer would set: the env key itself, else SERVER_FIELD in capitals. */
function variableName(entry, site) {
    if (site.part === 'env' && typeof site.key === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(site.key))
        return site.key;
    const server = entry.name
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .toUpperCase() || 'SERVER';
    return `${server}_TOKEN`;
}
function advice(context, name) {
    const { spec } = context;
    if (spec.interpolation?.inputs) {
        const id = name.toLowerCase().replace(/_/g, '-');
        return `write "\${input:${id}}" in place of the credential, with an "inputs" entry {"id": "${id}", "type": "promptString", "description": "…", "password": true}, so ${spec.client} asks each developer once and stores the value securely.`;
    }
    if (spec.envReference)
        return `write "${spec.envReference(name)}" in place of the credential and set ${name} in each developer's environment (${spec.client} expands it when it starts the server).`;
    return spec.secretAdvice?.(name) ?? 'keep the real value out of the repository: commit the file with a placeholder and let each developer fill it in.';
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/machine-path.ts

/** A home directory of a named user: macOS, Linux, Windows. The user segment stops at a separator or quote. */
const HOME = /(?:^|[\s="';])(\/Users\/|\/home\/|[A-Za-z]:[\\/]+Users[\\/]+)([^\\/\s"':;,]{1,100})/;
/** User segments that are placeholders or shared folders, not a person (/Users/Shared, /home/linuxbrew, a container's /home/node). */
const NOT_A_PERSON = /^(?:<.*>|\{.*\}|\$.*|%.*%|\[.*\]|your[\w-]*|user(?:name)?|you|me|name|\.\.\.|…|x+|shared|public|default|all users|linuxbrew|node|runner)$/i;
/** Parts, and keys of clients' own, that hold paths or command lines. */
const PATH_PARTS = new Set(['command', 'args', 'cwd', 'env']);
const PATH_FIELDS = new Set(['envFile', 'watchPaths']);
/** What to write instead, by where the path is, for clients with no variable for the home directory. */
function fallbackAdvice(part) {
    if (part === 'command')
        return 'Use a program on the PATH, or a path relative to the project.';
    if (part === 'env')
        return "Leave the value to each developer's own environment (drop it from the shared file), or use a path relative to the project.";
    return 'Use a path relative to the project.';
}
/**
 * mcpdesc.config.machine-path: no absolute path into one user's home directory. The file then works
 * on that machine only, and it publishes the user name.
 */
/* harmony default export */ const machine_path = (configRule('mcpdesc.config.machine-path', (context) => {
    const { spec } = context;
    for (const entry of context.servers) {
        for (const site of entry.strings) {
            if (!PATH_PARTS.has(site.part) && !PATH_FIELDS.has(site.field))
                continue;
            const match = HOME.exec(site.text);
            if (!match || NOT_A_PERSON.test(match[2]))
                continue;
            const instead = spec.machinePathAdvice ??
                (spec.homeVariable
                    ? `Write ${JSON.stringify(spec.homeVariable)} for the home directory, or a path relative to the project.`
                    : fallbackAdvice(site.part));
            context.report(site.pointer, `This path is in the home directory of ${JSON.stringify(match[2])} (${JSON.stringify(`${match[1]}${match[2]}`)}…): "${entry.name}" starts only on that machine, and the file publishes the user name. ${instead}`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/strict-json.ts

/**
 * mcpdesc.config.strict-json: no comments or trailing commas in a file whose client reads strict JSON.
 * Such a client cannot parse the file at all, so every server in it is lost, not just the line.
 */
/* harmony default export */ const strict_json = (configRule('mcpdesc.config.strict-json', (context) => {
    const { spec, parsed } = context;
    if (spec.strictJson !== true)
        return;
    for (const problem of parsed.problems) {
        if (problem.kind === 'comment') {
            context.reportAt(problem.range, `${spec.client} reads this file as strict JSON, which has no comments: it cannot parse the file and starts none of its servers. Remove the comment (keep notes in the README).`);
        }
        else if (problem.kind === 'trailing-comma') {
            context.reportAt(problem.range, `${spec.client} reads this file as strict JSON, which allows no comma before "}" or "]": it cannot parse the file and starts none of its servers. Remove the comma.`);
        }
    }
}));

// EXTERNAL MODULE: ./src/engine/fix.ts
var fix = __webpack_require__(7977);
// EXTERNAL MODULE: ./src/model/check.ts
var check = __webpack_require__(4662);
;// CONCATENATED MODULE: ./src/formats/client-config/rules/structure.ts





/**
 * mcpdesc.config.structure: the file has the shape its client reads: the server list under the client's
 * key, each entry with the fields and types the client needs (`command`, or `url` with a `type` the
 * client knows). Unknown keys are mcpdesc.config.unknown-key's.
 */
/* harmony default export */ const structure = (configRule('mcpdesc.config.structure', (context) => {
    const { spec, root, report } = context;
    const client = spec.client;
    if (!(0,json/* isObject */.Gv)(context.value)) {
        const under = JSON.stringify(spec.serverKeys[0] ?? 'its keys');
        // An empty file parses as null, but "holds null" would send its author looking for a null in it.
        if (context.value === null && context.parsed.lines.text.trim() === '')
            report('', `The file is empty, so ${client} starts no server from it. Write an object with the servers under ${under}, or delete the file.`);
        else if (context.value !== undefined)
            report('', `${client} reads this file as an object with its servers under ${under}, but it holds ${(0,json/* describeValue */.bp)(context.value)}, so ${client} starts no server from it. Put the servers in an object under ${under}.`);
        return;
    }
    for (const [key, whose] of Object.entries(spec.foreignKeys ?? {})) {
        if (!(0,json/* hasOwn */.$3)(root, key))
            continue;
        const own = spec.serverKeys.find((k) => (0,json/* hasOwn */.$3)(root, k));
        report((0,util_pointer/* joinPointer */.Kn)('', key), own
            ? `${client} reads its servers from ${JSON.stringify(own)} and ignores ${JSON.stringify(key)} (${whose}), so the servers listed there never start. Move them into ${JSON.stringify(own)}.`
            : `${client} reads its servers from ${JSON.stringify(spec.serverKeys[0])}; ${JSON.stringify(key)} is ${whose}, so ${client} starts none of the servers in this file. Rename ${JSON.stringify(key)} to ${JSON.stringify(spec.serverKeys[0])}.`, 'key');
    }
    const list = serverList(spec, root);
    if (list?.pointer !== '') {
        // The whole file against the client's model; a flat plugin file is only its entries.
        for (const issue of (0,check/* checkModel */.w5)(spec.model, 'Config', root, 'current', '')) {
            if (issue.kind !== 'invalid' || issue.unknown || isForeignServerList(context, issue.pointer))
                continue;
            if (context.servers.some((s) => issue.pointer === s.pointer || issue.pointer.startsWith(`${s.pointer}/`)))
                continue;
            report(issue.pointer, `${client}: ${issue.message}`, issue.target, (0,fix/* missingKeyFix */.v9)(issue.pointer, issue.missing, (0,util_pointer/* getAt */.sM)(root, issue.pointer)));
        }
    }
    for (const entry of context.servers) {
        const needsType = spec.urlNeedsType;
        const url = entry.raw.url;
        if (needsType && url !== undefined && !(0,json/* hasOwn */.$3)(entry.raw, 'type') && !(0,json/* hasOwn */.$3)(entry.raw, 'command')) {
            report(entry.pointer, `${client} needs "type" on a server with a "url": without it the entry is read as a stdio server and fails for lack of a "command". Add "type": ${JSON.stringify(needsType[0])}${needsType.length > 1
                ? ` (or ${needsType
                    .slice(1)
                    .map((t) => JSON.stringify(t))
                    .join(', ')} for an older server)`
                : ''}.`);
            continue;
        }
        for (const issue of (0,check/* checkModel */.w5)(spec.model, 'Server', entry.raw, 'current', entry.pointer)) {
            if (issue.kind === 'invalid' && !issue.unknown)
                report(issue.pointer, `${client}: ${issue.message}`, issue.target, (0,fix/* missingKeyFix */.v9)(issue.pointer, issue.missing, (0,util_pointer/* getAt */.sM)(root, issue.pointer)));
        }
        if (spec.needsOneOf && !spec.needsOneOf.some((key) => (0,json/* hasOwn */.$3)(entry.raw, key))) {
            // A common shape from other tools: the transport nested in an object of its own.
            const nested = Object.entries(entry.raw).find(([, v]) => (0,json/* isObject */.Gv)(v) && spec.needsOneOf?.some((key) => (0,json/* hasOwn */.$3)(v, key)));
            const hint = nested ? ` The entry nests them in ${JSON.stringify(nested[0])}, which ${client} does not read: move its fields up into the entry.` : '';
            report(entry.pointer, `${client} cannot start "${entry.name}": a server entry needs ${(0,json/* listOf */.c3)(spec.needsOneOf)} (a command to run, or the URL of a remote server).${hint || ' Add one of them.'}`, 'key');
        }
        for (const [first, second] of mixedGroups(spec.exclusive ?? [], entry.raw)) {
            report((0,util_pointer/* joinPointer */.Kn)(entry.pointer, second), `${client} refuses a server entry that mixes ${JSON.stringify(first)} (a stdio server) with ${JSON.stringify(second)} (a remote server). Keep the fields of one kind of server.`, 'key');
        }
    }
    spec.check?.(context);
}));
/** The first key of each pair of groups that an entry mixes. */
function mixedGroups(groups, entry) {
    const present = groups.map((group) => group.find((key) => (0,json/* hasOwn */.$3)(entry, key)));
    const used = present.filter((key) => key !== undefined);
    return used.length > 1 ? [[used[0], used[1]]] : [];
}
/** A server list under another client's key: reported once, as that, not field by field. */
function isForeignServerList(context, pointer) {
    return Object.keys(context.spec.foreignKeys ?? {}).some((key) => pointer === `/${key}` || pointer.startsWith(`/${key}/`));
}

// EXTERNAL MODULE: ./src/util/append.ts
var append = __webpack_require__(2178);
;// CONCATENATED MODULE: ./src/formats/client-config/rules/unknown-key.ts







/**
 * mcpdesc.config.unknown-key: keys the client does not read. A client whose schema lists every key gets
 * each unknown one reported; for the others, whose keys are not all documented, only near misses of a
 * known key ("comand", "enviroment") are, so an undocumented setting that works is never flagged.
 */
/** Longer names people write for a client's short keys ("environment" for "env"), typos of them included. */
const SYNONYMS = {
    environment: 'env',
    environments: 'env',
    environmentvariables: 'env',
    envvars: 'env',
    arguments: 'args',
    argv: 'args',
    cmd: 'command',
    endpoint: 'url',
    serverurl: 'serverUrl',
    header: 'headers',
    workingdirectory: 'cwd',
    workdir: 'cwd',
};
/** Whether `key` is one of the longer names itself, not a typo of one: renaming it is then certain. */
function isSynonym(key) {
    return Object.hasOwn(SYNONYMS, key.toLowerCase().replace(/[^a-z]/g, ''));
}
/** An environment variable's name as people write them: letters, digits and "_", with a capital or a "_" ("API_KEY", "http_proxy"), not a bare word ("node"). */
const isVariableName = (name) => /^[A-Za-z_]\w{0,200}$/.test(name) && /[A-Z_]/.test(name);
/**
 * Whether a value has the shape of the key a synonym stands for: "env" and "headers" map names to
 * strings (an env's names are variables', at least one of them), "args" is a list, the others a string. `environment:
 * {node: ">=18"}` in a deployment file is a runtime requirement, not variables: renaming it would be wrong.
 */
function fits(target, value) {
    if (target === 'args')
        return Array.isArray(value);
    if (target === 'env' || target === 'headers') {
        if (!(0,json/* isObject */.Gv)(value))
            return false;
        // One variable is enough: a file mis-indented below it holds other keys too.
        const entries = Object.entries(value);
        return entries.length === 0 || entries.some(([name, item]) => typeof item !== 'object' && (target === 'headers' || isVariableName(name)));
    }
    return typeof value === 'string';
}
function synonymOf(key, known, value) {
    const normalized = key.toLowerCase().replace(/[^a-z]/g, '');
    // Typos of the long names only: a short key near "cmd" is more likely its own word.
    const word = Object.hasOwn(SYNONYMS, normalized) ? normalized : normalized.length >= 6 ? (0,suggest/* closest */.k)(normalized, Object.keys(SYNONYMS)) : undefined;
    const target = word ? SYNONYMS[word] : undefined;
    return target && known.includes(target) && fits(target, value) ? target : undefined;
}
/* harmony default export */ const unknown_key = (configRule('mcpdesc.config.unknown-key', (context) => {
    const { spec, root, report } = context;
    const issues = [];
    if (serverList(spec, root)?.pointer !== '')
        (0,append/* append */.B)(issues, (0,check/* checkModel */.w5)(spec.model, 'Config', root, 'current', ''));
    for (const entry of context.servers)
        (0,append/* append */.B)(issues, (0,check/* checkModel */.w5)(spec.model, 'Server', entry.raw, 'current', entry.pointer));
    // A required key written with a typo is the structure rule's finding ("Found "comand": did you mean "command"?").
    const seen = new Set(issues.flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    for (const { pointer, unknown } of issues) {
        if (!unknown || seen.has(pointer) || Object.hasOwn(spec.foreignKeys ?? {}, unknown.key))
            continue;
        seen.add(pointer);
        const owner = unknown.noun ?? 'object';
        const synonym = synonymOf(unknown.key, unknown.known, (0,util_pointer/* getAt */.sM)(context.value, pointer));
        const suggestion = unknown.suggestion ?? synonym;
        if (suggestion) {
            report(pointer, `${spec.client} does not read ${JSON.stringify(unknown.key)} in a ${owner}: did you mean ${JSON.stringify(suggestion)}? It ignores the key, so the setting has no effect.`, 'key', (0,fix/* renameFix */.eP)(unknown.key, suggestion, (0,util_pointer/* getAt */.sM)(context.value, (0,util_pointer/* parentPointer */.Yg)(pointer)), suggestion === synonym && isSynonym(unknown.key)));
        }
        else if (spec.unknownKeys === 'closed') {
            report(pointer, `${spec.client} does not read ${JSON.stringify(unknown.key)} in a ${owner} (it reads ${(0,json/* listOf */.c3)(unknown.known, 'and')}), so the setting has no effect. Remove it, or move it to the client that reads it.`, 'key');
        }
    }
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/formats/client-config/launchers.ts
/**
 * Package runners that download what they start: `npx`, `pnpm dlx`, `bunx`, `yarn dlx`, `uvx`,
 * `pipx run`, `docker run`. Finds the package (or image) a server entry starts and whether it names an
 * exact version.
 */
/** npx and friends: options that take a value, so the value is not the package. */
const NPM_VALUE_OPTIONS = new Set(['-c', '--call', '--registry', '--cache', '--prefix', '--userconfig']);
const NPM_PACKAGE_OPTIONS = new Set(['-p', '--package']);
const UV_VALUE_OPTIONS = new Set(['--with', '-w', '--python', '-p', '--index', '--index-url', '--extra-index-url']);
const PYTHON_PACKAGE_OPTIONS = new Set(['--from', '--spec']);
/** docker run options that take no value; any other long option is read as taking one. */
const DOCKER_FLAGS = new Set([
    '-i',
    '-t',
    '-it',
    '-ti',
    '-d',
    '-P',
    '-q',
    '--rm',
    '--init',
    '--privileged',
    '--read-only',
    '--interactive',
    '--tty',
    '--detach',
    '--publish-all',
    '--no-healthcheck',
    '--oom-kill-disable',
    '--quiet',
    '--sig-proxy',
]);
/** Tags that move: an image named by one of them is not pinned. */
const FLOATING_TAGS = new Set(['latest', 'main', 'master', 'edge', 'stable', 'nightly', 'dev', 'develop', 'canary', 'next', 'beta', 'alpha', 'rc', 'release']);
const DOCKER_VALUE_OPTIONS = new Set([
    '-a',
    '-e',
    '--env',
    '--env-file',
    '-v',
    '--volume',
    '-p',
    '--publish',
    '--name',
    '-w',
    '--workdir',
    '--network',
    '--net',
    '--entrypoint',
    '-u',
    '--user',
    '--mount',
    '--platform',
    '-l',
    '--label',
    '--add-host',
    '--cpus',
    '-m',
    '--memory',
    '--pull',
    '--hostname',
    '-h',
    '--device',
    '--cap-add',
    '--cap-drop',
    '--security-opt',
    '--ulimit',
    '--dns',
    '--label-file',
    '--log-driver',
    '--restart',
    '--shm-size',
    '--tmpfs',
    '--ipc',
    '--pid',
    '--runtime',
    '--gpus',
]);
const EXACT_SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** The package an entry's command and args start, when the command is a package runner. */
function launchOf(command, args) {
    const program = command
        .split(/[\\/]/)
        .pop()
        ?.replace(/\.(cmd|exe)$/i, '') ?? '';
    if (program === 'npx' || program === 'bunx')
        return npmPackage(program, args, 0);
    if ((program === 'pnpm' || program === 'yarn') && args[0] === 'dlx')
        return npmPackage(`${program} dlx`, args, 1);
    if (program === 'uvx')
        return pythonPackage('uvx', args, 0, UV_VALUE_OPTIONS);
    if (program === 'pipx' && args[0] === 'run')
        return pythonPackage('pipx run', args, 1, UV_VALUE_OPTIONS);
    if ((program === 'docker' || program === 'podman') && args[0] === 'run')
        return dockerImage(`${program} run`, args, 1);
    return undefined;
}
/**
 * The package an option before the first operand names (`npx -p pkg@1 bin`, `uvx --from pkg==1 bin`,
 * `--package=pkg@1`), with its index, or the first operand: options after it are the server's own.
 */
function packageArgument(args, start, packageOptions, valueOptions) {
    for (let i = start; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--')
            return i + 1 < args.length ? { spec: args[i + 1], index: i + 1 } : undefined;
        const equals = arg.indexOf('=');
        if (equals > 0 && packageOptions.has(arg.slice(0, equals)))
            return { spec: arg.slice(equals + 1), index: i };
        if (packageOptions.has(arg))
            return i + 1 < args.length ? { spec: args[i + 1], index: i + 1 } : undefined;
        if (!arg.startsWith('-'))
            return { spec: arg, index: i };
        if (valueOptions.has(arg))
            i++;
    }
    return undefined;
}
function npmPackage(runner, args, start) {
    const found = packageArgument(args, start, NPM_PACKAGE_OPTIONS, NPM_VALUE_OPTIONS);
    if (!found)
        return undefined;
    const { spec, index } = found;
    // A path, a URL or a GitHub "user/repo" is not a registry package.
    if (/^[./~]|^[a-z]+:\/\/|^[A-Za-z]:\\|^(?:git|github|file|link|workspace|npm):|^[^@/][^/]*\//.test(spec))
        return undefined;
    const at = spec.lastIndexOf('@');
    const name = at > 0 ? spec.slice(0, at) : spec;
    const version = at > 0 ? spec.slice(at + 1).replace(/^=/, '') : undefined;
    const pinned = version !== undefined && EXACT_SEMVER.test(version);
    return { runner, ecosystem: 'npm', spec, argIndex: index, name, ...(version !== undefined ? { version } : {}), pinned, pinnedForm: `${name}@X.Y.Z` };
}
function pythonPackage(runner, args, start, valueOptions) {
    const found = packageArgument(args, start, PYTHON_PACKAGE_OPTIONS, valueOptions);
    if (!found)
        return undefined;
    const { spec, index } = found;
    if (/^[./~]|^[a-z+]+:\/\/|^[A-Za-z]:\\/.test(spec))
        return undefined;
    const name = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]{0,100}\])?/.exec(spec)?.[0];
    if (!name)
        return undefined;
    const rest = spec.slice(name.length).trim();
    const operator = ['==', '>=', '<=', '~=', '!=', '@', '>', '<'].find((op) => rest.startsWith(op));
    const version = operator ? rest.slice(operator.length).trim() : '';
    const pinned = (operator === '==' || operator === '@') && /^\d[0-9a-z.+-]*$/i.test(version);
    return {
        runner,
        ecosystem: 'python',
        spec,
        argIndex: index,
        name,
        ...(operator ? { version: `${operator}${version}` } : {}),
        pinned,
        pinnedForm: `${name}==X.Y.Z`,
    };
}
function dockerImage(runner, args, start) {
    let index = -1;
    for (let i = start; i < args.length; i++) {
        const arg = args[i];
        if (!arg.startsWith('-')) {
            index = i;
            break;
        }
        if (arg.includes('=') || DOCKER_FLAGS.has(arg))
            continue;
        if (DOCKER_VALUE_OPTIONS.has(arg) || arg.startsWith('--'))
            i++;
    }
    if (index === -1)
        return undefined;
    const spec = args[index];
    const digest = spec.indexOf('@sha256:');
    if (digest !== -1)
        return { runner, ecosystem: 'docker', spec, argIndex: index, name: spec.slice(0, digest), version: spec.slice(digest + 1), pinned: true, pinnedForm: spec };
    const slash = spec.lastIndexOf('/');
    const colon = spec.lastIndexOf(':');
    const tagged = colon > slash;
    const name = tagged ? spec.slice(0, colon) : spec;
    const tag = tagged ? spec.slice(colon + 1) : undefined;
    const pinned = tag !== undefined && /\d/.test(tag) && !FLOATING_TAGS.has(tag.toLowerCase());
    return { runner, ecosystem: 'docker', spec, argIndex: index, name, ...(tag !== undefined ? { version: tag } : {}), pinned, pinnedForm: `${name}:X.Y.Z` };
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/unpinned-package.ts





/** Runners that start a project's own install before they download anything (`npx tsx` runs node_modules/.bin/tsx). */
const LOCAL_FIRST = new Set(['npx', 'bunx']);
const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb'];
const DEPENDENCIES = ['dependencies', 'devDependencies', 'optionalDependencies'];
/** The largest package.json read, and how many folders up from the file are looked at. */
const MAX_MANIFEST_BYTES = 1 << 20;
const MAX_FOLDERS_UP = 32;
/**
 * Whether the nearest package.json at or above the file's folder declares `name` and a lockfile beside it
 * pins it: the runner then starts the version the project installed, not whatever was published last.
 */
function lockedByProject(workspace, path, name) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return false;
    let dir = external_node_path_.posix.dirname(path);
    for (let up = 0; up < MAX_FOLDERS_UP; up++) {
        const at = (file) => (dir === '.' ? file : `${dir}/${file}`);
        if (workspace.kind(at('package.json')) === 'file') {
            const bytes = workspace.head(at('package.json'), MAX_MANIFEST_BYTES);
            let manifest;
            try {
                manifest = bytes && bytes.length < MAX_MANIFEST_BYTES ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
            }
            catch {
                manifest = undefined;
            }
            const declared = (0,json/* isObject */.Gv)(manifest) && DEPENDENCIES.some((key) => (0,json/* isObject */.Gv)(manifest[key]) && typeof manifest[key][name] === 'string');
            return declared && LOCKFILES.some((lock) => workspace.kind(at(lock)) === 'file');
        }
        if (dir === '.')
            return false;
        dir = external_node_path_.posix.dirname(dir);
    }
    return false;
}
/**
 * mcpdesc.config.unpinned-package: a server started by a package runner (npx, pnpm dlx, bunx, yarn dlx,
 * uvx, pipx run, docker run) names an exact version. Otherwise each client start downloads whatever was
 * published last, so whoever controls the next release runs code on every machine that uses the file.
 * A bare `npx tsx` whose package the project declares and locks runs the installed version, and an image
 * named with no registry or namespace is a local build or an Official Image: neither is reported.
 */
/* harmony default export */ const unpinned_package = (configRule('mcpdesc.config.unpinned-package', (context) => {
    for (const entry of context.servers) {
        const { command: commandAt, args: argsAt } = entry;
        if (typeof commandAt?.value !== 'string')
            continue;
        const command = commandAt.value;
        const args = argsAt?.value;
        if (args !== undefined && !(Array.isArray(args) && args.every((a) => typeof a === 'string')))
            continue;
        const list = (args ?? []);
        // `"command": "npx -y pkg"` with no args is one command line.
        const fromCommand = list.length === 0 && /\s/.test(command.trim());
        const words = fromCommand ? command.trim().split(/\s+/) : [command, ...list];
        const launch = launchOf(words[0], words.slice(1));
        if (!launch || launch.pinned)
            continue;
        // An image with no registry and no namespace ("freshdesk-mcp:latest") is a tag built on this machine or one
        // of Docker's curated Official Images (docker.io/library/): no one outside can publish its next release.
        if (launch.ecosystem === 'docker' && !launch.name.includes('/'))
            continue;
        if (launch.version === undefined && LOCAL_FIRST.has(launch.runner) && lockedByProject(context.workspace, context.path, launch.name))
            continue;
        // A package named in `args` means they are there.
        const pointer = fromCommand || !argsAt ? commandAt.pointer : (0,util_pointer/* joinPointer */.Kn)(argsAt.pointer, launch.argIndex);
        const what = launch.ecosystem === 'docker'
            ? launch.version === 'latest' || launch.version === undefined
                ? `${JSON.stringify(launch.spec)} runs the image's "latest" tag`
                : `${JSON.stringify(launch.spec)} names the tag ${JSON.stringify(launch.version)}, which moves`
            : launch.version === undefined
                ? `${JSON.stringify(launch.spec)} names no version`
                : `${JSON.stringify(launch.spec)} names ${JSON.stringify(launch.version)}, not an exact version`;
        context.report(pointer, `${what}: ${launch.runner} fetches whatever was published last each time a teammate's client starts "${entry.name}", so whoever controls the next release of ${JSON.stringify(launch.name)} runs code on every machine that uses this file. Pin the version you reviewed: ${JSON.stringify(launch.pinnedForm)}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/unused-input.ts





/** Every string value of the file (comments are not values). */
function* unused_input_stringsOf(value) {
    if (typeof value === 'string')
        yield value;
    else if (Array.isArray(value))
        for (const item of value)
            yield* unused_input_stringsOf(item);
    else if ((0,json/* isObject */.Gv)(value))
        for (const item of Object.values(value))
            yield* unused_input_stringsOf(item);
}
/** mcpdesc.config.unused-input: every entry of `inputs` is referenced by some `${input:id}`, or it only makes the client ask for nothing. */
/* harmony default export */ const unused_input = (configRule('mcpdesc.config.unused-input', (context) => {
    if (!context.spec.interpolation?.inputs || !Array.isArray(context.root.inputs))
        return;
    const used = new Set();
    for (const text of unused_input_stringsOf(context.root))
        for (const ref of references(text))
            if (ref.kind === 'input')
                used.add(ref.name);
    const ids = context.root.inputs
        .filter(json/* isObject */.Gv)
        .map((i) => i.id)
        .filter((id) => typeof id === 'string');
    // A reference to a misspelt id is the interpolation rule's finding; the input it meant is not unused.
    const meant = new Set([...used].map((name) => (0,suggest/* closest */.k)(name, ids)));
    for (const [index, input] of context.root.inputs.entries()) {
        if (!(0,json/* isObject */.Gv)(input) || typeof input.id !== 'string')
            continue;
        if (used.has(input.id) || meant.has(input.id))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('/inputs', index, 'id'), `No server refers to the input ${JSON.stringify(input.id)} (as "\${input:${input.id}}"), so ${context.spec.client} never asks for it. Use it where the value is needed, or remove the entry.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/index.ts












const CONFIG_RULES = [
    strict_json,
    structure,
    unknown_key,
    duplicate_server,
    literal_secret,
    interpolation,
    unused_input,
    unpinned_package,
    insecure_url,
    machine_path,
    auto_approve,
    shell_wrapper,
];

;// CONCATENATED MODULE: ./src/formats/client-config/index.ts
/**
 * A client configuration as a format: recognized by its server list at the client's paths (info.ts),
 * parsed as the client parses it, checked by the client-config rules with the client's spec (spec.ts).
 */




function clientFormat(spec) {
    return (0,types/* defineFormat */.nP)({
        ...(0,info/* clientInfo */.q)(spec),
        rules: CONFIG_RULES,
        context: configContext(spec),
    });
}


/***/ })

};
