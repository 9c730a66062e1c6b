// The fonts the controls draw and measure their text in: DejaVu Sans, in the three weights the
// controls use, each split as @font-face's unicode-range splits a font: Latin-1 with the
// common punctuation (loaded before the first control measures any text) and Latin
// Extended-A with the rarer punctuation (loaded only when a control's text has one of its
// characters, before the core measures that text: it remembers each text's width).

import { fontSources } from './package-assets.js';

/** @typedef {import('./package-assets.js').FontSource} FontSource */

/**
 * The extended fonts (not yet faces).
 * @type {FontSource[]}
 */
let extendedFonts = [];
/**
 * The promise of their loading once it has begun.
 * @type {Promise<void> | null}
 */
let extendedLoading = null;
let extendedLoaded = false;
/**
 * Any character of the extended files' unicode-range (null until the fonts are known).
 * @type {RegExp | null}
 */
let extended = null;

/**
 * A unicode-range (`U+0100-017F,U+203B`) as a RegExp matching any of its characters.
 * @param {string} range
 * @returns {RegExp}
 */
function rangeExpression(range) {
  const parts = range.split(',').filter(Boolean).map((part) =>
    part.trim().slice(2).split('-').map((hex) => `\\u{${hex}}`).join('-'));
  return new RegExp(`[${parts.join('')}]`, 'u');
}

/**
 * Adds `font` to the page's fonts and loads it; a font that fails leaves its letters to the
 * fallback font, with a warning. Resolves either way.
 * @param {FontSource} font
 * @returns {Promise<void>}
 */
function load(font) {
  if (font.source === null) {
    console.warn(`DynamicMenus: cannot tell where ${font.name} is; its letters are measured in the fallback font`);
    return Promise.resolve();
  }
  let face;
  try {
    face = new FontFace('DejaVu Sans', font.source(), { weight: String(font.weight), unicodeRange: font.range });
  } catch (error) {
    console.warn(`DynamicMenus: the font ${font.name} cannot be used (${/** @type {Error} */ (error)?.message ?? error})`);
    return Promise.resolve();
  }
  document.fonts.add(face);
  return face.load().then(() => undefined, (error) =>
    console.warn(`DynamicMenus: the font ${font.name} did not load (${error.message}); its letters are measured in the fallback font`));
}

/**
 * Loads DejaVu Sans's Latin-1 faces into the page's fonts; the extended ones are added and
 * load when `fontsFor` first meets one of their characters. Resolves when the Latin-1 faces
 * are loaded (or failed to).
 * @returns {Promise<void>}
 */
export function loadFonts() {
  if (typeof FontFace !== 'function' || !document.fonts) return Promise.resolve();
  /** @type {Promise<void>[]} */
  const now = [];
  for (const font of fontSources()) {
    if (!font.extended) {
      now.push(load(font));
    } else {
      extendedFonts.push(font);
      extended ??= rangeExpression(font.range);
    }
  }
  return Promise.all(now).then(() => undefined);
}

/**
 * Null when the core can measure `text` now; else a promise that resolves once the faces its
 * extended characters need have loaded (or failed to: then the fallback font's widths are
 * the true ones). The elements send such text again when the promise resolves.
 * @param {string} text
 * @returns {Promise<void> | null}
 */
export function fontsFor(text) {
  if (extendedLoaded || !extended || !extended.test(text)) return null;
  extendedLoading ??= Promise.all(extendedFonts.map(load)).then(() => {
    extendedLoaded = true;
    extendedFonts = [];
  });
  return extendedLoading;
}
