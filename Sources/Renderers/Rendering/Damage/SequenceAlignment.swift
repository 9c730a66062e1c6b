/// Aligns two sequences: which elements of each belong to a longest common subsequence
/// (Myers' O((n + m)·D) greedy algorithm, D the number of insertions and deletions).
///
/// Successive frames differ in a few places, so the common prefix and suffix are matched
/// first and the search runs on what lies between; it gives up past `maximumEdits`, leaving
/// that middle unmatched (a safe answer: an unmatched element is only drawn again).
package nonisolated enum SequenceAlignment {
  /// Marks the matched elements of `a` (`n` long) and `b` (`m` long); `equal(i, j)` compares
  /// `a[i]` with `b[j]`.
  package static func match(
    _ n: Int, _ m: Int, maximumEdits: Int, equal: (Int, Int) -> Bool
  ) -> (a: [Bool], b: [Bool]) {
    var matchedA = [Bool](repeating: false, count: n)
    var matchedB = [Bool](repeating: false, count: m)
    var start = 0
    while start < n, start < m, equal(start, start) {
      matchedA[start] = true
      matchedB[start] = true
      start += 1
    }
    var endA = n, endB = m
    while endA > start, endB > start, equal(endA - 1, endB - 1) {
      endA -= 1
      endB -= 1
      matchedA[endA] = true
      matchedB[endB] = true
    }
    let width = endA - start, height = endB - start
    guard width > 0, height > 0 else { return (matchedA, matchedB) }

    // v[offset + k]: the furthest x reached on diagonal k = x − y; trace[d]: v before step d.
    let limit = Swift.min(maximumEdits, width + height)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    var edits = -1
    search: for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < width, y < height, equal(start + x, start + y) {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= width, y >= height {
          edits = d
          break search
        }
      }
    }
    guard edits >= 0 else { return (matchedA, matchedB) }

    // Walk back from the end: each step's diagonal run is matched.
    var x = width, y = height
    for d in stride(from: edits, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK =
        k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
      let previousX = v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        matchedA[start + x] = true
        matchedB[start + y] = true
      }
      x = previousX
      y = previousY
    }
    return (matchedA, matchedB)
  }
}
