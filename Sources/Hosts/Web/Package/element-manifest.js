// The elements' manifest as the page reads it: vocabulary.js's compact records (each attribute
// an array, so the bundle carries no key names a hundred times over) as objects. Pure: importing
// it on a server does nothing but build these objects.

import { elements as records } from '../Generated/vocabulary.js';

/**
 * One attribute: its name, its property (camelCase), its type (`number`, `boolean`, `word`,
 * `color`, `text` or `font`) and its default as attribute text.
 * @typedef {{ name: string, property: string, type: string, default: string }} AttributeInfo
 */

/**
 * One element: its tag and kind, whether it is a menu, the title it shows with no text (the
 * confirm button's), its default size in CSS pixels, the CSS weights its text is drawn in by
 * default, its own attributes (`disabled`; a menu's `open`; the dial's `value` and `name`) and
 * its configuration's.
 * @typedef {{ tag: string, kind: string, isMenu: boolean, defaultTitle?: string, defaultSize: number[],
 *   fontWeights: number[], ownAttributes: AttributeInfo[], attributes: AttributeInfo[] }} ElementInfo
 */

/**
 * `drag-damping` as `dragDamping`: an attribute's property (ControlAttribute.camelCase).
 * @param {string} attribute
 * @returns {string}
 */
export const propertyName = (attribute) => attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * An attribute record, `[name, type, default]`, as an object.
 * @param {string[]} record
 * @returns {AttributeInfo}
 */
const attribute = ([name, type, value]) => ({ name, property: propertyName(name), type, default: value });

/**
 * The attributes element `info` reacts to: its own (the manifest's), then its configuration's.
 * @param {ElementInfo} info
 * @returns {string[]}
 */
export const attributeNames = (info) => [...info.ownAttributes, ...info.attributes].map((a) => a.name);

/**
 * What draws an element of kind `info` whose `renderer` attribute is `value`: `layers` or
 * `canvas` as asked, else (not set, or another word) its kind's default (ElementKind.defaultRenderer).
 * @param {ElementInfo} info
 * @param {string | null} value
 * @returns {'layers' | 'canvas'}
 */
export const rendererFor = (info, value) => value === 'layers' || value === 'canvas' ? value
  : info.ownAttributes.find((a) => a.name === 'renderer')?.default === 'canvas' ? 'canvas' : 'layers';

/**
 * The elements.
 * @type {ElementInfo[]}
 */
export const elements = records.map((element) => ({
  ...element,
  ownAttributes: element.ownAttributes.map(attribute),
  attributes: element.attributes.map(attribute),
}));
