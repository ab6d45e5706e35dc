// Start-up glue that must run before Python: the loading steps (in the page's language, from
// the static shell, web/shell.js), start-up and run-time errors shown in the page, the service
// worker that makes the app work offline, and the Python snapshot kept for the next visit.
// Everything else is Python.
const root = document.documentElement;
const bar = document.getElementById("loading-bar");
const shell = globalThis.mahjongShell;

// The runtime module (pyscript.json's "interpreter"), imported now so that it fetches our
// packages in time; PyScript imports this same module later.
const interpreter = import("./interpreter.mjs");

// Starting Python runs JavaScript that holds the page for a while on a slow phone, and Python
// cannot run before its standard library has arrived. So the start waits for the first of: the
// standard library in (preloaded; the WebAssembly runtime may still be arriving, the browser
// compiles it as it comes), a page served by the service worker (a later visit: everything is
// at hand; interpreter.mjs has started it already), or the player's first act on the start
// screen (once the tap's answer is painted). Until then the static start screen answers taps at
// once. The app starts on Pyodide alone (app.main.boot), and PyScript, whose own start is work
// the first render does not need, comes once the page is up and idle (mahjongPyScript).
const RUNTIME = ["python_stdlib.zip"];
let started = false;
function startPython() {
  if (started) return;
  started = true;
  interpreter.then((module) => module.start()).then((pyodide) => {
    performance.mark("mj:main");
    progress("Opening the app");
    const app = pyodide.pyimport("app.main");
    performance.mark("mj:imported");
    app.boot();
    performance.mark("mj:drawn");
  }).catch((error) => {
    console.error(error);
    failed("error.start", errorLine(error?.message ?? error));
  });
}
// The tile art a deal shows (CSS backgrounds, requested when the board is drawn: some 40 small
// files, 0.3-0.6 s of round trips on a phone network once Python is up), fetched on a first
// visit at the player's first act on the start screen (a deal tapped while Python starts: the
// download is still arriving then), or once the app is up and idle; the page keeps the images,
// so the board's backgrounds are at hand. Not with Python's start on a visit nobody touched:
// there the images' work would only delay it. (A later visit has them from the service
// worker's cache.)
const art = [];
function fetchArt() {
  if (art.length || navigator.serviceWorker?.controller) return;
  for (const path of shell?.art ?? []) {
    const image = new Image();
    image.src = path;
    art.push(image);
  }
}
function afterPaint() {
  requestAnimationFrame(() => setTimeout(() => {
    startPython();
    fetchArt();
  }));
}
// Where the page does not preload, Python starts at once (as where it cannot tell what arrived).
if (navigator.serviceWorker?.controller ||
    !document.createElement("link").relList.supports?.("preload")) {
  startPython();
} else {
  interpreter.then((module) => module.arrived(RUNTIME)).then(startPython);
  for (const type of ["click", "keydown", "change"]) {
    addEventListener(type, afterPaint, { capture: true, once: true });
  }
  // A button the player pressed on the static screen before this script ran.
  if (document.querySelector("[aria-busy='true']")) afterPaint();
}

// The steps interpreter.mjs and this script report while Python starts (py:progress), in order:
// [event detail, place in the order, the text to show (the common catalog)]; a step that comes
// later than one further on is not shown. (PyScript's own steps come once the app is up.)
const STEPS = new Map([
  ["Loading Pyodide", 1, "loading.python"],
  ["Restoring Python", 2, "loading.restoring"],
  ["Starting Python", 2, "loading.starting"],
  ["Loading files", 6, "loading.game"],
  ["Loaded files", 7, "loading.game"],
  ["Opening the app", 9, "loading.opening"],
].map(([detail, place, key]) => [detail, { place, key }]));
const LAST_PLACE = 10;
let done = 0;

function progress(detail) { // a py:progress step, or one of our own
  const known = STEPS.get(detail);
  if (!loading()) return; // PyScript's own steps, once the app is up
  if (!known || known.place < done) return;
  done = known.place;
  const share = `${Math.round((100 * done) / LAST_PLACE)}%`;
  if (bar) bar.style.width = share;
  // A button waiting for Python shows it too: set on that button (web/shell.js reads it from
  // data-boot-progress when a button starts waiting), not as a custom property of <html>,
  // which restyled the whole page (about 40 ms on a phone, just after the first paint).
  root.dataset.bootProgress = share;
  for (const button of document.querySelectorAll(".btn.waiting")) {
    button.style.setProperty("--boot-progress", share);
  }
  shell?.showStep(known.key);
}

// An error the app could not get past, in the page (and, as ever, in the console): before
// Python is up, that it could not start; after, that something went wrong. Either way with what
// went wrong, and a button to reload.
function failed(key, detail) {
  const box = document.getElementById("app-error");
  if (!box || !box.hidden) return;
  document.getElementById("app-error-text").textContent = shell ? shell.text(key) : key;
  document.getElementById("app-error-detail").textContent = detail;
  box.hidden = false;
  root.dataset.error = detail;
  shell?.failed();
}
// The line of an error's text that names it ("ModuleNotFoundError: No module named ..."), which
// a Python traceback follows with notes, else its last line.
function errorLine(text) {
  const lines = String(text).split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.findLast((line) => /^[\w.]+(Error|Exception|Exit|Interrupt)\b/.test(line)) ??
    lines.pop() ?? "";
}
const loading = () => root.dataset.state === "loading";

/** web/main.py: the app could not start. */
globalThis.mahjongFailed = (detail) => failed("error.start", errorLine(detail));
document.getElementById("app-error-reload")?.addEventListener("click", () => location.reload());

addEventListener("py:progress", (event) => progress(String(event.detail)));
progress("Loading Pyodide"); // the runtime's files are on their way from the first moment
addEventListener("error", (event) => {
  const message = String(event.message || event.error || "");
  if (loading()) failed("error.start", errorLine(message || "start-up error"));
  else if (message.includes("PythonError")) failed("error.run", errorLine(message));
});
addEventListener("unhandledrejection", (event) => {
  if (loading()) failed("error.start", errorLine(event.reason?.message || event.reason));
});

// The service worker precaches the whole site; register it once the app is up, so that its
// downloads never compete with the first start. The Python snapshot waits longer still: until
// the browser is idle, and then the worker fetches it into its cache for the next visit.
function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  navigator.serviceWorker.register("./sw.js").catch((error) => {
    console.warn("service worker not registered:", error);
  });
}

function whenIdle(callback) {
  if ("requestIdleCallback" in globalThis) requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 1000);
}

function appIsUp() {
  registerServiceWorker();
  whenIdle(fetchArt);
  whenIdle(() => globalThis.mahjongPyScript().catch((error) => {
    console.warn("PyScript not started:", error);
  }));
  whenIdle(() => interpreter.then((module) => module.keepSnapshot()).catch((error) => {
    console.warn("Python snapshot not kept:", error);
  }));
}

// PyScript, on the Python the app already runs (interpreter.mjs hands it over): started once the
// app is up and idle, or at once when a view whose code uses it is opened (app/lazy.py);
// web/main.py, PyScript's script, calls mahjongPyScriptUp when it runs. (The service worker
// precaches PyScript's files; where they could not be had, the view says so, and a reload
// tries again: the browser keeps a failed module import for the page's life.)
let pyscript = null;
let pyscriptUp = () => {};
globalThis.mahjongPyScript = () => {
  if (!pyscript) {
    const up = new Promise((resolve) => { pyscriptUp = resolve; });
    pyscript = import("./pyscript/core.js").then(() => up);
  }
  return pyscript;
};
globalThis.mahjongPyScriptUp = () => {
  root.dataset.pyscript = "up";
  pyscriptUp();
};

if (!loading()) {
  appIsUp();
} else {
  const watcher = new MutationObserver(() => {
    if (!loading()) {
      watcher.disconnect();
      appIsUp();
    }
  });
  watcher.observe(root, { attributes: true, attributeFilter: ["data-state"] });
}
