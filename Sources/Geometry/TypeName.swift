/// The name of `object`'s dynamic class (`"DialMenu"`), for snapshots and inspection. The
/// Embedded Swift build keeps no type names in the binary, so there it answers `fallback`
/// (the base class's name a caller knows statically, `"View"`); nothing in control logic may
/// depend on the answer.
package func dynamicTypeName(of object: AnyObject, fallback: String) -> String {
  #if hasFeature(Embedded)
    fallback
  #else
    String(describing: type(of: object))
  #endif
}
