// Counts heap allocations (malloc, calloc, realloc) in the process, for checking that a
// running scene allocates nothing per frame. glibc only: the functions below interpose the C
// library's and forward to it.
#ifndef CMALLOC_COUNTER_H
#define CMALLOC_COUNTER_H

/// Allocations since the process started.
unsigned long long malloc_counter_value(void);

#endif
