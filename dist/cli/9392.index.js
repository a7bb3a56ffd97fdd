// mcpdesc chunk 0699a7ee6f2a1566b27c10641353f65d3a9f8f988c6a03a6831ec389b83a097d
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9392;
__mcpdesc_chunk.ids = [9392];
__mcpdesc_chunk.modules = {

/***/ 9392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  formatGithub: () => (/* binding */ formatGithub)
});

// EXTERNAL MODULE: ./src/engine/finding.ts
var finding = __webpack_require__(3628);
// EXTERNAL MODULE: ./src/util/file-names.ts
var file_names = __webpack_require__(3609);
;// CONCATENATED MODULE: ./src/report/annotations.ts
/**
 * GitHub Actions workflow-command annotations (`::error file=\u2026,line=\u2026::message`). GitHub shows at
 * most 10 annotations of each level per step, so the most important ones are chosen: by level, then
 * one finding per file in turn, so that as many files as possible get a mark on the diff.
 */


/** Annotations GitHub displays per level and step (actions/toolkit#734). */
const ANNOTATIONS_PER_LEVEL = 10;
const COMMAND = { error: 'error', warning: 'warning', note: 'notice' };
/** Workflow-command message text: `%`, CR and LF are escaped (the runner decodes them). */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Workflow-command property values: as data, plus `:` and `,`, which end a value. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** The one place workflow commands are written; properties without a value are left out. */
function workflowCommand(command, properties, message) {
    const props = Object.entries(properties)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
        .join(',');
    return `::${command}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
/**
 * Text the runner must not read as commands (it quotes file names and values from the pull request):
 * wrapped in `::stop-commands::TOKEN` \u2026 `::TOKEN::`, with a token the text cannot guess.
 */
function withoutCommands(text, token) {
    return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}
/**
 * The annotations, at most `perLevel` of each level. The action keeps one error and one warning slot of
 * GitHub's ten for its own messages (the step's failure, an upload warning), so they are never hidden.
 */
function formatAnnotations(results, context, perLevel = ANNOTATIONS_PER_LEVEL) {
    const commands = [];
    const hidden = { error: 0, warning: 0, note: 0 };
    const findings = results.flatMap((r) => r.findings).sort(compareFindings);
    for (const level of LEVELS) {
        const ofLevel = findings.filter((f) => f.level === level);
        const chosen = spreadOverFiles(ofLevel)
            .slice(0, typeof perLevel === 'number' ? perLevel : perLevel[level])
            .sort(compareFindings);
        hidden[level] = ofLevel.length - chosen.length;
        for (const finding of chosen)
            commands.push(annotation(finding, context));
    }
    return { commands, hidden };
}
/** One finding's workflow command. */
function annotation(finding, context) {
    const { start, end } = finding.range;
    // GitHub uses columns only on single-line annotations.
    const oneLine = start.line === end.line;
    return workflowCommand(COMMAND[finding.level], {
        title: `mcpdesc ${finding.ruleId}`,
        file: (0,file_names/* wellFormedPath */.ZW)(finding.path),
        line: start.line,
        endLine: end.line,
        col: oneLine ? start.column : undefined,
        endColumn: oneLine ? Math.max(end.column, start.column + 1) : undefined,
    }, `${finding.message}\nRule: ${context.ruleHelpUri(finding.ruleId)}`);
}
/** The first finding of every file, then the second of every file, and so on. */
function spreadOverFiles(findings) {
    const byFile = new Map();
    for (const finding of findings) {
        const list = byFile.get(finding.path);
        if (list)
            list.push(finding);
        else
            byFile.set(finding.path, [finding]);
    }
    const rounds = [];
    for (let round = 0; rounds.length < findings.length; round++) {
        for (const list of byFile.values())
            if (round < list.length)
                rounds.push(list[round]);
    }
    return rounds;
}

;// CONCATENATED MODULE: ./src/report/github.ts
/**
 * `--format github`: a workflow command for every finding, for the CLI run as a step of any workflow
 * (the action writes its own). GitHub shows only ANNOTATIONS_PER_LEVEL of each level on the diff, the
 * first it reads, so each level's findings go out spread over the files, like the action's; all of
 * them stay in the log.
 */


function formatGithub(results, context) {
    const findings = results.flatMap((r) => r.findings).sort(finding/* compareFindings */.Eg);
    return finding/* LEVELS */.A_.flatMap((level) => spreadOverFiles(findings.filter((f) => f.level === level)))
        .map((f) => `${annotation(f, context)}\n`)
        .join('');
}


/***/ })

};

})
