package import DynamicMenusGeometry
public import DynamicMenusLayers

/// A display list as flat numbers and UTF-8 text, for a renderer on the other side of a
/// language boundary: the browser host reads ``numbers`` as a `Float64Array` and ``text`` as
/// bytes straight out of WebAssembly memory, with no parsing and no objects per command.
///
/// Encoding reuses the buffers' storage, so a host that keeps one stream allocates nothing
/// per frame once the buffers have grown to the busiest frame.
///
/// The layout (every value one `Double`; the page's display-list reader reads it). The codes
/// are defined once, in ``Opcode``, ``PathElementCode``, ``fillRules``, ``lineCaps`` and
/// ``lineJoins``; the table gives their values:
///
/// | part | values |
/// |---|---|
/// | header | `1` (the version), width, height (points), background r g b a |
/// | colour | r g b a, each 0…1 |
/// | path | element count, then per element its kind and points: `0` move x y, `1` line x y, `2` quad cx cy x y, `3` cubic c1x c1y c2x c2y x y, `4` close |
/// | string | byte offset and byte length in ``text`` |
///
/// Then one command after another, an opcode and its operands:
///
/// | opcode | command | operands |
/// |---|---|---|
/// | 1 | save state | |
/// | 2 | restore state | |
/// | 3 | concatenate | a b c d tx ty |
/// | 4 | clip | fill rule (0 non-zero, 1 even-odd), path |
/// | 5 | clip rectangle | x y width height |
/// | 6 | begin transparency group | opacity |
/// | 7 | end transparency group | |
/// | 8 | begin masked content | |
/// | 9 | begin mask | |
/// | 10 | end mask | |
/// | 11 | begin shadow | colour (with the shadow's opacity), offset x y, blur σ |
/// | 12 | end shadow | |
/// | 13 | shadow of a path | colour, offset x y, σ, path |
/// | 14 | fill | colour, fill rule, path |
/// | 15 | stroke | colour, line width, cap (0 butt, 1 round, 2 square), join (0 miter, 1 round, 2 bevel), miter limit, path |
/// | 16 | text | colour, font size, CSS weight, family (string), run count, then per run x y width (string) |
/// | 17 | backdrop blur | σ, saturation, tint colour, region path |
/// | 18 | bitmap | index in ``images``, x y width height |
///
/// A vector image is written as the fills and strokes of its shapes. A bitmap's bytes (a PNG
/// file, or pixels: `BitmapImage.Format`) are not in the numbers: ``images`` holds every
/// distinct bitmap the stream has met, in the order it met them, across frames, so the page
/// makes an image of each once (reading the ones past the count it has seen) and a frame
/// names it by index.
public nonisolated struct DisplayListStream: Sendable {
  /// The numbers: header, then commands.
  public private(set) var numbers: [Double] = []
  /// The UTF-8 bytes of every string the numbers point into.
  public private(set) var text: [UInt8] = []
  /// Every distinct bitmap encoded so far, by index; kept across frames (a host decodes
  /// each once). Grows by the images a stream ever shows, never per frame.
  public private(set) var images: [BitmapImage] = []
  /// The index of each bitmap in ``images``.
  private var imageIndices: [BitmapImage: Int] = [:]
  /// Where each command of the list starts in ``numbers``, then where the numbers end: a
  /// command's numbers are `commandStarts[i]..<commandStarts[i + 1]` (a vector image writes
  /// several of the stream's commands there).
  public private(set) var commandStarts: [Int] = []

  /// An empty stream.
  public init() {}

  /// Replaces the stream's contents with `list`.
  public mutating func encode(_ list: DisplayList) {
    removeAll()
    _ = append(list)
  }

  /// Empties the numbers and the text (not ``images``), keeping their storage.
  public mutating func removeAll() {
    numbers.removeAll(keepingCapacity: true)
    text.removeAll(keepingCapacity: true)
    commandStarts.removeAll(keepingCapacity: true)
  }

  /// Appends `list` after what the stream holds, header and all, and returns where its
  /// numbers lie: a page reads those numbers as one list (its strings point into the shared
  /// ``text``). ``commandStarts`` then notes only this list's commands.
  public mutating func append(_ list: DisplayList) -> Range<Int> {
    let start = numbers.count
    numbers.append(Double(Self.version))
    numbers.append(list.size.width)
    numbers.append(list.size.height)
    append(list.background)
    assert(numbers.count - start == Header.commands)
    commandStarts.removeAll(keepingCapacity: true)
    for command in list.commands {
      commandStarts.append(numbers.count)
      append(command)
    }
    commandStarts.append(numbers.count)
    return start..<numbers.count
  }

  /// The index of `image` in ``images``, adding it when new.
  private mutating func index(of image: BitmapImage) -> Int {
    if let known = imageIndices[image] { return known }
    images.append(image)
    imageIndices[image] = images.count - 1
    return images.count - 1
  }

  private mutating func append(_ command: DisplayCommand) {
    switch command {
    case .saveState: append(opcode: .saveState)
    case .restoreState: append(opcode: .restoreState)
    case .concatenate(let t):
      append(opcode: .concatenate)
      numbers.append(t.a)
      numbers.append(t.b)
      numbers.append(t.c)
      numbers.append(t.d)
      numbers.append(t.tx)
      numbers.append(t.ty)
    case .clip(let path, let rule):
      append(opcode: .clip)
      append(rule)
      append(path)
    case .clipRect(let r):
      append(opcode: .clipRect)
      numbers.append(r.origin.x)
      numbers.append(r.origin.y)
      numbers.append(r.size.width)
      numbers.append(r.size.height)
    case .beginTransparencyGroup(let opacity):
      append(opcode: .beginTransparencyGroup)
      numbers.append(opacity)
    case .endTransparencyGroup: append(opcode: .endTransparencyGroup)
    case .beginMaskedContent: append(opcode: .beginMaskedContent)
    case .beginMask: append(opcode: .beginMask)
    case .endMask: append(opcode: .endMask)
    case .beginShadow(let shadow):
      append(opcode: .beginShadow)
      append(shadow)
    case .endShadow: append(opcode: .endShadow)
    case .shadow(let shadow, let path):
      append(opcode: .shadow)
      append(shadow)
      append(path)
    case .fill(let path, let color, let rule):
      appendFill(path, color, rule)
    case .stroke(let path, let color, let style):
      appendStroke(path, color, style)
    case .text(let block):
      append(opcode: .text)
      append(block.color)
      numbers.append(block.font.size)
      numbers.append(Double(block.font.weight.cssWeight))
      append(block.font.family)
      numbers.append(Double(block.runs.count))
      for run in block.runs {
        numbers.append(run.origin.x)
        numbers.append(run.origin.y)
        numbers.append(run.width)
        append(run.text)
      }
    case .image(let image):
      for shape in image.shapes {
        if let rule = shape.fillRule { appendFill(shape.path, shape.color, rule) }
        if let style = shape.stroke { appendStroke(shape.path, shape.color, style) }
      }
    case .bitmap(let image, let rect):
      append(opcode: .bitmap)
      numbers.append(Double(index(of: image)))
      let r = rect.standardized
      numbers.append(r.minX)
      numbers.append(r.minY)
      numbers.append(r.width)
      numbers.append(r.height)
    case .backdropBlur(let blur):
      append(opcode: .backdropBlur)
      numbers.append(blur.sigma)
      numbers.append(blur.saturation)
      append(blur.tint)
      append(blur.region)
    }
  }

  private mutating func appendFill(_ path: Path, _ color: Color, _ rule: FillRule) {
    append(opcode: .fill)
    append(color)
    append(rule)
    append(path)
  }

  private mutating func appendStroke(_ path: Path, _ color: Color, _ style: StrokeStyle) {
    append(opcode: .stroke)
    append(color)
    numbers.append(style.lineWidth)
    numbers.append(Self.code(style.lineCap, in: Self.lineCaps))
    numbers.append(Self.code(style.lineJoin, in: Self.lineJoins))
    numbers.append(style.miterLimit)
    append(path)
  }

  private mutating func append(opcode: Opcode) {
    numbers.append(Double(opcode.rawValue))
  }

  private mutating func append(_ point: Point) {
    numbers.append(point.x)
    numbers.append(point.y)
  }

  private mutating func append(_ color: Color) {
    numbers.append(color.red)
    numbers.append(color.green)
    numbers.append(color.blue)
    numbers.append(color.alpha)
  }

  /// A shadow as its paint (the colour with the shadow's opacity), offset and σ.
  private mutating func append(_ shadow: Shadow) {
    append(shadow.paint)
    numbers.append(shadow.offset.dx)
    numbers.append(shadow.offset.dy)
    numbers.append(shadow.sigma)
  }

  private mutating func append(_ rule: FillRule) {
    numbers.append(Self.code(rule, in: Self.fillRules))
  }

  private mutating func append(_ string: String) {
    numbers.append(Double(text.count))
    let start = text.count
    text.append(contentsOf: string.utf8)
    numbers.append(Double(text.count - start))
  }

  private mutating func append(_ path: Path) {
    Self.append(path, to: &numbers)
  }

  /// Appends `path` to `numbers` as a list writes it: its element count, then each element's
  /// ``PathElementCode`` and points (the page's `path()` reads it; the layer stream's clips
  /// use the same form).
  package static func append(_ path: Path, to numbers: inout [Double]) {
    func put(_ p: Point) {
      numbers.append(p.x)
      numbers.append(p.y)
    }
    numbers.append(Double(path.elements.count))
    for element in path.elements {
      numbers.append(Double(PathElementCode(element).rawValue))
      switch element {
      case .move(let p), .line(let p):
        put(p)
      case .quadCurve(let p, let c):
        put(c)
        put(p)
      case .curve(let p, let c1, let c2):
        put(c1)
        put(c2)
        put(p)
      case .closeSubpath: break
      }
    }
  }
}
