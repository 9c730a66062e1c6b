// The elements' look from the page: one constructable stylesheet shared by every element's
// shadow root (adoptedStyleSheets: no inline <style>, so a strict Content-Security-Policy's
// `style-src 'self'` has nothing to refuse), the shadow root's parts built node by node (no
// HTML string: Trusted Types have nothing to refuse), and the custom properties the control
// reads (--dm-background, …; their names come from the generated vocabulary).

import { style as customProperties } from '../Generated/vocabulary.js';
import { elements } from './element-manifest.js';

/**
 * The shadow roots' rules; each element's default size from the manifest, at most its
 * container's width: a square one (the dial, the radial menu) keeps its shape narrower, and
 * its control draws smaller to fit (a 390-px phone shows the 453-px radial menu whole).
 * @returns {string}
 */
function css() {
  const sizes = elements.map(({ tag, defaultSize: [width, height] }) => width === height
    ? `:host(${tag}) { width: ${width}px; max-width: 100%; aspect-ratio: 1; }`
    : `:host(${tag}) { width: ${width}px; height: ${height}px; max-width: 100%; }`);
  return `:host { display: inline-block; position: relative; contain: content; }
${sizes.join('\n')}
:host([hidden]) { display: none; }
:host(dm-floating-menu) { pointer-events: none; }
:host(dm-floating-menu) canvas:not(.taking) { pointer-events: none; }
:host(dm-floating-menu) canvas.taking { pointer-events: auto; }
.dm-live { display: block !important; width: 100%; height: 100%; }
canvas { display: block; width: 100%; height: 100%; outline: none; }
.fallback { display: flex; flex-wrap: wrap; gap: 6px; align-content: flex-start; padding: 6px; }
.fallback[hidden], canvas[hidden] { display: none; }`;
}

/** @type {CSSStyleSheet | null} */
let sheet = null;

/**
 * Gives `root` the shared stylesheet: adopted where the browser can, else a <style> node.
 * @param {ShadowRoot} root
 */
function adopt(root) {
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css());
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    const node = document.createElement('style');
    node.textContent = css();
    root.append(node);
  }
}

/**
 * Builds `element`'s shadow root: the stylesheet, the fallback buttons' box, the hidden canvas.
 * @param {HTMLElement} element
 * @returns {{ fallback: HTMLElement, canvas: HTMLCanvasElement }}
 */
export function buildShadowRoot(element) {
  const root = element.attachShadow({ mode: 'open' });
  adopt(root);
  const fallback = document.createElement('div');
  fallback.className = 'fallback';
  fallback.setAttribute('part', 'fallback');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('part', 'canvas');
  canvas.hidden = true;
  root.append(fallback, canvas);
  return { fallback, canvas };
}

/** @type {CanvasRenderingContext2D | null} */
let colorProbe = null;

/**
 * A CSS colour as [r, g, b, a] in 0…1, or null when it is none (empty, not a colour).
 * @param {string | null | undefined} text
 * @returns {number[] | null}
 */
export function parseColor(text) {
  text = (text ?? '').trim();
  if (!text) return null;
  colorProbe ??= document.createElement('canvas').getContext('2d');
  if (!colorProbe) return null;
  colorProbe.fillStyle = '#010203';
  colorProbe.fillStyle = text;
  const normalized = String(colorProbe.fillStyle);
  if (normalized === '#010203' && text.toLowerCase() !== '#010203') return null;
  if (normalized.startsWith('#')) {
    const n = parseInt(normalized.slice(1), 16);
    return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1];
  }
  const parts = normalized.match(/[\d.]+/g)?.map(Number) ?? [];
  return parts.length >= 3 ? [parts[0] / 255, parts[1] / 255, parts[2] / 255, parts[3] ?? 1] : null;
}

/**
 * The custom properties of `element` as the core takes them, or null when they are as `last`
 * (the key of those read before): `{ key, colors, fontSize, warnings }`: the colours in the
 * vocabulary's order, four numbers each (NaN: none); the font size (NaN: none); a key that
 * changes when any of them does.
 * @param {Element} element
 * @param {string} last
 * @returns {{ key: string, colors: Float64Array, fontSize: number, warnings: string[] } | null}
 */
export function readStyle(element, last) {
  const computed = getComputedStyle(element);
  const read = (/** @type {string} */ name) => computed.getPropertyValue(name).trim();
  const texts = customProperties.colors.map((p) => read(p.name));
  const sizeText = read(customProperties.fontSize.name);
  const key = [...texts, sizeText].join('|');
  if (key === last) return null;
  /** @type {string[]} */
  const warnings = [];
  const colors = new Float64Array(4 * texts.length).fill(NaN);
  texts.forEach((text, i) => {
    if (!text) return;
    const color = parseColor(text);
    if (color) colors.set(color, i * 4);
    else warnings.push(`${customProperties.colors[i].name}: "${text}" is not a colour; the control's own is used`);
  });
  const fontSize = sizeText ? parseFloat(sizeText) : NaN;
  if (sizeText && !(fontSize > 0)) warnings.push(`${customProperties.fontSize.name}: "${sizeText}" is not a size; the control's own is used`);
  return { key, colors, fontSize, warnings };
}
