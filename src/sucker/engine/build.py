"""Compile the engine in place: game.py (typed by game.pxd) and _native.pyx become .so files
beside them, which Python imports instead of game.py (``sucker.engine`` checks they are up to
date). ``make install`` runs this; without Cython or a C compiler it says so and exits 0, and
the pure-Python engine runs."""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
MODULES = {"game": "game.py", "_native": "_native.pyx"}


def build() -> str:
    """Build both modules, or neither; the reason when not."""
    for old in HERE.glob("*.so"):
        old.unlink()  # a stale build must never shadow game.py
    try:
        from Cython.Build import cythonize
        from setuptools import Distribution, Extension
        from setuptools.command.build_ext import build_ext
    except ImportError as e:
        return f"{e.name} is not installed"
    with tempfile.TemporaryDirectory() as tmp:
        try:
            extensions = cythonize(  # type: ignore[no-untyped-call]
                [
                    Extension(f"sucker.engine.{name}", [str(HERE / source)])
                    for name, source in MODULES.items()
                ],
                build_dir=tmp,
                include_path=[str(HERE.parent.parent)],
                compiler_directives={"language_level": 3, "annotation_typing": False},
                quiet=True,
            )
            command = build_ext(Distribution({"ext_modules": extensions}))
            command.build_lib = str(Path(tmp) / "lib")
            command.build_temp = str(Path(tmp) / "temp")
            command.ensure_finalized()
            command.run()
        except Exception as e:  # no compiler, or a compile error: say which
            return f"the build failed: {e}"
        for built in (Path(tmp) / "lib" / "sucker" / "engine").glob("*.so"):
            shutil.move(built, HERE / built.name)
    return ""


def main() -> None:
    failure = build()
    if failure:
        for old in HERE.glob("*.so"):
            old.unlink()
        print(f"engine: pure Python ({failure})", file=sys.stderr)
    else:
        print("engine: compiled (Cython)", file=sys.stderr)


if __name__ == "__main__":
    main()
