// SDL2's C API for the example. Function-like macros do not import into Swift.
#pragma once
#include <SDL2/SDL.h>

static inline int sdl_host_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
