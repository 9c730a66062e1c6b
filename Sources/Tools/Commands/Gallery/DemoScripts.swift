import ArgumentParser
import DynamicMenusScripts
import DynamicMenusViews
import Foundation

/// One demo script of a control: `Demos/<control>/<name>.script`, with the `# title:` and
/// `# caption:` comment lines the gallery shows.
struct DemoScript {
  /// The control's name (the script's directory).
  var control: String
  /// The file name without `.script` ("select").
  var name: String
  /// The `# title:` line, else the name.
  var title: String
  /// The `# caption:` line, else "".
  var caption: String
  /// The parsed script.
  var script: InteractionScript

  /// Reads the comment lines `# title: …` and `# caption: …` (the first of each).
  static func metadata(in source: String) -> (title: String?, caption: String?) {
    var title: String?
    var caption: String?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#") else { continue }
      let comment = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
      for (key, slot) in [("title:", 0), ("caption:", 1)] where comment.hasPrefix(key) {
        let value = comment.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
        if slot == 0, title == nil { title = value }
        if slot == 1, caption == nil { caption = value }
      }
    }
    return (title, caption)
  }
}

/// `--demos DIR`, the option of every command that plays the demo scripts.
struct DemoDirectoryOption: ParsableArguments, Sendable {
  /// The demo scripts' directory as given.
  @Option(
    help: ArgumentHelp(
      "The demo scripts' directory (default: ./Demos, else the package's).", valueName: "dir"))
  var demos: String?

  /// The directory given, else the default one (nil when there is none).
  var directory: String? { demos ?? DemoScripts.defaultDirectory() }
}

/// Finds and loads the demo scripts: `DIR/<control>/*.script`, sorted by name.
enum DemoScripts {
  /// Where the demo scripts are when no directory is given: `./Demos` when it exists, else the
  /// package's own `Demos` (found from this source file's path, for a build run elsewhere).
  static func defaultDirectory() -> String? {
    let candidates = [
      FileManager.default.currentDirectoryPath + "/Demos",
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demos")
        .path,
    ]
    return candidates.first { isDirectory($0) }
  }

  static func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory)
      && directory.boolValue
  }

  /// The scripts of `control` in `directory`, sorted by file name; none when the control has
  /// no directory. A script that does not parse is bad input (named with its line and column).
  static func load(control: String, in directory: String) throws(BadInput) -> [DemoScript] {
    let folder = directory + "/" + control
    guard isDirectory(folder) else { return [] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".script") && !$0.hasPrefix(".") }.sorted()
    } catch {
      throw BadInput("cannot list '\(folder)': \(error.localizedDescription)")
    }
    var scripts: [DemoScript] = []
    for file in names {
      let path = folder + "/" + file
      guard let data = FileManager.default.contents(atPath: path) else {
        throw BadInput("cannot read script '\(path)'")
      }
      let source = String(decoding: data, as: UTF8.self)
      let script: InteractionScript
      do {
        script = try InteractionScript(parsing: source, name: path)
      } catch {
        throw BadInput("\(error)")
      }
      let name = String(file.dropLast(".script".count))
      let meta = DemoScript.metadata(in: source)
      scripts.append(
        DemoScript(
          control: control, name: name, title: meta.title ?? name, caption: meta.caption ?? "",
          script: script))
    }
    return scripts
  }
}
