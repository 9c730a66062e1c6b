/// Path data in SVG's syntax (the `d` attribute), for writing shapes compactly:
/// `Path(svgPathData: "M21 15v4a2 2 0 0 1-2 2H5")` minus the arc.
///
/// Supported: `M m L l H h V v C c S s Q q T t Z z`, numbers with signs, decimals and
/// exponents, separated by spaces, commas or nothing where unambiguous (`1-2`, `.5.5`), and
/// implicit repetition (extra pairs after `M` are lines). Arcs (`A`) are not: build them with
/// ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``.
extension Path {
  /// A malformed path string: what is wrong and at which character offset.
  public struct SVGSyntaxError: Error, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The offset of the offending character in the string (in Unicode scalars).
    public var offset: Int
    /// `message at offset N`.
    public var description: String { "\(message) at offset \(offset)" }
  }

  /// Parses SVG path data.
  ///
  /// - Throws: ``SVGSyntaxError`` for an unknown command, a missing or non-finite number, or
  ///   numbers before the first command.
  public init(svgPathData data: String) throws(SVGSyntaxError) {
    self.init()
    var scanner = SVGScanner(Array(data.unicodeScalars))
    var command: Unicode.Scalar?
    var lastControl: Point?  // reflected by S and T
    var lastWasCubic = false, lastWasQuad = false
    while true {
      scanner.skipSeparators()
      guard let c = scanner.peek() else { break }
      // Path data is ASCII: commands are its letters. (Unicode's letter properties would
      // link the standard library's property tables into the WebAssembly module.)
      if c.isASCIILetter {
        scanner.advance()
        command = c
        if c == "Z" || c == "z" {
          closeSubpath()
          lastWasCubic = false
          lastWasQuad = false
          continue
        }
      } else if command == nil {
        throw SVGSyntaxError(message: "path data must start with a command", offset: scanner.index)
      }
      guard let cmd = command else { break }
      let relative = cmd >= "a" && cmd <= "z"
      let origin = relative ? (currentPoint ?? .zero) : .zero
      func point() throws(SVGSyntaxError) -> Point {
        let x = try scanner.number(), y = try scanner.number()
        return Point(x: origin.x + x, y: origin.y + y)
      }
      let pen = currentPoint ?? .zero
      var isCubic = false, isQuad = false
      switch cmd {
      case "M", "m":
        move(to: try point())
        command = relative ? "l" : "L"  // further pairs are lines
      case "L", "l":
        addLine(to: try point())
      case "H", "h":
        let x = try scanner.number()
        addLine(to: Point(x: relative ? pen.x + x : x, y: pen.y))
      case "V", "v":
        let y = try scanner.number()
        addLine(to: Point(x: pen.x, y: relative ? pen.y + y : y))
      case "C", "c":
        let c1 = try point(), c2 = try point(), p = try point()
        addCurve(to: p, control1: c1, control2: c2)
        lastControl = c2
        isCubic = true
      case "S", "s":
        let c1 = lastWasCubic ? pen + (pen - (lastControl ?? pen)) : pen
        let c2 = try point(), p = try point()
        addCurve(to: p, control1: c1, control2: c2)
        lastControl = c2
        isCubic = true
      case "Q", "q":
        let c = try point(), p = try point()
        addQuadCurve(to: p, control: c)
        lastControl = c
        isQuad = true
      case "T", "t":
        let c = lastWasQuad ? pen + (pen - (lastControl ?? pen)) : pen
        addQuadCurve(to: try point(), control: c)
        lastControl = c
        isQuad = true
      default:
        throw SVGSyntaxError(
          message: "unsupported path command \"\(Character(cmd))\"", offset: scanner.index - 1)
      }
      lastWasCubic = isCubic
      lastWasQuad = isQuad
    }
  }
}

/// Reads numbers and separators from path data.
private struct SVGScanner {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
  mutating func advance() { index += 1 }

  mutating func skipSeparators() {
    while let c = peek(), c == " " || c == "," || c == "\n" || c == "\t" || c == "\r" {
      advance()
    }
  }

  /// A number: sign, digits, one decimal point, an exponent.
  mutating func number() throws(Path.SVGSyntaxError) -> Double {
    skipSeparators()
    let start = index
    var text = ""
    if let c = peek(), c == "+" || c == "-" {
      text.unicodeScalars.append(c)
      advance()
    }
    var seenDot = false, seenDigit = false
    while let c = peek() {
      if c.isASCIIDigit {
        seenDigit = true
      } else if c == "." && !seenDot {
        seenDot = true
      } else {
        break
      }
      text.unicodeScalars.append(c)
      advance()
    }
    if seenDigit, let c = peek(), c == "e" || c == "E" {
      text.unicodeScalars.append(c)
      advance()
      if let s = peek(), s == "+" || s == "-" {
        text.unicodeScalars.append(s)
        advance()
      }
      while let d = peek(), d.isASCIIDigit {
        text.unicodeScalars.append(d)
        advance()
      }
    }
    guard seenDigit, let value = Double(text), value.isFinite else {
      throw Path.SVGSyntaxError(message: "expected a number", offset: start)
    }
    return value
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is `a`…`z` or `A`…`Z`.
  var isASCIILetter: Bool { (self >= "a" && self <= "z") || (self >= "A" && self <= "Z") }
  /// Whether the scalar is `0`…`9`.
  var isASCIIDigit: Bool { self >= "0" && self <= "9" }
}
