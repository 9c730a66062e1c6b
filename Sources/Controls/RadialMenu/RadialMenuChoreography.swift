import DynamicMenusAnimation
import DynamicMenusGeometry

/// The published COSMOS app's choreography between the closed and open menu, as data: a list
/// of tracks, each one property of one part animated from one value to another over a
/// stretch of time (docs/controls/radial-menu.md gives every time; seconds from the start).
///
/// Opening (1.0 s):
/// - 0: the thick ring grows 14 → 225 in 0.5 s, ease-out; the thin rings step outwards, ring i
///   (0…4) from radius i to radius i + 1 in 0.075 + 0.01·i s, one after the other, rings 1…4
///   fading in over the first 0.0375 s of their step;
/// - 0.33: the twelve dividing lines draw (strokeEnd 0 → 1) in a random order, 0.05 s apart,
///   0.1 s each; the items travel out from the centre to radius 129 (0.33 s, ease-out), fading
///   in over 0.2 s;
/// - 0.66: the dashed rings widen, 0 → 4 and 0 → 12, in 0.25 s;
/// - 1.0: fully open.
///
/// Closing (1.16 s): at 0 the dashed rings narrow to 0 (0.25 s), the lines undraw in a new
/// random order (0.05 s apart, 0.1 s each) and the items travel back in (0.33 s, ease-in,
/// fading over its last 0.2 s); at 0.57 the thin rings step back in, the opening's steps in
/// reverse order and each one reversed (rings 4…1 fading out over the last 0.0375 s of their
/// step); at 0.66 the thick ring shrinks 225 → 14 in 0.5 s, ease-out; closed at 1.16.
///
/// The README names only the thick ring's curve (ease-out); every other track uses C4's and
/// UIKit's default, ease-in-ease-out. The items' timing is this library's (the README gives
/// only their places).
nonisolated struct Choreography {
  /// The state the choreography ends in (it starts in the other one).
  var target: MenuTarget
  /// Its length in seconds.
  var duration: Double
  /// The tracks, in the order they are applied.
  var tracks: [Track]

  /// The state it starts in.
  var source: MenuTarget { target.other }
}

/// A settled state of the menu.
nonisolated enum MenuTarget: String, Hashable, Sendable {
  case closed
  case open

  var other: MenuTarget { self == .open ? .closed : .open }
}

/// One drawn part of the menu.
nonisolated enum MenuPart: Hashable, Sendable {
  /// The group of everything (the transition clock and the reduce-motion fade).
  case content
  case thickRing
  /// Thin ring 0…5.
  case thinRing(Int)
  case shortDashes
  case longDashes
  /// Dividing line 0…n−1, at angle i·360°/n.
  case line(Int)
  /// Item 0…n−1.
  case item(Int)
}

/// An animated property of a part.
nonisolated enum MenuProperty: String, Hashable, Sendable {
  case radius, opacity, lineWidth, strokeEnd, spread, progress, fadeThrough
}

/// One property of one part going from `from` to `to` between `start` and
/// `start + duration` (seconds into the choreography) along `curve`.
nonisolated struct Track: Hashable, Sendable {
  var part: MenuPart
  var property: MenuProperty
  var from: Double
  var to: Double
  var start: Double
  var duration: Double
  var curve: TimingFunction

  var end: Double { start + duration }
}

/// A settled state's value for every animated property of every part.
nonisolated struct Pose {
  var values: [(part: MenuPart, property: MenuProperty, value: Double)]

  /// The value of `property` of `part`, if the pose sets it.
  func value(_ part: MenuPart, _ property: MenuProperty) -> Double? {
    values.first { $0.part == part && $0.property == property }?.value
  }
}

nonisolated extension Choreography {
  // MARK: The published times

  /// When the lines start drawing, after the rings start growing.
  static let linesDelay = 0.33
  /// When the dashed rings start widening.
  static let dashesDelay = 0.66
  /// When the opening is over: fully open.
  static let openingDuration = 1.0
  /// Between one line and the next, and how long each one draws.
  static let lineStagger = 0.05, lineDuration = 0.1
  /// The thick ring's growth and shrinking.
  static let thickRingDuration = 0.5
  /// The dashed rings' widening and narrowing.
  static let dashesDuration = 0.25
  /// A thin ring's fade in (or out) within its step.
  static let thinRingFade = 0.0375
  /// When the thin rings and the thick ring start closing.
  static let thinRingsCloseDelay = 0.57, thickRingCloseDelay = 0.66
  /// The items' travel and fade (this library's choice).
  static let itemTravel = 0.33, itemFade = 0.2
  /// The reduce-motion fade's length: out for half, in for half.
  static let fadeDuration = 0.3

  /// Thin ring step i's duration: 0.075 + 0.01·i s.
  static func thinRingStep(_ i: Int) -> Double { 0.075 + 0.01 * Double(i) }

  /// The thin rings that move (0…4; ring 5 marks the outer radius and stays hidden).
  static let movingThinRings = 0..<(RadialMenuMetrics.thinRingRadii.count - 1)

  // MARK: Poses

  /// Every animated value of the settled `target` state, for a menu of `itemCount` items.
  static func pose(_ target: MenuTarget, itemCount: Int) -> Pose {
    let open = target == .open
    let m = RadialMenuMetrics.self
    let radii = m.thinRingRadii
    var values: [(MenuPart, MenuProperty, Double)] = [
      (.content, .fadeThrough, 0),
      (.thickRing, .radius, open ? m.thickRingRadii.open : m.thickRingRadii.closed),
    ]
    for i in radii.indices {
      let moves = movingThinRings.contains(i)
      values.append((.thinRing(i), .radius, open && moves ? radii[i + 1] : radii[i]))
      values.append((.thinRing(i), .opacity, i == 0 || (open && moves) ? 1 : 0))
    }
    values.append((.shortDashes, .lineWidth, open ? m.shortDashLineWidth : 0))
    values.append((.longDashes, .lineWidth, open ? m.longDashLineWidth : 0))
    for i in 0..<itemCount {
      values.append((.line(i), .strokeEnd, open ? 1 : 0))
      values.append((.item(i), .spread, open ? 1 : 0))
      values.append((.item(i), .opacity, open ? 1 : 0))
    }
    return Pose(values: values.map { (part: $0.0, property: $0.1, value: $0.2) })
  }

  // MARK: The choreographies

  /// Closed → open, with the lines drawing in `lineOrder` (a permutation of the line indices).
  static func opening(lineOrder: [Int]) -> Choreography {
    let m = RadialMenuMetrics.self
    let radii = m.thinRingRadii
    var tracks: [Track] = [
      Track(
        part: .thickRing, property: .radius, from: m.thickRingRadii.closed,
        to: m.thickRingRadii.open, start: 0, duration: thickRingDuration, curve: .easeOut)
    ]
    // The thin rings step outwards in turn: ring i from radius i to radius i + 1.
    var start = 0.0
    for i in movingThinRings {
      let step = thinRingStep(i)
      tracks.append(
        Track(
          part: .thinRing(i), property: .radius, from: radii[i], to: radii[i + 1], start: start,
          duration: step, curve: .easeInEaseOut))
      if i > 0 {
        tracks.append(
          Track(
            part: .thinRing(i), property: .opacity, from: 0, to: 1, start: start,
            duration: thinRingFade, curve: .easeInEaseOut))
      }
      start += step
    }
    for (k, line) in lineOrder.enumerated() {
      tracks.append(
        Track(
          part: .line(line), property: .strokeEnd, from: 0, to: 1,
          start: linesDelay + lineStagger * Double(k), duration: lineDuration,
          curve: .easeInEaseOut))
    }
    for i in lineOrder.indices {
      tracks.append(
        Track(
          part: .item(i), property: .spread, from: 0, to: 1, start: linesDelay,
          duration: itemTravel, curve: .easeOut))
      tracks.append(
        Track(
          part: .item(i), property: .opacity, from: 0, to: 1, start: linesDelay,
          duration: itemFade, curve: .easeInEaseOut))
    }
    tracks.append(
      Track(
        part: .shortDashes, property: .lineWidth, from: 0, to: m.shortDashLineWidth,
        start: dashesDelay, duration: dashesDuration, curve: .easeInEaseOut))
    tracks.append(
      Track(
        part: .longDashes, property: .lineWidth, from: 0, to: m.longDashLineWidth,
        start: dashesDelay, duration: dashesDuration, curve: .easeInEaseOut))
    return Choreography(target: .open, duration: openingDuration, tracks: tracks + [clock(1.0)])
  }

  /// Open → closed, with the lines undrawing in `lineOrder`.
  static func closing(lineOrder: [Int]) -> Choreography {
    let m = RadialMenuMetrics.self
    let radii = m.thinRingRadii
    var tracks: [Track] = [
      Track(
        part: .shortDashes, property: .lineWidth, from: m.shortDashLineWidth, to: 0, start: 0,
        duration: dashesDuration, curve: .easeInEaseOut),
      Track(
        part: .longDashes, property: .lineWidth, from: m.longDashLineWidth, to: 0, start: 0,
        duration: dashesDuration, curve: .easeInEaseOut),
    ]
    for (k, line) in lineOrder.enumerated() {
      tracks.append(
        Track(
          part: .line(line), property: .strokeEnd, from: 1, to: 0, start: lineStagger * Double(k),
          duration: lineDuration, curve: .easeInEaseOut))
    }
    for i in lineOrder.indices {
      tracks.append(
        Track(
          part: .item(i), property: .spread, from: 1, to: 0, start: 0, duration: itemTravel,
          curve: .easeIn))
      tracks.append(
        Track(
          part: .item(i), property: .opacity, from: 1, to: 0, start: itemTravel - itemFade,
          duration: itemFade, curve: .easeInEaseOut))
    }
    // The opening's steps played backwards: ring 4 first, each one shrinking to where it began.
    var start = thinRingsCloseDelay
    for i in movingThinRings.reversed() {
      let step = thinRingStep(i)
      tracks.append(
        Track(
          part: .thinRing(i), property: .radius, from: radii[i + 1], to: radii[i], start: start,
          duration: step, curve: .easeInEaseOut))
      if i > 0 {
        tracks.append(
          Track(
            part: .thinRing(i), property: .opacity, from: 1, to: 0,
            start: start + step - thinRingFade, duration: thinRingFade, curve: .easeInEaseOut))
      }
      start += step
    }
    let thickStart = thickRingCloseDelay
    tracks.append(
      Track(
        part: .thickRing, property: .radius, from: m.thickRingRadii.open,
        to: m.thickRingRadii.closed, start: thickStart, duration: thickRingDuration,
        curve: .easeOut))
    let duration = thickStart + thickRingDuration
    return Choreography(target: .closed, duration: duration, tracks: tracks + [clock(duration)])
  }

  /// The reduce-motion fade to `target`: the menu fades out (0.15 s), every part switches to
  /// the new state unseen, and the menu fades back in (0.15 s).
  static func fade(to target: MenuTarget, itemCount: Int) -> Choreography {
    let from = pose(target.other, itemCount: itemCount)
    let to = pose(target, itemCount: itemCount)
    let half = fadeDuration / 2
    var tracks: [Track] = [
      Track(
        part: .content, property: .fadeThrough, from: 0, to: 2, start: 0,
        duration: fadeDuration, curve: .linear)
    ]
    for (a, b) in zip(from.values, to.values) where a.value != b.value {
      // A zero-length track: the old value until `half`, the new one after.
      tracks.append(
        Track(
          part: a.part, property: a.property, from: a.value, to: b.value, start: half,
          duration: 0, curve: .linear))
    }
    return Choreography(
      target: target, duration: fadeDuration, tracks: tracks + [clock(fadeDuration)])
  }

  /// The transition's clock: ``MenuProperty/progress`` from 0 to `duration`, linear. Its end is
  /// the moment the transition is over.
  static func clock(_ duration: Double) -> Track {
    Track(
      part: .content, property: .progress, from: 0, to: duration, start: 0, duration: duration,
      curve: .linear)
  }
}

extension TimingFunction {
  /// The curve played backwards, `g(x) = 1 − f(1 − x)`: control points (1 − x2, 1 − y2) and
  /// (1 − x1, 1 − y1). Reversing an animation along it retraces the forward motion exactly.
  var reversed: TimingFunction {
    TimingFunction(controlPoints: 1 - x2, 1 - y2, 1 - x1, 1 - y1)
  }
}
