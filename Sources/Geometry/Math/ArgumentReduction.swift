/// `x` reduced modulo π/2 for the trigonometric kernels: `x = n·π/2 + (hi + lo)` with
/// `|hi + lo| ≲ π/4`; only `n mod 4` matters to the callers.
///
/// Arithmetic only (no C library), so every platform gets the same bits. Below 2²⁰·π/2 the
/// quotient is rounded and π/2 is subtracted in three 33-bit pieces (Cody and Waite), each
/// further piece used only when the one before cancelled too many bits: the remainder is
/// good to about 118 bits, enough for every double in that range (fdlibm's `__rem_pio2`).
/// Beyond it, Payne and Hanek's method multiplies the significand by the bits of 4/π that
/// matter for its exponent (``reducedLarge(_:)``).
@usableFromInline
func quarterTurnRemainder(_ x: Double) -> (n: Int, hi: Double, lo: Double) {
  let magnitude = x.magnitude
  guard magnitude < 0x1.921fbp20 else { return reducedLarge(x) }
  // π/2 = piOver2₁ + piOver2₂ + piOver2₃ + tail: 33 bits each, so `n·piOver2ᵢ` is exact.
  let piOver2₁ = 0x1.921fb544p0, piOver2₁Tail = 0x1.0b4611a626331p-34
  let piOver2₂ = 0x1.0b4611a6p-34, piOver2₂Tail = 0x1.3198a2e037073p-69
  let piOver2₃ = 0x1.3198a2ep-69, piOver2₃Tail = 0x1.b839a252049c1p-104
  let twoOverPi = 0x1.45f306dc9c883p-1

  // Rounded to the nearest integer by adding and removing 1.5·2⁵² (no C library's rint).
  let fn = (x * twoOverPi + 0x1.8p52) - 0x1.8p52
  let exponent = Int(magnitude.exponentBitPattern)
  var r = x - fn * piOver2₁
  var w = fn * piOver2₁Tail
  var hi = r - w
  // How many leading bits the subtraction cancelled decides whether the next piece is needed.
  if exponent - Int(hi.exponentBitPattern) > 16 {
    let t = r
    w = fn * piOver2₂
    r = t - w
    w = fn * piOver2₂Tail - ((t - r) - w)
    hi = r - w
    if exponent - Int(hi.exponentBitPattern) > 49 {
      let t = r
      w = fn * piOver2₃
      r = t - w
      w = fn * piOver2₃Tail - ((t - r) - w)
      hi = r - w
    }
  }
  let lo = (r - hi) - w
  return (Int(fn), hi, lo)
}

/// The bits of 4/π: 4/π = Σ fourOverPiBits[i]·2⁻⁶⁴ⁱ (the first word is its integer part, 1).
/// 1,216 bits cover the largest double's exponent with 61 bits of fraction to spare.
private let fourOverPiBits: [UInt64] = [
  0x0000_0000_0000_0001, 0x45f3_06dc_9c88_2a53, 0xf84e_afa3_ea69_bb81, 0xb6c5_2b32_7887_2083,
  0xfca2_c757_bd77_8ac3, 0x6e48_dc74_849b_a5c0, 0x0c92_5dd4_13a3_2439, 0xfc3b_d639_6253_4e7d,
  0xd104_6bea_5d76_8909, 0xd338_e04d_68be_fc82, 0x7323_ac73_06a6_73e9, 0x3908_bf17_7bf2_5076,
  0x3ff1_2fff_bc0b_301f, 0xde5e_2316_b414_da3e, 0xda6c_fd9e_4f96_136e, 0x9e8c_7ecd_3cbf_d45a,
  0xea4f_758f_d7cb_e2f6, 0x7a0e_73ef_14a5_25d4, 0xd7f6_bf62_3f1a_ba10, 0xac06_608d_f8f6_d757,
]

/// Payne–Hanek reduction for |x| ≥ 2²⁰·π/2 (and non-finite x): x·4/π is formed from the
/// 53-bit significand times the 192 bits of 4/π whose product has its leading bit at 2⁻⁶¹,
/// so its integer part mod 8 and its fraction are exact before the final rounding.
private func reducedLarge(_ x: Double) -> (n: Int, hi: Double, lo: Double) {
  guard x.isFinite else { return (0, x - x, 0) }
  let significand = x.significandBitPattern | (1 << 52)
  // x = significand·2^exponent, exponent ≥ −32 here.
  let exponent = Int(x.exponentBitPattern) - 1023 - 52
  let digit = (exponent + 61) / 64, shift = UInt64((exponent + 61) % 64)
  func window(_ i: Int) -> UInt64 {
    shift == 0
      ? fourOverPiBits[i]
      : (fourOverPiBits[i] << shift) | (fourOverPiBits[i + 1] >> (64 - shift))
  }
  let z0 = window(digit), z1 = window(digit + 1), z2 = window(digit + 2)
  let z2hi = z2.multipliedFullWidth(by: significand).high
  let z1full = z1.multipliedFullWidth(by: significand)
  let z0lo = z0 &* significand
  let (lo, carry) = z1full.low.addingReportingOverflow(z2hi)
  let hi = z0lo &+ z1full.high &+ (carry ? 1 : 0)
  // The top three bits are the octant; the other 125 are the fraction of x·4/π.
  var octant = Int(hi >> 61)
  var fractionHigh = hi << 3 | lo >> 61
  var fractionLow = lo << 3
  // Odd octants map to the next even one with the fraction 1 − f (negated in 128 bits, before
  // rounding, so nothing cancels), so the remainder lies in [−π/4, π/4].
  var negated = false
  if octant & 1 == 1 {
    octant = (octant + 1) & 7
    fractionLow = ~fractionLow &+ 1
    fractionHigh = ~fractionHigh &+ (fractionLow == 0 ? 1 : 0)
    negated = true
  }
  // The fraction f = (high·2⁶⁴ + low)·2⁻¹²⁸ as a head of 53 bits (exact) and a tail, after
  // shifting out its leading zeros.
  var scale = -64
  if fractionHigh == 0 {  // f < 2⁻⁶⁴
    (fractionHigh, fractionLow) = (fractionLow, 0)
    scale -= 64
  }
  let zeros = fractionHigh.leadingZeroBitCount & 63  // 64 only for f = 0, where any will do
  if zeros > 0 {
    fractionHigh = fractionHigh << zeros | fractionLow >> (64 - zeros)
    fractionLow <<= zeros
  }
  scale -= zeros
  let zHead = Double(fractionHigh >> 11) * powerOfTwo(scale + 11)
  let zTail = (Double(fractionHigh & 0x7ff) + Double(fractionLow) * 0x1p-64) * powerOfTwo(scale)
  // r = z·π/4 to about 100 bits: the head's product exactly (Dekker), the rest rounded.
  let piOver4 = 0x1.921fb54442d18p-1, piOver4Tail = 0x1.1a62633145c07p-55
  let (product, error) = exactProduct(zHead, piOver4)
  let tail = error + (zHead * piOver4Tail + zTail * piOver4)
  let r = product + tail
  let rTail = tail - (r - product)
  let sign: Double = (x < 0) != negated ? -1 : 1
  let n = x < 0 ? -(octant >> 1) : octant >> 1
  return (n, sign * r, sign * rTail)
}

/// a·b = p + e exactly (Dekker): each factor split into two 26-bit halves (Veltkamp), so every
/// partial product is exact. Plain arithmetic, no fused multiply-add.
private func exactProduct(_ a: Double, _ b: Double) -> (Double, Double) {
  let p = a * b
  func split(_ v: Double) -> (Double, Double) {
    let c = 0x1.0000002p27 * v
    let high = c - (c - v)
    return (high, v - high)
  }
  let (aHigh, aLow) = split(a), (bHigh, bLow) = split(b)
  let e = ((aHigh * bHigh - p) + aHigh * bLow + aLow * bHigh) + aLow * bLow
  return (p, e)
}
