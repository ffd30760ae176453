"""The layers import one way (engine → records → narration → ai → server; cli on top), and
no package has an import cycle, counting imports made inside functions too."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
LAYERS = ["engine", "records", "narration", "ai", "server", "cli"]


def modules() -> dict[str, set[str]]:
    """Each module of sucker and the sucker modules it imports (anywhere in it)."""
    out: dict[str, set[str]] = {}
    for path in (SRC / "sucker").rglob("*.py"):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join(parts)
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                # "from pkg import mod" depends on pkg.mod; "from pkg import name" on pkg
                subs = {f"{node.module}.{a.name}" for a in node.names}
                found = {m for m in subs if _is_module(m)}
                deps.update(found)
                if len(found) < len(subs):
                    deps.add(node.module)
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names)
        out[name] = {d for d in deps if d.startswith("sucker.")}
    return {m: {d for d in ds if d in out and d != m} for m, ds in out.items()}


def _is_module(name: str) -> bool:
    path = SRC / name.replace(".", "/")
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else -1


def test_layers_import_only_those_below_them() -> None:
    wrong = [(m, d) for m, ds in modules().items() for d in ds
             if layer(m) >= 0 and layer(d) > layer(m)]
    assert wrong == []


def test_no_import_cycle_inside_a_package() -> None:
    graph = modules()
    seen: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(m: str, path: list[str]) -> None:
        seen[m] = 1
        for d in sorted(graph[m]):
            if seen.get(d) == 1:
                cycles.append(path[path.index(d):] + [d])
            elif d not in seen:
                visit(d, [*path, d])
        seen[m] = 2

    for m in sorted(graph):
        if m not in seen:
            visit(m, [m])
    assert cycles == []
