// expect: 'AffineTransform' is ambiguous
// profile: macos
// Foundation on macOS has its own AffineTransform.
import DynamicMenusGeometry
import Foundation

func identity() -> AffineTransform { .identity }
