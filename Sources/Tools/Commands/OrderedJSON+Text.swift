public import DynamicMenusControls

extension OrderedJSON {
  /// The value printed on one line, `{"a": 1, "b": [2, 3]}`, numbers as ``PrintedNumber``
  /// writes them (9 significant digits, the shortest form, integers exact).
  public var text: String {
    text(numbers: { PrintedNumber.text($0) ?? "null" })
  }
}
