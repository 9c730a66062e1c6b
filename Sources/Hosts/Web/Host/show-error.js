// A live control that stopped: a sentence for people in its place (live-control.js).

/**
 * Puts a sentence for people in `node`'s place.
 * @param {Element} node
 * @param {string} message
 */
export function showError(node, message) {
  const note = document.createElement('p');
  note.className = 'dm-error';
  note.setAttribute('role', 'alert');
  note.textContent = message;
  node.replaceWith(note);
}
