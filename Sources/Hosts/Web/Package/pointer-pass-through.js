// The floating menu lies over the page's content: only where its control takes a pointer (the
// floating button; everything while the menu is open, `ControlHost.takesPointer`) does its
// canvas take it, so a click on the empty part reaches what is behind. A mouse's hover
// switches the canvas on before a press; a touch or a pen, which do not hover, is handed to
// the canvas from the window's capture phase before anything behind sees it.

/**
 * A floating menu's side of it, which the element owns: its box on the page, whether a
 * pointer is down on it (then nothing changes until it is up), whether its control takes a
 * pointer at a point in its box (CSS pixels from its corner), its canvas, and
 * `take(on, hovering)`, which switches the canvas on or off for pointers (hovering: a mouse
 * over it) and returns whether it was on.
 * @typedef {{ box(): DOMRect, pressed(): boolean, takes(x: number, y: number): boolean,
 *   canvas: HTMLCanvasElement, take(on: boolean, hovering: boolean): boolean }} PassThrough
 */

/**
 * The floating menus on the page with a live control.
 * @type {Set<PassThrough>}
 */
const clients = new Set();

/**
 * A pointer moved or went down somewhere on the page.
 * @param {PointerEvent} event
 */
function passThrough(event) {
  for (const client of clients) {
    if (client.pressed()) continue;
    const box = client.box();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const inside = x >= 0 && y >= 0 && x < box.width && y < box.height;
    const takes = inside && client.takes(x, y);
    const was = client.take(takes, takes && event.type === 'pointermove');
    if (event.type === 'pointerdown' && takes && !was) {
      // The press already went to what is behind: it comes to the canvas instead.
      event.stopImmediatePropagation();
      event.preventDefault();
      client.canvas.dispatchEvent(new PointerEvent('pointerdown', event));
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

/**
 * Lets pointers through `client`'s empty part from now on.
 * @param {PassThrough} client
 */
export function addPassThrough(client) {
  clients.add(client);
}

/**
 * No more: the element left the page or its control stopped.
 * @param {PassThrough} client
 */
export function removePassThrough(client) {
  clients.delete(client);
}
