"""Build hook: the wheel carries the compiled catalogs.

The catalogs live as ``locales/<lang>/LC_MESSAGES/americana.po`` (edited by hand and
by ``tools/i18n.py``). A built package has no ``locales/`` beside it, so
``build_py`` compiles each one into the build folder as
``americana/locale/<lang>/LC_MESSAGES/americana.mo``, the path
``americana.text.i18n`` reads first. Nothing is written into the source tree: there the
engine keeps reading the ``.po`` files, so an edited translation shows without a
compile step (an editable install, ``pip install -e .``, compiles nothing).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DOMAIN = "americana"


class BuildWithCatalogs(build_py):
    """``build_py`` plus each language's ``americana.po`` compiled to ``.mo``."""

    def run(self) -> None:
        editable = getattr(self, "editable_mode", False)
        if not editable:
            # setuptools never empties build/lib: a module moved or deleted
            # since the last build would ship again.
            shutil.rmtree(Path(self.build_lib) / "americana", ignore_errors=True)
        super().run()
        if not editable:
            self._compile_catalogs()

    def _catalogs(self) -> list[tuple[Path, Path]]:
        target = Path(self.build_lib) / "americana" / "locale"
        return [
            (po, target / po.parent.parent.name / "LC_MESSAGES" / f"{DOMAIN}.mo")
            for po in sorted((ROOT / "locales").glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
        ]

    def _compile_catalogs(self) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        catalogs = self._catalogs()
        if not catalogs:
            raise RuntimeError("no locales/<lang>/LC_MESSAGES/americana.po to compile")
        for po, mo in catalogs:
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parent.parent.name, domain=DOMAIN)
            mo.parent.mkdir(parents=True, exist_ok=True)
            with mo.open("wb") as out:
                write_mo(out, catalog, use_fuzzy=False)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if getattr(self, "editable_mode", False):
            return outputs
        return outputs + [str(mo) for _, mo in self._catalogs()]


setup(cmdclass={"build_py": BuildWithCatalogs})
