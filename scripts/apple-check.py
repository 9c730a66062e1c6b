#!/usr/bin/env python3
"""Type-checks the Apple-only modules and examples against stand-ins of Apple's SDKs.

No Apple SDK exists on Linux, so `make apple-check` builds stand-in modules (Tests/AppleCheck/
StandIns: Foundation, CoreGraphics, CoreText, CoreImage, QuartzCore, UIKit, AppKit, SwiftUI and
the MacTypes names CoreText brings in, each with only the declarations our code uses, with
Apple's signatures and isolation) for an iOS and a macOS profile, then type-checks every
Apple-only target of the package (its files and settings read from the manifest, so a new
file is included without editing this script) and the example apps against them, Objective-C
interop on, warnings as errors.

What it proves and what it cannot: docs/apple-host.md.

With --snippets FILE it type-checks only (after a full run when the stand-ins are not built yet)
the catalog's Swift snippets that Tests/Browser/catalog_test.py collected: each control's UIKit view
controller (iOS) and SwiftUI view (iOS and macOS), at its defaults and with changed settings.

Usage: apple-check.py [--bin-path DIR] [--snippets FILE]
       (DIR: `swift build --show-bin-path`, built first)
Exit status: 0 all type-check; 1 a compile error (printed); 2 bad usage or missing build.
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAND_INS = os.path.join(ROOT, "Tests", "AppleCheck", "StandIns")
CANARIES = os.path.join(ROOT, "Tests", "AppleCheck", "Canaries")
OUT = os.path.join(ROOT, "out", "apple-check")

# The stand-in modules in dependency order, and which profile has each.
STAND_IN_ORDER = [
    ("ObjectiveC", "both"), ("MacTypes", "both"), ("CoreFoundation", "both"),
    ("Foundation", "both"), ("CoreGraphics", "both"), ("CoreText", "both"),
    ("CoreImage", "both"), ("QuartzCore", "both"), ("UIKit", "ios"), ("AppKit", "macos"),
    ("SwiftUI", "both"),
]
# The package's Apple-only targets, in dependency order; the profile each builds in.
APPLE_TARGETS = [
    ("DynamicMenusCoreGraphics", "both"), ("DynamicMenusUIKit", "ios"),
    ("DynamicMenusAppKit", "macos"), ("DynamicMenusSwiftUI", "both"),
]
# The example apps (app packages for Xcode): their Sources, each type-checked as one module.
EXAMPLES = [("Examples/UIKitApp.swiftpm/Sources", "ios"),
            ("Examples/SwiftUIApp.swiftpm/Sources", "both")]
PROFILES = {"ios": "STAND_IN_IOS", "macos": "STAND_IN_MACOS"}


def swift_files(folder):
    found = []
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not d.endswith(".docc"))
        found += [os.path.join(base, f) for f in sorted(files) if f.endswith(".swift")]
    return found


def settings_flags(target):
    """The target's Swift settings from the manifest as compiler flags."""
    flags = []
    for setting in target.get("settings", []):
        kind = setting["kind"]
        if "enableUpcomingFeature" in kind:
            flags += ["-enable-upcoming-feature", kind["enableUpcomingFeature"]["_0"]]
        elif "enableExperimentalFeature" in kind:
            flags += ["-enable-experimental-feature", kind["enableExperimentalFeature"]["_0"]]
        elif "defaultIsolation" in kind:
            flags += ["-default-isolation", kind["defaultIsolation"]["_0"]]
        elif "swiftLanguageMode" in kind or "unsafeFlags" in kind:
            sys.exit(f"apple-check: {target['name']}: setting {kind} not handled here")
    return flags


def run(command, what):
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.stderr.write(f"apple-check: FAILED: {what}\n")
        sys.exit(1)
    if "warning:" in result.stderr:
        sys.stderr.write(result.stderr)
        sys.stderr.write(f"apple-check: FAILED (warnings are errors): {what}\n")
        sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin-path", help="the native build's products (swift build)")
    parser.add_argument("--snippets", help="the catalog's snippets (catalog_test.py's JSON)")
    args = parser.parse_args()
    bin_path = args.bin_path or subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    if not os.path.isfile(os.path.join(modules, "DynamicMenusHost.swiftmodule")):
        sys.stderr.write(f"apple-check: no native build in {modules}: run `swift build` first\n")
        return 2
    if args.snippets and os.path.isfile(os.path.join(OUT, "macos", "SwiftUI.swiftmodule")):
        count = check_catalog_snippets(args.snippets, modules)
        print(f"apple-check: the catalog's {count} Swift snippets type-check")
        return 0
    manifest = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True,
        check=True).stdout)
    targets = {t["name"]: t for t in manifest["targets"]}
    checked = 0
    for profile, define in PROFILES.items():
        out = os.path.join(OUT, profile)
        os.makedirs(out, exist_ok=True)
        common = ["swiftc", "-parse-as-library", "-I", out,
                  "-I", os.path.join(STAND_INS, "ObjCRuntime"),
                  "-Xfrontend", "-enable-objc-interop", "-D", define,
                  "-module-cache-path", os.path.join(OUT, "module-cache")]
        for name, where in STAND_IN_ORDER:
            if where not in ("both", profile):
                continue
            run(common + ["-emit-module", "-module-name", name, "-swift-version", "5",
                          "-emit-module-path", os.path.join(out, name + ".swiftmodule")]
                + swift_files(os.path.join(STAND_INS, name)), f"stand-in {name} ({profile})")
        ours = common + ["-I", modules, "-swift-version", "6", "-warnings-as-errors"]
        for name, where in APPLE_TARGETS:
            if where not in ("both", profile):
                continue
            target = targets[name]
            files = swift_files(os.path.join(ROOT, target.get("path") or f"Sources/{name}"))
            run(ours + settings_flags(target) + [
                "-emit-module", "-module-name", name,
                "-emit-module-path", os.path.join(out, name + ".swiftmodule")] + files,
                f"{name} ({profile}, {len(files)} files)")
            print(f"apple-check: {profile}: {name}: {len(files)} files type-check")
            checked += 1
        for folder, where in EXAMPLES:
            if where not in ("both", profile):
                continue
            files = swift_files(os.path.join(ROOT, folder))
            if not files:
                sys.stderr.write(f"apple-check: {folder} has no Swift files\n")
                return 1
            # An app target as Xcode 26 makes one: Swift 6, the main actor by default.
            run(ours + ["-default-isolation", "MainActor",
                "-typecheck", "-module-name", "AppModule"] + files,
                f"{folder} ({profile})")
            print(f"apple-check: {profile}: {folder}: {len(files)} files type-check")
            checked += 1
    snippets = check_readme_snippets(modules)
    canaries = check_canaries(targets["DynamicMenusUIKit"], modules)
    print(f"apple-check: README's {snippets} Apple snippets type-check")
    print(f"apple-check: {checked} modules and examples type-check in the iOS and macOS "
          f"profiles; {canaries} canaries fail as Apple's SDKs make them fail")
    check_deployment_lint()
    if args.snippets:
        count = check_catalog_snippets(args.snippets, modules)
        print(f"apple-check: the catalog's {count} Swift snippets type-check")
    return 0


def check_deployment_lint():
    """The deployment-target lint reports exactly the fixture's marked lines, none of the
    guarded fixture's, and nothing in the package."""
    lint = [sys.executable, os.path.join(ROOT, "scripts", "deployment-lint.py")]
    fixtures = os.path.join(ROOT, "Tests", "AppleCheck", "Deployment")
    for name in sorted(os.listdir(fixtures)):
        path = os.path.join(fixtures, name)
        expected = []
        with open(path) as f:
            for number, line in enumerate(f, 1):
                marks = re.search(r"// REPORTED(?: \((\d+)\))?", line)
                if marks:
                    expected += [number] * int(marks.group(1) or 1)
        result = subprocess.run(lint + [path], cwd=ROOT, capture_output=True, text=True)
        reported = [int(m) for m in re.findall(r"^[^:\n]+:(\d+): ", result.stdout, re.M)]
        if reported != expected or result.returncode != (1 if expected else 0):
            sys.stderr.write(result.stdout + result.stderr)
            sys.stderr.write(f"apple-check: FAILED: deployment-lint on {name} reported lines "
                             f"{reported}, expected {expected}\n")
            sys.exit(1)
    result = subprocess.run(lint, cwd=ROOT, capture_output=True, text=True)
    sys.stdout.write(result.stdout)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        sys.exit(1)


def check_readme_snippets(modules):
    """The README's UIKit and SwiftUI snippets type-check: the UIKit one (statements) inside
    a view controller's `viewDidLoad` with a `label`, the SwiftUI one as it is."""
    readme = open(os.path.join(ROOT, "README.md")).read()
    section = readme.split("## In an iOS or macOS app", 1)[-1].split("\n## ", 1)[0]
    blocks = re.findall(r"```swift\n(.*?)```", section, re.S)
    if len(blocks) != 2:
        sys.stderr.write("apple-check: README's Apple section needs its two swift blocks\n")
        sys.exit(1)
    uikit_imports = "".join(l + "\n" for l in blocks[0].splitlines() if l.startswith("import "))
    uikit_body = "".join("    " + l + "\n" for l in blocks[0].splitlines()
                         if not l.startswith("import "))
    uikit = (uikit_imports + "import UIKit\n\nfinal class Screen: UIViewController {\n"
             "  override func viewDidLoad() {\n    let label = UILabel()\n" + uikit_body
             + "    view.addSubview(label)\n  }\n}\n")
    for source, profile in [(uikit, "ios"), (blocks[1], "ios"), (blocks[1], "macos")]:
        path = os.path.join(OUT, profile, "ReadmeSnippet.swift")
        with open(path, "w") as f:
            f.write(source)
        run(["swiftc", "-parse-as-library", "-typecheck", "-module-name", "Snippet",
             "-I", os.path.join(OUT, profile), "-I", os.path.join(STAND_INS, "ObjCRuntime"),
             "-I", modules, "-Xfrontend", "-enable-objc-interop", "-D", PROFILES[profile],
             "-module-cache-path", os.path.join(OUT, "module-cache"), "-swift-version", "6",
             "-default-isolation", "MainActor", "-warnings-as-errors", path],
            f"README snippet ({profile})")
    return len(blocks)


def typecheck_snippets(paths, profile, modules, what):
    """Type-checks `paths` as one app module against `profile`'s stand-ins."""
    run(["swiftc", "-parse-as-library", "-typecheck", "-module-name", "Snippets",
         "-I", os.path.join(OUT, profile), "-I", os.path.join(STAND_INS, "ObjCRuntime"),
         "-I", modules, "-Xfrontend", "-enable-objc-interop", "-D", PROFILES[profile],
         "-module-cache-path", os.path.join(OUT, "module-cache"), "-swift-version", "6",
         "-default-isolation", "MainActor", "-warnings-as-errors"] + paths, what)


def check_catalog_snippets(path, modules):
    """The catalog's snippets, each as written, its type renamed apart so that all of one
    profile type-check as one module: UIKit for iOS, SwiftUI for iOS and macOS."""
    if not os.path.isfile(path):
        sys.stderr.write(f"apple-check: no snippets file {path} (Tests/Browser/catalog_test.py)\n")
        sys.exit(2)
    with open(path) as f:
        snippets = json.load(f)
    folder = os.path.join(OUT, "snippets")
    os.makedirs(folder, exist_ok=True)
    files = {"uikit": [], "swiftui": []}
    for control, variants in snippets.items():
        for variant, code in variants.items():
            for language, declared in (("uikit", "MenuViewController"), ("swiftui", "MenuView")):
                text = code[language]
                if f" {declared}:" not in text:
                    sys.stderr.write(f"apple-check: the {control} {variant} {language} snippet "
                                     f"declares no {declared}\n")
                    sys.exit(1)
                name = f"{control.capitalize()}{variant.capitalize()}{language.capitalize()}"
                file = os.path.join(folder, name + ".swift")
                with open(file, "w") as out:
                    out.write(re.sub(rf"\b{declared}\b", declared + name, text))
                files[language].append(file)
    typecheck_snippets(files["uikit"] + files["swiftui"], "ios", modules, "catalog snippets (ios)")
    typecheck_snippets(files["swiftui"], "macos", modules, "catalog snippets (macos)")
    return len(files["uikit"]) + len(files["swiftui"])


def check_canaries(target, modules):
    """Each canary must fail with its expected message: the stand-ins keep Apple's facts."""
    count = 0
    for name in sorted(os.listdir(CANARIES)):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(CANARIES, name)
        with open(path) as f:
            expect = f.readline().removeprefix("// expect:").strip()
            profile = f.readline().removeprefix("// profile:").strip()
        if not expect or profile not in PROFILES:
            sys.stderr.write(f"apple-check: {name}: needs '// expect:' and '// profile:' lines\n")
            sys.exit(1)
        out = os.path.join(OUT, profile)
        result = subprocess.run(
            ["swiftc", "-parse-as-library", "-typecheck", "-module-name", "Canary",
             "-I", out, "-I", os.path.join(STAND_INS, "ObjCRuntime"), "-I", modules,
             "-Xfrontend", "-enable-objc-interop", "-D", PROFILES[profile],
             "-module-cache-path", os.path.join(OUT, "module-cache"), "-swift-version", "6"]
            + settings_flags(target) + [path], cwd=ROOT, capture_output=True, text=True)
        if result.returncode == 0 or expect not in result.stderr:
            sys.stderr.write(result.stderr)
            sys.stderr.write(f"apple-check: FAILED: canary {name} should fail with '{expect}'\n")
            sys.exit(1)
        count += 1
    return count


if __name__ == "__main__":
    sys.exit(main())
