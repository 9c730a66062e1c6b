#!/usr/bin/env python3
"""The web host's ES modules bundled by esbuild (Debian's; `make deps`), for scripts/web-package.py
and scripts/web.sh: each script a page or a bundler loads is one file, minified (comments and
spaces out, local names shortened; syntax and behaviour unchanged, no lowering to older
JavaScript), checked by `node --check`.

    scripts/web_bundle.py demo-host MODULE.wasm OUT.js   # the demo page's host.js
    scripts/web_bundle.py catalog OUT.js                 # the catalog's catalog.js
    scripts/web_bundle.py canvas OUT.js                  # a Swift web app's live canvas

An entry that carries a module or fonts inline is written to a scratch folder with the bytes
(base64) in a module of its own, and imports the sources by absolute path. Exit status: 0
written; 2 an input is missing, esbuild is missing, or a script does not parse.
"""

import base64
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEB = os.path.join(ROOT, "Sources", "Hosts", "Web")


def fail(message):
    print(f"web-bundle: {message}", file=sys.stderr)
    sys.exit(2)


def source(*parts):
    """A source module's absolute path, as an import specifier."""
    return json.dumps(os.path.join(WEB, *parts))


def bundle(entry_text, out_path, fmt, global_name=None, externals=(), minify=True):
    """Bundles `entry_text` (an ES module importing the sources) into `out_path` as `fmt`
    (`esm` or `iife`, the latter defining `global_name`); `externals` stay imports."""
    with tempfile.TemporaryDirectory(prefix=".web-bundle.", dir=os.path.dirname(os.path.abspath(out_path))) as scratch:
        entry = os.path.join(scratch, "entry.js")
        with open(entry, "w", encoding="utf-8") as f:
            f.write(entry_text)
        write_bundle(entry, out_path, fmt, global_name, externals, minify)


def write_bundle(entry, out_path, fmt, global_name=None, externals=(), minify=True):
    """Bundles the module at `entry` (see `bundle`). `minify`: True, esbuild minifies;
    "terser", terser does (scripts/terse.mjs: smaller, for the package's scripts)."""
    command = ["esbuild", entry, "--bundle", f"--format={fmt}", "--log-level=warning",
               "--charset=utf8", "--legal-comments=none", f"--outfile={out_path}"]
    if minify is True:
        command.append("--minify")
    if global_name:
        command.append(f"--global-name={global_name}")
    command += [f"--external:{name}" for name in externals]
    try:
        result = subprocess.run(command, capture_output=True, text=True)
    except OSError:
        fail("esbuild is missing (make deps installs it)")
    if result.returncode != 0 or result.stderr.strip():
        fail(f"esbuild could not bundle {os.path.basename(out_path)}: {result.stderr.strip()}")
    if minify == "terser":
        terse(out_path, module=fmt == "esm")
    check_syntax(out_path, module=fmt == "esm")


def terse(path, module):
    """Minifies `path` in place with terser (out/js-tools, `make deps`)."""
    node = os.path.join(ROOT, "out", "js-tools", "node")
    if not os.path.exists(node):
        fail("terser is missing (make deps unpacks Debian's node-terser into out/js-tools)")
    result = subprocess.run([node, os.path.join(ROOT, "scripts", "terse.mjs"), path,
                             "module" if module else "script"], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"terser could not minify {os.path.basename(path)}: {result.stderr.strip()}")


def check_syntax(path, module):
    """`node --check` of a written script: bundling and minifying kept it JavaScript."""
    with open(path, "rb") as stdin:
        result = subprocess.run(
            ["node", "--check", "--input-type=module" if module else "--input-type=commonjs"],
            stdin=stdin, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{os.path.basename(path)} does not parse: {result.stderr.strip()}")


def data_module(values):
    """An ES module exporting each (name, string) of `values`: the bytes an entry carries."""
    return "".join(f"export const {name} = {json.dumps(text)};\n" for name, text in values)


def bundle_with_data(entry_text, values, out_path, fmt, global_name=None, minify=True):
    """Bundles `entry_text`, which imports `./data.js`: a module of `values` (see data_module)."""
    with tempfile.TemporaryDirectory(prefix=".web-bundle.", dir=os.path.dirname(os.path.abspath(out_path))) as scratch:
        with open(os.path.join(scratch, "data.js"), "w", encoding="utf-8") as f:
            f.write(data_module(values))
        entry = os.path.join(scratch, "entry.js")
        with open(entry, "w", encoding="utf-8") as f:
            f.write(entry_text)
        write_bundle(entry, out_path, fmt, global_name, minify=minify)


def demo_host(wasm_path, out_path):
    """out/web/host.js: the demo page's host with the demo module inline (`DynamicMenusHost`)."""
    with open(wasm_path, "rb") as f:
        module = base64.b64encode(f.read()).decode()
    host = source("Page", "demo-host.js")
    entry = (f"import {{ configureModule }} from {host};\nimport {{ module }} from './data.js';\n"
             f"configureModule(module);\nexport * from {host};\n")
    bundle_with_data(entry, [("module", module)], out_path, "iife", "DynamicMenusHost")


def catalog(out_path):
    """out/web/catalog.js: the catalog, on a page whose classic script defined the elements
    (`DynamicMenusCatalog`: its elements with every attribute's details, for the tests)."""
    bundle(f"export {{ catalogElements }} from {source('Catalog', 'catalog.js')};\n", out_path, "iife",
           "DynamicMenusCatalog")


def canvas(out_path):
    """The live canvas for a Swift web app (Examples/WebApp): `DynamicMenusCanvas`."""
    entry = (f"export {{ LiveControl }} from {source('Host', 'live-control.js')};\n"
             f"export {{ instantiate }} from {source('Host', 'wasm-module.js')};\n"
             f"export {{ pageScheduler }} from {source('Host', 'frame-scheduler.js')};\n")
    bundle(entry, out_path, "iife", "DynamicMenusCanvas")


def main():
    commands = {"demo-host": (demo_host, 2), "catalog": (catalog, 1), "canvas": (canvas, 1)}
    if len(sys.argv) < 2 or sys.argv[1] not in commands or len(sys.argv) != 2 + commands[sys.argv[1]][1]:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    function, _ = commands[sys.argv[1]]
    for path in sys.argv[2:-1]:
        if not os.path.exists(path):
            fail(f"{path} is missing (make wasm)")
    function(*sys.argv[2:])


if __name__ == "__main__":
    main()
