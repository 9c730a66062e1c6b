#!/usr/bin/env python3
"""Where a WebAssembly module's bytes go (docs/size.md): its code by part of the library, and
its largest functions, read from a link that kept the functions' names (scripts/wasm.sh links
every module so; the shipped modules lose them in `wasm-opt`).

    python3 scripts/wasm_account.py LINKED.wasm [--top N] [--json]
    python3 scripts/wasm_account.py LINKED.wasm --check KIND
    python3 scripts/wasm_account.py LINKED_DIR --check-entries

Parts: the library's modules (Geometry, Animation, Dynamics, Physics, Layers, Views,
Rendering), the text (Layers/Text), images and icons (Layers/Images), each control (the types
declared under Sources/Controls/NAME), the controls' shared code, the element attributes
(Elements/Attributes and the attribute tables), the elements, the web host (Host, the
canvas layer, the element exports), the standard library's code specialised for our types
(with the part each serves), and C (libc, the allocator, the Swift runtime). A function
belongs to what its name declares: a closure to the function it is in, a specialisation to
the generic it specialises. "Alone, gzipped" compresses a part's functions by themselves:
it says what a part weighs, not what removing it saves (gzip finds repeats across parts).

`--check KIND` (dial-menu, radial-menu, confirm-button, floating-menu, slide-menu) says whether
the module holds no function of another control, and none of the physics engine unless KIND
is the dial or the slide menu, the two that make an animator, and none of the sampling and
encoding of strokes that change unless KIND is the radial menu, whose look ahead samples its
rings', lines' and dashes' strokes (LayerFeatures.withStrokes). `--check-entries` checks each
element's own module (LINKED_DIR/DynamicMenusWebDialMenu.wasm, …) so: what `make wasm-check`
asks of them.

Exit status: 0 accounted (or the check holds); 1 the check fails; 2 bad usage or a file that
is not a WebAssembly module with names.
"""

import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTROLS = {"DialMenu": "dial", "RadialMenu": "radial", "ConfirmActionButton": "confirm",
            "FloatingMenu": "floating", "SlideMenu": "slide"}
KINDS = {"dial-menu": "dial", "radial-menu": "radial", "confirm-button": "confirm",
         "floating-menu": "floating", "slide-menu": "slide"}
# The kinds whose control makes a dynamic animator, so links the physics engine.
PHYSICS_KINDS = {"dial", "slide"}
# The kinds whose look ahead samples strokes that change (LayerFeatures.withStrokes), and
# the functions only they link: the sampling and the stretch's stroke numbers.
STROKE_KINDS = {"radial"}
STROKE_FUNCTIONS = ("StrokeSampling", "LayerOperationStream.StrokeTracks.elements")
# Beside the toolchain's swift, or on the PATH.
DEMANGLE = (shutil.which("swift-demangle")
            or os.path.join(os.path.dirname(os.path.realpath(shutil.which("swift") or "swift")), "swift-demangle"))


def fail(message):
    print(f"wasm-account: {message}", file=sys.stderr)
    sys.exit(2)


def leb(data, i):
    """An unsigned LEB128 at data[i]: (value, index after it)."""
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def read_module(path):
    """(functions: [(name, code bytes, body bytes)], sections: {name: bytes})."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\0asm":
        fail(f"{path} is not a WebAssembly module")
    i, imported, bodies, names, sections = 8, 0, [], {}, {}
    section_names = {1: "types", 2: "imports", 3: "functions", 4: "table", 5: "memory", 6: "globals",
                     7: "exports", 9: "elements", 10: "code", 11: "data", 12: "data count"}
    while i < len(data):
        kind = data[i]
        size, start = leb(data, i + 1)
        end = start + size
        if kind == 2:
            count, j = leb(data, start)
            for _ in range(count):
                for _ in range(2):
                    length, j = leb(data, j)
                    j += length
                what = data[j]
                j += 1
                if what == 0:
                    _, j = leb(data, j)
                    imported += 1
                elif what == 1:
                    j += 1
                    flags, j = leb(data, j)
                    _, j = leb(data, j)
                    if flags & 1:
                        _, j = leb(data, j)
                elif what == 2:
                    flags, j = leb(data, j)
                    _, j = leb(data, j)
                    if flags & 1:
                        _, j = leb(data, j)
                else:
                    j += 2
        elif kind == 10:
            count, j = leb(data, start)
            for _ in range(count):
                length, j = leb(data, j)
                bodies.append(data[j:j + length])
                j += length
        elif kind == 0:
            length, j = leb(data, start)
            custom = data[j:j + length].decode()
            j += length
            sections[f"custom: {custom}"] = size
            if custom == "name":
                while j < end:
                    sub = data[j]
                    sub_size, j = leb(data, j + 1)
                    if sub == 1:
                        count, k = leb(data, j)
                        for _ in range(count):
                            index, k = leb(data, k)
                            length, k = leb(data, k)
                            names[index] = data[k:k + length].decode("utf-8", "replace")
                            k += length
                    j += sub_size
        if kind:
            sections[section_names.get(kind, f"section {kind}")] = size
        i = end
    if bodies and not names:
        fail(f"{path} keeps no function names (link with --strip-debug, not --strip-all)")
    functions = [(names.get(imported + n, f"function {imported + n}"), body) for n, body in enumerate(bodies)]
    return functions, sections, len(data)


def demangle(names):
    """Each name demangled (a C name as it is)."""
    try:
        result = subprocess.run([DEMANGLE], input="\n".join(names) + "\n", capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        fail(f"swift-demangle failed: {error}")
    lines = result.stdout.split("\n")
    return [lines[i] if i < len(lines) else n for i, n in enumerate(names)]


def declared_types():
    """{type name: part} for the types declared under Sources/Controls/NAME, Layers/Text,
    Layers/Images and Elements/Attributes."""
    where = {os.path.join("Controls", d): p for d, p in CONTROLS.items()}
    where.update({os.path.join("UI", "Layers", "Text"): "text", os.path.join("UI", "Layers", "Images"): "images and icons",
                  os.path.join("Hosts", "Elements", "Attributes"): "element attributes"})
    types = {}
    declaration = re.compile(r"^(?:public |package |open |final |nonisolated |indirect )*"
                             r"(?:class|struct|enum|protocol|actor) (\w+)", re.M)
    for folder, part in where.items():
        for directory, _, files in os.walk(os.path.join(ROOT, "Sources", folder)):
            for file in files:
                if file.endswith(".swift"):
                    with open(os.path.join(directory, file), encoding="utf-8") as f:
                        for name in declaration.findall(f.read()):
                            types[name] = part
    return types


def skip_brackets(text, i):
    """The index after the bracketed group that opens at text[i]."""
    depth = 0
    pairs = {"<": ">", "(": ")", "[": "]"}
    closers = set(pairs.values())
    while i < len(text):
        c = text[i]
        if c in pairs:
            depth += 1
        elif c in closers and not (c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def top_level_find(text, needle):
    """The first index of `needle` in `text` outside brackets; -1 for none."""
    depth = 0
    for i, c in enumerate(text):
        if c in "<([":
            depth += 1
        elif c in ">)]" and not (c == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
        elif depth == 0 and text.startswith(needle, i):
            return i
    return -1


PREFIX = re.compile(r"^(merged |specialized |static |partial apply forwarder for |reabstraction thunk helper "
                    r"|(?:outlined |type metadata |nominal type |value witness |one-time |variable |lazy |"
                    r"protocol |associated |default argument |property |key path |generic |method |dispatch |"
                    r"\w+ )[\w ]*? (?:for|of|in) )")


def owner(demangled):
    """What a demangled name declares: `Module.Type.member…`, after its closures and
    specialisations, or `(extension in M):Module.Type…`."""
    text = demangled
    for _ in range(20):
        if text.startswith(("generic specialization <", "function signature specialization <")):
            end = skip_brackets(text, text.index("<"))
            text = text[end:].removeprefix(" of ")
            continue
        if re.match(r"(implicit closure|[\w$]+) #\d+ ", text):
            at = top_level_find(text, " in ")
            if at < 0:
                break
            text = text[at + 4:]
            continue
        conformance = text.find(" in conformance ")
        if text.startswith("protocol witness for ") and conformance >= 0:
            text = text[conformance + len(" in conformance "):]
            continue
        match = PREFIX.match(text)
        if match:
            text = text[match.end():]
            continue
        break
    return text


def part_of(mangled, demangled, types):
    """The part a function belongs to, and for the standard library's code the part it serves."""
    if not mangled.startswith(("$e", "$s")):
        return "C: libc, allocator, Swift runtime", None
    text = owner(demangled)
    extension = re.match(r"\(extension in (\w+)\):(\w+)\.(\w+)", text)
    if extension:
        module, home, type_name = extension.groups()
        if module == "DynamicMenusElements":
            return "element attributes", None
        module = home
    else:
        # `Module.Type`, `Module.(Type in _HASH)` for a private one; else the first of ours named.
        match = (re.match(r"(\w+)\.\(?(\w+)", text)
                 or re.search(r"(DynamicMenus\w+)\.\(?(\w+)", demangled))
        if match:
            module, type_name = match.groups()
        else:
            # A global (`one-time initialization function for gear`): the mangled name's first
            # two identifiers, its module and (for a static) its type.
            module, type_name = (mangled_identifiers(mangled) + ["Swift", ""])[:2]
    if module in ("Swift", "_Concurrency"):
        served = re.search(r"DynamicMenus(\w+)\.(\w+)", demangled)
        return "standard library, specialised", served and module_part(*served.groups(), types)
    if not module.startswith("DynamicMenus"):
        return "standard library, specialised", None
    return module_part(module[len("DynamicMenus"):], type_name, types), None


def mangled_identifiers(mangled):
    """The leading length-prefixed identifiers of a mangled name (`$e18DynamicMenusLayers5Icons…`)."""
    identifiers, i = [], 2
    while len(identifiers) < 2:
        match = re.match(r"\d+", mangled[i:])
        if not match:
            break
        length = int(match.group())
        i += match.end()
        identifiers.append(mangled[i:i + length])
        i += length
    return identifiers


def module_part(module, type_name, types):
    """The part of `type_name` declared in DynamicMenus`module`."""
    if module in ("Controls", "Layers", "Elements") and type_name in types:
        return types[type_name] if module != "Controls" or types[type_name] in CONTROLS.values() else "controls, shared"
    if module == "Controls":
        return "controls, shared"
    if module == "Elements":
        return "elements"
    if module in ("Host", "WebCanvas", "WebElements") or module.startswith("Web"):
        return "web host"
    return module.lower()


def account(path):
    """The module's account: parts, functions and sections."""
    functions, sections, total = read_module(path)
    demangled = demangle([name for name, _ in functions])
    types = declared_types()
    parts = defaultdict(lambda: {"bytes": 0, "functions": 0, "bodies": []})
    served = defaultdict(int)
    rows = []
    for (name, body), readable in zip(functions, demangled):
        part, serves = part_of(name, readable, types)
        p = parts[part]
        p["bytes"] += len(body)
        p["functions"] += 1
        p["bodies"].append(body)
        if serves:
            served[serves] += len(body)
        rows.append((len(body), part, readable))
    code = sum(p["bytes"] for p in parts.values())
    result = {
        "module": os.path.basename(path), "bytes": total, "code": code, "sections": sections,
        "parts": sorted(({"part": k, "bytes": v["bytes"], "share": v["bytes"] / max(code, 1),
                          "functions": v["functions"], "gzipped": len(gzip.compress(b"".join(v["bodies"]), 9))}
                         for k, v in parts.items()), key=lambda r: -r["bytes"]),
        "standardLibraryServes": dict(sorted(served.items(), key=lambda kv: -kv[1])),
        "largest": [{"bytes": b, "part": p, "function": f} for b, p, f in sorted(rows, key=lambda r: -r[0])],
    }
    return result


def check(result, kind):
    """The functions that should not be in `kind`'s own module: (part, function) pairs."""
    mine = KINDS[kind]
    others = set(CONTROLS.values()) - {mine}
    if mine not in PHYSICS_KINDS:
        others |= {"physics", "dynamics"}
    # A merged function is one body LLVM found identical in several and named after one of
    # them (`merged outlined destroy of SlideMenu.Option` may be the radial menu's own).
    strays = [(r["part"], r["function"]) for r in result["largest"]
              if r["part"] in others and not r["function"].startswith("merged ")]
    if mine not in STROKE_KINDS:
        strays += [(r["part"], r["function"]) for r in result["largest"]
                   if any(name in r["function"] for name in STROKE_FUNCTIONS)]
    return strays


def report_check(result, kind):
    """Says whether `kind`'s module holds only what it needs (see `check`); True when it does."""
    strays = check(result, kind)
    if strays:
        print(f"wasm-account: {result['module']} holds {len(strays)} functions that <dm-{kind}> "
              f"never needs, such as:", file=sys.stderr)
        for part, function in strays[:10]:
            print(f"  {part}: {function[:160]}", file=sys.stderr)
        return False
    held = {r["part"] for r in result["largest"] if not r["function"].startswith("merged ")}
    names = ", ".join(sorted(held & (set(CONTROLS.values()) | {"physics"})))
    print(f"wasm-account: {result['module']}: {len(result['largest'])} functions, of the controls and "
          f"the physics engine only {names}")
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("module")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--check", choices=sorted(KINDS))
    parser.add_argument("--check-entries", action="store_true")
    options = parser.parse_args()
    if not os.path.exists(options.module):
        fail(f"{options.module} does not exist (make wasm)")
    if options.check_entries:
        failed = False
        for kind in KINDS:
            product = "DynamicMenusWeb" + "".join(part.capitalize() for part in kind.split("-"))
            path = os.path.join(options.module, product + ".wasm")
            if not os.path.exists(path):
                fail(f"{path} does not exist (make wasm)")
            failed |= not report_check(account(path), kind)
        sys.exit(1 if failed else 0)
    result = account(options.module)
    if options.check:
        sys.exit(0 if report_check(result, options.check) else 1)
    if options.json:
        result["largest"] = result["largest"][:options.top]
        print(json.dumps(result, indent=2))
        return
    print(f"{result['module']}: {result['bytes']:,} bytes linked with names, code {result['code']:,}")
    print(f"{'part':36} {'code bytes':>11} {'share':>7} {'functions':>9} {'alone, gzipped':>15}")
    for p in result["parts"]:
        print(f"{p['part']:36} {p['bytes']:>11,} {p['share']:>7.1%} {p['functions']:>9,} {p['gzipped']:>15,}")
    print("\nsections: " + ", ".join(f"{k} {v:,}" for k, v in result["sections"].items()))
    print("the standard library's specialised code serves: " +
          ", ".join(f"{k} {v:,}" for k, v in result["standardLibraryServes"].items()))
    print(f"\nthe {options.top} largest functions:")
    for r in result["largest"][:options.top]:
        print(f"{r['bytes']:>8,}  {r['part']:24} {r['function'][:140]}")


if __name__ == "__main__":
    main()
