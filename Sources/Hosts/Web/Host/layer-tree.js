// A window's layers as the page's own elements: the page's side of LayerOperationStream.swift,
// performing the core's CompositingPlan as CALayerCompositor performs it on Apple's layers.
// Each layer is a box placed by a CSS matrix, faded by its opacity; its contents and a shadow
// cast from a path are canvases of their own, drawn only when the plan draws them. The
// browser's compositor does the rest: a frame that only moves or fades draws nothing.
//
// A layer's elements, in Core Animation's order:
//   box (the bounds, their origin at its corner: transform, opacity, a shadow from its alpha
//   │   as a drop-shadow filter)
//   ├ shadow canvas (a shadow cast from a path)
//   ├ clip (background, corner radius, overflow clipped when it masks to bounds)
//   │ ├ contents canvas (or the element of a stroke the page draws: a circle, a line or an
//   │ │   SVG path)
//   │ └ sublayers (the layer's space, its sublayer transform applied): the sublayers' boxes
//   └ border
// A layer's mask clips its box (`clip-path`) to the shape the mask shows; the mask itself
// has no element on the page.
// A backdrop blur is an element of the root, just under its top-level layer's box
// (layer-backdrops.js).

import { layerOperations as O, layerOperands } from '../Generated/layer-vocabulary.js';
import { alpha, colour, pathData } from '../../../Renderers/Canvas/display-list-values.js';
import { fillRules } from '../../../Renderers/Canvas/display-list-codes.js';
import { LayerBackdrops } from './layer-backdrops.js';
import { LayerBox, arrange, css, placed } from './layer-box.js';
import { drawLine, drawRing, drawStore, drawStrokePath, place, placeStroke, storeCanvas } from './layer-stores.js';

/** @typedef {import('../../../Renderers/Canvas/canvas-renderer.js').RendererCache} RendererCache */

/** Where each operation's operands lie (LayerOperationStream+Layout.swift). */
const { geometry: G, appearance: A, store: S, background: BG, clip: C, placeBackdrop: P } = layerOperands;

/** Frames a layer stays promoted (`will-change`) after it last moved or faded. */
const PROMOTED_FRAMES = 30;


/** The page's elements of one window's layers, in `root`. */
export class LayerTree {
  /** @type {Map<number, LayerBox>} */
  #layers = new Map();
  #backdrops = new LayerBackdrops();
  /** @type {Set<LayerBox>} */
  #promoted = new Set();
  #frame = 0;
  /** @type {RendererCache} */
  #cache;
  /** @type {(layer: number) => void} */
  #lost;

  /**
   * @param {HTMLElement} root the element the layers show in, as big as the window
   * @param {RendererCache} cache what the stores' drawing keeps (the control's images)
   * @param {(layer: number) => void} lost a layer's canvas lost its pixels: draw it again
   */
  constructor(root, cache, lost) {
    this.root = root;
    this.#cache = cache;
    this.#lost = lost;
  }

  /** How many layers the page shows. */
  get size() { return this.#layers.size; }

  /**
   * Performs one frame's operations; the stores' lists are in `lists` (their strings in
   * `text`), drawn at `scale`. Returns the device rows drawn into stores.
   * @param {Float64Array} n
   * @param {Float64Array} lists
   * @param {Uint8Array} text
   * @returns {number}
   */
  perform(n, lists, text) {
    this.#frame++;
    let rows = 0;
    let moved = false;
    for (let i = 0; i < n.length;) {
      const code = n[i++];
      if (code === O.background) {
        this.root.style.backgroundColor = colour(n, i + BG.colour);
        i += BG.count;
        continue;
      }
      const number = n[i++];
      if (code === O.create) {
        this.#layers.set(number, new LayerBox());
        continue;
      }
      if (code === O.sublayers) {
        const count = n[i++];
        const parent = this.#layers.get(number) ?? null;
        const children = [];
        for (let k = 0; k < count; k++) {
          const child = this.#layers.get(n[i + k]);
          if (child) children.push(child.box);
        }
        i += count;
        arrange(parent ? parent.sublayers : this.root, children);
        moved = true;
        continue;
      }
      const layer = /** @type {LayerBox} */ (this.#layers.get(number));
      switch (code) {
        case O.remove:
          layer.box.remove();
          this.#backdrops.remove(layer);
          this.#promoted.delete(layer);
          this.#layers.delete(number);
          break;
        case O.geometry:
          i = this.#geometry(layer, n, i);
          moved = true;
          break;
        case O.appearance:
          i = this.#appearance(layer, n, i);
          moved = true;
          break;
        case O.contents:
        case O.shadow: {
          const isContents = code === O.contents;
          const canvas = storeCanvas(isContents ? layer.contents : layer.shadow,
            isContents ? layer.clip : layer.box, isContents ? layer.sublayers : layer.clip,
            () => this.#lost(number));
          if (isContents) layer.contents = canvas; else layer.shadow = canvas;
          if (isContents && layer.stroke) (layer.stroke.remove(), layer.stroke = null);
          rows += drawStore(canvas, n, i, lists, text, this.#cache);
          place(canvas, layer.origin);
          i += S.count;
          break;
        }
        case O.ring:
          i = drawRing(layer, n, i);
          break;
        case O.line:
          i = drawLine(layer, n, i);
          break;
        case O.strokePath:
          i = drawStrokePath(layer, n, i);
          break;
        case O.backdrop:
          i = this.#backdrops.perform(layer, n, i);
          moved = true;
          break;
        case O.placeBackdrop:
          i = this.#backdrops.place(layer, n, i, this.#layers.get(n[i + P.top]) ?? null);
          moved = true;
          break;
        case O.clip: {
          // A mask as the shape it shows (MaskShape.swift): no image, so no URL a strict
          // CSP would have to allow. The rule's code indexes fillRules; −1: no clip.
          const rule = n[i + C.rule];
          const [data, next] = pathData(n, i + C.path);
          layer.box.style.clipPath = rule < 0 ? '' : `path(${fillRules[rule].toLowerCase()}, "${data || 'M0 0'}")`;
          i = next;
          break;
        }
        default:
          throw new Error(`layer operations: unknown code ${code} at ${i - 2}`);
      }
    }
    if (moved) this.#backdrops.arrange(this.root);
    return rows;
  }

  /**
   * @param {LayerBox} layer
   * @param {Float64Array} n
   * @param {number} i
   */
  #geometry(layer, n, i) {
    const style = layer.box.style;
    const { origin } = layer;
    const moved = origin[0] !== n[i + G.x] || origin[1] !== n[i + G.y];
    origin[0] = n[i + G.x];
    origin[1] = n[i + G.y];
    style.width = `${n[i + G.width]}px`;
    style.height = `${n[i + G.height]}px`;
    style.transform = css(n, i + G.matrix);
    layer.sublayers.style.transform = css(n, i + G.sublayerMatrix);
    if (moved) {
      for (const canvas of [layer.contents, layer.shadow]) if (canvas) place(canvas, layer.origin);
      placeStroke(layer);
    }
    this.#promote(layer);
    return i + G.count;
  }

  /**
   * @param {LayerBox} layer
   * @param {Float64Array} n
   * @param {number} i
   */
  #appearance(layer, n, i) {
    const { box, clip } = layer;
    // A fade promotes it (a box starts opaque: no opacity written).
    const opacity = String(n[i + A.opacity]);
    if ((box.style.opacity || '1') !== opacity) (box.style.opacity = opacity, this.#promote(layer));
    box.style.display = n[i + A.hidden] === 1 ? 'none' : '';
    clip.style.backgroundColor = alpha(n, i + A.background) > 0 ? colour(n, i + A.background) : '';
    const radius = `${n[i + A.cornerRadius]}px`;
    clip.style.borderRadius = radius;
    clip.style.overflow = n[i + A.clips] === 1 ? 'hidden' : '';
    const width = n[i + A.borderWidth];
    if (width > 0) {
      if (!layer.border) {
        layer.border = box.appendChild(placed('div'));
        layer.border.style.cssText += ';width:100%;height:100%;box-sizing:border-box;border-style:solid';
      }
      Object.assign(layer.border.style, { borderWidth: `${width}px`, borderColor: colour(n, i + A.borderColor), borderRadius: radius });
    } else if (layer.border) {
      layer.border.remove();
      layer.border = null;
    }
    // A shadow from the layer's alpha (a path's is a store of its own). drop-shadow()'s
    // length is the Gaussian's σ in Chromium and Firefox (box-shadow's and a canvas's
    // shadowBlur are 2σ), and σ is what the core sends.
    const shadow = n[i + A.shadow];
    box.style.filter = shadow === 1
      ? `drop-shadow(${n[i + A.shadowX]}px ${n[i + A.shadowY]}px ${n[i + A.shadowSigma]}px ${colour(n, i + A.shadowColor)})` : '';
    if (shadow !== 2 && layer.shadow) (layer.shadow.remove(), layer.shadow = null);
    return i + A.count;
  }

  /**
   * Promotes a layer that moves or fades to a compositor layer of its own while it does.
   * @param {LayerBox} layer
   */
  #promote(layer) {
    if (!this.#promoted.has(layer)) {
      layer.box.style.willChange = 'transform, opacity';
      this.#promoted.add(layer);
    }
    layer.moved = this.#frame;
  }

  /**
   * Gives up the promotion of layers that stood still for a while, or of all of them (the
   * control is at rest): each promoted layer holds a backing of its own in the compositor.
   * @param {boolean} all
   */
  settle(all) {
    for (const layer of this.#promoted) {
      if (!all && this.#frame - layer.moved < PROMOTED_FRAMES) continue;
      layer.box.style.willChange = '';
      this.#promoted.delete(layer);
    }
  }

  /** The backdrop blurs of its layers. */
  get backdrops() { return this.#backdrops; }

  /**
   * The layer numbered `number`, if the page holds it.
   * @param {number} number
   */
  layer(number) { return this.#layers.get(number); }

  /** Takes every layer off the page (the control detached, or fell back to its canvas). */
  clear() {
    for (const layer of this.#layers.values()) (layer.box.remove(), layer.backdrop?.remove());
    this.#layers.clear();
    this.#backdrops.clear();
    this.#promoted.clear();
    this.root.style.backgroundColor = '';
  }
}
