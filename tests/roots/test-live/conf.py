# Live blocks of each kind, for tests/test_ext_live.py. sphinx.testing copies
# this folder elsewhere, so the test module puts book/_ext on sys.path. The
# book loads americana_live through americana_book; here it stands alone.
extensions = ["myst_parser", "americana_live"]
exclude_patterns = ["_build"]
# Its own source_suffix: Sphinx 7.4 adds the extensions' suffixes to the
# default's one dict, which would carry them into the next test app.
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}


def setup(app):
    # americana_live reads americana_editions, which americana_book registers
    # (the book loads americana_live through it): one edition, so the live
    # files go into the output folder's _pyodide/.
    app.add_config_value("americana_editions", [], "html", types=[list])
