/// A mistake in an interaction script, with the line and column where it is.
///
/// Its description reads like a compiler's: `script:3:6: expected a number after "down",
/// found "abc"`. Lines and columns count from 1; the column is the first character of the
/// offending word (or one past the end of the line when something is missing there).
public nonisolated struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The script's name as given to the parser (a file name, or "script").
  public var source: String
  /// The line of the mistake, from 1.
  public var line: Int
  /// The column of the mistake, from 1, counted in characters.
  public var column: Int
  /// What is wrong, naming the word found and what was expected.
  public var message: String

  /// Creates an error at `line`:`column` of `source`.
  public init(source: String = "script", line: Int, column: Int, message: String) {
    self.source = source
    self.line = line
    self.column = column
    self.message = message
  }

  /// `source:line:column: message`.
  public var description: String { "\(source):\(line):\(column): \(message)" }
}
