import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct DisplayListTests {
  @Test func balance() {
    var l = DisplayList(size: Size(width: 1, height: 1))
    l.append(contentsOf: [.saveState, .beginMaskedContent, .beginMask, .endMask, .restoreState])
    #expect(l.isBalanced)
    l.append(.beginMask)
    #expect(!l.isBalanced)
  }

  @Test func backdropEndsAtTheOutermostOpenGroup() {
    let blur = DisplayCommand.backdropBlur(
      BackdropBlur(region: Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), style: .dark))
    let fill = DisplayCommand.fill(
      Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .red, .nonZero)
    var l = DisplayList(size: Size(width: 1, height: 1))
    l.append(contentsOf: [fill, .saveState, blur])
    #expect(l.backdropEnd(before: 2) == 2)
    l.append(contentsOf: [
      .beginTransparencyGroup(opacity: 0.5), fill, .beginShadow(Shadow(opacity: 1)), blur,
    ])
    #expect(l.backdropEnd(before: 6) == 3)
    l.append(contentsOf: [.endShadow, .endTransparencyGroup, blur])
    #expect(l.backdropEnd(before: 9) == 9)
  }

  @Test func svgIsWellFormedXML() {
    for list in [
      SampleLists.shapes, SampleLists.mask, SampleLists.shadow, SampleLists.blur, SampleLists.text,
    ] {
      let svg = SVGWriter().write(list)
      let parser = XMLParser(data: Data(svg.utf8))
      #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
  }

  @Test func svgNumbersAreShortAndStable() {
    var l = DisplayList(size: Size(width: 10, height: 10))
    l.append(
      .fill(Path(rect: Rect(x: 0.1 + 0.2, y: 1.0 / 3, width: 2, height: -0.0)), .red, .nonZero))
    let svg = SVGWriter().write(l)
    #expect(svg.contains("M0.3 0.333 L2.3 0.333"))
    #expect(svg == SVGWriter().write(l))
  }
}
