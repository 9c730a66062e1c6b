import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// A control's configuration as the elements set it: its attribute table (generated from its
/// stored properties: Attributes/Generated), its range check and its defaults.
protocol ElementConfiguration: Equatable, Sendable {
  static var attributes: [ControlAttribute<Self>] { get }
  var validationFailure: String? { get }
  /// The element's defaults, before a page's style: the control's own, but where an element
  /// differs from the native control (each written out, as ``ElementBody``'s requirements).
  static var elementDefaults: Self { get }
}

extension DialMenu.Configuration: ElementConfiguration {
  static var elementDefaults: Self { Self() }
}
extension RadialMenu.Configuration: ElementConfiguration {
  static var elementDefaults: Self { Self() }
}
extension ConfirmActionButton.Configuration: ElementConfiguration {
  static var elementDefaults: Self { Self() }
}
extension FloatingMenuController.Configuration: ElementConfiguration {
  static var elementDefaults: Self { Self() }
}
extension SlideMenu.Configuration: ElementConfiguration {
  /// The panel widens to its longest label: a page's items are not the tutorial's five short
  /// ones (docs/controls/slide-menu.md).
  static var elementDefaults: Self {
    var defaults = Self()
    defaults.widthFitsOptions = true
    return defaults
  }
}

/// An element's edits of its control's configuration, one attribute at a time: its table's
/// fields bound to the control and to the defaults the element's style gives, so the element
/// is written once for every kind. Each edit checks the configuration's rules across fields
/// (`validationFailure`) as it applies its field; none replays the others.
struct ConfigurationEditor {
  /// The attribute names, kebab-case, in the table's order.
  let names: [String]
  /// Each attribute's group (``ControlAttribute/group``), nil for one alone.
  let groups: [String?]
  /// Applies text (nil: the default) to field i, committing it when asked; the warning.
  private let edit: (Int, String?, Bool) -> String?
  private let readField: (Int) -> String
  /// Resets the fields given to their defaults: each where the rules allow it (`false`), or
  /// the first, then the others in turn until the rules hold (`true`: the last to give way
  /// and the rule the first broke).
  private let reset: ([Int], Bool) -> (index: Int, failure: String)?

  /// The editor of the configuration `get` reads and `set` writes, whose defaults are
  /// `C.elementDefaults` with `style` applied.
  init<C: ElementConfiguration>(
    get: @escaping () -> C, set: @escaping (C) -> Void, style: @escaping (inout C) -> Void
  ) {
    let fields = C.attributes
    names = fields.map { $0.name }
    groups = fields.map { $0.group }
    func styled() -> C {
      var defaults = C.elementDefaults
      style(&defaults)
      return defaults
    }
    edit = { i, text, commit in
      var configuration = get()
      let warning = fields[i].apply(text, to: &configuration, defaults: styled()) {
        $0.validationFailure
      }
      if commit { set(configuration) }
      return warning
    }
    readField = { i in fields[i].read(get()) }
    reset = { indices, untilValid in
      let defaults = styled()
      var configuration = get()
      var failure: String?
      var yielded: Int?
      for (n, i) in indices.enumerated() {
        var candidate = configuration
        fields[i].reset(&candidate, to: defaults)
        if untilValid {
          configuration = candidate
          if n == 0 { failure = candidate.validationFailure } else { yielded = i }
          if candidate.validationFailure == nil { break }
        } else if candidate.validationFailure == nil {
          configuration = candidate
        }
      }
      guard configuration.validationFailure == nil else { return nil }
      set(configuration)
      guard let yielded, let failure else { return nil }
      return (yielded, failure)
    }
  }

  /// The index of attribute `name` (kebab-case, or its camelCase property); nil for none.
  func index(of name: String) -> Int? {
    names.firstIndex { ControlAttribute<Never>.isNamed(name, $0) }
  }

  /// Sets field `i` from `text` (nil: back to its styled default); the warning when refused.
  func apply(_ i: Int, _ text: String?) -> String? { edit(i, text, true) }

  /// Puts field `i` back to its styled default where a rule across fields refused that
  /// (``apply(_:_:)`` with nil warned): the fields `others` give way, in that order, each
  /// back to its default, until the rules hold. Returns the last that gave way and the rule
  /// the removal broke (nil: none needed to, or none could make room).
  func remove(_ i: Int, givingWay others: [Int]) -> (index: Int, failure: String)? {
    reset([i] + others, true)
  }

  /// The attributes that set one field with `i` (its group, in the table's order); `[i]` for
  /// one alone.
  func members(of i: Int) -> [Int] {
    guard let group = groups[i] else { return [i] }
    return groups.indices.filter { groups[$0] == group }
  }

  /// Why field `i` would refuse `text` now; nil when it would take it. Changes nothing.
  func check(_ i: Int, _ text: String) -> String? { edit(i, text, false) }

  /// Field `i`'s value now, as attribute text.
  func read(_ i: Int) -> String { readField(i) }

  /// Puts the fields at `unset` (those no attribute sets) to the styled defaults, each where
  /// the rest of the configuration allows it.
  func restyle(_ unset: [Int]) { _ = reset(unset, false) }
}
