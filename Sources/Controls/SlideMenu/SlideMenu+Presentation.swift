import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// How the menu shows against the target view's content (beyond the tutorial, whose menu
/// slid over it): the content may move aside with the menu, fully or in parallax, and the
/// menu may cast a shadow on it from its inner edge.
extension SlideMenu {
  /// How the menu shows against the target view's content.
  public nonisolated enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// Over the content, which stays where it is (the tutorial's).
    case overContent
    /// The content moves aside by the menu's width as the menu comes in, as if pushed.
    case pushesContent
    /// The content moves aside by a third of the menu's width: a parallax.
    case parallax

    /// How far the content moves when the menu is shown, as a fraction of the menu's
    /// width: 0, 1 or 1/3.
    public var contentShift: Double {
      switch self {
      case .overContent: 0
      case .pushesContent: 1
      case .parallax: 1.0 / 3
      }
    }
  }

  /// Whether `view`, a subview of the target, is content the presentation style moves:
  /// anything but a slide menu and a slide menu's backdrop (a type test, so the per-frame
  /// walk over the target's subviews builds no array).
  static func isContent(_ view: View) -> Bool {
    !(view is SlideMenu) && !(view is SlideMenuBackdrop)
  }

  /// The content's translation for the menu at `progress` (0 hidden … 1 shown, clamped):
  /// `inward · width · contentShift · progress` along x, so it moves the way the menu does.
  func contentTransform(at progress: Double) -> AffineTransform {
    guard let dock else { return .identity }
    let p = Swift.min(Swift.max(progress, 0), 1)
    let dx = dock.inward * dock.menuFrame.width * configuration.presentationStyle.contentShift * p
    return dx == 0 ? .identity : AffineTransform(translationX: dx, y: 0)
  }

  /// Moves the content for the menu's `progress` (nothing under ``PresentationStyle/overContent``
  /// unless it just changed from another style, which puts the content back).
  func shiftContent(progress: Double) {
    guard configuration.presentationStyle != .overContent || contentIsShifted else { return }
    let transform = contentTransform(at: progress)
    View.performWithoutAnimation {
      for view in superview?.subviews ?? []
      where Self.isContent(view) && view.transform != transform {
        view.transform = transform
      }
    }
    contentIsShifted = transform != .identity
  }

  /// The shadow on the content from the menu's inner edge (``Configuration/castsEdgeShadow``):
  /// black at 30 %, blur radius 6, shaped as the menu (its other edges lie off-screen when shown).
  func applyEdgeShadow() {
    View.performWithoutAnimation {
      layer.shadowOpacity = configuration.castsEdgeShadow ? 0.3 : 0
      layer.shadowColor = .black
      layer.shadowOffset = .zero
      layer.shadowRadius = 6
      layer.shadowPath = configuration.castsEdgeShadow ? Path(rect: bounds) : nil
    }
  }
}

/// A slide menu's backdrop: a plain view, typed so the presentation styles can tell it from
/// the content they move.
final class SlideMenuBackdrop: View {}
