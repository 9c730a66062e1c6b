// A stretch of a window's motion handed to the browser's compositor whole (the page's side of
// WebHost+Handover.swift): each layer that moves or fades gets one keyframe animation (the
// Web Animations API) of its place and opacity at every frame of the stretch, sampled by the
// core ahead of time; a backdrop blur follows its layers alike (its placement at every frame,
// composed by the core). Nothing is stepped while it
// runs, so a busy main thread no longer stops a menu mid-motion.
//
// The control runs its window again (`dm_host_catch_up`, then a frame) when the core says it is
// due (`dm_host_handover_due`: a frame before an animation with a completion ends, which may
// fire an event, or the stretch does), and before any input, setting or call reaches the core.
// The page only reads how long the keyframes have run (`elapsed`); the core's HandoverClock
// counts the frames they have shown, as it does for Core Animation, so the core is where
// stepping every frame would have put it. The keyframes start at the time of the frame that
// made them (its state is their first), so a frame later they show the next.

import { layerOperands, layerOperations as O, lookahead } from '../Generated/layer-vocabulary.js';
import { frameInterval } from '../Generated/vocabulary.js';
import { css } from './layer-box.js';
import { strokedPath } from './layer-stores.js';

/** @typedef {import('./layer-tree.js').LayerTree} LayerTree */
/** @typedef {import('./layer-box.js').LayerBox} LayerBox */

/** A blur track's numbers a frame: its matrix and opacity (LayerOperationStream+Lookahead.swift). */
const BLUR_STRIDE = layerOperands.matrix + 1;

/** One frame of a stretch, milliseconds: the core's nominal frame. */
const FRAME = frameInterval.nominal * 1000;

/** Where a stretch's header fields lie, a track's bits, and a stroke's numbers a frame
 * (LayerOperationStream+Layout.swift). */
export const { fields: L, changes: CHANGES, strokeFrame: SF } = lookahead;

/** Whether the page animates elements by keyframes (`Element.animate`). */
export const webAnimations = () => typeof Element !== 'undefined' && typeof Element.prototype.animate === 'function';

/**
 * The first frame of stretch `n` at which the core must run: its first ending frame, or its end.
 * @param {Float64Array} n
 */
export const firstStop = (n) => (n[L.endingFrameCount] > 0 ? n[L.endingFrames] : n[L.frames]);

/** A stretch handed to the compositor: its keyframe animations, and when the core must run. */
export class LayerHandover {
  /** @type {Animation[]} */
  #animations = [];
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #timer;
  /** Whether the task that made the keyframes still runs: the compositor has shown none yet. */
  #fresh = true;

  /**
   * Starts the stretch `n` (LayerOperationStream+Lookahead.swift) on `tree`'s elements;
   * `due()` is called when the core must run, `dueTime` seconds after the keyframes start
   * (`dm_host_handover_due`).
   * @param {LayerTree} tree
   * @param {Float64Array} n
   * @param {() => void} due
   * @param {number} dueTime
   */
  constructor(tree, n, due, dueTime) {
    /** Its frames of 1/60 s. */
    this.frames = n[L.frames];
    /** When its keyframes start, on the document's timeline (milliseconds). */
    this.start = Number(document.timeline?.currentTime ?? 0);
    /** When they were made (`performance.now()`): no later than they started. */
    this.made = performance.now();
    /** Whether the core ran the frames that passed (the keyframes run on until replaced). */
    this.settled = false;
    let i = L.endingFrames + n[L.endingFrameCount];
    for (let count = n[i++]; count > 0; count--) {
      const layer = tree.layer(n[i++]);
      const what = n[i++];
      const [moves, fades, draws] = [CHANGES.moves, CHANGES.fades, CHANGES.draws].map((bit) => (what & bit) !== 0);
      const kind = draws ? n[i++] : 0;
      const opacityAt = moves ? layerOperands.matrix : 0;
      const strokeAt = opacityAt + (fades ? 1 : 0);
      const stride = strokeAt + (draws ? SF.count : 0);
      const at = i;
      i += (this.frames + 1) * stride;
      if (!layer) continue;
      if (moves || fades) {
        this.#animate(layer.box, (k) => ({
          ...moves && { transform: css(n, at + k * stride) },
          ...fades && { opacity: String(n[at + k * stride + opacityAt]) },
        }));
      }
      if (draws) this.#animateStroke(layer, kind, (k) => at + k * stride + strokeAt, n);
    }
    // Each blur its layers move or fade: its placement at each frame, composed by the core.
    for (let count = n[i++]; count > 0; count--) {
      const layer = tree.layer(n[i++]);
      const at = i;
      i += (this.frames + 1) * BLUR_STRIDE;
      if (!layer?.backdrop) continue;
      this.#animate(layer.backdrop, (k) => {
        const frame = at + k * BLUR_STRIDE;
        return tree.backdrops.keyframe(layer, n, frame, n[frame + layerOperands.matrix]);
      });
    }
    this.#wait(due, dueTime);
    queueMicrotask(() => { this.#fresh = false; });
  }

  /**
   * The core caught up with the stretch and found it goes on as the keyframes say
   * (dm_host_look_ahead): they run on, and the core is due when it says (`dueTime`, seconds
   * after the keyframes started).
   * @param {() => void} due
   * @param {number} dueTime
   */
  goOn(due, dueTime) {
    this.settled = false;
    this.#wait(due, dueTime);
  }

  /**
   * Calls `due` at `dueTime` seconds after the keyframes were made (a frame before the
   * core's stop: the frame it asks for runs at about that frame).
   * @param {() => void} due
   * @param {number} dueTime
   */
  #wait(due, dueTime) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(due, Math.max(0, dueTime * 1000 - (performance.now() - this.made)));
  }

  /**
   * Gives a layer's stroke element (LayerOperationStream+Lookahead.swift: made before the
   * keyframes start, as the track's `kind`) keyframes of its place and size where they
   * change, frame `k`'s stroke numbers at `n[at(k)]`: a ring's bordered square its size and
   * border, a line's rectangle its length and width, a stroked path its stroke's width.
   * @param {LayerBox} layer
   * @param {number} kind
   * @param {(k: number) => number} at
   * @param {Float64Array} n
   */
  #animateStroke(layer, kind, at, n) {
    const element = layer.stroke;
    if (!element) return;
    const px = (/** @type {number} */ k, /** @type {number} */ field) => `${n[at(k) + field]}px`;
    const path = strokedPath(layer);
    if (kind === O.strokePath && path) {
      this.#animateChanges(path, (k) => ({ strokeWidth: px(k, SF.lineWidth) }));
      return;
    }
    this.#animateChanges(element, (k) => ({
      transform: css(n, at(k) + SF.matrix), width: px(k, SF.width), height: px(k, SF.height),
      ...kind === O.ring ? { borderWidth: px(k, SF.lineWidth) } : { borderRadius: px(k, SF.cornerRadius) },
    }));
  }

  /**
   * Gives `element` keyframes of only the properties `frame(k)` changes, over only the frames
   * they change in (a delay before, the last held after): unlike a transform or an opacity,
   * these run on the main thread, and Chromium updates an animation's style every frame it
   * changes, so a line that starts drawing at 0.33 s or a ring that has reached its radius
   * costs no frame while it stands. The element's own style is frame 0's.
   * @param {Element} element
   * @param {(k: number) => Record<string, string>} frame
   */
  #animateChanges(element, frame) {
    /** @type {Record<string, string>[]} */
    const frames = [];
    for (let k = 0; k <= this.frames; k++) frames.push(frame(k));
    const changed = Object.keys(frames[0]).filter((p) => frames.some((f) => f[p] !== frames[0][p]));
    const same = (/** @type {number} */ a, /** @type {number} */ b) => changed.every((p) => frames[a][p] === frames[b][p]);
    let [first, last] = [0, this.frames];
    while (first < last && same(first, first + 1)) first++;
    while (last > first && same(last - 1, last)) last--;
    if (first === last) return;
    const keyframes = frames.slice(first, last + 1).map((f, k) => ({
      ...Object.fromEntries(changed.map((p) => [p, f[p]])), offset: k / (last - first),
    }));
    this.#start(element.animate(keyframes, { delay: first * FRAME, duration: (last - first) * FRAME, fill: 'both' }));
  }

  /**
   * Gives `element` the stretch's keyframes, frame `k`'s from `frame(k)`.
   * @param {Element} element
   * @param {(k: number) => Keyframe} frame
   */
  #animate(element, frame) {
    const keyframes = [];
    for (let k = 0; k <= this.frames; k++) keyframes.push({ ...frame(k), offset: k / this.frames });
    this.#start(element.animate(keyframes, { duration: this.frames * FRAME, fill: 'forwards' }));
  }

  /**
   * Starts `animation` with the stretch's others, at the time of the frame that made them.
   * @param {Animation} animation
   */
  #start(animation) {
    animation.startTime = this.start;
    this.#animations.push(animation);
  }

  /**
   * How long the keyframes have run, seconds (the core counts the frames shown:
   * `dm_host_catch_up`): their time, or, while they run, the time since they were made if more
   * (a timeline read in a long task can be the last frame's); none in the task that made
   * them, however long it runs on (the compositor starts them only once it ends). A stretch
   * with nothing to animate (physics at rest until its animator pauses) runs on the
   * document's timeline from the same start.
   */
  get elapsed() {
    const animation = this.#animations[0];
    let time = animation ? Number(animation.currentTime ?? 0)
      : Number(document.timeline?.currentTime ?? this.start) - this.start;
    if (animation?.playState !== 'paused' && !this.#fresh) time = Math.max(time, performance.now() - this.made);
    return time / 1000;
  }

  /** Stops its keyframes (the control's own styles show again) and its timer. */
  cancel() {
    clearTimeout(this.#timer);
    for (const animation of this.#animations) animation.cancel();
    this.#animations = [];
  }
}
