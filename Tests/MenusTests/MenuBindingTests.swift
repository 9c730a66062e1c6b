import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// What the SwiftUI views do with their bindings, on the real controls: `isPresented`
/// written from the will-open and will-close closures and applied back with `setOpen`, the
/// dial's `selection` written by `onSelect` and applied with `selectItem`. No echo: applying
/// the value a control just reported starts nothing.
@MainActor @Suite struct MenuBindingTests {
  /// A binding as SwiftUI keeps one: the value, and how often it was written.
  final class Binding<Value> {
    var value: Value
    var writes = 0
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) {
      value = new
      writes += 1
    }
  }

  static func run(_ window: Window, _ seconds: Double) {
    for _ in 0..<Int(seconds * 60) { window.tick() }
  }

  /// Checks one menu: the app opens it through the binding, a second update with the same
  /// value starts nothing, the app closes it mid-opening, and the control's own close
  /// writes the binding false once.
  static func check<Menu: MenuPresenting & View>(
    _ menu: Menu, window: Window, binding: Binding<Bool>, willOpens: () -> Int
  ) {
    binding.value = true
    #expect(menu.setOpen(binding.value))
    #expect(menu.isOpen)
    #expect(!menu.setOpen(binding.value), "an update with the same value is a no-op")
    #expect(willOpens() == 1)
    run(window, 0.05)
    // The app closes it mid-opening.
    binding.value = false
    #expect(menu.setOpen(binding.value))
    #expect(!menu.isOpen)
    run(window, 2)
    #expect(!menu.setOpen(binding.value))
    // The control opens by itself (a tap, a key): the binding follows once.
    let writes = binding.writes
    menu.open(animated: true)
    #expect(binding.value && binding.writes == writes + 1)
    #expect(!menu.setOpen(binding.value), "applying what it reported starts nothing")
    run(window, 2)
    menu.close(animated: true)
    #expect(!binding.value && binding.writes == writes + 2)
    run(window, 2)
  }

  @Test("the dial, radial, floating and slide menus follow an isPresented binding")
  func presentation() {
    do {
      let window = Window(size: Size(width: 390, height: 844))
      let dial = DialMenu(frame: window.bounds)
      dial.itemViews = ["A", "B", "C"].map { MenuItem(title: $0) }
      window.rootView.addSubview(dial)
      var opens = 0
      let binding = Binding(false)
      dial.onWillOpen = { _ in
        opens += 1
        binding.set(true)
      }
      dial.onWillClose = { _ in binding.set(false) }
      Self.check(dial, window: window, binding: binding, willOpens: { opens })
    }
    do {
      let window = Window(size: Size(width: 600, height: 600))
      let radial = RadialMenu(frame: window.bounds)
      window.rootView.addSubview(radial)
      var opens = 0
      let binding = Binding(false)
      radial.onWillOpen = { _ in
        opens += 1
        binding.set(true)
      }
      radial.onWillClose = { _ in binding.set(false) }
      Self.check(radial, window: window, binding: binding, willOpens: { opens })
    }
    do {
      let window = Window(size: Size(width: 375, height: 667))
      let fab = FloatingButton(image: Image.placeholder)
      fab.frame = Rect(x: 300, y: 580, width: 50, height: 50)
      window.rootView.addSubview(fab)
      let menu = FloatingMenuController(
        fromView: fab, items: [.init(title: "One"), .init(title: "Two")])
      var opens = 0
      let binding = Binding(false)
      menu.onWillOpen = { _ in
        opens += 1
        binding.set(true)
      }
      menu.onWillClose = { _ in binding.set(false) }
      Self.check(menu, window: window, binding: binding, willOpens: { opens })
    }
    do {
      let window = Window(size: Size(width: 375, height: 667))
      let slide = SlideMenu(
        frame: Rect(x: 0, y: 0, width: 150, height: 667), targetView: window.rootView,
        options: [.init(title: "One")])
      window.tick()
      var opens = 0
      let binding = Binding(false)
      slide.onWillOpen = { _ in
        opens += 1
        binding.set(true)
      }
      slide.onWillClose = { _ in binding.set(false) }
      Self.check(slide, window: window, binding: binding, willOpens: { opens })
    }
  }

  @Test("the dial's selection: the app turns it, a turn writes it, no echo")
  func selection() {
    let window = Window(size: Size(width: 390, height: 844))
    let dial = DialMenu(frame: window.bounds)
    dial.itemViews = ["A", "B", "C", "D"].map { MenuItem(title: $0) }
    window.rootView.addSubview(dial)
    dial.show()
    Self.run(window, 1)
    let selection = Binding(0)
    dial.onSelect = { _, index in selection.set(index) }
    // The app writes 2: the update turns the dial there, and the dial reports nothing back.
    selection.value = 2
    if dial.selectedIndex != selection.value { dial.selectItem(at: selection.value) }
    Self.run(window, 2)
    #expect(dial.selectedIndex == 2)
    #expect(selection.writes == 0, "selectItem does not call onSelect")
    // The user turns it with the keys: the binding follows once.
    dial.accessibilityIncrement()
    Self.run(window, 2)
    #expect(dial.selectedIndex == 3 && selection.value == 3 && selection.writes == 1)
    // The next update applies 3 to a dial at 3: nothing to do.
    #expect(dial.selectedIndex == selection.value)
    // An index out of range is ignored by the dial.
    dial.selectItem(at: 9)
    #expect(dial.selectedIndex == 3)
  }
}
