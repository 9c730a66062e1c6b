// Module DynamicMenus: what an app imports. The five controls, and the modules their
// configuration and their hosts speak: geometry, animation curves and springs, UIKit Dynamics,
// layers (colours, fonts, images), views (windows, touches, accessibility), the host
// interface (`ControlHost`) and the display list it hands a host to draw.
//
// In an Apple app that also imports SwiftUI or UIKit, a name both define (`View`, `Color`,
// `Image`, `Font`, `Label`, `Button`, `Window`, `Spring`, `Transaction`, `Animatable`, `Path`)
// is ambiguous unqualified; qualify ours with its module (`DynamicMenusViews.View`,
// `DynamicMenusGeometry.Color`). docs/design.md lists which module holds which name.

@_exported public import DynamicMenusAnimation
@_exported public import DynamicMenusControls
@_exported public import DynamicMenusDynamics
@_exported public import DynamicMenusGeometry
@_exported public import DynamicMenusHost
@_exported public import DynamicMenusLayers
@_exported public import DynamicMenusRendering
@_exported public import DynamicMenusViews
