"""Learning at the table: the lessons (tutorial speech boxes on the real table), the
learn-to-play menu and welcome, and hints."""
