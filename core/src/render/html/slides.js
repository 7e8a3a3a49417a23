(function () {
  "use strict";
  // The slides of a page: each section.step is one part of a step (a step
  // too tall for one slide has data-part and data-parts), so the counter
  // counts steps, as the terminal presenter does. The keys are the
  // terminal's (see the #keys list, written from the same table).
  var doc = document;
  var root = doc.documentElement;
  // A document for paper only (a worksheet's key) is no slide.
  var slides = Array.prototype.slice.call(doc.querySelectorAll("article.doc:not(.paper) section.step"));
  if (slides.length < 2) return;
  root.classList.add("slides");
  var controls = doc.querySelector(".controls");
  var bar = doc.getElementById("bar");
  var count = doc.getElementById("count");
  var keys = doc.getElementById("keys");
  var blank = doc.getElementById("blank");
  var more = doc.getElementById("more");
  var area = doc.querySelector("main");
  controls.hidden = false;
  var stepOf = [], partOf = [], partsOf = [], firstOf = [];
  slides.forEach(function (s, i) {
    var part = Number(s.getAttribute("data-part") || 1);
    if (part === 1) firstOf.push(i);
    stepOf.push(firstOf.length);
    partOf.push(part);
    partsOf.push(Number(s.getAttribute("data-parts") || 1));
  });
  var steps = firstOf.length;
  var current = -1;
  var typed = "";
  var missing = null;
  function fromHash() {
    var m = /^#step-(\d+)(?:-(\d+))?$/.exec(location.hash);
    if (!m) return 0;
    var step = Math.max(1, Math.min(steps, Number(m[1])));
    // A part past the step's last (a link made at another size) opens
    // the step's last part, never the next step.
    var first = firstOf[step - 1];
    return first + Math.max(0, Math.min(partsOf[first], Number(m[2] || 1)) - 1);
  }
  function overflows() {
    return area.scrollHeight > area.clientHeight + 1 || area.scrollWidth > area.clientWidth + 1;
  }
  // The cue under a part that goes on below the slide area, hidden once
  // the part is scrolled to its end.
  function cue() {
    more.hidden = area.scrollTop + area.clientHeight >= area.scrollHeight - 1;
  }
  // Scrolls the slide area by `pages` of its height (less a line, kept
  // in sight for the eye to follow).
  function scroll(pages) {
    var line = parseFloat(getComputedStyle(area).fontSize) * 1.55;
    area.scrollBy({ top: pages * Math.max(line, area.clientHeight - 2 * line) });
  }
  // A slide the renderer's estimate let grow too tall is set smaller, by at
  // most a fifth (never below 16px); a phone held upright scrolls inside
  // the slide area instead, with the cue.
  function fit(slide) {
    slide.style.fontSize = "";
    // A table wider than its box says so under it.
    slide.querySelectorAll(".scroll-cue").forEach(function (cue) {
      var box = cue.previousElementSibling;
      cue.hidden = box.scrollWidth <= box.clientWidth + 1;
    });
    if (window.innerWidth >= window.innerHeight) {
      for (var scale = 0.95; scale > 0.79 && overflows(); scale -= 0.05) {
        slide.style.fontSize = scale + "em";
      }
    }
    cue();
  }
  // The counter: where the deck stands, the step number being typed, or
  // a step number entered that has no step, as the terminal's status line
  // says them.
  function say() {
    count.textContent = "step " + stepOf[current] + " of " + steps +
      (partsOf[current] > 1 ? " · part " + partOf[current] + "/" + partsOf[current] : "") +
      (typed ? " · go to step " + typed + "_" : "") +
      (missing !== null ? " · no step " + missing : "");
  }
  function show(n) {
    n = Math.max(0, Math.min(slides.length - 1, n));
    typed = "";
    missing = null;
    if (current >= 0) slides[current].classList.remove("current");
    current = n;
    slides[n].classList.add("current");
    bar.style.width = (stepOf[n] / steps) * 100 + "%";
    say();
    var hash = "#step-" + stepOf[n] + (partOf[n] > 1 ? "-" + partOf[n] : "");
    if (location.hash !== hash) {
      try { history.replaceState(null, "", hash); } catch (e) { location.replace(hash); }
    }
    area.scrollTop = 0;
    fit(slides[n]);
  }
  function fullScreen() {
    if (doc.fullscreenElement) { doc.exitFullscreen(); }
    else if (root.requestFullscreen) { root.requestFullscreen(); }
  }
  doc.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var k = e.key;
    // A blank screen or the keys: any key only brings the slide back.
    if (!blank.hidden || !keys.hidden) {
      blank.hidden = true;
      keys.hidden = true;
      e.preventDefault();
      return;
    }
    // Enter or Space on a folded answer's summary opens it, as a click does.
    if ((k === "Enter" || k === " ") && e.target.closest && e.target.closest("summary")) return;
    missing = null;
    if (!/^[0-9]$/.test(k) && k !== "Enter" && k !== "Backspace") typed = "";
    if (/^[0-9]$/.test(k)) { if (typed.length < 4) typed += k; }
    else if (k === "Enter" && typed) {
      var step = Number(typed);
      typed = "";
      if (step >= 1 && step <= steps) show(firstOf[step - 1]);
      else missing = step;
    }
    else if (k === "Backspace" && typed) typed = typed.slice(0, -1);
    else if (k === "ArrowRight" || k === "PageDown" || k === "Enter" || (k === " " && !e.shiftKey)) show(current + 1);
    else if (k === "ArrowLeft" || k === "PageUp" || k === "Backspace" || (k === " " && e.shiftKey)) show(current - 1);
    else if (k === "ArrowDown") scroll(1);
    else if (k === "ArrowUp") scroll(-1);
    else if (k === "Home") show(0);
    else if (k === "End") show(slides.length - 1);
    else if (k === "b" || k === "B" || k === ".") blank.hidden = false;
    else if (k === "?") keys.hidden = false;
    else if (k === "f" || k === "F") fullScreen();
    else { say(); return; }
    say();
    e.preventDefault();
  });
  doc.getElementById("prev").addEventListener("click", function () { show(current - 1); });
  doc.getElementById("next").addEventListener("click", function () { show(current + 1); });
  doc.getElementById("full").addEventListener("click", fullScreen);
  doc.getElementById("help").addEventListener("click", function () { keys.hidden = false; });
  more.addEventListener("click", function () { scroll(1); });
  area.addEventListener("scroll", cue);
  keys.addEventListener("click", function () { keys.hidden = true; });
  blank.addEventListener("click", function () { blank.hidden = true; });
  window.addEventListener("hashchange", function () { show(fromHash()); });
  window.addEventListener("resize", function () { fit(slides[current]); });
  show(fromHash());
})();
