"""Fast counting: every hand of a deck in numpy arrays, exact counts and odds."""
