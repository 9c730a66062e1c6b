// React components for the package's elements (`dynamic-menus/react`): `<DialMenu items={…}
// onSelect={…}>` and one per control, the way Shoelace and Ionic ship theirs. React 18 passes
// a custom element's props as string attributes and does not listen to its events; these
// components pass each prop as the element takes it and add each `on…` prop as a listener of
// its `dm-*` event. They work in React 19 as well, and render on a server. React is a peer
// dependency and the only import: the page imports one of the package's entries (the ES
// module, the inline one, the classic script) to define the elements, as it chooses.

import React from 'react';
import { events } from '../Generated/vocabulary.js';
import { elements } from './element-manifest.js';

/** `dm-will-open` → `onWillOpen`: each event's prop. */
const eventProps = new Map(events.map((name) =>
  [`on${name.slice(3).replace(/(^|-)(\w)/g, (_, dash, letter) => letter.toUpperCase())}`, name]));

/** The boolean attributes every menu has: present when true. */
const PRESENCE = new Set(['disabled', 'open']);

let warned = false;

/** Says once that no entry of the package defined the elements. */
function warnUndefined() {
  if (warned) return;
  warned = true;
  console.warn("DynamicMenus: the elements are not defined: import 'dynamic-menus' (or 'dynamic-menus/inline') once, before 'dynamic-menus/react'");
}

/** Runs after layout in the browser; nothing on a server (which has no element to set). */
const useClientEffect = typeof window === 'object' ? React.useLayoutEffect : () => {};

/**
 * A component for the element `tag`, named `displayName`. Each configuration field's prop
 * (`dragDamping`) becomes its attribute (`drag-damping`), so a server renders it and the
 * client's first render matches; `open` and `disabled` are present when true; `items` is set
 * as the property (an array is no attribute); each `on…` prop listens to its event.
 */
function component(tag, displayName) {
  const info = elements.find((e) => e.tag === tag);
  const attributeOf = new Map(info.attributes.map((a) => [a.property, a.name]));
  const Component = React.forwardRef(({ items, ...props }, forwardedRef) => {
    const element = React.useRef(null);
    const handlers = React.useRef({});
    const sentItems = React.useRef(undefined);
    const attributes = {};
    const on = {};
    for (const [key, value] of Object.entries(props)) {
      if (eventProps.has(key)) on[eventProps.get(key)] = value;
      else if (attributeOf.has(key)) attributes[attributeOf.get(key)] = value === undefined || value === null ? undefined : String(value);
      else if (PRESENCE.has(key)) attributes[key] = value ? '' : undefined;
      else attributes[key] = value;
    }
    useClientEffect(() => {
      handlers.current = on;
      // Set when it changed only: the element rebuilds its items on each set.
      if (sentItems.current !== items) {
        sentItems.current = items;
        element.current.items = items ?? null;
      }
    });
    // One listener per event for the element's life, calling the latest handler.
    useClientEffect(() => {
      const node = element.current;
      if (!customElements.get(tag)) warnUndefined();
      const listeners = [...eventProps.values()].map((name) => [name, (event) => handlers.current[name]?.(event)]);
      for (const [name, listener] of listeners) node.addEventListener(name, listener);
      return () => { for (const [name, listener] of listeners) node.removeEventListener(name, listener); };
    }, []);
    const ref = React.useCallback((node) => {
      element.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    }, [forwardedRef]);
    return React.createElement(tag, { ...attributes, ref });
  });
  Component.displayName = displayName;
  return Component;
}

/** `<dm-dial-menu>` */
export const DialMenu = component('dm-dial-menu', 'DialMenu');
/** `<dm-radial-menu>` */
export const RadialMenu = component('dm-radial-menu', 'RadialMenu');
/** `<dm-confirm-button>` */
export const ConfirmButton = component('dm-confirm-button', 'ConfirmButton');
/** `<dm-floating-menu>` */
export const FloatingMenu = component('dm-floating-menu', 'FloatingMenu');
/** `<dm-slide-menu>` */
export const SlideMenu = component('dm-slide-menu', 'SlideMenu');

/** `<dm-item value icon color disabled>Label</dm-item>`: `disabled` as the attribute's presence. */
export const Item = React.forwardRef(({ disabled, ...props }, ref) =>
  React.createElement('dm-item', { ...props, disabled: disabled ? '' : undefined, ref }));
Item.displayName = 'Item';
