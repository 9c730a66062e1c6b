// libFuzzer target: any bytes parsed as a `simulate` scene file; a scene that parses runs a
// few frames. Neither may trap; every error names a line and column or a field path, and a
// simulation prints finite numbers.

import DynamicMenusCommands
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let scene: DynamicsScene
  do {
    scene = try DynamicsScene.parse(bytes, file: "fuzz.json")
  } catch {
    guard error.description.hasPrefix("fuzz.json:") else { fatalError("unnamed: \(error)") }
    return 0
  }
  // The first 30 frames at the scene's own rate (the scene model's fields stay internal).
  let csv = MainActor.assumeIsolated { scene.simulate(frames: 30) }
  for row in csv.split(separator: "\n").dropFirst() {
    let fields = row.split(separator: ",")
    for i in [3, 4, 5] where !(Double(fields[i])?.isFinite ?? false) {
      fatalError("a non-finite value reached an item: \(row)")
    }
  }
  return 0
}
