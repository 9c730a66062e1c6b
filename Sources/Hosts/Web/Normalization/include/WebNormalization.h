// The standard library's Unicode normalization hooks for the package's WebAssembly module,
// answered without the normalization tables (normalization.c says why that is exact).
// Nothing here is called from Swift by name: the standard library calls the hooks.
#pragma once
