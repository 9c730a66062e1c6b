// What the elements (control-element.js, loaded after) need of the page besides the core:
// messages that name an element, CSS colours as numbers, icons decoded by the browser, and
// the items read from an element's children or `.items`.
'use strict';

var DynamicMenusElementSupport = (function () {
  const manifest = DynamicMenusManifest;

  /** `<dm-dial-menu id="beer">` for messages. */
  function describe(element) {
    return `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`;
  }

  function warn(element, message) {
    console.warn(`DynamicMenus: ${describe(element)}: ${message}`);
  }

  /** A CSS colour as [r, g, b, a] in 0…1, or null when it is none (empty, not a colour). */
  let colorProbe = null;
  function parseColor(text) {
    text = (text ?? '').trim();
    if (!text) return null;
    colorProbe ??= document.createElement('canvas').getContext('2d');
    if (!colorProbe) return null;
    colorProbe.fillStyle = '#010203';
    colorProbe.fillStyle = text;
    const normalized = colorProbe.fillStyle;
    if (normalized === '#010203' && text.toLowerCase() !== '#010203') return null;
    if (normalized.startsWith('#')) {
      const n = parseInt(normalized.slice(1), 16);
      return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1];
    }
    const parts = normalized.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length >= 3 ? [parts[0] / 255, parts[1] / 255, parts[2] / 255, parts[3] ?? 1] : null;
  }

  /** A CSS colour as `#rrggbbaa`, or null. */
  function hexColor(text) {
    const c = parseColor(text);
    if (!c) return null;
    return `#${c.map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`;
  }

  /** An icon: a built-in symbol's name, or a URL the browser decodes into a PNG for the core. */
  const iconCache = new Map();
  function loadIcon(source) {
    if (manifest.symbols.includes(source)) return Promise.resolve({ symbol: source });
    if (!iconCache.has(source)) {
      iconCache.set(source, new Promise((resolve, reject) => {
        const image = new Image();
        image.crossOrigin = 'anonymous';
        image.onload = () => {
          // 3 pixels per point at the icons' 24-point size: sharp on any phone.
          const side = 72;
          const canvas = document.createElement('canvas');
          canvas.width = side;
          canvas.height = side;
          const context = canvas.getContext('2d');
          const ratio = Math.min(side / (image.naturalWidth || side), side / (image.naturalHeight || side));
          const w = (image.naturalWidth || side) * ratio;
          const h = (image.naturalHeight || side) * ratio;
          context.drawImage(image, (side - w) / 2, (side - h) / 2, w, h);
          try {
            canvas.toBlob((blob) => {
              if (!blob) return reject(new Error('it could not be read back'));
              blob.arrayBuffer().then((b) => resolve({ png: new Uint8Array(b), scale: 3 }), reject);
            }, 'image/png');
          } catch (error) {
            reject(new Error(`it cannot be read (${error.name}: a cross-origin image without CORS, or a page opened from disk)`));
          }
        };
        image.onerror = () => reject(new Error('it did not load or is not an image'));
        image.src = source;
      }));
    }
    return iconCache.get(source);
  }

  /** The element's items as plain values: its `.items`, else its <dm-item> children. */
  function readItems(element) {
    if (element._items !== null) return element._items;
    return [...element.querySelectorAll(':scope > dm-item')].map((item) => {
      const label = item.textContent.trim();
      if (!item.hasAttribute('value')) warn(element, `<dm-item> "${label}" has no value: its label is its value`);
      return {
        value: item.getAttribute('value') ?? label,
        label,
        icon: item.getAttribute('icon') ?? '',
        color: item.getAttribute('color') ?? '',
        disabled: item.hasAttribute('disabled'),
      };
    });
  }

  return { describe, warn, parseColor, hexColor, loadIcon, readItems };
})();
