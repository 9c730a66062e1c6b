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

  /// Reads a stream's commands back by their declared operands alone (Opcode.operands), as
  /// the page's decoders do: each command's values by operand name.
  static func readBack(_ stream: DisplayListStream) -> [(Opcode, [String: [Double]])] {
    let n = stream.numbers
    var i = DisplayListStream.Header.commands
    var commands: [(Opcode, [String: [Double]])] = []
    while i < n.count, let opcode = Opcode(rawValue: Int(n[i])) {
      i += 1
      var values: [String: [Double]] = [:]
      for operand in opcode.operands {
        let start = i
        if let width = operand.kind.width {
          i += width
        } else if operand.kind == .path {
          let count = Int(n[i])
          i += 1
          for _ in 0..<count {
            i += 1 + 2 * (PathElementCode(rawValue: Int(n[i]))?.pointCount ?? 0)
          }
        } else {
          let runEnd = DisplayListStream.offsets(of: DisplayListStream.runOperands).last?.offset
          i += 1 + Int(n[i]) * (runEnd ?? 0)
        }
        values[operand.name] = Array(n[start..<min(i, n.count)])
      }
      commands.append((opcode, values))
    }
    #expect(i == n.count, "the operands account for every number")
    return commands
  }

  typealias Opcode = DisplayListStream.Opcode
  typealias PathElementCode = DisplayListStream.PathElementCode

  @Test("every command reads back by its declared operands, each value under its name")
  func operands() throws {
    var path = Path()
    path.move(to: Point(x: 1, y: 2))
    path.addCurve(to: Point(x: 3, y: 4), control1: Point(x: 5, y: 6), control2: Point(x: 7, y: 8))
    path.closeSubpath()
    let shadow = Shadow(
      color: Color(red: 0, green: 0, blue: 1), opacity: 0.5, offset: Vector(dx: 2, dy: -3),
      radius: 6)
    let bitmap = try BitmapImage(rgba: [9, 9, 9, 255], width: 1, height: 1)
    let list = DisplayList(
      size: Size(width: 100, height: 50),
      commands: [
        .concatenate(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)),
        .clip(path, .evenOdd), .clipRect(Rect(x: 1, y: 2, width: 3, height: 4)),
        .beginTransparencyGroup(opacity: 0.25), .beginShadow(shadow), .shadow(shadow, path: path),
        .fill(path, .white, .nonZero),
        .stroke(path, .black, StrokeStyle(lineWidth: 3, lineCap: .square, lineJoin: .round)),
        .text(
          TextBlock(
            font: Font(family: "F", size: 17, weight: .bold), color: .white,
            runs: [
              TextRun("a", origin: Point(x: 1, y: 2), width: 3),
              TextRun("b", origin: Point(x: 4, y: 5), width: 6),
            ])),
        .backdropBlur(
          BackdropBlur(region: path, sigma: 10, saturation: 1.8, tint: Color(white: 1, alpha: 0.5))),
        .bitmap(bitmap, in: Rect(x: 7, y: 8, width: 9, height: 10)),
        .endShadow, .endTransparencyGroup,
      ])
    var stream = DisplayListStream()
    stream.encode(list)
    let read = Self.readBack(stream)
    #expect(
      read.map(\.0) == [
        .concatenate, .clip, .clipRect, .beginTransparencyGroup, .beginShadow, .shadow, .fill,
        .stroke, .text, .backdropBlur, .bitmap, .endShadow, .endTransparencyGroup,
      ])
    func value(_ k: Int, _ name: String) -> [Double]? { read[k].1[name] }
    #expect(value(0, "tx") == [5] && value(0, "ty") == [6])
    #expect(value(1, "fillRule") == [1])
    #expect(value(2, "height") == [4])
    #expect(value(3, "opacity") == [0.25])
    #expect(
      value(4, "color") == [0, 0, 1, 0.5] && value(4, "dx") == [2] && value(4, "sigma") == [3])
    #expect(value(5, "dy") == [-3] && value(5, "path")?.first == 3)
    #expect(value(6, "color") == [1, 1, 1, 1] && value(6, "fillRule") == [0])
    #expect(value(7, "width") == [3] && value(7, "lineCap") == [2] && value(7, "lineJoin") == [1])
    #expect(value(7, "miterLimit") == [10])
    #expect(value(8, "size") == [17] && value(8, "weight") == [700] && value(8, "runs")?.first == 2)
    #expect(value(9, "sigma") == [10] && value(9, "saturation") == [1.8])
    #expect(value(9, "tint") == [1, 1, 1, 0.5])
    #expect(value(10, "image") == [0] && value(10, "x") == [7] && value(10, "height") == [10])
    // A run's values by their names, as the page reads them.
    let runs = try #require(value(8, "runs"))
    let at = Dictionary(
      uniqueKeysWithValues: DisplayListStream.offsets(of: DisplayListStream.runOperands))
    let second = 1 + (at["end"] ?? 0)
    #expect(runs[second + (at["x"] ?? 0)] == 4 && runs[second + (at["width"] ?? 0)] == 6)
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
