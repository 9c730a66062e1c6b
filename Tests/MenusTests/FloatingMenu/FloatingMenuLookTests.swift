import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing
import TestSupport

/// The floating menu's looks (issue 20): the buttons raised by a shadow as Inbox had, and
/// labels readable over every blur style.
@MainActor
@Suite("FloatingMenu: shadows and readable labels")
struct FloatingMenuLookTests {
  @Test("every button casts a round shadow, 3 pt down, unless told not to")
  func shadows() {
    let f = FloatingFixture()
    for button in f.menu.buttonItems + [f.menu.closeButton, f.fab] {
      #expect(button.layer.shadowOpacity == 0.3 && button.layer.shadowOffset.height == 3)
      #expect(button.layer.shadowPath == Path(ellipseIn: button.bounds))
      #expect(!button.clipsToBounds, "clipping would cut the shadow off")
    }
    f.fab.castsShadow = false
    #expect(f.fab.layer.shadowOpacity == 0 && f.fab.layer.shadowPath == nil)
  }

  @Test(
    "labels: opaque plates, text at least 4.5:1 against them, in every style",
    arguments: FloatingMenuController.Style.allCases)
  func labelContrast(style: FloatingMenuController.Style) {
    let f = FloatingFixture { $0.configuration.style = style }
    // Whatever blur goes behind them (the plates are opaque, so the blur never shows
    // through a label's text).
    for blur in BlurStyle.allCases {
      f.menu.configuration.blurStyle = blur
      for label in f.menu.buttonLabels {
        let plate = label.backgroundColor ?? .clear
        #expect(plate.alpha == 1, "\(style), \(blur): an opaque plate")
        let ratio = contrastRatio(label.textColor, plate)
        #expect(ratio >= 4.5, "\(style), \(blur): \(ratio):1")
      }
    }
  }

  @Test("a photo fills its button, clipped round; an icon keeps its size, unclipped")
  func photoAvatar() throws {
    // A 4 × 2 px PNG at 2×: 2 × 1 pt, aspect-filled over the 50 pt circle.
    let photo = try Image(png: BitmapImageFixture.png(width: 4, height: 2), scale: 2)
    let button = FloatingButton(image: photo)
    button.layoutIfNeeded()
    #expect(button.imageView.frame == button.bounds)
    #expect(button.imageView.clipsToBounds && button.imageView.layer.cornerRadius == 25)
    #expect(button.imageView.contentMode == .resizeAspectFill)
    #expect(!button.clipsToBounds, "the button itself keeps its shadow")
    // Pressed, the photo darkens as the background would: 70 % over black.
    button.isHighlighted = true
    #expect(button.imageView.alpha == 0.7 && button.backgroundColor == .black)
    button.isHighlighted = false
    #expect(button.imageView.alpha == 1 && button.backgroundColor == button.circleColor)
    button.setImage(Icons.plus, for: .normal)
    button.layoutIfNeeded()
    #expect(!button.imageView.clipsToBounds)
    #expect(button.imageView.frame.size == Icons.plus.size)
  }
}
