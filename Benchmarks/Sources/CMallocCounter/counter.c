#include "CMallocCounter.h"

#include <stddef.h>

#if defined(__GLIBC__) || defined(__linux__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

static unsigned long long count;

void *malloc(size_t n) {
  __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
  return __libc_malloc(n);
}

void *calloc(size_t n, size_t size) {
  __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
  return __libc_calloc(n, size);
}

void *realloc(void *p, size_t n) {
  __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
  return __libc_realloc(p, n);
}

unsigned long long malloc_counter_value(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }
#else
unsigned long long malloc_counter_value(void) { return 0; }
#endif
