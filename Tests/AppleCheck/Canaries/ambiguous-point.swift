// expect: 'Point' is ambiguous
// profile: ios
// CoreText brings MacTypes.h's QuickDraw Point: our unqualified Point is ambiguous.
import CoreText
import DynamicMenusGeometry

func corner() -> Point { Point(x: 0, y: 0) }
