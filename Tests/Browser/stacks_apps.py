"""The apps Tests/Browser/stacks_test.py builds, each as the README's recipe for its stack says:
its sources, its build commands (run in its folder, inside the scratch app whose node_modules
holds the package), and the page that loads what it built (dist-page.html, copied into dist/
as index.html). Every app shows items no demo has (planets), records each `dm-select` in
`window.selected`, and says it is ready in `window.ready`.
"""

import json
import os

PLANETS = [("mercury", "Mercury"), ("venus", "Venus"), ("earth", "Earth"), ("mars", "Mars")]

# The app code every bundler's page runs after importing the package its way.
APP = """
const dial = document.createElement('dm-dial-menu');
dial.id = 'dial';
dial.style.cssText = 'width: 320px; height: 320px';
dial.items = %s;
document.body.append(dial);
window.selected = [];
document.addEventListener('dm-select', (event) => window.selected.push(event.detail));
window.ready = true;
""" % json.dumps([{"value": v, "label": l} for v, l in PLANETS])

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head>
<body style="margin: 0">{body}</body></html>
"""

WEBPACK_CONFIG = """// webpack 5: `new URL(…, import.meta.url)` in the package copies its module and fonts.
const path = require('path');
module.exports = {
  mode: 'production',
  entry: './src/main.js',
  output: { path: path.resolve(__dirname, 'dist'), filename: 'main.js', clean: true },
  performance: { hints: false },
};
"""

ROLLUP_CONFIG = """// rollup with @rollup/plugin-node-resolve: the module and fonts are copied beside the
// bundle (the build's `cp`), and setBasePath in src/main.js says where.
const { nodeResolve } = require('@rollup/plugin-node-resolve');
module.exports = {
  input: 'src/main.js',
  output: { file: 'dist/main.js', format: 'es' },
  plugins: [nodeResolve()],
};
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def webpack(app, tools):
    """webpack 5, no configuration for the package: its assets come along."""
    folder = os.path.join(app, "webpack")
    write(os.path.join(folder, "src", "main.js"), "import 'dynamic-menus';\n" + APP)
    write(os.path.join(folder, "webpack.config.cjs"), WEBPACK_CONFIG)
    write(os.path.join(folder, "dist-page.html"), PAGE.format(title="webpack", body='<script src="main.js"></script>'))
    cli = os.path.join(tools, "root", "usr", "share", "nodejs", "webpack-cli", "bin", "cli.js")
    return folder, [[os.path.join(tools, "node"), cli, "--config", "webpack.config.cjs"]]


def rollup(app, tools):
    """rollup and its node-resolve plugin; the assets copied beside the bundle, setBasePath."""
    folder = os.path.join(app, "rollup")
    write(os.path.join(folder, "src", "main.js"),
          "import { setBasePath } from 'dynamic-menus';\nsetBasePath('/rollup/dist/dynamic-menus/');\n" + APP)
    write(os.path.join(folder, "rollup.config.cjs"), ROLLUP_CONFIG)
    write(os.path.join(folder, "dist-page.html"), PAGE.format(title="rollup", body='<script type="module" src="main.js"></script>'))
    bin_ = os.path.join(tools, "root", "usr", "share", "nodejs", "rollup", "dist", "bin", "rollup")
    package = os.path.join(app, "node_modules", "dynamic-menus")
    return folder, [[os.path.join(tools, "node"), bin_, "-c", "rollup.config.cjs", "--silent"],
                    ["mkdir", "-p", "dist/dynamic-menus"],
                    ["cp", "-r", os.path.join(package, "dynamic-menus.wasm"), os.path.join(package, "fonts"), "dist/dynamic-menus/"]]


def esbuild(app):
    """esbuild --bundle with the inline entry: no asset to place, no configuration."""
    folder = os.path.join(app, "esbuild")
    write(os.path.join(folder, "src", "main.js"), "import 'dynamic-menus/inline';\n" + APP)
    write(os.path.join(folder, "dist-page.html"), PAGE.format(title="esbuild", body='<script type="module" src="main.js"></script>'))
    return folder, [["esbuild", "src/main.js", "--bundle", "--format=esm", "--outfile=dist/main.js", "--log-level=warning"]]


REACT_APP = """import React from 'react';
import { createRoot } from 'react-dom/client';
import 'dynamic-menus/inline';
import { DialMenu, Item } from 'dynamic-menus/react';

const planets = %s;

// The package's components: items and events as props. A raw element, as React 18 needs it:
// items and events through a ref. And React 19's way: a raw element's properties and events
// as props (Debian's React 18.2 is built with the custom-element support React 19 made the
// default, so its props reach the element the same way).
function App() {
  const [chosen, setChosen] = React.useState('');
  const [opened, setOpened] = React.useState(0);
  const [slid, setSlid] = React.useState(0);
  const radial = React.useRef(null);
  React.useEffect(() => {
    const element = radial.current;
    element.items = planets.map((p) => ({ ...p, icon: 'star' }));
    const opened = () => setOpened((n) => n + 1);
    element.addEventListener('dm-open', opened);
    return () => element.removeEventListener('dm-open', opened);
  }, []);
  return (
    <div>
      <DialMenu id="dial" items={planets} dragDamping={2.5} style={{ width: 320, height: 320 }}
        onSelect={(event) => { setChosen(event.detail.value); window.selected.push(event.detail); }} />
      <p id="chosen">{chosen}</p>
      <dm-radial-menu id="radial" ref={radial} style={{ width: 300, height: 300 }} />
      <p id="opened">{opened}</p>
      <DialMenu id="children" style={{ width: 200, height: 200 }}>
        <Item value="io">Io</Item><Item value="europa" disabled>Europa</Item>
      </DialMenu>
      <dm-slide-menu id="slide" items={planets} ondm-open={() => setSlid((n) => n + 1)} style={{ width: 300, height: 300 }} />
      <p id="slid">{slid}</p>
    </div>
  );
}

window.selected = [];
createRoot(document.getElementById('root')).render(<App />);
window.ready = true;
""" % json.dumps([{"value": v, "label": l} for v, l in PLANETS])

VUE_APP = """import Vue from 'vue/dist/vue.esm.browser.js';
import 'dynamic-menus/inline';

// Vue 2: the dm- elements are custom elements, not components.
Vue.config.ignoredElements = [/^dm-/];
window.selected = [];
new Vue({
  el: '#root',
  data: { planets: %s, chosen: '' },
  methods: {
    select(event) {
      this.chosen = event.detail.value;
      window.selected.push(event.detail);
    },
  },
  template: `<div>
    <dm-dial-menu id="dial" :items.prop="planets" drag-damping="2.5" style="width: 320px; height: 320px"
      @dm-select="select"></dm-dial-menu>
    <p id="chosen">{{ chosen }}</p>
  </div>`,
});
window.ready = true;
""" % json.dumps([{"value": v, "label": l} for v, l in PLANETS])


def react(app):
    """React 18 with the package's React components, bundled by esbuild (JSX)."""
    folder = os.path.join(app, "react")
    write(os.path.join(folder, "src", "main.jsx"), REACT_APP)
    write(os.path.join(folder, "dist-page.html"), PAGE.format(
        title="React 18", body='<div id="root"></div><script type="module" src="main.js"></script>'))
    return folder, [["esbuild", "src/main.jsx", "--bundle", "--format=esm", "--outfile=dist/main.js", "--log-level=warning",
                     "--jsx=automatic", "--define:process.env.NODE_ENV=\"production\""]]


def vue(app):
    """Vue 2 (its build with the template compiler), bundled by esbuild."""
    folder = os.path.join(app, "vue")
    write(os.path.join(folder, "src", "main.js"), VUE_APP)
    write(os.path.join(folder, "dist-page.html"), PAGE.format(
        title="Vue 2", body='<div id="root"></div><script type="module" src="main.js"></script>'))
    return folder, [["esbuild", "src/main.js", "--bundle", "--format=esm", "--outfile=dist/main.js", "--log-level=warning"]]
