// An element's batched update: what changed since the last frame (attributes, items, title,
// style), sent to the core at once at the start of a frame, in an order the core relies on.

import { withString } from '../Host/wasm-module.js';
import { fontsFor } from './element-fonts.js';
import { sendItems, warn } from './element-items.js';
import { readStyle } from './element-style.js';

/** Attributes applied after the rest: the dial's value needs its items, `open` its configuration. */
const LAST = ['value', 'open'];

/**
 * Sends what changed since the last frame: the style, the items, the title, then the
 * attributes in the order they were set (value and open last). Text whose font has not
 * loaded waits for it (the core remembers the widths it measures).
 */
export function flushChanges(element) {
  if (!element.handle) return;
  const { wasm, dirty, pending } = element;
  if (dirty.style) {
    dirty.style = false;
    const style = readStyle(element);
    if (style) {
      element.styleKey = style.key;
      style.warnings.forEach((w) => warn(element, w));
      withBuffer(wasm, style.colors, (pointer) => wasm.dm_element_set_style(element.handle, pointer, style.fontSize));
      element.control.inputArrived();
    }
  }
  if (pending.size === 0 && !dirty.items && !dirty.title) return;
  const waiting = fontsFor(element.drawnText());
  element.waitingForFonts = waiting !== null;
  if (waiting) {
    waiting.then(() => {
      element.waitingForFonts = false;
      element.scheduleFrame();
    });
    return;
  }
  if (dirty.items) {
    dirty.items = false;
    const icon = (source, index, label) => element.icons.index(source, index, label);
    for (const line of sendItems(element, icon)) warn(element, line);
    if (element.info.kind === 'dial-menu' && !pending.has('value')) {
      const value = element.getAttribute('value');
      if (value !== null && element.itemList.some((item) => item.value === value)) pending.set('value', value);
      else element.internals?.setFormValue(element.itemList[0]?.value ?? null);
    }
  }
  if (dirty.title) {
    dirty.title = false;
    withString(wasm, element.textContent.trim() || 'Confirm', (p, l) => wasm.dm_element_set_title(element.handle, p, l));
  }
  const names = [...pending.keys()].sort((a, b) => LAST.indexOf(a) - LAST.indexOf(b));
  for (const name of names) {
    const value = pending.get(name);
    pending.delete(name);
    sendAttribute(element, name, value);
  }
  element.control.inputArrived();
}

/** Sends one attribute (null: removed) to the core. */
function sendAttribute(element, name, value) {
  const { wasm, handle } = element;
  switch (name) {
    case 'open': wasm.dm_element_set_open(handle, value !== null ? 1 : 0, 1); return;
    case 'disabled': wasm.dm_element_set_disabled(handle, value !== null ? 1 : 0); return;
    case 'value': selectValue(element, value); return;
    default: {
      const said = withString(wasm, name, (n, nl) => withString(wasm, value ?? '', (v, vl) =>
        wasm.dm_element_set_attribute(handle, n, nl, v, vl, value !== null ? 1 : 0)));
      if (said > 0) warn(element, element.message(said));
    }
  }
}

/** The dial turns to the item whose value is `value` (none: a warning). */
function selectValue(element, value) {
  if (element.info.kind !== 'dial-menu' || value === null) return;
  const index = element.itemList.findIndex((item) => item.value === value);
  if (index < 0) {
    warn(element, `value="${value}" is no item's value`);
    return;
  }
  element.internals?.setFormValue(value);
  element.wasm.dm_element_select(element.handle, index, 1);
}

/**
 * Why the element's control would refuse `value` for attribute `name` now, or null when it
 * would take it (or is not live yet); changes nothing.
 */
export function checkAttribute(element, name, value) {
  if (!element.handle) return null;
  flushChanges(element);
  const wasm = element.wasm;
  const said = withString(wasm, name, (n, nl) => withString(wasm, value, (v, vl) =>
    wasm.dm_element_check_attribute(element.handle, n, nl, v, vl)));
  return said > 0 ? element.message(said) : null;
}

/** Calls `body(pointer)` with `numbers` (a Float64Array) copied into the module's memory. */
function withBuffer(wasm, numbers, body) {
  const pointer = wasm.dm_alloc(numbers.byteLength);
  try {
    new Float64Array(wasm.memory.buffer, pointer, numbers.length).set(numbers);
    return body(pointer);
  } finally {
    wasm.dm_free(pointer);
  }
}
