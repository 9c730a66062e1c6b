/// The data source: the tutorial's suggested exercise.
extension DialMenu {
  /// Asks the ``dataSource`` for the items again and lays them out (the selection is kept
  /// while in range). Safe at any time, even while the dial spins or a finger holds it: the
  /// motion stops and the new items take their places on the ring. Without a data source it
  /// does nothing.
  public func reloadData() {
    guard let dataSource else { return }
    let count = max(dataSource.numberOfItems(in: self), 0)
    var items: [MenuItem] = []
    items.reserveCapacity(count)
    for index in 0..<count {
      let item = dataSource.dialMenu(self, itemAt: index)
      // The same view twice cannot sit in two places; keep its first place.
      if !items.contains(where: { $0 === item }) { items.append(item) }
    }
    itemViews = items
  }
}
