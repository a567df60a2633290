/*
 * Roll in One: a Tiled extension for course designers (Tiled 1.8 and later).
 *
 * Three actions, in the Map menu:
 *   Check course (F7)         runs `rollinone check --json` on the open map and puts each
 *                             problem in the Issues panel; activating an issue selects the
 *                             object or centres the cell it names.
 *   Play this course (F5)     checks the map, then starts `rollinone play GAME --course FILE`
 *                             on its own, so Tiled stays usable.
 *   Measure par (Shift+F7)    runs `rollinone check --par [N] --json`, shows the figures and
 *                             offers to write the suggested par (`--write-par`).
 *
 * Where `rollinone` is: the `program` line of rollinone.conf next to this file, else PATH,
 * else the game this levels/ folder belongs to (a checkout's .venv, or a bundle).
 * See docs/editing-courses.md.
 *
 * Only Tiled 1.8's scripting API is used (Process, File, TextFile, FileInfo, tiled.error and
 * tiled.warn with a callback); newer API (asset.save) is used only where it exists.
 */

(function (global) {
    "use strict";

    const HERE = FileInfo.path(__filename);          // levels/extensions
    const LEVELS = FileInfo.path(HERE);              // levels
    const CONFIG = HERE + "/rollinone.conf";
    const TITLE = "Roll in One";
    const PAR_SECONDS = 600;                         // measuring par plays many games; a check takes a second

    // ------------------------------------------------------------------ telling the designer

    /** Append one JSON line to $ROLLINONE_TILED_TRACE, when set: what the extension told Tiled (for tests). */
    function trace(event, data) {
        const path = env("ROLLINONE_TILED_TRACE");
        if (!path)
            return;
        const file = new TextFile(path, TextFile.Append);
        file.codec = "UTF-8";
        file.writeLine(JSON.stringify(Object.assign({ event: event }, data || {})));
        file.commit();
    }

    /** One line in Tiled's Issues panel (and its Console) for something that stopped an action. */
    function fail(text) {
        const line = TITLE + ": " + text;
        tiled.log(line);
        tiled.error(line);
        trace("error", { text: line });
    }

    function note(text) {
        tiled.log(TITLE + ": " + text);
        trace("log", { text: text });
    }

    function alert(text, title) {
        trace("alert", { title: title, text: text });
        tiled.alert(text, title);
    }

    function confirm(text, title) {
        trace("ask", { title: title, text: text });
        const answer = tiled.confirm(text, title);
        trace("confirm", { title: title, text: text, answer: answer });
        return answer;
    }

    // ------------------------------------------------------------------ configuration and finding rollinone

    function env(name) {
        const p = new Process();
        const value = p.getEnv(name);
        p.close();
        return value || "";
    }

    /** rollinone.conf: `key = value` lines, `#` starts a comment. */
    function parseConfig(text) {
        const config = {};
        for (const raw of String(text).split(/\r?\n/)) {
            const line = raw.replace(/^\s+|\s+$/g, "");
            if (!line || line[0] === "#" || line[0] === ";")
                continue;
            const eq = line.indexOf("=");
            if (eq < 0)
                continue;
            config[line.slice(0, eq).trim().toLowerCase()] = line.slice(eq + 1).trim();
        }
        return config;
    }

    function readConfig() {
        if (!File.exists(CONFIG))
            return {};
        const file = new TextFile(CONFIG, TextFile.ReadOnly);
        file.codec = "UTF-8";
        const text = file.readAll();
        file.close();
        return parseConfig(text);
    }

    function windows() {
        return tiled.platform === "windows";
    }

    function expandPath(path, base) {
        let p = path;
        if (p === "~" || p.startsWith("~/"))
            p = (env("HOME") || env("USERPROFILE")) + p.slice(1);
        if (!FileInfo.isAbsolutePath(p))
            p = base + "/" + p;
        return FileInfo.cleanPath(p);
    }

    function programNames() {
        return windows() ? ["rollinone.exe", "rollinone.cmd", "rollinone.bat", "rollinone"] : ["rollinone"];
    }

    function firstExisting(paths) {
        for (const p of paths)
            if (p && File.exists(p))
                return p;
        return "";
    }

    /** { program } or { missing: one line that says what was tried and how to fix it }. */
    function findProgram() {
        const config = readConfig();
        if (config.program) {
            const set = expandPath(config.program, HERE);
            const found = firstExisting(windows() ? [set, set + ".exe"] : [set]);
            if (found)
                return { program: found };
            return { missing: "cannot find rollinone at " + set + " (the program named in " + CONFIG + "); correct that line, or remove it to look on PATH" };
        }
        const dirs = env("PATH").split(windows() ? ";" : ":").filter(function (d) { return d; });
        const onPath = [];
        for (const dir of dirs)
            for (const name of programNames())
                onPath.push(dir + "/" + name);
        const game = FileInfo.path(LEVELS);
        const nearby = [
            game + "/.venv/bin/rollinone",                  // a source checkout (README quick start)
            game + "/.venv/Scripts/rollinone.exe",
            FileInfo.path(game) + "/rollinone",             // a bundle: levels/ is in _internal/
            FileInfo.path(game) + "/rollinone.exe",
            FileInfo.path(game) + "/MacOS/rollinone",       // the macOS app
        ];
        const found = firstExisting(onPath) || firstExisting(nearby.map(function (p) { return FileInfo.cleanPath(p); }));
        if (found)
            return { program: found };
        return { missing: "cannot find the rollinone program on PATH; install Roll in One, or put its path in " + CONFIG + " as: program = /path/to/rollinone" };
    }

    // ------------------------------------------------------------------ running rollinone

    /**
     * Run and wait at most `seconds` (Tiled waits with it):
     * { code: the exit code, -1 if it could not start, -2 if it was stopped after `seconds`; out; err }.
     */
    function run(program, args, cwd, seconds) {
        const limit = (seconds || 120) * 1000;
        const p = new Process();
        p.codec = "UTF-8";
        if (cwd)
            p.workingDirectory = cwd;
        p.setEnv("PYGAME_HIDE_SUPPORT_PROMPT", "1");
        trace("run", { program: program, args: args });
        let code = -1;
        if (p.start(program, args)) {
            p.closeWriteChannel();
            const began = Date.now();
            if (p.waitForFinished(limit) || Date.now() - began < limit) {
                code = p.exitCode;
            } else {
                p.kill();
                p.waitForFinished(5000);
                code = -2;
            }
        }
        const result = { code: code, out: p.readStdOut(), err: p.readStdErr(), seconds: limit / 1000 };
        p.close();
        return result;
    }

    /** Start `program args` on its own (not a child Tiled waits for or ends); true if it was launched. */
    function launch(program, args, cwd) {
        trace("launch", { program: program, args: args });
        if (windows())
            return run("cmd.exe", ["/c", "start", "", program].concat(args), cwd).code === 0;
        const script = 'nohup "$0" "$@" </dev/null >/dev/null 2>&1 &';
        return run("/bin/sh", ["-c", script, program].concat(args), cwd).code === 0;
    }

    /** The JSON object in a command's output, or null. */
    function parseJson(text) {
        const s = String(text || "");
        const start = s.indexOf("{");
        const end = s.lastIndexOf("}");
        if (start < 0 || end < start)
            return null;
        try {
            return JSON.parse(s.slice(start, end + 1));
        } catch (e) {
            return null;
        }
    }

    function lastLine(text) {
        const lines = String(text || "").split(/\r?\n/).map(function (l) { return l.trim(); }).filter(function (l) { return l; });
        return lines.length ? lines[lines.length - 1] : "";
    }

    /** Why a run gave no usable report, in one line. */
    function whyNoReport(result, what) {
        if (result.code === -2)
            return "rollinone did not " + what + " within " + result.seconds + " s, so it was stopped";
        if (result.code < 0)
            return "could not start rollinone to " + what;
        const said = lastLine(result.err) || lastLine(result.out);
        return "rollinone could not " + what + (said ? ": " + said : " (exit code " + result.code + ")");
    }

    // ------------------------------------------------------------------ the open map

    function activeMap() {
        const asset = tiled.activeAsset;
        if (!asset || !asset.isTileMap) {
            fail("open a course map (.tmx) first");
            return null;
        }
        return asset;
    }

    /** The map's file after saving it if it is modified; "" if there is no saved file to use. */
    function savedFile(map, what) {
        if (map.modified || !map.fileName) {
            if (typeof map.save === "function")
                map.save();                         // Tiled 1.10 and later
            else if (tiled.activeAsset === map)
                tiled.trigger("Save");
        }
        if (!map.fileName) {
            fail("save the map before you " + what);
            return "";
        }
        if (map.modified)
            note(baseName(map.fileName) + " could not be saved: the saved file is used, without your latest changes");
        return map.fileName;
    }

    /** The project's enum values by type name (Tiled 1.8 gives a script an enum property as its index). */
    function enumValues(typeName) {
        const path = LEVELS + "/rollinone.tiled-project";
        if (!File.exists(path))
            return null;
        const file = new TextFile(path, TextFile.ReadOnly);
        file.codec = "UTF-8";
        const project = parseJson(file.readAll());
        file.close();
        for (const type of (project && project.propertyTypes) || [])
            if (type.type === "enum" && type.name === typeName)
                return type.values;
        return null;
    }

    /** A property's value as the text the map file holds (an enum's name rather than its index). */
    function propertyText(value) {
        if (value === undefined || value === null)
            return "";
        if (typeof value === "object" && "value" in value) {
            const values = typeof value.value === "number" ? enumValues(value.typeName) : null;
            return values && value.value in values ? String(values[value.value]) : String(value.value);
        }
        return String(value);
    }

    function baseName(path) {
        return FileInfo.fileName(path);
    }

    function sameFile(a, b) {
        return FileInfo.cleanPath(a) === FileInfo.cleanPath(b);
    }

    /** The file a problem is in: its `file` (relative to the folder check ran in), or the checked map. */
    function problemFile(problem, file) {
        if (!problem.file)
            return file;
        const f = String(problem.file);
        return FileInfo.isAbsolutePath(f) ? FileInfo.cleanPath(f) : FileInfo.cleanPath(FileInfo.path(file) + "/" + f);
    }

    /** The open map of that file, made the current document; opens it if it is not open. */
    function showFile(file) {
        for (const asset of tiled.openAssets) {
            if (asset.fileName && sameFile(asset.fileName, file)) {
                tiled.activeAsset = asset;
                return asset;
            }
        }
        return tiled.open(file);
    }

    // ------------------------------------------------------------------ problems -> Issues panel

    /** Where a problem is, from the new fields or the older `where` text ("object 2 'hole'", "cell 3,4"). */
    function placeOf(problem) {
        let object = problem.object === undefined || problem.object === null ? null : Number(problem.object);
        let cell = Array.isArray(problem.cell) && problem.cell.length === 2 ? [Number(problem.cell[0]), Number(problem.cell[1])] : null;
        let name = problem.object_name || "";
        const where = String(problem.where || "");
        if (object === null) {
            const m = /object (\d+)(?: '([^']*)')?/.exec(where);
            if (m) {
                object = Number(m[1]);
                name = name || m[2] || "";
            }
        }
        if (cell === null) {
            const m = /cell (-?\d+),\s*(-?\d+)/.exec(where);
            if (m)
                cell = [Number(m[1]), Number(m[2])];
        }
        const line = problem.line === undefined || problem.line === null ? null : Number(problem.line);
        return { object: object, name: name, cell: cell, line: line, where: where };
    }

    function describePlace(place) {
        const parts = [];
        if (place.object !== null)
            parts.push("object " + place.object + (place.name ? " '" + place.name + "'" : ""));
        if (place.cell !== null)
            parts.push("cell " + place.cell[0] + "," + place.cell[1]);
        if (!parts.length && place.line !== null)
            parts.push("line " + place.line);
        if (!parts.length && place.where)
            parts.push(place.where);
        return parts.join(" at ");
    }

    function sentence(text) {
        const t = String(text || "").trim();
        return !t || /[.!?]$/.test(t) ? t : t + ".";
    }

    /** One Issues-panel line: `file: where: message. Fix: fix.` */
    function issueText(problem, file) {
        const place = describePlace(placeOf(problem));
        const head = baseName(problemFile(problem, file)) + ": " + (place ? place + ": " : "");
        const fix = problem.fix ? " Fix: " + sentence(problem.fix) : "";
        return head + sentence(problem.message) + fix;
    }

    function findObject(layers, id) {
        for (const layer of layers) {
            if (layer.isObjectLayer) {
                for (const object of layer.objects)
                    if (object.id === id)
                        return { layer: layer, object: object };
            } else if (layer.isGroupLayer) {
                const found = findObject(layer.layers, id);
                if (found)
                    return found;
            }
        }
        return null;
    }

    /** The middle of an object in map pixels: a polygon's box of points, a rectangle's middle, a tile object's anchor. */
    function objectMiddle(o) {
        const points = o.polygon || [];
        if (points.length) {
            let left = Infinity, right = -Infinity, top = Infinity, bottom = -Infinity;
            for (const p of points) {
                left = Math.min(left, p.x); right = Math.max(right, p.x);
                top = Math.min(top, p.y); bottom = Math.max(bottom, p.y);
            }
            return { x: o.x + (left + right) / 2, y: o.y + (top + bottom) / 2 };
        }
        if (o.tile)
            return { x: o.x, y: o.y };
        return { x: o.x + o.width / 2, y: o.y + o.height / 2 };
    }

    function centreView(map, x, y) {
        const view = tiled.mapEditor && tiled.mapEditor.currentMapView;
        if (!view)
            return null;
        view.centerOn(x, y);
        const c = view.center;
        return [c.x, c.y];
    }

    /** Selects the object, or centres and selects the cell, that a problem names (an issue's activation). */
    function goTo(problem, file) {
        const place = placeOf(problem);
        const target = problemFile(problem, file);
        const map = showFile(target);
        if (!map || !map.isTileMap)
            return;
        const found = place.object !== null ? findObject(map.layers, place.object) : null;
        if (place.object !== null && !found && place.cell === null) {
            fail(baseName(target) + ": object " + place.object + " is no longer in the map; check again");
            return;
        }
        if (found) {
            map.currentLayer = found.layer;
            map.selectedObjects = [found.object];
            const o = found.object;
            const mid = objectMiddle(o);
            const at = map.pixelToScreen(mid.x, mid.y);
            const centre = centreView(map, at.x, at.y);
            trace("selected", { file: target, objects: map.selectedObjects.map(function (s) { return s.id; }), centre: centre });
            return;
        }
        if (place.cell !== null) {
            const col = place.cell[0], row = place.cell[1];
            const corner = map.tileToScreen(col, row);
            const centre = centreView(map, corner.x + map.tileWidth / 2, corner.y + map.tileHeight / 2);
            map.selectedArea.set(Qt.rect(col, row, 1, 1));
            const r = map.selectedArea.boundingRect;
            trace("centred", { file: target, cell: [col, row], centre: centre, selected: [r.x, r.y, r.width, r.height] });
        }
    }

    /** Puts a check report's problems in the Issues panel; returns [errors, warnings]. */
    function reportProblems(report, file) {
        let errors = 0, warnings = 0;
        for (const problem of report.problems) {
            const text = issueText(problem, file);
            const activated = function () { goTo(problem, file); };
            if (problem.severity === "warning") {
                warnings += 1;
                tiled.warn(text, activated);
            } else {
                errors += 1;
                tiled.error(text, activated);
            }
            trace("issue", { severity: problem.severity === "warning" ? "warning" : "error", text: text });
        }
        return [errors, warnings];
    }

    function count(n, word) {
        return n + " " + word + (n === 1 ? "" : "s");
    }

    /** Runs the check; the report, or null after saying why there is none. */
    function check(program, file) {
        const result = run(program, ["check", "--json", file], FileInfo.path(file));
        const report = parseJson(result.out);
        if (!report || !Array.isArray(report.problems)) {
            fail(baseName(file) + ": " + whyNoReport(result, "check it"));
            return null;
        }
        return report;
    }

    // ------------------------------------------------------------------ the actions

    function checkCourse() {
        const map = activeMap();
        if (!map)
            return;
        const file = savedFile(map, "check it");
        if (!file)
            return;
        const found = findProgram();
        if (found.missing)
            return fail(found.missing);
        const report = check(found.program, file);
        if (!report)
            return;
        const counts = reportProblems(report, file);
        const summary = baseName(file) + ": " + count(counts[0], "error") + ", " + count(counts[1], "warning");
        note("checked " + summary);
        if (!counts[0] && !counts[1])
            alert(baseName(file) + " passes the check: no errors, no warnings.\n(Lines left in the Issues panel from an earlier check go with its Clear button.)", "Check course");
    }

    function playCourse() {
        const map = activeMap();
        if (!map)
            return;
        const game = propertyText(map.property("game"));
        if (!game)
            return fail(baseName(map.fileName || "the map") + " has no 'game' map property (carom, eagles_creek or rollinone): Map > Map Properties");
        const file = savedFile(map, "play it");
        if (!file)
            return;
        const found = findProgram();
        if (found.missing)
            return fail(found.missing);
        const report = check(found.program, file);
        if (!report)
            return;
        const counts = reportProblems(report, file);
        if (counts[0])
            return fail(baseName(file) + " cannot be played: " + count(counts[0], "error") + " (see the Issues panel)");
        if (!launch(found.program, ["play", game, "--course", file], FileInfo.path(file)))
            return fail("could not start " + found.program);
        note("started " + game + " on " + baseName(file));
    }

    // ---- par

    function pick(entry, names) {
        for (const n of names)
            if (entry[n] !== undefined && entry[n] !== null)
                return entry[n];
        return null;
    }

    /** The per-course (or per-hole) figures of a `check --par --json` report (its "par" list; see docs/course-format.md). */
    function parFigures(report) {
        const list = Array.isArray(report.par) ? report.par : [];
        return list.map(function (e) {
            const hole = pick(e, ["hole"]);
            return {
                name: String(pick(e, ["name"]) || (e.file ? baseName(e.file) : "course")) + (hole !== null && typeof hole !== "object" ? " hole " + hole : ""),
                games: pick(e, ["games"]),
                mean: pick(e, ["mean"]),
                spread: pick(e, ["spread"]),
                suggested: pick(e, ["suggested"]),
                current: pick(e, ["current"]),
                reason: pick(e, ["reason"]),
            };
        });
    }

    function fixed(x) {
        return typeof x === "number" ? x.toFixed(1) : String(x);
    }

    function parLine(f) {
        let line = f.name + ": ";
        if (f.mean === null && f.reason)
            return line + "not measured: " + f.reason;
        if (f.mean !== null)
            line += "plays " + fixed(f.mean) + (f.spread !== null ? " ± " + fixed(f.spread) : "") + " strokes";
        if (f.games !== null)
            line += " over " + f.games + " games";
        if (f.suggested !== null)
            line += " → par " + f.suggested;
        if (f.current !== null && f.current !== f.suggested)
            line += " (the map says " + f.current + ")";
        else if (f.current !== null)
            line += " (as the map says)";
        return line;
    }

    function measurePar() {
        const map = activeMap();
        if (!map)
            return;
        const file = savedFile(map, "measure its par");
        if (!file)
            return;
        const found = findProgram();
        if (found.missing)
            return fail(found.missing);
        const games = readConfig().par_games || "";
        const par = games ? ["--par", games] : ["--par"];
        note("measuring the par of " + baseName(file) + " by play (Tiled waits until it is done)…");
        const result = run(found.program, ["check"].concat(par, ["--json", file]), FileInfo.path(file), PAR_SECONDS);
        const report = parseJson(result.out);
        const figures = report ? parFigures(report) : [];
        if (!figures.length)
            return fail(baseName(file) + ": " + whyNoReport(result, "measure par"));
        const lines = figures.map(parLine);
        for (const line of lines)
            note("par " + line);
        const differs = figures.some(function (f) { return f.suggested !== null && f.suggested !== f.current; });
        if (!differs)
            return alert(lines.join("\n"), "Measure par");
        if (!confirm(lines.join("\n") + "\n\nWrite the suggested par into " + baseName(file) + "?", "Measure par"))
            return;
        const written = run(found.program, ["check"].concat(par, ["--write-par", "--json", file]), FileInfo.path(file), PAR_SECONDS);
        if (written.code !== 0 && written.code !== 1)
            return fail(baseName(file) + ": " + whyNoReport(written, "write the par"));
        let open = showFile(file);
        if (open && !open.modified)
            open = tiled.reload(open) || open;
        trace("reloaded", { file: file, par: open ? propertyText(open.property("par")) : null });
        note("wrote the suggested par into " + baseName(file));
    }

    // ------------------------------------------------------------------ registration

    function action(id, text, shortcut, callback) {
        const a = tiled.registerAction(id, function () {
            trace("action", { id: id });
            callback();
        });
        a.text = text;
        a.shortcut = shortcut;
        return a;
    }

    action("RollInOneCheckCourse", "Check course (Roll in One)", "F7", checkCourse);
    action("RollInOnePlayCourse", "Play this course (Roll in One)", "F5", playCourse);
    action("RollInOneMeasurePar", "Measure par (Roll in One)", "Shift+F7", measurePar);
    tiled.extendMenu("Map", [
        { separator: true },
        { action: "RollInOneCheckCourse" },
        { action: "RollInOnePlayCourse" },
        { action: "RollInOneMeasurePar" },
    ]);

    trace("loaded", { tiled: tiled.version });

    // for the tests (Node) and the script console: the pure helpers
    global.rollinoneExtension = {
        parseConfig: parseConfig, parseJson: parseJson, placeOf: placeOf, issueText: issueText,
        parFigures: parFigures, parLine: parLine, findProgram: findProgram,
    };
})(this);
