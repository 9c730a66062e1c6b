"""Generated files written only where they differ, shared by the generators `make` runs
(scripts/attribute-tables.py, scripts/web_generated.py): a file already as generated keeps its
timestamp, so builds that depend on it do not run again."""

import os


def differs(path, text):
    """Whether the file at `path` is missing or holds other text than `text`."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.read() != text
    except FileNotFoundError:
        return True


def write(path, text):
    """Writes `text` to `path`, making its folder."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
