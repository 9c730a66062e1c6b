/// The shared part of behaviours that hold a list of items (gravity, collision, push, item):
/// each item's body lives while any behaviour in the animator uses it.
public class ItemsBehavior: DynamicBehavior {
  /// The behaviour's items, in the order they were added.
  public private(set) final var items: [any DynamicItem]
  /// Membership (lookup only; `items` keeps the order).
  private var itemIDs: Set<ObjectIdentifier>

  override var isPrimitive: Bool { true }

  init(items: [any DynamicItem]) {
    var unique: [any DynamicItem] = []
    var ids: Set<ObjectIdentifier> = []
    for item in items where ids.insert(ObjectIdentifier(item as AnyObject)).inserted {
      unique.append(item)
    }
    self.items = unique
    self.itemIDs = ids
    super.init()
  }

  /// Adds an item (ignored when already there); its body is made at once when associated.
  public final func addItem(_ item: any DynamicItem) {
    guard itemIDs.insert(ObjectIdentifier(item as AnyObject)).inserted else { return }
    items.append(item)
    if let animator = dynamicAnimator {
      animator.acquireBody(for: item)
      itemWasAdded(item, in: animator)
      animator.startIfNeeded()
    }
  }

  /// Removes an item (ignored when absent).
  public final func removeItem(_ item: any DynamicItem) {
    guard itemIDs.remove(ObjectIdentifier(item as AnyObject)) != nil,
      let index = items.firstIndex(where: { $0 === item })
    else { return }
    items.remove(at: index)
    if let animator = dynamicAnimator {
      itemWillBeRemoved(item, from: animator)
      animator.releaseBody(for: item)
    }
  }

  final func containsItem(_ item: any DynamicItem) -> Bool {
    itemIDs.contains(ObjectIdentifier(item as AnyObject))
  }

  override func didAssociate(with animator: DynamicAnimator) {
    for item in items {
      animator.acquireBody(for: item)
      itemWasAdded(item, in: animator)
    }
  }

  override func willDissociate(from animator: DynamicAnimator) {
    for item in items {
      itemWillBeRemoved(item, from: animator)
      animator.releaseBody(for: item)
    }
  }

  /// Subclass hook: the item's body exists.
  func itemWasAdded(_ item: any DynamicItem, in animator: DynamicAnimator) {}
  /// Subclass hook: the item's body is about to be released.
  func itemWillBeRemoved(_ item: any DynamicItem, from animator: DynamicAnimator) {}
}
