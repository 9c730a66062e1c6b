import DynamicMenusViews
import DynamicMenusLayers

/// Choosing options and the backdrop's tap (the swipes are set up in SlideMenu.swift).
extension SlideMenu {
  /// Chooses option `index` as a tap on its row would: the list marks it, the delegate,
  /// ``onSelect`` and the option's own handler hear of it. Does nothing for an index out of range.
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
    let option = options[index]
    feedback(.select(index))
    delegate?.slideMenu(self, didSelectItemAt: index)
    onSelect?(self, index)
    option.handler?(self)
    if configuration.hidesOnSelection { hide() }
  }

  /// A tap on the backdrop cancels the menu (beyond the tutorial, whose backdrop only
  /// blocked touches).
  func backdropTapped() {
    cancel()
  }

  /// The user dismissed the shown menu without a choice (the backdrop, the hide swipe,
  /// escape, VoiceOver's close): the delegate and ``onCancel`` hear it, then the menu hides.
  func cancel() {
    guard isMenuShown else { return }
    reportCancel()
    hide()
  }

  /// Tells the delegate, then ``onCancel``, that the user dismissed the menu.
  func reportCancel() {
    delegate?.slideMenuDidCancel(self)
    onCancel?(self)
  }
}
