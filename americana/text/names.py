"""Display names of suits, ranks, cards and categories in the reader's language.

Enum values are identifiers; the text a reader sees comes from here, through
the ``americana`` catalog (see :mod:`americana.text.i18n`). Every function takes an
optional ``lang`` (``"en"``, ``"pl"``, ``"ru"``, ``"es"``).
"""

from __future__ import annotations

from html import escape

from americana.cards import Card, Suit
from americana.hands.ranking import Category
from americana.text.i18n import translations

__all__ = ["card_html", "card_name", "category_name", "rank_name", "suit_name"]


def suit_name(suit: Suit, lang: str | None = None) -> str:
    """The suit's name, capitalised: "Hearts", "Kier", "Червы", "Corazones"."""
    t = translations(lang)
    return {
        Suit.CLUBS: t.pgettext("suit", "Clubs"),
        Suit.DIAMONDS: t.pgettext("suit", "Diamonds"),
        Suit.HEARTS: t.pgettext("suit", "Hearts"),
        Suit.SPADES: t.pgettext("suit", "Spades"),
    }[suit]


def rank_name(rank: int, lang: str | None = None) -> str:
    """The rank's name in lower case: "ace", "as", "туз", "as"; 2..14."""
    t = translations(lang)
    names = {
        2: t.pgettext("rank", "two"),
        3: t.pgettext("rank", "three"),
        4: t.pgettext("rank", "four"),
        5: t.pgettext("rank", "five"),
        6: t.pgettext("rank", "six"),
        7: t.pgettext("rank", "seven"),
        8: t.pgettext("rank", "eight"),
        9: t.pgettext("rank", "nine"),
        10: t.pgettext("rank", "ten"),
        11: t.pgettext("rank", "jack"),
        12: t.pgettext("rank", "queen"),
        13: t.pgettext("rank", "king"),
        14: t.pgettext("rank", "ace"),
    }
    return names[rank]


def card_name(card: Card, lang: str | None = None) -> str:
    """The card's name: "ten of hearts", "dziesiątka kier", "десятка червей".

    The joker (rule E8) is "joker".
    """
    t = translations(lang)
    if card.is_joker:
        return t.pgettext("card name", "joker")
    suit_in_card = {
        Suit.CLUBS: t.pgettext("suit in a card name", "clubs"),
        Suit.DIAMONDS: t.pgettext("suit in a card name", "diamonds"),
        Suit.HEARTS: t.pgettext("suit in a card name", "hearts"),
        Suit.SPADES: t.pgettext("suit in a card name", "spades"),
    }[card.suit]
    return t.pgettext("card name", "{rank} of {suit}").format(
        rank=rank_name(card.rank, lang), suit=suit_in_card
    )


def category_name(category: Category, lang: str | None = None) -> str:
    """The category's name, capitalised: "Flush", "Kolor", "Флеш", "Color".

    Five of a kind exists only with a joker (rule E8).
    """
    t = translations(lang)
    return {
        Category.FIVE_OF_A_KIND: t.pgettext("category", "Five of a kind"),
        Category.STRAIGHT_FLUSH: t.pgettext("category", "Straight flush"),
        Category.FOUR_OF_A_KIND: t.pgettext("category", "Four of a kind"),
        Category.FLUSH: t.pgettext("category", "Flush"),
        Category.FULL_HOUSE: t.pgettext("category", "Full house"),
        Category.STRAIGHT: t.pgettext("category", "Straight"),
        Category.THREE_OF_A_KIND: t.pgettext("category", "Three of a kind"),
        Category.TWO_PAIR: t.pgettext("category", "Two pair"),
        Category.ONE_PAIR: t.pgettext("category", "One pair"),
        Category.HIGH_CARD: t.pgettext("category", "High card"),
    }[category]


_RED = {Suit.HEARTS, Suit.DIAMONDS}
# Inline styles: the same HTML renders in a live notebook and in the built book.
_FACE = (
    "display:inline-block;min-width:2.2em;padding:0.1em 0.25em;margin:0 0.12em;"
    "border:1px solid #888;border-radius:0.3em;background:#fff;text-align:center;"
    "font-weight:600;"
)


def card_html(
    card: Card | None, lang: str | None = None, *, label: str | None = None
) -> str:
    """A card as an inline HTML face; ``None`` draws a face-down card.

    The face shows the rank and the suit's symbol, so suits never differ by
    colour alone. It is an image (``role="img"``) whose text alternative, the
    ``aria-label`` and ``title``, is the card's name in ``lang``, with its
    suit ("ten of hearts"), or "face-down card".

    Args:
        card: the card, or ``None`` for a face-down card.
        lang: the language of the name.
        label: plain text to use as the text alternative instead of the name
            (e.g. "face down: ten of hearts"); escaped here.
    """
    if card is None:
        text = label or translations(lang).gettext("face-down card")
        return (
            f'<span style="{_FACE}background:#2c5f8a;color:#fff" role="img" '
            f'title="{escape(text)}" aria-label="{escape(text)}">?</span>'
        )
    colour = "#c0392b" if card.suit in _RED else "#1a1a1a"
    text = escape(label or card_name(card, lang))
    return (
        f'<span style="{_FACE}color:{colour}" role="img" title="{text}" '
        f'aria-label="{text}">{escape(card.symbol)}</span>'
    )
