"""Section 3: the whole four-language book build, wall time and peak memory.

The working tree (every file git tracks or would add: ``git ls-files --cached
--others --exclude-standard``, so work not yet committed is included) is
copied to a temporary folder, and ``tools/build_book.py --lang xx`` runs there
once per language, one after the other, with ``AMERICANA_BUILD_DIR`` pointing
to a fresh temporary build folder (so every notebook executes: a first
build) and ``PYTHONPATH`` to the copy, so the build and its notebook kernels
import the copy's ``americana`` (a check with the same settings is
printed). The ``.venv`` is reused.

Per language: wall time; peak memory as the largest sum of the resident sizes
of the build's whole process tree (Sphinx and its notebook kernels), sampled
every 50 ms with psutil; the largest single process
(``RUSAGE_CHILDREN.ru_maxrss``); and the notebooks' execution time as myst-nb
reports it. Total: the sums of the times, the largest peaks.

``baseline=True`` builds a second copy whose ``americana/fast/counting.py`` is the
committed one (``git show HEAD:americana/fast/counting.py``), so the difference
shows what counting through the tables costs the book, and times counting
every deck both ways in a fresh process (the part of the difference that is
not noise). Useful only while HEAD's counting does not yet use the tables.
On a busy machine the wall times of two builds differ by more than that.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

from americana.text.i18n import LANGUAGES

__all__ = ["LANGUAGES", "copy_repository", "run"]

ROOT = Path(__file__).resolve().parent.parent
_EXECUTED = re.compile(r"Executed notebook in ([0-9.]+) seconds")
_WRAPPER = (
    "import resource, subprocess, sys; rc = subprocess.call(sys.argv[1:]); "
    "print('MAXRSS_KB', resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, "
    "file=sys.stderr); sys.exit(rc)"
)


def copy_repository(target: Path) -> int:
    """Copy the working tree's files (tracked or addable) to ``target``."""
    command = ["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others"]
    listing = subprocess.run(
        [*command, "--exclude-standard"],
        capture_output=True,
        check=True,
    ).stdout
    copied = 0
    for name in listing.decode().split("\0"):
        source = ROOT / name
        if name and source.is_file():
            destination = target / name
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, destination)
            copied += 1
    return copied


def _tree_rss(process: psutil.Process) -> int:
    total = 0
    try:
        members = [process, *process.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0
    for member in members:
        try:
            total += member.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total


def _build(
    copy: Path, build: Path, lang: str, log: Path
) -> tuple[float, int, int, float]:
    """Build one language.

    Returns wall seconds, the peak of the process tree's memory and the
    largest process's (bytes), and the seconds myst-nb reports for executing
    the notebooks.
    """
    env = dict(os.environ, AMERICANA_BUILD_DIR=str(build), PYTHONPATH=str(copy))
    command = [sys.executable, "-c", _WRAPPER, sys.executable]
    command += [str(copy / "tools" / "build_book.py"), "--lang", lang]
    peak = 0
    with log.open("w") as out:
        start = time.perf_counter()
        process = psutil.Popen(command, cwd=copy, env=env, stdout=out, stderr=out)
        while process.poll() is None:
            peak = max(peak, _tree_rss(process))
            time.sleep(0.05)
        seconds = time.perf_counter() - start
    text = log.read_text(errors="replace")
    if process.returncode != 0:
        raise RuntimeError(f"build of {lang!r} failed:\n{text[-4000:]}")
    largest = int(text.rsplit("MAXRSS_KB", 1)[1].split()[0]) * 1024
    executing = sum(float(x) for x in _EXECUTED.findall(text))
    return seconds, peak, largest, executing


def _imports_copy(copy: Path) -> bool:
    """Whether a process set up as the build's kernels imports the copy."""
    env = dict(os.environ, PYTHONPATH=str(copy))
    found = subprocess.run(
        [sys.executable, "-c", "import americana; print(americana.__file__)"],
        cwd=copy / "book",
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    return Path(found).is_relative_to(copy)


def _build_all(copy: Path, label: str) -> dict[str, tuple[float, int, int, float]]:
    build = copy.parent / f"build-{label}"
    results = {}
    for lang in LANGUAGES:
        results[lang] = _build(copy, build, lang, copy.parent / f"{label}-{lang}.log")
        _row(label, lang, *results[lang])
    _row(
        label,
        "total",
        sum(r[0] for r in results.values()),
        max(r[1] for r in results.values()),
        max(r[2] for r in results.values()),
        sum(r[3] for r in results.values()),
    )
    return results


def _row(
    label: str, lang: str, seconds: float, peak: int, largest: int, executing: float
) -> None:
    print(
        f"  {label:8} {lang:5} {seconds:8.1f} s {peak / 2**20:9.0f} MiB "
        f"{largest / 2**20:9.0f} MiB {executing:9.1f} s",
        flush=True,
    )


_COUNT_EVERY_DECK = """
import sys, time
start = time.perf_counter()
for ace_low in (True, False):
    for size in (52, 48, 44, 40, 36, 32, 28, 24):
        category_counts(size, ace_low)
print(time.perf_counter() - start)
"""


def _counting_seconds(counting: Path | None) -> float:
    """Seconds to count every deck, both ace rules, in a fresh process.

    ``counting``: a ``counting.py`` to load in place of the package's, or
    ``None`` for the package's own.
    """
    if counting is None:
        setup = "from americana.fast.counting import category_counts\n"
    else:
        setup = (
            "import importlib.util\n"
            f"spec = importlib.util.spec_from_file_location('c', {str(counting)!r})\n"
            "module = importlib.util.module_from_spec(spec)\n"
            "spec.loader.exec_module(module)\n"
            "category_counts = module.category_counts\n"
        )
    out = subprocess.run(
        [sys.executable, "-c", setup + _COUNT_EVERY_DECK],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return float(out)


def run(*, baseline: bool = False) -> dict[str, dict[str, tuple[float, int, int]]]:
    """Copy, build every language, print the figures, return them."""
    with tempfile.TemporaryDirectory(prefix="americana-bench-") as temp:
        copy = Path(temp) / "repo"
        files = copy_repository(copy)
        print(
            f"The four-language book build: {files} files copied to a temporary "
            "folder, one tools/build_book.py --lang call per language, first build."
        )
        print(f"  the build imports americana from the copy: {_imports_copy(copy)}")
        print(
            f"  {'build':8} {'lang':5} {'wall':>10} {'peak tree':>13} "
            f"{'largest proc':>13} {'notebooks':>11}"
        )
        results = {"tables": _build_all(copy, "tables")}
        if baseline:
            before = Path(temp) / "baseline"
            copy_repository(before)
            committed = subprocess.run(
                ["git", "-C", str(ROOT), "show", "HEAD:americana/fast/counting.py"],
                capture_output=True,
                check=True,
            ).stdout
            (before / "americana" / "counting.py").write_bytes(committed)
            results["baseline"] = _build_all(before, "baseline")
            for i, what in ((0, "wall"), (3, "notebook execution")):
                extra = sum(r[i] for r in results["tables"].values()) - sum(
                    r[i] for r in results["baseline"].values()
                )
                print(f"  tables minus baseline, {what}, all languages: {extra:+.1f} s")
            print(
                "  counting every deck, both ace rules, in a fresh process: "
                f"{_counting_seconds(None):.2f} s through the tables, "
                f"{_counting_seconds(before / 'americana' / 'counting.py'):.2f} s "
                "with HEAD's counting.py"
            )
    return results


if __name__ == "__main__":
    run(baseline="--baseline" in sys.argv)
