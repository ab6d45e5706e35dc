// Start-up glue that must run before Python: the loading screen's progress, start-up errors,
// and the service worker that makes the app work offline. Everything else is Python.
const root = document.documentElement;
const bar = document.getElementById("loading-bar");
const step = document.getElementById("loading-step");
// PyScript reports these steps (in this order) while Pyodide starts; our own steps follow.
const STEPS = ["Loading Pyodide", "Loading Storage", "Loaded Storage", "Loading files",
  "Loaded files", "Loaded Pyodide", "Python ready"];
let done = 0;

function progress(label) {
  const index = STEPS.indexOf(label);
  done = Math.max(done, index + 1);
  if (bar) bar.style.width = `${Math.round((100 * done) / STEPS.length)}%`;
  if (step) step.textContent = label;
}

addEventListener("py:progress", (event) => progress(String(event.detail)));
addEventListener("error", (event) => {
  if (root.dataset.state === "loading") {
    root.dataset.error = String(event.message || event.error || "start-up error");
  }
});

// The service worker precaches the whole site; register it once the app is up, so that its
// downloads never compete with the first start.
function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  navigator.serviceWorker.register("./sw.js").catch((error) => {
    console.warn("service worker not registered:", error);
  });
}
if (root.dataset.state !== "loading") {
  registerServiceWorker();
} else {
  const watcher = new MutationObserver(() => {
    if (root.dataset.state !== "loading") {
      watcher.disconnect();
      registerServiceWorker();
    }
  });
  watcher.observe(root, { attributes: true, attributeFilter: ["data-state"] });
}
