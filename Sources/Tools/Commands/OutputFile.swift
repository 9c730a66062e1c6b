import Foundation

/// An output file written all at once: into a temporary file in the same directory, then
/// renamed over the destination, so a failure (or a crash) never leaves a partial file.
struct OutputFile {
  /// The formats `render` writes, by extension.
  enum Format: String, CaseIterable {
    case png, svg, apng

    /// Whether it holds several frames.
    var isAnimated: Bool { self == .apng }
  }

  /// The destination path as given.
  let path: String
  let format: Format

  /// Checks the extension and that the directory exists and is writable (before any work).
  init(path: String) throws(BadInput) {
    guard !path.isEmpty else { throw BadInput("--out needs a file name") }
    let url = URL(fileURLWithPath: path)
    let ext = url.pathExtension.lowercased()
    guard let format = Format(rawValue: ext) else {
      let supported = Format.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
      throw BadInput(
        "unknown output format \(ext.isEmpty ? "(no extension)" : "'.\(ext)'") in '\(path)': "
          + "use \(supported)")
    }
    var isDirectory: ObjCBool = false
    let directory = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw BadInput("cannot write '\(path)': the directory '\(directory)' does not exist") }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      throw BadInput("cannot write '\(path)': the directory '\(directory)' is not writable")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw BadInput("cannot write '\(path)': it is a directory")
    }
    self.path = path
    self.format = format
  }

  /// Writes `bytes` to a temporary sibling and renames it over the destination.
  func write(_ bytes: [UInt8]) throws(BadInput) {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
    do {
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw BadInput("cannot write '\(path)': \(error.localizedDescription)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw BadInput("cannot write '\(path)': \(reason)")
    }
  }
}
