import ArgumentParser
import Foundation

/// Input a user can fix: an unknown control, an unreadable or malformed script, an unwritable
/// output path, an unknown extension, an out-of-range number. Commands report it on standard
/// error, prefixed with the command's name, and exit with status 2.
public struct BadInput: Error, CustomStringConvertible, Equatable {
  /// What is wrong and where.
  public var description: String

  /// A bad-input error with a message naming what and where.
  public init(_ description: String) { self.description = description }
}

/// Runs a command's body, turning ``BadInput`` into a message on standard error and exit
/// status 2.
func reportingBadInput(_ command: String, _ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as BadInput {
    FileHandle.standardError.write(Data("dynamic-menus \(command): error: \(error)\n".utf8))
    throw ExitCode(2)
  }
}
