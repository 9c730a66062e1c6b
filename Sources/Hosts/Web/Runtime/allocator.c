// The module's allocator (malloc, free and their kin), in place of wasi-libc's dlmalloc,
// whose generality the core does not use: the Swift runtime asks for 16-byte-aligned blocks
// (swift_slowAlloc) and frees them, and the page for buffers it fills (dm_alloc).
//
// - A small block (at most 32 KiB) comes from one of 40 size classes: 16 to 128 bytes by 16,
//   then four per doubling (160, 192, 224, 256, 320…), so above 128 bytes at most a fifth
//   of a block is waste. Each class carves its own 64 KiB pages from the start and reuses
//   freed blocks through a list; a page stays with its class, so work that repeats (a
//   control connected and disconnected a thousand times) needs no new memory.
// - A large block takes whole pages: the first free run long enough, else new pages from
//   `memory.grow`. Free runs are kept sorted by address and merged with their neighbours.
// - A byte per page says what the page holds, so `free` needs no header before a block.
//
// Deterministic (no randomness, no clock) and single-threaded, as the module is.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;

void *memcpy(void *restrict to, const void *restrict from, size_t count);
void *memset(void *to, int byte, size_t count);

enum {
  pageShift = 16,  // WebAssembly's page: 64 KiB
  pageSize = 1 << pageShift,
  pageCount = 1 << (32 - pageShift),
  classCount = 40,
  largestSmall = 32768,
  largeBlock = 255,  // the kind of a used large block's first page
};

/// What each page holds: 0 nothing of ours, or pages of a free run; 1…classCount blocks of
/// size class kind − 1; largeBlock the first page of a large block.
static unsigned char pageKind[pageCount];
/// A used large block's length in pages, at its first page.
static unsigned short largePages[pageCount];

/// A freed block of a size class, in its class's list.
struct FreeBlock {
  struct FreeBlock *next;
};
static struct FreeBlock *freeBlocks[classCount];
/// Where each class carves its next block, and where that page ends.
static char *carveNext[classCount], *carveEnd[classCount];

/// A run of free pages, in a list sorted by address.
struct FreeRun {
  struct FreeRun *next;
  size_t pages;
};
static struct FreeRun *freeRuns;

#ifdef DYNAMIC_MENUS_ALLOCATOR_TEST
long testMemoryGrow(long pages);
#define memoryGrow(pages) testMemoryGrow(pages)
#else
#define memoryGrow(pages) __builtin_wasm_memory_grow(0, pages)
#endif

/// The size class of `n` bytes (1…largestSmall).
static int sizeClass(size_t n) {
  if (n <= 128) return (int)((n + 15) >> 4) - 1;
  // n − 1's top bit is b (7…14): classes 5, 6, 7 and 8 × 2^(b−2) up to 2^(b+1).
  int b = 31 - __builtin_clz((unsigned)(n - 1));
  return 8 + (b - 7) * 4 + (int)(((n - 1) >> (b - 2)) & 3);
}

/// The bytes of a block of size class `c`.
static size_t blockSize(int c) {
  return c < 8 ? (size_t)(c + 1) << 4 : (size_t)(5 + (c - 8) % 4) << ((c - 8) / 4 + 5);
}

/// `pages` whole pages: the front of the first free run long enough, or new memory.
static char *takePages(size_t pages) {
  for (struct FreeRun **link = &freeRuns; *link; link = &(*link)->next) {
    struct FreeRun *run = *link;
    if (run->pages < pages) continue;
    if (run->pages == pages) {
      *link = run->next;
    } else {
      struct FreeRun *rest = (struct FreeRun *)((char *)run + (pages << pageShift));
      rest->next = run->next;
      rest->pages = run->pages - pages;
      *link = rest;
    }
    return (char *)run;
  }
  long first = memoryGrow((long)pages);
  return first < 0 ? 0 : (char *)((uintptr_t)first << pageShift);
}

/// Makes the `pages` pages at `start` a free run, merged with the runs just before and after.
static void givePages(char *start, size_t pages) {
  struct FreeRun *before = 0, *after = freeRuns;
  while (after && (char *)after < start) {
    before = after;
    after = after->next;
  }
  struct FreeRun *run = (struct FreeRun *)start;
  run->pages = pages;
  run->next = after;
  if (after && start + (pages << pageShift) == (char *)after) {
    run->pages += after->pages;
    run->next = after->next;
  }
  if (before && (char *)before + (before->pages << pageShift) == start) {
    before->pages += run->pages;
    before->next = run->next;
  } else if (before) {
    before->next = run;
  } else {
    freeRuns = run;
  }
}

void *malloc(size_t n) {
  if (n > largestSmall) {
    if (n > (size_t)0xffff << pageShift) return 0;
    size_t pages = (n + pageSize - 1) >> pageShift;
    char *start = takePages(pages);
    if (!start) return 0;
    pageKind[(uintptr_t)start >> pageShift] = largeBlock;
    largePages[(uintptr_t)start >> pageShift] = (unsigned short)pages;
    return start;
  }
  int c = sizeClass(n ? n : 1);
  struct FreeBlock *block = freeBlocks[c];
  if (block) {
    freeBlocks[c] = block->next;
    return block;
  }
  size_t size = blockSize(c);
  if (!carveNext[c] || carveNext[c] + size > carveEnd[c]) {
    char *page = takePages(1);
    if (!page) return 0;
    pageKind[(uintptr_t)page >> pageShift] = (unsigned char)(c + 1);
    carveNext[c] = page;
    carveEnd[c] = page + pageSize;
  }
  char *result = carveNext[c];
  carveNext[c] += size;
  return result;
}

/// The start of the block that `p` lies in (posix_memalign may return a place inside a
/// small block), and the block's bytes.
static char *blockOf(void *p, size_t *size) {
  uintptr_t address = (uintptr_t)p, page = address >> pageShift;
  if (pageKind[page] == largeBlock) {
    *size = (size_t)largePages[page] << pageShift;
    return p;
  }
  *size = blockSize(pageKind[page] - 1);
  uintptr_t base = page << pageShift;
  return (char *)(base + (address - base) / *size * *size);
}

void free(void *p) {
  if (!p) return;
  size_t size;
  char *block = blockOf(p, &size);
  uintptr_t page = (uintptr_t)block >> pageShift;
  if (pageKind[page] == largeBlock) {
    pageKind[page] = 0;
    givePages(block, size >> pageShift);
    return;
  }
  struct FreeBlock *freed = (struct FreeBlock *)block;
  freed->next = freeBlocks[pageKind[page] - 1];
  freeBlocks[pageKind[page] - 1] = freed;
}

int posix_memalign(void **result, size_t alignment, size_t n) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1))) return 22;  // EINVAL
  if (alignment > pageSize) return 12;  // ENOMEM
  // Small blocks are 16-byte aligned, large ones page-aligned: a coarser alignment takes a
  // small block larger by the difference and the aligned place inside it, or a large block.
  char *p;
  if (n == 0) n = 1;  // an empty block's aligned place must still lie inside it
  if (alignment <= 16) {
    p = malloc(n);
  } else if (n <= largestSmall - alignment) {
    p = malloc(n + alignment - 16);
    if (p) p = (char *)(((uintptr_t)p + alignment - 1) & ~(uintptr_t)(alignment - 1));
  } else {
    p = malloc(n > largestSmall ? n : largestSmall + 1);
  }
  if (!p) return 12;
  *result = p;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t n) {
  void *p;
  return posix_memalign(&p, alignment, n) == 0 ? p : 0;
}

void *calloc(size_t count, size_t size) {
  if (size && count > (size_t)-1 / size) return 0;
  void *p = malloc(count * size);
  return p ? memset(p, 0, count * size) : 0;
}

void *realloc(void *p, size_t n) {
  if (!p) return malloc(n);
  size_t size;
  char *block = blockOf(p, &size);
  size_t room = size - (size_t)((char *)p - block);
  if (n <= room) return p;
  void *moved = malloc(n);
  if (moved) {
    memcpy(moved, p, room);
    free(p);
  }
  return moved;
}
