import DynamicMenusGeometry
import Testing
@testable import DynamicMenusViews

@Suite("Bad input: NaN geometry is refused with a message naming the property")
struct BadInputTests {
  @Test("a NaN center stops with \"View.center must be finite\"")
  func nanCenter() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let view = View()
        view.center = Point(x: .nan, y: 0)
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("View.center must be finite"))
  }

  @Test("a NaN alpha stops with \"View.alpha must be finite\"")
  func nanAlpha() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { View().alpha = .nan }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("View.alpha must be finite"))
  }

  @Test("a NaN frame stops with \"View.frame must be finite\"")
  func nanFrame() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { _ = View(frame: Rect(x: 0, y: .nan, width: 1, height: 1)) }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("View.frame must be finite"))
  }
}
