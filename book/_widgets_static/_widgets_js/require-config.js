// Loaded after require.js and before embed-amd.js (see nb_ipywidgets_js; all
// three are deferred and run in that order once the page is parsed).
//
// Resolve widget modules next to this file, so the fonts embed-amd.js asks
// for (by its module path) come from the book's own folder.
//
// (Font Awesome's "nest" mode, which keeps the <i> of the widgets' Play
// button, is set by an inline line in <head> on widget pages, before the
// theme's deferred Font Awesome script runs: book/_ext/americana_scripts.py.)
require.config({ baseUrl: document.currentScript.src.replace(/[^/]*$/, "") });
