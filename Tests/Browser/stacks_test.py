"""The web package in the stacks people build with: the package installed from its `npm pack`
tarball into a scratch app, then used there by real clients, each as the README says.

    python3 Tests/Browser/stacks_test.py out/npm [SCRATCH_DIR [JS_TOOLS_DIR]]

- Node with no DOM imports the package, its inline entry and its React components: nothing is
  defined, no global is added, nothing throws; React's server renderer renders a component.
- webpack 5, rollup (with @rollup/plugin-node-resolve; the assets copied, `setBasePath`) and
  `esbuild --bundle` (the inline entry) build an app; served from 127.0.0.1 in Chromium, its
  dial draws, a key chooses with the right `value`, and the console stays clean.
- A React 18 app (the package's React components, and a raw element through a ref) and a Vue 2
  app drive items and events.
- Pages under a strict Content-Security-Policy and Trusted Types count no violation and work;
  a policy without 'wasm-unsafe-eval' leaves the plain buttons working, with a warning naming
  the policy; a bad `setBasePath` and a missing module warn, naming the URL.

The tools are Debian's, unpacked by scripts/js-tools.sh into JS_TOOLS_DIR (out/js-tools).
Exit status: 0 every check passed; 1 a check failed; 2 npm, the tools or the package is
missing (`make deps`, `make web`).
"""

import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading

import stacks_apps
from browser_test import browser
from elements_test import ElementChecks, install

try:
    from selenium.webdriver.common.keys import Keys
except ImportError:
    print("stacks test: selenium is missing (make deps)", file=sys.stderr)
    sys.exit(2)

STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'"
# Each folder served under its policy (the rest: none).
POLICIES = {
    "/csp/strict/": STRICT,
    "/csp/trusted-types/": STRICT + "; require-trusted-types-for 'script'",
    "/csp/no-wasm/": "default-src 'self'; script-src 'self'; style-src 'self'",
}


def serve(root):
    """Serves `root` on 127.0.0.1 with .wasm as application/wasm and each folder's policy."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript"}

        def end_headers(self):
            for prefix, policy in POLICIES.items():
                if self.path.startswith(prefix):
                    self.send_header("Content-Security-Policy", policy)
            super().end_headers()

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


NODE_IMPORT = r"""
const before = new Set(Object.getOwnPropertyNames(globalThis));
const results = {};
for (const name of ['dynamic-menus', 'dynamic-menus/inline', 'dynamic-menus/react']) {
  try {
    const m = await import(name);
    results[name] = Object.keys(m).sort();
  } catch (error) {
    results[name] = `threw ${error}`;
  }
}
const added = Object.getOwnPropertyNames(globalThis).filter((n) => !before.has(n));
const React = (await import('react')).default;
const { renderToString } = await import('react-dom/server');
const { DialMenu, Item } = await import('dynamic-menus/react');
// Attributes and items apart: Debian's React 18.2 server renderer drops a custom element's
// element children (its custom-element support skips object props, children among them).
const html = renderToString(React.createElement(DialMenu, { dragDamping: 2.5, open: true, name: 'beer' }))
  + renderToString(React.createElement(Item, { value: 'io' }, 'Io'));
const base = (await import('dynamic-menus')).getBasePath();
console.log(JSON.stringify({ results, added, html, base, customElements: typeof customElements }));
"""


def run_node(checks, app, tools):
    print("stacks test: Node with no DOM")
    result = subprocess.run([os.path.join(tools, "node"), "--input-type=module", "-e", NODE_IMPORT],
                            cwd=app, capture_output=True, text=True)
    if result.returncode != 0:
        checks.check("Node imports the package", False, result.stderr[-800:])
        return
    found = json.loads(result.stdout.strip().splitlines()[-1])
    api = ["getBasePath", "manifest", "preload", "setBasePath"]
    checks.check("Node imports the package and its inline entry: the API, nothing defined, no global added",
                 found["results"]["dynamic-menus"] == api and found["results"]["dynamic-menus/inline"] == api
                 and found["added"] == [] and found["customElements"] == "undefined" and found["base"] is None,
                 json.dumps(found)[:600])
    react = found["results"]["dynamic-menus/react"]
    checks.check("Node imports the React components", isinstance(react, list) and "DialMenu" in react and "Item" in react,
                 str(react))
    checks.check("React's server renderer renders a component's attributes and items",
                 '<dm-dial-menu drag-damping="2.5" open="" name="beer"></dm-dial-menu>' in found["html"]
                 and '<dm-item value="io">Io</dm-item>' in found["html"], found["html"])


def build(checks, label, folder, commands, env):
    """Runs the app's build; copies its page into dist/. False (a failed check) when it fails."""
    for command in commands:
        result = subprocess.run(command, cwd=folder, capture_output=True, text=True, env=env)
        if result.returncode != 0 or (result.stderr.strip() and "esbuild" in command[0]):
            checks.check(f"{label}: the app builds", False, f"{' '.join(command)}: {(result.stderr or result.stdout)[-800:]}")
            return False
    os.makedirs(os.path.join(folder, "dist"), exist_ok=True)
    shutil.copy(os.path.join(folder, "dist-page.html"), os.path.join(folder, "dist", "index.html"))
    return True


def choose_with_key(checks, element_id="dial"):
    """Focuses the element's canvas, presses the right arrow, waits for the dm-select."""
    checks.js(f"document.getElementById('{element_id}').shadowRoot.querySelector('canvas').focus()")
    checks.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    checks.load_wait("window.selected.length > 0", timeout=6)
    return checks.js("return window.selected")


def dial_drawn(element_id="dial"):
    return (f"window.ready && document.getElementById('{element_id}')?.shadowRoot"
            f"?.querySelector('canvas') && !document.getElementById('{element_id}').shadowRoot.querySelector('canvas').hidden")


def run_app(checks, label, url, chosen_selector=None):
    """The app's dial draws, a key chooses Venus, and the console stays clean."""
    print(f"stacks test: {label}")
    checks.load(url, ready=dial_drawn())
    colours = checks.drawn("dial")
    checks.check(f"{label}: the dial draws ({colours} colours)", colours > 2)
    selected = choose_with_key(checks)
    checks.check(f"{label}: a key chooses Venus; dm-select says so, from the keyboard",
                 selected and selected[0]["value"] == "venus" and selected[0]["source"] == "keyboard", str(selected))
    if chosen_selector:
        shown = checks.js(f"return document.querySelector('{chosen_selector}').textContent")
        checks.check(f"{label}: the app's state follows the event", shown == "venus", shown)
    errors = [e for e in checks.errors() if "favicon.ico" not in e]
    checks.check(f"{label}: no console error", not errors, str(errors))
    checks.shot(label.split(" ")[0].lower())


def run_react(checks, url):
    """React 18: the components take items and events as props; a raw element through a ref."""
    run_app(checks, "React 18", url, chosen_selector="#chosen")
    items = checks.js("return document.getElementById('radial').items.map((i) => i.label)")
    checks.check("React 18: a ref sets the raw element's .items",
                 items == [label for _, label in stacks_apps.PLANETS], str(items))
    checks.js("document.getElementById('radial').show()")
    checks.load_wait("document.getElementById('opened').textContent === '1'", timeout=6)
    checks.check("React 18: a listener added through a ref hears dm-open",
                 checks.js("return document.getElementById('opened').textContent") == "1")
    children = checks.js("return [document.getElementById('children').items.map((i) => [i.value, i.disabled]),"
                         " document.getElementById('dial').dragDamping]")
    checks.check("React 18: <Item> children are the items (disabled as the attribute); a prop reaches its attribute",
                 children == [[["io", False], ["europa", True]], 2.5], str(children))
    # On screen: an element out of view runs no frame, so its menu would not open.
    checks.js("const s = document.getElementById('slide'); s.scrollIntoView(); s.show()")
    checks.load_wait("document.getElementById('slid').textContent === '1'", timeout=6)
    slide = checks.js("return [document.getElementById('slide').items.length, document.getElementById('slid').textContent]")
    checks.check("React 19's way: a raw element's items and dm-open handler as props", slide == [4, "1"], str(slide))


CSP_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<link rel="stylesheet" href="/csp/page.css">
<script src="/csp/record.js"></script>
{package}
</head><body>
<dm-dial-menu id="dial">
  <dm-item value="mercury">Mercury</dm-item><dm-item value="venus">Venus</dm-item>
  <dm-item value="earth">Earth</dm-item><dm-item value="mars">Mars</dm-item>
</dm-dial-menu>
<dm-floating-menu id="fab"><dm-item value="a" icon="star">A</dm-item></dm-floating-menu>
</body></html>
"""

PAGE_CSS = """body { margin: 0; }
#dial { width: 320px; height: 320px; }
#fab { width: 320px; height: 420px; }
"""

# Before the package: every violation, warning and selection recorded.
RECORD = """
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) =>
  window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
window.warnings = [];
const warn = console.warn;
console.warn = (...args) => { window.warnings.push(args.join(' ')); warn(...args); };
window.selected = [];
document.addEventListener('dm-select', (event) => window.selected.push(event.detail));
window.ready = true;
"""


def run_csp(checks, base):
    print("stacks test: strict Content-Security-Policy and Trusted Types")
    for folder, script, label in [("strict", "module", "the ES module under " + STRICT),
                                  ("trusted-types", "classic", "the classic script under it and require-trusted-types-for 'script'")]:
        checks.load(f"{base}/csp/{folder}/index.html", ready=dial_drawn())
        colours = checks.drawn("dial")
        selected = choose_with_key(checks)
        checks.js("document.getElementById('fab').show()")
        checks.load_wait("document.getElementById('fab').hasAttribute('open')", timeout=6)
        fab = checks.drawn("fab")
        violations = checks.js("return window.violations")
        checks.check(f"{label}: no violation; the controls draw ({colours}, {fab} colours) and a key chooses",
                     not violations and colours > 2 and fab > 2 and selected and selected[0]["value"] == "venus",
                     f"{violations} {selected}")
    print("stacks test: a policy that refuses WebAssembly")
    check_fallback(checks, f"{base}/csp/no-wasm/index.html", "without 'wasm-unsafe-eval'", "earth",
                   "a warning names the policy", lambda w: "Content-Security-Policy" in w and "wasm-unsafe-eval" in w)


def check_fallback(checks, url, label, value, said, warned):
    """A page whose controls cannot load: a warning `warned` accepts (what `said` says), the
    plain button of `value` chooses it, and nothing is uncaught."""
    checks.load(url, ready="window.warnings.some((w) => w.includes('plain buttons'))")
    warnings = checks.js("return window.warnings")
    checks.js("[...document.getElementById('dial').shadowRoot.querySelectorAll('.fallback button')]"
              ".find((b) => b.textContent.toLowerCase() === arguments[0]).click()", value)
    selected = checks.js("return window.selected")
    uncaught = [e for e in checks.errors() if "Uncaught" in e]
    checks.check(f"{label}: {said}; the plain buttons choose; nothing uncaught",
                 any(warned(w) for w in warnings) and selected and selected[0]["value"] == value and not uncaught,
                 f"{warnings} {selected} {uncaught}")


def run_bad_input(checks, base):
    print("stacks test: bad asset paths")
    checks.load(f"{base}/bad/base.html", ready=dial_drawn())
    warnings = checks.js("return window.warnings")
    checks.check("setBasePath with a URL that does not parse warns naming it, and the default place serves",
                 any("http://[::1" in w and "not a URL" in w for w in warnings) and checks.drawn("dial") > 2, str(warnings))
    check_fallback(checks, f"{base}/bad/missing.html", "a module that is not where setBasePath says", "venus",
                   "a warning names its URL", lambda w: "/nowhere/dynamic-menus.wasm" in w and "404" in w)


def write_pages(app):
    """The CSP and bad-input pages, all scripts external (a strict policy refuses inline ones)."""
    package = "/node_modules/dynamic-menus"
    stacks_apps.write(os.path.join(app, "csp", "record.js"), RECORD)
    stacks_apps.write(os.path.join(app, "csp", "page.css"), PAGE_CSS)
    module = f'<script type="module" src="{package}/dynamic-menus.js"></script>'
    classic = f'<script src="{package}/dynamic-menus.classic.js"></script>'
    for folder, tag in [("strict", module), ("trusted-types", classic), ("no-wasm", module)]:
        stacks_apps.write(os.path.join(app, "csp", folder, "index.html"), CSP_PAGE.format(title=folder, package=tag))
    for name, call in [("base", "setBasePath('http://[::1');"), ("missing", "setBasePath('/nowhere/');")]:
        stacks_apps.write(os.path.join(app, "bad", f"{name}.js"),
                          f"import {{ setBasePath }} from '{package}/dynamic-menus.js';\n{call}\n")
        stacks_apps.write(os.path.join(app, "bad", f"{name}.html"), CSP_PAGE.format(
            title=name, package=f'<script type="module" src="{name}.js"></script>'))


def link_tools(app, tools):
    """React, ReactDOM and Vue from the unpacked Debian packages, in the app's node_modules
    (Node's ES module resolution reads no NODE_PATH)."""
    shared = os.path.join(tools, "root", "usr", "share", "nodejs")
    for name in ["react", "react-dom", "scheduler", "vue"]:
        os.symlink(os.path.join(shared, name), os.path.join(app, "node_modules", name))


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    package = sys.argv[1]
    scratch = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "out/stacks-test")
    tools = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else "out/js-tools")
    for need, what in [(os.path.join(package, "dynamic-menus.js"), "make web"), (os.path.join(tools, "node"), "make deps")]:
        if not os.path.exists(need):
            print(f"stacks test: {need} is missing ({what})", file=sys.stderr)
            sys.exit(2)
    if not shutil.which("npm") or not shutil.which("esbuild"):
        print("stacks test: npm or esbuild is missing (make deps)", file=sys.stderr)
        sys.exit(2)
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    app, tarball = install(package, scratch)
    link_tools(app, tools)
    print(f"stacks test: {tarball} installed into {app}")
    env = {**os.environ, "NODE_PATH": os.path.join(tools, "root", "usr", "share", "nodejs")}
    checks = ElementChecks(None, None, scratch)
    run_node(checks, app, tools)
    apps = [("webpack 5", *stacks_apps.webpack(app, tools)), ("rollup", *stacks_apps.rollup(app, tools)),
            ("esbuild", *stacks_apps.esbuild(app)), ("React 18", *stacks_apps.react(app)), ("Vue 2", *stacks_apps.vue(app))]
    built = {label: build(checks, label, folder, commands, env) for label, folder, commands in apps}
    write_pages(app)
    server = serve(app)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    checks.driver = browser()
    try:
        for label, folder, _ in apps:
            if not built[label]:
                continue
            url = f"{base}/{os.path.basename(folder)}/dist/index.html"
            if label == "React 18":
                run_react(checks, url)
            else:
                run_app(checks, label, url, chosen_selector="#chosen" if label == "Vue 2" else None)
        run_csp(checks, base)
        run_bad_input(checks, base)
    finally:
        checks.driver.quit()
        server.shutdown()
    print(f"stacks test: {checks.passed} passed, {len(checks.failures)} failed")
    if checks.failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
