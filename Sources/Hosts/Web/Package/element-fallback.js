// An element's items as plain HTML buttons, shown until its control first draws, and for
// good where it cannot (no WebAssembly, a policy that refuses it, the module not found): a
// click does what choosing the item (the confirm button: confirming) in the control does.

/** @typedef {import('./element-items.js').Item} Item */

/**
 * Where a click came from: a key (Enter or Space on the focused button) or a pointer.
 * @param {MouseEvent} event
 * @returns {string}
 */
const sourceOf = (event) => (event.detail === 0 ? 'keyboard' : 'pointer');

/**
 * Fills `box` with one button per entry of `labels`; a click calls `chosen(index, source)`.
 * `disabled`: every button is; `itemDisabled(index)`: that one is.
 * @param {HTMLElement} box
 * @param {string[]} labels
 * @param {boolean} disabled
 * @param {(index: number) => boolean} itemDisabled
 * @param {(index: number, source: string) => void} chosen
 */
export function renderFallback(box, labels, disabled, itemDisabled, chosen) {
  box.replaceChildren(...labels.map((text, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('part', 'fallback-item');
    button.textContent = text;
    button.disabled = disabled || itemDisabled(index);
    button.addEventListener('click', (event) => chosen(index, sourceOf(event)));
    return button;
  }));
}

/**
 * Shows the control's `canvas` (`live`) or the fallback `box` instead.
 * @param {HTMLCanvasElement} canvas
 * @param {HTMLElement} box
 * @param {boolean} live
 */
export function showLive(canvas, box, live) {
  canvas.hidden = !live;
  box.hidden = live;
}

/**
 * Disables or enables every button in `box` (`itemDisabled(index)`: that one stays disabled).
 * @param {HTMLElement} box
 * @param {boolean} disabled
 * @param {(index: number) => boolean} itemDisabled
 */
export function disableFallback(box, disabled, itemDisabled) {
  [...box.querySelectorAll('button')].forEach((button, index) => {
    button.disabled = disabled || itemDisabled(index);
  });
}
