// expect: cannot be declared public because its type uses an internal type
// profile: ios
// With InternalImportsByDefault, a UIKit type in public API needs `public import UIKit`.
import UIKit

/// Holds a view.
public final class Holder {
  /// The view.
  public var view: UIView? = nil
}
