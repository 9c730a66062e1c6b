// The C API of cairo, for Swift. C macros and variadic functions do not import into Swift:
// wrap what the Swift side needs here as static inline functions.
#pragma once
#include <cairo.h>
