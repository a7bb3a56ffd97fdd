// mcpdesc chunk 5d18323136239fe2df63250a8fc13162d83bc40433cd332e6851eca02775e068
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 8566;
__mcpdesc_chunk.ids = [8566];
__mcpdesc_chunk.modules = {

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
