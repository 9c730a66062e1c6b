import DynamicMenusCairo
import DynamicMenusRendering
import SnapshotTesting
import TestSupport
import Testing

/// Image and SVG snapshots of one feature each, at 2x. References live in __Snapshots__;
/// `make test` never records (SNAPSHOT_TESTING_RECORD=never). Tolerance: 2/255 per channel,
/// no pixel beyond it (the renderer is deterministic; the slack absorbs cairo point releases).
@Suite struct SnapshotTests {
  @Test func shapes() {
    assertSnapshot(of: SampleLists.shapes, as: .png(scale: 2), named: "2x")
    assertSnapshot(of: SampleLists.shapes, as: .svg, named: "vector")
  }

  @Test func dashes() {
    assertSnapshot(of: SampleLists.dashes, as: .png(scale: 2), named: "2x")
    assertSnapshot(of: SampleLists.dashes, as: .svg, named: "vector")
  }

  @Test func strokeEnd() {
    assertSnapshot(of: SampleLists.strokeEnd, as: .png(scale: 2), named: "2x")
    assertSnapshot(of: SampleLists.strokeEnd, as: .svg, named: "vector")
  }

  @Test func mask() {
    assertSnapshot(of: SampleLists.mask, as: .png(scale: 2), named: "2x")
    assertSnapshot(of: SampleLists.mask, as: .svg, named: "vector")
  }

  @Test func shadow() {
    assertSnapshot(of: SampleLists.shadow, as: .png(scale: 2), named: "2x")
    assertSnapshot(of: SampleLists.shadow, as: .svg, named: "vector")
  }

  @Test func blur() {
    assertSnapshot(of: SampleLists.blur, as: .png(scale: 2), named: "2x")
    assertSnapshot(of: SampleLists.blur, as: .svg, named: "vector")
  }

  @Test func text() {
    assertSnapshot(of: SampleLists.text, as: .png(scale: 2), named: "2x")
    assertSnapshot(of: SampleLists.text, as: .svg, named: "vector")
  }

  @Test func shapesAtOneAndThreeX() {
    assertSnapshot(of: SampleLists.shapes, as: .png(scale: 1), named: "1x")
    assertSnapshot(of: SampleLists.shapes, as: .png(scale: 3), named: "3x")
  }
}
