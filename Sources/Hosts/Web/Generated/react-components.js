// Written by scripts/web-package.py (`make web`) from the Swift sources, through the demo
// module's manifest (Sources/Tools/WebDemos/Manifest.swift); edit those, not this file. `make
// test` fails when it differs from what they give.

import { component } from '../Package/react-component.js';

/** `<dm-dial-menu>` as a React component; its ref is the element. */
export const DialMenu = component("dm-dial-menu", "DialMenu");

/** `<dm-radial-menu>` as a React component; its ref is the element. */
export const RadialMenu = component("dm-radial-menu", "RadialMenu");

/** `<dm-confirm-button>` as a React component; its ref is the element. */
export const ConfirmButton = component("dm-confirm-button", "ConfirmButton");

/** `<dm-floating-menu>` as a React component; its ref is the element. */
export const FloatingMenu = component("dm-floating-menu", "FloatingMenu");

/** `<dm-slide-menu>` as a React component; its ref is the element. */
export const SlideMenu = component("dm-slide-menu", "SlideMenu");
