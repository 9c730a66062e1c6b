import DynamicMenusControls
import DynamicMenusDemoScenes
import ArgumentParser
import DynamicMenusCommands
import DynamicMenusSceneFile
import Foundation
import Testing

/// Numbers the commands print for people (inspect's and bench's JSON, simulate's CSV): rounded
/// to 9 significant digits, then the shortest decimal of the rounded value; integral values
/// without a fraction; magnitudes below 1e-9 as 0. Floating-point noise such as
/// `1.7999999999999985` (108 frames of 1/60 s added up) reads as `1.8`.
@MainActor
@Suite struct NumberPrintingTests {
  @Test(
    arguments: [
      (1.7999999999999985, "1.8"),
      (0.35000000000000064, "0.35"),
      (0.6416666666666659, "0.641666667"),
      (1.0 / 3, "0.333333333"),
      (2.5666666666666664, "2.56666667"),
      (256, "256"),
      (255.99999999999997, "256"),
      (-187.5, "-187.5"),
      (9_007_199_254_740_991, "9007199254740991"),
      (123_456.789, "123456.789"),
      (1e-5, "1e-05"),
      (0.001234567891, "0.00123456789"),
      (-0.0, "0"),
      (1.2246467991473532e-16, "0"),
      (-6.123233995736766e-17, "0"),
      (1e-9, "1e-09"),
      (1e300, "1e+300"),
    ] as [(Double, String)])
  func jsonNumbers(_ value: Double, _ text: String) {
    #expect(OrderedJSON.number(value).text == text)
  }

  @Test func nonFiniteNumbersAreNull() {
    #expect(OrderedJSON.numbers([.nan, .infinity, -.infinity]).text == "[null, null, null]")
  }

  /// Every number in a text: at most 9 significant digits.
  static func longestNumber(in text: String) -> Int {
    let numbers = try! NSRegularExpression(pattern: #"-?\d+(\.\d+)?(e[-+]\d+)?"#)
    var longest = 0
    let range = NSRange(text.startIndex..., in: text)
    for match in numbers.matches(in: text, range: range) {
      let token = String(text[Range(match.range, in: text)!])
      let mantissa = token.split(separator: "e")[0].filter(\.isNumber)
      let significant = mantissa.drop { $0 == "0" }
      longest = max(longest, significant.count)
    }
    return longest
  }

  @Test("inspect prints the time and the state without noise")
  func inspectHasNoNoise() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Demos/confirm/keyboard.script").path
    let text = try InspectCommand.parse(["confirm", "--script", script, "--at", "1.8"]).json().text
    #expect(text.hasPrefix("{\"time\": 1.8, "), "\(text.prefix(40))")
    #expect(text.contains("\"intention\": 0.641666667,"))
    // Integers stay exact (frame widths, counts), everything else within 9 digits.
    #expect(text.contains("\"frame\": [0, 0, 375, 667]"))
    #expect(Self.longestNumber(in: text) <= 9)
  }

  @Test("simulate's CSV: times and positions rounded the same way")
  func simulateCSV() throws {
    let scene = try DynamicsScene.parse(
      Data(
        """
        {"size": [200, 200], "fps": 30, "frames": 80,
         "items": [{"id": "a", "center": [100, 50], "size": [20, 20], "angle": 0.3}],
         "behaviors": [{"type": "gravity", "items": ["a"]},
                       {"type": "collision", "items": ["a"], "boundsAsBoundary": true}]}
        """.utf8), file: "scene.json")
    let csv = scene.simulate()
    let lines = csv.split(separator: "\n")
    // Frame 77 at 30 fps: 77 × (1/30) is 2.5666666666666664 in doubles.
    #expect(lines[77].hasPrefix("77,2.56666667,a,"), "\(lines[77])")
    #expect(lines[1] == "1,0.0333333333,a,100,50.5,0.3,1")
    #expect(Self.longestNumber(in: csv) <= 9)
  }
}
