public import ArgumentParser

/// The `dynamic-menus` command line: the root command and its subcommands.
///
/// Exit statuses, for every subcommand: 0 success; 1 an internal failure; 2 bad input
/// (an unknown control, a malformed file, an unwritable path) with a message naming what and
/// where; 64 a usage error reported by the argument parser.
public struct DynamicMenusCommand: ParsableCommand {
  /// The command's name, abstract and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "dynamic-menus",
    abstract: "Physics-driven, animated menu controls: play, render, inspect and simulate them.",
    subcommands: [
      PlayCommand.self, GalleryCommand.self, RenderCommand.self, InspectCommand.self,
      SimulateCommand.self, BenchCommand.self, DigestCommand.self, ElementTracesCommand.self,
      ConformanceCommand.self,
    ])

  /// Creates the command (ArgumentParser parses its options).
  public init() {}
}
