"""The pure JavaScript modules of the page (the table's state) under Node, no browser."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_state_modules_under_node() -> None:
    files = sorted(str(p) for p in HERE.glob("*.test.mjs"))
    assert files
    # static/ has no package.json: Node must tell the ES modules by their syntax.
    command = ["node", "--experimental-detect-module", "--test", *files]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
