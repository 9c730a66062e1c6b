#!/usr/bin/env python3
"""Every file a doc or a comment names exists: README.md, the Markdown under docs/ and the
comments in Sources and Tests (Swift, JavaScript, C, HTML, CSS) are read for names of files (a path, or a
bare name with one of the extensions below), and each must be a file of the repository (a path
from the root or from the naming file's folder, the end of such a path, or a file's name), or a
file the build writes (in the folders given: make web's out/npm, out/web and out/wasm), or one
of the names of other projects' files this repository cites on purpose (OTHER_PROJECTS).

    python3 Tests/Docs/file_names_test.py [BUILD_DIR ...]

Placeholders in capitals (SCENE.json, Demos/CONTROL/NAME.script) and globs (Generated/*.swift)
name no file. Exit status: 0 every name is alive; 1 a name is dead (each printed with where it
is); 2 a BUILD_DIR is missing (make web).
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

EXTENSIONS = "swift|js|mjs|py|sh|md|json|html|css|ts|tsx|script|tsv|txt|c|h"
# A name: path segments, then a file name with one of the extensions; not part of a longer
# word, a URL, a member access (`script.script`) or a glob (`*.swift`).
NAME = re.compile(r"(?<![\w/.@$*+-])((?:\.\./)*(?:[\w.+-]+/)*[A-Za-z][\w+-]*(?:\.[\w+-]+)*\.(?:"
                  + EXTENSIONS + r"))(?![\w/(])")
# Comments: line comments, and block comments opened by `/*` and a space or a star (not a glob
# such as Demos/*/), and HTML comments.
COMMENT = re.compile(r"//[^\n]*|/\*[\s*].*?\*/|<!--.*?-->", re.S)

# Files that are not this repository's, named on purpose: the tutorials' sources, a user's
# files in the docs' examples, system and toolchain headers, the workplace's shared folder.
OTHER_PROJECTS = {
    "UIColor+FloatingMenu.swift",  # the floating menu tutorial's palette
    "Next.js", "Node.js",  # products, not files
    "main.ts", "vite.config.js",  # an app's files, in the README's Vite set-up
    "scene.json",  # a user's scene file, in the examples of `simulate`'s messages
    "digests.txt",  # a user's output file, in the README's example of `digest`
    "objc/NSObject.h",  # Apple's header, which the Apple check's stand-in copies
}
OTHER_PREFIXES = ("shared/", "../shared/", "SDL2/", "pango/", "stdlib/public/")
# Member accesses that read as file names (`element.wasm`, `this.wasm`, `self.c`); a bare
# name ending .c or .h is always one (`posA.c`, `d.h`): the C files are named by their path.
CODE_PREFIXES = ("self.", "this.", "element.", "control.", "out/", "node_modules/.bin/")


def tracked():
    """The repository's files: committed, and new ones not ignored."""
    command = ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
    listed = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return [f for f in listed.split("\0") if f]


def texts(files):
    """(file, line number, text) of what is read: whole Markdown files, Sources' and Tests' comments."""
    for path in files:
        if not os.path.isfile(os.path.join(ROOT, path)):
            continue
        markdown = path == "README.md" or (path.startswith("docs/") and path.endswith(".md"))
        source = path.startswith(("Sources/", "Tests/")) and path.endswith(
            (".swift", ".js", ".mjs", ".c", ".h", ".html", ".css"))
        if not (markdown or source):
            continue
        with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as f:
            text = f.read()
        if markdown:
            yield path, 1, text
        else:
            for comment in COMMENT.finditer(text):
                yield path, text.count("\n", 0, comment.start()) + 1, comment.group(0)


def placeholder(name):
    """A name in capitals (SCENE.json, Demos/CONTROL/NAME.script): a placeholder."""
    parts = re.split(r"[/.]", name)[:-1]
    return any(len(p) > 1 and p.isupper() for p in parts)


def dead_names(files, built):
    paths = set(files)
    names = {os.path.basename(f) for f in files} | built
    suffixes = {f.split("/", i)[-1] for f in files for i in range(1, f.count("/") + 1)}
    found = []
    for path, line, text in texts(files):
        for match in NAME.finditer(text):
            name = match.group(1)
            if (name.startswith(CODE_PREFIXES) or name.startswith(OTHER_PREFIXES)
                    or name in OTHER_PROJECTS or placeholder(name)
                    or ("/" not in name and name.endswith((".c", ".h")))):
                continue
            if name.startswith("node_modules/dynamic-menus/"):
                name = name[len("node_modules/dynamic-menus/"):]
                alive = name in built or name.split("/")[-1] in built
            elif "/" in name:
                relative = os.path.normpath(os.path.join(os.path.dirname(path), name))
                alive = name in paths or relative in paths or name in suffixes \
                    or os.path.isdir(os.path.join(ROOT, name)) or name in built
            else:
                alive = name in names
            if not alive:
                found.append((path, line + text.count("\n", 0, match.start()), match.group(1)))
    return found


def main():
    built = set()
    for folder in sys.argv[1:]:
        if not os.path.isdir(folder):
            print(f"file names test: no {folder} (make web writes it)", file=sys.stderr)
            return 2
        for directory, _, names in os.walk(folder):
            for name in names:
                relative = os.path.relpath(os.path.join(directory, name), folder)
                built |= {name, relative}
    files = tracked()
    dead = dead_names(files, built)
    for path, line, name in dead:
        print(f"{path}:{line}: names {name}, which is no file of the repository or the build")
    print(f"file names test: {len(dead)} names of no file in README.md, docs and the comments in Sources and Tests"
          if dead else "file names test: every file named in README.md, docs and the comments in Sources and Tests exists")
    return 1 if dead else 0


if __name__ == "__main__":
    sys.exit(main())
