public import DynamicMenusGeometry

/// What a ``SlideMenu`` tells its delegate, in the vocabulary all five controls share
/// (will/did open and close, select, cancel, feedback): opening is showing, closing hiding.
/// Every method has an empty default. The menu also offers each moment as a closure of the
/// same name (``SlideMenu/onSelect``, ``SlideMenu/onWillOpen`` and the others) and calls the
/// delegate first.
public protocol SlideMenuDelegate: WeakReferenceable {
  /// The menu starts showing.
  func slideMenuWillOpen(_ menu: SlideMenu)
  /// The menu came to rest on screen (the dynamic animator paused). Not called when a hide
  /// turns it back first.
  func slideMenuDidOpen(_ menu: SlideMenu)
  /// The menu starts hiding.
  func slideMenuWillClose(_ menu: SlideMenu)
  /// The menu came to rest off-screen. Not called when a show turns it back first.
  func slideMenuDidClose(_ menu: SlideMenu)
  /// The user chose option `index` (always in `0..<menu.options.count`): a tap, return, or a
  /// VoiceOver activation.
  func slideMenu(_ menu: SlideMenu, didSelectItemAt index: Int)
  /// The user dismissed the shown menu without a choice (the backdrop, the hide swipe or a
  /// pan that puts it away, escape, VoiceOver's close); it hides next.
  func slideMenuDidCancel(_ menu: SlideMenu)
  /// A moment the host may mark with haptics.
  func slideMenu(_ menu: SlideMenu, feedback: SlideMenu.Feedback)
}

extension SlideMenuDelegate {
  /// Does nothing.
  public func slideMenuWillOpen(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenuDidOpen(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenuWillClose(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenuDidClose(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenu(_ menu: SlideMenu, didSelectItemAt index: Int) {}
  /// Does nothing.
  public func slideMenuDidCancel(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenu(_ menu: SlideMenu, feedback: SlideMenu.Feedback) {}
}
