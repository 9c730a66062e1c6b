// What the pages use of the DOM that Debian's TypeScript (4.8) does not declare yet, as the
// WHATWG HTML standard has it: OffscreenCanvas (Chromium 69, Firefox 105, Safari 16.4) and
// the 2D context's reset() (Chromium 99, Firefox 113). Only for `tsc --checkJs`; the scripts
// test for each before using it.

interface OffscreenCanvasRenderingContext2D extends CanvasRenderingContext2D {}

interface OffscreenCanvas extends EventTarget {
  width: number;
  height: number;
  getContext(contextId: '2d', options?: CanvasRenderingContext2DSettings): OffscreenCanvasRenderingContext2D | null;
  transferToImageBitmap(): ImageBitmap;
}

declare var OffscreenCanvas: {
  prototype: OffscreenCanvas;
  new (width: number, height: number): OffscreenCanvas;
};

interface CanvasRenderingContext2D {
  /** Clears the canvas and returns the context to its default state. */
  reset?(): void;
}
