"""Rules as data: the stud and draw variants."""
