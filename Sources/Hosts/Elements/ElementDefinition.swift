import DynamicMenusViews

/// One kind of element as a program defines it: its ``ElementKind`` and how its control is
/// built. A program links the controls of the definitions it names and no others, so a
/// WebAssembly module for one element (`import 'dynamic-menus/dial-menu'`) carries one
/// control: ``ElementDefinition/all`` names the five.
public struct ElementDefinition {
  /// The kind it defines.
  public let kind: ElementKind
  /// Builds the control in `window`, laid out as the SwiftUI views lay it, its callbacks
  /// posting to the queue.
  let make: (Window, ElementEventQueue) -> any ElementBody

  /// The rotating dial.
  public static var dialMenu: ElementDefinition {
    ElementDefinition(kind: .dialMenu) { DialElementBody(window: $0, queue: $1) }
  }
  /// The COSMOS radial menu.
  public static var radialMenu: ElementDefinition {
    ElementDefinition(kind: .radialMenu) { RadialElementBody(window: $0, queue: $1) }
  }
  /// The confirm button.
  public static var confirmButton: ElementDefinition {
    ElementDefinition(kind: .confirmButton) { ConfirmElementBody(window: $0, queue: $1) }
  }
  /// Inbox's floating action menu.
  public static var floatingMenu: ElementDefinition {
    ElementDefinition(kind: .floatingMenu) { FloatingElementBody(window: $0, queue: $1) }
  }
  /// The slide menu.
  public static var slideMenu: ElementDefinition {
    ElementDefinition(kind: .slideMenu) { SlideElementBody(window: $0, queue: $1) }
  }

  /// The five, in ``ElementKind``'s order: what a program that offers every element names.
  public static var all: [ElementDefinition] { ElementKind.allCases.map { $0.definition } }

  /// The definition of `kind` among `definitions`; nil where none defines it.
  public static func named(_ kind: ElementKind, in definitions: [ElementDefinition])
    -> ElementDefinition?
  {
    definitions.first { $0.kind == kind }
  }
}

extension ElementKind {
  /// The kind's definition. Naming it links the kind's control; a program that switches over
  /// kinds this way links all five.
  public var definition: ElementDefinition {
    switch self {
    case .dialMenu: .dialMenu
    case .radialMenu: .radialMenu
    case .confirmButton: .confirmButton
    case .floatingMenu: .floatingMenu
    case .slideMenu: .slideMenu
    }
  }
}
