// The package's declarations as a TypeScript page author uses them: compiled with --strict by
// `make browser-test` (tsconfig.json) against out/npm/dynamic-menus.d.ts. Every line here must
// type-check; the ones marked @ts-expect-error must not.
import { getBasePath, manifest, preload, setBasePath } from 'dynamic-menus';
import type { DynamicMenusItem, DynamicMenusSelectDetail } from 'dynamic-menus';

const dial = document.createElement('dm-dial-menu');
dial.dragDamping = 2.5;
dial.isFlingEnabled = true;
dial.value = 'wit';
dial.name = 'beer';
dial.show();
dial.toggle();
const opened: boolean = dial.open;
const items: DynamicMenusItem[] = [{ value: 'lager', label: 'Pale lager' }, { label: 'Stout', color: 'purple' }];
dial.items = items;
dial.addEventListener('dm-select', (event) => {
  const detail: DynamicMenusSelectDetail = event.detail;
  const value: string = detail.value;
  console.log(value, detail.index, detail.source, opened);
});

const floating = document.querySelector('dm-floating-menu');
if (floating) {
  floating.menuStyle = 'dark';
  floating.close();
  // @ts-expect-error: a word the field does not take
  floating.menuStyle = 'purple';
}

const slide = document.createElement('dm-slide-menu');
slide.side = 'left';
slide.elasticity = 0.5;
// @ts-expect-error: no such side
slide.side = 'up';

const confirm = document.createElement('dm-confirm-button');
confirm.addEventListener('dm-confirm', (event) => console.log(event.detail?.source));
// @ts-expect-error: the confirm button is no menu
confirm.show();

setBasePath('/assets/dynamic-menus/');
setBasePath(new URL('https://cdn.example/dynamic-menus/'));
// @ts-expect-error: a URL, not a number
setBasePath(42);
const base: string | null = getBasePath();
const tags: string[] = manifest.elements.map((e) => e.tag);
void preload().then(() => console.log(base, tags));
