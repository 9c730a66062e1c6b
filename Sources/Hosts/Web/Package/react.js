// React components for the package's elements (`dynamic-menus/react`): `<DialMenu items={…}
// onSelect={…}>` and one per control, the way Shoelace and Ionic ship theirs (react-component.js
// makes them; Generated/react-components.js, which `make web` writes from the manifest, names
// them). React is a peer dependency and the only import: the page imports one of the
// package's entries (the ES module, the inline one, the classic script) to define the
// elements, as it chooses.

export * from '../Generated/react-components.js';
export { Item } from './react-component.js';
