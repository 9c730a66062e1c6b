// Written by scripts/web-package.py (`make web`) from the Swift sources, through the demo
// module's manifest (Sources/Tools/WebDemos/Manifest.swift); edit those, not this file. `make
// test` fails when it differs from what they give.

/** The layer operations' codes by name (LayerOperationStream.Code). */
export const layerOperations = {"create": 1, "remove": 2, "sublayers": 3, "geometry": 4, "appearance": 5, "contents": 6, "shadow": 7, "backdrop": 8, "background": 9, "clip": 10, "placeBackdrop": 11, "ring": 12, "line": 13, "strokePath": 14};

/** Where each layer operation's operands lie after its code and layer: offsets by name, and `count`, the numbers its fixed operands take; a colour's and a matrix's widths (LayerOperationStream.Operands). */
export const layerOperands = {
  "colour": 4,
  "matrix": 6,
  "geometry": {"x": 0, "y": 1, "width": 2, "height": 3, "matrix": 4, "sublayerMatrix": 10, "count": 16},
  "appearance": {"opacity": 0, "hidden": 1, "background": 2, "cornerRadius": 6, "clips": 7, "borderWidth": 8, "borderColor": 9, "shadow": 13, "shadowColor": 14, "shadowX": 18, "shadowY": 19, "shadowSigma": 20, "count": 21},
  "store": {"start": 0, "end": 1, "x": 2, "y": 3, "width": 4, "height": 5, "scale": 6, "pixelWidth": 7, "pixelHeight": 8, "count": 9},
  "ring": {"x": 0, "y": 1, "radius": 2, "lineWidth": 3, "colour": 4, "fill": 8, "count": 12},
  "line": {"length": 0, "width": 1, "cornerRadius": 2, "matrix": 3, "colour": 9, "count": 13},
  "strokePath": {"lineWidth": 0, "lineCap": 1, "lineJoin": 2, "miterLimit": 3, "colour": 4, "path": 8},
  "backdrop": {"shows": 0, "sigma": 1, "saturation": 2, "tint": 3, "count": 7},
  "background": {"colour": 0, "count": 4},
  "placeBackdrop": {"matrix": 0, "width": 6, "height": 7, "cornerRadius": 8, "opacity": 9, "hidden": 10, "top": 11, "count": 12},
  "clip": {"rule": 0, "path": 1},
};

/** Where a stretch's header fields lie, a track's bits of what changes, and the most frames handed over at once (LayerOperationStream.Lookahead, HandoverPlanner). */
export const lookahead = {
  "fields": {"goesOnFrom": 0, "frames": 1, "endingFrameCount": 2, "endingFrames": 3},
  "changes": {"moves": 1, "fades": 2, "draws": 4},
  "strokeFrame": {"matrix": 0, "width": 6, "height": 7, "lineWidth": 8, "cornerRadius": 9, "count": 10},
  "longestStretch": 120,
};

/** Why a control draws on its canvas rather than as layers, by LayerFallback's raw value (0: it does not). */
export const layerFallbacks = [
  "",
  "a layer's mask is not a shape CSS clip-path can express (an opaque fill or ring)",
  "it has more than 512 layers",
  "its layers' contents would take more than 4 windows of memory",
  "a backdrop blur lies over other drawing of its layer, which backdrop-filter cannot see",
  "this browser has no backdrop-filter",
  "its module was linked without the masks or blurs its layers need",
];
