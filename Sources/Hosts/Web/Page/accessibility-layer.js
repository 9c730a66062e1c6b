// The accessibility layer of a live canvas: the control's accessibility elements become ARIA
// elements laid over the canvas (buttons, sliders with aria-valuetext, menus of menu items,
// expanded states, text), updated in the frames they change; the canvas is an ARIA
// application whose aria-activedescendant follows the keyboard focus. Its methods are added to
// LiveControl (live-control.js, loaded before this file), which calls them.
'use strict';

(function () {
  const { LiveControl, put, decoder } = DynamicMenusLiveControl;
  // AccessibilityTraits' bits and AccessibilityStream's actions, generated from the Swift
  // sources into manifest.js by `make web`.
  const trait = DynamicMenusManifest.traits;
  const action = DynamicMenusManifest.accessibilityActions;
  let nextIdentifier = 0;

  Object.assign(LiveControl.prototype, {
    /** A box round the canvas holding it and, on top, the ARIA elements. */
    makeAccessibilityLayer() {
      const c = this.canvas;
      const box = document.createElement('div');
      box.className = 'dm-live';
      box.style.position = 'relative';
      box.style.display = 'inline-block';
      box.style.lineHeight = '0';
      c.replaceWith(box);
      box.appendChild(c);
      this.layer = document.createElement('div');
      this.layer.className = 'dm-accessibility';
      this.layer.style.cssText = 'position: absolute; inset: 0; overflow: hidden; pointer-events: none;';
      box.appendChild(this.layer);
      this.id = `dm-${this.name}-${nextIdentifier++}`;
      c.setAttribute('role', 'application');
      if (!c.hasAttribute('aria-label')) c.setAttribute('aria-label', `${this.name} control`);
      this.accessibilitySignature = '';
      this.accessibilityElements = [];
    },

    /** Reads the control's accessibility elements and updates the ARIA ones that changed. */
    updateAccessibility() {
      const w = this.wasm;
      w.dm_host_accessibility(this.handle);
      const n = new Float64Array(w.memory.buffer, w.dm_host_accessibility_numbers(this.handle), w.dm_host_accessibility_number_count(this.handle));
      const bytes = new Uint8Array(w.memory.buffer, w.dm_host_accessibility_text(this.handle), w.dm_host_accessibility_text_length(this.handle));
      const signature = `${n.join(',')}|${decoder.decode(bytes)}|${this.canvas.clientWidth}`;
      if (signature === this.accessibilitySignature) return;
      this.accessibilitySignature = signature;
      const str = (i) => decoder.decode(bytes.subarray(n[i], n[i] + n[i + 1]));
      const count = n[0];
      const focused = n[1];
      const zoom = (this.canvas.clientWidth || this.size.width) / this.size.width;
      let i = 2;
      for (let index = 0; index < count; index++) {
        const frame = [n[i], n[i + 1], n[i + 2], n[i + 3]].map((v) => v * zoom);
        const traits = n[i + 4];
        const expanded = n[i + 5];
        const label = str(i + 6);
        const value = str(i + 8);
        const hint = str(i + 10);
        const actionCount = n[i + 12];
        i += 13;
        const actions = [];
        for (let a = 0; a < actionCount; a++, i += 2) actions.push(str(i));
        this.accessibilityElement(index, { frame, traits, expanded, label, value, hint, actions });
      }
      for (const old of this.accessibilityElements.splice(count)) {
        old.node.remove();
        old.actions.remove();
      }
      this.arrangeMenus();
      if (focused >= 0 && this.accessibilityElements[focused]) {
        this.canvas.setAttribute('aria-activedescendant', this.accessibilityElements[focused].node.id);
      } else {
        this.canvas.removeAttribute('aria-activedescendant');
      }
    },

    /** Makes or updates ARIA element `index`: its role, name, value, states and actions. */
    accessibilityElement(index, e) {
      const role = e.traits & trait.adjustable ? 'slider'
        : e.traits & trait.menuItem ? 'menuitem'
        : e.traits & (trait.button | trait.link) ? 'button'
        : e.traits & trait.header ? 'heading'
        : e.traits & trait.image ? 'img' : 'text';
      let slot = this.accessibilityElements[index];
      if (!slot || slot.role !== role) {
        slot?.node.remove();
        slot?.actions.remove();
        const node = document.createElement(role === 'button' ? 'button' : 'div');
        node.id = `${this.id}-${index}`;
        node.tabIndex = -1;
        node.style.cssText = 'position: absolute; margin: 0; padding: 0; border: 0; opacity: 0; pointer-events: none;';
        if (role !== 'text') node.setAttribute('role', role);
        node.addEventListener('click', () => this.perform(index, action.activate));
        node.addEventListener('keydown', (event) => {
          const up = action.increment;
          const down = action.decrement;
          const chosen = { ArrowUp: up, ArrowRight: up, ArrowDown: down, ArrowLeft: down, Escape: action.escape }[event.key]
            ?? (role === 'menuitem' && (event.key === 'Enter' || event.key === ' ') ? action.activate : undefined);
          if (chosen === undefined || (chosen === up || chosen === down) && role !== 'slider') return;
          this.perform(index, chosen);
          event.preventDefault();
        });
        const actions = document.createElement('span');
        node.after(actions);
        this.layer.appendChild(node);
        this.layer.appendChild(actions);
        slot = { node, role, actions, actionNames: '' };
        this.accessibilityElements[index] = slot;
      }
      const node = slot.node;
      const [x, y, width, height] = e.frame;
      Object.assign(node.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
      const name = role === 'slider' || !e.value ? e.label : `${e.label}, ${e.value}`;
      if (role === 'text') node.textContent = name; else node.setAttribute('aria-label', name);
      if (role === 'slider') {
        // ARIA requires a number on a slider; the element has only its text, so a fixed 0 of
        // 0…0 stands beside the aria-valuetext that screen readers read.
        node.setAttribute('aria-valuetext', e.value);
        node.setAttribute('aria-valuenow', '0');
        node.setAttribute('aria-valuemin', '0');
        node.setAttribute('aria-valuemax', '0');
      }
      if (e.hint) node.setAttribute('aria-description', e.hint); else node.removeAttribute('aria-description');
      if (e.traits & trait.notEnabled) node.setAttribute('aria-disabled', 'true'); else node.removeAttribute('aria-disabled');
      // Selected (the chosen option, the sign in the middle): the current one of its set.
      if (e.traits & trait.selected) node.setAttribute('aria-current', 'true'); else node.removeAttribute('aria-current');
      // Expanded or collapsed: a button that shows a menu (its only use in the controls).
      slot.expanded = e.expanded;
      slot.label = e.label;
      if (e.expanded === 1 || e.expanded === 2) {
        node.setAttribute('aria-expanded', e.expanded === 1 ? 'true' : 'false');
        node.setAttribute('aria-haspopup', 'menu');
      } else {
        node.removeAttribute('aria-expanded');
        node.removeAttribute('aria-haspopup');
      }
      if (e.expanded !== 1) node.removeAttribute('aria-controls');
      // Custom actions: one more (hidden) button each, named "label: action".
      const names = e.actions.join('\n');
      if (names !== slot.actionNames) {
        slot.actionNames = names;
        slot.actions.replaceChildren(...e.actions.map((name) => {
          const button = document.createElement('button');
          button.tabIndex = -1;
          button.style.cssText = 'position: absolute; opacity: 0; pointer-events: none; width: 1px; height: 1px;';
          button.textContent = `${e.label}: ${name}`;
          button.addEventListener('click', () => this.perform(index, action.custom, name));
          return button;
        }));
      }
    },

    /**
     * Puts each run of menu items in a `role="menu"` element (ARIA wants a menu item owned by
     * a menu), named "Menu" and controlled by the expanded element, in reading order.
     */
    arrangeMenus() {
      const menus = this.menus ?? (this.menus = []);
      const expanded = this.accessibilityElements.find((slot) => slot.expanded === 1);
      let menu = null;
      let used = 0;
      for (const slot of this.accessibilityElements) {
        if (slot.role !== 'menuitem') {
          menu = null;
          this.layer.append(slot.node, slot.actions);
          continue;
        }
        if (!menu) {
          menu = menus[used];
          if (!menu) {
            menu = menus[used] = document.createElement('div');
            menu.id = `${this.id}-menu-${used}`;
            menu.setAttribute('role', 'menu');
            menu.setAttribute('aria-label', 'Menu');
            menu.style.cssText = 'position: absolute; inset: 0; pointer-events: none;';
          }
          used += 1;
          this.layer.append(menu);
        }
        menu.append(slot.node, slot.actions);
      }
      for (const extra of menus.splice(used)) extra.remove();
      if (expanded && menus.length) expanded.node.setAttribute('aria-controls', menus.map((m) => m.id).join(' '));
    },

    /** Performs accessibility action `kind` (the manifest's: activate … custom `name`) on `index`. */
    perform(index, kind, name = '') {
      this.guard('an accessibility action', () => {
        const [pointer, length] = put(this.wasm, name);
        this.wasm.dm_host_accessibility_perform(this.handle, index, kind, pointer, length);
        this.wasm.dm_free(pointer);
      });
    },
  });
})();
