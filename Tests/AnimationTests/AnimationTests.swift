// Tests for module Animation.
