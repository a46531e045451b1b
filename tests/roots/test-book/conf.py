# A notebook page with a code cell and a figure, for tests/test_ext_book.py.
# sphinx.testing copies this folder elsewhere, so the test module puts
# book/_ext on sys.path. As in book/_config.yml and tools/build_book.py:
# myst_nb, the code prompts (set per language by the build), the editions.
# Nothing is executed: the cells' inputs are what americana_book folds.
extensions = ["myst_nb", "americana_book"]
exclude_patterns = ["_build"]
# Its own source_suffix: Sphinx 7.4 adds the extensions' suffixes to the
# default's one dict, which would carry them into the next test app.
source_suffix = {".rst": "restructuredtext", ".md": "myst-nb", ".ipynb": "myst-nb"}
templates_path = ["_templates"]
nb_execution_mode = "off"
nb_code_prompt_show = "Show code"
nb_code_prompt_hide = "Hide code"
