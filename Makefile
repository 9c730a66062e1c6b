# DynamicMenus: the two commands are `make demo` and `make test`.
# Every target that builds runs `deps` first; `deps` costs nothing when all is installed.

SWIFT        ?= swift
CONFIG_FLAGS ?= -Xswiftc -warnings-as-errors
APT_PACKAGES := libcairo2-dev libpango1.0-dev libsdl2-dev fonts-dejavu-core fonts-dejavu-extra pkg-config xvfb xdotool x11-apps \
                wasi-libc libclang-rt-19-dev-wasm32 binaryen esbuild nodejs npm node-typescript chromium chromium-driver firefox-esr
BREW_PACKAGES := cairo pango sdl2 pkg-config
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DEMO_OUT     ?= out/gallery
# The compiler runtime's wasm32 builtins (__multi3 for 128-bit products), from libclang-rt-19-dev-wasm32.
WASM_BUILTINS := /usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a
# What `format` and `lint` cover: all Swift sources and tests.
FORMAT_FILES  = Package.swift $(shell find Sources Tests Examples -name '*.swift' -not -path '*/.build/*' | LC_ALL=C sort)

.PHONY: deps attributes test apple-check consumer-test release-check release-record example-test wasm wasm-check web browser-test webapp-test demo play docs docs-images bench bench-web fuzz format lint sanitize clean

## deps: install the system libraries the build needs, only when missing. A Node.js that
## brings its own npm (NodeSource's) conflicts with Debian's npm, so that one is kept; and
## Debian's webpack, rollup, React and Vue, which need Debian's Node.js, are unpacked into
## out/js-tools instead of installed (scripts/js-tools.sh says how).
deps:
	@missing=0; \
	for pc in cairo pangocairo sdl2; do \
	  pkg-config --exists $$pc 2>/dev/null || missing=1; \
	done; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf ] || [ "$$(uname)" = Darwin ] || missing=1; \
	if [ "$$(uname)" = Linux ]; then command -v Xvfb >/dev/null && command -v xdotool >/dev/null && command -v xwd >/dev/null || missing=1; fi; \
	if [ "$$(uname)" = Linux ]; then [ -f /usr/lib/wasm32-wasi/libc.a ] && command -v node >/dev/null && command -v wasm-opt >/dev/null && command -v esbuild >/dev/null || missing=1; fi; \
	if [ "$$(uname)" = Linux ]; then command -v npm >/dev/null && command -v tsc >/dev/null || missing=1; fi; \
	if [ "$$(uname)" = Linux ]; then [ -f $(WASM_BUILTINS) ] || missing=1; fi; \
	if [ "$$(uname)" = Linux ]; then command -v chromium >/dev/null && command -v chromedriver >/dev/null || missing=1; fi; \
	if [ "$$(uname)" = Linux ]; then command -v firefox-esr >/dev/null || missing=1; fi; \
	python3 -c 'import selenium, websocket, fontTools, brotli' 2>/dev/null || { echo "deps: pip install -r Tests/Browser/requirements.txt"; \
	  python3 -m pip install -q -r Tests/Browser/requirements.txt; }; \
	tools() { if [ "$$(uname)" = Linux ] && command -v apt-get >/dev/null; then SUDO="$(SUDO)" scripts/js-tools.sh out/js-tools; fi; }; \
	if [ $$missing = 0 ]; then tools; exit $$?; fi; \
	if [ "$$(uname)" = Darwin ]; then \
	  echo "deps: brew install $(BREW_PACKAGES)"; brew install $(BREW_PACKAGES); \
	elif command -v apt-get >/dev/null; then \
	  packages="$(APT_PACKAGES)"; \
	  if command -v node >/dev/null && command -v npm >/dev/null; then \
	    packages=$$(echo " $$packages " | sed 's/ nodejs / /; s/ npm / /'); \
	  fi; \
	  echo "deps: apt-get install $$packages"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$packages >/dev/null; \
	else \
	  echo "deps: please install cairo, pango, SDL2, pkg-config and DejaVu fonts (no apt-get or brew here)" >&2; exit 2; \
	fi; \
	tools

## test: lint, then the whole test suite, snapshots compared (never recorded), warnings are
## errors; the Swift tests in two processes (scripts/swift-test.sh). The window test (the
## playground under Xvfb, driven by xdotool) runs where both exist. Its stages (the targets
## below, the docs and the WebAssembly build) run side by side where none waits on another
## (scripts/test-stages.py), each stage's output in out/test-logs; it ends with a table of
## where the time went.
TEST_STAGES = SWIFT=$(SWIFT) CONFIG_FLAGS="$(CONFIG_FLAGS)" python3 scripts/test-stages.py
test: deps
	@if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then \
	  echo "test: Xvfb and xdotool found: the window test runs the playground on a virtual display"; \
	else \
	  echo "test: SKIPPING the window test: no Xvfb or xdotool (make deps installs them)"; \
	fi
	$(TEST_STAGES)

## apple-check: every Apple-only module and the example apps type-checked for iOS and macOS
## against stand-ins of Apple's SDKs (Tests/AppleCheck), with canaries that must fail, and the
## deployment-target lint (scripts/availability.tsv). What it proves: docs/apple-host.md.
apple-check: deps
	$(TEST_STAGES) apple-check

## consumer-test: a package depending on DynamicMenus by the README's install lines (a copy
## of this tree tagged with VERSION) builds and runs the DynamicMenus product and resolves
## nothing else (Tests/Consumer).
consumer-test: deps
	$(TEST_STAGES) consumer-test

## release-check: one version everywhere (VERSION: package.json, the README's install lines,
## the CHANGELOG's newest section), the npm tarball as package.json lists it, and the public
## Swift and web API against the last release's record (api/): a breaking change passes only
## under a version that says so, named in the CHANGELOG (docs/releasing.md). Part of `make test`.
release-check: deps
	$(TEST_STAGES) release-check

## release-record: writes api/ (the public API as released) at VERSION, when a release is cut,
## as docs/releasing.md says; later versions are held to that record.
release-record: web
	$(SWIFT) build $(CONFIG_FLAGS)
	SWIFT=$(SWIFT) python3 scripts/release_check.py --record out/npm "$$($(SWIFT) build $(CONFIG_FLAGS) --show-bin-path)/Modules"

## example-test: the example app (Examples/SDLHost, its own package, the library by path)
## built in this package's scratch path (.build: only its own file compiles), then run
## under Xvfb: a mouse drag on its dial turns the wheel (Tests/Examples). (SwiftPM caches
## the example's build plan and would not see a file added to this package.)
example-test: deps
	$(TEST_STAGES) example-test

## wasm: the core as Embedded Swift for WebAssembly (out/wasm: the package's main module, one
## per element, the demo module, the manifest's), from the same sources as the native build;
## warnings are errors.
wasm: deps
	SWIFT=$(SWIFT) scripts/wasm.sh

## web: the npm package of the web components (out/npm: ES module, classic script, module,
## fonts, .d.ts, custom-elements.json; docs/web-components-reference.md from its manifest) and
## the page for phones (out/web/index.html#dial, #radial, …: one element, full window) and the
## demo scenes' page (out/web/demo.html), both working opened from disk, offline.
web: wasm
	DYNAMIC_MENUS_WASM_BUILT=1 SWIFT=$(SWIFT) scripts/web.sh out/web

## browser-test: the web host in headless Chromium (selenium): every control draws, touch,
## mouse and pen pressure drive them, each demo played as real input ends as the native build
## does (accessibility tree and pixels), failures stay on their tile; the package's elements
## (installed from its npm pack tarball; served and from disk): input, events, attributes,
## items, fallback, twenty elements, 1,000 connect cycles (Tests/Browser/elements_test.py), once
## drawn as layers (the default) and once on their canvases; each element's own entry alone on
## a page under a strict CSP, two entries on one page, an inline one: what each defines and
## fetches, that it draws and answers a key (entries_test.py); each element as layers against
## itself on its canvas, on screen at rest and moving, in Chromium and Firefox (layers_test.py); its
## .d.ts compiled with --strict against a usage file; every control's screen of the page for
## phones at six sizes, light and dark, against reviewed references (screens_test.py); every
## attribute of every element through default, set, reflect, bad value and removal
## (attributes_test.py); the renderer contract's frames on the canvas against their probes and
## cairo's pixels (conformance_test.py); kept contents drawn as every command draws them
## (kept_test.py); what `make web` generates from the Swift sources unchanged from what is
## committed; the JavaScript under Sources type-checked by `tsc --checkJs --strict`; every
## file that README.md, docs and the comments in Sources name exists (Tests/Docs); the catalog (Tests/Browser/catalog_test.py:
## knobs, items, snippets, events, the address), its Swift snippets type-checked against the
## Apple stand-ins (apple-check --snippets); then in headless Firefox (over WebDriver
## BiDi) every control and element draws, real input opens a menu and turns a dial, and each
## element of the page for phones is in Firefox's accessibility tree, at rest and open. The
## screenshots go to out/web-test and out/elements-test.
browser-test: deps
	$(TEST_STAGES) browser-test

## webapp-test: the Swift web app (Examples/WebApp: Embedded Swift on this package's host API)
## built for the browser into out/webapp, then in headless Chromium: its dial draws and a tap
## changes its label (Tests/Browser/webapp_test.py).
webapp-test: deps
	$(TEST_STAGES) webapp-test

## wasm-check: the module's allocator checked natively (Tests/Runtime/allocator_test.c), then
## the WebAssembly module, run under node, reproduces the native build's determinism digests
## bit for bit (math functions, and every demo scene and script drawn); then every control's
## demo scripts played as a page's calls on its element, in the package's main module and in
## the element's own, give the native build's digests (`dynamic-menus element-traces`,
## scripts/element-check.mjs); and each element's module holds no other control, nor the
## physics engine outside the dial's and the slide menu's (scripts/wasm_account.py).
wasm-check: deps
	$(TEST_STAGES) wasm-check

## demo: a release build, then the product's main job, the catalog (out/gallery/index.html: each
## control live with its knobs, code to copy and events, above its recorded demos); prints
## where its output went.
demo: deps
	SWIFT=$(SWIFT) scripts/web.sh out/web
	$(SWIFT) build -c release --product dynamic-menus
	$$($(SWIFT) build -c release --show-bin-path)/dynamic-menus gallery --out $(DEMO_OUT) --web out/web

## play: the interactive playground window.
play: deps
	$(SWIFT) build -c release --product dynamic-menus
	$$($(SWIFT) build -c release --show-bin-path)/dynamic-menus play

## docs: the DocC documentation of the public modules (out/docs), failing on any warning, from
## the symbol graphs of the build `make test` already has (scripts/docs.sh).
docs: deps
	SWIFT=$(SWIFT) BUILD_FLAGS="$(CONFIG_FLAGS)" scripts/docs.sh out/docs

## docs-images: the README's pictures (docs/images): one demo script per control, small.
DOCS_IMAGES := dial/tap radial/select confirm/press-harder floating/select slide/show
docs-images: deps
	$(SWIFT) build -c release --product dynamic-menus
	$$($(SWIFT) build -c release --show-bin-path)/dynamic-menus gallery --out docs/images \
	  --fps 8 --animation-scale 0.4 --still-scale 1 \
	  $(foreach s,$(DOCS_IMAGES),$(if $(wildcard Demos/$(s).script),--only $(s)))

## bench: release benchmarks (the Benchmarks/ package, ordo-one's runner; needs libchipmunk-dev).
## Pass runner options with BENCH_ARGS, e.g. make bench BENCH_ARGS='--target AnimationBenchmarks'.
bench: deps
	@pkg-config --exists chipmunk 2>/dev/null || [ -f /usr/include/chipmunk/chipmunk.h ] || \
	  ( echo "bench: apt-get install libchipmunk-dev"; $(SUDO) apt-get install -y -qq libchipmunk-dev >/dev/null )
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark $(BENCH_ARGS)
	cd Benchmarks && $(SWIFT) run -c release PhysicsComparison
	$(MAKE) --no-print-directory bench-web

## bench-web: each control's demo scripts in headless Chromium at 375 x 667 and
## devicePixelRatio 2, frame time median and p99, against the native cairo frame of the same
## script in the same run, and the module's size (Benchmarks/web_bench.py); the main thread's
## time per frame of the control, a canvas composite and DOM layers (compositor_bench.py); then each web
## component alone, served: first frame, frame time median and p99 (the floating menu with
## and without its blur) against a plain canvas script drawing the floating menu's fade in
## the same run, and the package's bytes (Benchmarks/elements_bench.py); then each element on a
## phone-class CPU (throttled 4x, 390 x 844 at 3x) and unthrottled (375 x 667 at 2x), drawn as
## layers and on its canvas in the same run: frames per second, intervals over 25 ms, main
## thread per frame (unthrottled also with the page idle, no rAF loop of its own); and how
## late the floating and slide menus' openings end with the main thread busy 300 ms
## (Benchmarks/phone_bench.py); then what a page with one element downloads through each
## entry (raw, gzip -9, brotli) and its first ink on Lighthouse's slow-4G phone profile, with
## and without the README's preload line (Benchmarks/arrival_bench.py).
bench-web: web
	$(SWIFT) build -c release --product dynamic-menus
	python3 Benchmarks/web_bench.py out/web $$($(SWIFT) build -c release --show-bin-path)/dynamic-menus
	python3 Benchmarks/compositor_bench.py out/web $$($(SWIFT) build -c release --show-bin-path)/dynamic-menus
	python3 Benchmarks/elements_bench.py out/npm
	python3 Benchmarks/phone_bench.py out/npm
	python3 Benchmarks/arrival_bench.py out/npm

## fuzz: the libFuzzer targets of Fuzz/ (interaction scripts, scene files), FUZZ_SECONDS each
## (default 60), built with -sanitize=fuzzer,address; seeds from Demos/ and Fuzz/Seeds/, new
## inputs kept in Fuzz/.build/corpus/<target>. Prints each target's executions; a crash stops
## the run with the input that caused it (Fuzz/.build/crashes/).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzScripts FuzzScenes
## SwiftPM passes each --sanitize as its own -sanitize= flag and swiftc keeps only the last, so
## the parsers' modules got ASan and no coverage (libFuzzer ran blind); -Xswiftc gives both.
FUZZ_BUILD = $(SWIFT) build -c release --package-path Fuzz --sanitize fuzzer --sanitize address \
  -Xswiftc -sanitize=fuzzer,address
fuzz: deps
	$(FUZZ_BUILD)
	@set -e; bin=$$($(FUZZ_BUILD) --show-bin-path); \
	mkdir -p Fuzz/.build/crashes Fuzz/.build/seeds/FuzzScripts; \
	for f in Demos/*/*.script; do \
	  cp "$$f" "Fuzz/.build/seeds/FuzzScripts/$$(basename $$(dirname $$f))-$$(basename $$f)"; \
	done; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p Fuzz/.build/corpus/$$t; \
	  seeds=Fuzz/Seeds/$$t; extra=; [ -d Fuzz/.build/seeds/$$t ] && extra=Fuzz/.build/seeds/$$t; \
	  echo "fuzz: $$t for $(FUZZ_SECONDS) s"; \
	  $$bin/$$t Fuzz/.build/corpus/$$t $$seeds $$extra -dict=Fuzz/Seeds/$$t.dict \
	    -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -artifact_prefix=Fuzz/.build/crashes/$$t- \
	    > Fuzz/.build/$$t.log 2>&1 || { tail -40 Fuzz/.build/$$t.log; exit 1; }; \
	  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" Fuzz/.build/$$t.log | sed "s/^/  $$t /"; \
	  echo "  $$t corpus: $$(ls Fuzz/.build/corpus/$$t | wc -l) inputs"; \
	done

## format: swift format in place, with .swift-format.
format:
	$(SWIFT) format --in-place $(FORMAT_FILES)

## lint: swift format's lint, with .swift-format; any finding fails (about 3 s); and the attribute
## tables in step with the configurations (scripts/attribute-tables.py --check, which writes the
## tables through swift format too). Both skipped, with a note, where the toolchain has no
## `swift format`.
lint:
	@if ! $(SWIFT) format --version >/dev/null 2>&1; then \
	  echo "lint: SKIPPING the lint and the attribute tables' check: this toolchain has no swift format"; \
	  exit 0; \
	fi; \
	$(SWIFT) format lint --strict $(FORMAT_FILES) || \
	  { echo "lint: the findings above break .swift-format; 'make format' fixes most" >&2; exit 1; }; \
	SWIFT=$(SWIFT) python3 scripts/attribute-tables.py --check

## attributes: each control's attribute table (Sources/Hosts/Elements/Attributes/Generated),
## written from its configuration's stored properties and their doc comments
## (scripts/attribute-tables.py); `make lint` fails when the committed tables are out of step.
attributes:
	SWIFT=$(SWIFT) python3 scripts/attribute-tables.py

## sanitize: the test suite under AddressSanitizer (with its leak check; the system libraries'
## and XCTest's own leaks at exit are suppressed by scripts/lsan-suppressions.txt, for the tests
## and the processes they start), then ThreadSanitizer; each in its own scratch path. Slow: a
## full build (6-8 min) and 12-35 minutes of tests each on 2 cores (docs/reliability.md).
sanitize: deps
	SNAPSHOT_TESTING_RECORD=never \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --sanitize=address --scratch-path .build-asan
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --sanitize=thread --scratch-path .build-tsan

clean:
	rm -rf .build .build-asan .build-tsan .build-wasm out
