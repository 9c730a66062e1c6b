// The package's React components and its JSX declarations as a React author uses them:
// compiled with --strict (tsconfig.react.json) against out/npm's react.d.ts and jsx.d.ts and
// React's own types (Debian's @types/react, unpacked by scripts/js-tools.sh). Every line here
// must type-check; the ones marked @ts-expect-error must not.
import * as React from 'react';
import 'dynamic-menus/inline';
import { ConfirmButton, DialMenu, FloatingMenu, Item, RadialMenu, SlideMenu } from 'dynamic-menus/react';
import type { DmDialMenuElement, DynamicMenusItem } from 'dynamic-menus';
import type {} from 'dynamic-menus/jsx';

const planets: DynamicMenusItem[] = [{ value: 'venus', label: 'Venus' }, { value: 'mars', label: 'Mars' }];

export function App(): React.ReactElement {
  const dial = React.useRef<DmDialMenuElement>(null);
  const [chosen, setChosen] = React.useState('');
  return (
    <div>
      <DialMenu ref={dial} items={planets} dragDamping={2.5} isFlingEnabled open
        onSelect={(event) => setChosen(event.detail.value)} className="dial" style={{ width: 320 }} />
      <RadialMenu items={planets} iconSize={40} onOpen={(event) => console.log(event.detail?.source)} />
      <ConfirmButton faceColor="#2060ff" onConfirm={() => setChosen('confirmed')}>Delete</ConfirmButton>
      <FloatingMenu menuStyle="dark" layout="arc"><Item value="new" icon="plus">New</Item></FloatingMenu>
      <SlideMenu side="left" elasticity={0.5}><Item value="a" disabled>A</Item></SlideMenu>
      {/* @ts-expect-error: a word the field does not take */}
      <SlideMenu side="up" />
      {/* @ts-expect-error: a number field */}
      <DialMenu dragDamping="strong" />
      {/* The elements themselves in JSX (React 19 sets their properties). */}
      <dm-dial-menu items={planets} drag-damping={2.5} open>
        <dm-item value="venus">Venus</dm-item>
      </dm-dial-menu>
      <dm-floating-menu menu-style="dark" layout-radius="120" />
      {/* @ts-expect-error: a word the attribute does not take */}
      <dm-floating-menu menu-style="purple" />
      {/* @ts-expect-error: no such element */}
      <dm-spinner />
      <p>{chosen}</p>
    </div>
  );
}
