"""House rules checked on the source: a pure core, the layers in one order
with no import cycle, one place that exits, no module over 450 lines, and
what a team event does differently handed down by its variation, never as a
flag the use cases, the renderers or the templates branch on."""

from __future__ import annotations

import ast
import functools
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from berger.render import templates_dir

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "berger"
CORE_ALLOWED = ("berger.core", "berger.errors", "berger.messages")
"""What the pure core may import of berger: itself, the errors, and the
messages (its errors are in the user's language; the catalogs are loaded by
the command line, not at import)."""


def modules(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py"))


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> Iterator[tuple[int, str]]:
    """(line, absolute dotted name) for every import in the module at ``path``."""
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    return imports_of(path.read_text(encoding="utf-8"), package)


@functools.cache
def parsed(source: str) -> ast.Module:
    """``source`` parsed, once for all the checks that read it (each walks
    the whole package)."""
    return ast.parse(source)


def imports_of(source: str, package: str) -> Iterator[tuple[int, str]]:
    """(line, absolute dotted name) for every import in ``source``.

    ``from a import b`` gives ``a.b`` (``b`` may be a module); relative
    imports are resolved against ``package``.
    """
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0]
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                yield node.lineno, f"{base}.{alias.name}"


def allowed_in_core(name: str) -> bool:
    top = name.split(".")[0]
    if top == "berger":
        return any(name == a or name.startswith(f"{a}.") for a in CORE_ALLOWED)
    return top in sys.stdlib_module_names or top == "__future__"


@pytest.mark.parametrize("path", modules(PACKAGE / "core"), ids=lambda p: p.name)
def test_core_imports_only_stdlib_core_and_errors(path: Path) -> None:
    bad = [
        f"{path.name}:{line}: {name}"
        for line, name in imported(path)
        if not allowed_in_core(name)
    ]
    assert not bad


def test_the_import_check_catches_offenders() -> None:
    assert allowed_in_core("fractions")
    assert allowed_in_core("berger.core.model")
    assert allowed_in_core("berger.errors")
    assert allowed_in_core("berger.messages")
    assert not allowed_in_core("berger.formats.files.atomic")
    assert not allowed_in_core("berger.pipeline")
    assert not allowed_in_core("click")
    assert not allowed_in_core("openpyxl.styles")


def exits_and_prints(path: Path) -> Iterator[str]:
    for node in ast.walk(parsed(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id in ("print", "exit", "quit"):
            yield f"{path.name}:{node.lineno}: {func.id}()"
        elif (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and (func.value.id, func.attr) in (("sys", "exit"), ("os", "_exit"))
        ):
            yield f"{path.name}:{node.lineno}: {func.value.id}.{func.attr}()"


def test_only_cli_exits_or_prints() -> None:
    offenders = [
        found
        for path in modules(PACKAGE)
        if not module_name(path).startswith("berger.cli")
        for found in exits_and_prints(path)
    ]
    assert not offenders


def test_relative_imports_are_resolved() -> None:
    source = "from . import model\nfrom ..formats import atomic\nimport json\n"
    assert list(imports_of(source, "berger.core")) == [
        (1, "berger.core.model"),
        (2, "berger.formats.atomic"),
        (3, "json"),
    ]


def test_the_exit_check_catches_offenders(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("import sys\nprint(1)\nsys.exit(2)\n", encoding="utf-8")
    assert list(exits_and_prints(sample)) == [
        "bad.py:2: print()",
        "bad.py:3: sys.exit()",
    ]


# -- layers and cycles -------------------------------------------------------

CORE_FOLDERS = (
    "micro",
    "norms",
    "playoff",
    "prizes",
    "ranks",
    "ratings",
    "teams",
    "tiebreaks",
)
"""The families of the core, a folder each: micro-matches, title norms,
play-offs, prizes, rank norms, FIDE ratings, team events, tie-breaks."""
PIPELINE_FOLDERS = ("desk", "micro", "players", "teams")
"""The families of the use cases, a folder each: the arbiter's desk, and each
kind of event (micro-matches, players, teams) with its variant, what it
counts and its outputs."""

LAYERS: tuple[tuple[str, ...], ...] = (
    ("berger", "berger.errors", "berger.messages", "berger.lifetime"),
    ("berger.core", *(f"berger.core.{folder}" for folder in CORE_FOLDERS)),
    ("berger.formats", "berger.formats.files"),
    ("berger.formats.exchange",),
    ("berger.formats.event",),
    ("berger.formats.reports",),
    ("berger.render",),
    ("berger.publish",),
    ("berger.pipeline", *(f"berger.pipeline.{folder}" for folder in PIPELINE_FOLDERS)),
    ("berger.serve",),
    ("berger.cli", "berger.__main__"),
)
"""Lowest first: a module may import its own layer and those below it (the
package ``berger`` itself only holds the version; ``berger.messages`` the
messages in the user's language; ``berger.lifetime`` is the
process's signals, workers and temporary files, below every writer;
the folders of ``berger.core`` and of ``berger.pipeline`` are families, on
the floor of the modules beside them; ``berger.formats`` is four floors:
``files`` (bytes, atomic writes, the cells and entrants every reader reads
alike), ``exchange`` (other programs' and FIDE's files), ``event`` (an
event's own files, which may be given in theirs: a TRF, a PGN, a rating
list) and ``reports`` (the text reports of an event read);
``berger.publish`` writes the site from finished values, below the use cases
that finish them; the web server sits above the use cases it calls, which do
not know it exists)."""


def layer(module: str) -> int:
    """The layer of a module of the package (an index into LAYERS): that of
    the longest prefix naming it (``berger.formats.event.results`` is
    ``berger.formats.event``'s, not ``berger.formats``')."""
    found = [
        (len(prefix), index)
        for index, prefixes in enumerate(LAYERS)
        for prefix in prefixes
        if module == prefix or (prefix != "berger" and module.startswith(f"{prefix}."))
    ]
    if not found:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS")
    return max(found)[1]


def resolve(name: str, known: set[str]) -> str | None:
    """The module of the package that an imported name lives in, or None
    (outside the package): ``berger.core.model.Player`` → ``berger.core.model``."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        candidate = ".".join(parts[:end])
        if candidate in known:
            return candidate
    return None


@functools.cache
def import_graph() -> dict[str, dict[str, int]]:
    """Module → {module it imports: line}, every import of the package counted,
    those inside functions and under TYPE_CHECKING included (made once: the
    checks only read it)."""
    paths = {module_name(path): path for path in modules(PACKAGE)}
    known = set(paths)
    graph: dict[str, dict[str, int]] = {}
    for module, path in paths.items():
        edges = graph.setdefault(module, {})
        for line, name in imported(path):
            target = resolve(name, known)
            if target is not None and target != module:
                edges.setdefault(target, line)
    return graph


def back_arrows(graph: dict[str, dict[str, int]]) -> list[tuple[str, str, int]]:
    """Every import of a higher layer: (importer, imported, line)."""
    return [
        (module, target, line)
        for module, edges in sorted(graph.items())
        for target, line in sorted(edges.items())
        if layer(target) > layer(module)
    ]


def cycles(graph: dict[str, dict[str, int]]) -> list[frozenset[str]]:
    """The modules that import each other, directly or round a loop: the
    strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, {}):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_every_module_has_a_layer() -> None:
    for module in import_graph():
        layer(module)


def test_the_layers_name_every_folder_of_core_and_pipeline() -> None:
    named = {"core": CORE_FOLDERS, "pipeline": PIPELINE_FOLDERS}
    for package, folders in named.items():
        found = sorted(p.parent.name for p in (PACKAGE / package).glob("*/__init__.py"))
        assert found == sorted(folders), package


def test_no_module_imports_a_higher_layer() -> None:
    bad = [
        f"{module}:{line} imports {target}"
        for module, target, line in back_arrows(import_graph())
    ]
    assert not bad


def test_no_import_cycles() -> None:
    assert not set(cycles(import_graph()))


def test_the_layer_and_cycle_checks_catch_offenders() -> None:
    graph = {
        "berger.core.model": {"berger.formats.event.event": 3},
        "berger.formats.event.event": {
            "berger.formats.exchange.trf": 5,
            "berger.errors": 1,
        },
        "berger.formats.exchange.trf": {"berger.formats.event.event": 7},
        "berger.errors": {},
        "berger.cli": {"berger.pipeline": 2},
        "berger.pipeline": {"berger.cli": 9},
    }
    assert back_arrows(graph) == [
        ("berger.core.model", "berger.formats.event.event", 3),
        ("berger.formats.exchange.trf", "berger.formats.event.event", 7),
        ("berger.pipeline", "berger.cli", 9),
    ]
    assert set(cycles(graph)) == {
        frozenset({"berger.formats.event.event", "berger.formats.exchange.trf"}),
        frozenset({"berger.cli", "berger.pipeline"}),
    }
    assert layer("berger") == layer("berger.errors") == 0
    assert layer("berger.render.html") < layer("berger.publish.folder") == 7
    assert layer("berger.pipeline.build") == layer("berger.pipeline.live") == 8
    assert layer("berger.pipeline.arbiter") == 8 < layer("berger.serve.guard") == 9
    assert layer("berger.cli.options") == layer("berger.__main__") == 10
    with pytest.raises(AssertionError, match="in no layer"):
        layer("berger.server")
    assert layer("berger.core.teams.table") == layer("berger.core.model") == 1
    assert layer("berger.pipeline.desk.state") == layer("berger.pipeline.read") == 8
    assert layer("berger.formats") == layer("berger.formats.files.atomic") == 2
    assert layer("berger.formats.exchange.trf.reader") == 3
    assert layer("berger.formats.event.results") == 4
    assert layer("berger.formats.reports.standings") == 5
    known = {"berger", "berger.core", "berger.core.model"}
    assert resolve("berger.core.model.Player", known) == "berger.core.model"
    assert resolve("berger.__version__", known) == "berger"
    assert resolve("click.option", known) is None


def test_a_back_arrow_between_the_formats_folders_fails() -> None:
    # A reader of another program's file that takes a helper of the event's
    # own files (as the PGN reader once took the event's player matcher),
    # and a file helper that reads an event's settings, both caught.
    source = (
        "from berger.formats.event.results import player_matcher\n"
        "from berger.formats.files.result_cells import number_cell\n"
    )
    known = {
        "berger.formats.event.results",
        "berger.formats.files.result_cells",
        "berger.formats.exchange.pgn",
        "berger.formats.files.atomic",
        "berger.formats.event.event",
    }
    pgn = {
        target: line
        for line, name in imports_of(source, "berger.formats.exchange")
        if (target := resolve(name, known)) is not None
    }
    graph = {
        "berger.formats.exchange.pgn": pgn,
        "berger.formats.files.atomic": {"berger.formats.event.event": 4},
    }
    assert back_arrows(graph) == [
        ("berger.formats.exchange.pgn", "berger.formats.event.results", 1),
        ("berger.formats.files.atomic", "berger.formats.event.event", 4),
    ]


# -- size ----------------------------------------------------------------------

MAX_LINES = 450
"""No module of the package is longer (aim for 400): one concern a module."""


def lines_of(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_is_over_450_lines() -> None:
    long = {
        module_name(path): lines_of(path)
        for path in modules(PACKAGE)
        if lines_of(path) > MAX_LINES
    }
    assert long == {}


# -- one path for every event ----------------------------------------------------

KINDS = frozenset(
    {
        "Tournament",
        "TeamEvent",
        "MicroMatchEvent",
        "Players",
        "Teams",
        "MicroMatches",
        "Variant",
    }
)
"""The event model, its team variation, and the use cases' variants."""


def kind_checks(source: str) -> list[int]:
    """The lines of ``source`` that ask an object's kind of event with
    ``isinstance`` (or ``type(...) is``)."""
    lines = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance":
            classes = node.args[1] if len(node.args) > 1 else None
            names = {
                getattr(n, "id", getattr(n, "attr", ""))
                for n in ast.walk(classes or ast.Tuple(elts=[]))
            }
            if names & KINDS:
                lines.append(node.lineno)
    return lines


def test_no_module_tells_the_kinds_of_event_apart_by_type() -> None:
    # The variant is chosen once (pipeline.event.open_variant, by the event's
    # settings); everything after it is one code, or the variant's own.
    offenders = {
        module_name(path): found
        for path in modules(PACKAGE)
        if (found := kind_checks(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


def test_the_kind_check_catches_offenders() -> None:
    source = (
        "isinstance(event, TeamEvent)\n"
        "isinstance(x, (int, core.Tournament))\n"
        "isinstance(x, str)\n"
    )
    assert kind_checks(source) == [1, 2]


def test_publish_only_writes_what_the_use_cases_finish() -> None:
    graph = import_graph()
    imports = {
        target
        for module, edges in graph.items()
        if module.startswith("berger.publish")
        for target in edges
    }
    assert not {name for name in imports if name.startswith("berger.pipeline")}
    assert not {
        name for name in graph if name.startswith(("berger.build", "berger.pack"))
    }
    assert "berger.team_pipeline" not in graph


TEAMS_FLAG = re.compile(r"\bteams: bool\b")
"""A flag that says the event is a team event, in a signature or a field."""
JINJA = re.compile(r"\{[{%](.*?)[%}]\}", re.DOTALL)
"""A template's statement (``{% ... %}``) or expression (``{{ ... }}``)."""
TEAMS_BRANCH = re.compile(r"\b(?:el)?if\b.*\bteams\b", re.DOTALL)
"""A branch on a ``teams`` value: ``if teams``, ``elif page.teams``, or an
inline ``x if teams else y``."""


def teams_flags(source: str) -> list[int]:
    """The lines of Python ``source`` that declare a ``teams: bool``."""
    return [
        number
        for number, line in enumerate(source.splitlines(), start=1)
        if TEAMS_FLAG.search(line)
    ]


def teams_branches(template: str) -> list[int]:
    """The lines of a Jinja ``template`` where a statement or an expression
    branches on a ``teams`` value (comments, ``{# ... #}``, aside)."""
    return [
        template.count("\n", 0, found.start()) + 1
        for found in JINJA.finditer(template)
        if TEAMS_BRANCH.search(found.group(1))
    ]


def test_no_use_case_or_renderer_is_told_the_kind_by_a_flag() -> None:
    # What a team event does differently reaches the code that needs it as a
    # value of its variation (pipeline.teams.variant.Teams, render.words.TEAM_WORDS,
    # render.team_documents.TeamPapers ...), not as ``teams: bool``.
    offenders = {
        module_name(path): found
        for folder in ("pipeline", "render")
        for path in modules(PACKAGE / folder)
        if (found := teams_flags(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


def test_no_template_branches_on_the_kind() -> None:
    # A template takes its team blocks and words from what the variation
    # hands it (t[words.entrant], words.start_list, a team's own values).
    offenders = {
        path.relative_to(templates_dir()).as_posix(): found
        for path in sorted(templates_dir().rglob("*.html"))
        if (found := teams_branches(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


def test_the_flag_and_branch_checks_catch_offenders() -> None:
    source = (
        "def page(teams: bool = False) -> str:\n"
        "    in_matches: bool\n"
        "    teams: bool | None = None\n"
        "    teams: tuple[TeamView, ...] = ()\n"
    )
    assert teams_flags(source) == [1, 3]
    template = (
        "{% if teams %}a{% endif %}\n"
        "{% if x %}{% elif page.teams %}b{% endif %}\n"
        "<p>{{ t.team if teams else t.name }}</p>\n"
        "{%- if not\n  teams -%}c{% endif %}\n"
        "{% for team in page.teams %}{{ t[words.entrant] }}{% endfor %}\n"
        "{# if teams: a comment #}{{ t.ties_shared_teams if x else y }}\n"
        "{% if chart.phantom %}{{ view.teams|length }}{% endif %}\n"
    )
    assert teams_branches(template) == [1, 2, 3, 4]
