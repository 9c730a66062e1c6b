public import DynamicMenusControls
public import DynamicMenusHost
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews

/// Everything a page and the module must agree on, as one JSON value: the elements with their
/// attributes (name, property, Swift field, type, valid values, default, summary), the event
/// names by ``ElementEvent/Kind`` and the event record's layout, the input sources, the
/// built-in icon names and the item icon kinds, the style's custom properties, the
/// accessibility traits' bits, actions and the accessibility stream's layout, the cursors, and
/// the display-list stream's codes and header, and the web canvas's own numbers (pointer
/// phases, keys, the script timeline, the damage record: ElementManifest+Web.swift). `make web`
/// writes it into the package as its generated vocabulary and makes the TypeScript
/// declarations, the Custom Elements Manifest and the reference page from it, so none of them
/// is written twice.
public enum ElementManifest {
  /// The manifest (`dm_manifest` in the demo module, out/wasm/DynamicMenus.wasm, gives it to
  /// `make web`; the package's modules do not carry it).
  public static var json: OrderedJSON {
    .object(
      [
        ("elements", .array(ElementKind.allCases.map(element))),
        ("events", .array(ElementEvent.Kind.allCases.map { .string($0.eventName) })),
        (
          "eventRecord",
          numbers([
            ("stride", ElementEvent.Record.stride), ("kind", ElementEvent.Record.kind),
            ("index", ElementEvent.Record.index), ("source", ElementEvent.Record.source),
          ])
        ),
        ("sources", .array(HostPointers.InputSource.allCases.map { .string(sourceName($0)) })),
        ("symbols", .array(Icons.all.map { .string($0.name) })),
        ("iconGridSide", .number(Icons.gridSide)),
        ("itemIcons", numbers(ElementItem.IconKind.allCases.map { ($0.name, Int($0.rawValue)) })),
        ("style", style),
        (
          "fontWeights",
          .object(Font.Weight.named.map { ($0.0, .number(Double($0.1.cssWeight))) })
        ),
        (
          "traits",
          .object(AccessibilityTraits.named.map { ($0.name, .number(Double($0.trait.rawValue))) })
        ),
        (
          "expandedStatus",
          numbers([
            ("unsupported", AccessibilityExpandedStatus.unsupported.rawValue),
            ("expanded", AccessibilityExpandedStatus.expanded.rawValue),
            ("collapsed", AccessibilityExpandedStatus.collapsed.rawValue),
          ])
        ),
        (
          "accessibilityActions",
          numbers(AccessibilityStream.Action.allCases.map { ($0.name, Int($0.rawValue)) })
        ),
        ("accessibility", accessibility),
        ("cursors", .array(PointerCursor.allCases.map { .string(cssName($0)) })),
        ("displayList", displayList),
      ] + webCanvas)
  }

  /// An object of whole numbers, keys in the given order.
  public static func numbers(_ pairs: [(String, Int)]) -> OrderedJSON {
    .object(pairs.map { ($0.0, .number(Double($0.1))) })
  }

  /// The custom properties the elements read, in the order the page passes them.
  static var style: OrderedJSON {
    .object([
      (
        "colors",
        .array(
          ElementStyle.colorProperties.map {
            .object([("name", .string($0.name)), ("summary", .string($0.summary))])
          })
      ),
      (
        "fontSize",
        .object([
          ("name", .string(ElementStyle.fontSizeProperty.name)),
          ("summary", .string(ElementStyle.fontSizeProperty.summary)),
        ])
      ),
    ])
  }

  /// The accessibility stream's layout (``AccessibilityStream/Layout``).
  static var accessibility: OrderedJSON {
    typealias L = AccessibilityStream.Layout
    return numbers([
      ("count", L.count), ("focused", L.focused), ("recordCount", L.recordCount),
      ("records", L.records), ("index", L.index), ("frame", L.frame), ("traits", L.traits),
      ("expanded", L.expanded), ("label", L.label), ("value", L.value), ("hint", L.hint),
      ("actionCount", L.actionCount), ("stringLength", L.stringLength),
    ])
  }

  /// The display-list stream's codes (``DisplayListStream``): the version, each opcode and
  /// path element by name, the header's offsets, each path element's point count (by code),
  /// the placeholder image's commands, and the fill rules, caps and joins in code order.
  static var displayList: OrderedJSON {
    typealias Stream = DisplayListStream
    return .object([
      ("version", .number(Double(Stream.version))),
      ("opcodes", .object(Stream.Opcode.allCases.map { ($0.name, .number(Double($0.rawValue))) })),
      (
        "pathElements",
        .object(Stream.PathElementCode.allCases.map { ($0.name, .number(Double($0.rawValue))) })
      ),
      (
        "header",
        numbers([
          ("version", Stream.Header.version), ("width", Stream.Header.width),
          ("height", Stream.Header.height), ("background", Stream.Header.background),
          ("commands", Stream.Header.commands),
        ])
      ),
      (
        "pathPointCounts",
        .array(Stream.PathElementCode.allCases.map { .number(Double($0.pointCount)) })
      ),
      ("placeholder", .numbers(placeholderCommands)),
      ("fillRules", .array(Stream.fillRules.map { .string($0.rawValue) })),
      ("lineCaps", .array(Stream.lineCaps.map { .string($0.rawValue) })),
      ("lineJoins", .array(Stream.lineJoins.map { .string($0.rawValue) })),
      ("bitmapFormats", .array(BitmapImage.Format.allCases.map { .string($0.name) })),
      (
        "operands",
        .object(Stream.Opcode.allCases.map { ($0.name, offsets(Stream.offsets(of: $0.operands))) })
      ),
      ("runOperands", offsets(Stream.offsets(of: Stream.runOperands))),
      (
        "pixelSize",
        .object([
          ("maximumSide", .number(Double(DisplayList.maximumPixelSide))),
          ("roundingTolerance", .number(DisplayList.pixelRoundingTolerance)),
        ])
      ),
      (
        "backdropSampling",
        .object([
          ("reach", .number(BackdropSampling.reach)),
          ("largestFactor", .number(Double(BackdropSampling.largestFactor))),
          ("pixelsPerSigma", .number(BackdropSampling.pixelsPerSigma)),
        ])
      ),
    ])
  }

  /// Operand offsets by name, as the page's decoders read them.
  private static func offsets(_ pairs: [(name: String, offset: Int)]) -> OrderedJSON {
    numbers(pairs.map { ($0.name, $0.offset) })
  }

  /// `Image.placeholder` in the unit box as the stream's commands (no header): what a renderer
  /// draws, scaled onto a bitmap's rectangle, for a bitmap it could not decode.
  static var placeholderCommands: [Double] {
    let unit = Rect(x: 0, y: 0, width: 1, height: 1)
    let shapes = Image.placeholder.resolved(in: unit, tint: Color(white: 0))
    var stream = DisplayListStream()
    stream.encode(DisplayList(size: unit.size, commands: [.image(VectorImage(shapes: shapes))]))
    return Array(stream.numbers[DisplayListStream.Header.commands...])
  }

  /// The name a page sees for a source (`detail.source`).
  public static func sourceName(_ source: HostPointers.InputSource) -> String {
    switch source {
    case .pointer: "pointer"
    case .keyboard: "keyboard"
    case .accessibility: "accessibility"
    }
  }

  /// CSS's cursor for a ``PointerCursor``.
  static func cssName(_ cursor: PointerCursor) -> String {
    switch cursor {
    case .arrow: "default"
    case .pointingHand: "pointer"
    case .openHand: "grab"
    case .closedHand: "grabbing"
    }
  }

  private static func element(_ kind: ElementKind) -> OrderedJSON {
    let documentation = Self.documentation(of: kind)
    let fields: [OrderedJSON] =
      switch kind {
      case .dialMenu: attributes(DialMenu.Configuration.self, documentation)
      case .radialMenu: attributes(RadialMenu.Configuration.self, documentation)
      case .confirmButton: attributes(ConfirmActionButton.Configuration.self, documentation)
      case .floatingMenu: attributes(FloatingMenuController.Configuration.self, documentation)
      case .slideMenu: attributes(SlideMenu.Configuration.self, documentation)
      }
    let title: [(String, OrderedJSON)] =
      kind == .confirmButton ? [("defaultTitle", .string(ControlElement.defaultTitle))] : []
    return .object(
      [
        ("tag", .string(kind.tagName)),
        ("kind", .string(kind.rawValue)),
        ("isMenu", .bool(kind.isMenu)),
      ] + title + [
        ("defaultSize", .numbers([kind.defaultSize.width, kind.defaultSize.height])),
        ("fontWeights", .numbers(kind.fontWeights.map { Double($0.cssWeight) })),
        (
          "ownAttributes",
          .array(
            kind.ownAttributes.map {
              .object(
                [
                  ("name", .string($0.name)), ("type", .string($0.type)),
                  ("default", .string($0.default)), ("summary", .string($0.summary)),
                ] + ($0.words.isEmpty ? [] : [("words", .array($0.words.map { .string($0) }))]))
            })
        ),
        ("attributes", .array(fields)),
      ])
  }

  /// Each attribute of `C`'s table with its documentation (summary and Swift field, by index).
  private static func attributes<C: ElementConfiguration>(
    _: C.Type, _ documentation: [(summary: String, field: String)]
  ) -> [OrderedJSON] {
    let defaults = C.elementDefaults
    return C.attributes.enumerated().map { index, field in
      var entry: [(String, OrderedJSON)] = [
        ("name", .string(field.name)), ("property", .string(field.property)),
        ("field", .string(documentation[index].field)),
      ]
      switch field.kind {
      case .number(let range):
        entry.append(("type", .string("number")))
        entry.append(("range", .string(range.description)))
        if let lower = range.lower {
          entry.append((range.includesLower ? "minimum" : "exclusiveMinimum", .number(lower)))
        }
        if let upper = range.upper {
          entry.append((range.includesUpper ? "maximum" : "exclusiveMaximum", .number(upper)))
        }
        if range.isInteger { entry.append(("integer", .bool(true))) }
      case .boolean: entry.append(("type", .string("boolean")))
      case .word(let words):
        entry.append(("type", .string("word")))
        entry.append(("words", .array(words.map(OrderedJSON.string))))
      case .color(let optional):
        entry.append(("type", .string("color")))
        entry.append(("optional", .bool(optional)))
      case .text: entry.append(("type", .string("text")))
      }
      entry.append(("default", .string(field.read(defaults))))
      entry.append(("summary", .string(documentation[index].summary)))
      return .object(entry)
    }
  }
}
