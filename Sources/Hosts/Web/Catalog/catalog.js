// The catalog (the gallery of `make demo`): each control as a live custom element with knobs for
// every field of its configuration, an item editor, the code to copy (HTML, UIKit, SwiftUI)
// kept in step with the knobs, and a log of the events it fires. The knobs are made from the
// manifest (`DynamicMenusManifest`, manifest.js, which `make web` writes from the Swift
// sources, as it writes the package), so they are the elements' attributes exactly.
//
// The settings live in the address, `?dial.drag-damping=2.5&dial.items=[…]`, only where they
// differ from the tutorial's defaults; a shared address opens the catalog as it was. A key the
// catalog does not know or a value out of range is left at its default and named in a note.
//
// Markup: <div data-catalog="dial" data-kind="dial-menu"></div> per control; catalog.css.
(function () {
  'use strict';
  const manifest = DynamicMenusManifest;
  const Snippets = DynamicMenusSnippets;

  /** The tutorials' items, the controls' own defaults in the catalog. */
  const TUTORIAL = {
    'dial-menu': ['Pale lager', 'Witbier', 'Pilsner', 'Weissbier', 'APA', 'IPA', 'English Bitter', 'Dark lager', 'Porter', 'Stout']
      .map((label) => ({ label, icon: '' })),
    'radial-menu': [['Mail', 'mail'], ['Search', 'search'], ['Favourites', 'heart'], ['Starred', 'star'], ['Downloads', 'download'], ['Settings', 'gear']]
      .map(([label, icon]) => ({ label, icon })),
    'confirm-button': [],
    'floating-menu': [['New Contact', 'plus'], ['Heidi Hernandez', 'person'], ['Neil Ross', 'person'], ['Elijah Woods', 'person'], ['Bella Douglas', 'person']]
      .map(([label, icon]) => ({ label, icon })),
    'slide-menu': [['Download', 'download'], ['Upload', 'upload'], ['E-mail', 'mail'], ['Settings', 'gear'], ['About', 'info']]
      .map(([label, icon]) => ({ label, icon })),
  };
  const TUTORIAL_TITLE = 'Delete';
  /** How many events the log keeps. */
  const LOG_LENGTH = 12;

  /** A label's value: lower-case words joined by hyphens (`Pale lager` → `pale-lager`). */
  function valueOf(label) {
    return label.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'item';
  }
  const withValues = (items) => items.map((item) => ({ ...item, value: valueOf(item.label) }));

  function make(tag, properties = {}, ...children) {
    const node = Object.assign(document.createElement(tag), properties);
    node.append(...children);
    return node;
  }

  /** One control's catalog: its element, knobs, items, snippets and log. */
  class Entry {
    constructor(root) {
      this.root = root;
      this.name = root.dataset.catalog;
      this.info = manifest.elements.find((e) => e.kind === root.dataset.kind);
      this.settings = {};
      this.items = withValues(TUTORIAL[this.info.kind]);
      this.title = TUTORIAL_TITLE;
      this.knobs = new Map();
      this.tab = 'html';
    }

    /** Builds the section's parts; `address` holds this control's keys from the address. */
    build(address, problems) {
      this.element = document.createElement(this.info.tag);
      this.element.className = 'catalog-control';
      const stage = make('div', { className: 'stage' }, this.element);
      if (this.root.dataset.hint) stage.append(make('p', { className: 'hint', textContent: this.root.dataset.hint }));
      this.knobList = make('div', { className: 'knobs' });
      this.info.attributes.forEach((field) => this.knobList.append(this.knob(field)));
      const reset = make('button', { type: 'button', className: 'reset', textContent: 'Reset to the tutorial' });
      reset.addEventListener('click', () => this.reset());
      this.itemEditor = make('div', { className: 'items' });
      const panel = make('div', { className: 'panel' },
        make('h3', { textContent: 'Settings' }), this.knobList, this.itemEditor, reset);
      this.code = make('code');
      this.tabs = make('div', { className: 'tabs' });
      this.tabs.setAttribute('role', 'tablist');
      for (const [id, label] of [['html', 'HTML'], ['uikit', 'UIKit'], ['swiftui', 'SwiftUI']]) {
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
      const codeBox = make('div', { className: 'code' }, make('div', { className: 'code-bar' }, this.tabs, copy),
        make('pre', {}, this.code));
      const logBox = make('div', { className: 'events' }, make('h3', { textContent: 'Events' }), this.log);
      this.root.append(stage, panel, codeBox, logBox);
      for (const name of manifest.events) this.element.addEventListener(name, (event) => this.logEvent(event));
      this.load(address, problems);
      this.apply();
    }

    /** The knob for one field, by its kind: a slider with a number box, a switch, a picker, a colour well, a text box. */
    knob(field) {
      const label = make('label', { className: 'knob', title: field.summary });
      label.append(make('span', { className: 'knob-name', textContent: field.name }));
      const set = (text) => this.set(field, text);
      let read;
      if (field.type === 'number') {
        const [low, high, step] = sliderSpan(field);
        const slider = make('input', { type: 'range', min: low, max: high, step });
        const box = make('input', { type: 'number', step: 'any', className: 'number' });
        slider.setAttribute('aria-label', `${field.name} slider`);
        slider.addEventListener('input', () => { box.value = slider.value; set(slider.value); });
        box.addEventListener('input', () => { slider.value = box.value; set(box.value); });
        label.append(slider, box);
        read = (text) => { box.value = text; slider.value = text; };
      } else if (field.type === 'boolean') {
        const box = make('input', { type: 'checkbox' });
        box.setAttribute('role', 'switch');
        box.addEventListener('change', () => set(String(box.checked)));
        label.append(box);
        read = (text) => { box.checked = text === 'true'; };
      } else if (field.type === 'word') {
        const picker = make('select', {}, ...field.words.map((word) => make('option', { value: word, textContent: word })));
        picker.addEventListener('change', () => set(picker.value));
        label.append(picker);
        read = (text) => { picker.value = text; };
      } else if (field.type === 'color') {
        const well = make('input', { type: 'color' });
        let none = null;
        well.addEventListener('input', () => { if (none) none.checked = false; set(well.value); });
        label.append(well);
        if (field.optional) {
          none = make('input', { type: 'checkbox' });
          none.addEventListener('change', () => set(none.checked ? 'none' : well.value));
          label.append(make('span', { className: 'none' }, none, ' none'));
        }
        read = (text) => {
          if (none) none.checked = text === 'none';
          if (text !== 'none') well.value = longHex(text);
        };
      } else {
        const box = make('input', { type: 'text' });
        box.addEventListener('input', () => set(box.value));
        label.append(box);
        read = (text) => { box.value = text; };
      }
      label.querySelectorAll('input, select').forEach((input) => { input.dataset.field = field.name; });
      this.knobs.set(field.name, { label, read });
      return label;
    }

    /** Takes a knob's text: kept when it is a value of the field, flagged (and not sent) when not. */
    set(field, text) {
      const why = Snippets.refusal(field, text);
      this.knobs.get(field.name).label.classList.toggle('invalid', why !== null);
      if (why !== null) return;
      if (text === field.default) {
        delete this.settings[field.name];
        this.element.removeAttribute(field.name);
      } else {
        this.settings[field.name] = text;
        this.element.setAttribute(field.name, text);
      }
      this.showCode();
      writeAddress();
    }

    /** Reads this control's keys from the address; each refused one joins `problems`. */
    load(address, problems) {
      for (const [key, text] of address) {
        const full = `${this.name}.${key}`;
        if (key === 'items' && this.info.kind !== 'confirm-button') {
          const items = parseItems(text);
          if (items) this.items = items;
          else problems.push(`${full}: not a list of items; the tutorial's are used`);
        } else if (key === 'title' && this.info.kind === 'confirm-button') {
          this.title = text;
        } else {
          const field = this.info.attributes.find((f) => f.name === key);
          const why = field ? Snippets.refusal(field, text) : 'no such setting';
          if (why) problems.push(`${full}=${JSON.stringify(text)}: ${why}; ${field ? `the default, ${field.default}, is used` : 'ignored'}`);
          else if (text !== field.default) this.settings[key] = text;
        }
      }
    }

    /** This control's keys for the address. */
    address() {
      const pairs = Object.entries(this.settings).map(([k, v]) => [`${this.name}.${k}`, v]);
      if (this.info.kind === 'confirm-button') {
        if (this.title !== TUTORIAL_TITLE) pairs.push([`${this.name}.title`, this.title]);
      } else if (JSON.stringify(this.items) !== JSON.stringify(withValues(TUTORIAL[this.info.kind]))) {
        pairs.push([`${this.name}.items`, JSON.stringify(this.items.map((i) => (i.icon ? [i.label, i.icon] : [i.label])))]);
      }
      return pairs;
    }

    reset() {
      this.settings = {};
      this.items = withValues(TUTORIAL[this.info.kind]);
      this.title = TUTORIAL_TITLE;
      this.info.attributes.forEach((f) => this.knobs.get(f.name).label.classList.remove('invalid'));
      this.apply();
    }

    /** Sends everything to the element and brings the knobs, the items, the code and the address in step. */
    apply() {
      for (const field of this.info.attributes) {
        const text = this.settings[field.name];
        if (text === undefined) this.element.removeAttribute(field.name);
        else this.element.setAttribute(field.name, text);
        this.knobs.get(field.name).read(text ?? field.default);
      }
      this.itemsChanged();
    }

    /**
     * Sends the items (or the title) and brings the code and the address in step, and the
     * editor unless `rebuild` is false (a rename in progress keeps its text box and focus).
     */
    itemsChanged(rebuild = true) {
      if (this.info.kind === 'confirm-button') this.element.textContent = this.title;
      else this.element.items = this.items.map((i) => ({ label: i.label, value: i.value, icon: i.icon || undefined }));
      if (rebuild) this.renderItems();
      this.showCode();
      writeAddress();
    }

    /** The item editor: rename, icon, move up or down, remove; add. The confirm button's title. */
    renderItems() {
      const editor = this.itemEditor;
      editor.replaceChildren(make('h3', { textContent: this.info.kind === 'confirm-button' ? 'Title' : 'Items' }));
      if (this.info.kind === 'confirm-button') {
        const box = make('input', { type: 'text', value: this.title });
        box.setAttribute('aria-label', 'title');
        box.addEventListener('input', () => { this.title = box.value; this.itemsChanged(false); });
        editor.append(box);
        return;
      }
      const list = make('ol');
      this.items.forEach((item, index) => {
        const name = make('input', { type: 'text', value: item.label });
        name.setAttribute('aria-label', `item ${index + 1} label`);
        name.addEventListener('input', () => {
          this.items[index] = { ...this.items[index], label: name.value, value: valueOf(name.value) };
          this.itemsChanged(false);
        });
        const icon = make('select', {}, make('option', { value: '', textContent: 'no icon' }),
          ...manifest.symbols.map((s) => make('option', { value: s, textContent: s })));
        icon.value = item.icon;
        icon.setAttribute('aria-label', `item ${index + 1} icon`);
        icon.addEventListener('change', () => { this.items[index] = { ...this.items[index], icon: icon.value }; this.itemsChanged(false); });
        const button = (text, label, action) => {
          const b = make('button', { type: 'button', textContent: text, title: label });
          b.setAttribute('aria-label', `${label} item ${index + 1}`);
          b.addEventListener('click', () => { action(); this.itemsChanged(); });
          return b;
        };
        const move = (by) => {
          const to = index + by;
          if (to < 0 || to >= this.items.length) return;
          [this.items[index], this.items[to]] = [this.items[to], this.items[index]];
        };
        list.append(make('li', {}, name, icon, button('↑', 'move up', () => move(-1)),
          button('↓', 'move down', () => move(1)), button('✕', 'remove', () => this.items.splice(index, 1))));
      });
      const add = make('button', { type: 'button', textContent: 'Add an item' });
      add.addEventListener('click', () => {
        const label = `Item ${this.items.length + 1}`;
        this.items.push({ label, icon: '', value: valueOf(label) });
        this.itemsChanged();
      });
      editor.append(list, add);
    }

    snippet(tab) {
      const write = { html: Snippets.html, uikit: Snippets.uikit, swiftui: Snippets.swiftui }[tab];
      return write(this.info, this.settings, this.items, this.title);
    }

    showCode() {
      this.code.textContent = this.snippet(this.tab);
      this.code.dataset.tab = this.tab;
      for (const tab of this.tabs.children) tab.setAttribute('aria-selected', String(tab.dataset.tab === this.tab));
    }

    copy(button) {
      const text = this.code.textContent;
      const done = () => { button.textContent = 'Copied'; setTimeout(() => { button.textContent = 'Copy'; }, 1500); };
      const fallback = () => {
        getSelection().selectAllChildren(this.code);
        if (document.execCommand('copy')) done();
      };
      if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, fallback);
      else fallback();
    }

    logEvent(event) {
      const detail = event.detail && Object.keys(event.detail).length ? ' ' + JSON.stringify(event.detail) : '';
      this.log.prepend(make('li', {}, make('code', { textContent: event.type }), detail));
      while (this.log.children.length > LOG_LENGTH) this.log.lastChild.remove();
    }
  }

  /**
   * A slider's low end, high end and step: the field's range where it is bounded; four times
   * the default where it is not, at least a unit of the field's measure (its summary says
   * which): 100 points, half a turn in radians, 100 for whole numbers, else 1.
   */
  function sliderSpan(field) {
    const unit = /\bpoints\b/.test(field.summary) ? 100 : /\bradians\b/.test(field.summary) ? Math.PI
      : field.integer ? 100 : 1;
    const fallback = Math.max(Math.abs(Number(field.default)) * 4, unit);
    let low = field.minimum ?? field.exclusiveMinimum ?? -fallback;
    let high = field.maximum ?? field.exclusiveMaximum ?? fallback;
    if (high - low > 1e6) high = low + fallback;
    const step = field.integer ? 1 : niceStep((high - low) / 200);
    return [low, high, step];
  }

  function niceStep(raw) {
    const power = 10 ** Math.floor(Math.log10(raw));
    return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  }

  /** `#rgb` and `#rrggbbaa` as `#rrggbb` (a colour well takes only that). */
  function longHex(text) {
    const hex = text.slice(1);
    return '#' + (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6));
  }

  /** `[["Label", "icon"], ["Label"]]` from the address, or null when it is not that. */
  function parseItems(text) {
    let list;
    try { list = JSON.parse(text); } catch { return null; }
    if (!Array.isArray(list)) return null;
    const items = [];
    for (const entry of list) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') return null;
      const icon = typeof entry[1] === 'string' && manifest.symbols.includes(entry[1]) ? entry[1] : '';
      items.push({ label: entry[0], icon, value: valueOf(entry[0]) });
    }
    return items;
  }

  const entries = [];
  let started = false;

  /** The address as the settings are now (replacing the entry: a knob's turn is not a page). */
  function writeAddress() {
    if (!started) return;
    const query = new URLSearchParams(entries.flatMap((e) => e.address())).toString();
    const url = location.pathname + (query ? `?${query}` : '') + location.hash;
    if (url !== location.pathname + location.search + location.hash) history.replaceState(null, '', url);
  }

  function start() {
    const roots = [...document.querySelectorAll('[data-catalog]')];
    const byName = new Map(roots.map((r) => [r.dataset.catalog, []]));
    const problems = [];
    for (const [key, text] of new URLSearchParams(location.search)) {
      const dot = key.indexOf('.');
      const keys = byName.get(key.slice(0, dot));
      if (dot > 0 && keys) keys.push([key.slice(dot + 1), text]);
      else problems.push(`${key}: not a control's setting (${[...byName.keys()].join(', ')}); ignored`);
    }
    for (const root of roots) {
      const entry = new Entry(root);
      entry.build(byName.get(entry.name), problems);
      entries.push(entry);
    }
    started = true;
    writeAddress();
    if (problems.length) {
      const note = make('div', { className: 'address-note' },
        make('strong', { textContent: 'Part of this address was not used. ' }),
        'These settings are at their defaults:', make('ul', {}, ...problems.map((p) => make('li', { textContent: p }))));
      note.setAttribute('role', 'alert');
      document.querySelector('main')?.prepend(note);
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
