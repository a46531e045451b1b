"""A hand as a link: its history packed into a URL's fragment, and its steps.

The book's pages share a hand as a link whose fragment is the hand,
``#hand=v1.<data>``: nothing of it reaches a server (a browser never sends
the fragment). ``<data>`` is the hand's PHH history
(:func:`~americana.play.history.write_history`) without its comment lines,
after a line with the step it was shared at, compressed with zlib (deflate)
and written in base64url without padding. ``v1`` is the version of this
packing (:data:`LINK_VERSION`): a build that reads version 1 refuses a higher
one in words (``"history.link_newer"``) instead of misreading it.

A hand's steps are its players' actions (the bring-in, bets, calls, folds,
draws, the cards shown, each one step; an automatic bring-in too, A6): step
0 is the deal before anyone acts, step :func:`step_count` the hand as played.
:func:`hand_at_step` rebuilds the hand at any of them from the same deal, so
the cards still to come are the ones the hand dealt.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from typing import NamedTuple, TypeVar

from americana.errors import HistoryError
from americana.play.events import recorded_action
from americana.play.hand_actions import BettingHand, hand_from_history

__all__ = [
    "LINK_VERSION",
    "LinkedHand",
    "hand_at_step",
    "hand_from_link_fragment",
    "hand_to_link_fragment",
    "step_count",
]

#: The version of the packing this build writes and reads.
LINK_VERSION = 1
_VERSIONED = re.compile(r"v([0-9]{1,6})\.([A-Za-z0-9_-]*)")
H = TypeVar("H", bound=BettingHand)


class LinkedHand(NamedTuple):
    """A hand read from a link: the hand as played and the step it was shared at.

    Attributes:
        hand: the whole hand of the history (stud or draw), at its last step.
        step: the step shared, ``0`` to ``step_count(hand)``.
    """

    hand: BettingHand
    step: int


def step_count(hand: BettingHand) -> int:
    """The players' actions of ``hand`` so far: its last step."""
    return sum(recorded_action(e) is not None for e in hand.events)


def hand_at_step(hand: H, step: int) -> H:
    """``hand`` as it was after its first ``step`` actions (0: just dealt).

    A new hand of the same game, rules, stacks, button and carried pot (D8,
    E7), dealt the same cards in the same order, with the first ``step``
    actions of ``hand`` replayed; its names are ``hand``'s. The cards ``hand``
    dealt later stay in its deck, so playing on deals them as ``hand`` did
    while the play is the same.

    Raises:
        ValueError: ``step`` is not a whole number from 0 to
            ``step_count(hand)``.
    """
    if isinstance(step, bool) or not isinstance(step, int):
        raise ValueError(f"a step is a whole number, not {step!r}")
    if not 0 <= step <= step_count(hand):
        raise ValueError(f"step {step} is not between 0 and {step_count(hand)}")
    kept, acted = [], 0
    for e in hand.events:
        if recorded_action(e) is not None:
            acted += 1
            if acted > step:
                continue
        kept.append(e)
    again = type(hand).from_events(
        kept,
        variant=hand.variant,
        stacks=hand.starting_stacks,
        button=hand.button,
        carry_in=hand.carry_in,
        carry_in_shares=hand.carry_in_shares,
    )
    again.names = dict(hand.names)
    return again


def hand_to_link_fragment(
    history: str, *, step: int | None = None, version: int = LINK_VERSION
) -> str:
    """A hand history packed for a link's fragment: ``"v1.<data>"``.

    Args:
        history: the hand's PHH text (``hand.to_history()``).
        step: the step shared (see the module); ``None``, the last.
        version: the packing's version, :data:`LINK_VERSION` (another only to
            test a reader, which refuses a version it does not know).

    Returns:
        ``"v<version>.<data>"``, the characters ``A-Za-z0-9_-`` after the dot
        (URL-safe as they are): the text after ``#hand=``.
    """
    body = "\n".join(line for line in history.splitlines() if not line.startswith("#"))
    head = "" if step is None else str(step)
    packed = zlib.compress(f"{head}\n{body}\n".encode(), 9)
    data = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"v{version}.{data}"


def hand_from_link_fragment(fragment: str) -> LinkedHand:
    """The hand a link's fragment holds (:func:`hand_to_link_fragment`).

    Args:
        fragment: ``"v1.<data>"``; a leading ``"#"`` and ``"hand="`` are
            allowed (the fragment as the page's URL gives it).

    Returns:
        The hand replayed to its last step, and the step shared (the last if
        the link names none; at most the last).

    Raises:
        HistoryError: ``"history.link_newer"`` (a version above
            :data:`LINK_VERSION`: a newer build's link, ``params["version"]``),
            ``"history.bad_link"`` (not a link of this form, cut or changed:
            its data do not unpack), or any code of
            :meth:`~americana.play.hand_actions.BettingHand.from_history`
            for a history that does not replay. No hand is made.
    """
    text = fragment.strip().removeprefix("#").removeprefix("hand=")
    found = _VERSIONED.fullmatch(text)
    if found is None:
        raise HistoryError("not a hand link", code="history.bad_link", line=None)
    version = int(found.group(1))
    if version > LINK_VERSION:
        raise HistoryError(
            f"a link of version {version}; this build reads {LINK_VERSION}",
            code="history.link_newer",
            line=None,
            version=version,
        )
    try:
        data = found.group(2)
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        head, _, history = zlib.decompress(packed).decode("utf-8").partition("\n")
    except (binascii.Error, ValueError, zlib.error) as error:
        raise HistoryError(
            f"the link's data do not unpack: {error}",
            code="history.bad_link",
            line=None,
        ) from None
    if version < 1 or not re.fullmatch(r"[0-9]{0,6}", head):
        raise HistoryError("not a hand link", code="history.bad_link", line=None)
    hand = hand_from_history(history)
    last = step_count(hand)
    return LinkedHand(hand, last if head == "" else min(int(head), last))
