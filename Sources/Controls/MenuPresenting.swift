/// The four menus' open state in one shape, for a host that binds it: a SwiftUI
/// `Binding<Bool>`, a web component's `open` attribute. The dial's opening is
/// ``DialMenu/show(animated:completion:)``, the slide menu's ``SlideMenu/show(animated:)``.
///
/// ``isOpen`` is the heading: it turns at the will-open and will-close moments (the same
/// moments the `onWillOpen` and `onWillClose` closures report), so a binding written from
/// those closures and read back by ``setOpen(_:animated:)`` never restarts a transition
/// that is already on its way.
///
/// ```swift
/// menu.onWillOpen = { _ in isPresented = true }
/// menu.onWillClose = { _ in isPresented = false }
/// menu.setOpen(isPresented)          // on each update: opens or closes only on a change
/// ```
public protocol MenuPresenting: AnyObject {
  /// Whether the menu is open or opening.
  var isOpen: Bool { get }
  /// Opens the menu (nothing while open or opening; turns a closing back).
  func open(animated: Bool)
  /// Closes the menu (nothing while closed or closing; turns an opening back).
  func close(animated: Bool)
}

extension MenuPresenting {
  /// Opens or closes the menu when `open` differs from where it is heading; nothing
  /// otherwise. Returns whether it started a transition.
  @discardableResult public func setOpen(_ open: Bool, animated: Bool = true) -> Bool {
    guard open != isOpen else { return false }
    if open { self.open(animated: animated) } else { close(animated: animated) }
    return true
  }

  /// Opens the menu when it is closed or closing, closes it otherwise.
  public func toggle(animated: Bool = true) { setOpen(!isOpen, animated: animated) }
}

extension FloatingMenuController: MenuPresenting {}

extension RadialMenu: MenuPresenting {
  /// Whether the menu is open or opening (``isOpenOrOpening``).
  public var isOpen: Bool { isOpenOrOpening }
}

extension DialMenu: MenuPresenting {
  /// Whether the items are shown or showing (``isShown``).
  public var isOpen: Bool { isShown }
  /// Shows the items (``show(animated:completion:)``).
  public func open(animated: Bool) { show(animated: animated) }
  /// Hides the items (``hide(animated:completion:)``).
  public func close(animated: Bool) { hide(animated: animated) }
}

extension SlideMenu: MenuPresenting {
  /// Whether the menu is shown or sliding in (``isMenuShown``).
  public var isOpen: Bool { isMenuShown }
  /// Shows the menu (``show(animated:)``).
  public func open(animated: Bool) { show(animated: animated) }
  /// Hides the menu (``hide(animated:)``).
  public func close(animated: Bool) { hide(animated: animated) }
}
