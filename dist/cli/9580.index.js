// mcpdesc chunk 847de4f66138ea3826f9a5b286e811ccb2dcfae29d4a549d92832f5a82ab18f9
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9580;
__mcpdesc_chunk.ids = [9580,8566];
__mcpdesc_chunk.modules = {

/***/ 9580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   capture: () => (/* binding */ capture)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _catalogue_open_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5037);
/* harmony import */ var _runner_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6314);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3515);
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5159);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5655);
/* harmony import */ var _server_snapshot_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(171);
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6050);
/* harmony import */ var _util_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8566);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(577);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8780);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7593);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1654);
/* harmony import */ var _server_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9484);
/** `mcpdesc capture`: what a running server serves, written as a descriptor and linted at once. */














const DESCRIPTOR_NAME = /\.mcp\.(json|ya?ml)$/i;
async function capture(argv, io) {
    const { own, command } = (0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .splitAtCommand */ .ro)(argv);
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .parseCommand */ .R)('capture', own, _commands_js__WEBPACK_IMPORTED_MODULE_12__/* .CAPTURE_OPTIONS */ .Ef);
    if (positionals.length > 0)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`capture takes no paths (got ${JSON.stringify(positionals[0])}); the server command goes after "--". See mcpdesc capture --help.`);
    if (!values.output || !DESCRIPTOR_NAME.test(values.output)) {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`capture needs --output <file> named *.mcp.json, *.mcp.yaml or *.mcp.yml (the extension picks JSON or YAML)${values.output ? `, not ${JSON.stringify(values.output)}` : ''}.`);
    }
    const { failOn } = (0,_report_js__WEBPACK_IMPORTED_MODULE_10__/* .reportOptions */ .lt)(values);
    const server = (0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .serverOptions */ .or)(values, command, io.cwd, 'capture');
    const catalogue = await (0,_catalogue_open_js__WEBPACK_IMPORTED_MODULE_1__/* .openCatalogue */ .GP)();
    const config = await (0,_runner_config_js__WEBPACK_IMPORTED_MODULE_2__.loadConfig)(values.config, io.cwd, catalogue, '--config');
    const started = performance.now();
    const answers = await (0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .readServer */ .Wb)(server, server.version);
    if (server.version && answers.protocolVersion !== server.version) {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .CliError */ .z1(`the server negotiated protocol version ${answers.protocolVersion}, not the ${server.version} asked for with --protocol-version; nothing was written. Capture without --protocol-version to get the version it speaks.`);
    }
    if (!(0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_4__/* .isVersion */ .lF)(answers.protocolVersion)) {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .CliError */ .z1(`the server speaks protocol version ${JSON.stringify(answers.protocolVersion)}, which mcpdesc does not support; nothing was written. Ask for a supported one with --protocol-version.`);
    }
    const newest = (0,_server_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .toDescriptor */ .R)(answers);
    // --protocol-version V means only V; otherwise record every older version the server also accepts.
    const probed = server.version ? { versions: [answers.protocolVersion], note: '' } : await olderVersions(server, answers, newest, started);
    const descriptor = probed.versions.length > 1 ? { ...newest, protocolVersion: [...probed.versions].reverse() } : newest;
    const output = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.output);
    await (0,_util_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_8__.writeFileAtomic)(output, serialize(descriptor, output)).catch((error) => {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
    });
    io.stdout(`Captured ${(0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .servedSummary */ .Sk)(answers)}.\n${probed.note}Wrote ${values.output}; lint:\n`);
    const { results } = await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_3__.lintPaths)([output], { root: io.cwd, config, catalogue });
    io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_5__/* .formatText */ .vX)(results));
    return (0,_report_js__WEBPACK_IMPORTED_MODULE_10__/* .exitCode */ .I$)(results, failOn);
}
/**
 * The versions the server accepts, newest first, from the one it negotiated down: each older known
 * version is asked for in a session of its own, within what is left of --max-time. A version counts
 * when the server agrees to it and serves the same as at the newest, so one descriptor describes them
 * all; probing stops at the first that fails either test (older versions are rarely more alike).
 */
async function olderVersions(server, answers, newest, started) {
    const first = answers.protocolVersion;
    const versions = [first];
    // A 2026-07-28 server names the versions it supports; an older one is asked for each.
    const candidates = _protocol_versions_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSIONS */ .S8.filter((v) => v < first && (answers.supportedVersions?.includes(v) ?? true)).reverse();
    const same = JSON.stringify({ ...newest, protocolVersion: null });
    for (const version of candidates) {
        const left = server.maxMs - (performance.now() - started);
        if (left < 1)
            return { versions, note: `Stopped asking for older protocol versions at --max-time ${server.maxMs} ms, before ${version}.\n` };
        let older;
        try {
            older = await (0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .readServer */ .Wb)({ ...server, maxMs: Math.floor(left) }, version);
        }
        catch (error) {
            if (error instanceof _common_js__WEBPACK_IMPORTED_MODULE_9__/* .CliError */ .z1)
                break;
            throw error;
        }
        if (older.protocolVersion !== version)
            break;
        if (JSON.stringify({ ...(0,_server_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .toDescriptor */ .R)(older), protocolVersion: null }) !== same) {
            return {
                versions,
                note: `At ${version} the server serves something else than at ${first}; recorded the versions from ${versions[versions.length - 1]} only.\n`,
            };
        }
        versions.push(version);
    }
    return {
        versions,
        note: versions.length > 1 ? `The server also accepts ${versions.slice(1).join(', ')} and serves the same there: recorded all of them.\n` : '',
    };
}
function serialize(descriptor, path) {
    if (/\.json$/i.test(path)) {
        const text = JSON.stringify(descriptor, null, 2);
        // A list of versions stays on the line of its key, so the rest of the file reads as a one-version capture.
        const versions = descriptor.protocolVersion;
        return `${Array.isArray(versions) ? text.replace(/"protocolVersion": \[[^\]]*\]/, `"protocolVersion": [${versions.map((v) => JSON.stringify(v)).join(', ')}]`) : text}\n`;
    }
    const document = new ((0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_7__/* .vendoredYaml */ .Xd)().Document)(descriptor);
    // A YAML 1.1 reader would take an unquoted 2025-11-25 for a date.
    const version = document.get('protocolVersion', true);
    if (version?.items) {
        version.flow = true;
        for (const item of version.items)
            item.type = 'QUOTE_DOUBLE';
    }
    else if (version)
        version.type = 'QUOTE_DOUBLE';
    return document.toString({ lineWidth: 0 });
}


/***/ }),

/***/ 8566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeFileAtomic: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* unused harmony export OutputRefused */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



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
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch(() => undefined);
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
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await writeAll(temporary, content, 0o644);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}
async function writeAll(path, content, mode) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'w', mode);
    try {
        for (const piece of typeof content === 'string' ? [content] : content)
            await file.writeFile(piece, 'utf8');
    }
    finally {
        await file.close();
    }
}


/***/ })

};

})
