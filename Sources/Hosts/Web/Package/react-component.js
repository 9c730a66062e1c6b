// The factory of the React components (`dynamic-menus/react`, react.js): each element's
// component, whose list Generated/react-components.js holds, and <Item>. React 18 passes a
// custom element's props as string attributes and does not listen to its events; these
// components pass each prop as the element takes it and add each `on…` prop as a listener of
// its `dm-*` event. They work in React 19 as well, and render on a server.

import React from 'react';
import { events } from '../Generated/vocabulary.js';
import { elements } from './element-manifest.js';

/** `dm-will-open` → `onWillOpen`: each event's prop. */
const eventProps = new Map(events.map((name) =>
  [`on${name.slice(3).replace(/(^|-)(\w)/g, (_, dash, letter) => letter.toUpperCase())}`, name]));

/** The tags already warned about. */
const warned = new Set();

/**
 * Says once a tag that no entry of the package defined, and the entries that define it.
 * @param {string} tag
 * @param {string} kind
 */
function warnUndefined(tag, kind) {
  if (warned.has(tag)) return;
  warned.add(tag);
  console.warn(`DynamicMenus: <${tag}> is not defined: import its entry 'dynamic-menus/${kind}' (or 'dynamic-menus' for all five) once, before its component renders`);
}

/** Runs after layout in the browser; nothing on a server (which has no element to set). */
const useClientEffect = typeof window === 'object' ? React.useLayoutEffect : () => {};

/**
 * A component for the element `tag`, named `displayName`. Each configuration field's prop
 * (`dragDamping`) becomes its attribute (`drag-damping`), so a server renders it and the
 * client's first render matches; its own boolean attributes (`open`, `disabled`) are present
 * when true; `items` is set as the property (an array is no attribute); each `on…` prop
 * listens to its event.
 * @param {string} tag
 * @param {string} displayName
 */
export function component(tag, displayName) {
  const info = elements.find((e) => e.tag === tag);
  if (!info) throw new Error(`DynamicMenus: no element <${tag}>`);
  const attributeOf = new Map(info.attributes.map((a) => [a.property, a.name]));
  const presence = new Set(info.ownAttributes.filter((a) => a.type === 'boolean').map((a) => a.name));
  /** @type {React.ForwardRefRenderFunction<HTMLElement, Record<string, unknown>>} */
  const render = ({ items, ...props }, forwardedRef) => {
    const element = React.useRef(/** @type {HTMLElement & { items?: unknown } | null} */ (null));
    const handlers = React.useRef(/** @type {Record<string, unknown>} */ ({}));
    const sentItems = React.useRef(/** @type {unknown} */ (undefined));
    /** @type {Record<string, unknown>} */
    const attributes = {};
    /** @type {Record<string, unknown>} */
    const on = {};
    for (const [key, value] of Object.entries(props)) {
      const event = eventProps.get(key);
      const name = attributeOf.get(key);
      if (event) on[event] = value;
      else if (name) attributes[name] = value === undefined || value === null ? undefined : String(value);
      else if (presence.has(key)) attributes[key] = value ? '' : undefined;
      else attributes[key] = value;
    }
    useClientEffect(() => {
      handlers.current = on;
      // Set when it changed only: the element rebuilds its items on each set.
      if (sentItems.current !== items && element.current) {
        sentItems.current = items;
        element.current.items = items ?? null;
      }
    });
    // One listener per event for the element's life, calling the latest handler.
    useClientEffect(() => {
      const node = element.current;
      if (!node) return undefined;
      if (!customElements.get(tag)) warnUndefined(tag, info.kind);
      /** @type {[string, (event: Event) => void][]} */
      const listeners = [...eventProps.values()].map((name) => [name, (event) => {
        const handler = handlers.current[name];
        if (typeof handler === 'function') handler(event);
      }]);
      for (const [name, listener] of listeners) node.addEventListener(name, listener);
      return () => { for (const [name, listener] of listeners) node.removeEventListener(name, listener); };
    }, []);
    const ref = React.useCallback((/** @type {HTMLElement | null} */ node) => {
      element.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    }, [forwardedRef]);
    return React.createElement(tag, { ...attributes, ref });
  };
  const Component = React.forwardRef(render);
  Component.displayName = displayName;
  return Component;
}

/**
 * `<dm-item value icon color disabled>Label</dm-item>`: `disabled` as the attribute's presence.
 * @type {React.ForwardRefRenderFunction<HTMLElement, Record<string, unknown>>}
 */
const renderItem = ({ disabled, ...props }, ref) =>
  React.createElement('dm-item', { ...props, disabled: disabled ? '' : undefined, ref });
export const Item = React.forwardRef(renderItem);
Item.displayName = 'Item';
