nonisolated extension DemoRegistry {
  /// The menu controls: every registered scene but the renderer's `test` scene, in order.
  public static var controls: [DemoSceneKind] {
    scenes.filter { $0.name != TestScene.name }
  }
}
