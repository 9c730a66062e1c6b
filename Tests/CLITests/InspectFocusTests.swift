import ArgumentParser
import DynamicMenusCommands
import Foundation
import Testing

/// `inspect`'s `focus`: which view has the keyboard focus, which of its elements (its
/// accessibility value) and the frame of the focus ring the window draws round it.
@MainActor @Suite struct InspectFocusTests {
  /// `inspect CONTROL --script S`'s `focus` (NSNull when null), written to a scratch file.
  func focus(_ control: String, _ script: String?) throws -> Any {
    var arguments = [control]
    if let script {
      let url = try RenderCommandTests.scratchDirectory().appendingPathComponent("s.script")
      try script.write(to: url, atomically: true, encoding: .utf8)
      arguments += ["--script", url.path]
    }
    let text = try InspectCommand.parse(arguments).json().text
    // Documented key order: focus comes last.
    #expect(text.contains(#"], "focus": "#), "\(text.suffix(300))")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == ["time", "control", "state", "views", "accessibility", "focus"])
    return try #require(object["focus"])
  }

  /// The dial's items in `inspect`'s state: (centre, scale), window points (the dial fills
  /// the window from its origin).
  func items(_ script: String) throws -> [(center: [Double], scale: Double)] {
    let url = try RenderCommandTests.scratchDirectory().appendingPathComponent("s.script")
    try script.write(to: url, atomically: true, encoding: .utf8)
    let state = try DialCommandTests.state(["--script", url.path])
    return (state["items"] as! [[String: Any]]).map {
      ($0["center"] as! [Double], $0["scale"] as! Double)
    }
  }

  @Test("nothing focused: null")
  func nothingFocused() throws {
    #expect(try focus("dial", nil) is NSNull)
    #expect(try focus("floating", "wait 0.5") is NSNull)
  }

  @Test("the dial after tab: the dial, its selected item, the ring round that item's bubble")
  func dialAfterTab() throws {
    let focus = try #require(try focus("dial", "wait 1\nkey tab\nwait 0.5") as? [String: Any])
    #expect(focus["type"] as? String == "DialMenu")
    #expect(focus["label"] as? String == "Dial menu")
    #expect(focus["value"] as? String == "Pale lager")
    #expect(focus["shown"] as? Bool == true)
    // Pale lager at the top, (256, 66.5), inflated to 1.33: its bubble is 133 pt.
    #expect(focus["frame"] as? [Double] == [189.5, 0, 133, 133])
  }

  @Test("the dial turning: the ring round the item coming up, where it is drawn")
  func dialTurning() throws {
    let script = "wait 1\nkey tab\nkey right\nwait 0.1"
    let focus = try #require(try focus("dial", script) as? [String: Any])
    #expect(focus["value"] as? String == "Witbier")
    let frame = try #require(focus["frame"] as? [Double])
    let witbier = try items(script)[1]
    let side = 100 * witbier.scale
    // Not yet at the top, and the ring on the item as drawn (to inspect's printed digits).
    #expect(abs(witbier.center[0] - 256) > 10)
    for (got, want) in zip(
      frame, [witbier.center[0] - side / 2, witbier.center[1] - side / 2, side, side])
    {
      #expect(abs(got - want) < 1e-6, "\(frame)")
    }
  }

  @Test("a touch after tab hides the ring; the focus stays")
  func touchHidesTheRing() throws {
    let focus = try #require(
      try focus("dial", "wait 1\nkey tab\ntap 5 5\nwait 0.3") as? [String: Any])
    #expect(focus["type"] as? String == "DialMenu")
    #expect(focus["shown"] as? Bool == false)
    #expect(focus["frame"] is NSNull)
  }

  @Test("the floating button after tab: its circle grown by the halo's gap and width")
  func floatingButton() throws {
    let focus = try #require(try focus("floating", "wait 0.5\nkey tab\nwait 0.5") as? [String: Any])
    #expect(focus["type"] as? String == "FloatingButton")
    #expect(focus["shown"] as? Bool == true)
    let frame = try #require(focus["frame"] as? [Double])
    // Outside: 2 pt of gap and 3 pt of line round the 56 pt button.
    #expect(frame[2] == frame[3] && frame[2] > 56 && frame[2] <= 56 + 10 + 1e-9, "\(frame)")
  }
}
