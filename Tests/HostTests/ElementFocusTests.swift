import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// The keyboard's focus halo stays inside the element's box, for every view the tab key
/// reaches, closed and open: a halo cut by the box's edge shows the user part of a ring. The
/// dial's was drawn at its bubble's inflation but not its fit to a dial under 512 points, so
/// at the element's 390 its top bubble's halo reached 16 points above the box.
@MainActor @Suite struct ElementFocusTests {
  @Test("every focus halo lies inside the element's box", arguments: ElementKind.allCases)
  func halosInside(kind: ElementKind) {
    let element = ControlElement(kind: kind, size: kind.defaultSize)
    element.items = ["Pale lager", "Witbier", "Stout", "IPA"].map { ElementItem(label: $0) }
    let measurer = FallbackTextMeasurer()
    func run(_ frames: Int) { for _ in 0..<frames { element.frame(1 / 60, measurer: measurer) } }
    run(10)
    element.setOpen(true)
    run(120)
    let bounds = element.window.bounds
    var seen = 0
    for _ in 0..<8 {
      element.key(KeyEvent(key: .tab, phase: .press))
      element.key(KeyEvent(key: .tab, phase: .release))
      run(40)
      guard let frame = element.window.focusIndicatorFrame else { continue }
      seen += 1
      #expect(
        bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame),
        "\(kind.tagName): the halo \(frame) leaves \(bounds)")
    }
    // The slide menu's list shows its focus as its highlighted row, not as a halo.
    #expect(seen > 0 || kind == .slideMenu, "\(kind.tagName): the tab key reached no halo")
  }
}
