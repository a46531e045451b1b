"""The book's name for the reader's error sentences (see ``error_text``).

The chapters call ``from americana.text.refusals import refusal_text``; the
sentences of every error code live in :mod:`americana.text.error_text`.
"""

from __future__ import annotations

from americana.text.error_text import REFUSAL_CODES, error_text, refusal_text

__all__ = ["REFUSAL_CODES", "error_text", "refusal_text"]
