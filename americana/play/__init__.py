"""Play: betting, pots, the event log, the hand of stud and of draw, the table."""
