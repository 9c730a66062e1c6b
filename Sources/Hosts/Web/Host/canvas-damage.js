// What a live control's canvas draws of the last frame, as the core's host says it
// (CanvasDamage.swift, CanvasKeptContents.swift): the rows that can differ, the blurs reused,
// each group's ink box, and the kept stores painted and dropped.

import { damage as D, keptContents as K } from '../Generated/vocabulary.js';

/** @typedef {import('./wasm-module.js').WasmExports} WasmExports */
/** @typedef {import('../../../Renderers/Canvas/canvas-renderer.js').Damage} Damage */
/** @typedef {import('../../../Renderers/Canvas/kept-contents.js').KeptUse} KeptUse */

/**
 * The damage of the last frame as the renderer takes it; `whole`: every row, no blur
 * reused (the groups keep their boxes).
 * @param {WasmExports} w
 * @param {number} handle
 * @param {boolean} whole
 * @returns {Damage}
 */
export function readDamage(w, handle, whole) {
  const boxes = w.dm_host_group_boxes(handle);
  const k = D.groupBoxStride;
  const groups = boxes ? new Float64Array(w.memory.buffer, boxes) : null;
  const groupBox = (/** @type {number} */ g) =>
    (groups ? [groups[k * g], groups[k * g + 1], groups[k * g + 2], groups[k * g + 3]] : null);
  const n = new Float64Array(w.memory.buffer, w.dm_host_damage(handle));
  /** @type {Map<number, number>} */
  const reused = new Map();
  const kept = readKept(w, handle);
  if (whole) return { rows: null, reused, groupBox, kept };
  const bands = n[D.bandCount];
  const rows = [];
  for (let b = 0; b < bands; b++) rows.push([n[D.bands + D.bandStride * b], n[D.bands + D.bandStride * b + 1]]);
  const at = D.bands + D.bandStride * bands;
  for (let r = 0; r < n[at]; r++) reused.set(n[at + 1 + D.reuseStride * r], n[at + 2 + D.reuseStride * r]);
  return { rows: n[D.whole] === 1 ? null : rows, reused, groupBox, kept };
}

/**
 * The stores the canvas paints this frame (by their first command's offset) and those it
 * drops; null while the host keeps nothing and has nothing to drop.
 * @param {WasmExports} w
 * @param {number} handle
 * @returns {Damage['kept']}
 */
function readKept(w, handle) {
  const at = w.dm_host_kept(handle);
  if (!at) return null;
  const n = new Float64Array(w.memory.buffer, at);
  /** @type {Map<number, KeptUse>} */
  const uses = new Map();
  const count = n[K.useCount];
  for (let u = 0; u < count; u++) {
    const at = K.uses + K.useStride * u;
    /** @type {Record<string, number>} */
    const fields = {};
    for (const [name, offset] of Object.entries(K.fields)) fields[name] = n[at + offset];
    const use = /** @type {KeptUse} */ (/** @type {unknown} */ (fields));
    uses.set(use.start, use);
  }
  const droppedAt = K.uses + K.useStride * count;
  const dropped = [];
  for (let d = 0; d < n[droppedAt]; d++) dropped.push(n[droppedAt + 1 + d]);
  return { uses, dropped };
}
