// Module Rendering: the display list (the presentation tree flattened into resolved drawing
// commands) and the SVG writer. Renderers only read the scene.
