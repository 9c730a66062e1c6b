import DynamicMenusGeometry

/// A kept store's use as numbers, for a renderer across a language boundary (the canvas's
/// kept-contents.js reads them from the web host's `dm_host_kept`, and from `dynamic-menus
/// conformance`): one list of fields, so both say the same.
nonisolated extension KeptContents.Use {
  /// One of a use's numbers.
  public enum Field: Int, CaseIterable, Sendable {
    /// The stream offsets of its first command and past its last.
    case start, end
    /// Its slot and generation (``KeptContents/Use/slot``, ``KeptContents/Use/generation``).
    case slot, generation
    /// The rectangle of the layer's space it covers, points.
    case x, y, width, height
    /// Its device pixels per point, and its size in device pixels.
    case scale, pixelWidth, pixelHeight
    /// The groups (transparency, masked content, shadow) its commands begin: a renderer that
    /// numbers groups in list order passes over these with the store.
    case groups
    /// 1 where it is copied pixel for pixel (nearest neighbour), 0 where it is resampled
    /// (bilinear): ``KeptContents/Use/painting``.
    case copies
    /// The map from its pixels to the window's device pixels, as a DOMMatrix's a b c d e f.
    case a, b, c, d, e, f

    /// The field's name in the page's vocabulary.
    public var name: String {
      switch self {
      case .start: "start"
      case .end: "end"
      case .slot: "slot"
      case .generation: "generation"
      case .x: "x"
      case .y: "y"
      case .width: "width"
      case .height: "height"
      case .scale: "scale"
      case .pixelWidth: "pixelWidth"
      case .pixelHeight: "pixelHeight"
      case .groups: "groups"
      case .copies: "copies"
      case .a: "a"
      case .b: "b"
      case .c: "c"
      case .d: "d"
      case .e: "e"
      case .f: "f"
      }
    }
  }

  /// The value of `field` for this use of `list` (a frame's), whose commands begin at the
  /// stream offsets `commandStarts` (`DisplayListStream.commandStarts`).
  public func value(_ field: Field, of list: DisplayList, commandStarts: [Int]) -> Double {
    let (m, copies) = painting.storeToDevice ?? (.identity, false)
    return switch field {
    case .start: Double(commandStarts[commands.lowerBound])
    case .end: Double(commandStarts[commands.upperBound])
    case .slot: Double(slot)
    case .generation: Double(generation)
    case .x: frame.minX
    case .y: frame.minY
    case .width: frame.width
    case .height: frame.height
    case .scale: scale
    case .pixelWidth: Double(pixelWidth)
    case .pixelHeight: Double(pixelHeight)
    case .groups: Double(list.commands[commands].reduce(0) { $0 + ($1.beginsGroup ? 1 : 0) })
    case .copies: copies ? 1 : 0
    case .a: m.a
    case .b: m.b
    case .c: m.c
    case .d: m.d
    case .e: m.tx
    case .f: m.ty
    }
  }
}
