// swift-tools-version: 6.2
// A package that depends on DynamicMenus by version, as an app's package would
// (`make consumer-test` tags a copy of this repository and builds this against it).
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // consumer-test.sh replaces DYNAMIC_MENUS_URL with the tagged copy's file:// URL.
    .package(url: "DYNAMIC_MENUS_URL", from: "1.0.0")
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [.product(name: "DynamicMenus", package: "DynamicMenus")])
  ]
)
