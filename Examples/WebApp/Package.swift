// swift-tools-version: 6.2
// A Swift app for the browser: Embedded Swift for WebAssembly, depending on DynamicMenus by
// path, that builds its own control tree (a dial whose choice changes a label) in a window
// on a canvas through the public host API (`ControlHost`, `HostPointers`, `WebHost`), and
// exports one function the page calls. `make test` builds it (build.sh) and checks it in
// Chromium (Tests/Browser/webapp_test.py).
//
// Build it only as build.sh does: DYNAMIC_MENUS_WASM=1 and the C runtime's paths in the
// environment, `--triple wasm32-unknown-none-wasm`. (DynamicMenusWebCanvas, the canvas
// layer, exists only in that build.)

import PackageDescription

let environment = Context.environment
let runtime = [
  environment["DYNAMIC_MENUS_WASI_SYSROOT"].map { "\($0)/crt1-reactor.o" },
  environment["DYNAMIC_MENUS_WASI_SYSROOT"].map { "\($0)/libc.a" },
  environment["DYNAMIC_MENUS_WASM_BUILTINS"],
  environment["DYNAMIC_MENUS_SWIFT_UNICODE_TABLES"],
].compactMap { $0 }
let link =
  [
    "--no-entry", "--stack-first", "-z", "stack-size=1048576", "--strip-all",
    "--export=_initialize",
  ] + runtime

let package = Package(
  name: "WebApp",
  dependencies: [.package(name: "DynamicMenus", path: "../..")],
  targets: [
    .executableTarget(
      name: "WebApp",
      dependencies: [
        .product(name: "DynamicMenus", package: "DynamicMenus"),
        .product(name: "DynamicMenusWebCanvas", package: "DynamicMenus"),
      ],
      path: "Sources/WebApp",
      swiftSettings: [
        .enableExperimentalFeature("Embedded"), .enableExperimentalFeature("Extern"),
        .swiftLanguageMode(.v5),
        .unsafeFlags(["-wmo", "-Osize", "-Xfrontend", "-disable-stack-protector"]),
      ],
      linkerSettings: [
        .unsafeFlags(["-Xclang-linker", "-nostdlib"] + link.flatMap { ["-Xlinker", $0] })
      ])
  ]
)
