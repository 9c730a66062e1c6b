package import DynamicMenusLayers

/// The floating demo's contact photos (Inbox showed each person's picture in the menu):
/// 150 × 150 pixel PNGs, 50 points at 3×, carried in the code as base64 (ContactPhotos/,
/// a file per person) so the WebAssembly build has them too, and no file or download
/// is needed. They are head-and-shoulders portraits drawn by code
/// (Tests/RenderingTests/ContactPortrait.swift; ContactPhotoTests checks the committed data
/// is what it draws and rewrites it with `DYNAMIC_MENUS_RECORD_PHOTOS=1`), no photographs of
/// anyone; CC0 1.0, as the code that draws them.
package nonisolated enum ContactPhotos {
  /// Pixels per point of the photos: 3 (150 px over a 50 pt button).
  package static let scale = 3.0

  /// Each person's photo, base64 PNG, by the name the floating demo's menu shows.
  package static let base64PNGs: [(name: String, png: String)] = [
    ("Heidi Hernandez", heidiHernandez), ("Neil Ross", neilRoss),
    ("Elijah Woods", elijahWoods), ("Bella Douglas", bellaDouglas),
  ]

  /// The photo of `name`, or ``Image/placeholder`` for a name without one.
  package static func image(
    for name: String, report: (String) -> Void = { print("ContactPhotos: \($0)") }
  ) -> Image {
    guard let entry = base64PNGs.first(where: { $0.name == name }) else { return .placeholder }
    return image(base64PNG: entry.png, of: name, report: report)
  }

  /// The photo in `text`, or ``Image/placeholder`` when the loader refuses it: its message,
  /// naming what is wrong and where, goes to `report`.
  package static func image(
    base64PNG text: String, of name: String, report: (String) -> Void
  ) -> Image {
    do {
      return Image(bitmap: try BitmapImage(base64PNG: text, scale: scale))
    } catch {
      report("the photo of \(name) cannot be shown: \(error.message)")
      return .placeholder
    }
  }
}
