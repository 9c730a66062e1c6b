// The page's one frame loop. A client (an element, a live canvas) asks for frames with
// `wake(client)` when something may have changed it; each animation frame runs the awake
// clients that are on screen, and a client whose frame left it at rest is dropped until the
// next wake. While no client is awake, or the tab is hidden, no animation frame is requested:
// a page whose controls are at rest runs nothing.
//
// A client out of view (IntersectionObserver) or in a hidden tab is not run; its time does
// not pass meanwhile: the first frame after it comes back advances one nominal frame, as
// after any rest (the Apple hosts' display link does the same, FrameScheduler.swift).

/** The seconds the first frame after a rest advances, and the clamp of the others. */
const NOMINAL = 1 / 60;
const LONGEST = 1 / 20;
const SHORTEST = 1 / 240;

/**
 * The scheduler's clients implement `frameNow(dt)` (one frame of `dt` seconds) and
 * `needsFrames` (read after it: false once the client is at rest).
 */
export class FrameScheduler {
  constructor() {
    /** Client → the timestamp of its last frame (null: it was at rest or away). */
    this.awake = new Map();
    /** Clients IntersectionObserver reported out of view. */
    this.away = new Set();
    this.requested = 0;
    this.observer = null;
    this.tick = (now) => this.run(now);
    if (typeof document === 'object') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        for (const client of this.awake.keys()) this.awake.set(client, null);
        this.request();
      });
    }
  }

  /** Something may have changed `client` (input, an attribute, a setting): run it next frame. */
  wake(client) {
    if (!this.awake.has(client)) this.awake.set(client, null);
    this.woken?.add(client);
    this.request();
  }

  /** `client` left the page: it runs no more frames and is no longer observed. */
  forget(client) {
    this.awake.delete(client);
    this.away.delete(client);
    this.observer?.unobserve(client.visibilityTarget ?? client);
  }

  /**
   * Watches whether `client` is on screen (its `visibilityTarget`, else itself, must be an
   * element): out of view it is not run; back in view it is woken.
   */
  observe(client) {
    if (typeof IntersectionObserver !== 'function') return;
    this.observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const owner = entry.target.dmFrameClient;
        if (!owner) continue;
        if (entry.isIntersecting) {
          this.away.delete(owner);
          this.wake(owner);
        } else {
          this.away.add(owner);
        }
      }
    });
    const target = client.visibilityTarget ?? client;
    target.dmFrameClient = client;
    this.observer.observe(target);
  }

  /** Asks for an animation frame when a client is awake, on screen, and none is pending. */
  request() {
    if (this.requested || typeof requestAnimationFrame !== 'function') return;
    if (typeof document === 'object' && document.visibilityState === 'hidden') return;
    for (const client of this.awake.keys()) {
      if (!this.away.has(client)) {
        this.requested = requestAnimationFrame(this.tick);
        return;
      }
    }
  }

  /** One animation frame: each awake client on screen runs; those at rest are dropped. */
  run(now) {
    this.requested = 0;
    // Clients woken while the frame runs (an event handler calling a method) stay awake.
    this.woken = new Set();
    for (const [client, last] of [...this.awake]) {
      if (this.away.has(client)) {
        this.awake.set(client, null);
        continue;
      }
      const dt = last === null ? NOMINAL : Math.min(Math.max((now - last) / 1000, SHORTEST), LONGEST);
      this.woken.delete(client);
      try {
        client.frameNow(dt);
      } catch (error) {
        // A client's own failure stops that client only.
        console.error(`DynamicMenus: a frame failed: ${error?.message ?? error}`);
        this.awake.delete(client);
        continue;
      }
      if (client.needsFrames || this.woken.has(client)) this.awake.set(client, now);
      else this.awake.delete(client);
    }
    this.woken = null;
    this.request();
  }
}

let shared = null;

/** The page's scheduler, made on first use. */
export function pageScheduler() {
  shared ??= new FrameScheduler();
  return shared;
}
