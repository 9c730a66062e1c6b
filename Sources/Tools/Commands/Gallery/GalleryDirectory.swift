import Foundation

/// The gallery's output directory, written all at once: files go into a hidden staging
/// directory beside the destination, which replaces the destination only when everything is
/// written. A failure (or a crash) leaves the destination as it was and removes the staging
/// directory and any parent directory made for it.
///
/// An existing destination is replaced only when it is empty or an earlier gallery (its
/// `index.html` carries ``GalleryPage/generatorMark``): `--out ~` must not wipe a home.
struct GalleryDirectory {
  /// The destination, absolute and standardised.
  let url: URL
  /// Where files are written until ``commit()``.
  let staging: URL
  /// Parent directories this run created (deepest last), removed again on failure.
  private var createdParents: [URL] = []

  /// Checks `path` before any work: it is not a file, its nearest existing ancestor is a
  /// writable directory, and an existing directory there is empty or an earlier gallery.
  init(path: String) throws(BadInput) {
    guard !path.isEmpty else { throw BadInput("--out needs a directory") }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    if fm.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw BadInput("cannot write the gallery to '\(path)': it is a file, not a directory")
      }
      let contents = (try? fm.contentsOfDirectory(atPath: url.path)) ?? []
      let index = url.appendingPathComponent("index.html")
      let isGallery =
        (try? String(contentsOf: index, encoding: .utf8))?.contains(GalleryPage.generatorMark)
        ?? false
      guard contents.isEmpty || isGallery else {
        throw BadInput(
          "cannot write the gallery to '\(path)': the directory holds other files "
            + "(it is neither empty nor an earlier gallery); choose another --out")
      }
    }
    // The nearest existing ancestor must be a writable directory.
    var ancestor = url.deletingLastPathComponent()
    while !fm.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
      ancestor = ancestor.deletingLastPathComponent()
    }
    guard isDirectory.boolValue else {
      throw BadInput("cannot write the gallery to '\(path)': '\(ancestor.path)' is a file")
    }
    guard fm.isWritableFile(atPath: ancestor.path) else {
      throw BadInput(
        "cannot write the gallery to '\(path)': the directory '\(ancestor.path)' is not writable")
    }
    self.url = url
    staging = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
  }

  /// Creates the staging directory (and the destination's missing parents).
  mutating func prepare() throws(BadInput) {
    let fm = FileManager.default
    var missing: [URL] = []
    var parent = url.deletingLastPathComponent()
    while !fm.fileExists(atPath: parent.path) {
      missing.append(parent)
      parent = parent.deletingLastPathComponent()
    }
    do {
      for directory in missing.reversed() {
        try fm.createDirectory(at: directory, withIntermediateDirectories: false)
        createdParents.append(directory)
      }
      try? fm.removeItem(at: staging)
      try fm.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      discard()
      throw BadInput("cannot write the gallery to '\(url.path)': \(error.localizedDescription)")
    }
  }

  /// Writes `bytes` to `relativePath` inside the staging directory (making its folder).
  func write(_ bytes: [UInt8], to relativePath: String) throws(BadInput) {
    let file = staging.appendingPathComponent(relativePath)
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    } catch {
      throw BadInput("cannot write '\(url.path)/\(relativePath)': \(error.localizedDescription)")
    }
  }

  /// Puts the staging directory in the destination's place (an earlier gallery is removed).
  func commit() throws(BadInput) {
    let fm = FileManager.default
    let old = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
    let hadOld = fm.fileExists(atPath: url.path)
    if hadOld {
      guard rename(url.path, old.path) == 0 else {
        throw BadInput("cannot replace '\(url.path)': \(String(cString: strerror(errno)))")
      }
    }
    guard rename(staging.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      if hadOld { _ = rename(old.path, url.path) }
      throw BadInput("cannot write the gallery to '\(url.path)': \(reason)")
    }
    if hadOld { try? fm.removeItem(at: old) }
  }

  /// Removes everything this run wrote: the staging directory and the parents it made.
  func discard() {
    try? FileManager.default.removeItem(at: staging)
    for directory in createdParents.reversed() {
      try? FileManager.default.removeItem(at: directory)
    }
  }
}
