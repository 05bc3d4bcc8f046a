# berger: `make demo` builds every sample's documents into out/; `make test` runs the suite.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
SAMPLES := $(wildcard samples/*/event.toml)
LOCALE  := src/berger/locale
POT     := $(LOCALE)/berger.pot
CATALOGS := $(wildcard $(LOCALE)/*/LC_MESSAGES/berger.po)
# Click's own messages (Usage:, No such option, ...) go into the catalogs too.
CLICK   = $$($(BIN)/python -c 'import click, os; print(os.path.relpath(click.__path__[0]))')

.PHONY: install install-test install-docs demo test docs bench lighthouse fuzz lint format clean \
	extract-messages update-messages compile-messages update-docs-messages

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(VENV)/.installed $@

$(VENV)/.installed-docs: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[docs]'
	touch $(VENV)/.installed $@

install: $(VENV)/.installed

install-test: $(VENV)/.installed-test

install-docs: $(VENV)/.installed-docs

# The message catalogs: extract the marked messages (and Click's) into the
# template, merge it into each language's .po (translate what is new or
# fuzzy there), compile each .po to the .mo that gettext reads (git ignores
# it; the wheel's build compiles it too, see hatch_build.py).
extract-messages: install
	$(BIN)/pybabel extract --project=berger --version=$$($(BIN)/python -c 'import berger; print(berger.__version__)') \
		--copyright-holder='the berger authors' --add-location=file \
		--add-comments=TRANSLATORS: -o $(POT) src/berger $(CLICK)

update-messages: extract-messages
	$(BIN)/pybabel update -D berger -i $(POT) -d $(LOCALE) --ignore-obsolete \
		--ignore-pot-creation-date

compile-messages: $(CATALOGS:.po=.mo)

$(LOCALE)/%.mo: $(LOCALE)/%.po | $(VENV)/.installed
	$(BIN)/pybabel compile -D berger -i $< -o $@

demo: install compile-messages
	@for toml in $(SAMPLES); do \
		dir=$$(dirname $$toml); name=$$(basename $$dir); \
		mkdir -p out/$$name; \
		echo "berger schedule $$dir > out/$$name/schedule.txt"; \
		$(BIN)/berger schedule $$dir > out/$$name/schedule.txt || exit 1; \
		$(BIN)/berger schedule $$dir --format json > out/$$name/schedule.json || exit 1; \
		$(BIN)/berger schedule $$dir --format csv > out/$$name/schedule.csv || exit 1; \
		echo "berger build $$dir -o out/$$name"; \
		$(BIN)/berger build $$dir -o out/$$name > /dev/null || exit 1; \
	done
	@echo "Documents are in out/"

test: install-test compile-messages
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n 2

# The manual: Markdown pages in docs/ and the commands' reference from the
# Click commands, a site a language in docs/_build/html/<language>, and
# docs/_build/html/index.html that opens the reader's (the commands' reference
# speaks each language through berger's compiled catalogs). Strict: a broken
# link, reference or missing page fails the build, in every language.
DOCS_LANGUAGES := en uk ru
DOCS_LOCALE := docs/locale

docs: install-docs compile-messages
	@for language in $(DOCS_LANGUAGES); do \
		echo "sphinx-build -b html -D language=$$language docs docs/_build/html/$$language"; \
		$(BIN)/sphinx-build -W --keep-going -n -q -b html -D language=$$language \
			-d docs/_build/doctrees/$$language docs docs/_build/html/$$language || exit 1; \
	done
	cp docs/_landing/index.html docs/_build/html/index.html
	@echo "The manual is in docs/_build/html/index.html ($(DOCS_LANGUAGES))"

# The manual's catalogs: extract the pages' messages (docs/_build/gettext/*.pot)
# and merge them into docs/locale/<uk|ru>/LC_MESSAGES/<page>.po (translate
# what is new or fuzzy there; see CONTRIBUTING.md).
update-docs-messages: install-docs
	rm -rf docs/_build/gettext
	$(BIN)/sphinx-build -q -b gettext docs docs/_build/gettext
	$(BIN)/sphinx-intl update -p docs/_build/gettext -d $(DOCS_LOCALE) -l uk -l ru --no-obsolete

bench: install-test
	$(BIN)/python benchmarks/run.py
	@if [ -x $(LIGHTHOUSE)/node_modules/.bin/lighthouse ]; then \
		echo "$(BIN)/python benchmarks/lighthouse.py"; $(BIN)/python benchmarks/lighthouse.py; \
	else echo "(make lighthouse: the pages' Lighthouse scores, with Node and npm)"; fi

# Lighthouse's scores (mobile) of the arbiter's page and four site pages of a
# sample served by berger serve: npm's lighthouse installed into .lighthouse/
# (Node 20 and npm needed), Chromium from CHROME_PATH (/usr/bin/chromium).
LIGHTHOUSE := .lighthouse

lighthouse: install compile-messages
	$(BIN)/python benchmarks/lighthouse.py --install

# The fuzzers at length: hostile closing tables of event.toml and hostile
# numbers in every file of an event (two seeds each), hostile bodies at the
# arbiter's desk, corrections at the desk beside the event's PDN,
# revocations under load, damaged keys files and names (two seeds); each
# prints its counts.
fuzz: install-test compile-messages
	$(BIN)/python -m fuzz.closing_tables --seed 1 --seed 2 --cases 250
	$(BIN)/python -m fuzz.numbers --seed 1 --seed 2 --cases 280
	$(BIN)/python -m fuzz.desk_body --seed 1 --requests 600
	$(BIN)/python -m fuzz.desk_pdn --seed 1 --seed 2 --corrections 200
	$(BIN)/python -m fuzz.desk_revoke --seed 1 --seed 2 --trials 10
	$(BIN)/python -m fuzz.keys_file --seed 1 --seed 2 --cases 200

lint: install-test
	$(BIN)/ruff check src tests benchmarks fuzz hatch_build.py docs/conf.py
	$(BIN)/ruff format --check src tests benchmarks fuzz hatch_build.py docs/conf.py
	$(BIN)/mypy

format: install-test
	$(BIN)/ruff format src tests benchmarks fuzz hatch_build.py docs/conf.py
	$(BIN)/ruff check --fix src tests benchmarks fuzz hatch_build.py docs/conf.py

clean:
	rm -rf out build dist docs/_build .pytest_cache .mypy_cache .ruff_cache $(POT)
