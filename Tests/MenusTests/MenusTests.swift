// Tests for module Menus.
