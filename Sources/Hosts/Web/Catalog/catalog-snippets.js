// The catalog's code to copy: one control's settings and items as HTML (the custom element),
// as Swift for UIKit (a view controller) and as a SwiftUI view. Everything comes from the
// manifest (each attribute's name, Swift field, kind and default) and the control itself, so
// a field added to a configuration reaches the knobs, the snippets and the address without
// an edit here. `make test` type-checks the Swift it writes against
// the stand-ins of Apple's SDKs (scripts/apple-check.py --snippets) and loads the HTML in
// Chromium (Tests/Browser/catalog_test.py).
//
// settings: { attribute name: text } holding only what differs from the defaults; items:
// [{ label, value, icon }] with `icon` one of the core's symbol names or empty; `title`: the
// confirm button's; `read(name)`: attribute `name`'s value in the control now. An ES module:
// the build bundles it into the catalog's script.

import { configurationLines, edge, SWIFT, swiftItems, swiftString } from './catalog-swift.js';

/** @typedef {import('./catalog.js').CatalogElement} CatalogElement */
/** @typedef {import('./catalog.js').CatalogField} CatalogField */
/** @typedef {import('./catalog-items.js').CatalogItem} CatalogItem */
/**
 * The settings that differ from the defaults: attribute name → its text.
 * @typedef {Record<string, string>} Settings
 */

/**
 * Text for HTML content and attribute values.
 * @param {unknown} text
 * @returns {string}
 */
function escapeHTML(text) {
  /** @type {Record<string, string>} */
  const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
  return String(text).replace(/[&<>"]/g, (c) => entities[c]);
}
/**
 * The element with its settings and items, and a listener, as a page fragment.
 * @param {CatalogElement} element
 * @param {Settings} settings
 * @param {CatalogItem[]} items
 * @param {string} title
 * @returns {string}
 */
export function html(element, settings, items, title) {
  const attributes = Object.entries(settings).map(([name, text]) => ` ${name}="${escapeHTML(text)}"`).join('');
  const [width, height] = element.defaultSize;
  const open = `<${element.tag}${attributes} style="width: ${width}px; height: ${height}px">`;
  const body = element.kind === 'confirm-button'
    ? escapeHTML(title)
    : '\n' + items.map((item) => {
      const icon = item.icon ? ` icon="${escapeHTML(item.icon)}"` : '';
      return `  <dm-item value="${escapeHTML(item.value)}"${icon}>${escapeHTML(item.label)}</dm-item>\n`;
    }).join('');
  const event = element.kind === 'confirm-button' ? 'dm-confirm' : 'dm-select';
  const said = element.kind === 'confirm-button' ? "'confirmed'" : 'event.detail.value';
  return '<script src="dynamic-menus.classic.js"></script>\n'
    + `${open}${body}</${element.tag}>\n`
    + '<script>\n'
    + `  document.querySelector('${element.tag}')\n`
    + `    .addEventListener('${event}', (event) => console.log(${said}));\n`
    + '</script>\n';
}

/**
 * A UIKit view controller showing the control over the whole screen.
 * @param {CatalogElement} element
 * @param {Settings} settings
 * @param {CatalogItem[]} items
 * @param {string} title
 * @param {(name: string) => string} read
 * @returns {string}
 */
export function uikit(element, settings, items, title, read) {
  const kind = element.kind;
  const { type, variable } = SWIFT[kind];
  const lines = configurationLines(element, settings, read, '    ');
  const configure = lines.length
    ? [`    var configuration = ${type}.Configuration()`, ...lines, `    ${variable}.configuration = configuration`]
    : [];
  const list = swiftItems(kind, items, '    ');
  let make;
  let stored = '';
  switch (kind) {
    case 'dial-menu':
      make = ['    let dial = DialMenu(frame: window.bounds)', `    dial.itemViews = ${list}`, ...configure,
        '    dial.onSelect = { dial, index in print("chosen:", dial.itemViews[index].title) }',
        '    window.rootView.addSubview(dial)', '    dial.show()'];
      break;
    case 'radial-menu':
      make = [`    let menu = RadialMenu(frame: window.bounds, items: ${list})`,
        '    menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]', ...configure,
        '    menu.onSelect = { menu, index in print("chosen:", menu.items[index].title) }',
        '    window.rootView.addSubview(menu)'];
      break;
    case 'confirm-button':
      make = ['    let button = ConfirmActionButton(frame: Rect(x: 0, y: 0, width: 100, height: 100))',
        '    button.center = Point(x: window.bounds.midX, y: window.bounds.maxY - 180)',
        `    button.title = ${swiftString(title)}`, ...configure,
        '    button.onConfirm = { _ in print("confirmed") }', '    window.rootView.addSubview(button)'];
      break;
    case 'floating-menu':
      stored = '  /// The menu holds its button and the button its action: the controller keeps the menu.\n'
        + '  private var menu: FloatingMenuController?\n\n';
      make = ['    let fab = FloatingButton(image: Icons.plus)',
        '    fab.center = Point(x: window.bounds.maxX - 56, y: window.bounds.maxY - 56)',
        '    window.rootView.addSubview(fab)',
        `    let menu = FloatingMenuController(fromView: fab, items: ${list})`, ...configure,
        '    menu.onSelect = { _, index in print("chosen item", index) }',
        '    fab.addAction(for: .primaryActionTriggered) { [unowned menu] _ in menu.open() }',
        '    self.menu = menu'];
      break;
    default:
      stored = '  /// The menu the controller keeps.\n  private var menu: SlideMenu?\n\n';
      make = ['    let bounds = window.bounds',
        '    let menu = SlideMenu(',
        '      frame: Rect(x: bounds.maxX - 150, y: 0, width: 150, height: bounds.height),',
        `      targetView: window.rootView, edge: ${edge(settings)}, options: ${swiftItems(kind, items, '      ')})`,
        ...configure,
        '    menu.onSelect = { menu, index in print("chosen:", menu.options[index].title) }',
        '    self.menu = menu'];
  }
  return 'import DynamicMenus\nimport DynamicMenusUIKit\nimport UIKit\n\n'
    + `/// The ${element.tag.slice(3).replace(/-/g, ' ')} over the whole screen.\n`
    + 'final class MenuViewController: UIViewController {\n' + stored
    + '  override func viewDidLoad() {\n    super.viewDidLoad()\n'
    + '    let hostView = ControlHostView(frame: view.bounds)\n'
    + '    hostView.autoresizingMask = [.flexibleWidth, .flexibleHeight]\n'
    + '    view.addSubview(hostView)\n    let window = hostView.host.window\n'
    + make.join('\n') + '\n  }\n}\n';
}

/**
 * A SwiftUI view holding the control, with the state its bindings need.
 * @param {CatalogElement} element
 * @param {Settings} settings
 * @param {CatalogItem[]} items
 * @param {string} title
 * @param {(name: string) => string} read
 * @returns {string}
 */
export function swiftui(element, settings, items, title, read) {
  const kind = element.kind;
  const { type, view } = SWIFT[kind];
  const lines = configurationLines(element, settings, read, '    ');
  const argument = lines.length ? ', configuration: Self.configuration' : '';
  const titles = '[' + items.map((item) => swiftString(item.label)).join(', ') + ']';
  // The views' ideal sizes, as the elements' default sizes.
  const [width, height] = element.defaultSize;
  let state;
  let body;
  switch (kind) {
    case 'dial-menu':
      state = '  @State private var selection = 0\n';
      body = `DialMenuView(${titles}, selection: $selection${argument})\n      .frame(height: ${height})`;
      break;
    case 'radial-menu':
      state = '  @State private var isOpen = false\n';
      body = `RadialMenuView(items: ${swiftItems(kind, items, '      ')}, isPresented: $isOpen${argument}) { index in\n`
        + `      print("chosen:", index)\n    }\n    .frame(width: ${width}, height: ${height})`;
      break;
    case 'confirm-button':
      state = '';
      body = `ConfirmActionButtonView(title: ${swiftString(title)}${argument}) {\n      print("confirmed")\n    }\n`
        + `    .frame(height: ${height})`;
      break;
    case 'floating-menu':
      state = '  @State private var isOpen = false\n';
      body = `FloatingMenuView(items: ${swiftItems(kind, items, '      ')}, isPresented: $isOpen${argument}) { index in\n`
        + '      print("chosen:", index)\n    }';
      break;
    default:
      state = '  @State private var isShown = false\n';
      body = `SlideMenuView(\n      options: ${swiftItems(kind, items, '      ')}, isPresented: $isShown,\n`
        + `      edge: ${edge(settings)}${argument}\n    ) { index in\n      print("chosen:", index)\n    }`;
  }
  const configuration = lines.length
    ? `\n  static var configuration: ${type}.Configuration {\n    var configuration = ${type}.Configuration()\n`
      + lines.join('\n') + '\n    return configuration\n  }\n'
    : '';
  return 'import DynamicMenus\nimport DynamicMenusSwiftUI\nimport SwiftUI\n\n'
    + `/// The ${element.tag.slice(3).replace(/-/g, ' ')} in a SwiftUI view.\n`
    + 'struct MenuView: SwiftUI.View {\n' + state
    + `  var body: some SwiftUI.View {\n    ${body}\n  }\n` + configuration + '}\n';
}
