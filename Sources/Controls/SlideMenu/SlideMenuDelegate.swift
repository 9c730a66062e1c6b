public import DynamicMenusGeometry
/// What a ``SlideMenu`` tells its delegate. Every method has an empty default. The menu also
/// offers the same news as closures (``SlideMenu/selectionHandler``,
/// ``SlideMenu/onWillShow`` and the others) and calls the delegate first.
public protocol SlideMenuDelegate: WeakReferenceable {
  /// The user chose option `index` (always in `0..<menu.options.count`) titled `title`: a tap,
  /// return, or a VoiceOver activation.
  func slideMenu(_ menu: SlideMenu, didSelectOptionAt index: Int, title: String)
  /// The menu starts showing.
  func slideMenuWillShow(_ menu: SlideMenu)
  /// The menu came to rest on screen (the dynamic animator paused). Not called when a hide
  /// turns it back first.
  func slideMenuDidShow(_ menu: SlideMenu)
  /// The menu starts hiding.
  func slideMenuWillHide(_ menu: SlideMenu)
  /// The menu came to rest off-screen. Not called when a show turns it back first.
  func slideMenuDidHide(_ menu: SlideMenu)
}

extension SlideMenuDelegate {
  /// Does nothing.
  public func slideMenu(_ menu: SlideMenu, didSelectOptionAt index: Int, title: String) {}
  /// Does nothing.
  public func slideMenuWillShow(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenuDidShow(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenuWillHide(_ menu: SlideMenu) {}
  /// Does nothing.
  public func slideMenuDidHide(_ menu: SlideMenu) {}
}
