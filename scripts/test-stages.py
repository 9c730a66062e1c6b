#!/usr/bin/env python3
"""`make test`'s stages, run side by side where none waits on another, and a table of where the
time went at the end.

    python3 scripts/test-stages.py [STAGE ...]

With no STAGE, every stage; with some (or a group of the Makefile's: browser-test, webapp-test,
wasm-check, apple-check, consumer-test, example-test), those and the stages they need. Each
stage writes its output to out/test-logs/STAGE.log; a line says when each ends, with its
summary (its count of checks); a stage that fails has the end of its log printed and cancels
the stages that need it, while the others go on. $SWIFT and $CONFIG_FLAGS as the Makefile's.

Why side by side: the browser suites spend most of their time waiting on the browser (a tenth
to a half of a core each), and the two builds and the Swift tests never fill both cores of a
2-core machine; one after the other, `make test` took 21 minutes there. The stages that nothing
waits for run at a lower priority (`nice`), so the builds and suites on the longest path keep
the cores they need and the suites' timings stay as when each runs alone.

Exit status: 0 every stage passed; 1 a stage failed; 2 bad usage; 130 interrupted.
"""

import os
import re
import shlex
import signal
import subprocess
import sys
import time
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
LOGS = os.path.join("out", "test-logs")


@dataclass
class Stage:
    name: str
    needs: list
    command: str
    # Cores it keeps busy, about: the foreground's stages start while their sum fits.
    cores: float = 0.5
    # Nothing waits for it: it runs at a lower priority, beside the foreground.
    background: bool = False
    # A regular expression for the log's lines that sum the stage up (default: its last line).
    summary: str = ""
    # Stages it starts after when they run too, though it does not need them.
    after: tuple = ()


# In order of priority. The foreground: the two builds, the suites on the WebAssembly build and
# the Swift tests, the longest paths. The background: what nothing waits for.
STAGES = [
    Stage("lint", [], "make --no-print-directory lint", 1),
    Stage("wasm", [], "scripts/wasm.sh", 1.3, summary=r"^wasm: out/wasm/"),
    # The tests too, in one build: SwiftPM schedules the test targets with the rest.
    Stage("build", [], "$SWIFT build --build-tests $CONFIG_FLAGS", 1.9, summary=r"^Build complete"),
    # The JavaScript under Sources type-checked as TypeScript would be (its JSDoc types).
    Stage("jscheck", [], "tsc -p Tests/Browser/TypeScript/tsconfig.sources.json && "
          "echo 'jscheck: the modules under Sources pass tsc --checkJs --strict'", 1),
    # Every file a doc or a comment names exists (the build's among them).
    Stage("file-names", ["web"], "python3 Tests/Docs/file_names_test.py out/npm out/web out/wasm", 0.2),
    Stage("web", ["wasm"], "DYNAMIC_MENUS_WASM_BUILT=1 scripts/web.sh out/web", 1),
    # Motion handed to the compositor (keyframes, held frame by frame) against stepping: the
    # longest browser suite (4.5 minutes in one), so the first to start, and in two.
    Stage("handover", ["web"], "python3 Tests/Browser/handover_test.py out/web out/handover-test chromium"),
    Stage("handover-firefox", ["web"],
          "python3 Tests/Browser/handover_test.py out/web out/handover-test firefox"),
    Stage("browser", ["web", "build"],
          "DYNAMIC_MENUS=$BIN/dynamic-menus python3 Tests/Browser/browser_test.py out/web out/web-test"),
    Stage("elements", ["web"], "python3 Tests/Browser/elements_test.py out/npm out/elements-test out/web"),
    # Each element's own entry alone on a page, two on one page, an inline one.
    Stage("entries", ["web"], "python3 Tests/Browser/entries_test.py out/npm out/entries-test"),
    # The same checks with every element drawn on its canvas (the other renderer).
    Stage("elements-canvas", ["web"],
          "python3 Tests/Browser/elements_test.py --renderer canvas out/npm out/elements-canvas-test out/web"),
    # The layers renderer against the canvas, on screen, in Chromium and Firefox.
    Stage("layers", ["web"], "python3 Tests/Browser/layers_test.py out/npm out/layers-test"),
    Stage("firefox", ["web", "elements"],
          "python3 Tests/Browser/firefox_test.py out/web out/web-test out/elements-test/app"),
    Stage("catalog", ["web", "build"],
          "python3 Tests/Browser/catalog_test.py out/catalog-test $BIN/dynamic-menus out/web && "
          "python3 scripts/apple-check.py --bin-path $BIN --snippets out/catalog-test/snippets.json",
          summary=r"^(catalog test|apple-check): "),
    Stage("stacks", ["web"], "python3 Tests/Browser/stacks_test.py out/npm out/stacks-test out/js-tools"),
    Stage("kept", ["web"], "python3 Tests/Browser/kept_test.py out/web"),
    Stage("screens", ["web"], "python3 Tests/Browser/screens_test.py out/web Tests/Browser/Screens out/screens-test"),
    Stage("attributes", ["web"],
          "python3 Tests/Browser/attributes_test.py out/npm out/attributes-test out/wasm/manifest.json"),
    Stage("conformance", ["web", "build"],
          "python3 Tests/Browser/conformance_test.py $BIN/dynamic-menus out/web out/conformance-test"),
    Stage("typescript", ["web"],
          "tsc -p Tests/Browser/TypeScript/tsconfig.json && tsc -p Tests/Browser/TypeScript/tsconfig.react.json && "
          "echo 'typescript: the declarations compile with --strict against both usage files'", 1),
    # One version everywhere, the npm tarball as listed, the public API against the last
    # release's record; then the same check against mistakes made on purpose.
    Stage("release", ["web", "build"],
          "python3 scripts/release_check.py out/npm $BIN/Modules && "
          "python3 Tests/Release/release_check_test.py out/npm $BIN/Modules", 0.5,
          summary=r"^release-check( test)?: "),
    Stage("generated", ["web"],
          "git diff --exit-code --quiet -- $WEB_GENERATED && "
          "echo 'generated: make web wrote what is committed' || "
          "{ echo 'generated: make web wrote anew what the Swift sources generate; commit it:'; "
          "git diff --stat -- $WEB_GENERATED; exit 1; }", 0.2),
    Stage("wasm-check", ["wasm", "build"],
          "clang -O2 -Wall -Wextra -Werror -DDYNAMIC_MENUS_ALLOCATOR_TEST Tests/Runtime/allocator_test.c "
          "-o out/wasm/allocator-test && out/wasm/allocator-test && "
          "$BIN/dynamic-menus digest --demos Demos > out/wasm/digests.txt && "
          "node scripts/wasm-check.mjs out/wasm/DynamicMenus.wasm Demos < out/wasm/digests.txt && "
          "$BIN/dynamic-menus element-traces --demos Demos > out/wasm/element-traces.txt && "
          "node scripts/element-check.mjs out/wasm < out/wasm/element-traces.txt && "
          "python3 scripts/wasm_account.py .build-wasm/wasm32-unknown-none-wasm/release --check-entries", 1,
          summary=r"^(allocator test|wasm-check|element-check|wasm-account): "),
    Stage("swift-tests", ["build"], "SWIFT=$SWIFT scripts/swift-test.sh $CONFIG_FLAGS", 1.5,
          summary=r"Test run with|passed after|failed after"),
    Stage("docs", ["build"], "SWIFT=$SWIFT BUILD_FLAGS=\"$CONFIG_FLAGS\" scripts/docs.sh out/docs",
          background=True),
    Stage("apple-check", ["build"], "python3 scripts/apple-check.py --bin-path $BIN", background=True,
          summary=r"^(apple-check|deployment-lint): .*(canar|files,)"),
    Stage("webapp", ["web"],
          "SWIFT=$SWIFT Examples/WebApp/build.sh $ROOT/out/webapp && python3 Tests/Browser/webapp_test.py out/webapp",
          background=True),
    Stage("consumer", [], "SWIFT=$SWIFT Tests/Consumer/consumer-test.sh out/consumer-test", background=True),
    # The example builds in the package's own scratch path, so it compiles only its own file;
    # not while the tests build there or run from its products.
    Stage("example", ["build"],
          "(cd Examples/SDLHost && $SWIFT build $CONFIG_FLAGS --scratch-path ../../.build "
          "--disable-build-manifest-caching) && "
          "python3 Tests/Examples/sdl_host_test.py $BIN/sdl-host out/example-test", background=True,
          after=("swift-tests",)),
]

GROUPS = {
    "browser-test": ["browser", "elements", "entries", "elements-canvas", "layers", "firefox", "catalog", "stacks", "kept", "handover",
                     "handover-firefox", "screens",
                     "attributes", "conformance", "typescript", "generated", "jscheck", "file-names"],
    "webapp-test": ["webapp"],
    "wasm-check": ["wasm-check"],
    "apple-check": ["apple-check"],
    "consumer-test": ["consumer"],
    "release-check": ["release"],
    "example-test": ["example"],
}

# What `make web` writes from the Swift sources into the repository (committed; the stage
# "generated" fails when a build changes them): the reference page and the ES modules of
# shared numbers.
WEB_GENERATED = "docs/web-components-reference.md Sources/Hosts/Web/Generated Sources/Renderers/Canvas/display-list-codes.js"


def chosen(names):
    """The stages `names` ask for and every stage they need, in STAGES' order; None (after
    saying why) for a name that is neither a stage nor a group."""
    by_name = {s.name: s for s in STAGES}
    wanted = set()

    def add(name):
        if name not in wanted:
            wanted.add(name)
            for need in by_name[name].needs:
                add(need)

    for name in names:
        if name in GROUPS:
            for member in GROUPS[name]:
                add(member)
        elif name in by_name:
            add(name)
        else:
            print(f"test-stages: no stage or group '{name}' (stages: {', '.join(by_name)}; "
                  f"groups: {', '.join(GROUPS)})", file=sys.stderr)
            return None
    return [s for s in STAGES if s.name in wanted] if names else list(STAGES)


def cpu_busy():
    """(busy, total) jiffies of all cores since boot, from /proc/stat (None elsewhere)."""
    try:
        with open("/proc/stat") as f:
            values = [int(v) for v in f.readline().split()[1:]]
    except OSError:
        return None
    return sum(values) - values[3] - values[4], sum(values)


def session_cpu():
    """{session id: CPU seconds} of the live processes, each its own and its reaped children's
    (/proc; empty elsewhere). A stage runs in a session of its own, so its sum is the CPU its
    processes used so far."""
    totals = {}
    try:
        entries = [e for e in os.listdir("/proc") if e.isdigit()]
    except OSError:
        return totals
    for entry in entries:
        try:
            with open(f"/proc/{entry}/stat") as f:
                text = f.read()
        except OSError:
            continue
        # After the command's name: state, ppid, pgrp, session, …, utime, stime, cutime, cstime.
        fields = text[text.rindex(")") + 2:].split()
        session = int(fields[3])
        totals[session] = totals.get(session, 0.0) + sum(int(v) for v in fields[11:15]) / TICKS
    return totals


def busy_cores(before, after):
    """How many cores were busy on average between two cpu_busy() readings."""
    return (after[0] - before[0]) / max(1, after[1] - before[1]) * (os.cpu_count() or 1)


def summary(stage, path):
    with open(path, errors="replace") as f:
        lines = [line.rstrip() for line in f if line.strip()]
    if stage.summary:
        picked = [line for line in lines if re.search(stage.summary, line)]
        return picked[-3:] if picked else lines[-1:]
    return lines[-1:]


def clock(seconds):
    return f"{int(seconds) // 60}:{int(seconds) % 60:02d}"


def run(stages):
    os.makedirs(LOGS, exist_ok=True)
    swift = os.environ.get("SWIFT", "swift")
    flags = os.environ.get("CONFIG_FLAGS", "-Xswiftc -warnings-as-errors")
    bin_path = subprocess.run([swift, "build", *shlex.split(flags), "--show-bin-path"], cwd=ROOT,
                              check=True, capture_output=True, text=True).stdout.strip()
    env = dict(os.environ, SWIFT=swift, CONFIG_FLAGS=flags, BIN=bin_path, ROOT=ROOT,
               WEB_GENERATED=WEB_GENERATED, PYTHONUNBUFFERED="1")
    cores = os.cpu_count() or 2
    # Twice the cores: the suites mostly wait.
    capacity = 2 * cores
    pending = list(stages)
    names = {s.name for s in stages}
    running = {}  # name -> (stage, process, log file, start)
    results = {}  # name -> (status, start, seconds)
    cpu = {}  # name -> CPU seconds its processes used
    began = time.monotonic()
    cpu_before = cpu_busy()

    def stop_all(*_):
        for _, process, _, _ in running.values():
            try:
                os.killpg(process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        print("test-stages: interrupted", file=sys.stderr)
        sys.exit(130)

    signal.signal(signal.SIGINT, stop_all)
    signal.signal(signal.SIGTERM, stop_all)
    print(f"test-stages: {len(stages)} stages on {os.cpu_count()} cores; logs in {LOGS}/")
    while pending or running:
        for stage in list(pending):
            not_passed = [n for n in stage.needs if results.get(n, ("",))[0] in ("FAIL", "skipped")]
            if not_passed:
                pending.remove(stage)
                results[stage.name] = ("skipped", None, 0.0)
                print(f"test-stages: {clock(time.monotonic() - began)} skipped {stage.name}: "
                      f"{', '.join(not_passed)} did not pass", flush=True)
                continue
            if not all(results.get(n, ("",))[0] == "ok" for n in stage.needs) or any(
                    n in names and n not in results for n in stage.after):
                continue
            # The foreground shares the capacity; the background (niced: it takes what the
            # foreground leaves) runs as many stages at once as there are cores.
            alike = [s for s, _, _, _ in running.values() if s.background == stage.background]
            if stage.background:
                if len(alike) >= cores:
                    continue
            elif alike and sum(s.cores for s in alike) + stage.cores > capacity:
                continue
            log = open(os.path.join(LOGS, f"{stage.name}.log"), "w")
            command = ("exec nice -n 19 sh -c " + shlex.quote(stage.command)) if stage.background \
                else stage.command
            process = subprocess.Popen(["sh", "-c", command], cwd=ROOT, env=env, stdout=log,
                                       stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                       start_new_session=True)
            pending.remove(stage)
            running[stage.name] = (stage, process, log, time.monotonic())
        time.sleep(0.2)
        sessions = session_cpu()
        for name, (stage, process, log, start) in list(running.items()):
            cpu[name] = max(cpu.get(name, 0.0), sessions.get(process.pid, 0.0))
            # Reaped here, for the rusage of all it waited for.
            pid, wait_status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid == 0:
                continue
            process.returncode = os.waitstatus_to_exitcode(wait_status)
            cpu[name] = max(cpu[name], usage.ru_utime + usage.ru_stime)
            log.close()
            del running[name]
            seconds = time.monotonic() - start
            status = "ok" if process.returncode == 0 else "FAIL"
            results[name] = (status, start - began, seconds)
            path = os.path.join(LOGS, f"{name}.log")
            lines = summary(stage, path)
            print(f"test-stages: {clock(time.monotonic() - began)} {status:4} {name} ({seconds:.0f} s)"
                  + "".join(f"\n    {line[:160]}" for line in lines), flush=True)
            if status == "FAIL":
                with open(path, errors="replace") as f:
                    tail = f.readlines()[-80:]
                print(f"---- the end of {path} (exit status {process.returncode}):\n"
                      + "".join(tail) + "----", flush=True)
    wall = time.monotonic() - began
    cpu_after = cpu_busy()
    print(f"\ntest-stages: where the time went (the whole run {clock(wall)}, "
          f"{len(stages)} stages on {os.cpu_count()} cores"
          + (f", {busy_cores(cpu_before, cpu_after):.1f} of them busy on average)"
             if cpu_before and cpu_after else ")"))
    width = max(len(s.name) for s in stages)
    print(f"  {'stage':<{width}} {'from':>6} {'to':>6} {'time':>6} {'CPU':>6}  status")
    for stage in sorted(stages, key=lambda s: (results[s.name][1] is None, results[s.name][1] or 0)):
        status, start, seconds = results[stage.name]
        if start is None:
            print(f"  {stage.name:<{width}} {'':>6} {'':>6} {'':>6} {'':>6}  {status}")
        else:
            print(f"  {stage.name:<{width}} {clock(start):>6} {clock(start + seconds):>6} {seconds:5.0f}s "
                  f"{cpu.get(stage.name, 0):5.0f}s  {status}")
    print(f"  (CPU: the seconds of cores a stage's processes used, {sum(cpu.values()):.0f} s in all)")
    failed = [s.name for s in stages if results[s.name][0] != "ok"]
    if failed:
        print(f"test-stages: did not pass: {', '.join(failed)} (logs in {LOGS}/)")
    return 1 if failed else 0


def main():
    names = sys.argv[1:]
    if any(n.startswith("-") for n in names):
        print(__doc__, file=sys.stderr)
        return 2
    stages = chosen(names)
    if stages is None:
        return 2
    return run(stages)


if __name__ == "__main__":
    sys.exit(main())
