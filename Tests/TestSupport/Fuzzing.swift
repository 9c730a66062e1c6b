public import DynamicMenusGeometry
public import Foundation

/// How much the seeded fuzz, property and soak tests do: a size CI affords by default, much
/// more with `DYNAMICMENUS_LONG=1` in the environment (docs/reliability.md has the figures).
public enum FuzzBudget {
  /// Whether the long mode is on (`DYNAMICMENUS_LONG` set to anything but `0` or empty).
  public static let isLong: Bool = {
    let value = ProcessInfo.processInfo.environment["DYNAMICMENUS_LONG"] ?? ""
    return !value.isEmpty && value != "0"
  }()

  /// `normal` in the normal suite, `long` in the long mode.
  public static func count(_ normal: Int, long: Int) -> Int { isLong ? long : normal }
}

/// The repository's root, found from this file's path (Tests/TestSupport/Fuzzing.swift).
public let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every demo script under Demos/ (`Demos/<control>/*.script`), sorted by path, as
/// (path relative to the root, text): seeds for the parser's property tests and corpora.
public func demoScripts() -> [(path: String, text: String)] {
  let demos = repositoryRoot.appendingPathComponent("Demos")
  let manager = FileManager.default
  guard let enumerator = manager.enumerator(at: demos, includingPropertiesForKeys: nil) else {
    return []
  }
  var found: [(String, String)] = []
  for case let url as URL in enumerator where url.pathExtension == "script" {
    if let text = try? String(contentsOf: url, encoding: .utf8) {
      found.append((String(url.path.dropFirst(repositoryRoot.path.count + 1)), text))
    }
  }
  return found.sorted { $0.0 < $1.0 }
}

/// Seeded, structure-blind mutations of text, as a fuzzer makes them: characters deleted,
/// inserted, replaced and duplicated, lines swapped, and words a parser knows spliced in.
public struct TextMutator {
  /// The generator; seeded, so a failing input is named by its seed.
  public var rng: SeededGenerator
  /// Words spliced into the text: what the parser expects, and what it must refuse.
  public var dictionary: [String]

  /// A mutator drawing from `seed`, splicing `dictionary`'s words and a few hostile ones.
  public init(seed: UInt64, dictionary: [String]) {
    rng = SeededGenerator(seed: seed)
    self.dictionary =
      dictionary + [
        "nan", "inf", "-inf", "1e400", "-1e400", "0x10", "1_000", "1e", ".", "-", "+", "",
        "9999999999999999999999", "-0", "1e-400", "\u{0}", "\t", "\r\n", "\r", "\u{2028}",
        "é", "🙂", "\u{301}", "#", "\"", "\\", "{", "}", "[", "]", ",", ":", "\u{FEFF}",
      ]
  }

  /// `text` with 1…`maximumEdits` random edits.
  public mutating func mutate(_ text: String, maximumEdits: Int = 4) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...maximumEdits, using: &rng) {
      let at = Int.random(in: 0...characters.count, using: &rng)
      switch Int.random(in: 0..<7, using: &rng) {
      case 0 where !characters.isEmpty:  // delete a run
        let end = min(characters.count, at + Int.random(in: 1...8, using: &rng))
        characters.removeSubrange(min(at, characters.count - 1)..<end)
      case 1:  // insert a known or hostile word
        let word = dictionary.randomElement(using: &rng)!
        let space: [Character] = Bool.random(using: &rng) ? [" "] : []
        characters.insert(contentsOf: space + Array(word) + space, at: at)
      case 2 where at < characters.count:  // replace a character with any printable one
        characters[at] = Character(
          Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
      case 3 where at < characters.count:  // replace with a digit (numbers stay numbers)
        characters[at] = Character(
          Unicode.Scalar(UInt8.random(in: 0x30...0x39, using: &rng)))
      case 4 where !characters.isEmpty:  // duplicate a run
        let start = min(at, characters.count - 1)
        let end = min(characters.count, start + Int.random(in: 1...24, using: &rng))
        characters.insert(contentsOf: characters[start..<end], at: start)
      case 5:  // swap two lines
        var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1 {
          let a = Int.random(in: 0..<lines.count, using: &rng)
          let b = Int.random(in: 0..<lines.count, using: &rng)
          lines.swapAt(a, b)
          characters = Array(lines.joined(separator: "\n"))
        }
      default:  // a random byte sequence, valid UTF-8 or repaired
        let bytes = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
          UInt8.random(in: 0...255, using: &rng)
        }
        characters.insert(contentsOf: String(decoding: bytes, as: UTF8.self), at: at)
      }
    }
    return String(characters)
  }
}
