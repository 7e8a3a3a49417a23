// nimstep in the browser: the core (WebAssembly, embedded below as base64)
// writes every page and every message; this script only moves text in and
// out of the module and shows what it wrote.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const bytes = Uint8Array.from(atob($("module").textContent.trim()), (c) => c.charCodeAt(0));
  let core = null;

  // Instantiates the module (again after a trap, so the page keeps working).
  function start() {
    return WebAssembly.instantiate(bytes, {}).then((made) => { core = made.instance.exports; });
  }

  // Calls the export `name` with `texts` as (pointer, length) pairs, then
  // `numbers`; returns { ok, text } in the core's words.
  function call(name, texts, numbers) {
    if (!core) return { ok: false, text: "nimstep is still loading; try again in a moment" };
    const held = [];
    try {
      const args = [];
      for (const text of texts) {
        const utf8 = encoder.encode(text);
        const ptr = core.alloc(utf8.length);
        new Uint8Array(core.memory.buffer, ptr, utf8.length).set(utf8);
        held.push([ptr, utf8.length]);
        args.push(ptr, utf8.length);
      }
      const code = core[name](...args, ...(numbers || []));
      const text = decoder.decode(new Uint8Array(core.memory.buffer, core.output_ptr(), core.output_len()));
      for (const [ptr, len] of held) core.dealloc(ptr, len);
      return { ok: code === 0, text };
    } catch (trap) {
      core = null;
      start();
      return { ok: false, text: "nimstep stopped on this input (" + trap.message + "); the page has restarted it" };
    }
  }

  // ---- Views -------------------------------------------------------------
  const views = document.querySelectorAll(".view");
  const tabs = document.querySelectorAll("[data-view]");
  function showView(name) {
    views.forEach((v) => { v.hidden = v.id !== name; });
    tabs.forEach((t) => t.setAttribute("aria-pressed", String(t.dataset.view === name)));
  }
  tabs.forEach((t) => t.addEventListener("click", () => showView(t.dataset.view)));

  // ---- Explain -----------------------------------------------------------
  const form = $("explain-form");
  const position = $("position");
  const game = $("game");
  const spec = $("spec");
  const misere = $("misere");
  const alert = $("explain-alert");
  const frame = $("walkthrough");
  const OTHER = "other";

  function chosenGame() {
    return game.value === OTHER ? spec.value : game.value;
  }

  // Misère play is analysed only for Nim: the box is offered with Nim only.
  function gameChanged() {
    $("spec-field").hidden = game.value !== OTHER;
    misere.disabled = game.value !== "nim";
    if (misere.disabled) misere.checked = false;
  }

  // What the walkthrough shows: the heaps as typed and the rules, so that
  // a stone clicked is a move in that position even if the field changed.
  let shown = null;

  // Shows a page the core wrote in the frame; `kind` is "walkthrough" or
  // "check".
  function show(page, kind, focusSlides) {
    alert.textContent = "";
    position.removeAttribute("aria-invalid");
    frame.dataset.focus = focusSlides ? "yes" : "";
    frame.dataset.kind = kind;
    $("back").hidden = kind !== "check";
    // The deck keeps its step in its address (#step-3); a base of
    // about:srcdoc keeps that address the frame's own, not this page's.
    frame.srcdoc = page.replace("<head>", '<head><base href="about:srcdoc">');
  }

  // When the last request began, for the time to a shown page (kept in
  // data-ms on <html>: what benches/README.md reports).
  let started = 0;

  function explain(focusSlides) {
    started = performance.now();
    const rules = misere.checked ? 1 : 0;
    const answer = call("explain", [position.value, chosenGame()], [rules]);
    if (!answer.ok) {
      alert.textContent = answer.text;
      position.setAttribute("aria-invalid", String(/^(heap|no heaps|more than)/.test(answer.text)));
      return;
    }
    shown = { heaps: position.value, game: chosenGame(), rules };
    show(answer.text, "walkthrough", focusSlides);
  }

  // The check of taking `take` stones from heap `heap` (from 1).
  function takeFrom(heap, take) {
    started = performance.now();
    const answer = call("check", [shown.heaps], [heap, take, shown.rules]);
    if (!answer.ok) { alert.textContent = answer.text; return; }
    show(answer.text, "check", true);
  }

  // In Nim, the stones of a walkthrough can be clicked (or reached with
  // Tab and pressed with Enter): a stone takes itself and every stone
  // after it in its heap, and the frame shows the check of that move.
  function clickableStones(doc) {
    if (!shown || shown.game !== "nim" || frame.dataset.kind !== "walkthrough") return;
    const style = doc.createElement("style");
    style.textContent = "figure.heaps circle.stone { cursor: pointer; }" +
      " figure.heaps circle.stone.pick { fill: var(--accent); stroke: var(--fg); }" +
      " figure.heaps circle.stone:focus-visible { outline: 3px solid var(--accent); }";
    doc.head.appendChild(style);
    for (const svg of doc.querySelectorAll("figure.heaps svg")) {
      const rows = [];
      for (const el of svg.children) {
        if (el.matches("text.heap-label")) rows.push([]);
        else if (rows.length && el.matches("circle.stone, g.taken")) rows[rows.length - 1].push(el);
      }
      rows.forEach((stones, row) => stones.forEach((stone, k) => {
        if (!stone.matches("circle.stone")) return;
        const pick = (on) => stones.slice(k).forEach((s) => s.classList.toggle("pick", on));
        const take = () => takeFrom(row + 1, stones.length - k);
        stone.setAttribute("tabindex", "0");
        stone.setAttribute("role", "button");
        stone.setAttribute("aria-label", "Take this stone and the ones after it, and check the move");
        stone.addEventListener("mouseenter", () => pick(true));
        stone.addEventListener("mouseleave", () => pick(false));
        stone.addEventListener("focus", () => pick(true));
        stone.addEventListener("blur", () => pick(false));
        stone.addEventListener("click", take);
        stone.addEventListener("keydown", (e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          e.stopPropagation();
          take();
        });
      }));
    }
  }

  frame.addEventListener("load", () => {
    clickableStones(frame.contentDocument);
    if (frame.dataset.focus === "yes") frame.contentWindow.focus();
    const root = document.documentElement.dataset;
    root.ms = (performance.now() - started).toFixed(1);
    if (!root.shown) root.loaded = performance.now().toFixed(1);
    root.shown = String(Number(root.shown || 0) + 1);
  });
  $("back").addEventListener("click", () => {
    position.value = shown.heaps;
    explain(true);
  });

  form.addEventListener("submit", (e) => { e.preventDefault(); explain(true); });
  game.addEventListener("change", () => { gameChanged(); if (game.value !== OTHER) explain(false); });
  misere.addEventListener("change", () => explain(false));
  $("print").addEventListener("click", () => frame.contentWindow.print());

  // Keys pressed outside the fields go to the walkthrough's slides, so the
  // deck answers the same keys wherever the focus is.
  document.addEventListener("keydown", (e) => {
    if (e.target.closest && e.target.closest("input, select, textarea, button")) return;
    if ($("explain").hidden || !frame.contentDocument) return;
    const copy = new KeyboardEvent("keydown", {
      key: e.key, code: e.code, shiftKey: e.shiftKey, altKey: e.altKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey,
      bubbles: true, cancelable: true,
    });
    if (!frame.contentDocument.dispatchEvent(copy)) e.preventDefault();
  });

  start().then(() => {
    const list = call("games", [], []);
    for (const line of list.text.split("\n")) {
      if (!line) continue;
      const [value, name] = line.split("\t");
      game.add(new Option(name + " (" + value + ")", value));
    }
    game.add(new Option("Another game: type its spec", OTHER));
    gameChanged();
    $("explain-button").disabled = false;
    explain(false);
  }, (err) => {
    alert.textContent = "this browser could not start nimstep's WebAssembly module: " + err.message;
  });
})();
