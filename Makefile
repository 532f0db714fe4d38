# One command starts the game (make play), one runs every test (make test).
# Each creates .venv and installs what it needs on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play learn test lint bench soak typecheck clean catalogs ladder written

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/crapette play $(ARGS)

learn: $(STAMP)
	$(BIN)/crapette learn $(ARGS)

# The whole suite: lint (ruff, mypy --strict), then every test, two workers a core (pytest-xdist,
# the longest tests stolen by an idle worker). The long ones are marked slow: add
# ARGS='-m "not slow"' to leave them out while working.
test: lint
	$(BIN)/python -m pytest -n auto --dist worksteal $(ARGS)

lint: $(STAMP)
	$(BIN)/python -m ruff check src tests benchmarks
	$(BIN)/python -m mypy

bench: $(STAMP)
	$(BIN)/python -m benchmarks.run $(ARGS)

typecheck: lint

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .hypothesis

# The strength ladder: a round robin of random, greedy and the levels 1-5 at one game, rated
# (Bradley-Terry as Elo with 95 % intervals, win shares, points per game, thinking times).
# ARGS picks the game, the deals per pairing, --jobs and --write (docs/strength.md), e.g.
# ARGS="--game zank --deals 200 --jobs 2 --write"; python -m benchmarks.ladder --help.
ladder: $(STAMP)
	$(BIN)/python -m benchmarks.ladder $(ARGS)

# Long checks: seeded self-play of every variant, then the fuzz run (hostile files) and the
# long forms of make test's app monkey (with its timing check) and widget count. ARGS sets
# the counts, e.g. ARGS="--games 0 --fuzz 2000 --monkey 500 --leak 0".
soak: $(STAMP)
	$(BIN)/python -m benchmarks.soak $(ARGS)

# The message catalogs (src/crapette/locale): extract the texts marked with crapette.i18n's
# functions into crapette.pot, merge them into each language's .po (new texts untranslated,
# changed ones fuzzy: tests/i18n fails until a translator has seen them), compile the .mo
# files, which are committed (a fresh clone runs without Babel; tests/i18n checks they are
# not stale).
# engine/rules_written.py: the standard table's first legal lists written out by
# rules.written_module (committed; tests/engine/test_written_out.py checks it is up to date)
written: $(STAMP)
	$(BIN)/python -c "from crapette.engine import rules; open('src/crapette/engine/rules_written.py', 'w', encoding='utf-8').write(rules.written_module())"

LOCALE := src/crapette/locale
catalogs: $(STAMP)
	$(BIN)/pybabel --quiet extract -F babel.cfg --no-default-keywords -k _ -k N_ -k Nn_:1,2 -k ngettext:1,2 \
		-k pgettext:1c,2 --add-location=file --sort-by-file --project=crapette --version=0.1 -o $(LOCALE)/crapette.pot src/crapette
	for lang in fr de; do \
		$(BIN)/pybabel --quiet update -D crapette -i $(LOCALE)/crapette.pot -d $(LOCALE) -l $$lang --ignore-obsolete --ignore-pot-creation-date --init-missing; \
	done
	$(BIN)/pybabel compile --statistics -D crapette -d $(LOCALE)
