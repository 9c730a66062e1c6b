// Module Scene: layers, shapes, text, views, controls, touches, gestures and interaction
// scripts, with Core Animation's and UIKit's semantics, headless and deterministic.
