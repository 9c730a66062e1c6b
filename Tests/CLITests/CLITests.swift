// Tests for module DynamicMenusCommands.
