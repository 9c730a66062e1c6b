// The demo page's host (out/web/host.js, `window.DynamicMenusHost`): every
// `<canvas data-control="NAME">` on the page becomes a live demo scene of the demo module
// (out/wasm/DynamicMenus.wasm, which the build inlines, so the page works from file://), on
// the page's frame scheduler. No WebAssembly or canvas puts a sentence on that control's tile;
// the others keep running.

import { timeline as T, keyNames } from '../Generated/vocabulary.js';
import { pageScheduler } from '../Host/frame-scheduler.js';
import { LiveControl } from '../Host/live-control.js';
import { showError } from '../Host/show-error.js';
import { decodeBase64, instantiate, withString } from '../Host/wasm-module.js';

export { bitmapSource } from '../../../Renderers/Canvas/bitmap-images.js';
export { drawDisplayList } from '../../../Renderers/Canvas/canvas-renderer.js';
// Where a handed-over stretch's numbers lie (dm_host_lookahead_numbers): the handover test
// reads what a frame handed over from the module, as the page's host does.
export { lookahead } from '../Generated/layer-vocabulary.js';

/** @typedef {import('../Host/wasm-module.js').WasmExports} WasmExports */

/**
 * One event of a script's timeline: its frame, its kind (`down`, `moved`, `up`, `cancelled`,
 * `keydown`, `keyup`), the touch's identifier or the key's name, the place in points and the
 * force (null: none).
 * @typedef {{ frame: number, kind: string, id: number | string, x: number, y: number,
 *   force: number | null }} TimelineEvent
 */

/** @type {string | null} */
let moduleBase64 = null;
/** @type {Promise<WasmExports> | null} */
let modulePromise = null;

/**
 * The demo module's bytes as base64 (the build's entry gives them).
 * @param {string} base64
 */
export function configureModule(base64) {
  moduleBase64 = base64;
}

/**
 * Instantiates the module once; every control shares it (each has its own host object).
 * @returns {Promise<WasmExports>}
 */
function loadModule() {
  if (modulePromise) return modulePromise;
  if (moduleBase64 === null) return Promise.reject(new Error('the build gave no demo module (run make web)'));
  modulePromise = instantiate(decodeBase64(moduleBase64), 'the demo module');
  return modulePromise;
}

/**
 * The demo module, as every control on the page shares it; a read through it meets the core
 * where it is (a control's `wasm` first catches a handed-over stretch up).
 * @returns {Promise<WasmExports>}
 */
export function demoModule() {
  return loadModule();
}

/**
 * The demo scene `name` on `canvas`, sized data-width × data-height points when given (a
 * gallery tile shows a 375 × 667 scene smaller), else as the canvas on the page.
 * @param {WasmExports} wasm
 * @param {HTMLCanvasElement} canvas
 * @param {string} name
 * @param {(control: LiveControl) => void} wake
 * @returns {LiveControl}
 */
function makeControl(wasm, canvas, name, wake) {
  const width = Number(canvas.dataset.width) || canvas.clientWidth || 0;
  const height = Number(canvas.dataset.height) || canvas.clientHeight || 0;
  const handle = withString(wasm, name, (pointer, length) => wasm.dm_host_create(pointer, length, width, height));
  if (!handle) throw new Error(`the core has no control named "${name}"`);
  /** @type {LiveControl} */
  const control = new LiveControl(wasm, canvas, handle, name, { size: { width, height }, wake: () => wake(control) });
  return control;
}

/**
 * Lays an interaction script (a demo script, say) on 60 Hz frames as the native runner does:
 * resolves to { frameCount, events: [{ frame, kind, id, x, y, force }] } (kind: down, moved,
 * up, cancelled, keydown, keyup; id: the touch's, or the key's name; force: null for none).
 * A page that sends each frame's events then runs the frame plays the script as input (the
 * browser test through Chromium's input pipeline, `bench web` as events).
 * @param {string} script
 * @returns {Promise<{ frameCount: number, events: TimelineEvent[] }>}
 */
export function timeline(script) {
  return loadModule().then((wasm) => {
    const countPointer = wasm.dm_alloc(4);
    const numbersPointer = withString(wasm, script, (pointer, length) => wasm.dm_script_timeline(pointer, length, countPointer));
    const count = new Int32Array(wasm.memory.buffer, countPointer, 1)[0];
    const n = Float64Array.from(new Float64Array(wasm.memory.buffer, numbersPointer, count));
    [countPointer, numbersPointer].forEach((p) => wasm.dm_free(p));
    if (!numbersPointer) throw new Error('the script does not parse (the console says where)');
    /** @type {TimelineEvent[]} */
    const events = [];
    const F = T.fields;
    for (let i = T.events; i < n.length; i += T.stride) {
      const kind = T.kinds[n[i + F.kind]];
      const key = kind === 'keydown' || kind === 'keyup';
      events.push({ frame: n[i + F.frame], kind, id: key ? keyNames[n[i + F.identifier]] : n[i + F.identifier],
        x: n[i + F.x], y: n[i + F.y], force: n[i + F.force] < 0 ? null : n[i + F.force] });
    }
    return { frameCount: n[T.frameCount], events };
  });
}

/**
 * Starts every `canvas[data-control]` under `root`; resolves to the live controls. With
 * `{ manualClock: true }` no animation frame drives them: the page calls each control's
 * `frame(dt)` (the browser test steps 1/60 s frames, as the native runner does).
 * @param {ParentNode} [root]
 * @param {{ manualClock?: boolean }} [options]
 * @returns {Promise<LiveControl[]>}
 */
export function start(root = document, options = {}) {
  const canvases = [...root.querySelectorAll('canvas[data-control]')].map((c) => /** @type {HTMLCanvasElement} */ (c));
  for (const canvas of canvases) {
    if (!canvas.getContext) showError(canvas, 'This browser cannot draw on a canvas, so this control cannot run here. The recorded demos still show.');
  }
  // The core measures text while it builds a control: the page's DejaVu Sans must be loaded
  // first, or the widths would be the stand-in font's.
  const fonts = document.fonts
    ? Promise.all(['200 16px "DejaVu Sans"', '400 16px "DejaVu Sans"', '700 16px "DejaVu Sans"'].map((f) => document.fonts.load(f))).catch(() => [])
    : Promise.resolve([]);
  const scheduler = pageScheduler();
  const wake = options.manualClock ? () => {} : (/** @type {LiveControl} */ control) => scheduler.wake(control);
  return Promise.all([loadModule(), fonts]).then(([wasm]) => {
    const controls = [];
    for (const canvas of canvases) {
      if (!canvas.isConnected) continue;
      const name = canvas.dataset.control ?? '';
      try {
        controls.push(makeControl(wasm, canvas, name, wake));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`DynamicMenus: the ${name} control could not start: ${message}`);
        showError(canvas, `The ${name} control could not start: ${message}.`);
      }
    }
    for (const control of controls) wake(control);
    return controls;
  }, (error) => {
    console.error(`DynamicMenus: ${error.message}`);
    for (const canvas of canvases) {
      if (canvas.isConnected) showError(canvas, `The live controls cannot run here: ${error.message}. The recorded demos still show.`);
    }
    return [];
  });
}
