# Two pages in sphinx-book-theme, one with a sphinx-design dropdown, for
# tests/test_ext_scripts.py. sphinx.testing copies this folder elsewhere, so
# the test module puts book/_ext on sys.path and sets templates_path to the
# book's own book/_templates/ (americana-deferred.html, which every page is
# rendered through, and the book's layout.html).
extensions = ["sphinx_design", "sphinx_book_theme", "americana_scripts"]
exclude_patterns = ["_build"]
# Its own source_suffix: Sphinx 7.4 adds the extensions' suffixes to the
# default's one dict, which would carry them into the next test app.
source_suffix = {".rst": "restructuredtext"}
html_theme = "sphinx_book_theme"
