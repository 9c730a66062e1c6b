// deployment-lint fixture: nothing here may be reported.
#if canImport(AppKit)
  import AppKit

  final class Host: NSView {
    // "Atomic" and displayLink in a comment or a string are not code.
    let name = "Atomic displayLink"
    func start() {
      guard #available(macOS 14, *) else { return }
      let link = displayLink(target: self, selector: #selector(tick))
      link.add(to: .main, forMode: .common)
    }
    @available(macOS 14, *)
    func make() -> CADisplayLink { displayLink(target: self, selector: #selector(tick)) }
    func maybe() {
      if #available(macOS 14, *),
        let link = Optional(displayLink(target: self, selector: #selector(tick)))
      {
        link.invalidate()
      }
    }
    @objc func tick() {}
  }
#endif
