"""Strips a script's comments and indentation for the package (scripts/web-package.py): the
sources in the repository keep theirs. Nothing else changes: no name is shortened and every
line break stays (so automatic semicolon insertion reads the script as before), and strings,
template literals and regular expressions are copied as they are.

    strip(source) -> str

It reads JavaScript as tokens far enough to tell a comment from a string, a template literal
(with `${…}` nesting) or a regular expression: a `/` begins a regular expression where an
expression may begin (after an operator, an opening bracket, a comma, a keyword such as
`return`, or at the start), and divides elsewhere. The build checks the result with
`node --check`.
"""

# After these tokens a `/` begins a regular expression, not a division.
REGEX_AFTER_PUNCTUATION = set("(,=:[!&|?{};+-*%<>~^")
REGEX_AFTER_KEYWORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
                        "void", "throw", "instanceof", "yield", "await"}


def strip(source):
    out = []  # the output, one piece at a time
    i, n = 0, len(source)
    last = ""  # the last significant token: decides what a `/` is
    braces = []  # for each open `{`: whether it opened a template literal's `${`
    line_start = True  # nothing but whitespace written on this output line yet
    space = False  # whitespace read since the last token: one space before the next

    def emit(text, significant=None):
        nonlocal line_start, last, space
        if space and not line_start:
            out.append(" ")
        space = False
        out.append(text)
        line_start = False
        if significant is not None:
            last = significant

    def newline():
        nonlocal line_start, space
        space = False
        if not line_start:
            out.append("\n")
            line_start = True

    def template(i):
        """Copies a template literal's text from i (after the backtick or a `}` closing a
        substitution) up to its end or the next `${`; returns the next index."""
        while i < n:
            c = source[i]
            if c == "\\":
                out.append(source[i:i + 2])
                i += 2
            elif c == "`":
                out.append(c)
                return i + 1
            elif c == "$" and source.startswith("${", i):
                out.append("${")
                braces.append(True)
                return i + 2
            else:
                out.append(c)
                i += 1
        raise ValueError("unterminated template literal")

    while i < n:
        c = source[i]
        if c == "\n":
            newline()
            i += 1
        elif c in " \t\r":
            space = True
            i += 1
        elif source.startswith("//", i):
            space = True
            while i < n and source[i] != "\n":
                i += 1
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            if end < 0:
                raise ValueError("unterminated comment")
            # A comment spanning lines is a line break to automatic semicolon insertion.
            if "\n" in source[i:end]:
                newline()
            else:
                space = True
            i = end + 2
        elif c in "'\"":
            j = i + 1
            while j < n and source[j] != c:
                if source[j] == "\n":
                    raise ValueError("unterminated string")
                j += 2 if source[j] == "\\" else 1
            emit(source[i:j + 1], "string")
            i = j + 1
        elif c == "`":
            emit("`", "string")
            i = template(i + 1)
        elif c == "/" and (last == "" or last in REGEX_AFTER_PUNCTUATION
                           or last in REGEX_AFTER_KEYWORDS):
            j, in_class = i + 1, False
            while j < n:
                d = source[j]
                if d == "\\":
                    j += 2
                    continue
                if d == "\n":
                    raise ValueError("unterminated regular expression")
                if d == "[":
                    in_class = True
                elif d == "]":
                    in_class = False
                elif d == "/" and not in_class:
                    break
                j += 1
            j += 1
            while j < n and (source[j].isalnum()):
                j += 1  # the flags
            emit(source[i:j], "regex")
            i = j
        elif c.isalnum() or c in "_$":
            j = i
            while j < n and (source[j].isalnum() or source[j] in "_$."):
                j += 1
            word = source[i:j]
            emit(word, word.rsplit(".", 1)[-1] if not word[0].isdigit() else "number")
            i = j
        elif c == "{":
            braces.append(False)
            emit(c, c)
            i += 1
        elif c == "}":
            if braces and braces.pop():
                out.append("}")
                line_start = False
                last = "string"
                i = template(i + 1)
            else:
                emit(c, c)
                i += 1
        else:
            emit(c, c)
            i += 1
    newline()
    return "".join(out)
