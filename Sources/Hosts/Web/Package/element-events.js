// The core's callbacks as DOM events: taken after each frame (`dm_element_take_events`, laid
// out as the vocabulary's event record says) and dispatched as `dm-*` events that bubble and
// cross the shadow boundary.

import { eventRecord as R, events, sources } from '../Generated/vocabulary.js';

/** The `dm-select` of event kinds, by name. */
export const SELECT = 'dm-select';

/** Dispatches the events `element`'s core queued since the last frame, oldest first. */
export function dispatchQueued(element) {
  const wasm = element.wasm;
  const count = wasm.dm_element_take_events(element.handle);
  if (count <= 0) return;
  // Copied out first: a listener may call into the module, which may move its memory.
  const n = Float64Array.from(new Float64Array(wasm.memory.buffer, wasm.dm_element_events(element.handle), count * R.stride));
  for (let i = 0; i < count; i++) {
    const at = i * R.stride;
    const name = events[n[at + R.kind]];
    const source = sources[n[at + R.source]] ?? null;
    if (name === SELECT) element.chose(n[at + R.index], source);
    else element.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: source ? { source } : null }));
  }
}
