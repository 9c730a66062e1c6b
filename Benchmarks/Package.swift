import PackageDescription

// swift-tools-version: 6.1
// DynamicMenus benchmarks: a separate package, so the main package carries no benchmark
// dependency. Run with `make bench` (or `swift package benchmark` here). See README.md.

let package = Package(
  name: "DynamicMenusBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "DynamicMenus", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // One executable target per benchmark suite, sources in Benchmarks/<Suite>/ (the plugin
    // finds them there).
    .executableTarget(
      name: "AnimationBenchmarks",
      dependencies: [
        .product(name: "DynamicMenusAnimation", package: "DynamicMenus"),
        .product(name: "DynamicMenusGeometry", package: "DynamicMenus"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/AnimationBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SceneBenchmarks",
      dependencies: [
        .product(name: "DynamicMenusLayers", package: "DynamicMenus"),
        .product(name: "DynamicMenusViews", package: "DynamicMenus"),
        .product(name: "DynamicMenusScripts", package: "DynamicMenus"),
        .product(name: "DynamicMenusDynamics", package: "DynamicMenus"),
        .product(name: "DynamicMenusGeometry", package: "DynamicMenus"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SceneBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "PhysicsBenchmarks",
      dependencies: [
        "CChipmunkScenes",
        .product(name: "DynamicMenusDynamics", package: "DynamicMenus"),
        .product(name: "DynamicMenusBenchmarkScenes", package: "DynamicMenus"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/PhysicsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The physics scenes in C for Chipmunk2D 7 (Debian: libchipmunk-dev).
    .target(
      name: "CChipmunkScenes",
      path: "Sources/CChipmunkScenes",
      linkerSettings: [.linkedLibrary("chipmunk"), .linkedLibrary("m")]
    ),
    // Counts malloc/calloc/realloc calls (glibc interposition).
    .target(name: "CMallocCounter", path: "Sources/CMallocCounter"),
    // Dynamics against Chipmunk2D, scene by scene in one process: µs per frame, the ratio and
    // allocations per frame.
    .executableTarget(
      name: "PhysicsComparison",
      dependencies: [
        "CChipmunkScenes", "CMallocCounter",
        .product(name: "DynamicMenusDynamics", package: "DynamicMenus"),
        .product(name: "DynamicMenusBenchmarkScenes", package: "DynamicMenus"),
      ],
      path: "Sources/PhysicsComparison"
    ),
  ]
)
