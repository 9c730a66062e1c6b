// An element's items as plain HTML buttons, shown until its control first draws, and for
// good where it cannot (no WebAssembly, a policy that refuses it, the module not found): a
// click fires the same `dm-select` (the confirm button's, `dm-confirm`) the control would.

import { dispatchSelect } from './element-events.js';

/** Where a click came from: a key (Enter or Space on the focused button) or a pointer. */
const sourceOf = (event) => (event.detail === 0 ? 'keyboard' : 'pointer');

/** Fills `element.fallback` with a button per item (the confirm button: its title). */
export function renderFallback(element) {
  const disabled = element.hasAttribute('disabled');
  const make = (text, onClick) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.part = 'fallback-item';
    button.textContent = text;
    button.disabled = disabled;
    button.addEventListener('click', onClick);
    return button;
  };
  if (element.info.kind === 'confirm-button') {
    element.fallback.replaceChildren(make(element.textContent.trim() || 'Confirm', (event) =>
      element.dispatchEvent(new CustomEvent('dm-confirm', { bubbles: true, composed: true,
        detail: { source: sourceOf(event) } }))));
    return;
  }
  element.fallback.replaceChildren(...element.itemList.map((item, index) => {
    const button = make(item.label, (event) => dispatchSelect(element, index, sourceOf(event)));
    if (item.disabled) button.disabled = true;
    return button;
  }));
}

/** Disables or enables every fallback button. */
export function disableFallback(element, disabled) {
  for (const button of element.fallback.querySelectorAll('button')) {
    button.disabled = disabled || element.itemList[[...element.fallback.children].indexOf(button)]?.disabled === true;
  }
}
