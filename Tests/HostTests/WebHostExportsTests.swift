import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Testing

@testable import DynamicMenusWebCanvas

/// The functions a page calls on a web host (HostExports.swift), called natively as the page
/// calls them, by handle: frames and their at-rest answer, the damage record (CanvasDamage),
/// the stream's header and bitmaps, pointer and key input, resizing, and every value a page
/// could send that is out of range.
@MainActor @Suite struct WebHostExportsTests {
  /// A demo scene's host as the demo module makes it (`dm_host_create`), by its handle; the
  /// caller destroys it.
  static func host(
    _ name: String, size: Size? = nil, target: HostTarget = WebHost.target
  ) throws -> UnsafeMutableRawPointer {
    let kind = try #require(DemoRegistry.scene(named: name))
    let before = LayerContext.standalone.textMeasurer
    defer { LayerContext.standalone.textMeasurer = before }
    let made = WebHost.makingControls { measurer in
      WebHost(
        pointers: ActiveControl(kind.make(size: size ?? kind.defaultSize), target: target),
        measurer: measurer, layerFeatures: .all)
    }
    return made.retainedHandle()
  }

  /// The `Float64`s at `pointer`, `count` of them, as the page reads them.
  static func numbers(_ pointer: UnsafeRawPointer?, _ count: Int) -> [Double] {
    guard let pointer, count > 0 else { return [] }
    return Array(
      UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: Double.self), count: count))
  }

  /// The damage record of the last frame (CanvasDamage.numbers), read through its pointer.
  static func damage(_ handle: UnsafeMutableRawPointer) -> (whole: Bool, bands: [Range<Int>]) {
    typealias L = CanvasDamage.Layout
    let head = numbers(dmHostDamage(handle), L.bands)
    let count = Int(head[L.bandCount])
    let all = numbers(dmHostDamage(handle), L.bands + count * L.bandStride)
    let bands = (0..<count).map { i in
      Int(all[L.bands + i * L.bandStride])..<Int(all[L.bands + i * L.bandStride + 1])
    }
    return (head[L.whole] == 1, bands)
  }

  /// Frames of 1/60 s until the host says it is at rest (at most `limit`); how many it took.
  static func settle(_ handle: UnsafeMutableRawPointer, limit: Int = 600) -> Int? {
    for n in 1...limit where dmHostFrame(handle, 1.0 / 60, 2) == 1 { return n }
    return nil
  }

  @Test("the first frame is drawn whole; at rest, a frame draws nothing and says so")
  func restAndDamage() throws {
    let handle = try Self.host("dial")
    defer { dmHostDestroy(handle) }
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    let first = Self.damage(handle)
    #expect(first.whole && first.bands.count == 1, "\(first)")
    let settled = try #require(Self.settle(handle), "the dial comes to rest")
    #expect(settled < 600)
    #expect(dmHostFrame(handle, 1.0 / 60, 2) == 1)
    let rest = Self.damage(handle)
    #expect(!rest.whole && rest.bands.isEmpty, "\(rest)")
    // The canvas was cleared: the next frame draws it whole again.
    dmHostForgetCanvas(handle)
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    #expect(Self.damage(handle).whole)
  }

  @Test("the stream's header: version, the window's size in points, the background")
  func streamHeader() throws {
    let handle = try Self.host("confirm", size: Size(width: 200, height: 260))
    defer { dmHostDestroy(handle) }
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    typealias H = DisplayListStream.Header
    let numbers = Self.numbers(dmHostNumbers(handle), Int(dmHostNumberCount(handle)))
    #expect(numbers.count > H.commands)
    #expect(numbers[H.version] == Double(DisplayListStream.version))
    #expect(numbers[H.width] == 200 && numbers[H.height] == 260)
    let background = numbers[H.background..<H.background + 4]
    #expect(background.allSatisfy { (0...1).contains($0) }, "\(background)")
    #expect(dmHostTextLength(handle) > 0 && dmHostText(handle) != nil, "the title's text")
  }

  @Test("a change draws its rows again, not the canvas: the damage record's bands")
  func bands() throws {
    // A 100 × 200 pt window with a 20 × 10 pt box at y 50: at scale 2, rows 100 to 120.
    let before = LayerContext.standalone.textMeasurer
    defer { LayerContext.standalone.textMeasurer = before }
    let box = View(frame: Rect(x: 10, y: 50, width: 20, height: 10))
    let handle = WebHost.makingControls { measurer in
      let window = Window(size: Size(width: 100, height: 200))
      box.backgroundColor = Color(red: 1, green: 0, blue: 0)
      window.rootView.addSubview(box)
      let target = WebHost.target
      let host = ControlHost(window: window, settings: HostSettings(of: window), target: target)
      return WebHost(pointers: HostPointers(host: host), measurer: measurer, layerFeatures: .none)
    }.retainedHandle()
    defer { dmHostDestroy(handle) }
    _ = try #require(Self.settle(handle))
    box.backgroundColor = Color(red: 0, green: 0, blue: 1)
    #expect(dmHostFrame(handle, 1.0 / 60, 2) == 1, "a colour set outright: at rest again")
    // Its rows, padded for antialiasing as every ink box is.
    let pad = Int(FrameRecord.padding)
    let drawn = Self.damage(handle)
    #expect(!drawn.whole && drawn.bands == [100 - pad..<120 + pad], "\(drawn)")
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    #expect(Self.damage(handle).bands.isEmpty)
  }

  @Test("the page's root font size as iOS's text size: 16 px is the default, 17 pt body")
  func textSize() {
    #expect(WebTextSize.category(rootFontSize: 16) == .large)
    #expect(
      WebTextSize.category(rootFontSize: 24) == .extraExtraExtraLarge, "25.5 pt: a tie, the smaller"
    )
    #expect(WebTextSize.category(rootFontSize: 10) == .extraSmall)
    #expect(WebTextSize.category(rootFontSize: 48) == .accessibilityExtraExtraExtraLarge)
    for unreadable in [Double.nan, .infinity, -.infinity] {
      #expect(WebTextSize.category(rootFontSize: unreadable) == .large)
    }
  }

  @Test("bad input from a page: ignored or clamped, never a trap")
  func badInput() throws {
    let handle = try Self.host("floating")
    defer { dmHostDestroy(handle) }
    for dt in [Double.nan, -1, .infinity, 1e300] {
      _ = dmHostFrame(handle, dt, 2)
    }
    for scale in [Double.nan, 0, -3, .infinity, 1e9] {
      _ = dmHostFrame(handle, 1.0 / 60, scale)
    }
    for phase: Int32 in [-1, 4, .max] {
      dmHostPointer(handle, 7, phase, 10, 10, -1)
    }
    dmHostPointer(handle, 8, WebPointerPhase.down.rawValue, .nan, .infinity, .nan)
    dmHostPointer(handle, 8, WebPointerPhase.up.rawValue, -1e300, 1e300, 2)
    dmHostHover(handle, .nan, .nan)
    for code: Int32 in [-1, 8, .max] { dmHostKey(handle, code, 1, 0) }
    dmHostSettings(handle, 2, -1, 1, 0, 7, .nan, -1, .infinity, .nan, 1e300)
    dmHostResize(handle, .nan, -5)
    dmHostResize(handle, 1e12, 0)
    dmHostResize(handle, 1e12, 1e12)
    #expect(WebHost.from(handle).window.bounds.size == Size(width: 100_000, height: 100_000))
    dmHostResize(handle, 390, 600)
    _ = dmHostTakesPointer(handle, .nan, .infinity)
    #expect(dmHostAccessibilityPerform(handle, -1, 0, nil, 0, 0) == 0)
    #expect(dmHostAccessibilityPerform(handle, 10_000, 99, nil, -4, 99) == 0)
    #expect(dmHostImageBytes(handle, -1) == nil && dmHostImageLength(handle, 1_000) == 0)
    #expect(dmHostImageFormat(handle, 1_000) == -1)
    #expect(dmHostImageWidth(handle, -1) == 0 && dmHostImageHeight(handle, -1) == 0)
    // Still a window that draws and comes to rest.
    #expect(Self.settle(handle) != nil)
  }

  @Test("the floating demo's photos reach the page once each, as PNG files with their size")
  func bitmaps() throws {
    let handle = try Self.host("floating")
    defer { dmHostDestroy(handle) }
    let size = try #require(DemoRegistry.scene(named: "floating")).defaultSize
    _ = try #require(Self.settle(handle))
    // Open the menu: the button sits at the bottom right.
    let button = (x: size.width - 56, y: size.height - 68)
    dmHostPointer(handle, 1, WebPointerPhase.down.rawValue, button.x, button.y, -1)
    dmHostPointer(handle, 1, WebPointerPhase.up.rawValue, button.x, button.y, -1)
    _ = try #require(Self.settle(handle))
    let count = dmHostImageCount(handle)
    #expect(count > 0, "the contact photos")
    for index in 0..<count {
      #expect(dmHostImageFormat(handle, index) == Int32(BitmapImage.Format.png.rawValue))
      #expect(dmHostImageWidth(handle, index) > 0 && dmHostImageHeight(handle, index) > 0)
      let length = Int(dmHostImageLength(handle, index))
      let bytes = try #require(dmHostImageBytes(handle, index))
      let signature = Array(UnsafeRawBufferPointer(start: bytes, count: min(length, 8)))
      #expect(signature == PNGChunks.signature)
    }
    // A frame more draws them by index: no new bitmap.
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    #expect(dmHostImageCount(handle) == count)
  }

  @Test("group boxes: four numbers a group, in the canvas's pixels; none, a null pointer")
  func groupBoxes() throws {
    let handle = try Self.host("floating")
    defer { dmHostDestroy(handle) }
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    let host = WebHost.from(handle)
    let boxes = host.damage.groupBoxes
    let stride = CanvasDamage.Layout.groupBoxStride
    #expect(boxes.count % stride == 0)
    #expect((dmHostGroupBoxes(handle) == nil) == boxes.isEmpty)
    let pixels = DisplayList.pixelSize(of: host.list.size, scale: 2)
    for g in 0..<boxes.count / stride {
      let box = Array(boxes[g * stride..<(g + 1) * stride])
      #expect(box[0] >= 0 && box[1] >= 0 && box[0] <= box[2] && box[1] <= box[3], "\(box)")
      #expect(box[2] <= Double(pixels.width) && box[3] <= Double(pixels.height), "\(box)")
    }
  }

  @Test("accessibility: the first frame sends every element, a frame at rest none")
  func accessibilityChanges() throws {
    typealias L = AccessibilityStream.Layout
    let handle = try Self.host("radial")
    defer { dmHostDestroy(handle) }
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    var head = Self.numbers(dmHostAccessibilityNumbers(handle), L.records)
    #expect(head[L.count] > 0 && head[L.recordCount] == head[L.count], "\(head)")
    _ = try #require(Self.settle(handle))
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    head = Self.numbers(dmHostAccessibilityNumbers(handle), L.records)
    #expect(head[L.count] > 0 && head[L.recordCount] == 0, "\(head)")
    #expect(Int(dmHostAccessibilityNumberCount(handle)) == L.records)
  }
}

extension WebHostExportsTests {
  /// The kept contents' record (CanvasKeptContents.numbers) of the last frame: the stores
  /// painted, each as its fields by name, and the slots dropped.
  static func kept(_ handle: UnsafeMutableRawPointer) -> (uses: [[String: Double]], dropped: [Int])
  {
    typealias K = CanvasKeptContents.Layout
    guard dmHostKept(handle) != nil else { return ([], []) }  // nothing kept, nothing to drop
    let count = Int(numbers(dmHostKept(handle), 1)[K.useCount])
    let all = numbers(dmHostKept(handle), K.uses + count * K.useStride + 1)
    let uses = (0..<count).map { u in
      Dictionary(
        uniqueKeysWithValues: K.Field.allCases.map {
          ($0.name, all[K.uses + u * K.useStride + $0.rawValue])
        })
    }
    let droppedCount = Int(all[K.uses + count * K.useStride])
    let tail = numbers(dmHostKept(handle), K.uses + count * K.useStride + 1 + droppedCount)
    return (uses, tail.suffix(droppedCount).map { Int($0) })
  }

  @Test("the floating menu's labels spring out painted from kept stores the stream points at")
  func keptContents() throws {
    let size = try #require(DemoRegistry.scene(named: "floating")).defaultSize
    let button = (x: size.width - 56, y: size.height - 68)
    // A window that does not note where contents lie keeps nothing, even when asked.
    let plain = try Self.host("floating")
    _ = try #require(Self.settle(plain))
    dmHostKeepContents(plain, 1)
    dmHostPointer(plain, 1, WebPointerPhase.down.rawValue, button.x, button.y, -1)
    dmHostPointer(plain, 1, WebPointerPhase.up.rawValue, button.x, button.y, -1)
    for _ in 0..<24 {
      _ = dmHostFrame(plain, 1.0 / 60, 2)
      #expect(Self.kept(plain).uses.isEmpty)
    }
    dmHostDestroy(plain)
    // One that does, once asked.
    let handle = try Self.host("floating", target: WebHost.keepingTarget)
    defer { dmHostDestroy(handle) }
    _ = try #require(Self.settle(handle))
    #expect(Self.kept(handle).uses.isEmpty, "off by default")
    dmHostKeepContents(handle, 1)
    dmHostPointer(handle, 1, WebPointerPhase.down.rawValue, button.x, button.y, -1)
    dmHostPointer(handle, 1, WebPointerPhase.up.rawValue, button.x, button.y, -1)
    var most: [[String: Double]] = []
    for _ in 0..<24 {
      _ = dmHostFrame(handle, 1.0 / 60, 2)
      let uses = Self.kept(handle).uses
      if uses.count > most.count { most = uses }
      // Each store stands for whole commands of this frame's stream: a saved state, a
      // text's or a bitmap's, a fill, or a whole layer's shadow or masked content.
      let stream = Self.numbers(dmHostNumbers(handle), Int(dmHostNumberCount(handle)))
      for use in uses {
        let (start, end) = (Int(use["start"] ?? -1), Int(use["end"] ?? -1))
        #expect(start >= 0 && start < end && end <= stream.count)
        let first = stream[start]
        #expect(
          [
            DisplayListStream.Opcode.saveState, .bitmap, .fill, .stroke, .shadow, .beginShadow,
            .beginMaskedContent,
          ].contains {
            Double($0.rawValue) == first
          }, "opcode \(first) at \(start)")
        #expect(use["pixelWidth"] ?? 0 >= 1 && use["scale"] == 2)
      }
    }
    #expect(most.count >= 5, "the labels and photos kept as they spring out: \(most.count)")
    // Off: every store is dropped in the next frame, none painted.
    dmHostKeepContents(handle, 0)
    _ = dmHostFrame(handle, 1.0 / 60, 2)
    let off = Self.kept(handle)
    #expect(off.uses.isEmpty && off.dropped.count >= most.count)
  }
}
