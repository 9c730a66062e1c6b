// The fonts the controls draw and measure their text in: DejaVu Sans in three faces (200, 400,
// 700), each split as @font-face's unicode-range splits a font: Latin-1 with the common
// punctuation and Latin Extended-A with the rarer punctuation. A face is added to the page and
// loaded only when an element needs it, before the core measures text in it (the core
// remembers each text's width): the Latin-1 part of each weight an element draws in by
// default (the manifest's `fontWeights`: none for the radial menu) before its first frame, the
// weight a `*-font-weight` attribute names before that attribute reaches the core, and the
// extended part when a control's text has one of its characters. (The main entry loads every
// Latin-1 face as well, for pages that set their own text in DejaVu Sans: package-module.js.)
// Each face is added once, whichever element or entry asks.

import { fontWeights as weightNames } from '../Generated/vocabulary.js';
import { fontSources } from './package-assets.js';

/** @typedef {import('./package-assets.js').FontAsset} FontAsset */
/** @typedef {import('./package-assets.js').FontSource} FontSource */

/**
 * Each face's loading, by file name: added to the page once, resolved when loaded or failed.
 * @type {Map<string, Promise<void>>}
 */
const faces = new Map();
/** The faces loaded (or failed to: then the fallback font's widths are the true ones). */
const settled = new Set();

/**
 * The weight among the faces (200, 400, 700) that CSS font matching draws `weight` in:
 * lighter than 400 the nearest lighter face, 400 and 500 the regular one, heavier the bold.
 * @param {number} weight
 * @returns {number}
 */
export const faceWeight = (weight) => (weight < 400 ? 200 : weight <= 500 ? 400 : 700);

/**
 * The CSS weight of a `*-font-weight` attribute's word (`light`: 300); null for another word.
 * @param {string} word
 * @returns {number | null}
 */
export const cssWeight = (word) => /** @type {Record<string, number>} */ (weightNames)[word] ?? null;

/**
 * Each unicode-range read so far, as a RegExp.
 * @type {Map<string, RegExp>}
 */
const ranges = new Map();

/**
 * A unicode-range (`U+0100-017F,U+203B`) as a RegExp matching any of its characters.
 * @param {string} range
 * @returns {RegExp}
 */
function rangeExpression(range) {
  let expression = ranges.get(range);
  if (!expression) {
    const parts = range.split(',').filter(Boolean).map((part) =>
      part.trim().slice(2).split('-').map((hex) => `\\u{${hex}}`).join('-'));
    expression = new RegExp(`[${parts.join('')}]`, 'u');
    ranges.set(range, expression);
  }
  return expression;
}

/**
 * Adds `font` to the page's fonts and loads it, once; a font that fails leaves its letters to
 * the fallback font, with a warning. Resolves either way.
 * @param {FontSource} font
 * @returns {Promise<void>}
 */
function load(font) {
  const known = faces.get(font.file);
  if (known) return known;
  const loading = addFace(font).then(() => { settled.add(font.file); });
  faces.set(font.file, loading);
  return loading;
}

/**
 * See `load`.
 * @param {FontSource} font
 * @returns {Promise<void>}
 */
function addFace(font) {
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
 * The faces of `fonts` that text in `weights` (CSS) needs: the Latin-1 part of each weight's
 * face, and its extended part where `text` has one of that part's characters.
 * @param {FontAsset[]} fonts
 * @param {Iterable<number>} weights
 * @param {string} text
 * @returns {FontAsset[]}
 */
function needed(fonts, weights, text) {
  const wanted = new Set([...weights].map(faceWeight));
  return fonts.filter((font) => wanted.has(font.weight) && (!font.extended || rangeExpression(font.range).test(text)));
}

/**
 * Loads the faces of `fonts` that text in `weights` needs (see `fontsFor`); resolves when they
 * are loaded (or failed to). Where there are no web fonts (a server) it resolves at once.
 * @param {FontAsset[]} fonts
 * @param {Iterable<number>} weights
 * @param {string} [text]
 * @returns {Promise<void>}
 */
export function loadFonts(fonts, weights, text = '') {
  if (typeof FontFace !== 'function' || typeof document !== 'object' || !document.fonts) return Promise.resolve();
  return Promise.all(fontSources(needed(fonts, weights, text)).map(load)).then(() => undefined);
}

/**
 * Null when the core can measure `text` in `weights` (CSS) now; else a promise that resolves
 * once the faces it needs have loaded (or failed to). The elements send such text, or the
 * attribute naming such a weight, again when the promise resolves.
 * @param {FontAsset[]} fonts
 * @param {Iterable<number>} weights
 * @param {string} text
 * @returns {Promise<void> | null}
 */
export function fontsFor(fonts, weights, text) {
  if (typeof FontFace !== 'function' || typeof document !== 'object' || !document.fonts) return null;
  const missing = needed(fonts, weights, text).filter((font) => !settled.has(font.file));
  return missing.length ? loadFonts(missing, weights, text) : null;
}
