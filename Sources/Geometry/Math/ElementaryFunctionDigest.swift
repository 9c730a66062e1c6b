/// FNV-1a over 40,000 results of the core's own sine, cosine, arctangent, exponential and
/// logarithm at arguments drawn from `SeededGenerator(seed: 2026)`, uniform in ±50: the bits
/// every build must reproduce. The native tests hold it to a constant, and `make test` holds
/// the WebAssembly module to the native value.
package func elementaryFunctionDigest() -> UInt64 {
  var hash = FNV1a()
  var rng = SeededGenerator(seed: 2026)
  for _ in 0..<8_000 {
    let x = Double.random(in: -50...50, using: &rng)
    let y = Double.random(in: -50...50, using: &rng)
    hash.combine(Angles.sin(x))
    hash.combine(Angles.cos(x))
    hash.combine(Angles.atan2(y, x))
    hash.combine(Angles.exp(x))
    hash.combine(Angles.log(x.magnitude))
  }
  return hash.value
}
