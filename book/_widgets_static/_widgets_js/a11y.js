// Accessible names for the steppers' controls (americana.views.notebook.widgets.stepper).
//
// ipywidgets draws the Play widget's buttons as bare icons and the slider's
// handle without a label, and offers no way to name them from Python. Each
// stepper carries its labels, already in the page's language, as data
// attributes of a hidden <span class="americana-controls">; this script puts
// them on the controls as aria-label and title once the widget manager has
// drawn them, and again when the play button turns into a pause button.
//
// A box inside a widget that scrolls sideways (a wide table on a phone) gets
// a tab stop while it overflows, so it can be scrolled from the keyboard
// (axe's scrollable-region-focusable), as the theme does for the page's own
// tables; the tab stop goes when it fits again.
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
      // The icon: the class the Play widget gives its <i> (fa-play,
      // fa-pause ...) when it has one; Font Awesome's "nest" mode takes that
      // class off when it first draws the <i>, leaving the name on its
      // nested <svg> (data-icon), which it does not redraw when the Play
      // widget later sets the class again.
      var icon = button.querySelector("i");
      var svg = button.querySelector("svg[data-icon]");
      var names = icon
        ? Array.prototype.filter
            .call(icon.classList, function (c) {
              return c.indexOf("fa-") === 0;
            })
            .map(function (c) {
              return c.slice(3);
            })
        : [];
      if (!names.length && svg) names = [svg.getAttribute("data-icon")];
      var key = null;
      names.forEach(function (name) {
        if (!key && ICONS[name]) key = ICONS[name];
      });
      if (key) label(button, labels.dataset[key]);
    });
    stepper.querySelectorAll(".widget-slider [role=slider]").forEach(function (handle) {
      label(handle, labels.dataset.slider);
    });
  }

  var SCROLLERS = ".widget-subarea .widget-box, .widget-subarea .widget-html-content table";

  function tabStops() {
    document.querySelectorAll(SCROLLERS).forEach(function (box) {
      var scrolls =
        box.scrollWidth > box.clientWidth + 1 &&
        /auto|scroll/.test(window.getComputedStyle(box).overflowX);
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.dataset.americanaScroll = "";
      } else if (!scrolls && "americanaScroll" in box.dataset) {
        box.removeAttribute("tabindex");
        delete box.dataset.americanaScroll;
      }
    });
  }

  function nameAll() {
    document.querySelectorAll(".americana-stepper").forEach(name);
    tabStops();
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
    attributeFilter: ["class", "data-icon"],
  });
  window.addEventListener("resize", function () {
    window.requestAnimationFrame(tabStops);
  });
  nameAll();
})();
