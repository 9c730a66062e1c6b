"""The public API as lines, for scripts/release_check.py: what a release promises, and its record
(api/swift.txt, api/web.txt, each headed by the version it was recorded at).

- swift: every public symbol of the library modules an app links (SWIFT_MODULES), from the
  symbol graphs `swift-symbolgraph-extract` reads out of a build's modules, one line each:
  `Module: Type.member(label:) | its declaration` (synthesised members left out);
- web: each declaration line of the npm package's .d.ts files, comments left out, prefixed
  by its file and the declarations it lies in: `api.d.ts DynamicMenusElement: disabled: boolean;`.

A line that goes is a symbol removed or changed; a line that comes, one added.
"""

import glob
import json
import os
import re
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The modules an app imports (Package.swift's library products, less the tools' own: the
# scripts, the benchmark scenes and the scene files). The Apple hosts' modules are empty here;
# their API is checked where Apple's SDKs are (docs/releasing.md).
SWIFT_MODULES = [
    "DynamicMenus", "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
    "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls", "DynamicMenusRendering",
    "DynamicMenusHost", "DynamicMenusCairo",
]
KINDS = ("swift", "web")
TS_KEYWORDS = {"export", "declare", "interface", "type", "const", "function", "class", "readonly",
               "import", "from", "global", "namespace", "let", "var", "default", "extends", "new"}


class MissingInput(Exception):
    """A module or a declaration file the listing needs is not there."""


def tool(name):
    """`name` from the toolchain of $SWIFT (the Makefile's), else from PATH."""
    swift = shutil.which(os.environ.get("SWIFT", "swift"))
    beside = os.path.join(os.path.dirname(os.path.realpath(swift)), name) if swift else None
    found = beside if beside and os.path.exists(beside) else shutil.which(name)
    if not found:
        raise MissingInput(f"no {name} beside $SWIFT or on PATH")
    return found


def target_triple():
    out = subprocess.run([tool("swiftc"), "-print-target-info"], capture_output=True, text=True)
    if out.returncode != 0:
        raise MissingInput("swiftc -print-target-info failed")
    return json.loads(out.stdout)["target"]["triple"]


def c_module_flags():
    """The search paths of the C modules the Swift modules import (cairo's, pango's)."""
    flags = []
    for modulemap in sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*", "module.modulemap"))):
        flags += ["-I", os.path.dirname(modulemap)]
    cflags = subprocess.run(["pkg-config", "--cflags", "pangocairo"], capture_output=True, text=True)
    for flag in cflags.stdout.split():
        if flag.startswith("-I"):
            flags += ["-Xcc", flag]
    return flags


def swift_lines(modules_dir, scratch):
    extract = tool("swift-symbolgraph-extract")
    triple = target_triple()
    c_flags = c_module_flags()
    lines = set()
    for module in SWIFT_MODULES:
        if not os.path.exists(os.path.join(modules_dir, f"{module}.swiftmodule")):
            raise MissingInput(f"no {module}.swiftmodule in {modules_dir}")
        out = os.path.join(scratch, module)
        os.makedirs(out)
        result = subprocess.run(
            [extract, "-module-name", module, "-target", triple, "-I", modules_dir, *c_flags,
             "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out],
            capture_output=True, text=True)
        if result.returncode != 0:
            raise MissingInput(f"swift-symbolgraph-extract {module}: {result.stderr[-400:]}")
        for path in sorted(glob.glob(os.path.join(out, "*.symbols.json"))):
            graph = json.load(open(path))
            for symbol in graph["symbols"]:
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                where = ".".join(symbol["pathComponents"])
                lines.add(f"{module}: {where} | {' '.join(declaration.split())}")
    return lines


def web_lines(npm_dir):
    files = sorted(glob.glob(os.path.join(npm_dir, "*.d.ts")))
    if not files:
        raise MissingInput(f"no .d.ts in {npm_dir}")
    lines = set()
    for path in files:
        text = re.sub(r"/\*.*?\*/", "", open(path, encoding="utf-8").read(), flags=re.S)
        stack = []
        for raw in text.splitlines():
            line = " ".join(raw.split("//")[0].split())
            if not line:
                continue
            closes = line.startswith("}")
            if closes and stack:
                stack.pop()
            if not closes:
                lines.add(f"{os.path.basename(path)} {'.'.join(stack)}: {line}".replace(" :", ":"))
            if line.endswith("{"):
                stack.append(name("web", line) or "{")
    return lines


def listing(npm_dir, modules_dir, scratch):
    """{kind: set of lines} of the API now."""
    return {"swift": swift_lines(modules_dir, scratch), "web": web_lines(npm_dir)}


def name(kind, line):
    """The name a CHANGELOG entry uses for the symbol of `line`."""
    if kind == "swift":
        # `Module: Type.member(label:) | declaration`: the member's base name (an operator's
        # too: `Point.+(_:_:)` is `+`).
        where = line.split(": ", 1)[1].split(" | ", 1)[0]
        return where.split("(")[0].split(".")[-1]
    declaration = line.split(": ", 1)[1] if ": " in line else line
    for token in re.findall(r'"[^"]+"|[A-Za-z_$][\w$-]*', declaration):
        token = token.strip('"')
        if token not in TS_KEYWORDS:
            return token
    return declaration


def record_path(root, kind):
    return os.path.join(root, "api", f"{kind}.txt")


def read_record(root):
    """(version, {kind: set of lines}) of the record, or (None, {}) without one."""
    version, record = None, {}
    for kind in KINDS:
        try:
            lines = open(record_path(root, kind), encoding="utf-8").read().splitlines()
        except OSError:
            return None, {}
        header = re.match(r"^# DynamicMenus (\d+\.\d+\.\d+)", lines[0] if lines else "")
        if not header or (version and header.group(1) != version):
            return None, {}
        version = header.group(1)
        record[kind] = {line for line in lines[1:] if line}
    return version, record


def write_record(root, version, current):
    os.makedirs(os.path.join(root, "api"), exist_ok=True)
    for kind in KINDS:
        with open(record_path(root, kind), "w", encoding="utf-8") as f:
            f.write(f"# DynamicMenus {version}: the {kind} API as released (scripts/release_check.py "
                    "--record; docs/releasing.md)\n")
            f.write("".join(f"{line}\n" for line in sorted(current[kind])))
