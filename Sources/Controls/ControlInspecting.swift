/// What the commands (`inspect`, the demo scenes' state, the fuzzers and soak runs) read
/// from any of the five controls, through one protocol: the control's state as drawn now and
/// its invariants.
public protocol ControlInspecting: AnyObject {
  /// The control's state as drawn now (presentation values), with documented keys in a
  /// fixed order: what `dynamic-menus inspect` prints under "state". Points are in window
  /// coordinates unless the key says otherwise.
  var inspection: OrderedJSON { get }
  /// Every broken invariant, as sentences naming what and where; empty when all hold.
  func invariantViolations() -> [String]
}
