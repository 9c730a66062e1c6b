// What the Embedded Swift core needs from C in WebAssembly, beyond wasi-libc's memcpy/memset/
// memcmp and strtod and our allocator (allocator.c). Defining these here keeps the module
// free of WASI imports: it imports only `env.dm_log` (from here) and `env.dm_text_width`
// (the page's text measurement, Sources/Hosts/Web/Canvas/CanvasTextMeasurer.swift), so any
// JavaScript host (a browser, node) can instantiate it with two functions.

typedef __SIZE_TYPE__ size_t;

// The host's console: `length` UTF-8 bytes at `bytes`, one line without its newline.
__attribute__((import_module("env"), import_name("dm_log")))
extern void dm_log(const char *bytes, size_t length);

double strtod(const char *restrict text, char **restrict end);

// `print` writes characters one at a time; a line goes to the host when it ends (or fills).
static char line[512];
static size_t lineLength;

int putchar(int c) {
  if (c != '\n') line[lineLength++] = (char)c;
  if (c == '\n' || lineLength == sizeof line) {
    dm_log(line, lineLength);
    lineLength = 0;
  }
  return c & 0xff;
}

// The seed of Swift's hashing (Set and Dictionary): fixed, so a run is reproducible. Nothing
// in the core lets hash order decide anything, so a fixed seed changes no result; it only
// makes the module deterministic to the last byte. SplitMix64 from a constant.
void arc4random_buf(void *buffer, size_t count) {
  static unsigned long long state = 0x9e3779b97f4a7c15ull;
  unsigned char *bytes = buffer;
  for (size_t i = 0; i < count; i++) {
    state += 0x9e3779b97f4a7c15ull;
    unsigned long long z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    bytes[i] = (unsigned char)(z ^ (z >> 31));
  }
}

// `Double(String)`: the standard library's hook, answered by wasi-libc's strtod (musl's,
// correctly rounded, as glibc's is natively). Returns where parsing stopped.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end;
  *result = strtod(text, &end);
  return end;
}

// musl's stdio refill, which strtod's string reader never needs; defining it keeps wasi-libc's
// file-reading code (and its WASI imports) out of the module.
int __uflow(void *file) {
  (void)file;
  return -1;
}
