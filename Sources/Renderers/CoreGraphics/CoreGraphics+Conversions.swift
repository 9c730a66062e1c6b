// Compiled only where Core Graphics exists (Apple platforms); empty on Linux and in WebAssembly.
#if canImport(CoreGraphics)
  public import CoreGraphics
  public import DynamicMenusGeometry

  /// A path's elements as a `CGPath`, element for element.
  public func cgPath(_ path: DynamicMenusGeometry.Path) -> CGPath {
    let result = CGMutablePath()
    for element in path.elements {
      switch element {
      case .move(let p): result.move(to: cgPoint(p))
      case .line(let p): result.addLine(to: cgPoint(p))
      case .quadCurve(let p, let c): result.addQuadCurve(to: cgPoint(p), control: cgPoint(c))
      case .curve(let p, let c1, let c2):
        result.addCurve(to: cgPoint(p), control1: cgPoint(c1), control2: cgPoint(c2))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  /// A point as a `CGPoint`.
  public func cgPoint(_ p: DynamicMenusGeometry.Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }

  /// A rectangle as a `CGRect`.
  public func cgRect(_ r: DynamicMenusGeometry.Rect) -> CGRect {
    CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
  }

  /// A `CGRect` as a rectangle.
  public func rect(_ r: CGRect) -> DynamicMenusGeometry.Rect {
    DynamicMenusGeometry.Rect(
      x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
  }

  /// A colour as an sRGB `CGColor` (transparent black if Core Graphics refuses it).
  public func cgColor(_ color: DynamicMenusGeometry.Color) -> CGColor {
    let components = [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) }
    return CGColorSpace(name: CGColorSpace.sRGB).flatMap {
      CGColor(colorSpace: $0, components: components)
    } ?? CGColor(gray: 0, alpha: 0)
  }

  /// A transform as a `CGAffineTransform`, coefficient for coefficient.
  public func cgTransform(_ t: DynamicMenusGeometry.AffineTransform) -> CGAffineTransform {
    CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
  }
#endif
