# Pages that write cards as text, for tests/test_ext_cards.py. sphinx.testing
# copies this folder elsewhere, so the test module puts book/_ext on sys.path.
# americana_card_pages keeps its default: the page "exercises" only.
extensions = ["myst_parser", "americana_cards"]
exclude_patterns = ["_build"]
# Its own source_suffix: Sphinx 7.4 adds the extensions' suffixes to the
# default's one dict, which would carry them into the next test app.
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
