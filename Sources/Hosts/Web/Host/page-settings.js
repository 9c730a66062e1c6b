// The page's settings as a window's (HostSettings.swift): reduced motion and transparency,
// more contrast, light or dark, the layout direction, the text size and the safe area; and
// one set of observers per page that tells every live control when any of them, or the
// page's styles, may have changed. Nothing is observed until the first control subscribes.

/** The media queries the settings read. */
const QUERIES = {
  reduceMotion: '(prefers-reduced-motion: reduce)',
  reduceTransparency: '(prefers-reduced-transparency: reduce)',
  increaseContrast: '(prefers-contrast: more)',
  dark: '(prefers-color-scheme: dark)',
};

/** @type {Set<() => void>} */
const listeners = new Set();
let watching = false;

/**
 * The elements the controls draw into (their layers, their ARIA elements): their own style
 * writes, every frame while one moves, are no change of the page's styles.
 * @type {WeakSet<Node>}
 */
const controlRoots = new WeakSet();

/**
 * Marks `root` as a control's own: changes under it do not notify.
 * @param {Node} root
 */
export function ownedByControl(root) { controlRoots.add(root); }

/**
 * Whether a mutation record's target lies outside every control's own elements.
 * @param {MutationRecord} record
 */
function pageChanged(record) {
  for (let node = /** @type {Node | null} */ (record.target); node; node = node.parentNode) {
    if (controlRoots.has(node)) return false;
  }
  return true;
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Starts the page's observers: a change of any media query above, of any `dir`, `style` or
 * `class` attribute, of the stylesheets in the head (added, removed, loaded), a resize or a
 * scroll (the safe area over a control moves).
 */
function watch() {
  watching = true;
  for (const query of Object.values(QUERIES)) window.matchMedia?.(query).addEventListener?.('change', notify);
  if (typeof MutationObserver === 'function') {
    new MutationObserver((records) => { if (records.some(pageChanged)) notify(); }).observe(document.documentElement,
      { attributes: true, attributeFilter: ['dir', 'style', 'class'], subtree: true });
    if (document.head) new MutationObserver(notify).observe(document.head, { childList: true, subtree: true });
  }
  document.addEventListener('load', (event) => { if (event.target instanceof HTMLLinkElement) notify(); }, true);
  window.addEventListener('resize', notify);
  window.addEventListener('scroll', notify, { passive: true, capture: true });
}

/**
 * Calls `listener()` whenever the page's settings or styles may have changed (it reads them
 * in its next frame and sends what did); returns the function that stops it.
 * @param {() => void} listener
 * @returns {() => void}
 */
export function watchPage(listener) {
  if (!watching && typeof window === 'object') watch();
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** 1 when the media query matches, else 0. */
const matches = (/** @type {string} */ query) => (window.matchMedia?.(query).matches ? 1 : 0);

/**
 * Whether `node` shows dark: the CSS `color-scheme` around it when that allows one scheme
 * only (`light`, `dark`, `only dark`), else the reader's `prefers-color-scheme` (for
 * `normal`, the default, and `light dark`).
 * @param {Element} node
 * @returns {boolean}
 */
export function darkScheme(node) {
  const words = (getComputedStyle(node).colorScheme || 'normal').split(/\s+/);
  const light = words.includes('light'), dark = words.includes('dark');
  if (light !== dark) return dark;
  return Boolean(matches(QUERIES.dark));
}

/**
 * The hidden element whose padding reads the viewport's safe-area insets.
 * @type {HTMLElement | null}
 */
let safeAreaProbe = null;

/**
 * The viewport's safe-area insets (CSS `env(safe-area-inset-*)`: a notch, the home
 * indicator) where they cover `canvas`, in the control's points (`width` points across).
 * @param {Element} canvas
 * @param {number} width points
 * @returns {number[]} top, left, bottom, right
 */
function safeAreaInsets(canvas, width) {
  if (!safeAreaProbe) {
    safeAreaProbe = document.createElement('div');
    safeAreaProbe.setAttribute('aria-hidden', 'true');
    Object.assign(safeAreaProbe.style, {
      position: 'fixed', visibility: 'hidden', pointerEvents: 'none',
      padding: 'env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)',
    });
    document.body.appendChild(safeAreaProbe);
  }
  const probe = getComputedStyle(safeAreaProbe);
  const inset = (/** @type {'Top' | 'Left' | 'Bottom' | 'Right'} */ side) => parseFloat(probe[`padding${side}`]) || 0;
  const box = canvas.getBoundingClientRect();
  if (!(box.width > 0 && box.height > 0)) return [0, 0, 0, 0];
  const part = (/** @type {number} */ reach) => Math.max(0, reach) * (width / box.width);
  return [part(inset('Top') - box.top), part(inset('Left') - box.left),
    part(box.bottom - (window.innerHeight - inset('Bottom'))), part(box.right - (window.innerWidth - inset('Right')))];
}

/**
 * The settings of the window on `canvas` (`width` points across), in the order
 * `dm_host_settings` takes them: reduce motion, reduce transparency, right to left, increase
 * contrast, dark, the root font size in CSS pixels, and the safe area (top, left, bottom,
 * right).
 * @param {Element} canvas
 * @param {number} width points
 * @returns {number[]}
 */
export function readSettings(canvas, width) {
  // The computed direction: a `dir` anywhere above, across shadow roots, or CSS `direction`.
  const rtl = getComputedStyle(canvas).direction === 'rtl' ? 1 : 0;
  // The page's text size: its root font size (NaN where unreadable: the core's default); the
  // core reads it as iOS's text size (WebTextSize).
  const rootPixels = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return [matches(QUERIES.reduceMotion), matches(QUERIES.reduceTransparency), rtl,
    matches(QUERIES.increaseContrast), darkScheme(canvas) ? 1 : 0, rootPixels,
    ...safeAreaInsets(canvas, width)];
}
