// Start-up glue that must run before Python: the loading screen's progress, start-up errors,
// the service worker that makes the app work offline, and the Python snapshot kept for the next
// visit. Everything else is Python.
const root = document.documentElement;
const bar = document.getElementById("loading-bar");
const step = document.getElementById("loading-step");

// The runtime module (pyscript.json's "interpreter"), imported now: Python starts (or is
// restored from a kept snapshot) while PyScript starts; PyScript imports this same module later.
const interpreter = import("./interpreter.mjs");

// The steps PyScript (py:progress) and interpreter.mjs report while Python starts, in order:
// [event detail, place in the order, what the loading screen says]. Python's own start (or
// restore) begins as soon as interpreter.mjs loads, so PyScript's first steps may come after it;
// a step that comes later than one further on is not shown.
const STEPS = new Map([
  ["Loading Pyodide", 1, "Loading Python"],
  ["Restoring Python", 2, "Restoring Python saved by your last visit"],
  ["Starting Python", 2, "Starting Python"],
  ["Loaded interpreter", 6, "Python started"],
  ["Loading files", 7, "Loading the game"],
  ["Loaded files", 8, "Loading the game"],
  ["Loaded Pyodide", 9, "Opening the game"],
].map(([detail, place, text]) => [detail, { place, text }]));
const LAST_PLACE = 10;
let done = 0;

function progress(detail) {
  const known = STEPS.get(detail);
  if (!known || known.place < done) return;
  done = known.place;
  if (bar) bar.style.width = `${Math.round((100 * done) / LAST_PLACE)}%`;
  if (step) step.textContent = `${known.text}…`;
}

addEventListener("py:progress", (event) => progress(String(event.detail)));
addEventListener("error", (event) => {
  if (root.dataset.state === "loading") {
    root.dataset.error = String(event.message || event.error || "start-up error");
  }
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
  whenIdle(() => interpreter.then((module) => module.keepSnapshot()).catch((error) => {
    console.warn("Python snapshot not kept:", error);
  }));
}

if (root.dataset.state !== "loading") {
  appIsUp();
} else {
  const watcher = new MutationObserver(() => {
    if (root.dataset.state !== "loading") {
      watcher.disconnect();
      appIsUp();
    }
  });
  watcher.observe(root, { attributes: true, attributeFilter: ["data-state"] });
}
