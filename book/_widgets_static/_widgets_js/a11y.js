// Accessible names for the steppers' controls (americana.widgets.stepper).
//
// ipywidgets draws the Play widget's buttons as bare icons and the slider's
// handle without a label, and offers no way to name them from Python. Each
// stepper carries its labels, already in the page's language, as data
// attributes of a hidden <span class="americana-controls">; this script puts
// them on the controls as aria-label and title once the widget manager has
// drawn them, and again when the play button turns into a pause button.
(function () {
  var ICONS = { play: "play", pause: "pause", stop: "stop", retweet: "repeat" };

  function label(el, text) {
    if (text && el.getAttribute("aria-label") !== text) {
      el.setAttribute("aria-label", text);
      el.setAttribute("title", text);
    }
  }

  function name(stepper) {
    var labels = stepper.querySelector(".americana-controls");
    if (!labels) return;
    stepper.querySelectorAll(".widget-play button").forEach(function (button) {
      var icon = button.querySelector("[data-icon]");
      var key = icon && ICONS[icon.getAttribute("data-icon")];
      if (key) label(button, labels.dataset[key]);
    });
    stepper.querySelectorAll(".widget-slider [role=slider]").forEach(function (handle) {
      label(handle, labels.dataset.slider);
    });
  }

  function nameAll() {
    document.querySelectorAll(".americana-stepper").forEach(name);
  }

  var pending = false;
  new MutationObserver(function () {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      nameAll();
    });
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-icon"],
  });
  nameAll();
})();
