public import ArgumentParser

/// `dynamic-menus bench SUBJECT`: release-build measurements. Each subject is a subcommand
/// (`render`, `physics`, `dial`, …) in its own file.
public struct BenchCommand: ParsableCommand {
  /// The command's name and subjects.
  public static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure performance (build with -c release).",
    subcommands: [
      BenchRenderCommand.self, BenchPhysicsCommand.self, BenchDialCommand.self,
      BenchCompositesCommand.self,
    ])

  /// Creates the command.
  public init() {}
}
