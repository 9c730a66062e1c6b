public import ArgumentParser
import DynamicMenusDemoScenes
import DynamicMenusGeometry

/// `dynamic-menus digest [--demos DIR]`: the determinism digests, one per line, that the
/// WebAssembly module must reproduce bit for bit (`make wasm-check` compares them):
///
/// ```text
/// elementary bb55f860ff4f59e9
/// confirm - 0f1e…            (the scene with no script)
/// confirm cancel 3c2d…       (the scene through Demos/confirm/cancel.script)
/// confirm cancel handover 9a… (the same, its coasting stretches handed to the compositor)
/// ```
///
/// Each digest is 16 hexadecimal digits (see `DeterminismDigest`). Exit status 2 when the
/// demo directory cannot be read or a script does not parse.
public struct DigestCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "digest",
    abstract: "Print the determinism digests the WebAssembly build must reproduce.")

  /// The demo scripts' directory.
  @OptionGroup var demoScripts: DemoDirectoryOption

  /// Creates the command.
  public init() {}

  /// Prints the digests, or reports bad input with exit status 2.
  public func run() throws {
    try MainActor.assumeIsolated {
      try reportingBadInput("digest") {
        for line in try lines() { print(line) }
      }
    }
  }

  /// The lines `run()` prints.
  @MainActor
  public func lines() throws(BadInput) -> [String] {
    let directory = demoScripts.directory
    var lines = ["elementary " + Self.hex(elementaryFunctionDigest())]
    for kind in DemoRegistry.scenes {
      lines.append("\(kind.name) - " + Self.hex(DeterminismDigest.scene(kind, script: nil)))
      let scripts = try directory.map { d throws(BadInput) in
        try DemoScripts.load(control: kind.name, in: d)
      }
      for demo in scripts ?? [] {
        let digest = DeterminismDigest.scene(kind, script: demo.script)
        lines.append("\(kind.name) \(demo.name) " + Self.hex(digest))
        let handedOver = DeterminismDigest.handover(kind, script: demo.script, handsOver: true)
        lines.append("\(kind.name) \(demo.name) handover " + Self.hex(handedOver.digest))
      }
    }
    return lines
  }

  /// `value` as 16 lower-case hexadecimal digits.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
