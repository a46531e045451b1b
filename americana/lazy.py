"""Names loaded on first use (PEP 562), for the package's two entries.

``americana`` keeps its numpy-backed names lazy and ``americana.views`` every
view, so that importing either needs no numpy, matplotlib or ipywidgets until
a name that needs them is used.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping

__all__ = ["lazy_names"]


def lazy_names(
    module: str, table: Mapping[str, str]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """A module's ``__getattr__`` and ``__dir__`` for the names of ``table``.

    Args:
        module: the module's ``__name__``; it must be in ``sys.modules``.
        table: name -> the module that holds it, imported on the name's first
            use; the value is then kept in the module's namespace.

    Returns:
        ``(__getattr__, __dir__)``: assign both at the module's top level.
        ``__getattr__`` raises :class:`AttributeError` for a name in neither
        the namespace nor ``table``.
    """
    namespace = vars(sys.modules[module])

    def __getattr__(name: str) -> object:
        source = table.get(name)
        if source is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(source), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(table))

    return __getattr__, __dir__
