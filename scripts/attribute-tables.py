#!/usr/bin/env python3
"""Writes each control's attribute table from its configuration's stored properties
(`make attributes`; `make lint` checks the committed tables are in step):

    scripts/attribute-tables.py [--check]

Every stored property of a control's `Configuration` is an attribute (scripts/
attribute_fields.py reads them from Sources/Controls): its name the property's in kebab-case,
its kind the property's Swift type, its range the one its doc comment states, its summary the
doc comment's first sentence. A structure of the control's (the dial's `InflateCurve`) gives
its fields one attribute each; a font gives three (`-size`, `-weight`, `-family`), insets four
(`-top`, `-left`, `-bottom`, `-right`), the floating menu's layout three (`layout`,
`layout-sweep`, `layout-radius`). A doc comment may end with a directive:

    /// - Attribute: menu-style          the attribute's name (`style` is every element's)
    /// - Attributes: inflate-…          the prefix of a structure's fields' attributes

A number's range, in its doc comment: `finite`, `≥ X` or `finite and ≥ X`, `> X`, `a…b`, or
`in [a, b]` with brackets or parentheses for closed or open ends; an integer type makes it
whole. A number field without one is an error naming it.

It writes Sources/Hosts/Elements/Attributes/Generated: per control `<Control>+Attributes.swift`
(the table the element applies) and `AttributeDocumentation.swift` (each attribute's summary
and Swift field path, which only the manifest reads, so the package's module carries none).
With --check it writes nothing and exits 1 when a file would change. Exit status: 0 written
(or in step); 1 --check found one out of step; 2 a configuration it cannot read.
"""

import os
import re
import subprocess
import sys

import attribute_fields as source
import generated_files

ROOT = source.ROOT
OUT = os.path.join(ROOT, "Sources", "Hosts", "Elements", "Attributes", "Generated")
# Where a configuration's own structures are (each of whose fields is an attribute).
SEARCH = ["Sources/Controls"]

# The five configurations: the element kind, the Swift type, the file's name.
CONFIGURATIONS = [
    ("dialMenu", "DialMenu.Configuration", "DialMenu"),
    ("radialMenu", "RadialMenu.Configuration", "RadialMenu"),
    ("confirmButton", "ConfirmActionButton.Configuration", "ConfirmActionButton"),
    ("floatingMenu", "FloatingMenuController.Configuration", "FloatingMenuController"),
    ("slideMenu", "SlideMenu.Configuration", "SlideMenu"),
]

HEADER = """// Written by scripts/attribute-tables.py from the stored properties of the controls'
// configurations and their doc comments (Sources/Controls); edit those, not this file.
// `make lint` fails when it is out of step.
"""

INTEGERS = {"Int", "UInt64", "Int32", "UInt32"}
NUMBER = r"-?[0-9][0-9_]*(?:\.[0-9]+)?"


class Attribute:
    """One generated entry: its Swift expression (a `[Self]` piece), and per attribute it
    makes, (name, summary, field path)."""

    def __init__(self, code, documented):
        self.code = code
        self.documented = documented


def kebab(name):
    return re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), name)


def summary(doc):
    """The doc comment's first clause (to its first `;`, `: ` or `. `), ending with a full stop."""
    text = re.sub(r"``(?:[\w.]+/)?([\w.()]+)``", r"\1", doc).strip()
    match = re.match(r"(.+?)(?:;|:\s|\.(?=\s|$))", text)
    first = (match.group(1) if match else text).strip()
    return first + "."


SHORT_RANGES = {
    "NumberRange(lower: 0, includesLower: true, upper: nil, includesUpper: false)": ".notNegative",
    "NumberRange(lower: 0, includesLower: false, upper: nil, includesUpper: false)": ".positive",
    "NumberRange(lower: nil, includesLower: false, upper: nil, includesUpper: false)": ".finite",
}


def number_range(field, integer):
    """The NumberRange a number field's doc comment states (a named one where there is one)."""
    written = full_range(field, integer)
    return SHORT_RANGES.get(written, written)


def full_range(field, integer):
    """The NumberRange expression a number field's doc comment states."""
    doc = field.doc
    whole = ", isInteger: true" if integer else ""
    bounds = re.search(rf"in ([\[(])\s*({NUMBER}),\s*({NUMBER})\s*([\])])", doc)
    if bounds:
        low, high = bounds.group(2).replace("_", ""), bounds.group(3).replace("_", "")
        return (f"NumberRange(lower: {low}, includesLower: {str(bounds.group(1) == '[').lower()}, "
                f"upper: {high}, includesUpper: {str(bounds.group(4) == ']').lower()}{whole})")
    span = re.search(rf"({NUMBER})…({NUMBER})", doc)
    if span:
        return (f"NumberRange(lower: {span.group(1)}, includesLower: true, upper: {span.group(2)}, "
                f"includesUpper: true{whole})")
    least = re.search(rf"(≥|>) ({NUMBER})\b", doc)
    if least:
        return (f"NumberRange(lower: {least.group(2)}, includesLower: {str(least.group(1) == '≥').lower()}, "
                f"upper: nil, includesUpper: false{whole})")
    if re.search(r"\bfinite\b", doc):
        return f"NumberRange(lower: nil, includesLower: false, upper: nil, includesUpper: false{whole})"
    raise source.SourceError(f"{field.where}: {field.name}'s doc comment states no range "
                             "(finite, ≥ X, > X, a…b, in [a, b])")


def accessors(path, transform=("", "")):
    """`get:` and `set:` closures for the field at `path` (a Swift key path's components)."""
    wrap_get, wrap_set = transform
    get = f"$0.{path}" if not wrap_get else f"{wrap_get}($0.{path})"
    set_ = "$1" if not wrap_set else f"{wrap_set}($1)"
    return f"get: {{ {get} }}, set: {{ $0.{path} = {set_} }}"


def entries(fields, path, prefix, structures):
    """The attributes of `fields` (a structure's stored properties at key path `path`, named
    with `prefix`)."""
    made = []
    for field in fields:
        name = field.directives.get("Attribute", prefix + kebab(field.name))
        key = f"{path}.{field.name}" if path else field.name
        text = summary(field.doc)
        type_ = field.type
        own_prefix = field.directives.get("Attributes", "").rstrip("…")
        if type_ == "Double":
            code = f".number(\n  {q(name)}, {number_range(field, False)},\n  {accessors(key)})"
            made.append(Attribute(f"[{code}]", [(name, text, key)]))
        elif type_ in INTEGERS:
            code = (f".number(\n  {q(name)}, {number_range(field, True)},\n  "
                    f"{accessors(key, ('Double', type_))})")
            made.append(Attribute(f"[{code}]", [(name, text, key)]))
        elif type_ == "Bool":
            made.append(Attribute(f"[.boolean({q(name)}, {accessors(key)})]", [(name, text, key)]))
        elif type_ == "String":
            made.append(Attribute(f"[.text({q(name)}, {accessors(key)})]", [(name, text, key)]))
        elif type_ == "Color":
            made.append(Attribute(f"[.color({q(name)}, {accessors(key)})]", [(name, text, key)]))
        elif type_ == "Color?":
            made.append(Attribute(f"[.optionalColor({q(name)}, {accessors(key)})]", [(name, text, key)]))
        elif type_ == "Font":
            base = own_prefix or name + "-"
            lead = re.sub(r",? at the default text size$", "", text.rstrip("."))
            made.append(Attribute(f".font({q(base)}, {accessors(key)})", [
                (base + "size", f"{lead}: its size in points at the default text size, at most 200.", key + ".size"),
                (base + "weight", f"{lead}: its weight.", key + ".weight"),
                (base + "family", f"{lead}: its family.", key + ".family")]))
        elif type_ == "EdgeInsets":
            base = own_prefix or name + "-"
            lead = text.rstrip(".")
            made.append(Attribute(f".insets({q(base)}, {number_range(field, False)}, {accessors(key)})", [
                (base + side, f"{lead}: {side}.", f"{key}.{side}") for side in ("top", "left", "bottom", "right")]))
        elif type_ == "Layout":
            made.append(Attribute(f".layout({accessors(key)})", [
                ("layout", text, key),
                ("layout-sweep", "The arc's sweep, radians (setting it makes the layout an arc).", key),
                ("layout-radius", "The arc's or circle's radius from the floating button, points; 0 for the "
                 "layout's own.", key)]))
        else:
            nested = structures(type_)
            if nested is not None:
                made += entries(nested, key, own_prefix, structures)
            else:
                made.append(Attribute(f"[.word({q(name)}, {accessors(key)})]", [(name, text, key)]))
    return made


def q(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def indent(code, by):
    return "\n".join((" " * by + line) if line else line for line in code.split("\n"))


def table(swift_type, made):
    """The extension holding `swift_type.attributes`: each run of single attributes an array
    literal of its own (one long literal of implicit members is more than the type checker
    takes in reasonable time), joined with the composites (fonts, insets, the layout)."""
    parts = []
    runs = []
    run = []
    for a in made:
        if a.code.startswith("[") and a.code.endswith("]"):
            run.append(a.code[1:-1])
            continue
        if run:
            runs.append(run)
            parts.append(f"part{len(runs)}")
            run = []
        parts.append(f"ControlAttribute<Self>{a.code}")
    if run:
        runs.append(run)
        parts.append(f"part{len(runs)}")
    lines = [f"\nnonisolated extension {swift_type} {{",
             "  /// The fields as attributes, in the order of the stored properties.",
             "  public static let attributes: [ControlAttribute<Self>] ="]
    lines.append("    " + "\n    + ".join(parts))
    for number, entries_ in enumerate(runs, 1):
        body = ",\n".join(indent(e, 4) for e in entries_)
        lines.append(f"\n  private static let part{number}: [ControlAttribute<Self>] = [\n{body},\n  ]")
    lines.append("}\n")
    return "\n".join(lines)


def documentation(tables):
    """AttributeDocumentation.swift: each attribute's summary and field path, by kind."""
    cases = []
    for kind, made in tables:
        rows = "\n".join(f"      ({q(s)}, {q(f)})," for a in made for (_, s, f) in a.documented)
        cases.append(f"    case .{kind}:\n      [\n{rows}\n      ]")
    return (HEADER + "\n// What the manifest says of each attribute; the elements read none of it, so the\n"
            "// package's module, which never builds a manifest, carries none.\n\n"
            "extension ElementManifest {\n"
            "  /// Each attribute's summary and Swift field path (`inflateCurve.maximumScale`), in the\n"
            "  /// order of `kind`'s attribute table.\n"
            "  static func documentation(of kind: ElementKind) -> [(summary: String, field: String)] {\n"
            "    switch kind {\n" + "\n".join(cases) + "\n    }\n  }\n}\n")


def formatted(text):
    """`text` as `swift format` writes it with the project's .swift-format, so the tables
    pass `make lint` and --check compares what is committed."""
    swift = os.environ.get("SWIFT", "swift")
    result = subprocess.run([swift, "format", "format", "--configuration", os.path.join(ROOT, ".swift-format")],
                            input=text, capture_output=True, text=True)
    if result.returncode != 0:
        raise source.SourceError(f"swift format failed: {result.stderr.strip()[:400]}")
    return result.stdout


def generate():
    """{file name: text}."""
    files = {}
    tables = []
    for kind, swift_type, file_name in CONFIGURATIONS:
        owner = swift_type.split(".")[0]
        path = next((p for p in source.swift_files(os.path.join(ROOT, "Sources", "Controls"))
                     if os.path.basename(p) == f"{owner}+Configuration.swift"), None)
        folder = os.path.dirname(path) if path else ""

        def structures(type_, folder=folder):
            """A structure of the control's whose fields are attributes; None for an
            enumeration of the control's folder (a word) or a type found nowhere."""
            short = type_.split(".")[-1]
            for file in source.swift_files(folder):
                with open(file, encoding="utf-8") as f:
                    if re.search(rf"\benum {short}\b", f.read()):
                        return None
            return source.find_struct(short, SEARCH)

        fields = source.fields_of(path, "Configuration") if path else None
        if not fields:
            raise source.SourceError(f"no struct Configuration in {owner}+Configuration.swift")
        made = entries(fields, "", "", structures)
        tables.append((kind, made))
        files[f"{file_name}+Attributes.swift"] = (
            HEADER + "\npublic import DynamicMenusControls\nimport DynamicMenusGeometry\nimport DynamicMenusLayers\n"
            "import DynamicMenusViews\n" + table(swift_type, made))
    files["AttributeDocumentation.swift"] = documentation(tables)
    return {name: formatted(text) for name, text in files.items()}


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    try:
        files = generate()
    except source.SourceError as error:
        print(f"attribute-tables: {error}", file=sys.stderr)
        sys.exit(2)
    stale = []
    for name, text in files.items():
        path = os.path.join(OUT, name)
        if not generated_files.differs(path, text):
            continue
        stale.append(os.path.relpath(path, ROOT))
        if not check:
            generated_files.write(path, text)
    for path in stale:
        print(f"attribute-tables: {'out of step' if check else 'wrote'} {path}", file=sys.stderr if check else sys.stdout)
    if check and stale:
        print("attribute-tables: run `make attributes` and commit what it writes", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
