// The few C functions the Embedded Swift core needs beyond Debian's wasi-libc, for the
// WebAssembly build only (runtime.c says why each exists; allocator.c is the allocator).
// Nothing here is called from Swift.
#pragma once
