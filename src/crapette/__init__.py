"""Crapette (Russian Bank, Zank-Patience, Stop) for two players in a terminal."""

__version__ = "0.1.0"
