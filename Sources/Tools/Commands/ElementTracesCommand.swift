public import ArgumentParser
import DynamicMenusDemoScenes
import DynamicMenusElements

/// `dynamic-menus element-traces [--demos DIR]`: every control's demo scripts as the calls a
/// page makes on its element (``ElementTrace``), each drawn by the layers and by the canvas,
/// with the native build's digest; `make wasm-check` replays them in every package module
/// (scripts/element-check.mjs), each element's own and the main one, and requires the same
/// digests bit for bit:
///
/// ```text
/// trace dial/tap/layers 5be2…   (the name: control, script, renderer; the digest)
/// element dial-menu 512.0 512.0
/// …                             (the trace's lines)
/// end
/// ```
///
/// Exit status: 0 written; 1 an element could not be made; 2 the demo directory cannot be
/// read or a script does not parse.
public struct ElementTracesCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "element-traces",
    abstract: "Print the demo scripts as element calls, with the digests every module must give.")

  /// The demo scripts' directory.
  @OptionGroup var demoScripts: DemoDirectoryOption

  /// Creates the command.
  public init() {}

  /// Prints the traces, or reports bad input with exit status 2.
  public func run() throws {
    try MainActor.assumeIsolated {
      try reportingBadInput("element-traces") {
        for line in try lines() { print(line) }
      }
    }
  }

  /// The lines `run()` prints.
  @MainActor
  func lines() throws(BadInput) -> [String] {
    guard let directory = demoScripts.directory else {
      throw BadInput("no demo scripts' directory: pass --demos DIR")
    }
    var lines: [String] = []
    for scene in DemoRegistry.controls {
      guard let kind = ElementTrace.kinds[scene.name] else { continue }
      for demo in try DemoScripts.load(control: scene.name, in: directory) {
        for layers in [true, false] {
          let trace = ElementTrace(kind: kind, scene: scene, script: demo.script, layers: layers)
          guard let digest = trace.digest() else {
            throw BadInput("no \(kind.tagName) could be made for \(scene.name)/\(demo.name)")
          }
          let name = "\(scene.name)/\(demo.name)/\(layers ? "layers" : "canvas")"
          lines.append("trace \(name) " + DigestCommand.hex(digest))
          lines += trace.lines
          lines.append("end")
        }
      }
    }
    return lines
  }
}
