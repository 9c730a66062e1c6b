import DynamicMenusScripts

// libFuzzer target: any bytes, as UTF-8 (repaired), parsed as an interaction script. The
// parser must never trap, and an error must name a line and a column of the text.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScripts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let script = try InteractionScript(parsing: text, name: "fuzz")
    let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    for command in script.commands where !(1...lineCount).contains(command.line) {
      fatalError("a command on line \(command.line) of \(lineCount)")
    }
  } catch {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    guard (1...lines.count).contains(error.line),
      (1...lines[error.line - 1].count + 1).contains(error.column), !error.message.isEmpty
    else { fatalError("an error at no place of the text: \(error)") }
  }
  return 0
}
