import DynamicMenusControls
@testable import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// Each control's configuration as attributes, from its generated table: every stored field
/// has one, each reads and writes its own field exactly, and bad text keeps the field with a
/// warning naming it.
@MainActor @Suite struct ControlAttributeTests {
  /// The structures whose fields are attributes one by one (`appearance.ringColor`), by their
  /// paths: every other stored field of a configuration is an attribute of its own.
  static let flattened: Set<String> = [
    "inflateCurve", "appearance", "tableSettings", "tableSettings.font", "titleFont",
    "labelFont", "announcements", "optionsInsets",
  ]

  /// The configuration's stored fields, those of the flattened structures as paths.
  static func fieldPaths(of value: Any, under path: String? = nil) -> [String] {
    Mirror(reflecting: value).children.flatMap { child -> [String] in
      guard let label = child.label else { return [] }
      let full = path.map { "\($0).\(label)" } ?? label
      return flattened.contains(full) ? fieldPaths(of: child.value, under: full) : [full]
    }
  }

  /// Values of `attribute`'s kind other than `current`, best first: inside the range, other
  /// words, colours and texts than the default's. A rule across fields may refuse some (the
  /// dial's minimum scale above its maximum); the check takes the first the field takes.
  static func otherValues<C>(_ attribute: ControlAttribute<C>, than current: String) -> [String] {
    switch attribute.kind {
    case .number(let range):
      let value = AttributeText.number(current) ?? 0
      let candidates =
        [value + 1, value / 2, value * 1.5 + 0.25, value - 0.5, 0.5, 2]
        + [range.lower, range.upper].compactMap { $0 }.map { $0 + (range.isInteger ? 1 : 0.25) }
      return candidates.map { range.isInteger ? $0.rounded() : $0 }
        .filter { range.contains($0) && $0 != value }.map { AttributeText.number($0) }
    case .boolean: return [current == "true" ? "false" : "true"]
    case .word(let words): return words.filter { $0 != current }
    case .color: return ["#123456", "#654321"].filter { $0 != current }
    case .text: return [current + " and more"]
    }
  }

  /// Checks one configuration's table against its stored fields: a field per attribute (the
  /// floating layout's three share one), each attribute set to a value other than its default
  /// reads it back and changes its own field only, bad text warns and keeps the field, and
  /// removing it brings the default back.
  static func check<C: ElementConfiguration>(_: C.Type, _ kind: ElementKind) {
    let attributes = C.attributes
    let defaults = C.elementDefaults
    let documentation = ElementManifest.documentation(of: kind)
    #expect(documentation.count == attributes.count, "\(kind): a document per attribute")
    let fields = fieldPaths(of: defaults)
    let covered = Set(documentation.map { $0.field })
    for field in fields {
      #expect(covered.contains(field), "\(C.self).\(field) has no attribute")
    }
    for field in covered { #expect(fields.contains(field), "\(field) is a stored field") }
    // An element has these already: a field must not take one's name.
    let html: Set<String> = [
      "style", "title", "id", "class", "hidden", "dir", "lang", "slot", "part", "tabindex",
      "open", "disabled", "value", "name", "items", "inert", "role", "draggable",
    ]
    let validate: (C) -> String? = { $0.validationFailure }
    for attribute in attributes {
      #expect(!html.contains(attribute.name), "\(attribute.name)")
      #expect(!attribute.name.contains(where: { $0.isUppercase }), "kebab-case")
      // Another value than the default: read back, and no other attribute moved.
      var configuration = defaults
      let text = otherValues(attribute, than: attribute.read(defaults)).first {
        var candidate = defaults
        return attribute.apply($0, to: &candidate, defaults: defaults, validate: validate) == nil
      }
      guard let text else {
        Issue.record("\(attribute.name): no value other than its default is taken")
        continue
      }
      #expect(
        attribute.apply(text, to: &configuration, defaults: defaults, validate: validate) == nil)
      #expect(attribute.read(configuration) == text, "\(attribute.name) reads back \(text)")
      #expect(configuration != defaults, "\(attribute.name)=\(text) changed the configuration")
      let layout = ["layout", "layout-sweep", "layout-radius"]
      for other in attributes where other.name != attribute.name {
        guard !(layout.contains(other.name) && layout.contains(attribute.name)) else { continue }
        #expect(
          other.read(configuration) == other.read(defaults),
          "setting \(attribute.name) left \(other.name) alone")
      }
      // Nonsense: the field keeps its value (the default here), with a warning naming it.
      var changed = configuration
      let refused = attribute.apply(
        "#nonsense!", to: &changed, defaults: defaults, validate: validate)
      if case .text = attribute.kind {
        #expect(refused == nil)
      } else {
        #expect(refused?.hasPrefix("\(attribute.name)=\"#nonsense!\" is not") == true)
        #expect(refused?.hasSuffix("using the default, \(attribute.read(defaults))") == true)
        #expect(attribute.read(changed) == attribute.read(defaults))
      }
      // Removing the attribute (with its group, which sets one field together) restores the
      // default.
      for other in attributes where other.group != nil && other.group == attribute.group {
        _ = other.apply(nil, to: &configuration, defaults: defaults, validate: validate)
      }
      _ = attribute.apply(nil, to: &configuration, defaults: defaults, validate: validate)
      #expect(configuration == defaults, "\(attribute.name) removed: the default again")
    }
  }

  @Test("every stored field of the five configurations is an attribute that round-trips")
  func tables() {
    Self.check(DialMenu.Configuration.self, .dialMenu)
    Self.check(RadialMenu.Configuration.self, .radialMenu)
    Self.check(ConfirmActionButton.Configuration.self, .confirmButton)
    Self.check(FloatingMenuController.Configuration.self, .floatingMenu)
    Self.check(SlideMenu.Configuration.self, .slideMenu)
  }

  @Test("values of each kind: numbers, ranges, booleans, words, colours")
  func kinds() {
    let table = DialMenu.Configuration.attributes
    let defaults = DialMenu.Configuration()
    var c = defaults
    let validate: (DialMenu.Configuration) -> String? = { $0.validationFailure }
    #expect(
      table.apply("drag-damping", "2.5", to: &c, defaults: defaults, validate: validate) == nil)
    #expect(c.dragDamping == 2.5)
    #expect(
      table.apply("dragDamping", " 3e0 ", to: &c, defaults: defaults, validate: validate) == nil)
    #expect(c.dragDamping == 3, "the property's name and spaces round the value")
    #expect(
      table.apply("drag-damping", "-1", to: &c, defaults: defaults, validate: validate)
        == "drag-damping=\"-1\" is not a number ≥ 0: using the default, 1.5")
    #expect(c.dragDamping == 1.5)
    for bad in ["12px", "NaN", "Infinity", "", "1e400", "0x10", "1,5"] {
      #expect(
        table.apply("show-duration", bad, to: &c, defaults: defaults, validate: validate) != nil,
        "\(bad)")
    }
    #expect(
      table.apply("is-fling-enabled", "", to: &c, defaults: defaults, validate: validate) == nil)
    #expect(c.isFlingEnabled, "a boolean attribute present with no value is true")
    #expect(
      table.apply("is-fling-enabled", "yes", to: &c, defaults: defaults, validate: validate) != nil)
    #expect(!c.isFlingEnabled)
    #expect(
      table.apply("no-such-thing", "1", to: &c, defaults: defaults, validate: validate)
        == "no attribute no-such-thing")

    let floating = FloatingMenuController.Configuration.attributes
    var f = FloatingMenuController.Configuration()
    let fv: (FloatingMenuController.Configuration) -> String? = { $0.validationFailure }
    #expect(
      floating.apply("button-direction", "left", to: &f, defaults: .init(), validate: fv) == nil)
    #expect(f.buttonDirection == .left)
    #expect(
      floating.apply("button-direction", "sideways", to: &f, defaults: .init(), validate: fv)
        == "button-direction=\"sideways\" is not one of up, down, left, right: using the default, up"
    )
    #expect(floating.apply("spring-damping", "1", to: &f, defaults: .init(), validate: fv) == nil)
    #expect(floating.apply("spring-damping", "0", to: &f, defaults: .init(), validate: fv) != nil)
    #expect(
      floating.apply("label-text-color", "#f00", to: &f, defaults: .init(), validate: fv) == nil)
    #expect(f.labelTextColor == Color(red: 1, green: 0, blue: 0))
    #expect(
      floating.apply("label-text-color", "#00FF0080", to: &f, defaults: .init(), validate: fv)
        == nil)
    #expect(abs(f.labelTextColor.alpha - 128.0 / 255) < 1e-12 && f.labelTextColor.green == 1)
    #expect(
      floating.apply("label-text-color", "red", to: &f, defaults: .init(), validate: fv) != nil)

    let confirm = ConfirmActionButton.Configuration.attributes
    var b = ConfirmActionButton.Configuration()
    let bv: (ConfirmActionButton.Configuration) -> String? = { $0.validationFailure }
    #expect(confirm.apply("face-color", "none", to: &b, defaults: .init(), validate: bv) == nil)
    #expect(b.faceColor == nil)
    #expect(
      confirm.apply("selected-label", "<img src=x>", to: &b, defaults: .init(), validate: bv) == nil
    )
    #expect(b.selectedLabel == "<img src=x>", "text is text")
    #expect(
      confirm.apply("selected-label", "\t Café ✓\n ", to: &b, defaults: .init(), validate: bv)
        == nil)
    #expect(b.selectedLabel == "Café ✓", "spaces, tabs and line feeds trimmed at either end")
  }

  @Test("number text as JavaScript writes it, colours as #rgb, #rrggbb, #rrggbbaa")
  func text() {
    #expect(AttributeText.number("70") == 70)
    #expect(AttributeText.number("-1.5e-3") == -0.0015)
    #expect(AttributeText.number(".5") == 0.5)
    #expect(AttributeText.number("5.") == 5)
    for bad in ["", "-", ".", "e3", "1e", "1 2", "+-1", "١"] {
      #expect(AttributeText.number(bad) == nil, "\(bad)")
    }
    #expect(AttributeText.number(70) == "70")
    #expect(AttributeText.number(0.35) == "0.35")
    #expect(AttributeText.color("#0a0") == Color(red: 0, green: 170.0 / 255, blue: 0))
    #expect(AttributeText.color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)) == "#ff800080")
    for bad in ["#12", "#12345", "#gggggg", "123456", "#1234567"] {
      #expect(AttributeText.color(bad) == nil, "\(bad)")
    }
    #expect(NumberRange.notNegative.description == "≥ 0")
    #expect(
      NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true).description
        == "in (0, 1]")
  }

  @Test("an attribute is named by its kebab-case name or its camelCase property, nothing else")
  func names() {
    typealias Names = ControlAttribute<Never>
    for name in ["drag-damping", "dragDamping"] {
      #expect(Names.isNamed(name, "drag-damping"), "\(name)")
    }
    for name in ["dragdamping", "DragDamping", "drag-dampin", "dragDampingX", "drag", "", "-"] {
      #expect(!Names.isNamed(name, "drag-damping"), "\(name)")
    }
    #expect(Names.isNamed("x", "x") && !Names.isNamed("X", "x"))
    #expect(Names.isNamed("isFlingEnabled", "is-fling-enabled"))
    #expect(Names.camelCase("is-fling-enabled") == "isFlingEnabled")
  }

  /// A structure's fields as attributes: the path is the Swift snippets' (`appearance.ringColor`),
  /// the name the field's own, and the structure's rule holds across its fields.
  @Test("fields inside structures: their paths, and the inflate curve's rule across fields")
  func fieldsInsideStructures() {
    let dial = DialMenu.Configuration.attributes
    let maximum = dial.firstIndex { $0.name == "inflate-maximum-scale" }
    #expect(
      maximum.map { ElementManifest.documentation(of: .dialMenu)[$0].field }
        == "inflateCurve.maximumScale" && maximum.map { dial[$0].property } == "inflateMaximumScale"
    )
    let radial = RadialMenu.Configuration.attributes
    #expect(
      radial.firstIndex { $0.name == "ring-color" }.map {
        ElementManifest.documentation(of: .radialMenu)[$0].field
      } == "appearance.ringColor")
    var c = DialMenu.Configuration()
    let minimum = dial.first { $0.name == "inflate-minimum-scale" }
    // Above the maximum: refused, the default kept, the warning naming the value.
    let warning = minimum?.apply("2", to: &c, defaults: .init(), validate: { $0.validationFailure })
    #expect(
      warning == "inflate-minimum-scale=\"2\" is refused (inflateCurve's scales must be finite "
        + "with 0 < minimumScale ≤ maximumScale, got 2.0 … 1.33): using the default, 0.66")
    #expect(c.inflateCurve == .tutorial)
    #expect(
      minimum?.apply("0.5", to: &c, defaults: .init(), validate: { $0.validationFailure }) == nil)
    #expect(c.inflateCurve.minimumScale == 0.5 && c.validationFailure == nil)
    c.inflateCurve.threshold = 0
    #expect(c.validationFailure == "inflateCurve.threshold must be finite and > 0, got 0.0")
  }

  /// Fonts as size, weight and family; the announcements, insets and selection style.
  @Test("fonts, announcements, insets and the selection style as attributes")
  func fontsAndTexts() {
    let confirm = ConfirmActionButton.Configuration.attributes
    let validate: (ConfirmActionButton.Configuration) -> String? = { $0.validationFailure }
    var c = ConfirmActionButton.Configuration()
    #expect(
      confirm.map(\.name).filter { $0.hasPrefix("title-font") }
        == ["title-font-size", "title-font-weight", "title-font-family"])
    #expect(
      confirm.apply("title-font-size", "22", to: &c, defaults: .init(), validate: validate) == nil)
    #expect(
      confirm.apply("titleFontWeight", "bold", to: &c, defaults: .init(), validate: validate) == nil
    )
    #expect(
      confirm.apply("title-font-family", "Georgia", to: &c, defaults: .init(), validate: validate)
        == nil)
    #expect(c.titleFont == Font(family: "Georgia", size: 22, weight: .bold))
    #expect(c.labelFont == ConfirmActionButton.Configuration().labelFont, "the other font stays")
    #expect(
      confirm.apply("title-font-weight", "700", to: &c, defaults: .init(), validate: validate)
        == "title-font-weight=\"700\" is not one of ultraLight, thin, light, regular, medium, "
        + "semibold, bold, heavy, black: using the default, regular")
    #expect(
      confirm.apply("title-font-size", "201", to: &c, defaults: .init(), validate: validate)
        == "title-font-size=\"201\" is not a number in (0, 200]: using the default, 15")
    #expect(c.titleFont == Font(family: "Georgia", size: 15, weight: .regular))
    #expect(
      confirm.apply("announcement-fired", "Deleted", to: &c, defaults: .init(), validate: validate)
        == nil)
    #expect(c.announcements.fired == "Deleted")
    #expect(
      confirm.firstIndex { $0.name == "announcement-selected-by-keyboard" }.map {
        ElementManifest.documentation(of: .confirmButton)[$0].field
      } == "announcements.selectedByKeyboard")

    let slide = SlideMenu.Configuration.attributes
    var s = SlideMenu.Configuration()
    let slideValidate: (SlideMenu.Configuration) -> String? = { $0.validationFailure }
    #expect(
      slide.apply("options-inset-top", "44", to: &s, defaults: .init(), validate: slideValidate)
        == nil)
    #expect(
      slide.apply(
        "selection-style", "persistent", to: &s, defaults: .init(), validate: slideValidate) == nil)
    #expect(
      slide.apply("option-font-size", "17", to: &s, defaults: .init(), validate: slideValidate)
        == nil)
    #expect(s.optionsInsets.top == 44 && s.tableSettings.selectionStyle == .persistent)
    #expect(s.tableSettings.font.size == 17)
    #expect(
      slide.firstIndex { $0.name == "option-font-size" }.map {
        ElementManifest.documentation(of: .slideMenu)[$0].field
      } == "tableSettings.font.size")
    #expect(
      slide.apply("options-inset-left", "-1", to: &s, defaults: .init(), validate: slideValidate)
        == "options-inset-left=\"-1\" is not a number ≥ 0: using the default, 0")
  }

  /// The floating layout's three attributes follow the table in FloatingLayoutAttributes.swift.
  @Test("the floating layout: a case and its values, set one by one in any order")
  func floatingLayout() {
    typealias Configuration = FloatingMenuController.Configuration
    func applying(_ pairs: [(String, String)]) -> FloatingMenuController.Layout {
      var c = Configuration()
      for (name, text) in pairs {
        let warning = Configuration.attributes.apply(
          name, text, to: &c, defaults: .init(), validate: { $0.validationFailure })
        #expect(warning == nil, "\(name)=\(text): \(warning ?? "")")
      }
      return c.layout
    }
    #expect(applying([]) == .line)
    #expect(applying([("layout", "arc")]) == .arc(sweep: .pi / 2, radius: nil))
    #expect(applying([("layout", "circle"), ("layout-radius", "120")]) == .circle(radius: 120))
    #expect(applying([("layout-radius", "120"), ("layout", "circle")]) == .circle(radius: 120))
    #expect(applying([("layout", "arc"), ("layout-sweep", "3")]) == .arc(sweep: 3, radius: nil))
    #expect(applying([("layout-sweep", "3"), ("layout", "arc")]) == .arc(sweep: 3, radius: nil))
    #expect(
      applying([("layout", "circle"), ("layout-radius", "90"), ("layout-sweep", "1")])
        == .arc(sweep: 1, radius: 90))
    #expect(applying([("layout", "arc"), ("layout-radius", "90"), ("layout", "line")]) == .line)
    #expect(applying([("layout", "circle"), ("layout-radius", "0")]) == .circle(radius: nil))
    // Back to the default values: the case stays.
    #expect(applying([("layout-sweep", "1.5707963267948966"), ("layout-radius", "0")]) == .line)
    var c = Configuration()
    c.layout = .circle(radius: 80)
    let table = Configuration.attributes
    #expect(table.first { $0.name == "layout" }?.read(c) == "circle")
    #expect(table.first { $0.name == "layout-radius" }?.read(c) == "80")
    #expect(table.first { $0.name == "layout-sweep" }?.read(c) == "1.5707963267948966")
    #expect(
      table.apply(
        "layout-sweep", "7", to: &c, defaults: .init(), validate: { $0.validationFailure })
        == "layout-sweep=\"7\" is not a number in (0, 6.283185307179586]: using the default, "
        + "1.5707963267948966")
    #expect(c.layout == .circle(radius: 80), "a refused sweep leaves the circle as it was")
  }
}
