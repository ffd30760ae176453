"""Both engines: which one runs and why, and the pure one passing the same tests as the
compiled one (a second pytest run with SUCKER_PURE_ENGINE set)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from importlib.metadata import version
from pathlib import Path

import pytest

import sucker.engine
from sucker.engine import COMPILED, ENGINE, game

ROOT = Path(__file__).resolve().parents[2]
FORCED_PURE = bool(os.environ.get("SUCKER_PURE_ENGINE"))
PURE_TESTS = ["tests/engine", "tests/test_records.py", "tests/cli"]
HAS_COMPILER = shutil.which(str(sysconfig.get_config_var("CC") or "cc").split()[0]) is not None


def python(code: str, **env: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def test_the_engine_says_which_build_runs() -> None:
    assert ENGINE.startswith("compiled") == COMPILED
    assert game.__file__ is not None
    assert game.__file__.endswith(".py") != COMPILED
    if FORCED_PURE:
        assert ENGINE == "pure Python (SUCKER_PURE_ENGINE is set)"
    elif HAS_COMPILER:  # make install builds it wherever it can: a failed build shows here
        assert COMPILED, ENGINE


def test_sucker_version_names_the_engine() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sucker", "--version"], capture_output=True, text=True, check=True
    )
    assert done.stdout == f"sucker {version('sucker')}, engine: {ENGINE}\n"


def test_the_environment_variable_forces_the_pure_engine() -> None:
    code = "import sucker.engine as e; print(e.COMPILED, e.game.__file__, e.ENGINE, sep='|')"
    compiled, path, engine = python(code, SUCKER_PURE_ENGINE="1").split("|")
    assert compiled == "False" and path.endswith("game.py")
    assert engine == "pure Python (SUCKER_PURE_ENGINE is set)"


@pytest.mark.skipif(not COMPILED, reason="needs the compiled engine")
def test_simulate_plays_the_same_games_with_either_engine(tmp_path: Path) -> None:
    args = ["simulate", "--games", "40", "--players", "5", "--chips", "4", "--seed", "3"]

    def run(name: str, pure: str) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "sucker", *args, "--out", str(tmp_path / name)],
            env={**os.environ, "SUCKER_PURE_ENGINE": pure},
            capture_output=True,
            text=True,
            check=True,
        )
        return done.stdout

    assert run("compiled", "") == run("pure", "1")
    for record in (tmp_path / "compiled").iterdir():
        assert record.read_text() == (tmp_path / "pure" / record.name).read_text()
    assert len(list((tmp_path / "pure").iterdir())) == 40


@pytest.mark.skipif(not COMPILED, reason="needs the compiled engine")
def test_a_build_older_than_its_sources_is_not_used(tmp_path: Path) -> None:
    """Edited rules must not be shadowed by an old .so: the pure engine runs until rebuilt."""
    here = Path(sucker.engine.__file__).parent
    copy = tmp_path / "sucker" / "engine"
    shutil.copytree(here, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "sucker" / "__init__.py").write_text("")
    code = "import sucker.engine as e; print(e.COMPILED, e.ENGINE, sep='|')"
    env = {"PYTHONPATH": str(tmp_path), "SUCKER_PURE_ENGINE": ""}
    assert python(code, **env) == "True|compiled (Cython)"
    os.utime(copy / "game.py")  # now newer than the build
    assert python(code, **env) == (
        "False|pure Python (the compiled engine is older than its sources: "
        "make install rebuilds it)"
    )


@pytest.mark.skipif(FORCED_PURE, reason="this is the run with the pure engine")
def test_the_pure_engine_passes_the_same_tests() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-x", "-p", "no:cacheprovider", *PURE_TESTS],
        cwd=ROOT,
        env={**os.environ, "SUCKER_PURE_ENGINE": "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout
