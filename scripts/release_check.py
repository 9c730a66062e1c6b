#!/usr/bin/env python3
"""`make release-check`, a stage of `make test`: what a release promises holds (docs/releasing.md).

- One version: VERSION's is the npm package's (package.json), the README's install lines', and
  the CHANGELOG's newest numbered section's (`## [X.Y.Z] - date`, or `- Unreleased` until it is
  tagged), and the CHANGELOG's numbered sections descend.
- The npm tarball (`npm pack --dry-run` in NPM_DIR) holds what package.json's `files` lists and
  nothing else (package.json and README.md, which npm always adds, aside): each listed entry is
  in it, and no source map, page or test.
- The public API against the record of the last release's (api/swift.txt: every public symbol
  of the library modules an app links, read from their symbol graphs in MODULES_DIR; api/web.txt:
  the package's declarations, its .d.ts files): a symbol removed or changed is a breaking
  change, which needs VERSION a major above the record's (a minor before 1.0) and its name in
  the CHANGELOG's section of VERSION; one added needs VERSION above the record's.

    python3 scripts/release_check.py [--root DIR] NPM_DIR MODULES_DIR            check
    python3 scripts/release_check.py [--root DIR] --record NPM_DIR MODULES_DIR   write api/

MODULES_DIR: a build's modules (`swift build --show-bin-path`/Modules). --root: the tree whose
VERSION, README.md, CHANGELOG.md and api/ are read (the repository's; the tests give a copy).

Exit status: 0 it holds (or the record was written); 1 a check fails, each failure named;
2 bad usage, or an input missing (no VERSION, no package, no module).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import release_api

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
# What npm adds to every tarball whatever `files` says.
ALWAYS_PACKED = {"package.json", "README.md"}
# What a package's tarball must never hold (unless `files` names it): source maps, pages, tests,
# sources and hidden files.
NEVER_PACKED = re.compile(
    r"(\.map$|\.html?$|(^|/)tests?(/|$)|[-.]test\.|(?<!\.d)\.ts$|\.(swift|py|mjs)$|(^|/)\.)")


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


def version_tuple(text):
    m = SEMVER.match(text)
    return tuple(int(x) for x in m.groups()) if m else None


def changelog_sections(text):
    """[(version, heading line, body)] of the CHANGELOG's numbered sections, in order."""
    sections = []
    matches = list(re.finditer(r"^## \[(\d+\.\d+\.\d+)\][^\n]*$", text, re.M))
    for k, m in enumerate(matches):
        end = matches[k + 1].start() if k + 1 < len(matches) else len(text)
        sections.append((m.group(1), m.group(0), text[m.end():end]))
    return sections


def check_versions(failures, version, npm_dir):
    package = json.load(open(os.path.join(npm_dir, "package.json")))
    if package.get("version") != version:
        failures.append(f"package.json says version {package.get('version')}, VERSION says {version}")
    readme = read("README.md")
    swiftpm = re.findall(r'\.package\(url: "REPOSITORY_URL", .*\bfrom: "([^"]+)"\)', readme)
    npm = re.findall(r"\bnpm install dynamic-menus@(\S+?)[`\s]", readme)
    if not swiftpm:
        failures.append('README.md has no SwiftPM install line '
                        '(.package(url: "REPOSITORY_URL", .upToNextMinor(from: "X.Y.Z")))')
    if not npm:
        failures.append("README.md has no npm install line (npm install dynamic-menus@X.Y.Z)")
    for line, found in (("SwiftPM", swiftpm), ("npm", npm)):
        for v in found:
            if v != version:
                failures.append(f"README.md's {line} install line names {v}, VERSION says {version}")
    sections = changelog_sections(read("CHANGELOG.md"))
    if not sections or sections[0][0] != version:
        newest = sections[0][0] if sections else "none"
        failures.append(f"CHANGELOG.md's newest numbered section is {newest}, VERSION says {version}")
    numbers = [version_tuple(v) for v, _, _ in sections]
    if numbers != sorted(numbers, reverse=True) or len(set(numbers)) != len(numbers):
        failures.append("CHANGELOG.md's numbered sections do not descend: "
                        + ", ".join(v for v, _, _ in sections))
    for v, heading, _ in sections:
        if not re.search(r" - (\d{4}-\d{2}-\d{2}|Unreleased)$", heading):
            failures.append(f"CHANGELOG.md: '{heading}' has neither a date (YYYY-MM-DD) nor 'Unreleased'")


def check_tarball(failures, npm_dir):
    result = subprocess.run(["npm", "pack", "--dry-run", "--json", "--ignore-scripts"], cwd=npm_dir,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"release-check: npm pack failed in {npm_dir}: {result.stderr[-400:]}")
    packed = {entry["path"] for entry in json.loads(result.stdout)[0]["files"]}
    listed = json.load(open(os.path.join(npm_dir, "package.json")))["files"]

    def listed_by(path):
        return [f for f in listed if path == f or (f.endswith("/") and path.startswith(f))]

    for path in sorted(packed):
        if path in ALWAYS_PACKED and not listed_by(path):
            continue
        if not listed_by(path):
            failures.append(f"the npm tarball holds {path}, which package.json's files does not list")
        elif NEVER_PACKED.search(path) and path not in listed:
            failures.append(f"the npm tarball holds {path}: no map, page or test belongs in it")
    for entry in listed:
        if not any(entry == p or (entry.endswith("/") and p.startswith(entry)) for p in packed):
            failures.append(f"package.json's files lists {entry}, which the npm tarball lacks")
    return len(packed)


def check_api(failures, version, current):
    """Compares `current` ({kind: set of lines}) with the record; returns a summary."""
    record_version, record = release_api.read_record(ROOT)
    if record_version is None:
        failures.append("no API record (api/): `make release-record` writes it")
        return "no record"
    v, r = version_tuple(version), version_tuple(record_version)
    removed = {kind: sorted(record.get(kind, set()) - lines) for kind, lines in current.items()}
    added = {kind: sorted(lines - record.get(kind, set())) for kind, lines in current.items()}
    n_removed = sum(len(x) for x in removed.values())
    n_added = sum(len(x) for x in added.values())
    summary = (f"against {record_version}'s record: {n_removed} symbols removed or changed, "
               f"{n_added} added")
    if v < r:
        failures.append(f"VERSION {version} is below the last release's, {record_version}")
    if n_removed:
        breaking = (v[0] > r[0]) if r[0] > 0 else (v[0] > 0 or v[1] > r[1])
        if not breaking:
            needed = f"{r[0] + 1}.0.0" if r[0] > 0 else f"0.{r[1] + 1}.0"
            failures.append(f"{n_removed} public symbols were removed or changed since {record_version}: "
                            f"a breaking change needs VERSION {needed} or above, not {version}")
        section = next((body for number, _, body in changelog_sections(read("CHANGELOG.md"))
                        if number == version), "")
        for kind, lines in removed.items():
            for line in lines:
                name = release_api.name(kind, line)
                if not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", section):
                    failures.append(f"{kind} API: '{line}' was removed or changed since {record_version}, "
                                    f"and CHANGELOG.md's section {version} does not name {name}")
    elif n_added and v <= r:
        failures.append(f"{n_added} public symbols were added since {record_version}: "
                        f"VERSION needs to be above it, not {version}")
    return summary


def main():
    global ROOT
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--record", action="store_true", help="write the API record at VERSION")
    parser.add_argument("--root", default=ROOT, help="the tree to check (default: this repository)")
    parser.add_argument("npm_dir")
    parser.add_argument("modules_dir")
    args = parser.parse_args()
    ROOT = os.path.abspath(args.root)
    try:
        version = read("VERSION").strip()
    except OSError as error:
        print(f"release-check: {error}", file=sys.stderr)
        return 2
    if not version_tuple(version):
        print(f"release-check: VERSION says '{version}', not MAJOR.MINOR.PATCH", file=sys.stderr)
        return 2
    for path in (os.path.join(args.npm_dir, "package.json"), args.modules_dir):
        if not os.path.exists(path):
            print(f"release-check: no {path} (make web, and a build of the modules)", file=sys.stderr)
            return 2
    with tempfile.TemporaryDirectory() as scratch:
        try:
            current = release_api.listing(args.npm_dir, args.modules_dir, scratch)
        except release_api.MissingInput as error:
            print(f"release-check: {error}", file=sys.stderr)
            return 2
    if args.record:
        release_api.write_record(ROOT, version, current)
        print(f"release-check: wrote api/ at {version}: "
              + ", ".join(f"{len(lines)} {kind} lines" for kind, lines in current.items()))
        return 0
    failures = []
    check_versions(failures, version, args.npm_dir)
    packed = check_tarball(failures, args.npm_dir)
    summary = check_api(failures, version, current)
    for failure in failures:
        print(f"release-check: FAIL {failure}")
    status = "fails" if failures else "holds"
    print(f"release-check: {version} {status}: {len(failures)} failures; the tarball's {packed} files "
          f"as listed; API {summary}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
