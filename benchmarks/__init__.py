"""The figures ``make bench`` prints (``python -m benchmarks.run``); see run.py."""
