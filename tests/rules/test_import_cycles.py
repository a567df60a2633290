"""No import circles in the rules layer: each engine's modules read one way, from data up to moves and the bot.

Every module under ``game/rules/`` is read with :mod:`ast` (nothing is
imported). Every import counts, at the top of a module or inside a function,
except those under ``if TYPE_CHECKING:`` (they never run). ``from pkg import
name`` points at the submodule ``pkg.name`` when there is one, else at ``pkg``.
The parent packages Python loads on the way to a module are not counted: a
package's ``__init__`` may gather its own modules without that being a circle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"

Graph = dict[str, dict[str, int]]
"""module -> {imported module: line of the first such import}."""


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module file under ``root`` (the folder of ``package``), by dotted name."""
    out: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join([package, *parts])] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement that can run, at any depth (skipping the body of ``if TYPE_CHECKING:``)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))


def _targets(node: ast.Import | ast.ImportFrom, name: str, is_package: bool, known: Mapping[str, Path]) -> Iterator[str]:
    """The modules of ``known`` one import statement in module ``name`` loads."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name in known:
                yield alias.name
        return
    if node.level:
        base = name.split(".") if is_package else name.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    for alias in node.names:
        sub = f"{source}.{alias.name}"
        if sub in known:
            yield sub
        elif source in known:
            yield source


def import_graph(known: Mapping[str, Path]) -> Graph:
    """Who imports whom among ``known`` modules."""
    graph: Graph = {}
    for name, path in known.items():
        edges: dict[str, int] = {}
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in _imports(tree):
            for target in _targets(node, name, path.name == "__init__.py", known):
                if target != name or isinstance(node, ast.Import):
                    edges[target] = min(edges.get(target, node.lineno), node.lineno)
        graph[name] = edges
    return graph


def strongly_connected(graph: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """Tarjan's strongly connected components of ``graph`` (each sorted; the list in discovery order)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def cycles(graph: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """The import circles: components of more than one module, and modules that import themselves."""
    return [c for c in strongly_connected(graph) if len(c) > 1 or c[0] in graph.get(c[0], {})]


def describe(component: list[str], graph: Mapping[str, Mapping[str, int]]) -> str:
    """One circle through ``component``, each step with the line of its import."""
    members = set(component)
    start = component[0]
    # shortest way back to the start, staying inside the component
    paths = {w: [start, w] for w in graph[start] if w in members}
    frontier = list(paths)
    while start not in paths:
        nxt = []
        for v in frontier:
            for w in graph[v]:
                if w in members and w not in paths:
                    paths[w] = paths[v] + [w]
                    nxt.append(w)
        frontier = nxt
    path = paths[start]
    steps = [f"{a} (line {graph[a][b]}) -> {b}" for a, b in zip(path, path[1:])]
    return f"{len(component)} modules in a circle: " + ", ".join(steps)


def test_no_module_under_game_rules_is_in_an_import_circle() -> None:
    graph = import_graph(module_names(RULES, "game.rules"))
    assert len(graph) > 40 and sum(map(len, graph.values())) > 100  # the scan saw the rules layer
    found = [describe(c, graph) for c in cycles(graph)]
    assert not found, "import circles under game/rules/:\n" + "\n".join(found)


def test_the_roll_in_one_engine_reads_from_its_position_up_to_the_contract() -> None:
    graph = import_graph(module_names(RULES, "game.rules"))
    ri = "game.rules.rollinone."
    assert ri + "play" in graph[ri + "state"]  # the contract on top of the dispatcher
    for low in ("flow", "shot", "cards", "windows", "scoring", "fits", "view", "play"):
        assert ri + "state" not in graph[ri + low], f"{low} imports state"
        assert ri + "position" in graph[ri + low], f"{low} does not work on the position"


@pytest.fixture()
def circular_package(tmp_path: Path) -> Path:
    """A package whose modules a, b import each other (b only inside a function), c and d only for the checker."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("from pkg import a\n")
    (pkg / "a.py").write_text("from pkg import b, sub\nfrom . import c\n")
    (pkg / "b.py").write_text("def late():\n    from .a import thing\n    return thing\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import d\n")
    (pkg / "d.py").write_text("import typing\nif typing.TYPE_CHECKING:\n    import pkg.c\nelse:\n    pass\n")
    (pkg / "sub" / "__init__.py").write_text("from .. import e\n")
    (pkg / "e.py").write_text("import pkg.sub\n")
    return pkg


def test_the_scanner_finds_a_circle_made_by_an_import_inside_a_function(circular_package: Path) -> None:
    graph = import_graph(module_names(circular_package, "pkg"))
    assert graph["pkg.a"] == {"pkg.b": 1, "pkg.sub": 1, "pkg.c": 2}
    assert graph["pkg.b"] == {"pkg.a": 2}
    found = cycles(graph)
    assert ["pkg.a", "pkg.b"] in found
    assert ["pkg.e", "pkg.sub"] in found  # relative "from .. import" resolved from inside a package
    assert all("pkg.c" not in c and "pkg.d" not in c for c in found)  # TYPE_CHECKING imports never run
    assert "pkg.a (line 1) -> pkg.b" in describe(["pkg.a", "pkg.b"], graph)


def test_the_scanner_reports_a_module_that_imports_itself() -> None:
    assert cycles({"x": {"x": 3}, "y": {"x": 1}}) == [["x"]]
    assert cycles({"x": {"y": 1}, "y": {"z": 1}, "z": {}}) == []
