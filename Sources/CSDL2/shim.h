// The C API of sdl2, for Swift. C macros and variadic functions do not import into Swift:
// wrap what the Swift side needs here as static inline functions.
#pragma once
#include <SDL2/SDL.h>
