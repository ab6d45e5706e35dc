// Run by build.py (make_shell) in the built page once Python is up, on a phone-sized screen:
// the solitaire start screen and the top bar as the Python page draws them, in each language
// (switched with the page's own picker), as one markup (the first language's) and, for every
// language, the texts and attributes that differ (patches: [element index in document order,
// attribute name or text node index, value]); and the Continue line and button that lead the
// start screen when a deal is in progress. What only the screen size decides (the board's
// fit) is left out: web/shell.js does it on the player's screen.
async (langs) => {
  const byId = (id) => document.getElementById(id);
  const choose = (lang) => {
    const picker = byId("lang");
    picker.value = lang;
    picker.dispatchEvent(new Event("change"));
  };
  const clean = (node) => {
    const copy = node.cloneNode(true);
    copy.removeAttribute("data-start-ms");
    const board = copy.querySelector("#board");
    if (board) for (const name of ["style", "data-box"]) board.removeAttribute(name);
    // The layouts' pictures: web/shell.js draws them from its data, each when it is seen.
    for (const box of copy.querySelectorAll(".layout-preview, #feature-preview")) {
      box.replaceChildren();
    }
    return copy;
  };
  const elements = (c) => [c.header, ...c.header.querySelectorAll("*"), c.section,
    ...c.section.querySelectorAll("*")];

  const captured = {};
  for (const lang of langs) {
    choose(lang);
    captured[lang] = {
      header: clean(document.querySelector("header.topbar")),
      section: clean(byId("view-solitaire")),
      title: document.title,
    };
  }
  const lists = Object.fromEntries(langs.map((lang) => [lang, elements(captured[lang])]));
  const patches = Object.fromEntries(langs.map((lang) => [lang, []]));
  lists[langs[0]].forEach((element, index) => {
    const same = langs.map((lang) => lists[lang][index]);
    for (const other of same) {
      if (!other || other.tagName !== element.tagName ||
          other.childNodes.length !== element.childNodes.length) {
        throw new Error(`the languages' start screens differ in shape at ${element.outerHTML}`);
      }
    }
    const names = new Set(same.flatMap((e) => e.getAttributeNames()));
    for (const name of names) {
      const values = same.map((e) => e.getAttribute(name));
      if (new Set(values).size > 1) langs.forEach((lang, i) => patches[lang].push([index, name, values[i]]));
    }
    element.childNodes.forEach((node, child) => {
      if (node.nodeType !== Node.TEXT_NODE) return;
      const values = same.map((e) => e.childNodes[child].data);
      if (new Set(values).size > 1) langs.forEach((lang, i) => patches[lang].push([index, child, values[i]]));
    });
  });

  // A deal in progress: the start screen opened again from the toolbar leads with Continue.
  byId("todays-deal").click();
  byId("layouts").click();
  const continueHtml = {};
  for (const lang of langs) {
    choose(lang);
    // The line without its words, which web/shell.js always writes (the player's own line):
    // the deal's clock, 0:00 or 0:01 by when it was captured, would make two builds differ.
    const info = byId("continue-info").cloneNode(true);
    info.textContent = "";
    continueHtml[lang] = { info: info.outerHTML, button: byId("continue-deal").outerHTML };
  }

  const base = captured[langs[0]];
  const html = { header: base.header.outerHTML, section: base.section.outerHTML };
  // The markup must parse back into the very same elements (the patches count on it).
  const parsed = new DOMParser().parseFromString(`<body>${html.header}${html.section}</body>`, "text/html");
  const again = parsed.body.querySelectorAll("*").length;
  if (again !== lists[langs[0]].length) {
    throw new Error(`the start screen parses into ${again} elements, not ${lists[langs[0]].length}`);
  }
  return {
    html,
    patches,
    titles: Object.fromEntries(langs.map((lang) => [lang, captured[lang].title])),
    continueHtml,
  };
}
