// Each body's list of its touching contacts, which is all the island search walks. A pile of
// 2,000 boxes keeps 17,000 contacts (Box2D's 10 pt fat-box margin against 20 pt boxes) of which
// about 4,300 touch: walking the full lists spent a tenth of the frame in cache misses on
// contacts it then skipped.
//
// The touching list of a body keeps the order of its full contact list (newest first, the head
// insertion of `createContact`): a contact carries its creation serial and is inserted before
// the first older one. So the search meets the touching contacts in the order it met them
// before, and the solve set, its order and every result are the same bit for bit. (A static
// body's list, which the search never walks, is kept in no particular order.)
//
// A contact is in the lists while it is alive, touching and not a sensor, which is exactly
// what the search solves; `syncTouching` restores that after any of the three changed.

/// A contact's links in its two bodies' touching lists (the same index as its `Contact`).
package struct TouchLink {
  package var bodyA: Int32
  package var bodyB: Int32
  var prevA: Int32 = -1
  var nextA: Int32 = -1
  var prevB: Int32 = -1
  var nextB: Int32 = -1
  /// When the contact was created: larger is newer.
  var serial: UInt64
}

extension World {
  /// Links or unlinks contact `ci` so that it is in its bodies' touching lists exactly when it
  /// is alive, touching and not a sensor. Returns whether the lists changed (the callers count
  /// that in `islandGraphVersion`).
  @inline(__always) @discardableResult
  static func syncTouching(
    _ ci: Int32, _ cs: UnsafeMutableBufferPointer<Contact>,
    _ ls: UnsafeMutableBufferPointer<TouchLink>, _ bs: UnsafeMutableBufferPointer<Body>
  ) -> Bool {
    let c = Int(ci)
    let wanted = cs[c].alive && cs[c].touching && !cs[c].sensor
    if wanted == cs[c].inTouchList { return false }
    cs[c].inTouchList = wanted
    if wanted {
      insertTouching(ci, onBody: ls[c].bodyA, ls, bs)
      insertTouching(ci, onBody: ls[c].bodyB, ls, bs)
    } else {
      removeTouching(ci, onBody: ls[c].bodyA, ls, bs)
      removeTouching(ci, onBody: ls[c].bodyB, ls, bs)
    }
    return true
  }

  /// Inserts `ci` into body `bi`'s touching list before the first contact older than it; at
  /// the head for a static body, whose list the search never walks (a floor under a thousand
  /// boxes would otherwise pay a walk of its list for each box that lands). A body that
  /// changes type loses all its contacts first (`World.setType`), so the order holds.
  private static func insertTouching(
    _ ci: Int32, onBody bi: Int32, _ ls: UnsafeMutableBufferPointer<TouchLink>,
    _ bs: UnsafeMutableBufferPointer<Body>
  ) {
    let serial = ls[Int(ci)].serial
    let ordered = bs[Int(bi)].type != .static
    var prev: Int32 = -1
    var next = bs[Int(bi)].touchList
    while ordered && next != -1 && ls[Int(next)].serial > serial {
      prev = next
      next = ls[Int(next)].bodyA == bi ? ls[Int(next)].nextA : ls[Int(next)].nextB
    }
    if ls[Int(ci)].bodyA == bi {
      ls[Int(ci)].prevA = prev
      ls[Int(ci)].nextA = next
    } else {
      ls[Int(ci)].prevB = prev
      ls[Int(ci)].nextB = next
    }
    if prev == -1 { bs[Int(bi)].touchList = ci } else { setNext(of: prev, onBody: bi, to: ci, ls) }
    if next != -1 { setPrev(of: next, onBody: bi, to: ci, ls) }
  }

  private static func removeTouching(
    _ ci: Int32, onBody bi: Int32, _ ls: UnsafeMutableBufferPointer<TouchLink>,
    _ bs: UnsafeMutableBufferPointer<Body>
  ) {
    let l = ls[Int(ci)]
    let (prev, next) = l.bodyA == bi ? (l.prevA, l.nextA) : (l.prevB, l.nextB)
    if prev == -1 {
      bs[Int(bi)].touchList = next
    } else {
      setNext(of: prev, onBody: bi, to: next, ls)
    }
    if next != -1 { setPrev(of: next, onBody: bi, to: prev, ls) }
  }

  @inline(__always)
  private static func setNext(
    of c: Int32, onBody bi: Int32, to n: Int32, _ ls: UnsafeMutableBufferPointer<TouchLink>
  ) {
    if ls[Int(c)].bodyA == bi { ls[Int(c)].nextA = n } else { ls[Int(c)].nextB = n }
  }

  @inline(__always)
  private static func setPrev(
    of c: Int32, onBody bi: Int32, to p: Int32, _ ls: UnsafeMutableBufferPointer<TouchLink>
  ) {
    if ls[Int(c)].bodyA == bi { ls[Int(c)].prevA = p } else { ls[Int(c)].prevB = p }
  }
}
