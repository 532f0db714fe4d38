"""Dialogs: one base (``base.Dialog``) and small screens on top of it, each in its module."""
