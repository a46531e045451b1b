# A page that cites rules and the appendix that defines them, for
# tests/test_ext_rules.py. sphinx.testing copies this folder elsewhere, so the
# test module puts book/_ext on sys.path. As in book/_config.yml: MyST pages,
# catalogs in locale_dirs, one catalog per page.
extensions = ["myst_parser", "americana_rules"]
exclude_patterns = ["_build"]
# Its own source_suffix: Sphinx 7.4 adds the extensions' suffixes to the
# default's one dict, which would carry them into the next test app.
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
locale_dirs = ["locales"]
gettext_compact = False
