// swift-tools-version: 6.2
// The smallest UIKit app with a dial: an app package Xcode and Swift Playgrounds open and run
// (AppleProductTypes exists only there). `make apple-check` type-checks Sources/ on Linux;
// .github/workflows/apple.yml builds it for the iOS Simulator.
import PackageDescription
import AppleProductTypes

let package = Package(
  name: "UIKitApp",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "UIKitApp",
      targets: ["AppModule"],
      bundleIdentifier: "org.dynamicmenus.examples.uikit",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .coffee),
      accentColor: .presetColor(.orange),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
    )
  ],
  dependencies: [.package(name: "DynamicMenus", path: "../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "DynamicMenus", package: "DynamicMenus"),
        .product(name: "DynamicMenusUIKit", package: "DynamicMenus"),
      ],
      path: "Sources",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    )
  ]
)
