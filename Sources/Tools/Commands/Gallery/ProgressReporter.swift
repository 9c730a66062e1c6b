import Foundation

/// Progress on standard error: a bar redrawn in place on a terminal, one plain line per item
/// otherwise (a log, a pipe, `make` in CI), so the output stays readable wherever it goes.
struct ProgressReporter {
  /// The total number of items.
  let total: Int
  /// Whether standard error is a terminal (the bar), or not (plain lines).
  let isTerminal: Bool
  /// The bar's width in characters.
  static let barWidth = 28

  init(total: Int, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
    self.total = max(total, 1)
    self.isTerminal = isTerminal
  }

  /// The text for item `done` of ``total`` (1-based), named `label`.
  func line(done: Int, label: String) -> String {
    if isTerminal {
      let filled = Self.barWidth * done / total
      let bar =
        String(repeating: "█", count: filled)
        + String(repeating: "░", count: Self.barWidth - filled)
      // \r returns to the line's start, ESC[K clears what an earlier, longer label left.
      return "\r\(bar) \(done)/\(total) \(label)\u{1B}[K"
    }
    return "gallery: \(done)/\(total) \(label)\n"
  }

  /// Reports that item `done` is finished.
  func report(done: Int, label: String) {
    FileHandle.standardError.write(Data(line(done: done, label: label).utf8))
  }

  /// Ends the bar's line on a terminal.
  func finish() {
    if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
