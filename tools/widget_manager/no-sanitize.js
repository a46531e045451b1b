// Stands in for sanitize-html (and its HTML parser and PostCSS, a third of
// the bundle): @jupyter-widgets/base-manager uses it only in
// ManagerBase.inline_sanitize, for widget descriptions with
// description_allow_html, which no widget of the book sets. index.js
// overrides inline_sanitize to show such a description as text; this is
// never called.
export default function sanitize() {
  throw new Error("sanitize-html is not part of the book's widget manager");
}
