extension DemoScene {
  /// The name, capitalised ("radial" → "Radial").
  public nonisolated static var displayName: String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The summary.
  public nonisolated static var hint: String { summary }
}
