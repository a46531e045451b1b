"""Rankings and variants named for readers, in the reader's language.

:func:`ranking_label` ("Americana, 32 cards (B1)") and :func:`variant_label`
(a preset's source and its reading of the tie rules, B3, B4), used by the
ranking explorer's pages and the presets table. Text from the ``americana``
catalog, contexts ``"ranking"`` and ``"variant"``.
"""

from __future__ import annotations

from americana.hands.ranking import Ranking
from americana.rules.variants import ShowdownTie, Variant
from americana.text.i18n import translations

__all__ = ["ranking_label", "variant_label"]


def ranking_label(ranking: Ranking, lang: str | None = None) -> str:
    """A ranking's name for readers: "Americana, 32 cards (B1)"...

    Known: ``americana``, ``classic``, ``classic-<n>``, ``rarity-<n>``; any
    other ranking is shown by its identifier.
    """
    t = translations(lang)
    deck = ranking.deck_size
    if ranking.joker is None and ranking.name == "americana":
        return t.pgettext("ranking", "Americana, {deck} cards (B1)").format(deck=deck)
    if ranking.joker is None and ranking.name.startswith("classic"):
        return t.pgettext("ranking", "Classic poker, {deck} cards (D2)").format(
            deck=deck
        )
    if ranking.joker is None and ranking.name.startswith("rarity-"):
        return t.pgettext("ranking", "By rarity, {deck} cards (source 003, D3)").format(
            deck=deck
        )
    return ranking.name


def variant_label(variant: Variant, lang: str | None = None) -> str:
    """A variant's source and tie reading, for readers.

    E.g. "Polish source (000): suit of the kicker, then its rank (B3)".
    The source comes from ``variant.source`` (000, 001, 002; otherwise the
    variant's name), the reading from ``variant.showdown_tie`` (B3, B4).
    """
    t = translations(lang)
    source = {
        "000": t.pgettext("variant", "Polish source (000)"),
        "001": t.pgettext("variant", "Russian source (001)"),
        "002": t.pgettext("variant", "Spanish source (002)"),
    }.get(variant.source, variant.name)
    reading = {
        ShowdownTie.SPLIT: t.pgettext("variant", "kickers, then a split (B4)"),
        ShowdownTie.KICKER_RANK_THEN_SUIT: t.pgettext(
            "variant", "kicker rank, then suit (B3)"
        ),
        ShowdownTie.SUIT_OF_KICKER: t.pgettext(
            "variant", "suit of the kicker, then its rank (B3)"
        ),
    }[variant.showdown_tie]
    return t.pgettext("variant", "{source}: {reading}").format(
        source=source, reading=reading
    )
