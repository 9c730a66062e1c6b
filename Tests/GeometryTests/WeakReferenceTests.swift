import DynamicMenusGeometry
import Testing

/// A node of a tree: it owns its children and reaches its parent through `Weak`.
private final class Node: WeakReferenceable {
  private let lifetime = Lifetime()
  var lifetimeToken: LifetimeToken { lifetime.token }
  @Weak var parent: Node?
  var children: [Node] = []
  let onDeinit: () -> Void
  init(onDeinit: @escaping () -> Void = {}) { self.onDeinit = onDeinit }
  deinit { onDeinit() }
  func add(_ child: Node) {
    child.parent = self
    children.append(child)
  }
}

@Suite("Weak references without `weak`: a Lifetime ends with its object")
struct WeakReferenceTests {
  @Test("a reference reads its object while it lives and nil once it is freed")
  func zeroing() {
    var freed = 0
    var reference = Weak<Node>()
    #expect(reference.object == nil)
    do {
      let node = Node { freed += 1 }
      reference = Weak(node)
      #expect(reference.object === node)
    }
    #expect(freed == 1, "a Weak reference must not keep its object alive")
    #expect(reference.object == nil)
  }

  @Test("a child outliving its parent reads nil, never a freed parent")
  func parentFreedFirst() {
    let child = Node()
    do {
      let parent = Node()
      parent.add(child)
      #expect(child.parent === parent)
    }
    #expect(child.parent == nil)
  }

  @Test("parents own children: a child lives while its parent holds it")
  func parentsOwnChildren() {
    var freed = 0
    let parent = Node()
    do { parent.add(Node { freed += 1 }) }
    #expect(freed == 0 && parent.children[0].parent === parent)
    parent.children.removeAll()
    #expect(freed == 1)
  }

  @Test("copies of a reference, and references to objects made later at the same address")
  func copiesAndReuse() {
    var references: [Weak<Node>] = []
    for _ in 0..<100 {
      let node = Node()
      references.append(Weak(node))
      references.append(references[references.count - 1])
    }
    #expect(references.allSatisfy { $0.object == nil })
    let live = Node()
    let reference = Weak(live)
    #expect(reference.object === live)
  }
}
