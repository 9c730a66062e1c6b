public import DynamicMenusGeometry

extension Double: Animatable {
  /// `self + other`.
  @inlinable public func adding(_ other: Double) -> Double { self + other }
  /// `self − other`.
  @inlinable public func subtracting(_ other: Double) -> Double { self - other }
  /// `self · factor`.
  @inlinable public func scaled(by factor: Double) -> Double { self * factor }
  /// `self²`.
  @inlinable public var magnitudeSquared: Double { self * self }
}

extension Point: Animatable {
  /// Component-wise sum (treating both points as vectors from the origin).
  @inlinable public func adding(_ o: Point) -> Point { Point(x: x + o.x, y: y + o.y) }
  /// Component-wise difference, as a point (`Point − Point` gives a `Vector` instead).
  @inlinable public func subtracting(_ o: Point) -> Point { Point(x: x - o.x, y: y - o.y) }
  /// Both coordinates multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
  /// `x² + y²`.
  @inlinable public var magnitudeSquared: Double { x * x + y * y }
}

extension Vector: Animatable {
  /// `self + other`.
  @inlinable public func adding(_ o: Vector) -> Vector { Vector(dx: dx + o.dx, dy: dy + o.dy) }
  /// `self − other`.
  @inlinable public func subtracting(_ o: Vector) -> Vector { Vector(dx: dx - o.dx, dy: dy - o.dy) }
  /// Both components multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> Vector {
    Vector(dx: dx * factor, dy: dy * factor)
  }
  /// `dx² + dy²`.
  @inlinable public var magnitudeSquared: Double { dx * dx + dy * dy }
}

extension Size: Animatable {
  /// Component-wise sum.
  @inlinable public func adding(_ o: Size) -> Size {
    Size(width: width + o.width, height: height + o.height)
  }
  /// Component-wise difference.
  @inlinable public func subtracting(_ o: Size) -> Size {
    Size(width: width - o.width, height: height - o.height)
  }
  /// Width and height multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> Size {
    Size(width: width * factor, height: height * factor)
  }
  /// `width² + height²`.
  @inlinable public var magnitudeSquared: Double { width * width + height * height }
}

extension Rect: Animatable {
  /// Component-wise sum of origins and sizes (not a union).
  @inlinable public func adding(_ o: Rect) -> Rect {
    Rect(origin: origin.adding(o.origin), size: size.adding(o.size))
  }
  /// Component-wise difference of origins and sizes.
  @inlinable public func subtracting(_ o: Rect) -> Rect {
    Rect(origin: origin.subtracting(o.origin), size: size.subtracting(o.size))
  }
  /// Origin and size multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> Rect {
    Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }
  /// The sum of the four squared components.
  @inlinable public var magnitudeSquared: Double {
    origin.magnitudeSquared + size.magnitudeSquared
  }
}

extension Color: Animatable {
  /// All four components 0: transparent black, the same as `Color.clear`.
  public static var zero: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }
  /// Component-wise sum (sRGB and alpha), unclamped.
  @inlinable public func adding(_ o: Color) -> Color {
    Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
  }
  /// Component-wise difference, unclamped.
  @inlinable public func subtracting(_ o: Color) -> Color {
    Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
  }
  /// Every component multiplied by `factor`, unclamped (springs may overshoot; renderers clamp).
  @inlinable public func scaled(by f: Double) -> Color {
    Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
  }
  /// The sum of the four squared components.
  @inlinable public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }
}

extension AffineTransform: Animatable {
  /// All six entries 0 (a degenerate transform; only meaningful as a difference).
  public static var zero: AffineTransform { AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
  /// Entry-wise sum (not a concatenation).
  @inlinable public func adding(_ o: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a + o.a, b: b + o.b, c: c + o.c, d: d + o.d, tx: tx + o.tx, ty: ty + o.ty)
  }
  /// Entry-wise difference.
  @inlinable public func subtracting(_ o: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a - o.a, b: b - o.b, c: c - o.c, d: d - o.d, tx: tx - o.tx, ty: ty - o.ty)
  }
  /// Every entry multiplied by `f`.
  @inlinable public func scaled(by f: Double) -> AffineTransform {
    AffineTransform(a: a * f, b: b * f, c: c * f, d: d * f, tx: tx * f, ty: ty * f)
  }
  /// The sum of the six squared entries.
  @inlinable public var magnitudeSquared: Double {
    a * a + b * b + c * c + d * d + tx * tx + ty * ty
  }
}
