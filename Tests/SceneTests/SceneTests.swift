// Tests for module Scene.
