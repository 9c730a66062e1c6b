// One live window of the WebAssembly core on a canvas, for every page that shows one: the
// demo page (host.js) and the package's elements (elements.js).
//
// - frames: the page calls `frame(dt)`; the control ticks, then draws what changed;
// - input: Pointer Events with pointer capture and several pointers; a pen's or a touch's
//   pressure (Safari's Touch.force for a 3D Touch) becomes the touch's force (pressure ×
//   6.67, in the core; a touch's 0.5 is the spec's "no reading"); a mouse has none, and
//   shift held presses its touches harder, as in the playground; keys when the canvas has
//   the focus (arrows, return, space, escape, tab);
// - settings: the canvas's CSS size in points, devicePixelRatio for sharp pixels,
//   prefers-reduced-motion, prefers-reduced-transparency, dir="rtl", prefers-contrast: more,
//   the colour scheme (CSS color-scheme, else prefers-color-scheme), the root font size as
//   the text size, and env(safe-area-inset-*) over the canvas;
// - accessibility: the ARIA elements over the canvas (accessibility-layer.js, which adds its
//   methods to LiveControl and is loaded after this file);
// - errors: a trap inside the module stops that control only; the console names it.
'use strict';

var DynamicMenusLiveControl = (function () {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const keys = {
    ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down',
    Enter: 'return', ' ': 'space', Escape: 'escape', Tab: 'tab',
  };

  // The cursors the core names (generated from the Swift sources into manifest.js by
  // `make web`).
  const cursors = DynamicMenusManifest.cursors;

  /** The hidden element whose padding reads the viewport's safe-area insets. */
  let safeAreaProbe = null;

  /** How many texts the canvas has measured for the core (the browser test reads it). */
  const measured = { count: 0 };

  /** How many bitmaps the page asked the browser to decode, and how many are done. */
  const decoded = { requested: 0, finished: 0 };

  /**
   * Instantiates a module from `source`: its bytes, or a `fetch` response (streamed where the
   * server says `application/wasm`). Resolves to its exports, `_initialize` run. The module
   * imports two functions: the text measurement, with the fonts the canvas draws with, and
   * its console.
   */
  function instantiate(source) {
    if (typeof WebAssembly !== 'object') {
      return Promise.reject(new Error('this browser has no WebAssembly'));
    }
    let exports = null;
    const measuring = document.createElement('canvas').getContext('2d');
    const env = {
      dm_text_width(family, familyLength, size, weight, text, textLength) {
        if (!measuring) return -1;
        const bytes = (p, n) => decoder.decode(new Uint8Array(exports.memory.buffer, p, n));
        measuring.font = DynamicMenusDisplayList.font(weight, size, bytes(family, familyLength));
        measured.count += 1;
        return measuring.measureText(bytes(text, textLength)).width;
      },
      dm_log(pointer, length) {
        console.log(`[DynamicMenus] ${decoder.decode(new Uint8Array(exports.memory.buffer, pointer, length))}`);
      },
    };
    const imports = { env };
    const made = source instanceof Promise
      ? source.then((response) => {
        const type = response.headers.get('Content-Type') ?? '';
        if (!response.ok) throw new Error(`the module did not load (HTTP ${response.status})`);
        return WebAssembly.instantiateStreaming && type.startsWith('application/wasm')
          ? WebAssembly.instantiateStreaming(response, imports)
          : response.arrayBuffer().then((bytes) => WebAssembly.instantiate(bytes, imports));
      })
      : WebAssembly.instantiate(source, imports);
    return made.then(({ instance }) => {
      exports = instance.exports;
      exports._initialize();
      return exports;
    });
  }

  /**
   * Calls `step(dt)` on every animation frame, `dt` the real interval in seconds clamped to
   * 1/240…1/20 (a hidden tab or a stall does not jump the physics), as the native playground
   * does; 0 on the first frame.
   */
  function runFrames(step) {
    let last = null;
    const tick = (now) => {
      step(last === null ? 0 : Math.min(Math.max((now - last) / 1000, 1 / 240), 1 / 20));
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  /** The bytes of a module inlined as base64. */
  function decodeBase64(text) {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  }

  /**
   * Writes `text` into the module's memory, in NFC: [pointer, length]; free with dm_free.
   * Every string the module gets comes through here, so it is NFC: the package's module
   * compares strings without Unicode's normalization tables
   * (Sources/Hosts/Web/Normalization/normalization.c).
   */
  function put(wasm, text) {
    const utf8 = encoder.encode(text.normalize('NFC'));
    const pointer = wasm.dm_alloc(utf8.length);
    new Uint8Array(wasm.memory.buffer, pointer, utf8.length).set(utf8);
    return [pointer, utf8.length];
  }

  /** Puts a sentence for people in `node`'s place. */
  function showError(node, message) {
    const note = document.createElement('p');
    note.className = 'dm-error';
    note.setAttribute('role', 'alert');
    note.textContent = message;
    node.replaceWith(note);
  }

  /**
   * One live window of the core on `canvas`: `handle` is its host's (`dm_host_*`), `name`
   * names it in messages. Options: `size`, the window's size in points (default: read from
   * its first frame, and the canvas sized to it); `onError(message)`, what a trap inside the
   * module does to the page (default: a sentence in the canvas's place).
   */
  class LiveControl {
    constructor(wasm, canvas, handle, name, options = {}) {
      this.wasm = wasm;
      this.canvas = canvas;
      this.name = name;
      this.handle = handle;
      this.onError = options.onError ?? ((message) =>
        showError(this.canvas.closest('.dm-live') ?? this.canvas, message));
      this.cache = {};
      this.failed = false;
      const size = options.size;
      this.size = size && size.width > 0 && size.height > 0 ? { ...size } : null;
      if (!this.size) {
        // The control's own size, from its first frame's header.
        const n = new Float64Array(wasm.memory.buffer, wasm.dm_host_numbers(this.handle), 3);
        this.size = { width: n[1], height: n[2] };
        canvas.style.width = `${n[1]}px`;
        canvas.style.height = `${n[2]}px`;
      }
      this.context = canvas.getContext('2d');
      if (!this.context) throw new Error('this browser has no 2D canvas');
      this.applySettings();
      this.followSettings();
      this.listen();
      this.makeAccessibilityLayer();
    }

    /**
     * Follows the page's settings as they change: a `matchMedia` change event for reduced
     * motion and transparency, more contrast and the colour scheme, a mutation of any `dir` attribute or of
     * the root's style (its font size), and a resize or scroll for the safe area.
     */
    followSettings() {
      const apply = () => this.guard('a settings change', () => this.applySettings());
      for (const q of ['(prefers-reduced-motion: reduce)', '(prefers-reduced-transparency: reduce)',
        '(prefers-contrast: more)', '(prefers-color-scheme: dark)']) {
        window.matchMedia?.(q).addEventListener?.('change', apply);
      }
      if (typeof MutationObserver === 'function') {
        // Any dir attribute on the page; the root's own style and class (its font size) only:
        // the page's other styles change every frame (the ARIA layer, the cursor).
        new MutationObserver(apply).observe(document.documentElement,
          { attributes: true, attributeFilter: ['dir'], subtree: true });
        new MutationObserver(apply).observe(document.documentElement,
          { attributes: true, attributeFilter: ['style', 'class'] });
      }
      window.addEventListener('resize', apply);
      window.addEventListener('scroll', apply, { passive: true });
    }

    applySettings() {
      const query = (q) => (window.matchMedia && window.matchMedia(q).matches ? 1 : 0);
      const rtl = (this.canvas.closest('[dir]')?.getAttribute('dir') ?? document.dir) === 'rtl' ? 1 : 0;
      // The page's text size: its root font size, 16 px by default, as a body size in
      // points (iOS's default body is 17 pt); the core picks the nearest text size.
      const rootPixels = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const safe = this.safeAreaInsets();
      this.wasm.dm_host_settings(
        this.handle, query('(prefers-reduced-motion: reduce)'),
        query('(prefers-reduced-transparency: reduce)'), rtl, query('(prefers-contrast: more)'),
        this.darkScheme() ? 1 : 0, (rootPixels * 17) / 16, safe.top, safe.left, safe.bottom,
        safe.right);
    }

    /**
     * Whether the control shows dark: the CSS `color-scheme` around its canvas when that
     * allows one scheme only (`light`, `dark`, `only dark`), else the reader's
     * `prefers-color-scheme` (for `normal`, the default, and `light dark`).
     */
    darkScheme() {
      const words = (getComputedStyle(this.canvas).colorScheme || 'normal').split(/\s+/);
      const light = words.includes('light'), dark = words.includes('dark');
      if (light !== dark) return dark;
      return Boolean(window.matchMedia?.('(prefers-color-scheme: dark)').matches);
    }

    /**
     * The viewport's safe-area insets (CSS `env(safe-area-inset-*)`: a notch, the home
     * indicator) where they cover the canvas, in the control's points.
     */
    safeAreaInsets() {
      if (!safeAreaProbe) {
        safeAreaProbe = document.createElement('div');
        safeAreaProbe.setAttribute('aria-hidden', 'true');
        safeAreaProbe.style.cssText = 'position:fixed;visibility:hidden;pointer-events:none;' +
          'padding:env(safe-area-inset-top) env(safe-area-inset-right) ' +
          'env(safe-area-inset-bottom) env(safe-area-inset-left)';
        document.body.appendChild(safeAreaProbe);
      }
      const probe = getComputedStyle(safeAreaProbe);
      const inset = (side) => parseFloat(probe[`padding${side}`]) || 0;
      const box = this.canvas.getBoundingClientRect();
      if (!(box.width > 0 && box.height > 0)) return { top: 0, left: 0, bottom: 0, right: 0 };
      const perPixel = this.size.width / box.width;
      const part = (reach) => Math.max(0, reach) * perPixel;
      return {
        top: part(inset('Top') - box.top),
        left: part(inset('Left') - box.left),
        bottom: part(box.bottom - (window.innerHeight - inset('Bottom'))),
        right: part(box.right - (window.innerWidth - inset('Right'))),
      };
    }

    /** Calls into the module; a trap stops this control only. */
    guard(what, body) {
      if (this.failed) return;
      try {
        body();
      } catch (error) {
        this.failed = true;
        console.error(`DynamicMenus: the ${this.name} control stopped in ${what}: ${error.message}`);
        this.onError(`The ${this.name} control stopped: ${error.message}. The other controls keep running.`);
      }
    }

    point(event) {
      const box = this.canvas.getBoundingClientRect();
      const sx = box.width > 0 ? this.size.width / box.width : 1;
      const sy = box.height > 0 ? this.size.height / box.height : 1;
      return [(event.clientX - box.left) * sx, (event.clientY - box.top) * sy];
    }

    /**
     * A pointer event's pressure reading, 0…1, or -1 for none. A mouse has no sensor. A
     * browser without a reading reports 0.5 while pressed (the Pointer Events spec's rule),
     * which a touch screen's finger nearly always is: for a touch, 0.5 and 0 mean none, and
     * Safari's `Touch.force` (3D Touch) is the reading when it has one. A pen's pressure is
     * taken as it comes.
     */
    pressure(event) {
      if (event.pointerType === 'mouse') return -1;
      if (event.pointerType === 'touch') {
        const force = this.touchForce(event.clientX, event.clientY);
        if (force > 0) return force;
        return event.pressure > 0 && event.pressure !== 0.5 ? event.pressure : -1;
      }
      return event.pressure > 0 ? event.pressure : -1;
    }

    /** The last `Touch.force` (0…1) of a touch at most 2 CSS pixels from x, y, or 0. */
    touchForce(x, y) {
      let best = 0;
      for (const t of this.touches.values()) {
        if (Math.abs(t.x - x) <= 2 && Math.abs(t.y - y) <= 2) best = Math.max(best, t.force);
      }
      return best;
    }

    /**
     * Safari gives a 3D Touch's force only on Touch objects (touchstart, touchmove: sent as
     * the force changes, even when the finger stays put). Each becomes a move of the pointer
     * at that place with the new force; Pointer Events come first, so a press starts without
     * a force and gains it with the first touch event.
     */
    listenForTouchForce() {
      this.touches = new Map();
      this.pointersDown = new Map();
      const update = (event) => {
        for (const t of event.changedTouches) {
          if (event.type === 'touchend' || event.type === 'touchcancel') {
            this.touches.delete(t.identifier);
            continue;
          }
          const force = typeof t.force === 'number' && t.force > 0 ? Math.min(t.force, 1) : 0;
          const last = this.touches.get(t.identifier);
          this.touches.set(t.identifier, { x: t.clientX, y: t.clientY, force });
          if (force === 0 || (last && last.force === force)) continue;
          for (const [id, at] of this.pointersDown) {
            if (at.type !== 'touch' || Math.abs(at.x - t.clientX) > 2 || Math.abs(at.y - t.clientY) > 2) continue;
            const [x, y] = this.point(t);
            this.guard('a touch force', () => this.wasm.dm_host_pointer(this.handle, id, 1, x, y, force));
          }
        }
      };
      for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel']) {
        this.canvas.addEventListener(type, update, { passive: true });
      }
    }

    listen() {
      const c = this.canvas;
      c.style.touchAction = 'none';
      if (!c.hasAttribute('tabindex')) c.tabIndex = 0;
      this.listenForTouchForce();
      const send = (phase) => (event) => {
        if (phase === 0) {
          // Best effort: a pointer that is no longer active (lifted before the event is
          // handled, or synthesized) cannot be captured, and the touch goes on without it.
          try {
            c.setPointerCapture?.(event.pointerId);
          } catch (error) {
            if (error.name !== 'NotFoundError') throw error;
          }
          c.focus({ preventScroll: true });
        }
        if (phase < 2) this.pointersDown.set(event.pointerId, { type: event.pointerType, x: event.clientX, y: event.clientY });
        else this.pointersDown.delete(event.pointerId);
        const [x, y] = this.point(event);
        this.guard('a pointer event', () =>
          this.wasm.dm_host_pointer(this.handle, event.pointerId, phase, x, y, this.pressure(event)));
        event.preventDefault();
      };
      c.addEventListener('pointerdown', send(0));
      c.addEventListener('pointermove', (event) => {
        if (this.pointersDown.has(event.pointerId)) send(1)(event);
        else if (event.pointerType !== 'touch') {
          // A mouse or pen over the canvas with nothing pressed: its cursor.
          const [x, y] = this.point(event);
          this.guard('a hover', () => this.wasm.dm_host_hover(this.handle, x, y));
        }
      });
      c.addEventListener('pointerleave', () => this.guard('a hover', () => this.wasm.dm_host_hover(this.handle, NaN, NaN)));
      c.addEventListener('pointerup', send(2));
      c.addEventListener('pointercancel', send(3));
      const key = (isDown) => (event) => {
        const name = keys[event.key];
        this.guard('a key event', () => {
          if (event.key === 'Shift') {
            this.wasm.dm_host_shift(this.handle, isDown ? 1 : 0);
            return;
          }
          if (!name) return;
          const [pointer, length] = put(this.wasm, name);
          this.wasm.dm_host_key(this.handle, pointer, length, isDown ? 1 : 0, event.shiftKey ? 1 : 0);
          this.wasm.dm_free(pointer);
          if (name !== 'tab') event.preventDefault();
        });
      };
      c.addEventListener('keydown', key(true));
      c.addEventListener('keyup', key(false));
    }

    /**
     * Draws the last frame's display list at `scale`: only the rows the core says can differ,
     * or all of them when `whole` (the browser test compares the two).
     */
    draw(scale, whole = false) {
      const w = this.wasm;
      const numbers = new Float64Array(w.memory.buffer, w.dm_host_numbers(this.handle), w.dm_host_number_count(this.handle));
      const text = new Uint8Array(w.memory.buffer, w.dm_host_text(this.handle), w.dm_host_text_length(this.handle));
      const damage = whole ? null : new Float64Array(w.memory.buffer, w.dm_host_damage(this.handle));
      const boxes = w.dm_host_group_boxes(this.handle);
      const groups = boxes ? new Float64Array(w.memory.buffer, boxes) : null;
      this.rowsDrawn = DynamicMenusDisplayList.draw(this.context, numbers, text, scale, this.cache, damage, groups);
    }

    /**
     * Decodes the bitmaps the core's stream met since the last frame, once each (the stream
     * keeps them by index, so no frame sends an image's bytes again). A decoded one, or one
     * the browser could not decode (drawn as the placeholder), redraws the whole canvas.
     */
    loadImages() {
      const w = this.wasm;
      const images = this.cache.images ?? (this.cache.images = new Map());
      const count = w.dm_host_image_count(this.handle);
      for (let index = this.imagesRequested ?? 0; index < count; index++) {
        const bytes = new Uint8Array(w.memory.buffer, w.dm_host_image_bytes(this.handle, index), w.dm_host_image_length(this.handle, index)).slice();
        decoded.requested += 1;
        const ready = (image) => {
          images.set(index, image);
          decoded.finished += 1;
          // The last frame drawn again whole, now with the image: what the core holds the
          // canvas to show stays true.
          if (this.scale !== undefined) this.guard('an image', () => this.draw(this.scale, true));
        };
        createImageBitmap(new Blob([bytes], { type: 'image/png' })).then(ready, (error) => {
          console.warn(`DynamicMenus: the ${this.name} control's image ${index} could not be decoded: ${error.message}`);
          ready(null);
        });
      }
      this.imagesRequested = count;
    }

    /** One frame: the core ticks, then the canvas draws what changed of its display list. */
    frame(dt) {
      this.guard('a frame', () => {
        // Device pixels per point: the page's zoom of the tile, times devicePixelRatio, so
        // a 3× phone gets three pixels per CSS pixel.
        const box = this.canvas.getBoundingClientRect();
        const shown = box.width > 0 ? box.width : this.size.width;
        const ratio = window.devicePixelRatio || 1;
        // At most 8, as the core's HostSettings.validScale.
        const scale = Math.min(8, (ratio * shown) / this.size.width);
        // The core's DisplayList.pixelSize: each side rounded up, a hair below an integer
        // counting as it, 1…32767.
        const side = (points) => Math.min(32767, Math.max(1, Math.ceil(points * scale - 1e-6)));
        const width = side(this.size.width);
        const height = side(this.size.height);
        const w = this.wasm;
        if (this.canvas.width !== width || this.canvas.height !== height) {
          // A resized canvas is cleared: the core forgets what it showed.
          this.canvas.width = width;
          this.canvas.height = height;
          w.dm_host_forget_canvas(this.handle);
        }
        w.dm_host_frame(this.handle, dt, scale);
        this.scale = scale;
        this.loadImages();
        this.draw(scale);
        this.updateAccessibility();
        // The host's requests: the mouse's cursor, and the keyboard when a control took the
        // focus while nothing on the page has it.
        const cursor = cursors[w.dm_host_cursor(this.handle)] ?? '';
        if (this.canvas.style.cursor !== cursor) this.canvas.style.cursor = cursor;
        const active = document.activeElement;
        if (w.dm_host_requests_focus(this.handle) && (!active || active === document.body)) {
          this.canvas.focus({ preventScroll: true });
        }
      });
    }
  }

  return { LiveControl, instantiate, runFrames, decodeBase64, put, showError, measured, decoded, decoder };
})();
