// One control's catalog: its live element, a knob per attribute, the item editor, the code to
// copy (HTML, UIKit, SwiftUI) kept in step with the knobs, and a log of the events it fires.

import { itemsText, parseItems, renderItemEditor, tutorialItems } from './catalog-items.js';
import { knob, make } from './catalog-knobs.js';
import * as Snippets from './catalog-snippets.js';

/** @typedef {import('./catalog.js').CatalogElement} CatalogElement */
/** @typedef {import('./catalog.js').CatalogField} CatalogField */
/** @typedef {import('./catalog-items.js').CatalogItem} CatalogItem */
/**
 * The element as the catalog drives it: its configuration's properties by name, its items,
 * and the package's API.
 * @typedef {HTMLElement & { items: unknown, ready: Promise<void>,
 *   checkAttribute(name: string, value: string): string | null } & Record<string, unknown>} CatalogControl
 */

/** How many events the log keeps. */
const LOG_LENGTH = 12;

/** One control's section of the catalog. */
export class Entry {
  /** @type {CatalogControl} */
  element = /** @type {CatalogControl} */ (/** @type {unknown} */ (null));
  /** @type {HTMLElement} */
  knobList = document.createElement('div');
  /** @type {HTMLElement} */
  itemEditor = document.createElement('div');
  /** @type {HTMLElement} */
  code = document.createElement('code');
  /** @type {HTMLElement} */
  tabs = document.createElement('div');
  /** @type {HTMLElement} */
  log = document.createElement('ol');

  /**
   * `root`: the section's `<div data-catalog="NAME" data-kind="KIND">`; `info`: the kind's
   * element in the manifest, its attributes whole (ranges, words, summaries); `symbols`: the
   * icon names; `changed()`: runs when the settings or the items change (the address follows).
   * @param {HTMLElement} root
   * @param {CatalogElement} info
   * @param {string[]} symbols
   * @param {() => void} changed
   */
  constructor(root, info, symbols, changed) {
    this.root = root;
    this.name = root.dataset.catalog ?? '';
    this.info = info;
    this.symbols = symbols;
    this.changed = changed;
    /** @type {Record<string, string>} */
    this.settings = {};
    /** The tutorial's items (the confirm button: its title, the first's label). */
    this.tutorial = tutorialItems(root);
    this.items = this.#tutorialItems();
    this.title = this.#tutorialTitle();
    /** @type {Map<string, { label: HTMLLabelElement, read: (text: string) => void }>} */
    this.knobs = new Map();
    /** @type {'html' | 'uikit' | 'swiftui'} */
    this.tab = 'html';
  }

  /**
   * Builds the section's parts, then, once the control is live, reads `address` (this
   * control's keys from the address), its refusals joining `problems`. Resolves then.
   * @param {[string, string][]} address
   * @param {string[]} problems
   * @param {string[]} events
   * @returns {Promise<void>}
   */
  async build(address, problems, events) {
    this.element = /** @type {CatalogControl} */ (document.createElement(this.info.tag));
    this.element.className = 'catalog-control';
    const stage = make('div', { className: 'stage' }, this.element);
    if (this.root.dataset.hint) stage.append(make('p', { className: 'hint', textContent: this.root.dataset.hint }));
    this.knobList = make('div', { className: 'knobs' });
    for (const field of this.info.attributes) {
      const made = knob(field, (text) => this.set(field, text));
      this.knobs.set(field.name, made);
      this.knobList.append(made.label);
    }
    const reset = make('button', { type: 'button', className: 'reset', textContent: 'Reset to the tutorial' });
    reset.addEventListener('click', () => this.reset());
    this.itemEditor = make('div', { className: 'items' });
    const panel = make('div', { className: 'panel' }, make('h3', { textContent: 'Settings' }), this.knobList, this.itemEditor, reset);
    this.code = make('code');
    this.tabs = make('div', { className: 'tabs' });
    this.tabs.setAttribute('role', 'tablist');
    for (const [id, label] of /** @type {['html' | 'uikit' | 'swiftui', string][]} */ ([['html', 'HTML'], ['uikit', 'UIKit'], ['swiftui', 'SwiftUI']])) {
      const tab = make('button', { type: 'button', textContent: label });
      tab.dataset.tab = id;
      tab.setAttribute('role', 'tab');
      tab.addEventListener('click', () => { this.tab = id; this.showCode(); });
      this.tabs.append(tab);
    }
    const copy = make('button', { type: 'button', className: 'copy', textContent: 'Copy' });
    copy.addEventListener('click', () => this.copy(copy));
    this.log = make('ol', { className: 'log' });
    this.log.setAttribute('aria-live', 'polite');
    this.log.setAttribute('aria-label', 'Events');
    const codeBox = make('div', { className: 'code' }, make('div', { className: 'code-bar' }, this.tabs, copy), make('pre', {}, this.code));
    const logBox = make('div', { className: 'events' }, make('h3', { textContent: 'Events' }), this.log);
    this.root.append(stage, panel, codeBox, logBox);
    for (const name of events) this.element.addEventListener(name, (event) => this.logEvent(event));
    this.apply();
    await this.element.ready;
    this.load(address, problems);
    this.apply();
  }

  /**
   * Takes a knob's text: kept when the control takes it, flagged (and not sent) when the
   * control says why not.
   * @param {CatalogField} field
   * @param {string} text
   */
  set(field, text) {
    const why = this.element.checkAttribute(field.name, text);
    this.knobs.get(field.name)?.label.classList.toggle('invalid', why !== null);
    if (why !== null) return;
    if (text === field.default) {
      delete this.settings[field.name];
      this.element.removeAttribute(field.name);
    } else {
      this.settings[field.name] = text;
      this.element.setAttribute(field.name, text);
    }
    this.showCode();
    this.changed();
  }

  /**
   * Reads this control's keys from the address, each setting given to the control as it is
   * read (the control says why it refuses one: the rules across fields see those before it);
   * each refused one joins `problems`.
   * @param {[string, string][]} address
   * @param {string[]} problems
   */
  load(address, problems) {
    for (const [key, text] of address) {
      const full = `${this.name}.${key}`;
      if (key === 'items' && this.info.kind !== 'confirm-button') {
        const items = parseItems(text, this.symbols);
        if (items) this.items = items;
        else problems.push(`${full}: not a list of items; the tutorial's are used`);
      } else if (key === 'title' && this.info.kind === 'confirm-button') {
        this.title = text;
      } else {
        const field = this.info.attributes.find((f) => f.name === key);
        const why = field ? this.element.checkAttribute(key, text) : 'no such setting; ignored';
        if (why || !field) {
          problems.push(`${this.name}.${why?.startsWith(key) ? why : `${key}: ${why}`}`);
        } else if (text !== field.default) {
          this.settings[key] = text;
          this.element.setAttribute(key, text);
        }
      }
    }
  }

  /**
   * This control's keys for the address.
   * @returns {[string, string][]}
   */
  address() {
    const pairs = Object.entries(this.settings).map(([k, v]) => /** @type {[string, string]} */ ([`${this.name}.${k}`, v]));
    if (this.info.kind === 'confirm-button') {
      if (this.title !== this.#tutorialTitle()) pairs.push([`${this.name}.title`, this.title]);
    } else if (itemsText(this.items) !== itemsText(this.tutorial)) {
      pairs.push([`${this.name}.items`, itemsText(this.items)]);
    }
    return pairs;
  }

  /** A copy of the tutorial's items, for the editor to change. */
  #tutorialItems() {
    return this.info.isMenu ? this.tutorial.map((item) => ({ ...item })) : [];
  }

  /** The tutorial's title (the confirm button's). */
  #tutorialTitle() {
    return this.info.isMenu ? '' : this.tutorial[0]?.label ?? '';
  }

  reset() {
    this.settings = {};
    this.items = this.#tutorialItems();
    this.title = this.#tutorialTitle();
    this.info.attributes.forEach((f) => this.knobs.get(f.name)?.label.classList.remove('invalid'));
    this.apply();
  }

  /** Sends everything to the element and brings the knobs, the items, the code and the address in step. */
  apply() {
    for (const field of this.info.attributes) {
      const text = this.settings[field.name];
      if (text === undefined) this.element.removeAttribute(field.name);
      else this.element.setAttribute(field.name, text);
      this.knobs.get(field.name)?.read(text ?? field.default);
    }
    this.itemsChanged();
  }

  /**
   * Sends the items (or the title) and brings the code and the address in step, and the
   * editor unless `rebuild` is false (a rename in progress keeps its text box and focus).
   * @param {boolean} [rebuild]
   */
  itemsChanged(rebuild = true) {
    if (this.info.kind === 'confirm-button') this.element.textContent = this.title;
    else this.element.items = this.items.map((i) => ({ label: i.label, value: i.value, icon: i.icon || undefined }));
    if (rebuild) renderItemEditor(this.itemEditor, this, this.symbols);
    this.showCode();
    this.changed();
  }

  /**
   * The code to copy of `tab`.
   * @param {'html' | 'uikit' | 'swiftui'} tab
   * @returns {string}
   */
  snippet(tab) {
    const write = { html: Snippets.html, uikit: Snippets.uikit, swiftui: Snippets.swiftui }[tab];
    const read = (/** @type {string} */ name) =>
      String(this.element[this.info.attributes.find((f) => f.name === name)?.property ?? name]);
    return write(this.info, this.settings, this.items, this.title, read);
  }

  showCode() {
    this.code.textContent = this.snippet(this.tab);
    this.code.dataset.tab = this.tab;
    for (const tab of this.tabs.children) {
      tab.setAttribute('aria-selected', String(/** @type {HTMLElement} */ (tab).dataset.tab === this.tab));
    }
  }

  /**
   * @param {HTMLButtonElement} button
   */
  copy(button) {
    const text = this.code.textContent ?? '';
    const done = () => { button.textContent = 'Copied'; setTimeout(() => { button.textContent = 'Copy'; }, 1500); };
    const fallback = () => {
      getSelection()?.selectAllChildren(this.code);
      if (document.execCommand('copy')) done();
    };
    if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }

  /**
   * @param {Event} event
   */
  logEvent(event) {
    const given = event instanceof CustomEvent ? event.detail : null;
    const detail = given && Object.keys(given).length ? ' ' + JSON.stringify(given) : '';
    this.log.prepend(make('li', {}, make('code', { textContent: event.type }), detail));
    while (this.log.children.length > LOG_LENGTH) this.log.lastElementChild?.remove();
  }
}
