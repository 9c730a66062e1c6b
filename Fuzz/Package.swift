import PackageDescription

// swift-tools-version: 6.1
// DynamicMenus fuzz targets: libFuzzer executables for the two parsers a user feeds text to,
// in a separate package so the main package carries no fuzzer flags. Run with `make fuzz`
// (FUZZ_SECONDS per target, default 60); docs/reliability.md explains the targets, the seed
// corpora and the figures.

let package = Package(
  name: "DynamicMenusFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "DynamicMenus", path: "..")
  ],
  targets: [
    // Interaction scripts (DynamicMenusScripts' InteractionScript parser).
    .executableTarget(
      name: "FuzzScripts",
      dependencies: [.product(name: "DynamicMenusScripts", package: "DynamicMenus")],
      path: "Sources/FuzzScripts"),
    // `simulate` scene files (DynamicMenusSceneFile's DynamicsScene parser), simulated briefly.
    .executableTarget(
      name: "FuzzScenes",
      dependencies: [.product(name: "DynamicMenusSceneFile", package: "DynamicMenus")],
      path: "Sources/FuzzScenes"),
  ]
)
