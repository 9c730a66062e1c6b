import DynamicMenusDynamics
import DynamicMenusGeometry
public import DynamicMenusSceneFile

@MainActor
extension DynamicsScene {
  /// Runs the scene for `frames` frames of 1/`fps` s and returns the CSV: the header
  /// `frame,time,item,x,y,angle,running`, then one row per item per frame in the scene's
  /// item order; frame 1 is the state after the first frame. Screen scale 1 is not applied:
  /// centres are the animator's written-back values (snapped at scale 2, as on a Retina
  /// device).
  public func simulate(frames: Int? = nil, fps: Double? = nil) -> String {
    var csv = ""
    simulate(frames: frames, fps: fps) { csv += $0 }
    return csv
  }

  /// Runs the scene as ``simulate(frames:fps:)`` does and hands the CSV to `write` in order,
  /// in pieces of about 64 KB, so a long run never holds its whole output in memory.
  public func simulate(frames: Int? = nil, fps: Double? = nil, write: (String) -> Void) {
    let chunk = 1 << 16
    var csv = "frame,time,item,x,y,angle,running\n"
    csv.reserveCapacity(chunk + 1024)
    let ids = itemIdentifiers
    run(frames: frames, fps: fps) { frame, time, items, running in
      for (k, item) in items.enumerated() {
        let angle = Angles.atan2(item.transform.b, item.transform.a)
        let p = item.center
        csv += "\(frame),\(Self.csv(time)),\(ids[k]),\(Self.csv(p.x)),"
        csv += "\(Self.csv(p.y)),\(Self.csv(angle)),\(running ? 1 : 0)\n"
        if csv.utf8.count >= chunk {
          write(csv)
          csv.removeAll(keepingCapacity: true)
        }
      }
    }
    if !csv.isEmpty { write(csv) }
  }

  /// A number of the CSV, as ``PrintedNumber`` writes it (`nan` and `inf` should the engine
  /// ever give them, so a reader sees them).
  static func csv(_ value: Double) -> String {
    PrintedNumber.text(value) ?? String(value)
  }
}
