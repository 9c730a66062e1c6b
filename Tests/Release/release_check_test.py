#!/usr/bin/env python3
"""scripts/release_check.py against the mistakes it is there to catch, each made on purpose in
a copy of the tree (VERSION, README.md, CHANGELOG.md, api/) and of the npm package, with the
build's real modules:

- the tree as it is holds;
- package.json's version differs from VERSION: fails, naming both;
- a stray page lands in the tarball (fonts/notes.html): fails, naming it;
- a public Swift symbol is gone since the record, with no CHANGELOG entry: fails, asking for
  0.2.0; with VERSION 0.2.0 everywhere and the symbol named under 0.2.0, holds;
- a symbol added with VERSION unchanged: fails;
- an entry the README no longer installs at VERSION: fails.

    python3 Tests/Release/release_check_test.py NPM_DIR MODULES_DIR

Exit status: 0 every case behaves; 1 one does not.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHECK = os.path.join(ROOT, "scripts", "release_check.py")
# A symbol the record keeps that no build has: as if it had been removed since.
GONE = "DynamicMenusGeometry: Color.vanished(by:) | func vanished(by amount: Double) -> Color"


def edit(path, old, new):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if old not in text:
        raise SystemExit(f"release-check test: '{old}' is not in {path}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new))


def copy_tree(scratch, npm_dir):
    tree = os.path.join(scratch, "tree")
    os.makedirs(tree)
    for name in ("VERSION", "README.md", "CHANGELOG.md"):
        shutil.copy(os.path.join(ROOT, name), tree)
    shutil.copytree(os.path.join(ROOT, "api"), os.path.join(tree, "api"))
    npm = os.path.join(scratch, "npm")
    shutil.copytree(npm_dir, npm)
    return tree, npm


def bump(tree, npm, version, old):
    """VERSION, the README's lines, package.json and a CHANGELOG section at `version`."""
    edit(os.path.join(tree, "VERSION"), old, version)
    readme = os.path.join(tree, "README.md")
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    with open(readme, "w", encoding="utf-8") as f:
        f.write(text.replace(f'from: "{old}"', f'from: "{version}"')
                .replace(f"dynamic-menus@{old}", f"dynamic-menus@{version}"))
    edit(os.path.join(npm, "package.json"), f'"version": "{old}"', f'"version": "{version}"')


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    npm_dir, modules = (os.path.abspath(p) for p in sys.argv[1:])
    version = open(os.path.join(ROOT, "VERSION")).read().strip()
    failed = []

    def case(what, expect_status, expect_text, change):
        with tempfile.TemporaryDirectory() as scratch:
            tree, npm = copy_tree(scratch, npm_dir)
            change(tree, npm)
            result = subprocess.run([sys.executable, CHECK, "--root", tree, npm, modules],
                                    capture_output=True, text=True)
            out = result.stdout + result.stderr
            ok = result.returncode == expect_status and re.search(expect_text, out)
            print(f"  {'ok  ' if ok else 'FAIL'} {what} (status {result.returncode})")
            if not ok:
                failed.append(what)
                print("    " + out.strip().replace("\n", "\n    "))

    def gone(tree, _npm):
        with open(os.path.join(tree, "api", "swift.txt"), "a") as f:
            f.write(GONE + "\n")

    def gone_and_named(tree, npm):
        gone(tree, npm)
        bump(tree, npm, "0.2.0", version)
        edit(os.path.join(tree, "CHANGELOG.md"), f"## [{version}] - ",
             "## [0.2.0] - Unreleased\n\n### Removed\n- `Color.vanished(by:)`: mix the colours "
             f"yourself.\n\n## [{version}] - ")

    def added(tree, _npm):
        path = os.path.join(tree, "api", "swift.txt")
        lines = open(path).read().splitlines()
        with open(path, "w") as f:
            f.write("\n".join(lines[:1] + lines[2:]) + "\n")  # the record lacks one the API has

    print("release-check test: mistakes made on purpose in a copy")
    case("the tree as it is holds", 0, r"holds", lambda t, n: None)
    case("package.json's version differs from VERSION", 1, r"package\.json says version 9\.9\.9",
         lambda t, n: edit(os.path.join(n, "package.json"), f'"version": "{version}"', '"version": "9.9.9"'))
    case("a stray page in the tarball", 1, r"tarball holds fonts/notes\.html",
         lambda t, n: open(os.path.join(n, "fonts", "notes.html"), "w").write("<p>notes</p>"))
    case("a public symbol removed without a CHANGELOG entry", 1,
         r"needs VERSION 0\.2\.0.*\n.*does not name vanished", gone)
    case("the same, at 0.2.0 and named under it", 0, r"holds: .* 1 symbols removed", gone_and_named)
    case("a symbol added, VERSION unchanged", 1, r"1 public symbols were added", added)
    case("the README installs another version", 1, r"README\.md's SwiftPM install line names 0\.0\.9",
         lambda t, n: edit(os.path.join(t, "README.md"), f'from: "{version}"', 'from: "0.0.9"'))
    print(f"release-check test: {7 - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
