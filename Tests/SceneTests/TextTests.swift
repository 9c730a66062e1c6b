import DynamicMenusGeometry
import Testing
@testable import DynamicMenusLayers

@MainActor
@Suite("Text: Font, the fallback measurer, TextLayout and TextLayer")
struct TextTests {
  let measurer = FallbackTextMeasurer()
  let font = Font.systemFont(ofSize: 20)

  @Test("fonts: the system font is DejaVu Sans; weights map to CSS and UIKit values")
  func fonts() {
    let f = Font.systemFont(ofSize: 17, weight: .semibold)
    #expect(f.family == "DejaVu Sans" && f.size == 17 && f.weight.cssWeight == 600)
    #expect(Font.boldSystemFont(ofSize: 12).weight == .bold && Font.Weight.black.uiKitValue == 0.62)
    #expect(f.withSize(9).size == 9 && f.withWeight(.light).weight == .light)
    #expect(Font.Weight.allCases.sorted() == Font.Weight.allCases)
  }

  @Test("the fallback measures DejaVu Sans' advances: 'm' 0.974 em, space 0.318 em, bold wider")
  func fallbackWidths() {
    #expect(abs(measurer.width(of: "m", font: font) - 20 * 1995 / 2048) < 1e-12)
    #expect(abs(measurer.width(of: " ", font: font) - 20 * 651 / 2048) < 1e-12)
    let word = "Settings"
    let regular = measurer.width(of: word, font: font)
    #expect(regular > 0.5 * 20 * 8 && regular < 0.7 * 20 * 8)  // about 0.6 em per letter
    #expect(measurer.width(of: word, font: font.withWeight(.bold)) > regular)
    #expect(measurer.width(of: "e\u{301}", font: font) == measurer.width(of: "e", font: font))
    #expect(abs(measurer.metrics(of: font).lineHeight - 20 * 2384 / 2048) < 1e-12)
  }

  @Test("wrapping breaks at spaces within the width; long words break between characters")
  func wrapping() {
    let layout = TextLayout(
      string: "one two three four", font: font, width: 90, isWrapped: true, measurer: measurer)
    #expect(layout.lines.map(\.text) == ["one two", "three", "four"])
    #expect(layout.lines.allSatisfy { $0.width <= 90 })
    #expect(abs(layout.size.height - 3 * measurer.metrics(of: font).lineHeight) < 1e-12)
    let long = TextLayout(
      string: "abcdefghijklmnop", font: font, width: 60, isWrapped: true, measurer: measurer)
    #expect(long.lines.count > 1 && long.lines.allSatisfy { $0.width <= 60 })
    #expect(long.lines.map(\.text).joined() == "abcdefghijklmnop")
    let paragraphs = TextLayout(string: "a\n\nb", font: font, measurer: measurer)
    #expect(paragraphs.lines.map(\.text) == ["a", "", "b"])
    #expect(TextLayout(string: "", font: font, measurer: measurer).size == .zero)
  }

  @Test("truncation at the end, start and middle fits the width with an ellipsis")
  func truncation() {
    let text = "Download the whole archive"
    for (mode, check) in [
      (TextTruncation.end, { (s: String) in s.hasPrefix("Download") && s.hasSuffix("…") }),
      (.start, { $0.hasPrefix("…") && $0.hasSuffix("archive") }),
      (.middle, { $0.hasPrefix("Down") && $0.contains("…") && $0.hasSuffix("ive") }),
    ] {
      let layout = TextLayout(
        string: text, font: font, width: 150, truncation: mode, measurer: measurer)
      let line = layout.lines[0]
      #expect(line.width <= 150 && check(line.text), "\(mode): \(line.text)")
      // The largest cut that fits: one more character would not.
      #expect(line.width > 150 - 2 * 20)
    }
    // Wrapped text taller than its box keeps what fits and ends the last line with "…".
    let tall = TextLayout(
      string: "one two three four five six", font: font, width: 100, height: 50,
      isWrapped: true, truncation: .end, measurer: measurer)
    #expect(tall.lines.count == 2 && tall.lines[1].text.hasSuffix("…"))
  }

  @Test("alignment places lines in the box; justified widens the gaps but not the last line")
  func alignment() {
    let w = measurer.width(of: "abc", font: font)
    for (mode, x) in [
      (TextAlignment.left, 0.0), (.natural, 0), (.center, (200 - w) / 2), (.right, 200 - w),
    ] {
      let l = TextLayout(string: "abc", font: font, width: 200, alignment: mode, measurer: measurer)
      #expect(abs(l.lines[0].runs[0].origin.x - x) < 1e-12, "\(mode)")
      #expect(abs(l.lines[0].baseline - measurer.metrics(of: font).ascent) < 1e-12)
    }
    let j = TextLayout(
      string: "aa bb cc dd ee ff", font: font, width: 100, isWrapped: true, alignment: .justified,
      measurer: measurer)
    let first = j.lines[0]
    let lastRun = first.runs[first.runs.count - 1]
    #expect(first.runs.count > 1 && abs(lastRun.origin.x + lastRun.width - 100) < 1e-9)
    #expect(j.lines.last!.runs.count == 1)
  }

  @Test("TextLayer: CATextLayer defaults, layout in its bounds, preferred size")
  func textLayer() {
    let t = TextLayer()
    #expect(t.string == nil && t.font.size == 36 && t.foregroundColor == .white)
    #expect(t.alignment == .natural && t.truncationMode == .none && !t.isWrapped)
    t.string = "Settings"
    t.font = .systemFont(ofSize: 17)
    let size = t.preferredSize(measurer: measurer)
    #expect(abs(size.width - measurer.width(of: "Settings", font: t.font)) < 1e-12)
    t.bounds = Rect(x: 5, y: 7, width: 200, height: 40)
    t.alignment = .right
    let layout = t.textLayout(measurer: measurer)
    #expect(abs(layout.lines[0].runs[0].origin.x + size.width - 205) < 1e-9)
    #expect(abs(layout.lines[0].baseline + 0 - measurer.metrics(of: t.font).ascent) < 1e-12)
    #expect(abs(layout.lines[0].runs[0].origin.y - 7 - measurer.metrics(of: t.font).ascent) < 1e-12)
    #expect(TextMeasurement.withMeasurer(measurer) { t.preferredSize() } == size)
  }
}
