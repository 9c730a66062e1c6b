// The catalog's knobs: one per attribute of an element, by its kind in the manifest: a slider
// with a number box, a switch, a picker, a colour well (with "none" where the field may be
// none), a text box.

/**
 * An element `tag` with `properties` and `children`.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Partial<Record<string, unknown>>} [properties]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, properties = {}, ...children) {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/**
 * The knob for `field` (a manifest attribute with its range, words and summary): a label
 * holding the inputs, and `read(text)`, which shows a value. `set(text)` runs on each change.
 * @param {import('./catalog.js').CatalogField} field
 * @param {(text: string) => void} set
 * @returns {{ label: HTMLLabelElement, read: (text: string) => void }}
 */
export function knob(field, set) {
  const label = make('label', { className: 'knob', title: field.summary });
  label.append(make('span', { className: 'knob-name', textContent: field.name }));
  /** @type {(text: string) => void} */
  let read;
  if (field.type === 'number') {
    const [low, high, step] = sliderSpan(field);
    const slider = make('input', { type: 'range', min: low, max: high, step });
    const box = make('input', { type: 'number', step: 'any', className: 'number' });
    slider.setAttribute('aria-label', `${field.name} slider`);
    slider.addEventListener('input', () => { box.value = slider.value; set(slider.value); });
    box.addEventListener('input', () => { slider.value = box.value; set(box.value); });
    label.append(slider, box);
    read = (text) => { box.value = text; slider.value = text; };
  } else if (field.type === 'boolean') {
    const box = make('input', { type: 'checkbox' });
    box.setAttribute('role', 'switch');
    box.addEventListener('change', () => set(String(box.checked)));
    label.append(box);
    read = (text) => { box.checked = text === 'true'; };
  } else if (field.type === 'word') {
    const picker = make('select', {}, ...(field.words ?? []).map((word) => make('option', { value: word, textContent: word })));
    picker.addEventListener('change', () => set(picker.value));
    label.append(picker);
    read = (text) => { picker.value = text; };
  } else if (field.type === 'color') {
    const well = make('input', { type: 'color' });
    const none = field.optional ? make('input', { type: 'checkbox' }) : null;
    well.addEventListener('input', () => { if (none) none.checked = false; set(well.value); });
    label.append(well);
    if (none) {
      none.addEventListener('change', () => set(none.checked ? 'none' : well.value));
      label.append(make('span', { className: 'none' }, none, ' none'));
    }
    read = (text) => {
      if (none) none.checked = text === 'none';
      if (text !== 'none') well.value = longHex(text);
    };
  } else {
    const box = make('input', { type: 'text' });
    box.addEventListener('input', () => set(box.value));
    label.append(box);
    read = (text) => { box.value = text; };
  }
  label.querySelectorAll('input, select').forEach((input) => { /** @type {HTMLElement} */ (input).dataset.field = field.name; });
  return { label, read };
}

/**
 * A slider's low end, high end and step: the field's range where it is bounded; four times
 * the default where it is not, at least a unit of the field's measure (its summary says
 * which): 100 points, half a turn in radians, 100 for whole numbers, else 1.
 * @param {import('./catalog.js').CatalogField} field
 * @returns {number[]}
 */
function sliderSpan(field) {
  const unit = /\bpoints\b/.test(field.summary) ? 100 : /\bradians\b/.test(field.summary) ? Math.PI
    : field.integer ? 100 : 1;
  const fallback = Math.max(Math.abs(Number(field.default)) * 4, unit);
  const low = field.minimum ?? field.exclusiveMinimum ?? -fallback;
  let high = field.maximum ?? field.exclusiveMaximum ?? fallback;
  if (high - low > 1e6) high = low + fallback;
  const step = field.integer ? 1 : niceStep((high - low) / 200);
  return [low, high, step];
}

/**
 * @param {number} raw
 * @returns {number}
 */
function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
}

/**
 * `#rgb` and `#rrggbbaa` as `#rrggbb` (a colour well takes only that).
 * @param {string} text
 * @returns {string}
 */
function longHex(text) {
  const hex = text.slice(1);
  return '#' + (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6));
}
