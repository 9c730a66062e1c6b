// swift-tools-version: 6.2
// The five controls in a SwiftUI app: an app package Xcode and Swift Playgrounds open and run
// (AppleProductTypes exists only there). `make apple-check` type-checks Sources/ on Linux for
// iOS and macOS; .github/workflows/apple.yml builds it for the iOS Simulator.
import PackageDescription
import AppleProductTypes

let package = Package(
  name: "SwiftUIApp",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "SwiftUIApp",
      targets: ["AppModule"],
      bundleIdentifier: "org.dynamicmenus.examples.swiftui",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .star),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
    )
  ],
  dependencies: [.package(name: "DynamicMenus", path: "../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "DynamicMenusControls", package: "DynamicMenus"),
        .product(name: "DynamicMenusSwiftUI", package: "DynamicMenus"),
      ],
      path: "Sources",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    )
  ]
)
