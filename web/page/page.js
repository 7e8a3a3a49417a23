// nimstep in the browser: the core (WebAssembly, embedded below as base64)
// writes every page and every message; this script only moves text in and
// out of the module and shows what it wrote.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const bytes = Uint8Array.from(atob($("module").textContent.trim()), (c) => c.charCodeAt(0));

  // The most time one answer may take: the core runs in a worker, which is
  // stopped (and started afresh) when it has not answered by then, so the
  // tab never freezes.
  const LIMIT_MS = 1000;

  // The worker's whole program (this function's source, run in a worker
  // made from it): instantiate the module, then answer each call with
  // { id, ok, text }, the text in the core's words.
  function workerMain() {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    let core = null;
    onmessage = async (e) => {
      const m = e.data;
      if (m.bytes) {
        core = (await WebAssembly.instantiate(m.bytes, {})).instance.exports;
        postMessage({ ready: true });
        return;
      }
      try {
        const args = [];
        const held = [];
        for (const text of m.texts) {
          const utf8 = encoder.encode(text);
          const ptr = core.alloc(utf8.length);
          new Uint8Array(core.memory.buffer, ptr, utf8.length).set(utf8);
          held.push([ptr, utf8.length]);
          args.push(ptr, utf8.length);
        }
        const code = core[m.name](...args, ...m.numbers);
        const text = decoder.decode(new Uint8Array(core.memory.buffer, core.output_ptr(), core.output_len()));
        for (const [ptr, len] of held) core.dealloc(ptr, len);
        postMessage({ id: m.id, ok: code === 0, text });
      } catch (trap) {
        postMessage({ id: m.id, ok: false, trapped: true, text: "nimstep stopped on this input (" + trap.message + "); the page has restarted it" });
      }
    };
  }
  const workerUrl = URL.createObjectURL(new Blob(["(" + workerMain + ")()"], { type: "text/javascript" }));

  let worker = null;
  let ready = null;
  let waiting = null;
  let queue = Promise.resolve();
  let calls = 0;

  // Starts a worker with the module (again after a trap or a stop).
  function start() {
    worker = new Worker(workerUrl);
    ready = new Promise((resolve, reject) => {
      worker.onmessage = (e) => {
        if (e.data.ready) resolve();
        else if (waiting && e.data.id === waiting.id) waiting.done(e.data);
      };
      worker.onerror = (e) => reject(new Error(e.message));
    });
    worker.postMessage({ bytes });
    return ready;
  }

  // Calls the export `name` with `texts` as (pointer, length) pairs, then
  // `numbers`; resolves to { ok, text } in the core's words, one call at
  // a time, each within LIMIT_MS.
  function call(name, texts, numbers) {
    const run = () => ready.then(() => new Promise((resolve) => {
      const id = ++calls;
      const timer = setTimeout(() => {
        worker.terminate();
        start();
        waiting = null;
        resolve({ ok: false, text: "nimstep stopped after " + LIMIT_MS / 1000 + " second without an answer: this is more work than the page does; the command line nimstep works it out" });
      }, LIMIT_MS);
      waiting = {
        id,
        done: (answer) => {
          clearTimeout(timer);
          waiting = null;
          if (answer.trapped) { worker.terminate(); start(); }
          resolve(answer);
        },
      };
      worker.postMessage({ id, name, texts, numbers });
    }));
    const root = document.documentElement.dataset;
    root.busy = String(Number(root.busy || 0) + 1);
    queue = queue.then(run, run).then((answer) => {
      root.busy = String(Number(root.busy) - 1);
      return answer;
    });
    return queue;
  }

  // ---- Views -------------------------------------------------------------
  const views = document.querySelectorAll(".view");
  const tabs = document.querySelectorAll("[data-view]");
  function showView(name) {
    views.forEach((v) => { v.hidden = v.id !== name; });
    tabs.forEach((t) => t.setAttribute("aria-pressed", String(t.dataset.view === name)));
  }
  tabs.forEach((t) => t.addEventListener("click", () => showView(t.dataset.view)));

  // When the last request began, for the time to a shown page (kept in
  // data-ms on <html>: what benches/README.md reports).
  let started = 0;

  // Shows a page the core wrote in a Play or Quiz frame; the frame counts its pages (data-page, and
  // data-shown once loaded) for tests to wait on.
  function showIn(frameEl, page) {
    frameEl.dataset.page = String(Number(frameEl.dataset.page || 0) + 1);
    frameEl.srcdoc = page.replace("<head>", '<head><base href="about:srcdoc">');
  }
  for (const id of ["play-transcript", "quiz-transcript"]) {
    const frameEl = $(id);
    frameEl.addEventListener("load", () => {
      const win = frameEl.contentWindow;
      // On screen the view's own controls say what it is: the page's title
      // is kept for paper.
      const style = win.document.createElement("style");
      style.textContent = "@media screen { article.doc > h1 { display: none; } main { padding-top: .4rem; } }";
      win.document.head.appendChild(style);
      // Scrolled to the last line typed, so the latest answer reads from
      // its start (a turn's section opens with that line, dimmed).
      const turns = win.document.querySelectorAll("section.step > p.kicker + p > span.m-dim:first-child");
      if (turns.length) turns[turns.length - 1].closest("section").scrollIntoView();
      document.documentElement.dataset.ms = (performance.now() - started).toFixed(1);
      frameEl.dataset.shown = frameEl.dataset.page;
    });
  }

  // Says `text` (the core's words) in the alert `alertEl`, marking `field`
  // as the one at fault; an empty text clears both.
  function warn(alertEl, field, text) {
    alertEl.textContent = text;
    if (text) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
  }

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
    // Pages are numbered (data-pages on <html>); data-shown is the number
    // of the page the frame has loaded, for tests to wait on.
    const root = document.documentElement.dataset;
    root.pages = String(Number(root.pages || 0) + 1);
    frame.dataset.page = root.pages;
    $("back").hidden = kind !== "check";
    // The deck keeps its step in its address (#step-3); a base of
    // about:srcdoc keeps that address the frame's own, not this page's.
    frame.srcdoc = page.replace("<head>", '<head><base href="about:srcdoc">');
  }

  async function explain(focusSlides) {
    started = performance.now();
    const rules = misere.checked ? 1 : 0;
    const asked = { heaps: position.value, game: chosenGame(), rules };
    const answer = await call("explain", [asked.heaps, asked.game], [rules]);
    answered();
    if (!answer.ok) {
      alert.textContent = answer.text;
      position.setAttribute("aria-invalid", String(/^(heap|no heaps|more than)/.test(answer.text)));
      return;
    }
    shown = asked;
    show(answer.text, "walkthrough", focusSlides);
  }

  // The check of taking `take` stones from heap `heap` (from 1).
  async function takeFrom(heap, take) {
    started = performance.now();
    const answer = await call("check", [shown.heaps], [heap, take, shown.rules]);
    answered();
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
    // On a phone the picture is drawn as large as the width allows (a
    // stone up to 36 pixels across, nearer a fingertip), but never wider
    // than the frame: a picture cut off behind a sideways scroll hides
    // the stones a student is to count.
    style.textContent += " @media (max-width: 600px) {" +
      " html figure.heaps svg, html.slides figure.heaps svg { width: calc(var(--w) * 1.8px); max-width: 100%; } }";
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
    root.shown = frame.dataset.page;
  });
  $("back").addEventListener("click", () => {
    position.value = shown.heaps;
    explain(true);
  });

  form.addEventListener("submit", (e) => { e.preventDefault(); explain(true); });
  game.addEventListener("change", () => { gameChanged(); if (game.value !== OTHER) explain(false); });
  misere.addEventListener("change", () => explain(false));
  // Print prints the frame of the view: the core's page, whose own print
  // style sheet makes it a handout (every step, no controls); Ctrl+P
  // (⌘P) does the same from anywhere on the page.
  function printView() {
    const view = [...views].find((v) => !v.hidden);
    const id = view.querySelector("button.print").dataset.frame;
    $(id).contentWindow.print();
  }
  // Printed as a whole (the browser's own print, not Print), the page
  // prints the view's frame at the height of the frame's printed page: a
  // frame keeps its height on screen otherwise, and cuts the rest off.
  const printing = window.matchMedia("print");
  function framesForPrint() {
    for (const f of document.querySelectorAll("iframe")) {
      f.style.height = "";
      if (!printing.matches || !f.contentDocument || f.closest("[hidden]")) continue;
      // The frame's page may lay out anew at its new height (units of the
      // window's height): measured again until it holds.
      const root = f.contentDocument.documentElement;
      for (let i = 0; i < 4 && root.scrollHeight > root.clientHeight; i++) {
        f.style.height = root.scrollHeight + "px";
      }
    }
  }
  // A table in a frame wider than its box says so under it, with the
  // cue the core's page carries under every table ("scroll → for more
  // columns"), shown by the rule its slide script uses: the frames run no
  // scripts, so the page shows it for them.
  function tableCues(f) {
    if (!f.contentDocument) return;
    f.contentDocument.querySelectorAll(".scroll-cue").forEach((cue) => {
      const box = cue.previousElementSibling;
      cue.hidden = box.scrollWidth <= box.clientWidth + 1;
    });
  }
  const scriptless = document.querySelectorAll("iframe[sandbox]");
  scriptless.forEach((f) => f.addEventListener("load", () => tableCues(f)));
  window.addEventListener("resize", () => scriptless.forEach(tableCues));
  printing.addEventListener("change", framesForPrint);
  window.addEventListener("beforeprint", framesForPrint);
  window.addEventListener("afterprint", framesForPrint);
  document.querySelectorAll("button.print").forEach((b) => b.addEventListener("click", printView));
  document.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "p") { e.preventDefault(); printView(); }
  });

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

  // The lines typed so far as the core reads them: each ended by a newline.
  function typed(lines) {
    return lines.map((line) => line + "\n").join("");
  }

  // A view that runs one of the core's sessions (the export `name`: play
  // or quiz). Its state is what started the session and the lines typed
  // so far, and each call replays them in the core, so a restarted module
  // loses nothing. `args` gives a state's texts and numbers before and
  // after the lines; `show` shows an answer. A line the session refuses
  // is answered in `alertEl` and the session stays as it was.
  function sessionView(name, field, alertEl, args, show) {
    const state = { lines: [] };
    async function ask(asked) {
      started = performance.now();
      const [texts, numbers] = args(asked);
      const answer = await call(name, texts.concat([typed(asked.lines)]), numbers);
      answered();
      return answer;
    }
    return {
      state,
      // Starts afresh from `asked`; a refusal marks `setupField`.
      async start(asked, setupField) {
        asked.lines = [];
        const answer = await ask(asked);
        warn(alertEl, setupField, answer.ok ? "" : answer.text);
        if (!answer.ok) return;
        Object.assign(state, asked);
        show(answer.text);
      },
      async line(line) {
        const asked = Object.assign({}, state, { lines: state.lines.concat([line.trim()]) });
        const answer = await ask(asked);
        warn(alertEl, field, answer.ok ? "" : answer.text);
        if (!answer.ok) return;
        state.lines = asked.lines;
        field.value = "";
        show(answer.text);
      },
    };
  }

  // ---- Play --------------------------------------------------------------
  const board = $("board");
  const move = $("move");
  // The most stones drawn in one heap, as in the core's pictures.
  const MAX_STONES = 40;
  // The most heaps drawn as rows, as in the core's pictures: with more the
  // board is left out (moves are typed), so that a position of thousands
  // of heaps does not push the move box thousands of rows down.
  const MAX_ROWS = 12;
  const playing = sessionView("play", move, $("play-alert"),
    (a) => [[a.heaps], [a.misere ? 1 : 0, a.first ? 1 : 0]], showGame);
  const newGame = () => playing.start(
    { heaps: $("play-heaps").value, misere: $("play-misere").checked, first: $("play-first").checked },
    $("play-heaps"));
  const playLine = (line) => playing.line(line);

  // The answer: the heaps now, "over" or "playing", then the page.
  function showGame(text) {
    const [heaps, state] = text.split("\n", 2);
    const page = text.slice(heaps.length + state.length + 2);
    const over = state === "over";
    drawBoard(heaps.split(" "), over);
    for (const id of ["move", "move-button", "hint", "undo"]) $(id).disabled = over;
    showIn($("play-transcript"), page);
    (over ? $("new-game") : move).focus();
  }

  // The heaps as rows of stone buttons: a stone takes itself and the ones
  // after it (the style sheet lights them together).
  function drawBoard(heaps, over) {
    board.replaceChildren();
    board.dataset.heaps = heaps.join(" ");
    if (heaps.length > MAX_ROWS) return;
    heaps.forEach((size, i) => {
      const row = document.createElement("div");
      row.className = "heap";
      const label = document.createElement("span");
      label.className = "heap-label";
      label.textContent = "#" + (i + 1) + " · " + size;
      const stones = document.createElement("span");
      stones.className = "stones";
      const n = Number(size);
      if (n <= MAX_STONES) {
        for (let k = 0; k < n; k++) {
          const stone = document.createElement("button");
          stone.type = "button";
          stone.className = "stone";
          stone.disabled = over;
          stone.setAttribute("aria-label", "take " + (n - k) + " from heap " + (i + 1));
          stone.addEventListener("click", () => playLine((i + 1) + " " + (n - k)));
          stones.append(stone);
        }
      }
      row.append(label, stones);
      board.append(row);
    });
  }

  $("play-setup").addEventListener("submit", (e) => { e.preventDefault(); newGame(); });
  $("play-form").addEventListener("submit", (e) => { e.preventDefault(); playLine(move.value); });
  $("hint").addEventListener("click", () => playLine("hint"));
  $("undo").addEventListener("click", () => playLine("undo"));
  $("deal").addEventListener("click", async () => {
    const answer = await call("deal", [], [randomSeed()]);
    $("play-heaps").value = answer.text;
    newGame();
  });

  function randomSeed() {
    return crypto.getRandomValues(new Uint32Array(1))[0];
  }

  // ---- Quiz --------------------------------------------------------------
  const answerField = $("answer");
  const quiz = sessionView("quiz", answerField, $("quiz-alert"),
    (a) => [[a.skill], [a.misere ? 1 : 0, a.seed]], showQuiz);
  const newQuiz = () => quiz.start(
    { skill: $("skill").value, misere: $("quiz-misere").checked, seed: randomSeed() }, $("skill"));

  // The answer: the position asked about, the question (or "over"), the
  // score, then the page.
  function showQuiz(text) {
    const [heaps, prompt, score] = text.split("\n", 3);
    const page = text.slice(heaps.length + prompt.length + score.length + 3);
    const over = prompt === "over";
    const asked = $("asked");
    asked.dataset.heaps = heaps;
    asked.replaceChildren();
    if (!over) {
      const strong = document.createElement("strong");
      strong.textContent = heaps;
      asked.append(strong, " — " + prompt);
    }
    $("score").textContent = score;
    $("quiz").dataset.seed = String(quiz.state.seed);
    answerField.disabled = $("answer-button").disabled = over;
    showIn($("quiz-transcript"), page);
    (over ? $("new-quiz") : answerField).focus();
  }

  $("quiz-setup").addEventListener("submit", (e) => { e.preventDefault(); newQuiz(); });
  $("quiz-form").addEventListener("submit", (e) => { e.preventDefault(); quiz.line(answerField.value); });

  // ---- Lessons -----------------------------------------------------------
  // The course as the command line made it when the page was built: each
  // lesson's document and its blocks' words. A block's heaps typed in its
  // field are sent with the lesson to the core, which computes that block
  // again; the others stay as they were.
  const course = JSON.parse($("course").textContent);
  const chooser = $("lesson");
  const lessonFrame = $("lesson-page");
  const lessonAlert = $("lessons-alert");
  const GLOSSARY = "glossary";
  // What was typed in each lesson's blocks: edits[lesson] is a list of
  // [block, values], one a block, the latest last; and the block edited
  // last, whose field is brought back into view once the page is shown.
  const edits = course.map(() => []);
  let lessonFields = [];
  let edited = null;

  course.forEach((lesson, i) => chooser.add(new Option("Lesson " + lesson.number + ": " + lesson.title, String(i))));
  chooser.add(new Option("Glossary: the words of the course", GLOSSARY));
  // A menu cannot wrap its text: on a phone an option too long for the
  // menu's box (at most the window less 2rem, less its padding, border and
  // arrow: 72 px) is cut at a word and ends in "…", so what shows is whole
  // words; the lesson's page below gives its full title.
  const measure = document.createElement("canvas").getContext("2d");
  function fitOptions() {
    const css = getComputedStyle(chooser);
    measure.font = css.fontWeight + " " + css.fontSize + " " + css.fontFamily;
    const room = window.innerWidth - 72;
    for (const option of chooser.options) {
      const full = option.dataset.full || (option.dataset.full = option.text);
      let words = full.split(" ");
      let text = full;
      while (words.length > 2 && measure.measureText(text).width > room) {
        words = words.slice(0, -1);
        text = words.join(" ").replace(/[,:]$/, "") + "…";
      }
      option.text = text;
    }
  }
  fitOptions();
  window.addEventListener("resize", fitOptions);

  // Shows the lesson chosen, with its blocks' heaps as typed so far, or
  // the glossary; with `extra`, one more edit, kept only if the core
  // computes it.
  async function showLesson(extra) {
    started = performance.now();
    if (chooser.value === GLOSSARY) {
      const answer = await call("glossary", [], []);
      answered();
      lessonFields = [];
      warn(lessonAlert, chooser, "");
      showIn(lessonFrame, answer.text);
      return;
    }
    const index = Number(chooser.value);
    // One edit a block: the heaps typed last replace the ones before.
    const asked = extra ? edits[index].filter(([block]) => block !== extra[0]).concat([extra]) : edits[index];
    const answer = await call("lesson", [JSON.stringify(course[index]), JSON.stringify(asked)], []);
    answered();
    if (!answer.ok) {
      lessonAlert.textContent = answer.text;
      if (extra) {
        for (const field of lessonFrame.contentDocument.querySelectorAll('input[data-block="' + extra[0] + '"]')) {
          field.setAttribute("aria-invalid", "true");
        }
      }
      return;
    }
    lessonAlert.textContent = "";
    edits[index] = asked;
    edited = extra ? extra[0] : null;
    const head = answer.text.slice(0, answer.text.indexOf("\n"));
    lessonFields = JSON.parse(head);
    showIn(lessonFrame, answer.text.slice(head.length + 1));
  }

  // Gives each block that can be changed its fields (its heaps; a
  // grundy block's game and reach; a table's largest heap), after the
  // title of its first worked example: the core says which example that
  // is, and the page shows each example's title once, as p.doc-title.
  // Enter in any of them computes the block again.
  lessonFrame.addEventListener("load", () => {
    const doc = lessonFrame.contentDocument;
    const style = doc.createElement("style");
    style.textContent = "form.try { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem .6rem; margin: 0 0 .9rem; }" +
      " form.try label { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .5rem; flex: 1 1 14rem; font-weight: 600; font-size: .9rem; color: var(--muted); }" +
      " form.try input { font: inherit; font-size: 1rem; flex: 1 1 8rem; min-width: 0; max-width: 24rem; padding: .25rem .5rem;" +
      " color: var(--fg); background: var(--bg); border: 1px solid var(--muted); border-radius: .35rem; }" +
      " form.try input[aria-invalid=true] { border-color: var(--lose); outline: 2px solid var(--lose); }" +
      " @media print { form.try { display: none !important; } }";
    doc.head.appendChild(style);
    const titles = doc.querySelectorAll("p.doc-title");
    lessonFields.forEach((block, k) => {
      const title = block.example === null ? null : titles[block.example];
      if (!title || !block.inputs.length) return;
      const form = doc.createElement("form");
      form.className = "try";
      const inputs = block.inputs.map((asked, n) => {
        const label = doc.createElement("label");
        const input = doc.createElement("input");
        input.value = asked.value;
        input.dataset.block = String(k);
        input.dataset.input = String(n);
        input.spellcheck = false;
        input.setAttribute("autocapitalize", "off");
        label.append(asked.label, input);
        form.append(label);
        return input;
      });
      for (const input of inputs) {
        input.addEventListener("keydown", (e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          showLesson([k, inputs.map((i) => i.value)]);
        });
      }
      title.after(form);
      if (k === edited) {
        form.closest("section").scrollIntoView();
        inputs[0].focus();
      }
    });
    document.documentElement.dataset.ms = (performance.now() - started).toFixed(1);
    lessonFrame.dataset.shown = lessonFrame.dataset.page;
  });

  chooser.addEventListener("change", () => { edited = null; showLesson(null); });
  $("glossary").addEventListener("click", () => { chooser.value = GLOSSARY; showLesson(null); });

  // ---- Worksheet ---------------------------------------------------------
  // A sheet dealt from a seed, as nimstep worksheet deals it: the student's
  // sheet, or its answer key on its own, each the core's page, so Print
  // prints one without the other.
  const seedField = $("seed");
  const sheetAlert = $("worksheet-alert");
  let showKey = false;

  async function makeSheet() {
    started = performance.now();
    const level = $("level").value;
    const misere = $("worksheet-misere").checked;
    const answer = await call("worksheet", [level, seedField.value], [misere ? 1 : 0, showKey ? 1 : 0]);
    answered();
    warn(sheetAlert, seedField, answer.ok ? "" : answer.text);
    if (!answer.ok) return;
    // The command line that prints the same sheet (and, with --answers,
    // its key).
    $("reprint").textContent = "nimstep worksheet --seed " + seedField.value.trim() + " --level " + level +
      (misere ? " --misere" : "") + (showKey ? " --answers" : "");
    showIn($("worksheet-page"), answer.text);
  }
  function showing(key) {
    showKey = key;
    $("show-sheet").setAttribute("aria-pressed", String(!key));
    $("show-key").setAttribute("aria-pressed", String(key));
    makeSheet();
  }
  $("worksheet-page").addEventListener("load", () => {
    document.documentElement.dataset.ms = (performance.now() - started).toFixed(1);
    $("worksheet-page").dataset.shown = $("worksheet-page").dataset.page;
  });
  $("worksheet-form").addEventListener("submit", (e) => { e.preventDefault(); makeSheet(); });
  $("new-sheet").addEventListener("click", () => { seedField.value = String(randomSeed()); makeSheet(); });
  $("level").addEventListener("change", makeSheet);
  $("worksheet-misere").addEventListener("change", makeSheet);
  $("show-sheet").addEventListener("click", () => showing(false));
  $("show-key").addEventListener("click", () => showing(true));

  // Counts the answers (data-answered on <html>), for tests to wait on.
  function answered() {
    const root = document.documentElement.dataset;
    root.answered = String(Number(root.answered || 0) + 1);
  }

  start().then(async () => {
    const list = await call("games", [], []);
    for (const line of list.text.split("\n")) {
      if (!line) continue;
      const [value, name] = line.split("\t");
      // The name, then the spec the command line's --game takes.
      game.add(new Option(name.toLowerCase() === value ? name : name + " · " + value, value));
    }
    game.add(new Option("Another game: type its spec", OTHER));
    gameChanged();
    for (const id of ["explain-button", "new-game", "deal", "new-quiz", "make-sheet", "new-sheet"]) $(id).disabled = false;
    seedField.value = String(randomSeed());
    await explain(false);
    newGame();
    newQuiz();
    showLesson(null);
    makeSheet();
  }, (err) => {
    alert.textContent = "this browser could not start nimstep's WebAssembly module: " + err.message;
  });
})();
