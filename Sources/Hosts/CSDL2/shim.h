// The C API of sdl2, for Swift. C macros and variadic functions do not import into Swift:
// wrap what the Swift side needs here as static inline functions.
#pragma once
#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_CENTERED (a function-like macro).
static inline int dm_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

/// SDL_TOUCH_MOUSEID: the `which` of mouse events SDL synthesises from touches.
static inline Uint32 dm_sdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
