"""The live notebook table plays draw poker: openers, the draw, the pass-out."""

from __future__ import annotations

from americana.play.draw import Phase
from americana.play.draw_table import DrawTable
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.views.notebook.live import play_hand


def _visible(buttons):
    """The buttons shown, by action name (``americana-live-<name>``; their
    descriptions carry the amounts, "Call 2 chips")."""
    return {
        c.removeprefix("americana-live-"): b
        for b in buttons.children
        if b.layout.display != "none"
        for c in b._dom_classes
        if c.startswith("americana-live-")
        and c not in ("americana-live-action", "americana-live-card")
    }


def test_live_draw_table_passes_out_redeals_draws_and_ends():
    table = DrawTable(variant=DRAW_VARIANTS["jackpots"], stacks=[30] * 3, button=2)
    hand = table.start_hand(seed=1)
    box = play_hand(hand, names={0: "Ann"}, lang="en")
    view, amount, controls, message, _between, log, _errors = box.children
    # Everybody checks: nobody opens (E7), then the reader deals again.
    for _ in range(3):
        _visible(controls)["check"].click()
    assert "Nobody opened" in message.value
    assert set(_visible(controls)) == {"redeal"}
    assert _visible(controls)["redeal"].description == "Deal again"
    _visible(controls)["redeal"].click()
    assert "Nobody opened" not in message.value
    assert "Ann" in view.value
    # Open when the engine allows it (openers; else deal again), draw, go on.
    drew = False
    for _ in range(200):
        shown = _visible(controls)
        if not shown:
            break
        if "draw" in shown and not drew:
            toggles = [c for c in controls.children if hasattr(c, "value")]
            toggles[0].value = toggles[1].value = True
            assert shown["draw"].description.startswith("Discard up to ")
            shown["draw"].click()
            drew = True
            continue
        for name in ("bet", "call", "check", "stand_pat", "show", "muck", "redeal"):
            if name in shown:
                shown[name].click()
                break
    assert drew and "discards 2 cards" in log.value
    assert "The hand is over." in message.value
    assert amount.layout.display == "none"


def test_live_draw_table_refuses_an_opening_without_openers():
    table = DrawTable(variant=DRAW_VARIANTS["jackpots"], stacks=[30] * 3, button=2)
    for seed in range(50):
        hand = table.start_hand(seed=seed)
        if not hand.has_openers(hand.turn):
            break
        while not hand.finished:
            hand.fold() if hand.can_fold() else hand.check()
    assert hand.phase is Phase.BETTING and not hand.has_openers(hand.turn)
    box = play_hand(hand, lang="pl")
    _view, _amount, controls, _message, _between, _log, _errors = box.children
    names = set(_visible(controls))
    assert "bet" not in names  # no bet offered without openers
