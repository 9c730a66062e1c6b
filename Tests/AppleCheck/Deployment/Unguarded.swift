// deployment-lint fixture: every marked line must be reported (5), nothing else.
#if canImport(UIKit)
  import Synchronization  // REPORTED
  import UIKit

  final class Host: UIView {
    let flag = Atomic<Bool>(false)  // REPORTED
    func traits() {
      registerForTraitChanges([UITraitDisplayScale.self], action: #selector(f))  // REPORTED (2)
      if #available(iOS 17, *) {
        registerForTraitChanges([UITraitDisplayScale.self], action: #selector(f))
      }
      if #available(iOS 17, *) {
        accessibilityExpandedStatus = .expanded  // REPORTED: iOS 18 API under an iOS 17 guard
      }
    }
    @objc func f() {}
  }
#endif
