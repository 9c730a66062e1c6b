// swift-tools-version: 6.2
// DynamicMenus: physics-driven, animated menu controls with UIKit's semantics, on any platform
// Swift runs on. See README.md (its Layout section) for the modules, and docs/design.md for the
// design notes (the module map, the two builds and why they are shaped as they are).

import PackageDescription

/// The Embedded Swift build for WebAssembly (`make wasm`): the same sources, built with
/// `DYNAMIC_MENUS_WASM=1 swift build --triple wasm32-unknown-none-wasm` (scripts/wasm.sh).
let embedded = Context.environment["DYNAMIC_MENUS_WASM"] != nil

/// Settings every target shares: `any` spelled out, imports internal unless marked
/// `public import`, and members visible only from modules a file imports. Natively: Swift 6
/// mode (strict concurrency is the language default). Embedded: no actors exist, so there is
/// no isolation to check and Swift 5 mode (Swift 6 mode would reject the few process-wide
/// statics that natively the main actor guards); warnings are errors there too.
let strict: [SwiftSetting] =
  [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
  + (embedded
    ? [
      .enableExperimentalFeature("Embedded"), .enableExperimentalFeature("Extern"),
      .swiftLanguageMode(.v5),
      // LLVM inlines only what costs nothing (threshold -20), as the link does (below).
      .unsafeFlags([
        "-wmo", "-Osize", "-Xfrontend", "-disable-stack-protector", "-warnings-as-errors",
        "-Xllvm", "-inline-threshold=-20",
      ]),
    ] : [])

/// The UI modules add UIKit's rule that the user interface lives on the main actor, as the
/// module's default isolation rather than `@MainActor` on each type, so the same sources also
/// compile as Embedded Swift, which has no actors. Geometry, Animation and Physics are values
/// and an engine: no actor.
let mainActor: [SwiftSetting] = strict + (embedded ? [] : [.defaultIsolation(MainActor.self)])

let package = Package(
  name: "DynamicMenus",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // What an app imports: the five controls and what configures them.
    .library(name: "DynamicMenus", targets: ["DynamicMenus"]),
    // The layers beneath, for apps that build their own controls on the engines.
    .library(name: "DynamicMenusGeometry", targets: ["DynamicMenusGeometry"]),
    .library(name: "DynamicMenusAnimation", targets: ["DynamicMenusAnimation"]),
    .library(name: "DynamicMenusDynamics", targets: ["DynamicMenusDynamics"]),
    .library(name: "DynamicMenusLayers", targets: ["DynamicMenusLayers"]),
    .library(name: "DynamicMenusViews", targets: ["DynamicMenusViews"]),
    .library(name: "DynamicMenusControls", targets: ["DynamicMenusControls"]),
    .library(name: "DynamicMenusRendering", targets: ["DynamicMenusRendering"]),
    // The host interface: what an app's window (SDL, a browser, UIKit) gives and gets back.
    .library(name: "DynamicMenusHost", targets: ["DynamicMenusHost"]),
    // Interaction scripts: the parser and the runners the tools, tests, benchmarks and fuzzers
    // drive controls with. No app links them.
    .library(name: "DynamicMenusScripts", targets: ["DynamicMenusScripts"]),
    .library(name: "DynamicMenusCairo", targets: ["DynamicMenusCairo"]),
    // The Apple hosts (docs/apple-host.md): a UIView, an NSView and a SwiftUI view over
    // ControlHost, drawing with Core Graphics. Empty modules where those frameworks are absent.
    .library(name: "DynamicMenusUIKit", targets: ["DynamicMenusUIKit"]),
    .library(name: "DynamicMenusAppKit", targets: ["DynamicMenusAppKit"]),
    .library(name: "DynamicMenusSwiftUI", targets: ["DynamicMenusSwiftUI"]),
    .executable(name: "dynamic-menus", targets: ["dynamic-menus"]),
    // For the Benchmarks and Fuzz packages beside this one; not for apps.
    .library(name: "DynamicMenusBenchmarkScenes", targets: ["DynamicMenusBenchmarkScenes"]),
    .library(name: "DynamicMenusSceneFile", targets: ["DynamicMenusSceneFile"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // The portable core: the standard library only (no Foundation, no system library).
    // The standard library's square roots call libm's `sqrtf` and `sqrt` on Linux, which a
    // program of the standard library alone does not link: the core links it (not in the
    // embedded build, whose runtime brings its own from wasi-libc).
    .target(
      name: "DynamicMenusGeometry", path: "Sources/Geometry", swiftSettings: strict,
      linkerSettings: embedded ? [] : [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(
      name: "DynamicMenusAnimation", dependencies: ["DynamicMenusGeometry"],
      path: "Sources/Engines/Animation", swiftSettings: strict),
    .target(
      name: "DynamicMenusPhysics", dependencies: ["DynamicMenusGeometry"],
      path: "Sources/Engines/Physics", swiftSettings: strict),
    .target(
      name: "DynamicMenusDynamics", dependencies: ["DynamicMenusGeometry", "DynamicMenusPhysics"],
      path: "Sources/Engines/Dynamics", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusLayers", dependencies: ["DynamicMenusGeometry", "DynamicMenusAnimation"],
      path: "Sources/UI/Layers", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusViews",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers",
      ],
      path: "Sources/UI/Views", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusControls",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers", "DynamicMenusViews",
      ],
      path: "Sources/Controls", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusRendering", dependencies: ["DynamicMenusGeometry", "DynamicMenusLayers"],
      path: "Sources/Renderers/Rendering", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusHost",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusDynamics", "DynamicMenusLayers", "DynamicMenusViews",
        "DynamicMenusRendering",
      ],
      path: "Sources/Hosts/Host", swiftSettings: mainActor),
    // The browser host's canvas layer (`dm_host_*`, the page's memory): built natively too,
    // where its exports are plain functions the tests call as a page does. In the embedded
    // build it links the module's C runtime.
    .target(
      name: "DynamicMenusWebCanvas",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusRendering",
        "DynamicMenusHost",
      ] + (embedded ? ["DynamicMenusWasmRuntime"] : []),
      path: "Sources/Hosts/Web/Canvas", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusElements",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls",
        "DynamicMenusRendering", "DynamicMenusHost", "DynamicMenusWebCanvas",
      ],
      path: "Sources/Hosts/Elements", swiftSettings: mainActor),
    // What every package module exports for its elements (`dm_element_*` but create: each
    // module's main says which elements it defines). Built natively too, where its exports are
    // plain functions the tests and `dynamic-menus digest` call as a page does.
    .target(
      name: "DynamicMenusWebElements",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls",
        "DynamicMenusHost", "DynamicMenusWebCanvas", "DynamicMenusElements",
      ],
      path: "Sources/Hosts/Web/ElementExports", swiftSettings: mainActor),
    .target(
      name: "DynamicMenus",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls",
        "DynamicMenusRendering", "DynamicMenusHost",
      ],
      path: "Sources/DynamicMenus", swiftSettings: mainActor),
    // The Apple hosts: every file is under `#if canImport(…)`, so these build to nothing on
    // Linux; their logic is in DynamicMenusHost (GraphicsPlan, HostCoordinateSpace,
    // PointerTable), tested everywhere.
    .target(
      name: "DynamicMenusCoreGraphics",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusRendering",
        "DynamicMenusHost",
      ],
      path: "Sources/Renderers/CoreGraphics", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusUIKit",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusViews", "DynamicMenusHost", "DynamicMenusCoreGraphics",
      ],
      path: "Sources/Hosts/UIKit", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusAppKit",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusViews", "DynamicMenusHost", "DynamicMenusCoreGraphics",
      ],
      path: "Sources/Hosts/AppKit", swiftSettings: mainActor),
    .target(
      name: "DynamicMenusSwiftUI",
      dependencies: [
        "DynamicMenusViews", "DynamicMenusHost", "DynamicMenusCoreGraphics", "DynamicMenusUIKit",
        "DynamicMenusAppKit",
      ],
      path: "Sources/Hosts/SwiftUI", swiftSettings: mainActor),
    // The demo scenes: each control in its demo configuration, for the CLI, the gallery, the
    // tests and the web host.
    .target(
      name: "DynamicMenusDemoScenes",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls", "DynamicMenusRendering",
        "DynamicMenusHost", "DynamicMenusScripts",
      ],
      path: "Sources/Tools/DemoScenes", swiftSettings: mainActor),
    // Interaction scripts: parsed, laid on frames, played on a window or through a host.
    .target(
      name: "DynamicMenusScripts",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusHost",
      ],
      path: "Sources/Tools/Scripts", swiftSettings: mainActor),
    // The physics scenes shared by the tests, `bench physics` and the Benchmarks package.
    .target(
      name: "DynamicMenusBenchmarkScenes",
      dependencies: ["DynamicMenusGeometry", "DynamicMenusDynamics"],
      path: "Sources/Tools/BenchmarkScenes", swiftSettings: mainActor),
    // The `simulate` scene-file parser and runner (the Fuzz package links only this).
    .target(
      name: "DynamicMenusSceneFile",
      dependencies: ["DynamicMenusGeometry", "DynamicMenusDynamics"],
      path: "Sources/Tools/SceneFile", swiftSettings: mainActor),

    // System libraries, each through a small C shim header.
    .systemLibrary(
      name: "CCairo", path: "Sources/Renderers/CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(
      name: "CPangoCairo", path: "Sources/Renderers/CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    .systemLibrary(
      name: "CSDL2", path: "Sources/Hosts/CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),

    .target(
      name: "DynamicMenusCairo",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusRendering", "CCairo",
        "CPangoCairo",
      ],
      path: "Sources/Renderers/Cairo", swiftSettings: strict),
    // The SDL host: the playground's window (one display list per frame, rasterised by cairo)
    // and its SDL-free logic, which the tests drive without a display.
    .target(
      name: "DynamicMenusPlayground",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusRendering",
        "DynamicMenusCairo", "DynamicMenusHost", "CSDL2",
      ],
      path: "Sources/Hosts/SDL", swiftSettings: strict),
    // The command line: its commands live in a library so tests can drive them in-process.
    .target(
      name: "DynamicMenusCommands",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls", "DynamicMenusRendering",
        "DynamicMenusCairo", "DynamicMenusDemoScenes", "DynamicMenusBenchmarkScenes",
        "DynamicMenusSceneFile", "DynamicMenusHost", "DynamicMenusPlayground",
        "DynamicMenusScripts", "DynamicMenusElements", "DynamicMenusWebCanvas",
        "DynamicMenusWebElements",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/Tools/Commands", swiftSettings: strict),
    .executableTarget(
      name: "dynamic-menus", dependencies: ["DynamicMenusCommands"],
      path: "Sources/Tools/dynamic-menus", swiftSettings: strict),

    // Tests: one target per concern, and a shared support target.
    .target(
      name: "TestSupport",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusLayers",
        "DynamicMenusViews", "DynamicMenusRendering", "DynamicMenusCairo",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Tests/TestSupport", swiftSettings: strict),
    .testTarget(
      name: "GeometryTests", dependencies: ["DynamicMenusGeometry"], swiftSettings: strict),
    .testTarget(
      name: "AnimationTests",
      dependencies: [
        "DynamicMenusAnimation", "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews",
        "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "DynamicsTests",
      dependencies: [
        "DynamicMenusDynamics", "DynamicMenusPhysics", "DynamicMenusGeometry",
        "DynamicMenusBenchmarkScenes",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SceneTests",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusScripts", "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "MenusTests",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls", "DynamicMenus",
        "DynamicMenusScripts", "TestSupport",
      ],
      exclude: [
        "ConfirmActionButton/__Snapshots__", "DialMenu/__Snapshots__",
        "FloatingMenu/__Snapshots__", "RadialMenu/__Snapshots__", "SlideMenu/__Snapshots__",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "RenderingTests",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusRendering",
        "DynamicMenusViews", "DynamicMenusCairo", "DynamicMenusDemoScenes", "CCairo",
        "TestSupport",
      ],
      exclude: ["__Snapshots__"], swiftSettings: strict),
    .testTarget(
      name: "HostTests",
      dependencies: [
        "DynamicMenusGeometry", "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusRendering",
        "DynamicMenusHost", "DynamicMenusElements", "DynamicMenusControls", "DynamicMenusWebCanvas",
        "DynamicMenusScripts",
        // Empty where Core Graphics is absent; on Apple platforms its conformance test runs.
        "DynamicMenusCoreGraphics",
        "DynamicMenusDemoScenes",
        "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "DynamicMenusCommands", "DynamicMenusPlayground", "DynamicMenusDemoScenes",
        "DynamicMenusSceneFile", "DynamicMenusHost", "DynamicMenusScripts",
        "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics",
        "DynamicMenusLayers", "DynamicMenusViews", "DynamicMenusControls", "DynamicMenusRendering",
        "DynamicMenusCairo", "DynamicMenus", "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
  ]
)

// The core as one WebAssembly module (Embedded Swift, `make wasm`): its exports are the
// JavaScript host's interface. Only in the embedded build. scripts/wasm.sh sets where the C
// runtime lives: Debian's wasi-libc (its memcpy and strtod; the allocator is ours), the
// compiler runtime's builtins (128-bit multiplication) and the Unicode tables of the embedded
// standard library.
if embedded {
  let environment = Context.environment
  let libraries = [
    environment["DYNAMIC_MENUS_WASI_SYSROOT"].map { "\($0)/crt1-reactor.o" },
    environment["DYNAMIC_MENUS_WASI_SYSROOT"].map { "\($0)/libc.a" },
    environment["DYNAMIC_MENUS_WASM_BUILTINS"],
    environment["DYNAMIC_MENUS_SWIFT_UNICODE_TABLES"],
  ].compactMap { $0 }
  // `make wasm` links with LTO (scripts/wasm.sh). At link time, as in each module's compile,
  // LLVM then inlines only what is called once or costs nothing (threshold -20; its size
  // defaults are 5 to 50): the package's module 396,941 → 388,817 bytes gzipped, its tick as
  // fast (docs/size.md).
  let wasmLd =
    [
      // The functions' names are kept for the size account (scripts/wasm_account.py); the
      // first `wasm-opt` drops them.
      "--no-entry", "--stack-first", "-z", "stack-size=1048576", "--strip-debug",
      "--export=_initialize", "-mllvm", "-inline-threshold=-20",
    ] + libraries
  let linker: [LinkerSetting] = [
    .unsafeFlags(["-Xclang-linker", "-nostdlib"] + wasmLd.flatMap { ["-Xlinker", $0] })
  ]
  let core: [Target.Dependency] = [
    "DynamicMenusGeometry", "DynamicMenusAnimation", "DynamicMenusDynamics", "DynamicMenusLayers",
    "DynamicMenusViews", "DynamicMenusControls", "DynamicMenusRendering", "DynamicMenusHost",
    "DynamicMenusWebCanvas", "DynamicMenusWasmRuntime",
  ]
  // What each package module links: the core, its elements' exports, and Swift's
  // normalization hooks without their tables.
  let elements: [Target.Dependency] =
    core + ["DynamicMenusElements", "DynamicMenusWebElements", "DynamicMenusWebNormalization"]
  // The elements that have a module of their own (`import 'dynamic-menus/dial-menu'`): each
  // Sources/Hosts/Web/Entries/NAME, product DynamicMenusWebNAME (scripts/wasm.sh).
  let elementEntries = ["DialMenu", "RadialMenu", "ConfirmButton", "FloatingMenu", "SlideMenu"]
  package.targets.append(contentsOf: [
    .target(name: "DynamicMenusWasmRuntime", path: "Sources/Hosts/Web/Runtime"),
    // The package's module only: Swift's normalization hooks without their tables, exact
    // for the NFC strings the page writes (Sources/Hosts/Web/Normalization/normalization.c).
    .target(name: "DynamicMenusWebNormalization", path: "Sources/Hosts/Web/Normalization"),
    // The package's module (out/npm/dynamic-menus.wasm): the five elements, no demo content.
    .executableTarget(
      name: "DynamicMenusWeb", dependencies: elements,
      path: "Sources/Hosts/Web/Elements", swiftSettings: strict, linkerSettings: linker),
  ])
  // A module per element (out/npm/dial-menu.wasm, …): the same exports, one element defined.
  package.targets.append(
    contentsOf: elementEntries.map { entry in
      .executableTarget(
        name: "DynamicMenusWeb\(entry)", dependencies: elements,
        path: "Sources/Hosts/Web/Entries/\(entry)", swiftSettings: strict,
        linkerSettings: linker)
    })
  package.targets.append(contentsOf: [
    // The demo module (out/wasm/DynamicMenus.wasm): the demo scenes and the digests, and the
    // elements' manifest that `make web` generates the package's constants from.
    .executableTarget(
      name: "DynamicMenusWasm",
      dependencies: core + [
        "DynamicMenusDemoScenes", "DynamicMenusScripts", "DynamicMenusElements",
      ],
      path: "Sources/Tools/WebDemos", swiftSettings: strict, linkerSettings: linker)
  ])
  package.products.append(
    contentsOf: ([""] + elementEntries).map {
      .executable(name: "DynamicMenusWeb\($0)", targets: ["DynamicMenusWeb\($0)"])
    })
  package.products.append(contentsOf: [
    .executable(name: "DynamicMenusWasm", targets: ["DynamicMenusWasm"]),
    // For a Swift web app of its own (Examples/WebApp): the canvas layer and its C runtime.
    .library(name: "DynamicMenusWebCanvas", targets: ["DynamicMenusWebCanvas"]),
  ])
  // Only what builds for WebAssembly, so one `swift build` (scripts/wasm.sh) builds every
  // module, linking them side by side: no system library, command line, Apple host or test.
  let nativeOnly: Set<String> = [
    "CCairo", "CPangoCairo", "CSDL2", "DynamicMenusCairo", "DynamicMenusPlayground",
    "DynamicMenusCommands", "dynamic-menus", "DynamicMenusCoreGraphics", "DynamicMenusUIKit",
    "DynamicMenusAppKit", "DynamicMenusSwiftUI", "DynamicMenusBenchmarkScenes",
    "DynamicMenusSceneFile", "TestSupport",
  ]
  package.targets.removeAll { nativeOnly.contains($0.name) || $0.type == .test }
  package.products.removeAll { nativeOnly.contains($0.name) }  // each named as its target
  package.dependencies.removeAll()
}
