"""The stored properties of the controls' configurations, read from their Swift sources, for
scripts/attribute-tables.py: each field's name, Swift type, doc comment, and the directives its
doc comment ends with (`- Attribute: NAME`, `- Attributes: PREFIX-…`).

The sources follow the house style this reads: a stored property is `public var NAME[: TYPE]
[= DEFAULT]` at the structure's top level, its doc comment the `///` lines just above it; a
property with a getter (`var x: T { … }`) is computed and not a field.
"""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class SourceError(Exception):
    """A configuration the generator cannot read, with where."""


class Field:
    """A stored property: `name`, `type` (Swift, as written or inferred), `doc` (the doc
    comment as one line, directives removed), `directives` {key: value}, `where` (file:line)."""

    def __init__(self, name, type_, doc, directives, where):
        self.name = name
        self.type = type_
        self.doc = doc
        self.directives = directives
        self.where = where

    def __repr__(self):
        return f"Field({self.name}: {self.type})"


def swift_files(folder):
    for base, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def body_of(text, start):
    """The text inside the braces that open at or after `start`, and where it ends."""
    open_at = text.index("{", start)
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[open_at + 1:i], i
    raise SourceError("unbalanced braces")


def top_level(body):
    """`body`'s lines at brace depth 0, each with its line offset."""
    depth = 0
    for number, line in enumerate(body.split("\n")):
        if depth == 0:
            yield number, line
        code = re.sub(r'"([^"\\]|\\.)*"', '""', line.split("//")[0])
        depth += code.count("{") - code.count("}")


DECLARATION = re.compile(r"^\s*public var (\w+)\s*(?::\s*([^={]+?))?\s*(?:=\s*(.+?))?\s*(\{.*)?$")
DIRECTIVE = re.compile(r"^- (Attribute|Attributes):\s*(.+)$")


def infer(default, where):
    """A Swift type from a default value as written."""
    default = default.strip()
    if default in ("true", "false"):
        return "Bool"
    if re.fullmatch(r"-?[0-9][0-9_]*\.[0-9_]+(e-?[0-9]+)?", default) or re.fullmatch(r"\.pi.*|Double\(.*\)", default):
        return "Double"
    if re.fullmatch(r"-?[0-9][0-9_]*", default):
        return "Int"
    if default.startswith('"'):
        return "String"
    match = re.match(r"([A-Z]\w*(?:\.[A-Z]\w*)*)[.(]", default)
    if match:
        name = match.group(1)
        # `Font.systemFont(…)`, `Style.automatic`: the type; `Color(…)`: the type itself.
        return name
    raise SourceError(f"{where}: cannot tell the type of `{default}`: write the property's type")


def fields_of(path, struct):
    """The stored properties of `struct NAME` in the file at `path`."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    match = re.search(rf"\bstruct {struct}\b[^{{]*", text)
    if not match or "OptionSet" in match.group(0):
        return None
    body, _ = body_of(text, match.end())
    first_line = text[:match.end()].count("\n") + 1
    fields = []
    doc = []
    for number, line in top_level(body):
        stripped = line.strip()
        if stripped.startswith("///"):
            doc.append(stripped[3:].strip())
            continue
        declaration = DECLARATION.match(line)
        if declaration and not (declaration.group(4) and not declaration.group(3) and "didSet" not in line):
            name, type_, default = declaration.group(1), declaration.group(2), declaration.group(3)
            where = f"{os.path.relpath(path, ROOT)}:{first_line + number}"
            if type_ is None:
                type_ = infer(default or "", where)
            directives = {}
            prose = []
            for part in doc:
                directive = DIRECTIVE.match(part)
                if directive:
                    directives[directive.group(1)] = directive.group(2).strip()
                else:
                    prose.append(part)
            fields.append(Field(name, type_.strip(), " ".join(prose), directives, where))
        if stripped and not stripped.startswith("///"):
            doc = []
    return fields


def find_struct(name, folders):
    """The stored properties of the structure called `name` (its last component), from the
    first file under `folders` that declares it."""
    short = name.split(".")[-1]
    for folder in folders:
        for path in swift_files(os.path.join(ROOT, folder)):
            found = fields_of(path, short)
            if found is not None:
                return found
    return None
