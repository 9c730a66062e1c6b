// The accessibility layer of a live canvas: the control's accessibility elements as ARIA
// elements laid over the canvas (buttons, sliders with aria-valuetext, menus of menu items,
// expanded states, text), updated from the change set the core writes each frame
// (AccessibilityStream.swift); the canvas is an ARIA application whose
// aria-activedescendant follows the keyboard focus.

import { accessibility as L, accessibilityActions as action, expandedStatus, sources, traits as trait } from '../Generated/vocabulary.js';
import { ownedByControl } from './page-settings.js';
import { readString, withString } from './wasm-module.js';

let nextIdentifier = 0;
/** What a key on an ARIA node asks: arrows step a slider, Escape dismisses. */
const ARROWS = new Map([['ArrowUp', action.increment], ['ArrowRight', action.increment],
  ['ArrowDown', action.decrement], ['ArrowLeft', action.decrement], ['Escape', action.escape]]);
/** An input source's code, by its name. */
const source = (/** @type {string} */ name) => sources.indexOf(name);

/**
 * One accessibility element's ARIA node: its node and role, the node holding its actions'
 * buttons and their names, its frame in points and its expanded state.
 * @typedef {{ node: HTMLElement, role: string, actions: HTMLElement, actionNames: string,
 *   frame?: number[], expanded?: number }} Slot
 */

/**
 * One element of the core's change set.
 * @typedef {{ frame: number[], traits: number, expanded: number, label: string, value: string,
 *   hint: string, actions: string[] }} ElementRecord
 */

/**
 * The ARIA role of traits `t`.
 * @param {number} t
 * @returns {string}
 */
function roleOf(t) {
  return t & trait.adjustable ? 'slider'
    : t & trait.menuItem ? 'menuitem'
    : t & (trait.button | trait.link) ? 'button'
    : t & trait.header ? 'heading'
    : t & trait.image ? 'img' : 'text';
}

/** The ARIA elements over `control`'s canvas (a LiveControl), inside `box`. */
export class AccessibilityLayer {
  /**
   * @param {import('./live-control.js').LiveControl} control
   * @param {HTMLElement} box
   */
  constructor(control, box) {
    this.control = control;
    this.layer = document.createElement('div');
    this.layer.className = 'dm-accessibility';
    ownedByControl(this.layer);
    Object.assign(this.layer.style, { position: 'absolute', inset: '0', overflow: 'hidden', pointerEvents: 'none' });
    box.appendChild(this.layer);
    this.id = `dm-${control.name}-${nextIdentifier++}`;
    /**
     * Per element, by index.
     * @type {Slot[]}
     */
    this.slots = [];
    /** @type {HTMLElement[]} */
    this.menus = [];
    this.zoom = 0;
    control.signal.addEventListener('abort', () => this.layer.remove());
    const canvas = control.canvas;
    canvas.setAttribute('role', 'application');
    if (!canvas.hasAttribute('aria-label')) canvas.setAttribute('aria-label', `${control.name} control`);
  }

  /** Reads the elements that changed in the last frame and updates their ARIA nodes. */
  update() {
    const { wasm: w, handle, canvas, size } = this.control;
    const n = new Float64Array(w.memory.buffer, w.dm_host_accessibility_numbers(handle), w.dm_host_accessibility_number_count(handle));
    const bytes = new Uint8Array(w.memory.buffer, w.dm_host_accessibility_text(handle), w.dm_host_accessibility_text_length(handle));
    const str = (/** @type {number} */ i) => readString(w, bytes.byteOffset + n[i], n[i + 1]);
    const count = n[L.count];
    const zoom = (canvas.clientWidth || size.width) / size.width;
    const rezoomed = zoom !== this.zoom;
    this.zoom = zoom;
    let i = L.records;
    for (let r = 0; r < n[L.recordCount]; r++) {
      const actionCount = n[i + L.actionCount];
      const actions = [];
      for (let a = 0; a < actionCount; a++) actions.push(str(i + L.actionCount + 1 + a * L.stringLength));
      this.element(n[i + L.index], {
        frame: [0, 1, 2, 3].map((k) => n[i + L.frame + k]),
        traits: n[i + L.traits], expanded: n[i + L.expanded],
        label: str(i + L.label), value: str(i + L.value), hint: str(i + L.hint), actions,
      });
      i += L.actionCount + 1 + actionCount * L.stringLength;
    }
    const removed = this.slots.splice(count);
    for (const old of removed) {
      old.node.remove();
      old.actions.remove();
    }
    if (rezoomed) for (const slot of this.slots) this.place(slot);
    if (n[L.recordCount] > 0 || removed.length) this.arrangeMenus();
    const focused = n[L.focused];
    if (focused >= 0 && this.slots[focused]) canvas.setAttribute('aria-activedescendant', this.slots[focused].node.id);
    else canvas.removeAttribute('aria-activedescendant');
  }

  /**
   * Puts `slot`'s node over its element's frame, in CSS pixels.
   * @param {Slot} slot
   */
  place(slot) {
    const [x, y, width, height] = /** @type {number[]} */ (slot.frame).map((v) => v * this.zoom);
    Object.assign(slot.node.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
  }

  /**
   * A new node for element `index` with `role`, answering clicks and keys with actions.
   * @param {number} index
   * @param {string} role
   * @returns {Slot}
   */
  makeSlot(index, role) {
    const node = /** @type {HTMLElement} */ (document.createElement(role === 'button' ? 'button' : 'div'));
    node.id = `${this.id}-${index}`;
    node.tabIndex = -1;
    Object.assign(node.style, { position: 'absolute', margin: '0', padding: '0', border: '0', opacity: '0', pointerEvents: 'none' });
    if (role !== 'text') node.setAttribute('role', role);
    // A key pressed on the node is the keyboard's; its click (Enter or Space on a button) comes
    // within the same task. Any other click is an assistive technology's.
    let keyed = false;
    const keyboard = () => {
      keyed = true;
      setTimeout(() => { keyed = false; });
    };
    node.addEventListener('click', () => this.perform(index, action.activate, '', keyed ? 'keyboard' : 'accessibility'));
    node.addEventListener('keyup', (event) => { if (event.key === 'Enter' || event.key === ' ') keyboard(); });
    node.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') keyboard();
      const chosen = ARROWS.get(event.key)
        ?? (role === 'menuitem' && (event.key === 'Enter' || event.key === ' ') ? action.activate : undefined);
      if (chosen === undefined || ((chosen === action.increment || chosen === action.decrement) && role !== 'slider')) return;
      this.perform(index, chosen, '', 'keyboard');
      event.preventDefault();
    });
    const actions = document.createElement('span');
    this.layer.append(node, actions);
    return { node, role, actions, actionNames: '' };
  }

  /**
   * Makes or updates the ARIA node of element `index`: its role, name, value, states and actions.
   * @param {number} index
   * @param {ElementRecord} e
   */
  element(index, e) {
    const role = roleOf(e.traits);
    let slot = this.slots[index];
    if (!slot || slot.role !== role) {
      slot?.node.remove();
      slot?.actions.remove();
      slot = this.slots[index] = this.makeSlot(index, role);
    }
    const node = slot.node;
    slot.frame = e.frame;
    this.place(slot);
    const name = role === 'slider' || !e.value ? e.label : `${e.label}, ${e.value}`;
    if (role === 'text') node.textContent = name; else node.setAttribute('aria-label', name);
    if (role === 'slider') {
      // ARIA requires a number on a slider; the element has only its text, so a fixed 0 of
      // 0…0 stands beside the aria-valuetext that screen readers read.
      node.setAttribute('aria-valuetext', e.value);
      for (const attribute of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) node.setAttribute(attribute, '0');
    }
    const set = (/** @type {string} */ attribute, /** @type {string | null} */ value) =>
      (value === null ? node.removeAttribute(attribute) : node.setAttribute(attribute, value));
    set('aria-description', e.hint || null);
    set('aria-disabled', e.traits & trait.notEnabled ? 'true' : null);
    // Selected (the chosen option, the sign in the middle): the current one of its set.
    set('aria-current', e.traits & trait.selected ? 'true' : null);
    // Expanded or collapsed: a button that shows a menu (its only use in the controls).
    slot.expanded = e.expanded;
    const expandable = e.expanded === expandedStatus.expanded || e.expanded === expandedStatus.collapsed;
    set('aria-expanded', expandable ? String(e.expanded === expandedStatus.expanded) : null);
    set('aria-haspopup', expandable ? 'menu' : null);
    if (e.expanded !== expandedStatus.expanded) node.removeAttribute('aria-controls');
    // Custom actions: one more (hidden) button each, named "label: action".
    const names = e.actions.join('\n');
    if (names === slot.actionNames) return;
    slot.actionNames = names;
    slot.actions.replaceChildren(...e.actions.map((actionName) => {
      const button = document.createElement('button');
      button.tabIndex = -1;
      Object.assign(button.style, { position: 'absolute', opacity: '0', pointerEvents: 'none', width: '1px', height: '1px' });
      button.textContent = `${e.label}: ${actionName}`;
      button.addEventListener('click', () => this.perform(index, action.custom, actionName, 'accessibility'));
      return button;
    }));
  }

  /**
   * Puts each run of menu items in a `role="menu"` element (ARIA wants a menu item owned by
   * a menu), named "Menu" and controlled by the expanded element, in reading order.
   */
  arrangeMenus() {
    const expanded = this.slots.find((slot) => slot.expanded === expandedStatus.expanded);
    /** @type {HTMLElement | null} */
    let menu = null;
    let used = 0;
    for (const slot of this.slots) {
      if (slot.role !== 'menuitem') {
        menu = null;
        this.layer.append(slot.node, slot.actions);
        continue;
      }
      if (!menu) {
        let made = this.menus[used];
        if (!made) {
          made = this.menus[used] = document.createElement('div');
          made.id = `${this.id}-menu-${used}`;
          made.setAttribute('role', 'menu');
          made.setAttribute('aria-label', 'Menu');
          Object.assign(made.style, { position: 'absolute', inset: '0', pointerEvents: 'none' });
        }
        used += 1;
        this.layer.append(made);
        menu = made;
      }
      menu.append(slot.node, slot.actions);
    }
    for (const extra of this.menus.splice(used)) extra.remove();
    if (expanded && this.menus.length) expanded.node.setAttribute('aria-controls', this.menus.map((m) => m.id).join(' '));
  }

  /**
   * Performs accessibility action `kind` (custom: named `name`) on element `index`, from
   * `from` (a source's name).
   * @param {number} index
   * @param {number} kind
   * @param {string} name
   * @param {string} from
   */
  perform(index, kind, name, from) {
    const control = this.control;
    control.guard('an accessibility action', () => withString(control.wasm, name, (pointer, length) =>
      control.wasm.dm_host_accessibility_perform(control.handle, index, kind, pointer, length, source(from))));
    control.inputArrived();
  }
}
