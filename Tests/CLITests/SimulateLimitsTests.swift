import DynamicMenusCommands
import DynamicMenusSceneFile
import Foundation
import Testing

/// `dynamic-menus simulate` at the edges of what a user can type: items too small or too light
/// for the engine's single-precision metres and kilograms are refused (they came out as NaN
/// positions), and a long run streams its CSV instead of holding it (100 billion frames asked
/// for a 12.8 TB buffer and crashed).
@MainActor
@Suite struct SimulateLimitsTests {
  func parse(_ json: String) throws(SceneError) -> DynamicsScene {
    try DynamicsScene.parse(Data(json.utf8), file: "scene.json")
  }

  func message(_ json: String) -> String? {
    do {
      _ = try parse(json)
      return nil
    } catch {
      return error.description
    }
  }

  /// Two items held together and colliding, with the first item's size and density given.
  static func pair(size: String, density: String = "1") -> String {
    """
    {"frames": 30,
     "items": [{"id": "a", "center": [100, 100], "size": \(size)},
               {"id": "b", "center": [100, 130], "size": [20, 20]}],
     "behaviors": [{"type": "gravity", "items": ["a", "b"]},
                   {"type": "collision", "items": ["a", "b"], "boundsAsBoundary": true},
                   {"type": "attachment", "item": "a", "toItem": "b"},
                   {"type": "item", "items": ["a"], "density": \(density)}]}
    """
  }

  @Test(arguments: ["[1e-8, 1e-8]", "[1e-20, 1e-20]", "[1e-300, 1e-300]", "[20, 0.0009]"])
  func itemsBelowAThousandthOfAPointAreRefused(size: String) {
    #expect(
      message(Self.pair(size: size))
        == "scene.json: items[0].size: the width and height must be at least 0.001 points")
  }

  @Test(arguments: ["1e-40", "1e-9", "0.0000009"])
  func densitiesBelowAMillionthAreRefused(density: String) {
    #expect(
      message(Self.pair(size: "[10, 10]", density: density))
        == "scene.json: behaviors[3].density: must be at least 0.000001")
  }

  /// The smallest sizes and densities accepted simulate to finite numbers, in every shape.
  @Test(arguments: ["rectangle", "ellipse"])
  func theSmallestAcceptedItemsStayFinite(shape: String) throws {
    for size in ["[0.001, 0.001]", "[0.001, 20]", "[1000000, 0.001]"] {
      for density in ["0.000001", "1", "1000000"] {
        let json = Self.pair(size: size, density: density).replacingOccurrences(
          of: "\"size\": \(size)", with: "\"size\": \(size), \"shape\": \"\(shape)\"")
        let csv = try parse(json).simulate()
        for row in csv.split(separator: "\n").dropFirst() {
          let fields = row.split(separator: ",")
          let numbers = [fields[3], fields[4], fields[5]].compactMap { Double($0) }
          #expect(
            numbers.count == 3 && numbers.allSatisfy(\.isFinite),
            "\(shape) \(size) density \(density): \(row)")
        }
      }
    }
  }

  @Test func theCSVStreamsInPiecesOfAbout64KB() throws {
    let json = """
      {"frames": 3000, "items": [{"id": "box", "center": [150, 50], "size": [100, 100]},
                                 {"id": "ball", "center": [300, 50], "size": [40, 40]}],
       "behaviors": [{"type": "gravity", "items": ["box", "ball"]},
                     {"type": "collision", "items": ["box", "ball"], "boundsAsBoundary": true}]}
      """
    let scene = try parse(json)
    var pieces: [String] = []
    scene.simulate { pieces.append($0) }
    #expect(pieces.count > 2)
    // Each piece is at most 64 KB plus the row that crossed it.
    #expect(pieces.allSatisfy { $0.utf8.count < (1 << 16) + 256 })
    #expect(pieces.allSatisfy { $0.hasSuffix("\n") })
    #expect(pieces.joined() == scene.simulate())
    #expect(scene.simulate().split(separator: "\n").count == 1 + 3000 * 2)
  }
}
