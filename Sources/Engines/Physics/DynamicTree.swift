// The broad phase's bounding-volume hierarchy: Box2D 2.x's b2DynamicTree. Leaves hold fat
// AABBs (the shape's box grown by a margin and by its predicted motion), so a shape moving a
// little needs no tree update; inserts pick the sibling by the surface-area heuristic and
// rotations keep the tree balanced. Nodes live in one array with a free list: no allocation
// once the tree has grown to its working size.

/// A node of the tree: a leaf (child1 == −1) holds a shape index in `payload`.
package struct TreeNode {
  package var aabb = AABB(lower: .zero, upper: .zero)
  /// The parent, or the next free node when on the free list.
  package var parent: Int32 = -1
  var child1: Int32 = -1
  var child2: Int32 = -1
  /// Leaf = 0, free = −1.
  package var height: Int32 = -1
  package var payload: Int32 = -1
  /// Set when the leaf was (re)inserted since the last pair update.
  package var moved = false
  @inline(__always) var isLeaf: Bool { child1 == -1 }
}

package struct DynamicTree {
  package var nodes: [TreeNode] = []
  package var root: Int32 = -1
  var freeList: Int32 = -1

  private mutating func allocateNode() -> Int32 {
    if freeList == -1 {
      let old = nodes.count
      let grow = max(16, old)
      nodes.reserveCapacity(old + grow)
      for i in 0..<grow {
        var n = TreeNode()
        n.parent = i + 1 < grow ? Int32(old + i + 1) : -1
        nodes.append(n)
      }
      freeList = Int32(old)
    }
    let id = freeList
    freeList = nodes[Int(id)].parent
    nodes[Int(id)] = TreeNode(aabb: AABB(lower: .zero, upper: .zero), parent: -1, height: 0)
    return id
  }

  private mutating func freeNode(_ id: Int32) {
    nodes[Int(id)].parent = freeList
    nodes[Int(id)].height = -1
    freeList = id
  }

  /// Adds a leaf with a fat box around `aabb`.
  mutating func createProxy(aabb: AABB, payload: Int32) -> Int32 {
    let id = allocateNode()
    let r = Vec2(Settings.aabbMargin, Settings.aabbMargin)
    nodes[Int(id)].aabb = AABB(lower: aabb.lower - r, upper: aabb.upper + r)
    nodes[Int(id)].payload = payload
    nodes[Int(id)].height = 0
    nodes[Int(id)].moved = true
    insertLeaf(id)
    return id
  }

  mutating func destroyProxy(_ id: Int32) {
    removeLeaf(id)
    freeNode(id)
  }

  /// Moves a leaf when its shape's box left the fat box; returns whether it moved. The new fat
  /// box is grown by the margin and stretched along the displacement (Box2D 2.x).
  mutating func moveProxy(_ id: Int32, aabb: AABB, displacement d: Vec2) -> Bool {
    if nodes[Int(id)].aabb.contains(aabb) { return false }
    removeLeaf(id)
    let r = Vec2(Settings.aabbMargin, Settings.aabbMargin)
    var b = AABB(lower: aabb.lower - r, upper: aabb.upper + r)
    let dd = Settings.aabbMultiplier * d
    if dd.x < 0 { b.lower.x += dd.x } else { b.upper.x += dd.x }
    if dd.y < 0 { b.lower.y += dd.y } else { b.upper.y += dd.y }
    nodes[Int(id)].aabb = b
    nodes[Int(id)].moved = true
    insertLeaf(id)
    return true
  }

  private mutating func insertLeaf(_ leaf: Int32) {
    if root == -1 {
      root = leaf
      nodes[Int(root)].parent = -1
      return
    }
    // The new parent first: the search below allocates nothing, so it gets the same node.
    let newParent = allocateNode()
    let root = self.root
    let newRoot = nodes.withUnsafeMutableBufferPointer { nodes in
      let leafAABB = nodes[Int(leaf)].aabb
      // Find the best sibling by the surface-area heuristic.
      var index = root
      while !nodes[Int(index)].isLeaf {
        let area = nodes[Int(index)].aabb.perimeter
        let combinedArea = nodes[Int(index)].aabb.union(leafAABB).perimeter
        let cost = 2 * combinedArea
        let inheritance = 2 * (combinedArea - area)
        @inline(__always) func childCost(_ c: Int32) -> Float {
          let box = nodes[Int(c)].aabb
          let u = leafAABB.union(box).perimeter
          return nodes[Int(c)].isLeaf ? u + inheritance : (u - box.perimeter) + inheritance
        }
        let child1 = nodes[Int(index)].child1, child2 = nodes[Int(index)].child2
        let cost1 = childCost(child1)
        let cost2 = childCost(child2)
        if cost < cost1 && cost < cost2 { break }
        index = cost1 < cost2 ? child1 : child2
      }
      let sibling = index
      let oldParent = nodes[Int(sibling)].parent
      nodes[Int(newParent)].parent = oldParent
      nodes[Int(newParent)].aabb = leafAABB.union(nodes[Int(sibling)].aabb)
      nodes[Int(newParent)].height = nodes[Int(sibling)].height + 1
      nodes[Int(newParent)].child1 = sibling
      nodes[Int(newParent)].child2 = leaf
      nodes[Int(sibling)].parent = newParent
      nodes[Int(leaf)].parent = newParent
      var newRoot = root
      if oldParent != -1 {
        if nodes[Int(oldParent)].child1 == sibling {
          nodes[Int(oldParent)].child1 = newParent
        } else {
          nodes[Int(oldParent)].child2 = newParent
        }
      } else {
        newRoot = newParent
      }
      DynamicTree.refit(nodes, from: nodes[Int(leaf)].parent, root: &newRoot)
      return newRoot
    }
    self.root = newRoot
  }

  private mutating func removeLeaf(_ leaf: Int32) {
    if leaf == root {
      root = -1
      return
    }
    let parent = nodes[Int(leaf)].parent
    let grandParent = nodes[Int(parent)].parent
    let sibling =
      nodes[Int(parent)].child1 == leaf
      ? nodes[Int(parent)].child2 : nodes[Int(parent)].child1
    if grandParent != -1 {
      if nodes[Int(grandParent)].child1 == parent {
        nodes[Int(grandParent)].child1 = sibling
      } else {
        nodes[Int(grandParent)].child2 = sibling
      }
      nodes[Int(sibling)].parent = grandParent
      freeNode(parent)
      var root = self.root
      nodes.withUnsafeMutableBufferPointer { DynamicTree.refit($0, from: grandParent, root: &root) }
      self.root = root
    } else {
      root = sibling
      nodes[Int(sibling)].parent = -1
      freeNode(parent)
    }
  }

  /// Walks up from `start`, balancing and refitting boxes and heights.
  private static func refit(
    _ nodes: UnsafeMutableBufferPointer<TreeNode>, from start: Int32, root: inout Int32
  ) {
    var index = start
    while index != -1 {
      index = balance(nodes, index, root: &root)
      let c1 = nodes[Int(index)].child1
      let c2 = nodes[Int(index)].child2
      nodes[Int(index)].height = 1 + max(nodes[Int(c1)].height, nodes[Int(c2)].height)
      nodes[Int(index)].aabb = nodes[Int(c1)].aabb.union(nodes[Int(c2)].aabb)
      index = nodes[Int(index)].parent
    }
  }

  /// One left or right rotation at `a` if it is imbalanced; returns the subtree's new root.
  @inline(__always)
  private static func balance(
    _ nodes: UnsafeMutableBufferPointer<TreeNode>, _ a: Int32, root: inout Int32
  ) -> Int32 {
    if nodes[Int(a)].isLeaf || nodes[Int(a)].height < 2 { return a }
    let b = nodes[Int(a)].child1
    let c = nodes[Int(a)].child2
    let balance = nodes[Int(c)].height - nodes[Int(b)].height
    if balance > 1 { return rotate(nodes, a, up: c, other: b, isChild2: true, root: &root) }
    if balance < -1 { return rotate(nodes, a, up: b, other: c, isChild2: false, root: &root) }
    return a
  }

  /// Promotes `up` (a child of `a`) above `a` (Box2D's Balance, both cases in one).
  private static func rotate(
    _ nodes: UnsafeMutableBufferPointer<TreeNode>, _ a: Int32, up c: Int32, other b: Int32,
    isChild2: Bool, root: inout Int32
  ) -> Int32 {
    let f = nodes[Int(c)].child1
    let g = nodes[Int(c)].child2
    nodes[Int(c)].child1 = a
    nodes[Int(c)].parent = nodes[Int(a)].parent
    nodes[Int(a)].parent = c
    let cp = nodes[Int(c)].parent
    if cp != -1 {
      if nodes[Int(cp)].child1 == a { nodes[Int(cp)].child1 = c } else { nodes[Int(cp)].child2 = c }
    } else {
      root = c
    }
    let (keep, give) = nodes[Int(f)].height > nodes[Int(g)].height ? (f, g) : (g, f)
    nodes[Int(c)].child2 = keep
    if isChild2 { nodes[Int(a)].child2 = give } else { nodes[Int(a)].child1 = give }
    nodes[Int(give)].parent = a
    nodes[Int(a)].aabb = nodes[Int(b)].aabb.union(nodes[Int(give)].aabb)
    nodes[Int(c)].aabb = nodes[Int(a)].aabb.union(nodes[Int(keep)].aabb)
    nodes[Int(a)].height = 1 + max(nodes[Int(b)].height, nodes[Int(give)].height)
    nodes[Int(c)].height = 1 + max(nodes[Int(a)].height, nodes[Int(keep)].height)
    return c
  }

  /// Calls `body` with the node and payload of every leaf whose fat box overlaps `aabb`;
  /// `stack` is the caller's reusable buffer.
  @inline(__always)
  func query(_ aabb: AABB, stack: inout [Int32], _ body: (Int32, Int32) -> Void) {
    if root == -1 { return }
    stack.removeAll(keepingCapacity: true)
    stack.append(root)
    nodes.withUnsafeBufferPointer { nodes in
      while let id = stack.popLast() {
        let n = nodes[Int(id)]
        if !n.aabb.overlaps(aabb) { continue }
        if n.isLeaf {
          body(id, n.payload)
        } else {
          stack.append(n.child1)
          stack.append(n.child2)
        }
      }
    }
  }

  @inline(__always) func fatAABB(_ id: Int32) -> AABB { nodes[Int(id)].aabb }

  /// Calls `body` with a reader for many queries in a row: the nodes and the stack
  /// (`stack`, grown to the node count, which bounds any traversal) through pointers.
  func withQueries(stack: inout [Int32], _ body: (TreeQueries) -> Void) {
    if stack.count < nodes.count {
      stack.append(contentsOf: repeatElement(-1, count: nodes.count - stack.count))
    }
    nodes.withUnsafeBufferPointer { nodes in
      stack.withUnsafeMutableBufferPointer { stack in
        body(TreeQueries(nodes: nodes, stack: stack.baseAddress!, root: root))
      }
    }
  }
}

/// Queries of a tree that does not change meanwhile (`DynamicTree.withQueries`).
package struct TreeQueries {
  package let nodes: UnsafeBufferPointer<TreeNode>
  package let stack: UnsafeMutablePointer<Int32>
  package let root: Int32

  /// `DynamicTree.query`: the same leaves in the same order.
  @inline(__always)
  func forEachLeaf(overlapping aabb: AABB, _ body: (Int32, Int32) -> Void) {
    if root == -1 { return }
    stack[0] = root
    var count = 1
    while count > 0 {
      count -= 1
      let id = stack[count]
      if !nodes[Int(id)].aabb.overlaps(aabb) { continue }
      if nodes[Int(id)].isLeaf {
        body(id, nodes[Int(id)].payload)
      } else {
        stack[count] = nodes[Int(id)].child1
        stack[count + 1] = nodes[Int(id)].child2
        count += 2
      }
    }
  }
}
