"""Accessibility: the list of what is on the table for screen readers and the spoken
announcement of every move."""
