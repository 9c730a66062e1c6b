import DynamicMenusViews
import DynamicMenusLayers

/// Choosing options and the backdrop's tap (the swipes are set up in SlideMenu.swift).
extension SlideMenu {
  /// Chooses option `index` as a tap on its row would: the list marks it, the delegate and
  /// ``selectionHandler`` hear of it. Does nothing for an index out of range.
  public func selectOption(at index: Int) {
    optionsListView.selectRow(index)
  }

  /// The list chose a row: the tutorial's `tableView:didSelectRowAtIndexPath:`, which called
  /// the selection handler.
  func optionChosen(_ index: Int) {
    guard options.indices.contains(index) else {
      recordedViolations.append("option \(index) chosen, out of 0..<\(options.count)")
      return
    }
    selectedIndex = index
    log("select \(index)")
    let title = options[index].title
    feedback(.select(index))
    delegate?.slideMenu(self, didSelectOptionAt: index, title: title)
    selectionHandler?(index, title)
    if hidesOnSelection { hide() }
  }

  /// A tap on the backdrop hides the menu (beyond the tutorial, whose backdrop only blocked
  /// touches).
  func backdropTapped() {
    hide()
  }
}
