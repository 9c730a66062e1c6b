// The elements' manifest as the page reads it: vocabulary.js's compact records (each attribute
// an array, so the bundle carries no key names a hundred times over) as objects. Pure: importing
// it on a server does nothing but build these objects.

import { elements as records } from '../Generated/vocabulary.js';

/** `drag-damping` as `dragDamping`: an attribute's property (ControlAttribute.camelCase). */
export const propertyName = (attribute) => attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * The elements: `{ tag, kind, isMenu, defaultSize: [width, height] (CSS px), attributes }`, each
 * attribute `{ name, property, type, default }` (type `number`, `boolean`, `word`, `color`,
 * `text` or `font`; the default as attribute text).
 */
export const elements = records.map((element) => ({
  ...element,
  attributes: element.attributes.map(([name, type, value]) => ({ name, property: propertyName(name), type, default: value })),
}));
