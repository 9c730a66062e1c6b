// expect: 'Window' is ambiguous
// profile: macos
// SwiftUI on macOS has a Window scene beside DynamicMenusViews' Window.
import DynamicMenusViews
import SwiftUI

func window(_ w: Window) {}
