"""The rule book: the viewer, the printable document and PDF export, diagrams drawn with the
card art, and the glossary chapter."""
