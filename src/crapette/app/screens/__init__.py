"""Screens: the table (``table.TableScreen``) for a game or a lesson, the lesson menu and the replay."""
