/// SDL could not open a window: no video driver, no display, or no way to draw into it. The
/// message says which and what to do instead; the `play` command prints it and exits with
/// status 2.
package struct NoDisplay: Error, CustomStringConvertible {
  /// What failed, with SDL's own reason.
  package var description: String

  /// An error saying `description`.
  package init(_ description: String) { self.description = description }
}
