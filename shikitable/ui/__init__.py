"""The desktop table (Qt). Nothing outside this package imports Qt."""
