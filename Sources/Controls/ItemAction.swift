/// An item's own handler, boxed so that an item value stays `Hashable`: copies of an item
/// share the box, and items compare their boxes by identity, never the closures.
final class ItemAction<Control: AnyObject> {
  /// The handler, called with the control whose item was chosen.
  let body: (Control) -> Void

  init(_ body: @escaping (Control) -> Void) { self.body = body }
}
