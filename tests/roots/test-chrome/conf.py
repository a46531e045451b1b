# One page in sphinx-book-theme, for tests/test_ext_chrome.py. sphinx.testing
# copies this folder elsewhere, so the test module puts book/_ext on
# sys.path. locales/es/LC_MESSAGES/booktheme.po corrects one of the theme's
# Spanish messages, as the book's locales/es/LC_MESSAGES/booktheme.po does.
extensions = ["sphinx_book_theme", "americana_chrome"]
exclude_patterns = ["_build"]
# Its own source_suffix: Sphinx 7.4 adds the extensions' suffixes to the
# default's one dict, which would carry them into the next test app.
source_suffix = {".rst": "restructuredtext"}
html_theme = "sphinx_book_theme"
html_theme_options = {"use_download_button": True}
locale_dirs = ["locales"]
gettext_compact = False
