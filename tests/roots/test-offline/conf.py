# One page with the offline extension, for tests/test_ext_offline.py.
# sphinx.testing copies this folder elsewhere, so the test module puts
# book/_ext on sys.path.
extensions = ["americana_offline"]
exclude_patterns = ["_build"]
# Its own source_suffix: Sphinx 7.4 adds the extensions' suffixes to the
# default's one dict, which would carry them into the next test app.
source_suffix = {".rst": "restructuredtext"}
project = "Americana"
html_title = "Americana"
americana_app_name = "Americana: interaktywny podręcznik"
