// swift-tools-version: 6.2
// A package that depends on DynamicMenus by version, as an app's package would
// (`make consumer-test` tags a copy of this repository with VERSION and builds this against
// it, the dependency line replaced by the README's own install line).
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // consumer-test.sh replaces this line with the README's (Install), at the copy's URL.
    .package(url: "DYNAMIC_MENUS_URL", from: "0.0.0")
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [.product(name: "DynamicMenus", package: "DynamicMenus")])
  ]
)
