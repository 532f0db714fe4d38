"""Widgets: the board (line API), the move log, the "Why" panel, the footer, a line view."""
