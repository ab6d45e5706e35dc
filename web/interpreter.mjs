// The Python runtime that pyscript.json names as its "interpreter": PyScript imports this module,
// reads `version` and calls `loadPyodide(options)`. Python starts when boot.js calls start(),
// together with PyScript's own start, and PyScript's call takes that start over; importing this
// module only begins the fetch of our packages. Our packages (python.zip, 0.2 MB) come with the
// runtime (index.html preloads them) and are unpacked while the WebAssembly runtime still
// arrives, so that they are in when Python has started (Python's start holds the page, 0.6 s
// here and seconds on a slow phone: a fetch or an unpacking left till then waits for it), and
// written into the home folder before PyScript gets Python. A later visit restores Python from the
// memory snapshot that build.py made (the started interpreter with our pure-Python packages
// imported), which skips most of Python's start-up; a first visit, a browser without the
// snapshot, or any failure starts Pyodide as usual. Start-up never downloads the snapshot:
// keepSnapshot(), called by boot.js once the app is up and idle, asks the service worker to
// fetch it for next time.
import { loadPyodide as startPyodide, version } from "./pyodide/pyodide.mjs";

export { version };

// Filled in by build.py (make_snapshot): the snapshot's path in the site and the key it was made
// under (a hash of the Pyodide runtime, python.zip and the recipe in tools/snapshot/).
const SNAPSHOT_FILE = "__SNAPSHOT_FILE__";
const SNAPSHOT_KEY = "__SNAPSHOT_KEY__";

const INDEX_URL = new URL("./pyodide/", import.meta.url).href;
const PAGE_HOME = "/home/pyodide"; // Python's working folder in the page (build.PAGE_HOME)
const PACKAGES_URL = new URL("./python.zip", import.meta.url).href;
const SNAPSHOT_URL = new URL(SNAPSHOT_FILE, import.meta.url).href;
// The lazy zips each route's view needs, [[route prefix, [URL, ...]], ...] in the router's order:
// filled in by build.py (write_view_zips) from the manifest, web/app/manifest.py VIEWS.
const VIEW_ZIPS = "__VIEW_ZIPS__";
// The options PyScript passes (pyscript.json asks for no packages): the early start needs none
// of them, and takes PyScript's output streams when PyScript asks for Python.
const TAKEN_OVER = new Set(["stdout", "stderr", "indexURL"]);
// A browser that failed to restore this snapshot once is not asked again (nor downloads it).
const REFUSED = "mj.snapshot.refused";
// The key of the snapshot the service worker was last seen keeping: a page looks in the caches
// only then, since the first look of a visit opens the origin's cache storage (up to 0.2 s on
// a first visit, with nothing there to find).
const KEPT = "mj.snapshot.kept";
// How Python started and what became of the snapshot, as data-python and data-snapshot on <html>
// (for the tests and the benchmark); nothing in a worker.
const mark = (name, value) => {
  if (globalThis.document) document.documentElement.dataset[name] = value;
};

// Python runs without WebAssembly stack switching (JSPI), which nothing of ours uses (it is for
// run_sync): with it, Pyodide runs every call from the page into Python on a stack of its own,
// and Chromium 156's renderer died now and then (2 visits in 120 of the soak; one minidump:
// SIGSEGV on the main thread while on a stack not its own, reading just past that stack's end).
// Pyodide looks for it once, when it starts; nothing else in the page does.
for (const name of ["Suspending", "Suspender", "promising"]) {
  if (globalThis.WebAssembly && name in WebAssembly) delete WebAssembly[name];
}

const usable = !SNAPSHOT_KEY.startsWith("__") && "caches" in globalThis &&
  "DecompressionStream" in globalThis && !refusedHere();
let warned = false;
const packages = fetchBytes(PACKAGES_URL);
packages.catch(() => {}); // reported when Python has started
// python.zip's files, unpacked in JavaScript while Python starts (null where the browser cannot).
const files = packages.then(unzip);
files.catch(() => {});
fetchFirstViewZips();
let python = null;
// A page the service worker serves (a later visit: everything is at hand, the snapshot too)
// starts Python at once, as boot.js would, but without waiting for the page to be parsed:
// index.html runs this module as soon as it has arrived.
if (globalThis.document && globalThis.navigator?.serviceWorker?.controller) start();

/** Start Python (or restore it) now, once: boot.js calls this when the page is ready for the
 * work (it blocks the page for a while on a slow phone), PyScript's loadPyodide at the latest. */
export function start() {
  if (!python) {
    python = startPython();
    python.catch(() => {}); // reported when PyScript asks for it
  }
  return python;
}

/** Pyodide for PyScript: the one this module started, with PyScript's output streams. */
export async function loadPyodide(options = {}) {
  const other = Object.keys(options).filter((name) => !TAKEN_OVER.has(name));
  if (other.length) {
    console.warn(`interpreter.mjs: starting Python again for options ${other.join(", ")}`);
    return startPyodide({ ...options, indexURL: INDEX_URL });
  }
  const pyodide = await start();
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}

async function startPython() {
  const pyodide = await startRuntime();
  progress("Loading files");
  // Into the home folder, where PyScript would unpack pyscript.json's "files":
  // {"./python.zip": "./*"}; unpacked meanwhile, only written now (a millisecond).
  const unpacked = await files;
  if (unpacked) {
    const { FS } = pyodide;
    for (const [path, data] of unpacked) {
      const folder = path.slice(0, path.lastIndexOf("/"));
      if (folder) FS.mkdirTree(folder);
      FS.writeFile(path, data);
    }
    // No import finder may keep a listing of these folders from before (the snapshot's).
    pyodide.runPython(`import sys
[sys.path_importer_cache.pop(p) for p in list(sys.path_importer_cache) if p.startswith("${PAGE_HOME}")]
del sys`);
  } else {
    pyodide.unpackArchive(await packages, "zip", { extractDir: "./" });
  }
  performance.mark("mj:files-unpacked");
  progress("Loaded files");
  return pyodide;
}

/** The files of the zip `buffer` as [path in the home folder, bytes], decompressed with the
 * browser's DecompressionStream (off the Python start's way); null where it cannot. */
async function unzip(buffer) {
  if (!("DecompressionStream" in globalThis)) return null;
  try {
    new DecompressionStream("deflate-raw");
  } catch {
    return null;
  }
  const bytes = new Uint8Array(buffer);
  const view = new DataView(buffer);
  let end = bytes.length - 22; // the end of central directory record, after any comment
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("python.zip: not a zip");
  const count = view.getUint16(end + 10, true);
  const names = new TextDecoder();
  const entries = [];
  for (let i = 0, at = view.getUint32(end + 16, true); i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("python.zip: bad directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    const data = bytes.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`python.zip: ${name}: method ${method}`);
    entries.push(method === 0 ? Promise.resolve([name, data]) : new Response(
      new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw")),
    ).arrayBuffer().then((out) => [name, new Uint8Array(out)]));
  }
  return (await Promise.all(entries)).map(([name, data]) => [`${PAGE_HOME}/${name}`, data]);
}

async function startRuntime() {
  performance.mark("mj:python-start");
  const kept = usable && keptHere() ? await findSnapshot() : null;
  if (kept) {
    progress("Restoring Python");
    // Read while Pyodide imports its runtime (it awaits the snapshot only then), and handed
    // over through a thenable that lets go of the 30 MB heap image once Pyodide has it
    // (Pyodide keeps its options for the page's lifetime). A snapshot that cannot be read
    // fails this restore like one that cannot be restored.
    let snapshot = readSnapshot(kept);
    snapshot.catch(() => {}); // reported by the restore
    const handOver = {
      then(resolve, reject) {
        const bytes = snapshot;
        snapshot = null;
        bytes.then(resolve, reject);
      },
    };
    try {
      const pyodide = await startPyodide({ indexURL: INDEX_URL, _loadSnapshot: handOver });
      performance.mark("mj:python-restored");
      renew(pyodide);
      mark("python", "restored");
      return pyodide;
    } catch (error) {
      snapshot = null;
      refuse(error);
    }
  }
  progress("Starting Python");
  mark("python", "started");
  const pyodide = await startPyodide({ indexURL: INDEX_URL });
  performance.mark("mj:python-started");
  return pyodide;
}

/** The bytes at `url` (python.zip: index.html preloads it with the runtime, so that it is in and
 * unpacked before Python's start holds the page). */
function fetchBytes(url) {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
}

/** A page that opens on an MCR view fetches that view's zips right after python.zip, so they
 * are in when Python has started; app/lazy.py takes them from globalThis.mahjongEarlyZips
 * (URL -> promise of the bytes) instead of fetching them again. */
function fetchFirstViewZips() {
  const early = (globalThis.mahjongEarlyZips = new Map());
  if (!globalThis.document) return;
  const route = location.hash.replace(/^#/, "").replace(/^\//, "");
  const [, urls] = VIEW_ZIPS.find(([prefix]) => route.startsWith(prefix)) ?? [, []];
  for (const url of urls) {
    const bytes = packages.then(() => fetch(new URL(url, import.meta.url))).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.arrayBuffer();
    });
    bytes.catch(() => {}); // app/lazy.py fetches again
    early.set(url, bytes);
  }
}

/** Resolves once the site's files `names` (the last part of their path) have arrived, as the
 * page's resource timing tells (preloads included); at once where the page cannot tell. */
export function arrived(names) {
  const waiting = new Set(names);
  return new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("resource")) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) waiting.delete(entry.name.split("/").pop());
      if (!waiting.size) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: "resource", buffered: true });
  });
}

/** Once the app is up and idle: have the service worker keep the snapshot for next time.
 * Sets data-snapshot="kept" on <html> when it is in the worker's cache, and notes its key for
 * the next visit's start (KEPT). */
export async function keepSnapshot() {
  if (!usable || !("serviceWorker" in navigator) || refusedHere()) return;
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  const reply = new MessageChannel();
  const answered = new Promise((resolve) => { reply.port1.onmessage = (e) => resolve(e.data); });
  active.postMessage({ type: "keep-later" }, [reply.port2]);
  const { kept } = await answered;
  if (!kept || refusedHere()) return;
  try {
    localStorage.setItem(KEPT, SNAPSHOT_KEY);
  } catch {
    // storage denied: the next visit starts Python as usual
  }
  mark("snapshot", "kept");
}

/** The kept snapshot's response in this origin's caches, or null. */
async function findSnapshot() {
  try {
    return (await caches.match(SNAPSHOT_URL)) ?? null;
  } catch (error) {
    refuse(error);
    return null;
  }
}

/** The heap image in the kept `response`: as the service worker keeps it (sparse, see sw.js),
 * gzip (a copy put there by other means) or plain. */
async function readSnapshot(response) {
  let bytes = new Uint8Array(await response.arrayBuffer());
  performance.mark("mj:snapshot-read");
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) { // gzip (a host may also have sent it unpacked)
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    performance.mark("mj:snapshot-unpacked");
  } else if (bytes.length >= 12 && new DataView(bytes.buffer).getUint32(0, true) === 0x70734a4d) {
    bytes = unsparse(bytes);
    performance.mark("mj:snapshot-unpacked");
  }
  return bytes;
}

/** The heap image that sw.js's sparse() left the zero pages out of; an error where the copy
 * does not add up. */
function unsparse(bytes) {
  const PAGE = 65536;
  const head = new DataView(bytes.buffer, bytes.byteOffset, 12);
  const length = head.getUint32(4, true);
  const count = head.getUint32(8, true);
  if (count !== Math.ceil(length / PAGE) || bytes.length < 12 + count) {
    throw new Error("snapshot: a sparse copy with a broken header");
  }
  const stored = bytes.subarray(12, 12 + count);
  const image = new Uint8Array(length);
  let at = 12 + count;
  for (let i = 0; i < count; i++) {
    if (!stored[i]) continue;
    const size = Math.min(PAGE, length - i * PAGE);
    if (stored[i] !== 1 || at + size > bytes.length) {
      throw new Error("snapshot: a sparse copy cut short");
    }
    image.set(bytes.subarray(at, at + size), i * PAGE);
    at += size;
  }
  if (at !== bytes.length) throw new Error("snapshot: a sparse copy with bytes left over");
  return image;
}

// What the snapshot froze and must not stay frozen, taken from this browser again; and the
// checks that this snapshot is the one the build named and suits this browser.
function renew(pyodide) {
  const M = pyodide._module;
  // Pyodide stores a table index for its call trampoline in the heap before the restore
  // overwrites it with the snapshot's; this browser must have that function there too.
  const slot = M.HEAP32[(M.__PyRuntime + M.HEAP32[M.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET >> 2]) >> 2];
  if (slot !== 0 && M.wasmTable.get(slot)?.length !== 5) {
    throw new Error("this browser's function table does not match the snapshot's");
  }
  const snapshot = pyodide.pyimport("_snapshot");
  try {
    if (snapshot.KEY !== SNAPSHOT_KEY) throw new Error(`stale snapshot ${snapshot.KEY}`);
    // The C library's time zone (tzname, timezone, daylight) as Emscripten sets it at start.
    const names = M._tzname >> 2;
    M.__tzset_js(M._timezone, M._daylight, M.HEAPU32[names], M.HEAPU32[names + 1]);
    // Emscripten's LANG, as a normal start sets it from navigator.language; stack switching.
    snapshot.renew(`${(navigator.language ?? "C").replace("-", "_")}.UTF-8`, !!M.jspiSupported);
  } finally {
    snapshot.destroy();
  }
}

function refuse(error) {
  if (!warned) console.warn("Python snapshot not used, starting normally:", error);
  warned = true;
  mark("snapshot", "refused");
  try {
    localStorage.setItem(REFUSED, SNAPSHOT_KEY);
  } catch {
    // storage denied: the snapshot is tried again next time
  }
  caches.keys().then((names) => Promise.all(
    names.map((name) => caches.open(name).then((cache) => cache.delete(SNAPSHOT_URL))),
  )).catch(() => {});
}

function keptHere() {
  try {
    return localStorage.getItem(KEPT) === SNAPSHOT_KEY;
  } catch {
    return false;
  }
}

function refusedHere() {
  try {
    return localStorage.getItem(REFUSED) === SNAPSHOT_KEY;
  } catch {
    return false;
  }
}

function progress(step) {
  dispatchEvent(new CustomEvent("py:progress", { detail: step }));
}
