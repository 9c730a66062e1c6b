import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Testing

/// Controls follow their host's size, as in an app: a SwiftUI host view starts at zero and
/// is sized by layout; a rotation or a window resize changes it again, mid-animation too.
@MainActor @Suite struct HostResizeTests {
  static let phone = Size(width: 390, height: 844)
  static let titles = ["One", "Two", "Three", "Four", "Five", "Six"]

  /// A host made at zero size with a dial made at a zero frame, shown, then the host sized.
  static func zeroSizedDial() -> (ControlHost, DialMenu) {
    let host = ControlHost(settings: HostSettings(size: .zero, scale: 3))
    let dial = DialMenu(frame: .zero)
    dial.itemViews = titles.map { MenuItem(title: $0) }
    host.window.rootView.addSubview(dial)
    dial.show()
    _ = host.frame(1 / 60)
    return (host, dial)
  }

  /// The mean of the items' centres as drawn, in window points: the ring's centre.
  static func ringCentre(_ dial: DialMenu) -> Point {
    let centres = dial.itemViews.map { dial.convert($0.layer.presentation().position, to: nil) }
    let n = Double(centres.count)
    return Point(
      x: centres.map(\.x).reduce(0, +) / n, y: centres.map(\.y).reduce(0, +) / n)
  }

  static func run(_ host: ControlHost, seconds: Double) -> HostFrame {
    var last = host.frame(1 / 60)
    for _ in 1..<Int(seconds * 60) { last = host.frame(1 / 60) }
    return last
  }

  @Test("a dial made at zero size, then the host sized 390 × 844: centred, drawn, turns")
  func zeroThenSized() {
    let (host, dial) = Self.zeroSizedDial()
    var settings = host.settings
    settings.size = Self.phone
    host.settings = settings
    let frame = Self.run(host, seconds: 1)
    #expect(dial.frame == Rect(origin: .zero, size: Self.phone))
    let centre = Self.ringCentre(dial)
    #expect(abs(centre.x - 195) < 0.5 && abs(centre.y - 422) < 0.5, "ring centre \(centre)")
    #expect(frame.pixelWidth == 1170 && frame.pixelHeight == 2532)
    #expect(!frame.displayList.commands.isEmpty)
    #expect(dial.selectedIndex == 0)
    // A drag half round the ring turns the wheel: another item comes to the top.
    let top = dial.convert(dial.itemViews[0].center, to: nil)
    let radius = top.distance(to: centre)
    let arc = (0...30).map { k in
      let a = Double.pi * Double(k) / 30
      return Point(x: centre.x + radius * Angles.sin(a), y: centre.y - radius * Angles.cos(a))
    }
    host.send(PointerEvent(id: 1, phase: .began, location: arc[0]))
    for point in arc.dropFirst() {
      _ = host.frame(1 / 60)
      host.send(PointerEvent(id: 1, phase: .moved, location: point))
    }
    // Held still before the release, so no fling carries it further.
    for _ in 0..<20 { _ = host.frame(1 / 60) }
    host.send(PointerEvent(id: 1, phase: .ended, location: arc[30]))
    _ = Self.run(host, seconds: 3)
    #expect(dial.selectedIndex == 3, "half a turn of six items brings the fourth to the top")
    let after = Self.ringCentre(dial)
    #expect(abs(after.x - 195) < 0.5 && abs(after.y - 422) < 0.5)
  }

  @Test("a rotation in the middle of the show animation: the ring settles at the new centre")
  func rotationMidAnimation() {
    let host = ControlHost(settings: HostSettings(size: Self.phone))
    let dial = DialMenu(frame: Rect(origin: .zero, size: Self.phone))
    dial.itemViews = Self.titles.map { MenuItem(title: $0) }
    host.window.rootView.addSubview(dial)
    dial.show()
    for _ in 0..<6 { _ = host.frame(1 / 60) }
    var settings = host.settings
    settings.size = Size(width: 844, height: 390)
    host.settings = settings
    _ = Self.run(host, seconds: 2)
    let centre = Self.ringCentre(dial)
    #expect(abs(centre.x - 422) < 0.5 && abs(centre.y - 195) < 0.5, "ring centre \(centre)")
    #expect(dial.isShown && dial.selectedIndex == 0)
  }

  @Test("sizes of zero, negative or NaN and a scale of 0 or NaN: no trap, then it settles")
  func badSizes() {
    let (host, dial) = Self.zeroSizedDial()
    for size in [
      Size(width: -10, height: 500), Size(width: .nan, height: 300), .zero,
      Size(width: 390, height: .infinity),
    ] {
      var settings = host.settings
      settings.size = size
      settings.scale = size.width.isNaN ? .nan : 0
      host.settings = settings
      for _ in 0..<10 { _ = host.frame(1 / 60) }
    }
    var settings = host.settings
    settings.size = Self.phone
    settings.scale = 2
    host.settings = settings
    let frame = Self.run(host, seconds: 1)
    #expect(frame.pixelWidth == 780)
    let centre = Self.ringCentre(dial)
    #expect(abs(centre.x - 195) < 0.5 && abs(centre.y - 422) < 0.5, "ring centre \(centre)")
  }

  @Test("the floating menu opened, then the window resized: it re-anchors to its button")
  func floatingReanchors() throws {
    let host = ControlHost(settings: HostSettings(size: Size(width: 375, height: 667)))
    let fab = FloatingButton(image: Image.placeholder)
    fab.frame = Rect(
      center: Point(x: 320, y: 600),
      size: Size(width: FloatingButton.defaultSize, height: FloatingButton.defaultSize))
    // UIKit's way to keep a view at the bottom-right corner.
    fab.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    host.window.rootView.addSubview(fab)
    let menu = FloatingMenuController(
      fromView: fab, items: Self.titles.prefix(3).map { .init(title: $0) })
    menu.open()
    for _ in 0..<5 { _ = host.frame(1 / 60) }
    var settings = host.settings
    settings.size = Size(width: 667, height: 375)
    host.settings = settings
    _ = Self.run(host, seconds: 2)
    #expect(menu.isOpen)
    #expect(fab.center == Point(x: 612, y: 308), "55 pt from the right, 67 from the bottom")
    // The close button sits on the floating button, the items above it.
    let buttons = host.window.overlays.first.map { Self.descendants($0) } ?? []
    let onFab = buttons.filter {
      let c = $0.convert($0.bounds.center, to: nil)
      return abs(c.x - 612) < 0.5 && abs(c.y - 308) < 0.5 && $0 is FloatingButton
    }
    #expect(!onFab.isEmpty, "the close button is over the moved floating button")
  }

  @Test("the slide menu shown, then its target resized mid-slide: it docks to the new edge")
  func slideRedocks() {
    let host = ControlHost(settings: HostSettings(size: Size(width: 375, height: 667)))
    let menu = SlideMenu(
      frame: Rect(x: 0, y: 80, width: 150, height: 400), targetView: host.window.rootView,
      options: Self.titles.map { .init(title: $0) })
    _ = host.frame(1 / 60)
    menu.show()
    for _ in 0..<4 { _ = host.frame(1 / 60) }
    var settings = host.settings
    settings.size = Size(width: 667, height: 375)
    host.settings = settings
    _ = Self.run(host, seconds: 3)
    #expect(abs(menu.frame.maxX - 667) < 1, "the shown menu's trailing edge is the window's")
    menu.hide()
    _ = Self.run(host, seconds: 3)
    #expect(menu.frame.minX >= 666, "hidden past the new edge, got \(menu.frame)")
  }

  static func descendants(_ view: View) -> [View] {
    view.subviews + view.subviews.flatMap { descendants($0) }
  }
}
