# Two commands do all the set-up: `make run` and `make test`.
PY := .venv/bin/python
UV := .venv/bin/uv
UV_VERSION := 0.13.8
export UV_PROJECT_ENVIRONMENT := .venv

.PHONY: install run test lint bench browser clean

install: .venv/.installed

.venv/.installed: pyproject.toml uv.lock
	test -x $(PY) || python3 -m venv .venv
	$(PY) -m pip install -q --disable-pip-version-check uv==$(UV_VERSION)
	$(UV) sync --frozen --inexact --quiet
	touch $@

# Debian's Chromium for the browser tests (no browser downloads work here).
browser:
	@test -x /usr/bin/chromium || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)

run: install
	.venv/bin/sucker serve

lint: install
	.venv/bin/ruff check src tests bench
	.venv/bin/mypy

test: install browser lint
	.venv/bin/pytest

# Short versions of every benchmark (a few minutes); see the README for the full runs.
bench: install
	$(PY) bench/engine.py
	$(PY) bench/value.py --games 40
	$(PY) bench/ai_strength.py --short
	$(PY) bench/talk.py --games 24 --level easy
	$(PY) bench/load.py --games 20 --seconds 10

clean:
	rm -rf .venv data .pytest_cache .mypy_cache .ruff_cache
