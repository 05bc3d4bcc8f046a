# berger: `make demo` builds every sample's documents into out/; `make test` runs the suite.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
SAMPLES := $(wildcard samples/*/event.toml)

.PHONY: install install-test demo test bench lint format clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(VENV)/.installed $@

install: $(VENV)/.installed

install-test: $(VENV)/.installed-test

demo: install
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

test: install-test
	$(BIN)/python -m pytest

bench: install-test
	$(BIN)/python benchmarks/run.py

lint: install-test
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/mypy

format: install-test
	$(BIN)/ruff format src tests benchmarks
	$(BIN)/ruff check --fix src tests benchmarks

clean:
	rm -rf out build dist .pytest_cache .mypy_cache .ruff_cache
