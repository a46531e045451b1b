"""The coach's numbers in sentences, in the reader's language.

:func:`americana.play.coach.coach` counts the chances and the price of a call
(an :class:`~americana.play.coach.Advice`); :func:`coach_sentences` says them
in short sentences, in English, Polish, Russian or Spanish:

* the chance of winning, exact or an estimate with its margin;
* the chance of splitting the pot (A11, B4), when there is one;
* what a call costs against the pot it plays for: the pot odds;
* whether the chance is higher than the price, and what that means.

Percentages are written in the locale's style (CLDR via Babel), chips with
the right plural form (:func:`~americana.text.i18n.format_chips`).
"""

from __future__ import annotations

from americana.play.coach import Advice, Verdict
from americana.text.i18n import (
    Catalog,
    format_chips,
    format_number,
    format_percent,
    translations,
)

__all__ = ["coach_sentences", "percent_text"]


def percent_text(p: float, lang: str | None = None) -> str:
    """A probability (0..1) as a whole percentage in the locale's style.

    A chance that is neither 0 nor 1 never reads as "0%" or "100%": it gets
    one decimal (two if one is not enough), "0.4%", "99.7%".
    """
    for digits in (0, 1, 2):
        shown = round(p * 100, digits)
        if p in (0.0, 1.0) or 0 < shown < 100:
            return format_percent(p, lang, digits=digits)
    return format_percent(p, lang, digits=3)


def coach_sentences(advice: Advice, lang: str | None = None) -> tuple[str, ...]:
    """The coach's numbers as sentences, first to last.

    1. The chance of winning: "Chance of winning: 42% (exact)." or, for an
       estimate, "Chance of winning: about 42% (estimate, ±1 point)."
    2. The chance of splitting the pot, left out when it is 0 (under B3 the
       suits decide almost every tie).
    3. The price of a call: "A call costs 4 chips to win a pot of 20 chips:
       17% of the final pot.", or "There is no bet to call."
    4. The chance against the price (when there is a call): higher, lower or
       about the same, and what calling does in the long run.

    Args:
        advice: the coach's numbers for the seat to act.
        lang: a book language (default: the language in force).

    Raises:
        UnknownLanguageError: ``lang`` is not a book language.
    """
    t = translations(lang)
    win = percent_text(advice.win, lang)
    if advice.exact:
        sentences = [
            t.pgettext("coach", "Chance of winning: {percent} (exact).").format(
                percent=win
            )
        ]
    else:
        points = max(1, round(advice.margin * 100))
        margin = t.npgettext(
            "coach", "{n} percentage point", "{n} percentage points", points
        ).format(n=format_number(points, lang))
        sentences = [
            t.pgettext(
                "coach", "Chance of winning: about {percent} (estimate, ±{margin})."
            ).format(percent=win, margin=margin)
        ]
    if advice.split > 0:
        split = percent_text(advice.split, lang)
        text = (
            t.pgettext("coach", "Chance of splitting the pot: {percent}.")
            if advice.exact
            else t.pgettext("coach", "Chance of splitting the pot: about {percent}.")
        )
        sentences.append(text.format(percent=split))
    if advice.verdict is Verdict.NOTHING_TO_CALL:
        sentences.append(t.pgettext("coach", "There is no bet to call."))
        return tuple(sentences)
    sentences.append(
        t.pgettext(
            "coach",
            "A call costs {chips} to win a pot of {pot}: {percent} of the final pot.",
        ).format(
            chips=format_chips(advice.to_call, lang),
            pot=format_chips(advice.pot, lang),
            percent=percent_text(advice.pot_odds, lang),
        )
    )
    sentences.append(_verdict_sentence(advice.verdict, t))
    return tuple(sentences)


def _verdict_sentence(verdict: Verdict, t: Catalog) -> str:
    """The chance against the price, for a seat with a call to make."""
    if verdict is Verdict.CALL_PAYS:
        return t.pgettext(
            "coach",
            "Your chance is higher than the price: calling pays in the long run.",
        )
    if verdict is Verdict.CALL_COSTS:
        return t.pgettext(
            "coach",
            "Your chance is lower than the price: calling loses chips in the long run.",
        )
    return t.pgettext(
        "coach",
        "Your chance and the price are about the same: in the long run a call "
        "about breaks even.",
    )
