# A page that states presets' settings with the {preset} role and quotes a
# rule of the appendix with {rule-quote}, for tests/test_ext_presets.py. As in
# book/_config.yml: MyST pages, catalogs in locale_dirs, one per page.
extensions = ["myst_parser", "americana_rules", "americana_presets"]
exclude_patterns = ["_build"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
locale_dirs = ["locales"]
gettext_compact = False
