# One command starts the game (make play), one runs every test (make test).
# Each creates .venv and installs what it needs on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play learn test bench soak typecheck clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/crapette play $(ARGS)

learn: $(STAMP)
	$(BIN)/crapette learn $(ARGS)

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m benchmarks.run $(ARGS)

typecheck: $(STAMP)
	$(BIN)/python -m mypy

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .hypothesis

soak: $(STAMP)
	$(BIN)/python -m benchmarks.soak $(ARGS)
