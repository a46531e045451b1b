// Loaded after require.js and before embed-amd.js (see nb_ipywidgets_js).
//
// 1. Resolve widget modules next to this file, so the fonts embed-amd.js asks
//    for (by its module path) come from the book's own folder.
require.config({ baseUrl: document.currentScript.src.replace(/[^/]*$/, "") });

// 2. The theme's Font Awesome script swaps <i class="fa ..."> for <svg>; the
//    widgets' Play button then loses the <i> it updates and throws. "nest"
//    puts the <svg> inside the <i> instead. Runs before the deferred script.
window.FontAwesomeConfig = Object.assign(window.FontAwesomeConfig || {}, {
  autoReplaceSvg: "nest",
});
