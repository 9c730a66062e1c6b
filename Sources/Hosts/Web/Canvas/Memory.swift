// The module's memory as the page uses it: the page allocates with `dm_alloc`, writes UTF-8
// bytes, passes pointer and length, and frees with `dm_free`.

/// Allocates `byteCount` bytes (at least 1), 8-byte aligned, for the host to fill.
@_expose(wasm, "dm_alloc")
@_cdecl("dm_alloc")
package func dmAlloc(_ byteCount: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: max(Int(byteCount), 1), alignment: 8)
}

/// Frees memory from `dm_alloc`.
@_expose(wasm, "dm_free")
@_cdecl("dm_free")
package func dmFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// The string of `length` UTF-8 bytes at `bytes` (invalid sequences become U+FFFD).
public func hostString(_ bytes: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let bytes, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
}
