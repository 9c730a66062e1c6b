#!/usr/bin/env python3
"""Fails on any use of an API newer than the package's platforms outside a guard.

Xcode builds a package at its declared deployment target (Package.swift `platforms:`), so an
unguarded use of an API newer than that fails every app that adds the package. The compiler
checks this only when it builds for an Apple platform, which this machine cannot; this lint
checks it from the table scripts/availability.tsv (each API with the first iOS and macOS
that have it, the module it belongs to, and the source of the date).

A use is covered by an `if #available(...)` or `guard #available(...)` whose versions reach
the API's (for the platforms the file is for), or an `@available(...)` on an enclosing
declaration. A file whose first `#if` is `canImport(UIKit)` is checked for iOS only, one
whose first `#if` is `canImport(AppKit)` for macOS only; any other file for both. Comments and
string literals are not code.

Usage: deployment-lint.py [FILE_OR_DIR ...]   (default: Sources and Examples/*/Sources)
Exit status: 0 clean; 1 uses outside a guard (each printed as file:line: what and why);
2 bad usage or an unreadable table.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "scripts", "availability.tsv")


def version(text):
    if text == "-":
        return None
    return tuple(int(part) for part in text.split("."))


def load_table():
    table = {}
    with open(TABLE) as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 5:
                sys.stderr.write(f"{TABLE}:{number}: want 5 tab-separated fields\n")
                sys.exit(2)
            symbol, ios, macos, module, source = fields
            table[symbol] = {"iOS": version(ios), "macOS": version(macos), "module": module,
                             "source": source}
    return table


def floors():
    manifest = open(os.path.join(ROOT, "Package.swift")).read()
    ios = re.search(r"\.iOS\(\.v(\d+)(?:_(\d+))?\)", manifest)
    macos = re.search(r"\.macOS\(\.v(\d+)(?:_(\d+))?\)", manifest)
    if not ios or not macos:
        sys.stderr.write("deployment-lint: no .iOS(.vN) and .macOS(.vN) in Package.swift\n")
        sys.exit(2)
    return {"iOS": (int(ios.group(1)), int(ios.group(2) or 0)),
            "macOS": (int(macos.group(1)), int(macos.group(2) or 0))}


def strip(source):
    """The source with comments and string literals blanked, line breaks kept."""
    out = []
    i, n = 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", source[i:j]))
            i = j
        elif source.startswith('"""', i):
            j = source.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", source[i:j]))
            i = j
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] not in '"\n':
                j += 2 if source[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


AVAILABLE = re.compile(r"([#@])available\(([^)]*)\)")


def guard_versions(arguments):
    """`iOS 17, macOS 14, *` as {"iOS": (17, 0), "macOS": (14, 0)}."""
    found = {}
    for platform, major, minor in re.findall(r"\b(iOS|macOS)\s+(\d+)(?:\.(\d+))?", arguments):
        found[platform] = (int(major), int(minor or 0))
    return found


def platforms_of(code):
    first = re.search(r"^\s*#if\s+(.*)$", code, re.M)
    if first:
        condition = first.group(1)
        if "canImport(UIKit)" in condition and "canImport(AppKit)" not in condition:
            return ["iOS"]
        if "canImport(AppKit)" in condition and "canImport(UIKit)" not in condition:
            return ["macOS"]
    return ["iOS", "macOS"]


def lint(path, table, floor):
    source = open(path, encoding="utf-8").read()
    code = strip(source)
    imports = set(re.findall(r"^\s*(?:@\w+\s+)?(?:public |internal |package )?import\s+(\w+)",
                             code, re.M))
    platforms = platforms_of(code)
    problems = []
    # A stack of scopes, each the versions its guards promise; a guard read on a line opens
    # with the next `{` (if, @available) or holds to the end of the scope (guard).
    scopes = [{}]
    # From an `if`/`while` #available: holds until its block opens. From an @available
    # attribute: holds through the declaration it is on.
    pending = {}
    attribute = {}
    for number, line in enumerate(code.split("\n"), 1):
        on_line = {}
        for kind, arguments in AVAILABLE.findall(line):
            versions = guard_versions(arguments)
            if kind == "#" and re.search(r"\bguard\b", line):
                scopes[-1] = {**scopes[-1], **versions}
            elif kind == "#":
                pending = {**pending, **versions}
                on_line = {**on_line, **versions}
            else:
                attribute = {**attribute, **versions}
                on_line = {**on_line, **versions}
        for symbol in re.findall(r"\b[A-Za-z_]\w*\b", line):
            entry = table.get(symbol)
            if not entry or (entry["module"] != "Swift" and entry["module"] not in imports):
                continue
            promised = {}
            for scope in scopes:
                promised.update(scope)
            promised.update(pending)
            promised.update(attribute)
            promised.update(on_line)
            for platform in platforms:
                needed = entry[platform]
                if needed is None or needed[:2] <= floor[platform]:
                    continue
                if promised.get(platform, floor[platform]) >= needed[:2]:
                    continue
                problems.append(
                    f"{os.path.relpath(path, ROOT)}:{number}: {symbol} needs {platform} "
                    f"{'.'.join(map(str, needed))}, above the package's {platform} "
                    f"{floor[platform][0]} ({entry['source']}): guard it with "
                    f"`if #available({platform} {needed[0]}, *)` or `@available`")
        opened = False
        for char in line:
            if char == "{":
                scopes.append({**scopes[-1], **pending, **attribute})
                pending = {}
                attribute = {}
                opened = True
            elif char == "}" and len(scopes) > 1:
                scopes.pop()
        # An attribute's promise reaches the declaration it is on; a declaration with no body
        # (a stored property) ends on its line.
        attributes_only = not re.sub(r"@\w+(\([^)]*\))?", "", line).strip()
        if not opened and not attributes_only:
            attribute = {}
    return problems


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for base, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(base, name)


def main(arguments):
    if any(a.startswith("-") for a in arguments):
        sys.stderr.write(__doc__)
        return 2
    table = load_table()
    floor = floors()
    paths = arguments or [os.path.join(ROOT, "Sources")] + sorted(
        os.path.join(ROOT, "Examples", d, "Sources") for d in os.listdir(os.path.join(ROOT, "Examples"))
        if os.path.isdir(os.path.join(ROOT, "Examples", d, "Sources")))
    problems = []
    count = 0
    for path in swift_files(paths):
        count += 1
        problems += lint(path, table, floor)
    for problem in problems:
        print(problem)
    if problems:
        print(f"deployment-lint: {len(problems)} uses above iOS {floor['iOS'][0]} / macOS "
              f"{floor['macOS'][0]} outside a guard, in {count} files")
        return 1
    print(f"deployment-lint: {count} files, no API above iOS {floor['iOS'][0]} / macOS "
          f"{floor['macOS'][0]} outside a guard ({len(table)} APIs in the table)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
