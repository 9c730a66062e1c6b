import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// Each kind's `fontWeights` (what its entry loads before the first frame) covers every weight
/// its control draws text in with its defaults, closed and open, with items and a title: a face
/// it lacks would be measured in a fallback font until it loaded.
@MainActor @Suite struct ElementFontsTests {
  /// The face among DejaVu Sans's three (200, 400, 700) the browser draws a CSS weight in.
  static func face(_ weight: Int) -> Int { weight < 400 ? 200 : weight <= 500 ? 400 : 700 }

  @Test(
    "every kind draws its text only in the faces of its fontWeights",
    arguments: ElementKind.allCases)
  func drawnWeights(kind: ElementKind) {
    let element = ControlElement(kind: kind, size: kind.defaultSize)
    element.items = ["Pale lager", "Witbier", "Stout"].map { ElementItem(label: $0) }
    element.title = "Delete"
    let measurer = FallbackTextMeasurer()
    var drawn = Set<Int>()
    func collect(frames: Int) {
      for _ in 0..<frames {
        for command in element.frame(1 / 60, measurer: measurer).displayList.commands {
          if case .text(let block) = command, !block.runs.isEmpty {
            drawn.insert(Self.face(block.font.weight.cssWeight))
          }
        }
      }
    }
    collect(frames: 30)
    element.setOpen(true)
    collect(frames: 120)
    let declared = Set(kind.fontWeights.map { Self.face($0.cssWeight) })
    #expect(drawn.isSubset(of: declared), "\(kind.tagName) draws faces \(drawn.sorted())")
    // A kind that draws text declares what it draws; the radial menu draws none.
    #expect(
      drawn.isEmpty == declared.isEmpty, "\(kind.tagName): drawn \(drawn), declared \(declared)")
  }
}
