"""Hands: ranking data, evaluation with the joker, showdown comparison."""
