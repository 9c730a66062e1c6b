// The page's one frame loop. A client (an element, a live canvas) asks for frames with
// `wake(client)` when something may have changed it; each animation frame runs the awake
// clients that are on screen, and a client whose frame left it at rest is dropped until the
// next wake. While no client is awake, or the tab is hidden, no animation frame is requested:
// a page whose controls are at rest runs nothing.
//
// A client out of view (IntersectionObserver) or in a hidden tab is not run; its time does
// not pass meanwhile: the first frame after it comes back advances one nominal frame, as
// after any rest. The seconds a frame advances are every host's (FrameInterval.swift).

import { frameInterval } from '../Generated/vocabulary.js';

/**
 * A client of the scheduler: `frameNow(dt)` runs one frame of `dt` seconds; `needsFrames`,
 * read after it, is false once the client is at rest; `visibilityTarget`, when given, is the
 * element whose place on screen decides whether it runs (else the client is that element).
 * @typedef {{ frameNow(dt: number): void, readonly needsFrames: boolean,
 *   readonly visibilityTarget?: Element }} FrameClient
 */

/** The page's frame loop (one per page: `pageScheduler()`). */
export class FrameScheduler {
  /**
   * Client → the timestamp of its last frame (null: it was at rest or away).
   * @type {Map<FrameClient, number | null>}
   */
  #awake = new Map();
  /**
   * Clients IntersectionObserver reported out of view.
   * @type {Set<FrameClient>}
   */
  #away = new Set();
  /**
   * The element each observed client is watched by.
   * @type {WeakMap<Element, FrameClient>}
   */
  #watched = new WeakMap();
  /**
   * Clients woken while a frame runs (they stay awake).
   * @type {Set<FrameClient> | null}
   */
  #woken = null;
  #requested = 0;
  /** @type {IntersectionObserver | null} */
  #observer = null;
  #tick = (/** @type {number} */ now) => this.#run(now);

  constructor() {
    if (typeof document === 'object') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        for (const client of this.#awake.keys()) this.#awake.set(client, null);
        this.#request();
      });
    }
  }

  /**
   * Something may have changed `client` (input, an attribute, a setting): run it next frame.
   * @param {FrameClient} client
   */
  wake(client) {
    if (!this.#awake.has(client)) this.#awake.set(client, null);
    this.#woken?.add(client);
    this.#request();
  }

  /**
   * `client` left the page: it runs no more frames and is no longer observed.
   * @param {FrameClient} client
   */
  forget(client) {
    this.#awake.delete(client);
    this.#away.delete(client);
    const target = client.visibilityTarget ?? /** @type {Element} */ (/** @type {unknown} */ (client));
    this.#observer?.unobserve(target);
    this.#watched.delete(target);
  }

  /**
   * Watches whether `client` is on screen (its `visibilityTarget`, else itself, must be an
   * element): out of view it is not run; back in view it is woken.
   * @param {FrameClient} client
   */
  observe(client) {
    if (typeof IntersectionObserver !== 'function') return;
    this.#observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const owner = this.#watched.get(entry.target);
        if (!owner) continue;
        if (entry.isIntersecting) {
          this.#away.delete(owner);
          this.wake(owner);
        } else {
          this.#away.add(owner);
        }
      }
    });
    const target = client.visibilityTarget ?? /** @type {Element} */ (/** @type {unknown} */ (client));
    this.#watched.set(target, client);
    this.#observer.observe(target);
  }

  /** Asks for an animation frame when a client is awake, on screen, and none is pending. */
  #request() {
    if (this.#requested || typeof requestAnimationFrame !== 'function') return;
    if (typeof document === 'object' && document.visibilityState === 'hidden') return;
    for (const client of this.#awake.keys()) {
      if (!this.#away.has(client)) {
        this.#requested = requestAnimationFrame(this.#tick);
        return;
      }
    }
  }

  /**
   * One animation frame: each awake client on screen runs; those at rest are dropped.
   * @param {number} now the frame's timestamp, milliseconds
   */
  #run(now) {
    this.#requested = 0;
    running = true;
    // Clients woken while the frame runs (an event handler calling a method) stay awake.
    const woken = this.#woken = new Set();
    for (const [client, last] of [...this.#awake]) {
      if (this.#away.has(client)) {
        this.#awake.set(client, null);
        continue;
      }
      const dt = last === null ? frameInterval.nominal
        : Math.min(Math.max((now - last) / 1000, frameInterval.shortest), frameInterval.longest);
      woken.delete(client);
      try {
        client.frameNow(dt);
      } catch (error) {
        // A client's own failure stops that client only.
        console.error(`DynamicMenus: a frame failed: ${/** @type {Error} */ (error)?.message ?? error}`);
        this.#awake.delete(client);
        continue;
      }
      if (client.needsFrames || woken.has(client)) this.#awake.set(client, now);
      else this.#awake.delete(client);
    }
    this.#woken = null;
    running = false;
    this.#request();
  }
}

/** @type {FrameScheduler | null} */
let shared = null;
/** Whether the page's frame loop is running its clients' frames now. */
let running = false;

/** Whether the page's frame loop is running a frame now (a client's frame is under way). */
export const inFrameLoop = () => running;

/**
 * The page's scheduler, made on first use.
 * @returns {FrameScheduler}
 */
export function pageScheduler() {
  shared ??= new FrameScheduler();
  return shared;
}
