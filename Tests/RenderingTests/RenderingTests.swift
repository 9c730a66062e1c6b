// Tests for module Rendering.
