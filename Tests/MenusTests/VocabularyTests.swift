import DynamicMenusGeometry
import DynamicMenusViews
import TestSupport
import Testing

@testable import DynamicMenusControls

/// One delegate for all five controls: the shared questions (will/did open and close,
/// select, cancel, feedback) land in one log, so the five can be compared word for word.
@MainActor
final class VocabularyRecorder: DialMenuDelegate, RadialMenuDelegate,
  FloatingMenuControllerDelegate, SlideMenuDelegate, ConfirmActionButtonDelegate
{
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  /// What the delegate heard, feedback left out (it interleaves by control).
  var delegateLog: [String] = []
  /// What the closures heard, in the same words.
  var closureLog: [String] = []
  /// Feedback moments heard by the delegate and by the closure.
  var delegateFeedback = 0
  var closureFeedback = 0
  /// Item handlers called: "item i".
  var itemLog: [String] = []

  func dialMenuWillOpen(_ dialMenu: DialMenu) { delegateLog.append("willOpen") }
  func dialMenuDidOpen(_ dialMenu: DialMenu) { delegateLog.append("didOpen") }
  func dialMenuWillClose(_ dialMenu: DialMenu) { delegateLog.append("willClose") }
  func dialMenuDidClose(_ dialMenu: DialMenu) { delegateLog.append("didClose") }
  func dialMenu(_ dialMenu: DialMenu, didSelectItemAt index: Int) {
    delegateLog.append("select \(index)")
  }
  func dialMenuDidCancel(_ dialMenu: DialMenu) { delegateLog.append("cancel") }
  func dialMenu(_ dialMenu: DialMenu, feedback: DialMenu.Feedback) { delegateFeedback += 1 }

  func radialMenuWillOpen(_ menu: RadialMenu) { delegateLog.append("willOpen") }
  func radialMenuDidOpen(_ menu: RadialMenu) { delegateLog.append("didOpen") }
  func radialMenuWillClose(_ menu: RadialMenu) { delegateLog.append("willClose") }
  func radialMenuDidClose(_ menu: RadialMenu) { delegateLog.append("didClose") }
  func radialMenu(_ menu: RadialMenu, didSelectItemAt index: Int) {
    delegateLog.append("select \(index)")
  }
  func radialMenuDidCancel(_ menu: RadialMenu) { delegateLog.append("cancel") }
  func radialMenu(_ menu: RadialMenu, feedback: RadialMenu.Feedback) { delegateFeedback += 1 }

  func floatingMenuControllerWillOpen(_ c: FloatingMenuController) {
    delegateLog.append("willOpen")
  }
  func floatingMenuControllerDidOpen(_ c: FloatingMenuController) { delegateLog.append("didOpen") }
  func floatingMenuControllerWillClose(_ c: FloatingMenuController) {
    delegateLog.append("willClose")
  }
  func floatingMenuControllerDidClose(_ c: FloatingMenuController) {
    delegateLog.append("didClose")
  }
  func floatingMenuController(_ c: FloatingMenuController, didSelectItemAt index: Int) {
    delegateLog.append("select \(index)")
  }
  func floatingMenuControllerDidCancel(_ c: FloatingMenuController) { delegateLog.append("cancel") }
  func floatingMenuController(
    _ c: FloatingMenuController, feedback: FloatingMenuController.Feedback
  ) { delegateFeedback += 1 }

  func slideMenuWillOpen(_ menu: SlideMenu) { delegateLog.append("willOpen") }
  func slideMenuDidOpen(_ menu: SlideMenu) { delegateLog.append("didOpen") }
  func slideMenuWillClose(_ menu: SlideMenu) { delegateLog.append("willClose") }
  func slideMenuDidClose(_ menu: SlideMenu) { delegateLog.append("didClose") }
  func slideMenu(_ menu: SlideMenu, didSelectItemAt index: Int) {
    delegateLog.append("select \(index)")
  }
  func slideMenuDidCancel(_ menu: SlideMenu) { delegateLog.append("cancel") }
  func slideMenu(_ menu: SlideMenu, feedback: SlideMenu.Feedback) { delegateFeedback += 1 }

  func confirmActionButtonWillOpen(_ b: ConfirmActionButton) { delegateLog.append("willOpen") }
  func confirmActionButtonDidOpen(_ b: ConfirmActionButton) { delegateLog.append("didOpen") }
  func confirmActionButtonWillClose(_ b: ConfirmActionButton) { delegateLog.append("willClose") }
  func confirmActionButtonDidClose(_ b: ConfirmActionButton) { delegateLog.append("didClose") }
  func confirmActionButtonDidConfirm(_ b: ConfirmActionButton) { delegateLog.append("select 0") }
  func confirmActionButtonDidCancel(_ b: ConfirmActionButton) { delegateLog.append("cancel") }
  func confirmActionButton(_ b: ConfirmActionButton, feedback: ConfirmActionButton.Feedback) {
    delegateFeedback += 1
  }

  /// The closures every menu control has, by the same names and shapes: the control first.
  func listen<Control: AnyObject, Feedback>(
    onWillOpen: inout ((Control) -> Void)?, onDidOpen: inout ((Control) -> Void)?,
    onWillClose: inout ((Control) -> Void)?, onDidClose: inout ((Control) -> Void)?,
    onSelect: inout ((Control, Int) -> Void)?, onCancel: inout ((Control) -> Void)?,
    onFeedback: inout ((Control, Feedback) -> Void)?
  ) {
    onWillOpen = { [unowned self] _ in closureLog.append("willOpen") }
    onDidOpen = { [unowned self] _ in closureLog.append("didOpen") }
    onWillClose = { [unowned self] _ in closureLog.append("willClose") }
    onDidClose = { [unowned self] _ in closureLog.append("didClose") }
    onSelect = { [unowned self] _, i in closureLog.append("select \(i)") }
    onCancel = { [unowned self] _ in closureLog.append("cancel") }
    onFeedback = { [unowned self] _, _ in closureFeedback += 1 }
  }

  /// Checks what every control must satisfy: the delegate and the closures heard the same
  /// words in the same order, every shared question was asked, feedback reached both, and
  /// each selection called its item's handler once.
  func expectOneVocabulary(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(delegateLog == expected, sourceLocation: sourceLocation)
    #expect(closureLog == delegateLog, sourceLocation: sourceLocation)
    for word in ["willOpen", "didOpen", "willClose", "didClose", "cancel"] {
      #expect(delegateLog.contains(word), "never asked \(word)", sourceLocation: sourceLocation)
    }
    let selects = delegateLog.filter { $0.hasPrefix("select ") }
    #expect(!selects.isEmpty, sourceLocation: sourceLocation)
    #expect(
      delegateFeedback > 0 && closureFeedback == delegateFeedback, sourceLocation: sourceLocation)
    #expect(
      itemLog == selects.map { "item " + $0.dropFirst("select ".count) },
      sourceLocation: sourceLocation)
  }
}

@Suite("One vocabulary: every control answers the same delegate questions", .isolatedState)
@MainActor
struct VocabularyTests {
  @Test("dial: show, a key turn selects, a turn back cancels, hide")
  func dial() {
    let f = DialFixture(show: false)
    let r = VocabularyRecorder()
    f.dial.delegate = r
    r.listen(
      onWillOpen: &f.dial.onWillOpen, onDidOpen: &f.dial.onDidOpen,
      onWillClose: &f.dial.onWillClose, onDidClose: &f.dial.onDidClose,
      onSelect: &f.dial.onSelect, onCancel: &f.dial.onCancel, onFeedback: &f.dial.onFeedback)
    for (i, item) in f.dial.itemViews.enumerated() {
      item.handler = { [unowned r] _ in r.itemLog.append("item \(i)") }
    }
    f.dial.show()
    f.settle()
    f.window.focus(f.dial)
    f.window.send(KeyEvent(key: .right, phase: .press))
    f.window.send(KeyEvent(key: .right, phase: .release))
    f.settle()
    // A drag of the top item a little way and back: the dial rests on the same item.
    let top = f.top
    f.drag([top, top + Vector(dx: 12, dy: 0), top + Vector(dx: 4, dy: 0), top])
    f.settle()
    f.dial.hide()
    f.window.run(for: 1)
    r.expectOneVocabulary(["willOpen", "didOpen", "select 1", "cancel", "willClose", "didClose"])
  }

  @Test("radial: open, a key chooses, escape cancels")
  func radial() {
    let (window, menu) = makeRadialDemo()
    let r = VocabularyRecorder()
    menu.delegate = r
    r.listen(
      onWillOpen: &menu.onWillOpen, onDidOpen: &menu.onDidOpen, onWillClose: &menu.onWillClose,
      onDidClose: &menu.onDidClose, onSelect: &menu.onSelect, onCancel: &menu.onCancel,
      onFeedback: &menu.onFeedback)
    menu.items = menu.items.enumerated().map { i, item in
      var item = item
      item.handler = { [unowned r] _ in r.itemLog.append("item \(i)") }
      return item
    }
    window.focus(menu)
    playScript("key return\nwait 1.2\nkey down\nkey return\nwait 1.5", on: window)
    playScript("key return\nwait 1.2\nkey escape\nwait 1.5", on: window)
    r.expectOneVocabulary([
      "willOpen", "didOpen", "select 0", "willClose", "didClose",
      "willOpen", "didOpen", "cancel", "willClose", "didClose",
    ])
  }

  @Test("floating: open, choose, open, cancel")
  func floating() {
    let f = FloatingFixture()
    let r = VocabularyRecorder()
    f.menu.delegate = r
    r.listen(
      onWillOpen: &f.menu.onWillOpen, onDidOpen: &f.menu.onDidOpen,
      onWillClose: &f.menu.onWillClose, onDidClose: &f.menu.onDidClose,
      onSelect: &f.menu.onSelect, onCancel: &f.menu.onCancel, onFeedback: &f.menu.onFeedback)
    for (i, button) in f.menu.buttonItems.enumerated() {
      button.handler = { [unowned r] _ in r.itemLog.append("item \(i)") }
    }
    f.openAndSettle()
    f.play("tap 320 460")  // the second button: 600 − 2 × 70
    f.settle()
    f.openAndSettle()
    f.play("tap 320 600")  // the close button
    f.settle()
    r.expectOneVocabulary([
      "willOpen", "didOpen", "select 1", "willClose", "didClose",
      "willOpen", "didOpen", "cancel", "willClose", "didClose",
    ])
  }

  @Test("slide: show, choose, hide; show, the backdrop cancels")
  func slide() {
    let f = SlideFixture()
    let r = VocabularyRecorder()
    f.menu.delegate = r
    r.listen(
      onWillOpen: &f.menu.onWillOpen, onDidOpen: &f.menu.onDidOpen,
      onWillClose: &f.menu.onWillClose, onDidClose: &f.menu.onDidClose,
      onSelect: &f.menu.onSelect, onCancel: &f.menu.onCancel, onFeedback: &f.menu.onFeedback)
    f.menu.options = SlideMenu.tutorialOptions.enumerated().map { i, option in
      var option = option
      option.handler = { [unowned r] _ in r.itemLog.append("item \(i)") }
      return option
    }
    f.showAndSettle()
    f.play("tap 300 145")  // the third row: 20 + 2 × 50 + 25
    f.menu.hide()
    f.settle()
    f.showAndSettle()
    f.play("tap 60 300")  // the backdrop
    f.settle()
    r.expectOneVocabulary([
      "willOpen", "didOpen", "select 2", "willClose", "didClose",
      "willOpen", "didOpen", "cancel", "willClose", "didClose",
    ])
  }

  @Test("confirm: a held key fills the ring and confirms; a short press cancels")
  func confirm() {
    let f = ConfirmFixture()
    let r = VocabularyRecorder()
    f.button.delegate = r
    f.button.onWillOpen = { [unowned r] _ in r.closureLog.append("willOpen") }
    f.button.onDidOpen = { [unowned r] _ in r.closureLog.append("didOpen") }
    f.button.onWillClose = { [unowned r] _ in r.closureLog.append("willClose") }
    f.button.onDidClose = { [unowned r] _ in r.closureLog.append("didClose") }
    f.button.onConfirm = { [unowned r] _ in r.closureLog.append("select 0") }
    f.button.onCancel = { [unowned r] _ in r.closureLog.append("cancel") }
    f.button.onFeedback = { [unowned r] _, _ in r.closureFeedback += 1 }
    // The button's one action is its item: a target plays the item handler's part.
    f.button.addAction(for: .primaryActionTriggered) { [unowned r] _ in
      r.itemLog.append("item 0")
    }
    f.play("key tab\nkey space for 2.2\nwait 0.5\nkey space for 0.3\nwait 0.5")
    r.expectOneVocabulary([
      "willOpen", "didOpen", "willClose", "didClose", "select 0",
      "willOpen", "willClose", "didClose", "cancel",
    ])
  }

  @Test("an item's handler runs once per choice, after the control's closure")
  func itemHandlerOrder() {
    let f = FloatingFixture()
    var heard: [String] = []
    f.menu.onSelect = { _, i in heard.append("menu \(i)") }
    f.menu.buttonItems[3].handler = { _ in heard.append("item 3") }
    f.openAndSettle()
    f.play("tap 320 320")  // the fourth button: 600 − 4 × 70
    f.settle()
    #expect(heard == ["menu 3", "item 3"])
    // Equality: copies of an item share its handler; a new closure makes a different item.
    let a = RadialMenu.Item(title: "Aries") { _ in }
    let b = a
    #expect(a == b)
    #expect(a != RadialMenu.Item(title: "Aries") { _ in })
    #expect(RadialMenu.Item(title: "Aries") == RadialMenu.Item(title: "Aries"))
  }
}
