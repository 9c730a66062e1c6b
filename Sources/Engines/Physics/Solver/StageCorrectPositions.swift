// Stage: correct positions, Box2D 2.x's position iterations (where Box2D v3 relaxes the
// velocities of its soft step instead: UIKit Dynamics, and the device vectors the tests
// check, follow 2.x). Per island, up to `Settings.positionIterations` passes move the bodies
// themselves out of overlap and back onto their joints:
//   contacts (ContactSolver.solvePosition):  C = clamp(β·(s + slop), −0.2 m, 0),
//                                             P = −C/K · n    (β = 0.2, slop 0.5 cm)
//   joints: each kind's nonlinear Gauss–Seidel step, corrections capped at 0.2 m
// An island stops as soon as its deepest overlap is within 3 slops and every joint within
// tolerance; only an island that converged may sleep.

extension StepContext {
  func correctPositions(iterations: Int) {
    let pcs = positionConstraints.baseAddress
    for n in islands.indices {
      let island = islands[n]
      var solved = false
      for _ in 0..<iterations {
        // Each body's rotation once per pass (ContactSolver.solvePosition).
        for si in island.slots { _ = data.positions[si].updateRotation() }
        var minSeparation: Float = 0
        for k in island.contacts {
          minSeparation = min(
            minSeparation,
            ContactSolver.solvePosition(pcs! + k, data, baumgarte: Settings.baumgarte))
        }
        let contactsOkay = minSeparation >= -3 * Settings.linearSlop
        var jointsOkay = true
        for k in island.joints {
          let ok = joints[Int(solveJoints[k])].solvePositionConstraints(data)
          jointsOkay = jointsOkay && ok
        }
        if contactsOkay && jointsOkay {
          solved = true
          break
        }
      }
      solvedIslands[n] = solved
    }
  }
}
