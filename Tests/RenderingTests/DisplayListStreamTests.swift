import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// `DisplayListStream`: the flat form the browser host reads, value for value as its table
/// says.
@Suite struct DisplayListStreamTests {
  @Test("header, state, a transform, a fill, a stroke and text, exactly as the table says")
  func layout() {
    var path = Path()
    path.move(to: Point(x: 1, y: 2))
    path.addLine(to: Point(x: 3, y: 4))
    path.closeSubpath()
    let list = DisplayList(
      size: Size(width: 375, height: 667), background: Color(red: 0.5, green: 0, blue: 1),
      commands: [
        .saveState,
        .concatenate(AffineTransform(a: 1, b: 0, c: 0, d: 2, tx: 10, ty: 20)),
        .fill(path, Color(red: 1, green: 0, blue: 0, alpha: 0.5), .evenOdd),
        .stroke(
          path, .black,
          StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4)),
        .text(
          TextBlock(
            font: Font(family: "DejaVu Sans", size: 17, weight: .bold), color: .white,
            runs: [TextRun("Hé", origin: Point(x: 5, y: 6), width: 20)])),
        .restoreState,
      ])
    var stream = DisplayListStream()
    stream.encode(list)
    let pathNumbers: [Double] = [3, 0, 1, 2, 1, 3, 4, 4]
    let expected: [Double] =
      [1, 375, 667, 0.5, 0, 1, 1]
      + [1]
      + [3, 1, 0, 0, 2, 10, 20]
      + [14, 1, 0, 0, 0.5, 1] + pathNumbers
      + [15, 0, 0, 0, 1, 3, 1, 2, 4] + pathNumbers
      + [16, 1, 1, 1, 1, 17, 700, 0, 11, 1, 5, 6, 20, 11, 3]
      + [2]
    #expect(stream.numbers == expected)
    #expect(String(decoding: stream.text, as: UTF8.self) == "DejaVu SansHé")
  }

  @Test("encoding again replaces the contents")
  func replaces() {
    var stream = DisplayListStream()
    stream.encode(DisplayList(size: Size(width: 10, height: 10), commands: [.saveState]))
    stream.encode(DisplayList(size: Size(width: 20, height: 30)))
    #expect(stream.numbers == [1, 20, 30, 0, 0, 0, 0])
    #expect(stream.text.isEmpty)
  }
}
