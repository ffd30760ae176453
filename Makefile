# Two commands do all the set-up: `make run` and `make test`.
PY := .venv/bin/python
UV := .venv/bin/uv
UV_VERSION := 0.13.8
export UV_PROJECT_ENVIRONMENT := .venv

# The compiled engine, built in place beside its sources (see src/sucker/engine/build.py).
ENGINE := src/sucker/engine
ENGINE_SO := $(ENGINE)/_native$(shell python3 -c "import importlib.machinery as m; print(m.EXTENSION_SUFFIXES[0])")

.PHONY: install run test lint bench browser clean

install: .venv/.installed $(ENGINE_SO)

# Bytecode is compiled here, not at every start (where writing it may be forbidden).
.venv/.installed: pyproject.toml uv.lock
	test -x $(PY) || python3 -m venv .venv
	$(PY) -m pip install -q --disable-pip-version-check uv==$(UV_VERSION)
	$(UV) sync --frozen --inexact --quiet --compile-bytecode
	touch $@

# Without a C compiler the build says so and the pure-Python engine runs (no .so: retried next time).
$(ENGINE_SO): .venv/.installed $(ENGINE)/game.py $(ENGINE)/game.pxd $(ENGINE)/_native.pyx $(ENGINE)/build.py
	$(PY) $(ENGINE)/build.py
	$(PY) -m compileall -q src

# Debian's Chromium for the browser tests (no browser downloads work here).
browser:
	@test -x /usr/bin/chromium || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)

run: install
	.venv/bin/sucker serve

lint: install
	.venv/bin/ruff check src tests bench
	.venv/bin/mypy

test: install browser lint
	.venv/bin/pytest -n auto --dist loadfile

# Short versions of every benchmark (a few minutes); see the README for the full runs.
bench: install
	$(PY) bench/engine.py
	$(PY) bench/value.py --games 40
	$(PY) bench/analysis.py --games 4
	$(PY) bench/calibration.py --short
	$(PY) bench/ladder.py --short
	$(PY) bench/ai_strength.py --short
	$(PY) bench/prediction.py --games 4
	$(PY) bench/talk.py --games 24 --level easy
	$(PY) bench/talk_replies.py --games 1 --positions 4
	$(PY) bench/talk_latency.py --lines 6 --tables 1 --level easy
	$(PY) bench/talk_understanding.py --corpus
	$(PY) bench/ratings.py --games 24 --think 0.02
	$(PY) bench/accounts.py --attempts 50 --accounts 1000
	$(PY) bench/load.py --games 20 --seconds 10
	$(PY) bench/load.py --memory 50
	$(PY) bench/bots.py --bots 4
	$(PY) bench/hint_flood.py --hints 100 --before 2 --after 1
	$(PY) bench/narration.py --games 10 --loads 5

clean:
	rm -rf .venv data .pytest_cache .mypy_cache .ruff_cache $(ENGINE)/*.so
