// Tests for module Dynamics.
