// Module CairoRendering: rasterises display lists with cairo and pango; PNG in and out,
// animated images, blur and shadows, text layout and measurement.
