// swift-tools-version: 6.1
// DynamicMenus: physics-driven, animated menu controls with UIKit's semantics, on any platform
// Swift runs on. See README.md (its Layout section) for the modules, and docs/design.md for the
// design notes (where the code departs from the house sketch, which is not in this repository).

import PackageDescription

/// Settings every target shares: Swift 6 mode (strict concurrency is the language default).
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "DynamicMenus",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Geometry", targets: ["Geometry"]),
    .library(name: "Animation", targets: ["Animation"]),
    .library(name: "Dynamics", targets: ["Dynamics"]),
    .library(name: "Scene", targets: ["Scene"]),
    .library(name: "Menus", targets: ["Menus"]),
    .library(name: "Rendering", targets: ["Rendering"]),
    .library(name: "CairoRendering", targets: ["CairoRendering"]),
    .executable(name: "dynamic-menus", targets: ["dynamic-menus"]),
    // The commands as a library, for the fuzz targets in Fuzz/ (the scene-file parser).
    .library(name: "DynamicMenusCommands", targets: ["DynamicMenusCommands"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // The portable core: no system library, Foundation only where it earns its place.
    .target(name: "Geometry", swiftSettings: strict),
    .target(name: "Animation", dependencies: ["Geometry"], swiftSettings: strict),
    .target(name: "Dynamics", dependencies: ["Geometry"], swiftSettings: strict),
    .target(
      name: "Scene", dependencies: ["Geometry", "Animation", "Dynamics"], swiftSettings: strict),
    .target(name: "Menus", dependencies: ["Scene"], swiftSettings: strict),
    .target(name: "Rendering", dependencies: ["Geometry", "Scene"], swiftSettings: strict),

    // System libraries, each through a small C shim header.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),

    .target(
      name: "CairoRendering",
      dependencies: ["Geometry", "Scene", "Rendering", "CCairo", "CPangoCairo"],
      swiftSettings: strict),
    // The command line: its commands live in a library so tests can drive them in-process.
    .target(
      name: "DynamicMenusCommands",
      dependencies: [
        "Geometry", "Animation", "Dynamics", "Scene", "Menus", "Rendering", "CairoRendering",
        "CSDL2",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    .executableTarget(
      name: "dynamic-menus", dependencies: ["DynamicMenusCommands"], swiftSettings: strict),

    // Tests: one target per module, and a shared support target.
    .target(
      name: "TestSupport",
      dependencies: [
        "Geometry", "Scene", "Rendering", "CairoRendering",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Tests/TestSupport", swiftSettings: strict),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"], swiftSettings: strict),
    .testTarget(
      name: "AnimationTests", dependencies: ["Animation", "Geometry"], swiftSettings: strict),
    .testTarget(
      name: "DynamicsTests", dependencies: ["Dynamics", "Geometry"], swiftSettings: strict),
    .testTarget(
      name: "SceneTests", dependencies: ["Scene", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "MenusTests", dependencies: ["Menus", "TestSupport"],
      exclude: [
        "ConfirmActionButton/__Snapshots__", "DialMenu/__Snapshots__",
        "FloatingMenu/__Snapshots__", "RadialMenu/__Snapshots__", "SlideMenu/__Snapshots__",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "RenderingTests", dependencies: ["Rendering", "CairoRendering", "TestSupport"],
      exclude: ["__Snapshots__"], swiftSettings: strict),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "DynamicMenusCommands", "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
  ]
)
