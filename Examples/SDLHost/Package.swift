// swift-tools-version: 6.2
// An app that embeds one DynamicMenus control in a plain SDL2 window, through the host
// interface (ControlHost) alone, as any app would. Its own package: it builds against the
// library by path. `make test` builds it and drives it under Xvfb
// (Tests/Examples/sdl_host_test.py); run it with `swift run` here.

import PackageDescription

let package = Package(
  name: "SDLHost",
  dependencies: [.package(name: "DynamicMenus", path: "../..")],
  targets: [
    .systemLibrary(name: "CSDLHost", path: "Sources/CSDLHost", pkgConfig: "sdl2"),
    .executableTarget(
      name: "sdl-host",
      dependencies: [
        "CSDLHost",
        .product(name: "DynamicMenus", package: "DynamicMenus"),
        .product(name: "DynamicMenusCairo", package: "DynamicMenus"),
      ],
      path: "Sources/SDLHost"),
  ]
)
