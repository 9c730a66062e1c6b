public import DynamicMenusGeometry

/// How lines of text sit in their box (`CATextLayerAlignmentMode`, `NSTextAlignment`).
public nonisolated enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// The script's natural side: left (right-to-left scripts are not modelled).
  case natural
  /// Flush on both sides by widening the spaces, except on a paragraph's last line.
  case justified
}

/// Where text that does not fit is cut and marked with "…" (`CATextLayerTruncationMode`).
public nonisolated enum TextTruncation: String, Hashable, Sendable, CaseIterable {
  /// Not truncated: what does not fit is clipped.
  case none
  /// "…" replaces the start: "…end of text".
  case start
  /// "…" replaces the middle: "Sta…ext".
  case middle
  /// "…" replaces the end: "Start of…".
  case end
}

/// Text broken into lines and placed in a box: what a renderer draws, run by run.
///
/// The rules (CATextLayer's, with UIKit's word wrapping):
/// - `"\n"` always starts a new line (a paragraph);
/// - wrapped text breaks greedily at spaces into lines no wider than the box; a word wider than
///   the box is broken between characters; trailing spaces do not count;
/// - unwrapped text keeps one line per paragraph; with a truncation mode, a line wider than the
///   box is cut with "…";
/// - wrapped text taller than the box, with a truncation mode, keeps the lines that fit (at
///   least one) and cuts the rest of the text into the last of them;
/// - alignment places each line in the box's width (the widest line's, when there is no box);
///   justified lines widen their spaces, so they come as one run per word;
/// - baselines fall at `ascent + i × lineHeight` from the box's top.
public nonisolated struct TextLayout: Hashable, Sendable {
  /// A piece of a line drawn in one go: its text, the left end of its baseline, its width.
  public nonisolated struct Run: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// The left end of the baseline, in the box's space (y down from the box's top).
    public var origin: Point
    /// The advance width, in points.
    public var width: Double
  }

  /// One line: its runs (one, or one per word when justified).
  public nonisolated struct Line: Hashable, Sendable {
    /// The runs, left to right.
    public var runs: [Run]
    /// The line's text (the runs joined by single spaces when justified).
    public var text: String
    /// The baseline's distance from the box's top, in points.
    public var baseline: Double
    /// The natural width (before justification), in points.
    public var width: Double
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The font's metrics used.
  public var metrics: FontMetrics
  /// The size of the text: the widest line × (lines × line height).
  public var size: Size

  /// Lays out `string` in `font`.
  ///
  /// - Parameters:
  ///   - string: the text.
  ///   - font: its font.
  ///   - width: the box's width, or nil for no limit (no wrapping or truncation then).
  ///   - height: the box's height, used to truncate wrapped text; nil for no limit.
  ///   - isWrapped: whether lines wrap at the box's width.
  ///   - truncation: where overflowing text is cut.
  ///   - alignment: where lines sit in the box's width.
  ///   - measurer: the widths of runs and the font's metrics.
  public init(
    string: String, font: Font, width: Double? = nil, height: Double? = nil,
    isWrapped: Bool = false, truncation: TextTruncation = .none,
    alignment: TextAlignment = .natural, measurer: any TextMeasurer
  ) {
    let metrics = measurer.metrics(of: font)
    self.metrics = metrics
    let measure = { (s: String) in measurer.width(of: s, font: font) }
    let limit = width.map { Swift.max($0, 0) }
    // 1. Break into lines; each remembers whether it ends its paragraph (for justification).
    var texts: [(text: String, endsParagraph: Bool)] = []
    let paragraphs =
      string.isEmpty ? [] : string.split(separator: "\n", omittingEmptySubsequences: false)
    for paragraph in paragraphs {
      let p = String(paragraph)
      if isWrapped, let limit {
        let wrapped = TextLayout.wrap(p, width: limit, measure: measure)
        for (i, line) in wrapped.enumerated() { texts.append((line, i == wrapped.count - 1)) }
      } else {
        texts.append((p, true))
      }
    }
    // 2. Truncate.
    if truncation != .none, let limit {
      if isWrapped, let height, !texts.isEmpty {
        let fit = Swift.max(1, Int(((height + 1e-9) / metrics.lineHeight).rounded(.down)))
        if texts.count > fit {
          let rest = texts[(fit - 1)...].map { $0.text }.joined(separator: " ")
          texts = Array(texts[..<(fit - 1)])
          texts.append(
            (TextLayout.truncate(rest, to: limit, mode: truncation, measure: measure), true))
        }
      } else {
        texts = texts.map {
          (
            TextLayout.truncate($0.text, to: limit, mode: truncation, measure: measure),
            $0.endsParagraph
          )
        }
      }
    }
    // 3. Place.
    let widths = texts.map { measure(TextLayout.trimmingTrailingSpaces($0.text)) }
    let widest = widths.max() ?? 0
    let box = limit ?? widest
    var lines: [Line] = []
    for (i, entry) in texts.enumerated() {
      let text = TextLayout.trimmingTrailingSpaces(entry.text)
      let w = widths[i]
      let baseline = metrics.ascent + Double(i) * metrics.lineHeight
      var runs: [Run]
      switch alignment {
      case .left, .natural:
        runs = [Run(text: text, origin: Point(x: 0, y: baseline), width: w)]
      case .center:
        runs = [Run(text: text, origin: Point(x: (box - w) / 2, y: baseline), width: w)]
      case .right:
        runs = [Run(text: text, origin: Point(x: box - w, y: baseline), width: w)]
      case .justified:
        let words = text.split(separator: " ").map(String.init)
        if isWrapped, !entry.endsParagraph, words.count > 1, box > w {
          let wordWidths = words.map(measure)
          let gap = (box - wordWidths.reduce(0, +)) / Double(words.count - 1)
          var x = 0.0
          runs = []
          for (word, ww) in zip(words, wordWidths) {
            runs.append(Run(text: word, origin: Point(x: x, y: baseline), width: ww))
            x += ww + gap
          }
        } else {
          runs = [Run(text: text, origin: Point(x: 0, y: baseline), width: w)]
        }
      }
      lines.append(Line(runs: runs, text: text, baseline: baseline, width: w))
    }
    self.lines = lines
    self.size = Size(width: widest, height: Double(lines.count) * metrics.lineHeight)
  }

  /// The layout moved by `offset` (every run's origin).
  public func offsetBy(_ offset: Vector) -> TextLayout {
    var copy = self
    for i in copy.lines.indices {
      for j in copy.lines[i].runs.indices { copy.lines[i].runs[j].origin += offset }
    }
    return copy
  }

  /// Greedy word wrapping of one paragraph into lines no wider than `width`.
  static func wrap(_ paragraph: String, width: Double, measure: (String) -> Double) -> [String] {
    guard !paragraph.isEmpty else { return [""] }
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if measure(trimmingTrailingSpaces(candidate)) <= width + 1e-9 {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      // The word starts a line; break it between characters while it is too wide.
      var rest = word
      while measure(rest) > width + 1e-9, rest.count > 1 {
        let cut = longestFittingPrefix(of: rest, width: width, measure: measure)
        lines.append(String(rest.prefix(cut)))
        rest = String(rest.dropFirst(cut))
      }
      current = rest
    }
    lines.append(current)
    return lines
  }

  /// The most leading characters of `text` (at least one) that fit in `width`.
  static func longestFittingPrefix(of text: String, width: Double, measure: (String) -> Double)
    -> Int
  {
    var lo = 1, hi = text.count
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if measure(String(text.prefix(mid))) <= width + 1e-9 { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// `text` cut with "…" where `mode` says, as long as fits in `width` (just "…" at worst).
  static func truncate(
    _ text: String, to width: Double, mode: TextTruncation, measure: (String) -> Double
  ) -> String {
    guard mode != .none, measure(text) > width + 1e-9 else { return text }
    let chars = Array(text)
    let ellipsis = "…"
    // The candidate keeping k characters; widths grow with k, so bisect for the largest fit.
    func candidate(_ k: Int) -> String {
      switch mode {
      case .none, .end:
        return trimmingTrailingSpaces(String(chars[..<k])) + ellipsis
      case .start:
        return ellipsis + String(chars[(chars.count - k)...]).drop(while: { $0 == " " })
      case .middle:
        let head = (k + 1) / 2, tail = k / 2
        return trimmingTrailingSpaces(String(chars[..<head])) + ellipsis
          + String(chars[(chars.count - tail)...]).drop(while: { $0 == " " })
      }
    }
    var lo = 0, hi = chars.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if measure(candidate(mid)) <= width + 1e-9 { lo = mid } else { hi = mid - 1 }
    }
    return candidate(lo)
  }

  /// `text` without trailing spaces.
  static func trimmingTrailingSpaces(_ text: String) -> String {
    var t = Substring(text)
    while t.last == " " { t = t.dropLast() }
    return String(t)
  }
}
