import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// The Apple hosts keep their platform accessibility objects across frames while they stand
/// for the same thing, and post layout and screen changes as UIKit apps do.
@MainActor @Suite struct AccessibilityMirrorTests {
  /// A platform element stand-in: an object whose identity the test follows.
  final class Proxy {}

  @Test("the same objects frame after frame while nothing changes; nothing posted")
  func identity() {
    let host = ControlHost(settings: HostSettings(size: Size(width: 600, height: 600)))
    let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: 600, height: 600))
    host.window.rootView.addSubview(menu)
    var mirror = AccessibilityMirror<Proxy>()
    var made = 0
    let first = host.frame(1 / 60)
    let change = mirror.update(first) {
      made += 1
      return Proxy()
    }
    #expect(change.layoutChanged && made == first.accessibilityElements.count)
    let objects = mirror.objects
    for _ in 0..<5 {
      let frame = host.frame(1 / 60)
      let again = mirror.update(frame) {
        made += 1
        return Proxy()
      }
      #expect(again.isEmpty)
    }
    #expect(zip(objects, mirror.objects).allSatisfy { $0 === $1 })
    #expect(made == objects.count, "no object made after the first frame")
  }

  @Test("a menu opening in place: layout changed, the old objects kept, VoiceOver to a new one")
  func opening() throws {
    let host = ControlHost(settings: HostSettings(size: Size(width: 390, height: 844)))
    let dial = DialMenu(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    dial.itemViews = ["A", "B", "C"].map { MenuItem(title: $0) }
    let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Chosen: A"
    host.window.rootView.addSubview(label)
    host.window.rootView.addSubview(dial)
    var mirror = AccessibilityMirror<Proxy>()
    var frame = host.frame(1 / 60)
    _ = mirror.update(frame) { Proxy() }
    let labelProxy = try #require(mirror.objects.first)
    dial.show()
    for _ in 0..<30 { frame = host.frame(1 / 60) }
    let change = mirror.update(frame) {
      Proxy()
    }
    #expect(change.layoutChanged && !change.screenChanged)
    #expect(change.focus != nil && change.focus != 0, "VoiceOver moves to the dial")
    #expect(mirror.objects.first === labelProxy, "the label's object is kept")
  }

  @Test("a modal menu presented, then dismissed: screen changed both times")
  func modal() {
    let host = ControlHost(settings: HostSettings(size: Size(width: 375, height: 667)))
    let fab = FloatingButton(image: Image.placeholder)
    fab.frame = Rect(x: 300, y: 580, width: 56, height: 56)
    fab.accessibilityLabel = "New"
    host.window.rootView.addSubview(fab)
    let menu = FloatingMenuController(
      fromView: fab, items: [.init(title: "One"), .init(title: "Two")])
    var mirror = AccessibilityMirror<Proxy>()
    var frame = host.frame(1 / 60)
    _ = mirror.update(frame) { Proxy() }
    menu.open()
    for _ in 0..<60 { frame = host.frame(1 / 60) }
    var change = mirror.update(frame) {
      Proxy()
    }
    #expect(change.screenChanged && !change.layoutChanged)
    #expect(change.focus != nil)
    menu.close()
    for _ in 0..<60 { frame = host.frame(1 / 60) }
    change = mirror.update(frame) {
      Proxy()
    }
    #expect(change.screenChanged)
  }

  @Test("keys: a view's element by the view, listed elements by container and position")
  func keys() {
    let a = View()
    let element1 = AccessibilityElement(label: "x")
    element1.container = a
    let element2 = AccessibilityElement(label: "y")
    element2.container = a
    let keys = AccessibilityMirror<Proxy>.keys(of: [element1, element2])
    #expect(
      keys == [
        .listed(container: ObjectIdentifier(a), index: 0),
        .listed(container: ObjectIdentifier(a), index: 1),
      ])
  }
}
