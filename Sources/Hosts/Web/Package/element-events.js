// The core's callbacks as DOM events: taken after each frame (`dm_element_take_events`, laid
// out as the vocabulary's event record says); the element dispatches them as `dm-*` events
// that bubble and cross the shadow boundary.

import { eventRecord as R, events, sources } from '../Generated/vocabulary.js';

/** The event an item's choice fires. */
export const SELECT = 'dm-select';

/**
 * One event the core queued: its DOM name, the item it names (`dm-select`) and its input
 * source (`pointer`, `keyboard`, `accessibility`; null: none).
 * @typedef {{ name: string, index: number, source: string | null }} QueuedEvent
 */

/**
 * The events `core` queued since the last frame, oldest first.
 * @param {import('./element-core.js').ElementCore} core
 * @returns {QueuedEvent[]}
 */
export function takeEvents(core) {
  const { wasm, handle } = core;
  const count = wasm.dm_element_take_events(handle);
  if (count <= 0) return [];
  // Copied out first: a listener may call into the module, which may move its memory.
  const n = Float64Array.from(new Float64Array(wasm.memory.buffer, wasm.dm_element_events(handle), count * R.stride));
  /** @type {QueuedEvent[]} */
  const queued = [];
  for (let i = 0; i < count; i++) {
    const at = i * R.stride;
    queued.push({ name: events[n[at + R.kind]], index: n[at + R.index], source: sources[n[at + R.source]] ?? null });
  }
  return queued;
}

/**
 * A `dm-*` event as the elements fire them: bubbling, crossing the shadow boundary.
 * @param {string} name
 * @param {unknown} detail
 * @returns {CustomEvent}
 */
export function controlEvent(name, detail) {
  return new CustomEvent(name, { bubbles: true, composed: true, detail });
}
