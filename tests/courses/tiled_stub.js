/*
 * Runs levels/extensions/rollinone.js outside Tiled, in Node, against a stand-in of
 * Tiled 1.8's scripting API, and prints every call the extension made.
 *
 *   node tiled_stub.js EXTENSION.js < scenario.json
 *
 * The scenario (JSON) gives the platform, the environment, the files that exist
 * (path -> text), the open map, and the answers of the programs the extension runs
 * ("runs": [{"args0": first argument, "code", "out", "err", "hangs"}], taken in order
 * of the first argument; one that "hangs" never finishes). Its "steps" are run in order:
 *   {"action": id}            trigger a registered action
 *   {"activate": n}           activate the n-th issue put in the Issues panel
 *   {"call": name, "args": [...]}  call one of the extension's pure helpers
 * The output is {"calls": [[api, ...args], ...], "results": [...]} (one result per "call" step).
 */
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");

const extension = process.argv[2];
const scenario = JSON.parse(fs.readFileSync(0, "utf8"));
const calls = [];
const results = [];
const issues = [];
const actions = {};
const files = Object.assign({}, scenario.files || {});
const env = scenario.env || {};
const runs = (scenario.runs || []).slice();
const record = (...call) => calls.push(call);
const clock = { now: 1000000 };  // the extension's Date.now(): time passes only while a run hangs

function makeObject(spec) {
    return Object.assign({ width: 0, height: 0, tile: null, name: "" }, spec);
}

function makeLayer(spec) {
    if (spec.layers)
        return { name: spec.name, isGroupLayer: true, isObjectLayer: false, layers: spec.layers.map(makeLayer) };
    if (spec.objects)
        return { name: spec.name, isGroupLayer: false, isObjectLayer: true, objects: spec.objects.map(makeObject) };
    return { name: spec.name, isGroupLayer: false, isObjectLayer: false };
}

function makeMap(spec) {
    let selected = [];
    let area = { x: 0, y: 0, width: 0, height: 0 };
    const map = {
        isTileMap: spec.isTileMap !== false,
        fileName: spec.fileName || "",
        modified: !!spec.modified,
        tileWidth: spec.tileWidth || 62,
        tileHeight: spec.tileHeight || 72,
        layers: (spec.layers || []).map(makeLayer),
        property(name) { return (spec.properties || {})[name]; },
        tileToScreen(x, y) { return { x: x * 62 + (y % 2 ? 31 : 0), y: y * 54 }; },
        pixelToScreen(x, y) { return { x: x, y: y }; },
        get selectedObjects() { return selected; },
        set selectedObjects(objects) { selected = objects; record("selectObjects", objects.map((o) => o.id)); },
        set currentLayer(layer) { record("currentLayer", layer.name); },
        selectedArea: {
            set(rect) { area = rect; record("selectArea", [rect.x, rect.y, rect.width, rect.height]); },
            get boundingRect() { return area; },
        },
    };
    return map;
}

const map = makeMap(scenario.map || {});
const view = { center: { x: 0, y: 0 }, centerOn(x, y) { this.center = { x: x, y: y }; record("centerOn", x, y); } };

const tiled = {
    platform: scenario.platform || "linux",
    version: "1.8.2",
    activeAsset: scenario.noAsset ? null : map,
    get openAssets() { return this.activeAsset ? [this.activeAsset] : []; },
    mapEditor: { currentMapView: view },
    log(text) { record("log", text); },
    error(text, activated) { record("error", text); issues.push(activated); },
    warn(text, activated) { record("warn", text); issues.push(activated); },
    alert(text, title) { record("alert", title, text); },
    confirm(text, title) { record("confirm", title, text); return scenario.confirm !== false; },
    trigger(id) {
        record("trigger", id);
        if (id === "Save" && scenario.saves !== false) {
            map.modified = false;
            map.fileName = map.fileName || scenario.saveAs || "";
        }
    },
    open(file) { record("open", file); return null; },
    reload(asset) { record("reload", asset.fileName); return asset; },
    registerAction(id, callback) { actions[id] = callback; record("registerAction", id); return {}; },
    extendMenu(menu, items) { record("extendMenu", menu, items.map((i) => i.action || "-")); },
};

class TextFile {
    constructor(file, mode) { this.file = file; this.mode = mode; }
    readAll() { return files[this.file]; }
    writeLine(line) { files[this.file] = (files[this.file] || "") + line + "\n"; }
    commit() {}
    close() {}
}
TextFile.ReadOnly = 1;
TextFile.WriteOnly = 2;
TextFile.Append = 4;

class Process {
    constructor() { this.result = null; this.workingDirectory = ""; }
    getEnv(name) { return env[name] || ""; }
    setEnv() {}
    start(program, args) {
        record("exec", program, args, this.workingDirectory);
        const i = runs.findIndex((r) => r.args0 === undefined || r.args0 === args[0]);
        this.result = i < 0 ? { code: -1 } : runs.splice(i, 1)[0];
        return this.result.code !== -1;
    }
    closeWriteChannel() {}
    waitForFinished(msecs) {
        if (this.result.hangs) {
            record("waited", msecs);
            clock.now += msecs;
        }
        return !this.result.hangs;
    }
    kill() { record("kill"); }
    get exitCode() { return this.result.code; }
    readStdOut() { return this.result.out || ""; }
    readStdErr() { return this.result.err || ""; }
    close() {}
}

const FileInfo = {
    path: (p) => path.posix.dirname(p),
    fileName: (p) => path.posix.basename(p),
    isAbsolutePath: (p) => p.startsWith("/") || /^[A-Za-z]:/.test(p),
    cleanPath: (p) => path.posix.normalize(p).replace(/\/$/, ""),
};
const File = { exists: (p) => Object.prototype.hasOwnProperty.call(files, p) };
const Qt = { rect: (x, y, width, height) => ({ x: x, y: y, width: width, height: height }) };

const context = vm.createContext({
    tiled: tiled, File: File, TextFile: TextFile, Process: Process, FileInfo: FileInfo, Qt: Qt,
    __filename: scenario.extensionFile || "/game/levels/extensions/rollinone.js", __clock: clock,
});
vm.runInContext("Date.now = function () { return __clock.now; };", context);
vm.runInContext(fs.readFileSync(extension, "utf8"), context, { filename: extension });

for (const step of scenario.steps || []) {
    if (step.action)
        actions[step.action]();
    else if (step.activate !== undefined)
        issues[step.activate]();
    else if (step.call)
        results.push(context.rollinoneExtension[step.call].apply(null, step.args || []));
}
process.stdout.write(JSON.stringify({ calls: calls, results: results }));
