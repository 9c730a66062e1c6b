// The core's callbacks as DOM events: taken after each frame (`dm_element_take_events`, laid
// out as the vocabulary's event record says) and dispatched as `dm-*` events that bubble and
// cross the shadow boundary.

import { eventRecord as R, events, sources } from '../Generated/vocabulary.js';

/** The `dm-select` of event kinds, by name. */
const SELECT = 'dm-select';

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
    if (name === SELECT) dispatchSelect(element, n[at + R.index], source);
    else element.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: source ? { source } : null }));
  }
}

/**
 * Item `index` was chosen (by the control or a fallback button), by `source` (`pointer`,
 * `keyboard`, `accessibility` or null): the dial's value, then `dm-select`.
 */
export function dispatchSelect(element, index, source) {
  const item = element.itemList[index];
  if (!item) return;
  if (element.info.kind === 'dial-menu') {
    element.quietly(() => element.setAttribute('value', item.value));
    element.internals?.setFormValue(item.value);
  }
  element.dispatchEvent(new CustomEvent(SELECT, { bubbles: true, composed: true,
    detail: { index, value: item.value, label: item.label, source } }));
}
