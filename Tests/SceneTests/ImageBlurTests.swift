import DynamicMenusGeometry
import Testing
@testable import DynamicMenusLayers
@testable import DynamicMenusViews

@MainActor
@Suite("ImageView, BlurView, button images and row icons")
struct ImageBlurTests {
  @Test("an image view draws its image in the inherited tint and sizes to it")
  func imageView() {
    let window = Window(size: Size(width: 100, height: 100))
    let parent = View()
    parent.tintColor = .white
    window.rootView.addSubview(parent)
    let icon = ImageView(image: Icons.plus)
    parent.addSubview(icon)
    #expect(icon.bounds.size == Icons.plus.size)
    #expect(icon.imageLayer.tintColor == .white)
    parent.tintColor = .red
    #expect(icon.imageLayer.tintColor == .red)
    #expect(!icon.layer.hasAnimations)
    #expect(window.hitTest(Point(x: 5, y: 5)) !== icon)
  }

  @Test("a blur view carries its style's numbers; reduce transparency makes it solid")
  func blur() {
    let window = Window(size: Size(width: 100, height: 100))
    let blur = BlurView(style: .dark)
    blur.frame = window.bounds
    window.rootView.addSubview(blur)
    #expect(blur.backdropLayer.blurRadius == 20 && blur.backdropLayer.saturation == 1.8)
    #expect(blur.backdropLayer.tintColor == Color(white: 0.11, alpha: 0.73))
    window.reduceTransparency = true
    window.tick()
    #expect(blur.isShowingSolidFallback && blur.backdropLayer.blurRadius == 0)
    #expect(blur.backdropLayer.tintColor == Color(white: 0.11, alpha: 1))
    window.reduceTransparency = false
    window.tick()
    #expect(!blur.isShowingSolidFallback && blur.backdropLayer.blurRadius == 20)
    blur.style = .light
    #expect(blur.backdropLayer.blurRadius == 30)
    #expect(blur.contentView.frame == blur.bounds)
  }

  @Test("a button lays out its image before its title, flipped right to left")
  func buttonImage() {
    let window = Window(size: Size(width: 300, height: 100))
    let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 44))
    button.setImage(Icons.gear, for: .normal)
    button.setTitle("Settings", for: .normal)
    window.rootView.addSubview(button)
    window.tick()
    #expect(button.imageView.frame.size == Size(width: 24, height: 24))
    #expect(button.imageView.frame.maxX <= button.titleLabel.frame.minX + 1e-9)
    let total = button.titleLabel.frame.maxX - button.imageView.frame.minX
    #expect(abs(button.imageView.frame.minX - (200 - total) / 2) < 1e-9)
    window.layoutDirection = .rightToLeft
    window.tick()
    #expect(button.imageView.frame.minX >= button.titleLabel.frame.maxX - 1e-9)
  }

  @Test("row icons sit at the leading edge, titles after them")
  func rowIcons() {
    let window = Window(size: Size(width: 300, height: 300))
    let list = ListView(frame: Rect(x: 0, y: 0, width: 150, height: 200))
    list.rowHeight = 50
    list.rows = [ListView.Row(title: "Download", icon: Icons.download)]
    window.rootView.addSubview(list)
    window.tick()
    let row = list.rowViews[0]
    #expect(row.iconView.frame == Rect(x: 16, y: 13, width: 24, height: 24))
    #expect(row.titleLabel.frame.minX == 56)
    window.layoutDirection = .rightToLeft
    window.tick()
    #expect(row.iconView.frame.maxX == 134 && row.titleLabel.frame.maxX == 94)
  }
}
