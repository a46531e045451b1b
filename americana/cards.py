"""Cards, card strings and decks stripped by whole ranks.

A card string is a rank followed by a suit, e.g. ``"10H"``, ``"TH"``, ``"th"``,
``"10♥"`` or ``"7 ♠"`` (a space between rank and suit is allowed). Ranks are
``2``–``10`` (or ``T``), ``J``, ``Q``, ``K``, ``A``; suits are ``C D H S`` or
``♣ ♦ ♥ ♠`` (outlined symbols too). The canonical form, from ``str(card)``, is
``"10H"``.

A source may print the suit letters its own way: seed 002's table of
abbreviations has C for spades ("PICAS") and S for clubs ("TREBOLES"), the
reverse of the usual letters (rule C). ``parse_cards("JC JH QS QD",
letters="002")`` reads it as printed: the jack of spades, the jack of hearts,
the queen of clubs, the queen of diamonds (:data:`SUIT_LETTERS`).

The joker (rule E8) is the one card without rank or suit: :data:`JOKER`,
read from ``"JK"``, ``"joker"`` or ``"🃏"`` (any case); ``str(JOKER)`` is
``"JK"``.

Decks (rule A1, D1): 52 cards, or stripped by whole ranks from the bottom
in steps of four down to 24 cards. The Americana deck is 32 cards, 7 to ace.
``make_deck(52, jokers=1)`` adds the joker of five-card draw (E8): 53 cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from americana.errors import (
    DeckError,
    DuplicateCardError,
    InvalidCardError,
    UnknownLettersError,
)

__all__ = [
    "ACE",
    "DECK_SIZES",
    "JOKER",
    "SUIT_LETTERS",
    "Card",
    "Joker",
    "Suit",
    "deck_ranks",
    "lowest_rank",
    "make_deck",
    "parse_card",
    "parse_cards",
]

#: Rank numbers: 2..10 as themselves, jack 11, queen 12, king 13, ace 14.
ACE = 14
RANK_LETTERS = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_FROM_TEXT = {str(n): n for n in range(2, 11)} | {
    "T": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    "A": 14,
}

#: Deck sizes the engine knows: 52 down to 24 in steps of four (rule D1).
DECK_SIZES = (52, 48, 44, 40, 36, 32, 28, 24)


class Suit(Enum):
    """The four suits. Values are identifiers, not display text (see ``display``)."""

    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"

    @property
    def letter(self) -> str:
        """The suit's letter in card strings: ``"C"``, ``"D"``, ``"H"`` or ``"S"``."""
        return self.value[0].upper()

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``"♣"``, ``"♦"``, ``"♥"`` or ``"♠"``."""
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS = {
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
    Suit.SPADES: "♠",
}
_SUIT_FROM_TEXT = {s.letter: s for s in Suit} | {
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
}

#: The suit each letter stands for, by the way a text prints cards.
#: The keys are ``"standard"`` (C clubs, D diamonds, H hearts, S spades, as
#: ``str(card)`` writes them), ``"000"`` (seed 000's table of abbreviations:
#: the same) and ``"002"`` (seed 002's table: C "PICAS", spades; S
#: "TREBOLES", clubs; rule C). Rank letters and suit symbols are the same
#: everywhere.
SUIT_LETTERS: dict[str, dict[str, Suit]] = {
    "standard": {s.letter: s for s in Suit},
    "000": {s.letter: s for s in Suit},
    "002": {
        "C": Suit.SPADES,
        "D": Suit.DIAMONDS,
        "H": Suit.HEARTS,
        "S": Suit.CLUBS,
    },
}


def _suit_letters(letters: str) -> dict[str, Suit]:
    """The letter table named ``letters``, or :class:`UnknownLettersError`."""
    table = SUIT_LETTERS.get(letters) if isinstance(letters, str) else None
    if table is None:
        known = tuple(SUIT_LETTERS)
        raise UnknownLettersError(
            f"no card letters named {letters!r}; known: {', '.join(known)}",
            letters=letters,
            known=known,
        )
    return table


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card.

    Attributes:
        rank: 2..14 (11 jack, 12 queen, 13 king, 14 ace).
        suit: a :class:`Suit`.

    Raises:
        InvalidCardError: if the rank is outside 2..14 or the suit is not a ``Suit``.
    """

    rank: int
    suit: Suit

    #: ``False`` for every card but the :class:`Joker`.
    is_joker = False

    def __post_init__(self) -> None:
        if not (isinstance(self.rank, int) and 2 <= self.rank <= ACE):
            raise InvalidCardError(
                f"rank must be 2..14, not {self.rank!r}", token=str(self.rank)
            )
        if not isinstance(self.suit, Suit):
            raise InvalidCardError(
                f"suit must be a Suit, not {self.suit!r}", token=str(self.suit)
            )

    @property
    def rank_text(self) -> str:
        """``"2"``..``"10"``, ``"J"``, ``"Q"``, ``"K"`` or ``"A"``."""
        return RANK_LETTERS.get(self.rank, str(self.rank))

    def __str__(self) -> str:
        return f"{self.rank_text}{self.suit.letter}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, e.g. ``"10♥"``."""
        return f"{self.rank_text}{self.suit.symbol}"


class Joker(Card):
    """The joker (rule E8): a card with no rank and no suit.

    There is one joker, :data:`JOKER`; ``Joker()`` returns it. It is a
    :class:`Card`, so it sits in decks, hands and sets with the others, but its
    ``rank`` is ``0`` and its ``suit`` is ``None``: code that reads a joker's
    rank or suit must check :attr:`is_joker` first. What the joker stands for
    is decided by the evaluator under the ranking's joker rule
    (:mod:`americana.hands.wild`), never by the card.

    ``str(JOKER)`` is ``"JK"``, ``JOKER.symbol`` is ``"🃏"``.
    """

    __slots__ = ()
    is_joker = True
    _instance: Joker | None = None

    def __new__(cls) -> Joker:
        if cls._instance is None:
            joker = object.__new__(cls)
            object.__setattr__(joker, "rank", 0)
            object.__setattr__(joker, "suit", None)
            cls._instance = joker
        return cls._instance

    def __init__(self) -> None:  # the fields are set once, in __new__
        pass

    def __reduce__(self) -> tuple[type[Joker], tuple[()]]:
        return (Joker, ())

    @property
    def rank_text(self) -> str:
        """``"JK"``."""
        return "JK"

    def __str__(self) -> str:
        return "JK"

    def __repr__(self) -> str:
        return "JOKER"

    @property
    def symbol(self) -> str:
        """``"🃏"``."""
        return "🃏"


#: The joker (rule E8).
JOKER = Joker()

# A rank, optional spaces, a suit; tokens are separated by spaces, commas or
# semicolons. Matching is case-insensitive so "th" and "Th" read as "TH".
_CARD_RE = re.compile(r"(10|[2-9TJQKA])\s*([CDHS♣♦♥♠♧♢♡♤])", re.IGNORECASE)
# The joker: "JK", "joker" or a joker symbol (black, red or white), any case.
_JOKER_RE = re.compile(r"JOKER|JK|🃏|🂿|🃟", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\s,;]+")


def parse_card(token: str, *, letters: str = "standard") -> Card:
    """Read one card string such as ``"10H"``, ``"th"``, ``"7 ♠"`` or ``"JK"``.

    ``"JK"``, ``"joker"`` and ``"🃏"`` (any case) give :data:`JOKER` (rule E8).

    Args:
        token: one card.
        letters: how the suit letters are read, a key of
            :data:`SUIT_LETTERS`: ``"standard"``, or a source's own table
            (``"002"``: C spades, S clubs, rule C). Symbols read the same.

    Raises:
        InvalidCardError: if ``token`` is not exactly one card; the error names it.
        UnknownLettersError: ``letters`` is not a key of :data:`SUIT_LETTERS`.

    Example:
        >>> parse_card("10H")
        Card('10H')
        >>> parse_card("7 ♠").symbol
        '7♠'
        >>> parse_card("joker")
        JOKER
    """
    table = _suit_letters(letters)
    if _JOKER_RE.fullmatch(token.strip()):
        return JOKER
    match = _CARD_RE.fullmatch(token.strip())
    if match is None:
        raise InvalidCardError(f"not a card: {token!r}", token=token)
    suit = match[2].upper()
    return Card(
        _RANK_FROM_TEXT[match[1].upper()], table.get(suit) or _SUIT_FROM_TEXT[suit]
    )


def parse_cards(
    text: str | Iterable[str], *, letters: str = "standard"
) -> tuple[Card, ...]:
    """Read several distinct cards, e.g. ``"AH KH 10♥ 7 ♠ js"`` or ``"AS JK"``.

    Args:
        text: one string with cards separated by spaces, commas or semicolons,
            or an iterable of single card strings.
        letters: how the suit letters are read (see :func:`parse_card`):
            ``parse_cards("JC, JH, QS, QD", letters="002")`` is seed 002's
            two pair as it prints it, jacks of spades and hearts, queens of
            clubs and diamonds (rule C).

    Returns:
        The cards in the order written.

    Raises:
        InvalidCardError: a token is not a card (the error names the token).
        DuplicateCardError: a card appears twice (the error names the repeat).
        UnknownLettersError: ``letters`` is not a key of :data:`SUIT_LETTERS`.

    Example:
        >>> parse_cards("AH KD 10♣ 7 ♠ js")
        (Card('AH'), Card('KD'), Card('10C'), Card('7S'), Card('JS'))
        >>> [card.symbol for card in parse_cards("JC JH", letters="002")]
        ['J♠', 'J♥']
    """
    _suit_letters(letters)
    if isinstance(text, str):
        tokens = _tokenize(text)
    else:
        tokens = [str(t) for t in text]
    cards: list[Card] = []
    seen: set[Card] = set()
    for token in tokens:
        card = parse_card(token, letters=letters)
        if card in seen:
            raise DuplicateCardError(f"card given twice: {token!r}", token=token)
        seen.add(card)
        cards.append(card)
    return tuple(cards)


def _tokenize(text: str) -> list[str]:
    """Split ``text`` into card tokens, keeping "7 ♠" (rank, space, suit) whole."""
    tokens: list[str] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        sep = _SEPARATORS.match(text, pos)
        if sep:
            pos = sep.end()
            continue
        match = _CARD_RE.match(text, pos) or _JOKER_RE.match(text, pos)
        end = match.end() if match else len(text)
        # A card must end at a separator or the end of the text: "10HX" is bad.
        if match is None or (end < len(text) and not _SEPARATORS.match(text, end)):
            bad = _SEPARATORS.split(text[pos:], maxsplit=1)[0]
            raise InvalidCardError(f"not a card: {bad!r}", token=bad)
        tokens.append(match.group(0))
        pos = end
    return tokens


def lowest_rank(deck_size: int) -> int:
    """The lowest rank left in a deck stripped by whole ranks (7 for 32 cards).

    Raises:
        DeckError: if ``deck_size`` is not one of :data:`DECK_SIZES`.

    Example:
        >>> lowest_rank(32), lowest_rank(52)
        (7, 2)
    """
    if deck_size not in DECK_SIZES:
        raise DeckError(
            f"deck size must be one of {DECK_SIZES}, not {deck_size!r}",
            deck_size=deck_size,
        )
    return ACE + 1 - deck_size // 4


def deck_ranks(deck_size: int) -> tuple[int, ...]:
    """The ranks in a deck of ``deck_size`` cards, lowest first (7..14 for 32)."""
    return tuple(range(lowest_rank(deck_size), ACE + 1))


def make_deck(deck_size: int = 32, *, jokers: int = 0) -> tuple[Card, ...]:
    """A fresh, ordered deck: ranks low to high, suits clubs, diamonds, hearts, spades.

    Args:
        deck_size: 52, 48, ... or 24 cards (rule A1, D1); 32 by default.
            The joker is not counted here: ``make_deck(52, jokers=1)`` has 53 cards.
        jokers: 0, or 1 to add :data:`JOKER` at the end (rule E8).

    Raises:
        DeckError: for any other size, or a number of jokers other than 0 or 1.

    Example:
        >>> deck = make_deck(32)
        >>> len(deck), deck[:4], deck[-1]
        (32, (Card('7C'), Card('7D'), Card('7H'), Card('7S')), Card('AS'))
        >>> len(make_deck(52, jokers=1)), str(make_deck(52, jokers=1)[-1])
        (53, 'JK')
    """
    if jokers not in (0, 1) or isinstance(jokers, bool):
        raise DeckError(
            f"a deck holds no joker or one joker, not {jokers!r}", jokers=jokers
        )
    deck = tuple(Card(rank, suit) for rank in deck_ranks(deck_size) for suit in Suit)
    return deck + (JOKER,) * jokers
