// The demo page's host: every `<canvas data-control="NAME">` on the page becomes a live demo
// scene of the demo module (out/wasm/DynamicMenus.wasm, inlined by `make web` as
// DynamicMenusWasmBytes in dynamic-menus-wasm.js, so the page works from file://), drawn by
// live-control.js, one animation frame at a time (`runFrames`). No WebAssembly or canvas puts
// a sentence on that control's tile; the others keep running.
'use strict';

var DynamicMenusHost = (function () {
  const { LiveControl, instantiate, runFrames, decodeBase64, put, showError, measured, decoded } =
    DynamicMenusLiveControl;

  /** Instantiates the module once; every control shares it (each has its own host object). */
  let modulePromise = null;
  function loadModule() {
    if (modulePromise) return modulePromise;
    if (typeof DynamicMenusWasmBytes === 'undefined') {
      return Promise.reject(new Error('dynamic-menus-wasm.js is missing (run make web)'));
    }
    modulePromise = instantiate(decodeBase64(DynamicMenusWasmBytes));
    return modulePromise;
  }

  /**
   * The demo scene `name` on `canvas`, sized data-width × data-height points when given (a
   * gallery tile shows a 375 × 667 scene smaller), else as the canvas on the page.
   */
  function makeControl(wasm, canvas, name) {
    const width = Number(canvas.dataset.width) || canvas.clientWidth || 0;
    const height = Number(canvas.dataset.height) || canvas.clientHeight || 0;
    const [pointer, length] = put(wasm, name);
    const handle = wasm.dm_host_create(pointer, length, width, height);
    wasm.dm_free(pointer);
    if (!handle) throw new Error(`the core has no control named "${name}"`);
    return new LiveControl(wasm, canvas, handle, name, { size: { width, height } });
  }

  /**
   * Lays an interaction script (a demo script, say) on 60 Hz frames as the native runner does:
   * resolves to { frameCount, events: [{ frame, kind, id, x, y, force }] } (kind: down, moved,
   * up, cancelled, keydown, keyup; id: the touch's, or the key's name; force: null for
   * none). A page that sends each frame's events then runs the frame plays the script as
   * input (the browser test through Chromium's input pipeline, `bench web` as events).
   */
  function timeline(script) {
    return loadModule().then((wasm) => {
      const [pointer, length] = put(wasm, script);
      const countPointer = wasm.dm_alloc(4);
      const numbersPointer = wasm.dm_script_timeline(pointer, length, countPointer);
      const count = new Int32Array(wasm.memory.buffer, countPointer, 1)[0];
      const n = Float64Array.from(new Float64Array(wasm.memory.buffer, numbersPointer, count));
      [pointer, countPointer, numbersPointer].forEach((p) => wasm.dm_free(p));
      if (!numbersPointer) throw new Error('the script does not parse (the console says where)');
      const kinds = ['down', 'moved', 'up', 'cancelled', 'keydown', 'keyup'];
      const keyNames = ['left', 'right', 'up', 'down', 'return', 'space', 'escape', 'tab'];
      const events = [];
      for (let i = 2; i < n.length; i += 6) {
        const kind = kinds[n[i + 1]];
        events.push({ frame: n[i], kind, id: kind.startsWith('key') ? keyNames[n[i + 2]] : n[i + 2],
          x: n[i + 3], y: n[i + 4], force: n[i + 5] < 0 ? null : n[i + 5] });
      }
      return { frameCount: n[0], events };
    });
  }

  /**
   * Starts every `canvas[data-control]` under `root`; resolves to the live controls. With
   * `{ manualClock: true }` no animation frame drives them: the page calls each control's
   * `frame(dt)` (the browser test steps 1/60 s frames, as the native runner does).
   */
  function start(root = document, options = {}) {
    const canvases = [...root.querySelectorAll('canvas[data-control]')];
    for (const canvas of canvases) {
      if (!canvas.getContext) showError(canvas, 'This browser cannot draw on a canvas, so this control cannot run here. The recorded demos still show.');
    }
    // The core measures text while it builds a control: the page's DejaVu Sans must be loaded
    // first, or the widths would be the stand-in font's.
    const fonts = document.fonts
      ? Promise.all(['200 16px "DejaVu Sans"', '400 16px "DejaVu Sans"', '700 16px "DejaVu Sans"'].map((f) => document.fonts.load(f))).catch(() => [])
      : Promise.resolve([]);
    return Promise.all([loadModule(), fonts]).then(([wasm]) => {
      const controls = [];
      for (const canvas of canvases) {
        if (!canvas.isConnected) continue;
        const name = canvas.dataset.control;
        try {
          controls.push(makeControl(wasm, canvas, name));
        } catch (error) {
          console.error(`DynamicMenus: the ${name} control could not start: ${error.message}`);
          showError(canvas, `The ${name} control could not start: ${error.message}.`);
        }
      }
      if (options.manualClock) return controls;
      runFrames((dt) => {
        for (const control of controls) control.frame(dt);
      });
      return controls;
    }, (error) => {
      console.error(`DynamicMenus: ${error.message}`);
      for (const canvas of canvases) {
        if (canvas.isConnected) showError(canvas, `The live controls cannot run here: ${error.message}. The recorded demos still show.`);
      }
      return [];
    });
  }

  return { start, timeline, measured, decoded };
})();

