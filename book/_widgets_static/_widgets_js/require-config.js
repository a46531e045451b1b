// Resolve widget modules next to this file, so the fonts embed-amd.js asks
// for (by its module path) come from the book's own folder.
require.config({ baseUrl: document.currentScript.src.replace(/[^/]*$/, "") });
