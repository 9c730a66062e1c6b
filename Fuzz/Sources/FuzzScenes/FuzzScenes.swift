import DynamicMenusSceneFile
import Foundation

// libFuzzer target: any bytes parsed as a `simulate` scene file; a scene that parses runs a
// few frames. Neither may trap; every error names a line and column or a field path, and a
// simulation prints finite numbers.


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
  MainActor.assumeIsolated {
    scene.run(frames: 30) { frame, _, items, _ in
      for item in items {
        let t = item.transform
        guard item.center.x.isFinite, item.center.y.isFinite, t.a.isFinite, t.b.isFinite else {
          fatalError("a non-finite value reached an item at frame \(frame): \(item.center)")
        }
      }
    }
  }
  return 0
}
