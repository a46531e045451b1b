# Pages that write cards as text, for tests/test_ext_cards.py. sphinx.testing
# copies this folder elsewhere, so the test module puts book/_ext on sys.path.
# americana_card_pages keeps its default: the page "exercises" only.
extensions = ["myst_parser", "americana_cards"]
exclude_patterns = ["_build"]
