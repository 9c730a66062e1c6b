// The floating menu lies over the page's content: only where its control takes a pointer (the
// floating button; everything while the menu is open, `ControlHost.takesPointer`) does its
// canvas take it, so a click on the empty part reaches what is behind. A mouse's hover
// switches the canvas on before a press; a touch or a pen, which do not hover, is handed to
// the canvas from the window's capture phase before anything behind sees it.

/** The floating menus on the page with a live control. */
export const floatingMenus = new Set();

function passThrough(event) {
  for (const element of floatingMenus) {
    const control = element.control;
    if (!control || control.input.down.size) continue;
    const box = element.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const inside = x >= 0 && y >= 0 && x < box.width && y < box.height;
    const scale = box.width > 0 ? control.size.width / box.width : 1;
    const takes = inside && element.wasm.dm_host_takes_pointer(control.handle, x * scale, y * scale) === 1;
    element.hovering = takes && event.type === 'pointermove';
    const was = element.canvas.classList.contains('taking');
    element.canvas.classList.toggle('taking', takes);
    if (event.type === 'pointerdown' && takes && !was) {
      // The press already went to what is behind: it comes to the canvas instead.
      event.stopImmediatePropagation();
      event.preventDefault();
      element.canvas.dispatchEvent(new PointerEvent('pointerdown', event));
    }
  }
}

let listening = false;

/** Listens on the window, once per page (the elements' definition calls it). */
export function listenForPassThrough() {
  if (listening) return;
  listening = true;
  window.addEventListener('pointermove', passThrough, true);
  window.addEventListener('pointerdown', passThrough, true);
}
