// The input of a live canvas: Pointer Events with pointer capture and several pointers, a
// pen's or a touch's pressure (Safari's Touch.force for a 3D Touch) as the touch's force
// (pressure × 6.67, in the core; a touch's 0.5 is the spec's "no reading"); a mouse has none,
// and shift held presses its touches harder, as in the playground; keys when the canvas has
// the focus. The phases and key codes come from the generated vocabulary.

import { cursors, pointerPhases, keys } from '../Generated/vocabulary.js';

/**
 * Sends `canvas`'s input to the core's host `handle` in `wasm`, in the control's points
 * (`point(event)`), each call through `control.guard` (a trap stops that control
 * only), then `control.inputArrived()` so its frames run.
 */
export class PointerInput {
  /** @param {import('./live-control.js').LiveControl} control */
  constructor(control) {
    this.control = control;
    /**
     * Pointer id → where and of what type it went down (the touch force finds them).
     * @type {Map<number, { type: string, x: number, y: number }>}
     */
    this.down = new Map();
    /**
     * Touch identifier → its last place and `Touch.force`.
     * @type {Map<number, { x: number, y: number, force: number }>}
     */
    this.touches = new Map();
    const c = control.canvas;
    c.style.touchAction = 'none';
    if (!c.hasAttribute('tabindex')) c.tabIndex = 0;
    /**
     * @template {keyof HTMLElementEventMap} K
     * @param {K} type
     * @param {(event: HTMLElementEventMap[K]) => void} listener
     * @param {AddEventListenerOptions} [options]
     */
    const on = (type, listener, options = {}) => c.addEventListener(type, listener, { ...options, signal: control.signal });
    on('pointerdown', (event) => this.pointer(pointerPhases.down, event));
    on('pointermove', (event) => {
      if (this.down.has(event.pointerId)) this.pointer(pointerPhases.moved, event);
      else if (event.pointerType !== 'touch') this.hover(event);
    });
    on('pointerleave', () => this.send('a hover', (w, h) => w.dm_host_hover(h, NaN, NaN)));
    on('pointerup', (event) => this.pointer(pointerPhases.up, event));
    on('pointercancel', (event) => this.pointer(pointerPhases.cancelled, event));
    on('keydown', (event) => this.key(event, true));
    on('keyup', (event) => this.key(event, false));
    const force = (/** @type {TouchEvent} */ event) => this.touchForce(event);
    for (const type of /** @type {const} */ (['touchstart', 'touchmove', 'touchend', 'touchcancel'])) {
      on(type, force, { passive: true });
    }
  }

  /**
   * A pointer event's place in the control's points.
   * @param {{ clientX: number, clientY: number }} event
   * @returns {[number, number]}
   */
  point(event) {
    const box = this.control.canvas.getBoundingClientRect();
    const sx = box.width > 0 ? this.control.size.width / box.width : 1;
    const sy = box.height > 0 ? this.control.size.height / box.height : 1;
    return [(event.clientX - box.left) * sx, (event.clientY - box.top) * sy];
  }

  /**
   * Shows what the last frame's host asked for: the mouse's cursor, and the keyboard when a
   * control took the focus while nothing on the page has it.
   * @param {import('./wasm-module.js').WasmExports} w
   */
  showRequests(w) {
    const { canvas, handle } = this.control;
    const cursor = cursors[w.dm_host_cursor(handle)] ?? '';
    if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor;
    const active = document.activeElement;
    if (w.dm_host_requests_focus(handle) && (!active || active === document.body)) canvas.focus({ preventScroll: true });
  }

  /**
   * Calls `body(wasm, handle)` into the core, then lets the control's frames run.
   * @param {string} what names the call in a message
   * @param {(wasm: import('./wasm-module.js').WasmExports, handle: number) => void} body
   */
  send(what, body) {
    const control = this.control;
    control.guard(what, () => body(control.wasm, control.handle));
    control.inputArrived();
  }

  /**
   * @param {number} phase
   * @param {PointerEvent} event
   */
  pointer(phase, event) {
    const c = this.control.canvas;
    if (phase === pointerPhases.down) {
      // Best effort: a pointer that is no longer active (lifted before the event is
      // handled, or synthesized) cannot be captured, and the touch goes on without it.
      try {
        c.setPointerCapture?.(event.pointerId);
      } catch (error) {
        if (/** @type {Error} */ (error).name !== 'NotFoundError') throw error;
      }
      c.focus({ preventScroll: true });
    }
    if (phase === pointerPhases.down || phase === pointerPhases.moved) {
      this.down.set(event.pointerId, { type: event.pointerType, x: event.clientX, y: event.clientY });
    } else {
      this.down.delete(event.pointerId);
    }
    const [x, y] = this.point(event);
    this.send('a pointer event', (w, h) => w.dm_host_pointer(h, event.pointerId, phase, x, y, this.pressure(event)));
    event.preventDefault();
  }

  /**
   * A mouse or pen over the canvas with nothing pressed: its cursor.
   * @param {PointerEvent} event
   */
  hover(event) {
    const [x, y] = this.point(event);
    this.send('a hover', (w, h) => w.dm_host_hover(h, x, y));
  }

  /**
   * @param {KeyboardEvent} event
   * @param {boolean} isDown
   */
  key(event, isDown) {
    if (event.key === 'Shift') {
      this.send('a key event', (w, h) => w.dm_host_shift(h, isDown ? 1 : 0));
      return;
    }
    if (!Object.hasOwn(keys, event.key)) return;
    const code = keys[/** @type {keyof keys} */ (event.key)];
    this.send('a key event', (w, h) => w.dm_host_key(h, code, isDown ? 1 : 0, event.shiftKey ? 1 : 0));
    if (code !== keys.Tab) event.preventDefault();
  }

  /**
   * A pointer event's pressure reading, 0…1, or -1 for none. A mouse has no sensor. A
   * browser without a reading reports 0.5 while pressed (the Pointer Events spec's rule),
   * which a touch screen's finger nearly always is: for a touch, 0.5 and 0 mean none, and
   * Safari's `Touch.force` (3D Touch) is the reading when it has one. A pen's pressure is
   * taken as it comes.
   * @param {PointerEvent} event
   * @returns {number}
   */
  pressure(event) {
    if (event.pointerType === 'mouse') return -1;
    if (event.pointerType === 'touch') {
      const force = this.forceNear(event.clientX, event.clientY);
      if (force > 0) return force;
      return event.pressure > 0 && event.pressure !== 0.5 ? event.pressure : -1;
    }
    return event.pressure > 0 ? event.pressure : -1;
  }

  /**
   * The last `Touch.force` (0…1) of a touch at most 2 CSS pixels from x, y, or 0.
   * @param {number} x
   * @param {number} y
   * @returns {number}
   */
  forceNear(x, y) {
    let best = 0;
    for (const t of this.touches.values()) {
      if (Math.abs(t.x - x) <= 2 && Math.abs(t.y - y) <= 2) best = Math.max(best, t.force);
    }
    return best;
  }

  /**
   * Safari gives a 3D Touch's force only on Touch objects (touchstart, touchmove: sent as the
   * force changes, even when the finger stays put). Each becomes a move of the pointer at
   * that place with the new force; Pointer Events come first, so a press starts without a
   * force and gains it with the first touch event.
   * @param {TouchEvent} event
   */
  touchForce(event) {
    for (const t of event.changedTouches) {
      if (event.type === 'touchend' || event.type === 'touchcancel') {
        this.touches.delete(t.identifier);
        continue;
      }
      const force = typeof t.force === 'number' && t.force > 0 ? Math.min(t.force, 1) : 0;
      const last = this.touches.get(t.identifier);
      this.touches.set(t.identifier, { x: t.clientX, y: t.clientY, force });
      if (force === 0 || (last && last.force === force)) continue;
      for (const [id, at] of this.down) {
        if (at.type !== 'touch' || Math.abs(at.x - t.clientX) > 2 || Math.abs(at.y - t.clientY) > 2) continue;
        const [x, y] = this.point(t);
        this.send('a touch force', (w, h) => w.dm_host_pointer(h, id, pointerPhases.moved, x, y, force));
      }
    }
  }
}
