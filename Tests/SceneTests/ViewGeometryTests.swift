import DynamicMenusGeometry
import Testing
@testable import DynamicMenusLayers
@testable import DynamicMenusViews

@MainActor
@Suite("View: geometry, conversion and hit testing")
struct ViewGeometryTests {
  func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    a.distance(to: b) <= tolerance
  }

  @Test("frame, bounds and center agree without a transform")
  func frameBoundsCenter() {
    let view = View(frame: Rect(x: 20, y: 40, width: 100, height: 60))
    #expect(view.center == Point(x: 70, y: 70))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 60))
    view.center = Point(x: 100, y: 100)
    #expect(view.frame == Rect(x: 50, y: 70, width: 100, height: 60))
    view.bounds = Rect(x: 5, y: 5, width: 40, height: 20)
    #expect(view.frame == Rect(x: 80, y: 90, width: 40, height: 20))
    #expect(view.center == Point(x: 100, y: 100))
  }

  @Test("under a rotation, frame is the bounding box of the rotated bounds")
  func rotatedFrame() {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    view.transform = AffineTransform(rotationAngle: .pi / 2)
    let frame = view.frame
    #expect(abs(frame.origin.x - 25) < 1e-9 && abs(frame.origin.y + 25) < 1e-9)
    #expect(abs(frame.size.width - 50) < 1e-9 && abs(frame.size.height - 100) < 1e-9)
    view.transform = AffineTransform(rotationAngle: .pi / 4)
    let side = 150 / 2.0.squareRoot()
    #expect(abs(view.frame.size.width - side) < 1e-9)
    #expect(view.center == Point(x: 50, y: 25))
  }

  @Test("an anchor point outside 0…1: the radial menu's line spans 102 to 156 pt")
  func anchorOutside() {
    let line = View(frame: Rect(x: 0, y: 0, width: 54, height: 1))
    line.anchorPoint = Point(x: -1.88888, y: 0)
    line.center = Point(x: 256, y: 256)
    let start = line.convert(Point(x: 0, y: 0), to: nil)
    let end = line.convert(Point(x: 54, y: 0), to: nil)
    #expect(abs(start.x - 256 - 101.99952) < 1e-6 && abs(end.x - 256 - 155.99952) < 1e-6)
    line.transform = AffineTransform(rotationAngle: .pi / 2)
    let down = line.convert(Point(x: 0, y: 0), to: nil)
    #expect(close(down, Point(x: 256, y: 256 + 101.99952), 1e-6))
  }

  @Test("convert round trips between nested, transformed views")
  func convertRoundTrips() {
    let window = Window(size: Size(width: 400, height: 400))
    let a = View(frame: Rect(x: 50, y: 60, width: 200, height: 150))
    a.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.8)
    a.bounds.origin = Point(x: 10, y: -5)
    let b = View(frame: Rect(x: 20, y: 30, width: 80, height: 40))
    b.transform = AffineTransform(rotationAngle: -1.1).translatedBy(x: 3, y: 4)
    b.anchorPoint = Point(x: 0.2, y: 0.9)
    let c = View(frame: Rect(x: 300, y: 10, width: 50, height: 50))
    window.rootView.addSubview(a)
    a.addSubview(b)
    window.rootView.addSubview(c)
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let p = Point(
        x: Double.random(in: -500...500, using: &generator),
        y: Double.random(in: -500...500, using: &generator))
      #expect(close(b.convert(b.convert(p, to: c), from: c), p, 1e-8))
      #expect(close(b.convert(b.convert(p, to: nil), from: nil), p, 1e-8))
      #expect(close(a.convert(p, to: b), b.convert(p, from: a), 1e-8))
      #expect(close(b.convert(p, to: a), p.applying(b.transformToSuperview), 1e-8))
    }
    // The centre of a view's bounds lands on its center in the superview.
    let mid = Point(x: b.bounds.midX, y: b.bounds.midY)
    b.anchorPoint = Point(x: 0.5, y: 0.5)
    b.transform = AffineTransform(rotationAngle: -1.1)
    #expect(close(b.convert(mid, to: a), b.center, 1e-9))
  }

  @Test("hit testing: front to back, hidden, transparent, non-interactive and clipped views")
  func hitTesting() {
    let window = Window(size: Size(width: 300, height: 300))
    let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let child = View(frame: Rect(x: 80, y: 80, width: 100, height: 100))  // sticks out
    window.rootView.addSubview(back)
    window.rootView.addSubview(front)
    front.addSubview(child)
    #expect(window.hitTest(Point(x: 60, y: 60)) === front)
    #expect(window.hitTest(Point(x: 10, y: 10)) === back)
    #expect(window.hitTest(Point(x: 200, y: 200)) === child)  // outside front, not clipped
    front.clipsToBounds = true
    #expect(window.hitTest(Point(x: 200, y: 200)) === window.rootView)
    front.isHidden = true
    #expect(window.hitTest(Point(x: 60, y: 60)) === back)
    front.isHidden = false
    front.alpha = 0
    #expect(window.hitTest(Point(x: 60, y: 60)) === back)
    front.alpha = 1
    front.isUserInteractionEnabled = false
    #expect(window.hitTest(Point(x: 60, y: 60)) === back)
    #expect(window.hitTest(Point(x: 400, y: 10)) == nil)
  }

  @Test("a rotated view is hit inside its rotated shape only")
  func rotatedHit() {
    let window = Window(size: Size(width: 300, height: 300))
    let bar = View(frame: Rect(x: 50, y: 140, width: 200, height: 20))
    bar.transform = AffineTransform(rotationAngle: .pi / 2)
    window.rootView.addSubview(bar)
    #expect(window.hitTest(Point(x: 150, y: 60)) === bar)
    #expect(window.hitTest(Point(x: 60, y: 150)) === window.rootView)
  }

  @Test("hierarchy: add, insert, reorder, remove, window and tags")
  func hierarchy() {
    let window = Window(size: Size(width: 100, height: 100))
    let a = View()
    let b = View()
    let c = View()
    c.tag = 3
    window.rootView.addSubview(a)
    window.rootView.addSubview(b)
    window.rootView.insertSubview(c, belowSubview: b)
    #expect(
      window.rootView.subviews.map { ObjectIdentifier($0) } == [a, c, b].map(ObjectIdentifier.init))
    window.rootView.bringSubviewToFront(a)
    #expect(window.rootView.subviews.last === a)
    #expect(c.window === window && window.rootView.viewWithTag(3) === c)
    b.addSubview(c)
    #expect(c.superview === b && window.rootView.subviews.count == 2)
    b.removeFromSuperview()
    #expect(c.window == nil && b.superview == nil)
  }

  @Test("layout runs in the window's layout pass, top-down, only when needed")
  func layout() {
    @MainActor final class Counting: View {
      var count = 0
      override func layoutSubviews() { count += 1 }
    }
    let window = Window(size: Size(width: 100, height: 100))
    let view = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.rootView.addSubview(view)
    window.tick()
    #expect(view.count == 1)
    window.tick()
    #expect(view.count == 1)
    view.bounds.size = Size(width: 20, height: 20)
    window.tick()
    #expect(view.count == 2)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.count == 3)
  }

  @Test("tint and layout direction inherit down the tree")
  func inheritance() {
    let window = Window(size: Size(width: 100, height: 100))
    let parent = View()
    let child = View()
    window.rootView.addSubview(parent)
    parent.addSubview(child)
    #expect(child.tintColor == View.defaultTintColor)
    parent.tintColor = .red
    #expect(child.tintColor == .red)
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    window.layoutDirection = .rightToLeft
    #expect(child.isRightToLeft)
    parent.semanticContentAttribute = .forceLeftToRight
    #expect(!child.isRightToLeft)
  }
}

@MainActor
@Suite("View: the backing layer")
struct ViewLayerTests {
  @Test("a view's geometry and appearance are its layer's")
  func mirrors() {
    let view = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.layer.position == Point(x: 25, y: 40))
    #expect(view.layer.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
    view.transform = AffineTransform(rotationAngle: 0.5)
    view.alpha = 1.5
    view.backgroundColor = .red
    view.clipsToBounds = true
    #expect(view.layer.transform == AffineTransform(rotationAngle: 0.5))
    #expect(view.layer.opacity == 1 && view.layer.backgroundColor == .red)
    #expect(view.layer.masksToBounds)
    #expect(view.layer.delegate === view)
    #expect(view.frame == view.layer.frame)
  }

  @Test("subview layers follow the subview order, above layers the view added itself")
  func layerOrder() {
    let parent = View()
    let own = Layer()
    parent.layer.addSublayer(own)
    let a = View()
    let b = View()
    let c = View()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(
      parent.layer.sublayers.map(ObjectIdentifier.init)
        == [own, c.layer, a.layer, b.layer].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(c)
    #expect(parent.layer.sublayers.last === c.layer)
    a.removeFromSuperview()
    #expect(a.layer.superlayer == nil && parent.layer.sublayers.count == 3)
  }
}
