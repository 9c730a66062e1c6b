import DynamicMenusControls
@testable import DynamicMenusElements
import DynamicMenusHost
import DynamicMenusRendering
import Foundation
import TestSupport
import Testing

/// The JavaScript `make web` generates from the Swift sources holds what they give: every
/// value of the elements' manifest is an export of Sources/Hosts/Web/Generated/vocabulary.js,
/// its layer-vocabulary.js or Sources/Renderers/Canvas/display-list-codes.js, equal as JSON,
/// and none exports what the manifest does not declare. A Swift value changed without `make web` (or a generated
/// file edited by hand) fails here.
@MainActor @Suite struct GeneratedVocabularyTests {
  /// The `export const NAME = VALUE;` values of the generated module at `path`, by name.
  static func exports(_ path: String) throws -> [String: Any] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    var found: [String: Any] = [:]
    for part in text.components(separatedBy: "\nexport const ").dropFirst() {
      guard let equals = part.range(of: " = "), let end = part.range(of: ";\n", options: .backwards)
      else { continue }
      let name = String(part[..<equals.lowerBound])
      let json = String(part[equals.upperBound..<end.lowerBound])
      found[name] = try JSONSerialization.jsonObject(
        with: Data(json.utf8), options: [.fragmentsAllowed])
    }
    return found
  }

  /// The elements' manifest as Foundation values, by key.
  static func manifest() throws -> [String: Any] {
    let text = ElementManifest.json.text(numbers: { "\($0)" })
    return try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func same(_ a: Any?, _ b: Any?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return NSDictionary(dictionary: ["v": a]).isEqual(to: ["v": b])
  }

  @Test("display-list-codes.js holds the stream's codes, header and placeholder")
  func displayListCodes() throws {
    let generated = try Self.exports("Sources/Renderers/Canvas/display-list-codes.js")
    let codes = try #require(try Self.manifest()["displayList"] as? [String: Any])
    #expect(Set(generated.keys) == Set(codes.keys))
    for (name, value) in codes {
      #expect(Self.same(generated[name], value), "\(name)")
    }
    let header = try #require(generated["header"] as? [String: Int])
    #expect(header["commands"] == DisplayListStream.Header.commands)
  }

  @Test(
    "vocabulary.js holds every other value of the manifest; the layer streams' and the attributes' details apart"
  )
  func vocabulary() throws {
    var generated = try Self.exports("Sources/Hosts/Web/Generated/vocabulary.js")
    let layers = try Self.exports("Sources/Hosts/Web/Generated/layer-vocabulary.js")
    let details = try Self.exports("Sources/Hosts/Web/Generated/attribute-details.js")
    var manifest = try Self.manifest()
    manifest["displayList"] = nil
    // The layer streams' numbers, which only the layers' renderer reads, in a module of their
    // own.
    #expect(
      Set(layers.keys) == ["layerOperations", "layerOperands", "lookahead", "layerFallbacks"],
      "\(layers.keys.sorted())")
    #expect(Set(generated.keys).isDisjoint(with: layers.keys))
    generated.merge(layers) { a, _ in a }
    // No export the manifest does not declare (a stale one, left behind by hand).
    #expect(
      Set(generated.keys) == Set(manifest.keys),
      "exports the manifest lacks: \(Set(generated.keys).subtracting(manifest.keys).sorted())")
    for (name, value) in manifest where name != "elements" {
      #expect(Self.same(generated[name], value), "\(name)")
    }
    // The elements: each attribute's name, type and default in vocabulary.js (its property
    // derived from its name, as element-manifest.js does), the rest of its keys in
    // attribute-details.js, in the same order.
    let elements = try #require(manifest["elements"] as? [[String: Any]])
    let runtime = try #require(generated["elements"] as? [[String: Any]])
    let byTag = try #require(details["attributeDetails"] as? [String: [[String: Any]]])
    #expect(runtime.count == elements.count)
    for (element, kept) in zip(elements, runtime) {
      let tag = try #require(element["tag"] as? String)
      // Its own attributes as [name, type, default].
      let own = try #require(element["ownAttributes"] as? [[String: Any]])
      let keptOwn = try #require(kept["ownAttributes"] as? [[String]])
      #expect(
        keptOwn == own.map { field in ["name", "type", "default"].map { "\(field[$0] ?? "")" } },
        "\(tag): own attributes \(keptOwn)")
      let fields = try #require(element["attributes"] as? [[String: Any]])
      let keptFields = try #require(kept["attributes"] as? [[String]])
      let detailFields = try #require(byTag[tag])
      #expect(fields.count == keptFields.count && fields.count == detailFields.count, "\(tag)")
      for (field, (short, more)) in zip(fields, zip(keptFields, detailFields)) {
        guard short.count == 3 else {
          Issue.record("\(tag): \(short) is not [name, type, default]")
          continue
        }
        let name = short[0]
        let property = ControlAttribute<Never>.camelCase(name)
        let runtime = ["name": name, "property": property, "type": short[1], "default": short[2]]
        let joined = more.merging(runtime) { a, _ in a }
        #expect(Self.same(joined, field), "\(tag) \(field["name"] ?? "")")
      }
    }
    // A value the page reads by name, checked against Swift itself.
    let accessibility = try #require(generated["accessibility"] as? [String: Int])
    #expect(accessibility["records"] == AccessibilityStream.Layout.records)
    let record = try #require(generated["eventRecord"] as? [String: Int])
    #expect(record["stride"] == ElementEvent.Record.stride)
  }
}
