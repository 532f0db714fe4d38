# One command starts the game (make play), one runs every test (make test).
# Each creates .venv and installs what it needs on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play learn test lint bench soak typecheck clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/crapette play $(ARGS)

learn: $(STAMP)
	$(BIN)/crapette learn $(ARGS)

# The whole suite: lint (ruff, mypy --strict), then every test.
test: lint
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/python -m ruff check src tests benchmarks
	$(BIN)/python -m mypy

bench: $(STAMP)
	$(BIN)/python -m benchmarks.run $(ARGS)

typecheck: lint

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .hypothesis

# Long checks: seeded self-play of every variant, then the fuzz run (hostile files) and the
# app monkey. ARGS sets the counts, e.g. ARGS="--games 0 --fuzz 2000 --monkey 500".
soak: $(STAMP)
	$(BIN)/python -m benchmarks.soak $(ARGS)
