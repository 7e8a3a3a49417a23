(function () {
  "use strict";
  var doc = document;
  var steps = Array.prototype.slice.call(doc.querySelectorAll("section.step"));
  if (steps.length < 2) return;
  doc.documentElement.classList.add("slides");
  var controls = doc.querySelector(".controls");
  var bar = doc.getElementById("bar");
  var count = doc.getElementById("count");
  controls.hidden = false;
  var current = -1;
  function fromHash() {
    var m = /^#step-(\d+)$/.exec(location.hash);
    return m ? Number(m[1]) - 1 : 0;
  }
  function show(n) {
    n = Math.max(0, Math.min(steps.length - 1, n));
    if (n === current) return;
    if (current >= 0) steps[current].classList.remove("current");
    current = n;
    steps[n].classList.add("current");
    doc.documentElement.classList.toggle("at-start", n === 0);
    bar.style.width = ((n + 1) / steps.length) * 100 + "%";
    count.textContent = n + 1 + " / " + steps.length;
    var hash = "#step-" + (n + 1);
    if (location.hash !== hash) {
      try { history.replaceState(null, "", hash); } catch (e) { location.replace(hash); }
    }
    window.scrollTo(0, 0);
  }
  function fullScreen() {
    if (doc.fullscreenElement) { doc.exitFullscreen(); }
    else if (doc.documentElement.requestFullscreen) { doc.documentElement.requestFullscreen(); }
  }
  doc.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var k = e.key;
    if (k === "ArrowRight" || k === "PageDown" || (k === " " && !e.shiftKey)) show(current + 1);
    else if (k === "ArrowLeft" || k === "PageUp" || (k === " " && e.shiftKey)) show(current - 1);
    else if (k === "Home") show(0);
    else if (k === "End") show(steps.length - 1);
    else if (k === "f" || k === "F") fullScreen();
    else return;
    e.preventDefault();
  });
  doc.getElementById("prev").addEventListener("click", function () { show(current - 1); });
  doc.getElementById("next").addEventListener("click", function () { show(current + 1); });
  doc.getElementById("full").addEventListener("click", fullScreen);
  window.addEventListener("hashchange", function () { show(fromHash()); });
  show(fromHash());
})();
