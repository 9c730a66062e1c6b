// The elements' one module instance and one frame loop (control-element.js, loaded after):
// the module and the fonts load when the first element connects; every live element runs in
// the same animation frame; and the floating menu lets the pointers it does not take through.
'use strict';

var DynamicMenusElementRuntime = (function () {
  const { instantiate, runFrames } = DynamicMenusLiveControl;

  /** Every element with a live control, for the one frame loop. */
  const live = new Set();
  let modulePromise = null;

  /**
   * The shared module, made once on first use, with the fonts the core measures its text in
   * loaded first (or the widths would be a stand-in font's). `DynamicMenusModuleSource` and
   * `DynamicMenusFontSources` are the build's: a URL beside the script (ESM) or the bytes
   * inline (the classic script).
   */
  function loadModule() {
    if (!modulePromise) {
      modulePromise = Promise.all([
        Promise.resolve().then(() => instantiate(DynamicMenusModuleSource())),
        loadFonts(),
      ]).then(([wasm]) => {
        startLoop();
        return wasm;
      });
    }
    return modulePromise;
  }

  /**
   * Adds DejaVu Sans (the weights the controls draw in) to the page's fonts and loads its
   * Latin-1 files; the extended files (Latin Extended-A, rarer punctuation) are added and
   * load when `fontsFor` first meets one of their characters.
   */
  function loadFonts() {
    if (typeof FontFace !== 'function' || !document.fonts) return Promise.resolve();
    const now = [];
    for (const { weight, range, extended, url } of DynamicMenusFontSources()) {
      const face = new FontFace('DejaVu Sans', `url(${url})`, { weight: String(weight), unicodeRange: range });
      document.fonts.add(face);
      if (extended) extendedFaces.push(face);
      else now.push(load(face, weight));
    }
    return Promise.all(now);
  }

  /** Loads one face; a face that fails leaves its letters to the fallback font, with a warning. */
  function load(face, weight) {
    return face.load().catch((error) =>
      console.warn(`DynamicMenus: DejaVu Sans ${weight} (${face.unicodeRange}) did not load (${error.message}); its letters are measured in the fallback font`));
  }

  /** The extended faces, and the promise of their loading once it has begun. */
  const extendedFaces = [];
  let extendedLoading = null;
  let extendedLoaded = false;
  /** Any character of the extended files' unicode-range. */
  const EXTENDED = rangeExpression(DynamicMenusFontSources().find((f) => f.extended)?.range ?? '');

  /** A unicode-range (`U+0100-017F,U+203B`) as a RegExp matching any of its characters. */
  function rangeExpression(range) {
    const parts = range.split(',').filter(Boolean).map((part) =>
      part.trim().slice(2).split('-').map((hex) => `\\u{${hex}}`).join('-'));
    return new RegExp(`[${parts.join('')}]`, 'u');
  }

  /**
   * Null when the core can measure `text` now; else a promise that resolves once the faces
   * its extended characters need have loaded (or failed to: then the fallback font's
   * widths are the true ones). The core remembers each text's width, so text must not reach
   * it before its font: the elements send it again when the promise resolves.
   */
  function fontsFor(text) {
    if (extendedLoaded || !EXTENDED.test(text)) return null;
    extendedLoading ??= Promise.all(extendedFaces.map((face) => load(face, face.weight)))
      .then(() => { extendedLoaded = true; });
    return extendedLoading;
  }

  let looping = false;
  function startLoop() {
    if (looping || typeof requestAnimationFrame !== 'function') return;
    looping = true;
    runFrames((dt) => {
      for (const element of live) element.frameNow(dt);
    });
  }

  /**
   * The floating menu lies over the page's content: only where its control takes a pointer
   * (the floating button; everything while the menu is open) does its canvas take it, so a
   * click on the empty part reaches what is behind. A mouse's hover switches the canvas on
   * before a press; a touch or a pen, which do not hover, is handed to the canvas from the
   * window's capture phase before anything behind sees it.
   */
  function passThrough(event) {
    for (const element of live) {
      if (element.localName !== 'dm-floating-menu' || !element.handle) continue;
      const control = element.control;
      if (control.pointersDown?.size) continue;
      const box = element.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      const inside = x >= 0 && y >= 0 && x < box.width && y < box.height;
      const scale = box.width > 0 ? control.size.width / box.width : 1;
      const takes = inside && element.wasm.dm_host_takes_pointer(control.handle, x * scale, y * scale) === 1;
      element.hovering = takes && event.type === 'pointermove';
      const was = element.canvas.classList.contains('taking');
      element.canvas.classList.toggle('taking', takes);
      if (event.type === 'pointerdown' && takes && !was) {
        // The press already went to what is behind: it comes to the canvas instead.
        event.stopImmediatePropagation();
        event.preventDefault();
        element.canvas.dispatchEvent(new PointerEvent('pointerdown', event));
      }
    }
  }
  if (typeof window === 'object') {
    window.addEventListener('pointermove', passThrough, true);
    window.addEventListener('pointerdown', passThrough, true);
  }

  return { live, loadModule, fontsFor };
})();
