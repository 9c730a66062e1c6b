import DynamicMenusGeometry
import DynamicMenusViews

/// VoiceOver.
///
/// Closed, the menu is one button ("Menu", hint "Opens the menu.", its value the last chosen
/// item, collapsed); activating it opens the menu. Opening or open, the menu is modal and
/// exposes one element per sector, clockwise from 3 o'clock, then a "Close menu" button on the
/// centre (expanded). A sector element is a button and a menu item labelled with the item's
/// title, valued "i of n", with the
/// `selected` trait on the last chosen item; activating it chooses the item, and its custom
/// actions are "Close menu" and the neighbours' titles ("Next: Taurus", "Previous: Pisces")
/// to highlight them. Escape (VoiceOver's two-finger scrub) closes the menu. Opening and
/// choosing are announced.
extension RadialMenu {
  /// Rebuilds the elements and the modality for the current state.
  func accessibilityStateDidChange() {
    accessibilityViewIsModal = isOpenOrOpening
    sectorElements = isOpenOrOpening ? makeSectorElements() : []
  }

  private func makeSectorElements() -> [AccessibilityElement] {
    let n = items.count
    let band = RadialMenuMetrics.sectorBand
    let fit = fitScale
    let side = (band.outer - band.inner) * fit
    var elements: [AccessibilityElement] = items.indices.map { i in
      let element = AccessibilityElement(
        label: items[i].title, value: "\(i + 1) of \(n)", traits: [.button, .menuItem])
      element.identifier = "RadialMenu.item\(i)"
      if selectedIndex == i { element.traits.insert(.selected) }
      element.container = self
      let centre =
        menuCenter + Vector(angle: itemAngle(i), length: RadialMenuMetrics.iconRadius * fit)
      element.frameInContainer = Rect(center: centre, size: Size(width: side, height: side))
      element.onActivate = { [owner = Weak(self)] in
        guard let self = owner.object, self.menuState == .open || self.menuState == .opening else {
          return false
        }
        self.choose(i)
        return true
      }
      element.onEscape = { [owner = Weak(self)] in
        guard let self = owner.object, self.isOpenOrOpening else { return false }
        self.cancel()
        return true
      }
      let next = (i + 1) % n, previous = (i + n - 1) % n
      element.customActions = [
        AccessibilityCustomAction(name: "Close menu") { [owner = Weak(self)] in
          owner.object?.cancel()
          return owner.object != nil
        },
        AccessibilityCustomAction(name: "Next: \(items[next].title)") { [owner = Weak(self)] in
          owner.object?.setHighlight(next)
          return owner.object?.highlightedIndex == next
        },
        AccessibilityCustomAction(name: "Previous: \(items[previous].title)") {
          [owner = Weak(self)] in
          owner.object?.setHighlight(previous)
          return owner.object?.highlightedIndex == previous
        },
      ]
      return element
    }
    let close = AccessibilityElement(label: "Close menu", traits: .button)
    close.identifier = "RadialMenu.close"
    close.expandedStatus = .expanded
    close.container = self
    close.frameInContainer = Rect(
      center: menuCenter,
      size: Size(width: 2 * configuration.centerRadius, height: 2 * configuration.centerRadius))
    close.onActivate = { [owner = Weak(self)] in
      owner.object?.cancel()
      return owner.object != nil
    }
    elements.append(close)
    return elements
  }
}
