// mcpdesc chunk 7062935ae7d7f8d6a9503366411ab89f18eb3148073090556c511c1edbd8513c
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9586;
__mcpdesc_chunk.ids = [9586];
__mcpdesc_chunk.modules = {

/***/ 4662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iy: () => (/* binding */ existsIn),
/* harmony export */   Kx: () => (/* binding */ Model),
/* harmony export */   w5: () => (/* binding */ checkModel)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6065);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);
/* harmony import */ var _util_append_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2178);
/**
 * Checks a value against the protocol model for one version. One walk yields these kinds of issue:
 * - `invalid`: the value breaks the version's definition (mcp.schema.* and interaction rules);
 * - `unavailable`: a field the version does not define but another version does (field-availability);
 * - `deprecated`: a field, value or feature the version deprecates;
 * - `unknown` (models that ask for it): a key no version defines, in an object that is not closed.
 * Messages name the place relative to the checked value ("content[0].type"), so they read well
 * beside the finding's line and column.
 */




/** Definitions on one version axis: MCP's objects on protocol versions, or a format's own model. */
class Model {
    axis;
    closedWorld;
    byName;
    /** Each definition's fields as each version has them, worked out on first use (see Checker.viewOf). */
    fieldViews = new WeakMap();
    constructor(axis, definitions, 
    /**
     * Report keys that no version defines in open objects as `unknown` issues (MCP's objects: clients
     * ignore such keys, so they are nearly always typos). `x-` keys and `_meta` are never unknown.
     */
    closedWorld = false) {
        this.axis = axis;
        this.closedWorld = closedWorld;
        this.byName = new Map(definitions.map((d) => [d.name, d]));
        if (this.byName.size !== definitions.length)
            throw new Error('a model defines a name twice');
        for (const d of definitions)
            checkSpans(axis, d);
    }
    definition(name) {
        const found = this.byName.get(name);
        if (!found)
            throw new Error(`the model has no definition named ${name}`);
        return found;
    }
    get names() {
        return [...this.byName.keys()];
    }
}
/** Every span a definition writes names versions of its axis: a typo there would silently change a rule. */
function checkSpans(axis, def) {
    const type = (t, where) => {
        if (t.kind === 'array')
            type(t.items, where);
        else if (t.kind === 'map')
            type(t.values, where);
        else if (t.kind === 'shape')
            fields(t.fields, where);
        else if (t.kind === 'union') {
            for (const o of t.options) {
                axis.checkSpan(o, `${where} (${o.label})`);
                type(o.type, where);
            }
        }
        else if (t.kind === 'versioned') {
            for (const [from, step] of t.steps) {
                axis.checkSpan({ since: from }, where);
                type(step, where);
            }
        }
    };
    const fields = (list, where) => {
        for (const [key, field] of Object.entries(list)) {
            axis.checkSpan(field, `${where}.${key}`);
            if (typeof field.required !== 'boolean')
                axis.checkSpan(field.required, `${where}.${key} (required)`);
            if (field.deprecated)
                axis.checkSpan({ since: field.deprecated.since }, `${where}.${key} (deprecated)`);
            type(field.type, `${where}.${key}`);
        }
    };
    axis.checkSpan(def, def.name);
    if (def.alias)
        type(def.alias, def.name);
    else
        fields(def.fields, def.name);
}
/** Check `value` (found at `pointer`) against the model's named definition as `version` defines it. */
function checkModel(model, name, value, version, pointer, options = {}) {
    const checker = new Checker(model, version);
    checker.definition(model.definition(name), value, Place.root(pointer), options.ignoreKeys ?? [], options.listedKeysOnly);
    return checker.issues;
}
/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
function existsIn(model, name, version) {
    return model.axis.inSpan(version, model.definition(name));
}
/**
 * Where a checked value is: its pointer, and its path relative to the checked root for messages ('' is
 * the root itself). Both are built only when an issue asks for them, since nearly every value is fine.
 */
class Place {
    parent;
    key;
    cachedPointer;
    cachedPath;
    constructor(parent, key, rootPointer) {
        this.parent = parent;
        this.key = key;
        if (!parent) {
            this.cachedPointer = rootPointer;
            this.cachedPath = '';
        }
    }
    static root(pointer) {
        return new Place(undefined, '', pointer);
    }
    child(key) {
        return new Place(this, key);
    }
    get pointer() {
        return (this.cachedPointer ??= (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(this.parent.pointer, this.key));
    }
    get path() {
        if (this.cachedPath === undefined) {
            const base = this.parent.path;
            const key = this.key;
            this.cachedPath = typeof key === 'number' ? `${base}[${key}]` : base === '' ? key : `${base}.${key}`;
        }
        return this.cachedPath;
    }
}
function subject(place, noun) {
    if (place.path !== '')
        return JSON.stringify(place.path);
    return noun ? `This ${noun}` : 'This value';
}
class Checker {
    model;
    version;
    owner;
    inSchema;
    issues = [];
    /** Keys not defined by any version: they count against a union option when choosing the best fit. */
    unknownKeys = 0;
    axis;
    /** The fields of each definition in this version, asked once per definition (a file may hold thousands of unknown keys); made on the first unknown key. */
    knownFields;
    constructor(model, version, 
    /** The definition whose fields are being read (its noun and place), for naming nested objects. */
    owner = { noun: 'object', place: undefined }, 
    /** Inside a JSON Schema (an elicitation's requested schema): its keywords are the schema rules' business. */
    inSchema = false) {
        this.model = model;
        this.version = version;
        this.owner = owner;
        this.inSchema = inSchema;
        this.axis = model.axis;
    }
    inSpan(span) {
        return this.axis.inSpan(this.version, span);
    }
    isRequired(field) {
        return typeof field.required === 'boolean' ? field.required : this.inSpan(field.required);
    }
    deprecated(deprecation) {
        return deprecation !== undefined && this.axis.compare(this.version, deprecation.since) >= 0;
    }
    report(kind, place, message, target = 'value', unknown) {
        this.issues.push({ kind, pointer: place.pointer, target, message, ...(unknown ? { unknown } : {}) });
    }
    get invalidCount() {
        let count = 0;
        for (const issue of this.issues)
            if (issue.kind === 'invalid')
                count++;
        return count;
    }
    definition(def, value, place, ignoreKeys = [], listedKeysOnly = false) {
        if (this.deprecated(def.deprecated)) {
            this.report('deprecated', place, `${capitalize(def.noun)} is deprecated in ${this.version}: ${def.deprecated.reason}. ${STILL_NEEDED}`);
        }
        const { owner, inSchema } = this;
        // The owner's path is spelled only when a message names it (see unknownKey).
        this.owner = { noun: def.noun, place };
        this.inSchema ||= def.jsonSchema === true;
        if (def.alias)
            this.type(def.alias, value, place, def.noun);
        else
            this.fields(def.fields, value, place, def.noun, def.freeform ? 'freeform' : def.closed ? 'closed' : 'open', ignoreKeys, listedKeysOnly);
        this.owner = owner;
        this.inSchema = inSchema;
    }
    type(type, value, place, noun) {
        switch (type.kind) {
            case 'any':
                return;
            case 'string':
                if (typeof value !== 'string')
                    return this.mismatch(place, 'a string', value, noun);
                if (type.enum && !type.enum.includes(value)) {
                    this.report('invalid', place, `${subject(place, noun)} must be ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(type.enum)}, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value)}. ${pick(value, type.enum)}`);
                }
                return;
            case 'const':
                if (value !== type.value) {
                    const found = typeof value === 'string' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value) : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value);
                    this.report('invalid', place, `${subject(place, noun)} must be ${JSON.stringify(type.value)}, not ${found}. Set it to ${JSON.stringify(type.value)}.`);
                }
                return;
            case 'number':
                return this.number(type, value, place, noun);
            case 'boolean':
                if (typeof value !== 'boolean')
                    this.mismatch(place, 'a boolean', value, noun);
                return;
            case 'object':
                if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
                    this.mismatch(place, 'an object', value, noun);
                return;
            case 'array':
                if (!Array.isArray(value))
                    return this.mismatch(place, 'an array', value, noun);
                for (let index = 0; index < value.length; index++)
                    this.type(type.items, value[index], place.child(index));
                return;
            case 'map':
                if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
                    return this.mismatch(place, 'an object', value, noun);
                for (const key of Object.keys(value))
                    this.type(type.values, value[key], place.child(key));
                return;
            case 'ref':
                return this.definition(this.model.definition(type.name), value, place);
            case 'shape':
                return this.fields(type.fields, value, place, noun, type.freeform ? 'freeform' : 'open', []);
            case 'versioned':
                return this.type(this.stepFor(type.steps), value, place, noun);
            case 'union':
                return this.union(type.options, type.discriminator, value, place, noun);
        }
    }
    stepFor(steps) {
        let chosen = steps[0][1];
        for (const [from, type] of steps)
            if (this.axis.compare(this.version, from) >= 0)
                chosen = type;
        return chosen;
    }
    number(type, value, place, noun) {
        const expected = type.integer ? 'an integer' : 'a number';
        if (typeof value !== 'number' || !Number.isFinite(value) || (type.integer && !Number.isInteger(value))) {
            return this.mismatch(place, expected, value, noun);
        }
        const { minimum, maximum } = type;
        if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
            const range = minimum !== undefined && maximum !== undefined
                ? `between ${minimum} and ${maximum}`
                : minimum !== undefined
                    ? `at least ${minimum}`
                    : `at most ${maximum}`;
            this.report('invalid', place, `${subject(place, noun)} must be ${range}, not ${value}. Use a value in that range.`);
        }
    }
    mismatch(place, expected, value, noun) {
        const what = subject(place, noun);
        this.issues.push({
            kind: 'invalid',
            pointer: place.pointer,
            target: 'value',
            message: `${what} must be ${expected}, but it is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value)}. ${retype(expected, value)}`,
            mismatch: { subject: what, expected },
        });
    }
    fields(fields, value, place, noun, extra, ignoreKeys, listedKeysOnly = false) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
            return this.mismatch(place, 'an object', value, noun);
        const present = Object.keys(value);
        const view = this.viewOf(fields);
        for (const { key, field, required, deprecated } of view.live) {
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, key)) {
                if (required)
                    this.missing(place, key, present, fields, noun);
                continue;
            }
            const child = place.child(key);
            const member = value[key];
            this.type(field.type, member, child);
            if (deprecated) {
                this.report('deprecated', child, `${JSON.stringify(child.path)} is deprecated in ${this.version}: ${deprecated.reason}. ${STILL_NEEDED}`, 'key');
            }
            const deprecatedValue = typeof member === 'string' && field.deprecatedValues && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(field.deprecatedValues, member) ? field.deprecatedValues[member] : undefined;
            if (this.deprecated(deprecatedValue)) {
                this.report('deprecated', child, `${JSON.stringify(child.path)}: ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(member)} is deprecated in ${this.version}: ${deprecatedValue.reason}. ${STILL_NEEDED}`);
            }
        }
        for (const key of present) {
            if (listedKeysOnly || view.keys.has(key))
                continue;
            if (ignoreKeys.includes(key) || extra === 'freeform')
                continue;
            const field = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(fields, key) ? fields[key] : undefined;
            if (field)
                this.unavailable(place.child(key), field, noun);
            else if (extra === 'closed' && !key.startsWith('x-'))
                this.unknownKey('invalid', place, key, fields, noun);
            else {
                this.unknownKeys++;
                if (this.model.closedWorld && !this.inSchema && !key.startsWith('x-') && key !== '_meta')
                    this.unknownKey('unknown', place, key, fields, noun);
            }
        }
    }
    /** The fields of a definition as this version has them, worked out once per version (see FieldView). */
    viewOf(fields) {
        let byVersion = this.model.fieldViews.get(fields);
        if (!byVersion)
            this.model.fieldViews.set(fields, (byVersion = new Map()));
        let view = byVersion.get(this.version);
        if (!view) {
            const live = entriesOf(fields)
                .filter(([, field]) => this.inSpan(field))
                .map(([key, field]) => ({
                key,
                field,
                required: this.isRequired(field),
                deprecated: this.deprecated(field.deprecated) ? field.deprecated : undefined,
            }));
            view = { live, keys: new Set(live.map((f) => f.key)) };
            byVersion.set(this.version, view);
        }
        return view;
    }
    /** A key `fields` does not define, in the object at `place`. */
    unknownKey(kind, place, key, fields, noun) {
        this.knownFields ??= new Map();
        let inVersion = this.knownFields.get(fields);
        if (!inVersion) {
            const all = Object.keys(fields);
            this.knownFields.set(fields, (inVersion = { all, names: all.filter((k) => this.inSpan(fields[k])) }));
        }
        const { all, names: known } = inVersion;
        // A near miss of a field of another version is still the field meant (field-availability then says more).
        const typo = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, known) ?? (kind === 'unknown' ? (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, all) : undefined);
        const hint = typo ? `Did you mean ${JSON.stringify(typo)}?` : (inVersion.use ??= `Use ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(known, 'and')}, or an "x-" extension key.`);
        const ownerPath = this.owner.place?.path ?? '';
        const relative = ownerPath === '' ? place.path : place.path.slice(ownerPath.length + 1);
        const owner = relative === '' ? `the ${this.owner.noun}` : `${JSON.stringify(relative)} of the ${this.owner.noun}`;
        const at = place.child(key);
        this.report(kind, at, `Unknown property ${JSON.stringify(key)} in ${noun ? ownerName(noun) : 'this object'}. ${hint}`, 'key', {
            key,
            known,
            ...(typo ? { suggestion: typo } : {}),
            ...(noun ? { noun } : {}),
            owner,
            hasMeta: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(fields, '_meta'),
        });
    }
    missing(place, key, present, fields, noun) {
        const owner = place.path === '' ? (noun ? `this ${noun}` : 'this object') : JSON.stringify(place.path);
        const typo = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, present.filter((p) => !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(fields, p)));
        const hint = typo ? ` Found ${JSON.stringify(typo)}: did you mean ${JSON.stringify(key)}?` : ` Add ${JSON.stringify(key)}.`;
        const required = this.axis.unversioned ? '' : ` (required in ${this.version})`;
        this.issues.push({
            kind: 'invalid',
            pointer: place.pointer,
            target: 'value',
            message: `Missing required property ${JSON.stringify(key)} in ${owner}${required}.${hint}`,
            missing: { key, ...(typo ? { found: typo } : {}) },
        });
    }
    unavailable(place, span, noun) {
        const versions = this.axis.versionsIn(span);
        const advice = this.axis.adviceFor(versions, this.version);
        const owner = noun ? ` of ${ownerName(noun)}` : '';
        const subject = `${JSON.stringify(place.path)} is not a property${owner}`;
        const exists = this.axis.describe(versions);
        this.issues.push({
            kind: 'unavailable',
            pointer: place.pointer,
            target: 'key',
            message: `${subject} in ${this.version}; it exists ${exists}. ${advice}`,
            availability: { subject, exists, versions },
        });
    }
    union(options, discriminator, value, place, noun) {
        const live = options.filter((o) => this.inSpan(o));
        let candidates = live;
        if (discriminator && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value)) {
            const tagged = live.filter((o) => tagsOf(this.model, o, discriminator.key).length > 0);
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, discriminator.key)) {
                const tag = value[discriminator.key];
                candidates = tagged.filter((o) => tagsOf(this.model, o, discriminator.key).includes(tag));
                if (candidates.length === 0)
                    return this.unknownTag(options, live, discriminator.key, tag, place.child(discriminator.key));
            }
            else if (discriminator.fallback) {
                candidates = live.filter((o) => o.label === discriminator.fallback);
            }
            else if (discriminator.optional) {
                candidates = live;
            }
            else {
                const allowed = [...new Set(tagged.flatMap((o) => tagsOf(this.model, o, discriminator.key)))];
                // Written one level down (a remote's `"transport": {"type": "sse", "url": \u2026}`, a package's shape): say where.
                const inside = Object.keys(value).find((key) => {
                    const child = value[key];
                    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(child) && allowed.includes(child[discriminator.key]);
                });
                const moved = inside === undefined
                    ? ''
                    : ` The ${JSON.stringify(discriminator.key)} written inside ${JSON.stringify(inside)} belongs here: move it, and the fields beside it, up into this object.`;
                return this.report('invalid', place, `${subject(place, noun)} has no ${JSON.stringify(discriminator.key)}: it must say which kind it is, one of ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(allowed)}.${moved}`);
            }
        }
        else if (discriminator) {
            candidates = live.filter((o) => tagsOf(this.model, o, discriminator.key).length === 0);
        }
        if (candidates.length === 0) {
            return this.mismatch(place, live.map((o) => article(o.label)).join(' or '), value, noun);
        }
        this.bestOf(candidates, value, place, noun);
    }
    /** Check every candidate and keep the issues of the one that fits best: fewest errors, then fewest unknown keys. */
    bestOf(candidates, value, place, noun) {
        let best;
        for (const option of candidates) {
            const checker = new Checker(this.model, this.version, this.owner, this.inSchema);
            checker.type(option.type, value, place, noun);
            const score = [checker.invalidCount, checker.unknownKeys];
            if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) {
                best = { checker, option, score };
            }
            if (score[0] === 0 && score[1] === 0)
                break;
        }
        if (!best)
            return;
        if (best.score[0] > 0 && candidates.length > 1 && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value) && !Array.isArray(value)) {
            return this.mismatch(place, candidates.map((o) => article(o.label)).join(' or '), value, noun);
        }
        (0,_util_append_js__WEBPACK_IMPORTED_MODULE_3__/* .append */ .B)(this.issues, best.checker.issues);
        this.unknownKeys += best.checker.unknownKeys;
        if (this.deprecated(best.option.deprecated)) {
            this.report('deprecated', place, `${capitalize(best.option.label)} is deprecated in ${this.version}: ${best.option.deprecated.reason}. ${STILL_NEEDED}`);
        }
    }
    unknownTag(options, live, key, tag, place) {
        const allowed = [...new Set(live.flatMap((o) => tagsOf(this.model, o, key)))];
        const elsewhere = options.find((o) => tagsOf(this.model, o, key).includes(tag) && !live.includes(o));
        if (elsewhere) {
            const type = elsewhere.type;
            const versions = this.axis.versions.filter((v) => this.axis.inSpan(v, elsewhere) && (type.kind !== 'ref' || this.axis.inSpan(v, this.model.definition(type.name))));
            this.report('invalid', place, `${capitalize(elsewhere.label)} (${JSON.stringify(key)}: ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(tag)}) does not exist in ${this.version}; it exists ${this.axis.describe(versions)}. Use ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(allowed)}, or declare a ${this.axis.names.field} that has it.`);
            return;
        }
        const shown = typeof tag === 'string' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(tag) : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(tag);
        this.report('invalid', place, `${JSON.stringify(place.path)} must be ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(allowed)}, not ${shown}. ${pick(tag, allowed)}`);
    }
}
/** The model's field lists never change: list each one's entries once, not for every object checked. */
const FIELD_ENTRIES = new WeakMap();
function entriesOf(fields) {
    let entries = FIELD_ENTRIES.get(fields);
    if (!entries) {
        entries = Object.entries(fields);
        FIELD_ENTRIES.set(fields, entries);
    }
    return entries;
}
/** The values a union option allows at the discriminator key: its constant ("text" for text content) or its enum. */
function tagsOf(model, option, key) {
    if (option.type.kind !== 'ref')
        return [];
    const def = model.definition(option.type.name);
    const type = def.fields && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(def.fields, key) ? def.fields[key].type : undefined;
    if (type?.kind === 'const')
        return [type.value];
    return type?.kind === 'string' && type.enum ? type.enum : [];
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** What to do about something deprecated that a server still offers. */
const STILL_NEEDED = 'Keep it only as long as clients still need it.';
/** The advice for a value not among the allowed ones: the near miss, or to choose one. */
function pick(value, allowed) {
    const typo = typeof value === 'string' ? (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(value, allowed) : undefined;
    return typo ? `Did you mean ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(typo)}?` : allowed.length === 1 ? `Use ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(allowed[0])}.` : 'Use one of these.';
}
/** The advice for a value of the wrong type: a quoted boolean or number loses its quotes, anything else is rewritten. */
function retype(expected, value) {
    if (typeof value === 'string') {
        const bare = value.trim().toLowerCase();
        if (expected === 'a boolean' && (bare === 'true' || bare === 'false'))
            return `Write ${bare} without quotes.`;
        if ((expected === 'a number' || expected === 'an integer') && value.trim() !== '' && Number.isFinite(Number(value)))
            return `Write ${value.trim()} without quotes.`;
    }
    return `Write ${expected} here.`;
}
/** The object a property belongs to: "a tool", but "the capabilities" for a plural noun. */
function ownerName(noun) {
    return /[^s]s$/.test(noun) ? `the ${noun}` : article(noun);
}
function article(label) {
    return /^[aeiou]/i.test(label) && !/^(url|uri|use|uni)/i.test(label) ? `an ${label}` : `a ${label}`;
}


/***/ }),

/***/ 2730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ freeform),
/* harmony export */   DQ: () => (/* binding */ req),
/* harmony export */   E8: () => (/* binding */ define),
/* harmony export */   Hr: () => (/* binding */ uri),
/* harmony export */   Ik: () => (/* binding */ object),
/* harmony export */   KC: () => (/* binding */ union),
/* harmony export */   KR: () => (/* binding */ ref),
/* harmony export */   Tj: () => (/* binding */ map),
/* harmony export */   XP: () => (/* binding */ since),
/* harmony export */   YO: () => (/* binding */ array),
/* harmony export */   Yj: () => (/* binding */ string),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   bz: () => (/* binding */ any),
/* harmony export */   cW: () => (/* binding */ shape),
/* harmony export */   dY: () => (/* binding */ constant),
/* harmony export */   iF: () => (/* binding */ versioned),
/* harmony export */   j6: () => (/* binding */ only),
/* harmony export */   m7: () => (/* binding */ opt),
/* harmony export */   nK: () => (/* binding */ alias),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   oM: () => (/* binding */ unitInterval),
/* harmony export */   uK: () => (/* binding */ option),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
const string = { kind: 'string' };
const boolean = { kind: 'boolean' };
const number = { kind: 'number', integer: false };
const integer = { kind: 'number', integer: true };
const any = { kind: 'any' };
const object = { kind: 'object' };
const uri = { kind: 'string', format: 'uri' };
const unitInterval = { kind: 'number', integer: false, minimum: 0, maximum: 1 };
const constant = (value) => ({ kind: 'const', value });
const oneOf = (...values) => ({ kind: 'string', enum: values });
const ref = (name) => ({ kind: 'ref', name });
const array = (items) => ({ kind: 'array', items });
const map = (values) => ({ kind: 'map', values });
const shape = (fields) => ({ kind: 'shape', fields });
const freeform = (fields) => ({ kind: 'shape', fields, freeform: true });
const versioned = (...steps) => ({ kind: 'versioned', steps });
const union = (options, discriminator) => ({
    kind: 'union',
    options,
    ...(discriminator ? { discriminator } : {}),
});
/** A union option: `option('audio content', ref('AudioContent'), { since: '2025-03-26' })`. */
const option = (label, type, span = {}) => ({
    label,
    type,
    ...span,
});
/** A required field. A span narrows when the field exists; `requiredSpan` narrows only the requirement. */
function req(type, options = {}) {
    const { requiredSpan, ...rest } = options;
    return { type, required: requiredSpan ?? true, ...rest };
}
function opt(type, options = {}) {
    return { type, required: false, ...options };
}
function define(name, noun, fields, options = {}) {
    return { name, noun, fields, ...options };
}
function alias(name, noun, type, options = {}) {
    return { name, noun, alias: type, ...options };
}
/** Shorthands for the spans that recur in the model. */
const since = (version) => ({ since: version });
const only = (version) => ({ since: version, until: version });


/***/ })

};

})
