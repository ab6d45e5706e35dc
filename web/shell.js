// The static shell's script: build.py (tools/shell/) puts it into index.html, inline after the
// page's elements, with SHELL, the data it needs. It runs before the first paint, long before
// Python is up, and makes the solitaire start screen that build.py wrote (the elements the
// Python page draws, captured in one language with the other languages' texts as patches) the
// player's own: the saved or the browser's language, the layouts in the order the Python page
// would show them on this screen, the layout chosen, the lines about the player's records
// (remembered by the Python page, app/shell.py), the view the address names.
// Until Python takes over (app/shell.py calls handOver()), it answers taps: a layout or the
// language chosen is saved as the app's own setting; a deal (or the records, or the help)
// asked for shows it is getting ready and is opened by Python the moment it is up.
(() => {
  const SHELL = "__SHELL_DATA__";
  const root = document.documentElement;
  const header = document.querySelector("header.topbar");
  const section = document.getElementById("view-solitaire");
  const elements = [header, ...header.querySelectorAll("*"), section,
    ...section.querySelectorAll("*")];
  const byId = (id) => document.getElementById(id);
  const state = { live: true, lang: SHELL.base, layout: null, action: null, step: null,
    box: null, featured: null };

  const read = (key) => {
    try {
      return JSON.parse(localStorage.getItem(key));
    } catch {
      return null;
    }
  };
  const write = (key, value) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage denied: the choice lasts for this page only
    }
  };
  // A setting as engine.Records keeps it: {"v": 1, "value": "..."}.
  const setting = (name) => {
    const entry = read(SHELL.keys.setting + name);
    return entry && entry.v === 1 && typeof entry.value === "string" ? entry.value : null;
  };
  const text = (key, lang = state.lang) => SHELL.texts[lang][key] ?? key;

  // As app.i18n.pick_language: the saved choice, else the browser's first language we speak.
  function pickLanguage() {
    const saved = setting("lang");
    if (SHELL.langs.includes(saved)) return saved;
    for (const tag of navigator.languages || [navigator.language]) {
      const code = String(tag).split("-")[0].toLowerCase();
      if (SHELL.langs.includes(code)) return code;
    }
    return SHELL.base;
  }

  function applyLanguage(lang) {
    state.lang = lang;
    for (const [index, key, value] of SHELL.patches[lang]) {
      const element = elements[index];
      if (typeof key === "number") element.childNodes[key].data = value;
      else if (value === null) element.removeAttribute(key);
      else element.setAttribute(key, value);
    }
    root.lang = lang;
    document.title = SHELL.titles[lang];
    byId("lang").value = lang;
    for (const node of document.querySelectorAll("#app-error [data-i18n]")) {
      node.textContent = text(node.dataset.i18n);
    }
    titleView();
    if (state.step) showStep(state.step);
    if (state.action) markWaiting(byId(state.action));
  }

  // The calendar day in Kathmandu (engine.daily), and the day before, as YYYY-MM-DD.
  const kathmandu = (ms) => new Date(ms + SHELL.offsetMinutes * 60000).toISOString().slice(0, 10);

  // Today's best and the streak for the chosen layout, and the deal in progress: as the Python
  // page showed them last (app/shell.py), while they hold, else as for a new player.
  function showLines() {
    const lang = state.lang;
    let today = SHELL.texts[lang].todayNone[state.layout];
    let streak = text("sol.streak.none");
    let progress = null;
    const kept = read(SHELL.keys.shell);
    if (kept && kept.v === 1 && kept.lang === lang && kept.lines) {
      if (localStorage.getItem(SHELL.keys.current)) progress = kept.lines["continue-info"];
      if (kept.layout === state.layout) {
        const now = Date.now();
        if (kept.day === kathmandu(now)) {
          today = kept.lines["today-best"];
          streak = kept.lines.streak;
        } else if (kept.day === kathmandu(now - 86400000)) {
          streak = kept.lines["streak-next"];
        }
      }
    }
    byId("today-best").textContent = today;
    byId("layout-about").textContent = SHELL.about[lang][SHELL.layouts.indexOf(state.layout)];
    byId("streak").textContent = streak;
    showFeature();
    showContinue(typeof progress === "string" ? progress : null);
  }

  // The chosen layout's card over the deal buttons (app.solitaire.panels.feature_card): its
  // picture, and its name, tile count and level as its card in the picker reads them (already
  // in the page's language).
  function showFeature() {
    const card = byId(`layout-${state.layout}`);
    for (const part of ["name", "size"]) {
      const words = card.querySelector(`.layout-${part}`).textContent;
      const node = byId(`feature-${part}`);
      if (node.textContent !== words) node.textContent = words;
    }
    if (state.featured !== state.layout) {
      byId("feature-preview").innerHTML = picture(state.layout);
      state.featured = state.layout;
    }
  }

  // A layout's picture (app.solitaire.panels.layout_preview, the same markup) from its runs of
  // tiles (engine.layout.runs_of: z, y, x, count, each a character from "0"): the pictures are
  // not in the page's markup, which they made 118 kB larger, parsed and laid out before the
  // first paint; each is drawn when it is about to be seen.
  function picture(id) {
    const code = SHELL.pictures[SHELL.layouts.indexOf(id)] ?? "";
    const layers = new Map();
    let width = 0;
    let height = 0;
    for (let i = 0; i + 3 < code.length; i += 4) {
      const [z, y, first, count] = [0, 1, 2, 3].map((k) => code.charCodeAt(i + k) - 48);
      let d = layers.get(z) ?? "";
      for (let k = 0; k < count; k++) {
        const x = first + 2 * k;
        width = Math.max(width, x);
        height = Math.max(height, y);
        d += `M${(x * 3 - z * 0.6 + 0.2).toFixed(1)} ${(y * 4 - z * 0.6 + 0.2).toFixed(1)}`
          + "h5.6v7.6h-5.6z";
      }
      layers.set(z, d);
    }
    const paths = [...layers].map(([z, d]) => `<path class="pv z${Math.min(z, 4)}" d="${d}"/>`);
    return `<svg viewBox="-2 -2 ${(width + 2) * 3 + 2} ${(height + 2) * 4 + 2}" aria-hidden="true" `
      + `focusable="false" preserveAspectRatio="xMidYMid meet">${paths.join("")}</svg>`;
  }

  // The picker's pictures, each drawn when its card comes near the screen (also once Python
  // has taken these cards over; the cards Python draws itself come with theirs).
  const lazy = "IntersectionObserver" in globalThis ? new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const box = entry.target;
      lazy.unobserve(box);
      const id = box.parentElement?.dataset.layout;
      if (!box.firstChild && SHELL.layouts.includes(id)) box.innerHTML = picture(id);
    }
  }, { rootMargin: "200px" }) : null;
  function drawPictures() {
    for (const box of section.querySelectorAll(".layout-card .layout-preview")) {
      if (box.firstChild) continue;
      if (lazy) lazy.observe(box);
      else box.innerHTML = picture(box.parentElement.dataset.layout);
    }
  }

  // Continue leads when a deal is in progress (app/solitaire/view.py, panels.start_screen).
  function showContinue(info) {
    byId("continue-info")?.remove();
    byId("continue-deal")?.remove();
    byId("todays-deal").classList.toggle("primary", info === null);
    if (info === null) return;
    const html = SHELL.continueHtml[state.lang];
    byId("layout-feature").insertAdjacentHTML("beforebegin", html.info);
    byId("continue-info").textContent = info;
    section.querySelector(".deal-choice").insertAdjacentHTML("afterbegin", html.button);
  }

  // The picker in the order app.solitaire.fit.picker_order gives for this board's box; until
  // the player has chosen a layout, the best fit is the one chosen.
  function orderPicker() {
    const wrap = byId("board-wrap");
    const box = (size) => Math.max(size - 2 * SHELL.margin, SHELL.minBox);
    state.box = [box(wrap.clientWidth), box(wrap.clientHeight)];
    const order = pickerOrder(...state.box);
    const picker = section.querySelector(".layout-picker");
    const shown = [...picker.children].map((card) => card.dataset.layout);
    if (order.some((id, i) => shown[i] !== id)) { // (moved only when the order differs)
      for (const id of order) picker.appendChild(byId(`layout-${id}`));
    }
    const saved = setting("layout");
    chooseLayout(order.includes(saved) ? saved : order[0], false);
  }

  // The picker's filter (app.solitaire.panels.show_filter): its chip pressed, the cards not
  // under it hidden.
  function showFilter(name) {
    for (const chip of section.querySelectorAll(".filter-chip")) {
      chip.setAttribute("aria-pressed", chip.dataset.filter === name ? "true" : "false");
    }
    for (const card of section.querySelectorAll(".layout-card")) {
      card.hidden = !card.dataset.groups.split(" ").includes(name);
    }
  }

  // app.solitaire.fit.fill and picker_order, the same arithmetic in the same order: in a box
  // taller than wide, the layouts that fill it best first (in tenths; ties keep the order).
  // Its rank: [tiles narrower than the phone's size, the fill in tenths (negated)].
  function rank(width, height, [cols, rows, layers]) {
    const { aspect, depth, minHalf, steps, phoneTile } = SHELL.fit;
    const perW = cols + layers * depth * 2;
    const perH = rows * aspect + layers * depth * 2;
    const s = Math.max(minHalf, Math.min(width / perW, height / perH));
    const boardW = cols * s + layers * (s * 2 * depth);
    const boardH = rows * (s * aspect) + layers * (s * 2 * depth);
    const share = Math.min(1.0, (boardW * boardH) / Math.max(width * height, 1.0));
    return [2 * s < phoneTile ? 1 : 0, -Math.trunc(share * steps)];
  }

  function pickerOrder(width, height) {
    const ids = SHELL.layouts;
    if (height <= width) return [...ids];
    const ranks = SHELL.fit.extents.map((extent) => rank(width, height, extent));
    return ids.map((id, i) => [id, i]).sort(([, a], [, b]) =>
      ranks[a][0] - ranks[b][0] || ranks[a][1] - ranks[b][1] || a - b).map(([id]) => id);
  }

  function chooseLayout(id, save = true) {
    state.layout = id;
    for (const card of section.querySelectorAll(".layout-card")) {
      const chosen = card.dataset.layout === id;
      card.setAttribute("aria-checked", chosen ? "true" : "false");
      card.setAttribute("tabindex", chosen ? "0" : "-1");
    }
    if (save) write(SHELL.keys.setting + "layout", { v: 1, value: id });
    showLines();
  }

  // The view the address names (app.routes), as app.main shows it.
  function route() {
    const fragment = location.hash.replace(/^#/, "").replace(/^\//, "");
    const [, name] = SHELL.routes.find(([prefix]) => fragment.startsWith(prefix));
    for (const [, other] of SHELL.routes) byId(`view-${other}`).hidden = other !== name;
    for (const link of document.querySelectorAll("nav.views a")) {
      if (link.id === `nav-${name}`) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    root.dataset.view = name;
    titleView();
  }

  // The page's level-one heading names the view shown (its name in the navigation), unless the
  // view has a level-one heading of its own: as app.main's _title_view.
  function titleView() {
    const title = byId("view-title");
    const name = root.dataset.view;
    if (!title || !name) return;
    title.hidden = Boolean(byId(`view-${name}`).querySelector("h1"));
    const link = byId(`nav-${name}`); // (the editor has none)
    if (link) title.textContent = link.textContent;
  }

  // A button pressed before Python is up: it says it is getting ready, and Python presses it.
  function press(button) {
    if (state.action === button.id) return;
    if (state.action) unmark(byId(state.action));
    state.action = button.id;
    markWaiting(button);
  }

  // The button keeps its label (patched with the language) under a line saying what it waits for.
  function markWaiting(button) {
    if (!button) return;
    let line = button.querySelector(".waiting-label");
    if (!line) {
      line = document.createElement("span");
      line.className = "waiting-label";
      button.append(line);
    }
    line.textContent = text(SHELL.waiting[button.id] ?? "shell.opening");
    // Python's progress (boot.js keeps it on <html> as data-boot-progress and on this button).
    button.style.setProperty("--boot-progress", root.dataset.bootProgress ?? "4%");
    button.classList.add("waiting");
    button.setAttribute("aria-busy", "true");
  }

  function unmark(button) {
    if (!button) return;
    button.classList.remove("waiting");
    button.style.removeProperty("--boot-progress");
    button.removeAttribute("aria-busy");
    button.querySelector(".waiting-label")?.remove();
  }

  // The start panel back at its top, where the chosen layout's card and the deal buttons are
  // (as app.solitaire.start.StartScreen.show_chosen): one tap more starts its deal.
  function showChosen() {
    for (const id of ["sol-panel", "sol-overlay"]) {
      const node = byId(id);
      if (node) node.scrollTop = 0;
    }
  }

  function showStep(key) {
    state.step = key;
    const step = byId("loading-step");
    if (step) step.textContent = `${text(key)}…`;
  }

  section.addEventListener("click", (event) => {
    const button = state.live && event.target.closest("button");
    if (!button) return;
    if (button.dataset.layout) {
      chooseLayout(button.dataset.layout);
      if (event.detail) showChosen(); // a tap or a click, not a key
    }
    else if (button.dataset.filter) showFilter(button.dataset.filter);
    else if (button.id !== "layouts" && button.id !== "zoom-whole") press(button);
  });
  // Arrow keys move through the layout picker, a radio group (as the Python page's).
  section.addEventListener("keydown", (event) => {
    const card = state.live && event.target.closest(".layout-card");
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!card || !step) return;
    const cards = [...section.querySelectorAll(".layout-card:not([hidden])")];
    const next = cards[(cards.indexOf(card) + step + cards.length) % cards.length];
    chooseLayout(next.dataset.layout);
    next.focus();
    event.preventDefault();
  });
  byId("lang").addEventListener("change", (event) => {
    if (!state.live) return;
    write(SHELL.keys.setting + "lang", { v: 1, value: event.target.value });
    applyLanguage(event.target.value);
    showLines();
  });
  addEventListener("hashchange", () => { if (state.live) route(); });
  // The tile set chosen (app/tileset.py keeps the same setting): shown at once, and chosen here
  // too before Python is up.
  const tileSets = [...document.querySelectorAll('#tiles-menu input[name="tiles"]')]
    .map((input) => input.value);
  const showTiles = (id) => {
    document.documentElement.dataset.tiles = id;
    for (const input of document.querySelectorAll('#tiles-menu input[name="tiles"]')) {
      input.checked = input.value === id;
    }
  };
  const tiles = tileSets.includes(setting("tiles")) ? setting("tiles") : tileSets[0];
  if (tiles) showTiles(tiles);
  byId("tiles-menu")?.addEventListener("change", (event) => {
    if (!state.live || !tileSets.includes(event.target.value)) return;
    write(SHELL.keys.setting + "tiles", { v: 1, value: event.target.value });
    showTiles(event.target.value);
  });

  globalThis.mahjongShell = {
    /** The loading step `key` (the common catalog) in the page's language; boot.js. */
    showStep,
    /** A text of the shell in the page's language. */
    text: (key) => text(key),
    /** A built-in layout's description in a language (app.shell.about): the layouts ship
     * without them, since this page's data carries them. */
    about: (id, lang) => SHELL.about[lang]?.[SHELL.layouts.indexOf(id)] ?? "",
    /** The tile art a deal shows, every face's (app.solitaire.board.art_path), in the tile
     * set chosen (app.tileset.folder); boot.js. */
    art: tiles && tiles !== tileSets[0]
      ? SHELL.art.map((path) => path.replace(/^tiles\//, `tiles/${tiles}/`)) : SHELL.art,
    /** Python could not start: the button pressed is no longer waiting. */
    failed() {
      if (state.action) unmark(byId(state.action));
      state.action = null;
    },
    /** Python takes over: stop, and say what was pressed, the layout shown as chosen, what was
     * focused and scrolled, the language shown and the board's box the picker was ordered for
     * (JSON). */
    handOver() {
      state.live = false;
      if (state.action) unmark(byId(state.action)); // Python presses it now
      const focused = document.activeElement;
      const scroll = {};
      for (const id of ["sol-overlay", "sol-panel"]) scroll[id] = byId(id)?.scrollTop || 0;
      return JSON.stringify({
        action: state.action,
        layout: state.layout,
        focus: focused && focused !== document.body && focused.id ? focused.id : null,
        scroll,
        lang: state.lang,
        box: state.box,
      });
    },
  };

  // The board's background chosen (app/solitaire/settings.py keeps it; an unknown one is the
  // first, the felt): set before the page is first shown, so no frame shows the felt.
  const bg = setting(SHELL.backgrounds.setting);
  section.querySelector(".sol")?.setAttribute(
    "data-bg", SHELL.backgrounds.names.includes(bg) ? bg : SHELL.backgrounds.names[0]);

  // Displayed first (orderPicker measures the board's box), in this same task: no frame comes
  // between, so the page is first painted as the player's.
  root.classList.remove("shell-pending");
  applyLanguage(pickLanguage());
  route();
  orderPicker();
  drawPictures();
  section.querySelector(SHELL.focus)?.focus();
})();
