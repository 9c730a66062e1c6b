// expect: cannot implicitly convert value of type 'CGFloat?'
// profile: macos
// SE-0307 converts CGFloat to Double, but not an optional one.
import AppKit

func scale(of view: NSView) -> Double {
  let scale: Double = view.window?.backingScaleFactor ?? 2
  return scale
}
