// The WebAssembly module's allocator (Sources/Hosts/Web/Runtime/allocator.c), natively:
// its size classes, then millions of random mallocs, frees, reallocs and aligned
// allocations, every block filled with its own pattern and checked before it is freed or
// moved, its alignment checked, and the memory it takes checked flat once the mix repeats.
// The module's memory (memory.grow, 32-bit addresses) is an mmap'd arena at 1 GiB.
// `make wasm-check` runs it; exit status 0 passed, 1 failed, 2 no arena.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

#define malloc allocatorMalloc
#define free allocatorFree
#define posix_memalign allocatorPosixMemalign
#define aligned_alloc allocatorAlignedAlloc
#define calloc allocatorCalloc
#define realloc allocatorRealloc
#include "../../Sources/Hosts/Web/Runtime/allocator.c"
#undef malloc
#undef free
#undef posix_memalign
#undef aligned_alloc
#undef calloc
#undef realloc

#define ARENA 0x40000000UL
#define ARENA_PAGES 16384  // 1 GiB
static long grown;

long testMemoryGrow(long pages) {
  long old = grown;
  if (grown + pages > (long)(ARENA >> pageShift) + ARENA_PAGES) return -1;
  grown += pages;
  return old;
}

struct Block {
  unsigned char *bytes;
  size_t count;
  unsigned char seed;
};
enum { slots = 4000 };
static struct Block blocks[slots];
static uint64_t state = 0x9e3779b97f4a7c15ull;

static uint64_t randomNumber(void) {  // xorshift64: the same run every time
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static void fill(struct Block *b) {
  for (size_t i = 0; i < b->count; i++) b->bytes[i] = (unsigned char)(b->seed + i * 7);
}

static int intact(const struct Block *b, size_t count) {
  for (size_t i = 0; i < count; i++)
    if (b->bytes[i] != (unsigned char)(b->seed + i * 7)) return 0;
  return 1;
}

/// A size as the core asks: mostly small objects, some buffers, a few large ones.
static size_t randomSize(void) {
  uint64_t r = randomNumber() % 100;
  return r < 70 ? randomNumber() % 257 : r < 95 ? randomNumber() % 20000 : randomNumber() % 300000;
}

static int fail(const char *what, long step) {
  fprintf(stderr, "allocator test: %s (step %ld)\n", what, step);
  return 1;
}

int main(void) {
  if (mmap((void *)ARENA, (size_t)ARENA_PAGES << pageShift, PROT_READ | PROT_WRITE,
        MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE | MAP_NORESERVE, -1, 0) != (void *)ARENA) {
    perror("allocator test: mmap");
    return 2;
  }
  grown = (long)(ARENA >> pageShift);

  // Every size's class holds it, and the class below does not.
  for (size_t n = 1; n <= largestSmall; n++) {
    int c = sizeClass(n);
    if (blockSize(c) < n || (c > 0 && blockSize(c - 1) >= n) || blockSize(c) % 16 || c >= classCount)
      return fail("a size class does not fit its sizes", (long)n);
  }

  long step = 0, firstRound = 0, pages = 0, pagesAtRound4 = 0;
  for (int round = 0; round < 8; round++) {
    for (long k = 0; k < 400000; k++, step++) {
      struct Block *b = &blocks[randomNumber() % slots];
      if (b->bytes) {
        if (!intact(b, b->count)) return fail("a live block was overwritten", step);
        if (randomNumber() % 4 == 0) {
          size_t count = randomSize();
          unsigned char *moved = allocatorRealloc(b->bytes, count);
          if (!moved) return fail("realloc returned nothing", step);
          b->bytes = moved;
          if (!intact(b, count < b->count ? count : b->count)) return fail("realloc lost bytes", step);
          b->count = count;
          fill(b);
        } else {
          allocatorFree(b->bytes);
          b->bytes = 0;
        }
        continue;
      }
      size_t count = randomSize(), alignment = 16;
      if (randomNumber() % 10 == 0) {
        alignment = (size_t)1 << (3 + randomNumber() % 13);  // 8 … 32768
        void *p = 0;
        if (allocatorPosixMemalign(&p, alignment, count)) return fail("posix_memalign failed", step);
        b->bytes = p;
      } else {
        b->bytes = allocatorMalloc(count);
      }
      if (!b->bytes) return fail("out of memory", step);
      if ((uintptr_t)b->bytes % alignment) return fail("a block is not aligned", step);
      b->count = count;
      b->seed = (unsigned char)randomNumber();
      fill(b);
    }
    pages = grown - (long)(ARENA >> pageShift);
    printf("allocator test: round %d, %ld steps: %ld pages of 64 KiB\n", round + 1, step, pages);
    if (round == 0) firstRound = pages;
    if (round == 3) pagesAtRound4 = pages;
  }
  // The same mix again needs little new memory, then none: the live blocks' peak varies
  // from round to round (782, 787, 832, 832, 841, then 841 to the twelfth round).
  if (pages > firstRound + firstRound / 4 || pages > pagesAtRound4 + pagesAtRound4 / 20)
    return fail("memory keeps growing", step);
  for (int i = 0; i < slots; i++) {
    if (blocks[i].bytes && !intact(&blocks[i], blocks[i].count)) return fail("a block was overwritten", step);
    allocatorFree(blocks[i].bytes);
  }
  // Everything freed: the largest free run serves a block of most of what was grown.
  size_t largest = 0;
  for (struct FreeRun *run = freeRuns; run; run = run->next)
    if (run->pages > largest) largest = run->pages;
  printf("allocator test: all freed, largest free run %zu pages\n", largest);
  void *big = allocatorCalloc(largest, pageSize);
  if (!big || (uintptr_t)big >= ((uintptr_t)(ARENA >> pageShift) + (uintptr_t)pages) << pageShift)
    return fail("freed pages were not merged and reused", step);
  return 0;
}
