// Written by scripts/web-package.py (`make web`) from the Swift sources, through the demo
// module's manifest (Sources/Tools/WebDemos/Manifest.swift); edit those, not this file. `make
// test` fails when it differs from what they give.

/** The stream's version, its first number. */
export const version = 1;

/** Each command's opcode by name (DisplayListStream.Opcode). */
export const opcodes = {"saveState": 1, "restoreState": 2, "concatenate": 3, "clip": 4, "clipRect": 5, "beginTransparencyGroup": 6, "endTransparencyGroup": 7, "beginMaskedContent": 8, "beginMask": 9, "endMask": 10, "beginShadow": 11, "endShadow": 12, "shadow": 13, "fill": 14, "stroke": 15, "text": 16, "backdropBlur": 17, "bitmap": 18};

/** Each path element's code by name (DisplayListStream.PathElementCode). */
export const pathElements = {"move": 0, "line": 1, "quadCurve": 2, "curve": 3, "close": 4};

/** Where the header's values lie (DisplayListStream.Header). */
export const header = {"version": 0, "width": 1, "height": 2, "background": 3, "commands": 7};

/** How many points follow each path element's code, by code. */
export const pathPointCounts = [1, 1, 2, 3, 0];

/** Image.placeholder in the unit box, as the stream's commands. */
export const placeholder = [14, 0.88, 0.88, 0.88, 1, 0, 5, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 4, 14, 0.68, 0.68, 0.68, 1, 0, 6, 0, 0.1, 0.82, 1, 0.38, 0.42, 1, 0.56, 0.66, 1, 0.68, 0.54, 1, 0.9, 0.82, 4, 14, 0.74, 0.74, 0.74, 1, 0, 6, 0, 0.7999999999999999, 0.26, 3, 0.7999999999999999, 0.3041827799864635, 0.7641827799864634, 0.34, 0.72, 0.34, 3, 0.6758172200135365, 0.34, 0.64, 0.3041827799864635, 0.64, 0.26, 3, 0.64, 0.21581722001353654, 0.6758172200135365, 0.18, 0.72, 0.18, 3, 0.7641827799864634, 0.18, 0.7999999999999999, 0.21581722001353654, 0.7999999999999999, 0.26, 4];

/** The fill rules by code. */
export const fillRules = ["nonZero", "evenOdd"];

/** The line caps by code. */
export const lineCaps = ["butt", "round", "square"];

/** The line joins by code. */
export const lineJoins = ["miter", "round", "bevel"];

/** The bitmaps' formats by code (BitmapImage.Format): a PNG file, or RGBA pixels. */
export const bitmapFormats = ["png", "rgba"];

/** Each command's operands: their offsets after the opcode by name, and `end`, the numbers its fixed operands take (DisplayListStream+Operands.swift). */
export const operands = {
  "saveState": {"end": 0},
  "restoreState": {"end": 0},
  "concatenate": {"a": 0, "b": 1, "c": 2, "d": 3, "tx": 4, "ty": 5, "end": 6},
  "clip": {"fillRule": 0, "path": 1, "end": 1},
  "clipRect": {"x": 0, "y": 1, "width": 2, "height": 3, "end": 4},
  "beginTransparencyGroup": {"opacity": 0, "end": 1},
  "endTransparencyGroup": {"end": 0},
  "beginMaskedContent": {"end": 0},
  "beginMask": {"end": 0},
  "endMask": {"end": 0},
  "beginShadow": {"color": 0, "dx": 4, "dy": 5, "sigma": 6, "end": 7},
  "endShadow": {"end": 0},
  "shadow": {"color": 0, "dx": 4, "dy": 5, "sigma": 6, "path": 7, "end": 7},
  "fill": {"color": 0, "fillRule": 4, "path": 5, "end": 5},
  "stroke": {"color": 0, "width": 4, "lineCap": 5, "lineJoin": 6, "miterLimit": 7, "path": 8, "end": 8},
  "text": {"color": 0, "size": 4, "weight": 5, "family": 6, "runs": 8, "end": 8},
  "backdropBlur": {"sigma": 0, "saturation": 1, "tint": 2, "region": 6, "end": 6},
  "bitmap": {"image": 0, "x": 1, "y": 2, "width": 3, "height": 4, "end": 5},
};

/** A text run's operands: their offsets by name, and `end`, the numbers a run takes. */
export const runOperands = {"x": 0, "y": 1, "width": 2, "text": 3, "end": 5};

/** A canvas's side in device pixels (DisplayList.pixelSize): at most maximumSide; a hair (roundingTolerance) above an integer counts as it. */
export const pixelSize = {"maximumSide": 32767, "roundingTolerance": 1e-06};

/** How a backdrop blur reads and averages down: reach σs past its region, a power-of-two factor f ≤ largestFactor while σ/f ≥ pixelsPerSigma (BackdropSampling). */
export const backdropSampling = {"reach": 3, "largestFactor": 8, "pixelsPerSigma": 3};
