public import DynamicMenusGeometry

/// What the window knows about one touch from touch-down to lift-off.
final class TouchRecord {
  let id: Int
  /// The view the touch began on (the hit test's answer), for its whole life.
  @Weak package var view: View?
  /// The recognizers that received the touch, hit view first, then up the superviews.
  var recognizers: [GestureRecognizer]
  /// The latest event of the touch.
  var last: Touch
  /// Events held back from the view while a recognizer delays them.
  var held: [Touch] = []
  var viewBegan = false
  var viewEnded = false
  var viewCancelled = false
  var ended = false

  init(touch: Touch, view: View?, recognizers: [GestureRecognizer]) {
    id = touch.identifier
    self.view = view
    self.recognizers = recognizers
    last = touch
  }
}

extension Window {
  /// Queues a touch for the next frame; the window stamps it with its clock and fills its
  /// previous location and tap count.
  public func send(_ touch: Touch) { queuedEvents.append(.touch(touch)) }

  /// Queues a key event for the next frame.
  public func send(_ key: KeyEvent) { queuedEvents.append(.key(key)) }

  /// Queues an input event for the next frame.
  public func send(_ event: InputEvent) { queuedEvents.append(event) }

  /// The touches currently down, in the order they began.
  public var activeTouches: [Touch] { touchRecords.filter { !$0.ended }.map { $0.last } }

  func deliverQueuedInput() {
    while !queuedEvents.isEmpty {
      let event = queuedEvents.removeFirst()
      switch event {
      case .touch(let touch): deliver(touch)
      case .key(let key): deliver(key)
      }
    }
  }

  /// The view a window point lands on: the top overlay first, then down to the root view.
  public func hitTest(_ point: Point) -> View? {
    for view in topLevelViews.reversed() {
      if let hit = view.hitTest(view.convert(point, from: nil)) { return hit }
    }
    return nil
  }

  func deliver(_ raw: Touch) {
    var touch = raw
    touch.timestamp = time
    if touch.phase == .began {
      guard !touchRecords.contains(where: { $0.id == touch.identifier && !$0.ended }) else {
        return  // a second touch-down of a touch that is down: ignored
      }
      interactionMode = .touch
      touch.previousLocation = touch.location
      if let tap = lastTap, time - tap.time <= 0.35, tap.location.distance(to: touch.location) <= 45
      {
        touch.tapCount = tap.count + 1
      } else {
        touch.tapCount = 1
      }
      let hit = hitTest(touch.location)
      let record = TouchRecord(
        touch: touch, view: hit, recognizers: recognizers(for: touch, on: hit))
      touchRecords.append(record)
      for recognizer in record.recognizers {
        if !activeRecognizers.contains(where: { $0 === recognizer }) {
          activeRecognizers.append(recognizer)
        }
        guard !recognizer.settledState.isTerminal else { continue }
        recognizer.seenTouchIDs.insert(touch.identifier)
        recognizer.touches.append(touch)
        recognizer.updateCentroid()
        recognizer.touchesBegan([touch])
        settle(recognizer)
      }
      deliverToView(record, touch)
    } else {
      guard let record = touchRecords.first(where: { $0.id == touch.identifier && !$0.ended })
      else { return }  // a touch that is not down: ignored
      touch.previousLocation = record.last.location
      touch.tapCount = record.last.tapCount
      record.last = touch
      for recognizer in record.recognizers {
        guard
          let index = recognizer.touches.firstIndex(where: { $0.identifier == touch.identifier })
        else { continue }
        recognizer.touches[index] = touch
        recognizer.updateCentroid()
        let live = !recognizer.settledState.isTerminal
        switch touch.phase {
        case .moved, .stationary:
          if live { recognizer.touchesMoved([touch]) }
        case .ended, .cancelled:
          recognizer.touches.remove(at: index)
          if live {
            if touch.phase == .ended {
              recognizer.touchesEnded([touch])
            } else {
              recognizer.touchesCancelled([touch])
            }
          }
        case .began:
          break
        }
        if live { settle(recognizer) }
      }
      if touch.phase.isTerminal {
        record.ended = true
        if touch.phase == .ended { lastTap = (time, touch.location, touch.tapCount) }
      }
      deliverToView(record, touch)
    }
    reap()
  }

  /// The recognizers a touch that began on `hit` goes to: each view's, from the hit view up
  /// to its top-level view, unless a view on the way (a control) keeps an ancestor's
  /// recognizer away, or the recognizer's delegate declines the touch.
  func recognizers(for touch: Touch, on hit: View?) -> [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    var below: [View] = []
    var current = hit
    while let view = current {
      for recognizer in view.gestureRecognizers where recognizer.isEnabled {
        guard below.allSatisfy({ $0.allowsAncestorRecognizer(recognizer) }) else { continue }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        else { continue }
        if recognizer.settledState.isTerminal && !recognizer.touches.isEmpty { continue }
        result.append(recognizer)
      }
      below.append(view)
      current = view.superview
    }
    return result
  }

  func updateRecognizerTimers() {
    for recognizer in activeRecognizers
    where !recognizer.settledState.isTerminal && recognizer.pendingState == nil {
      recognizer.update(time: time)
      settle(recognizer)
    }
    reap()
  }

  // MARK: Delivery to views

  func deliverToView(_ record: TouchRecord, _ touch: Touch) {
    guard record.view != nil, !record.viewCancelled else { return }
    record.held.append(touch)
    flush(record)
  }

  func flushAllHeldTouches() {
    for record in touchRecords { flush(record) }
  }

  func flush(_ record: TouchRecord) {
    while let first = record.held.first {
      guard let view = record.view, !record.viewCancelled else {
        record.held.removeAll()
        break
      }
      if isHeldBack(first, of: record) { break }
      record.held.removeFirst()
      switch first.phase {
      case .began:
        record.viewBegan = true
        view.touchesBegan([first])
      case .moved, .stationary:
        if record.viewBegan { view.touchesMoved([first]) }
      case .ended:
        if record.viewBegan { view.touchesEnded([first]) }
        record.viewEnded = true
      case .cancelled:
        if record.viewBegan { view.touchesCancelled([first]) }
        record.viewEnded = true
      }
    }
  }

  /// Whether a recognizer that is still possible delays this event from the view.
  func isHeldBack(_ touch: Touch, of record: TouchRecord) -> Bool {
    record.recognizers.contains { recognizer in
      guard recognizer.settledState == .possible,
        recognizer.seenTouchIDs.contains(record.id),
        activeRecognizers.contains(where: { $0 === recognizer })
      else { return false }
      return touch.phase.isTerminal ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan
    }
  }

  /// Sends `touchesCancelled` to the views of the touches `recognizer` saw.
  func cancelViewTouches(seenBy recognizer: GestureRecognizer) {
    for record in touchRecords where recognizer.seenTouchIDs.contains(record.id) {
      cancelViewTouch(record)
    }
  }

  func cancelViewTouch(_ record: TouchRecord) {
    guard !record.viewCancelled else { return }
    record.viewCancelled = true
    record.held.removeAll()
    if record.viewBegan && !record.viewEnded, let view = record.view {
      var touch = record.last
      touch.phase = .cancelled
      touch.timestamp = time
      record.viewEnded = true
      view.touchesCancelled([touch])
    }
  }

  /// Cancels the touches on views of a subtree that leaves the window.
  func cancelTouches(in subtree: View) {
    for record in touchRecords {
      if let view = record.view, view.isDescendant(of: subtree) { cancelViewTouch(record) }
    }
  }

  /// Drops finished touches and resets recognizers whose cycle is over. A recognizer whose
  /// view left the window is cancelled and let go of, by the touches that are still down
  /// too: they would otherwise keep it (and the handlers' captures) alive until they lift.
  func reap() {
    touchRecords.removeAll { $0.ended && $0.held.isEmpty }
    for record in touchRecords {
      record.recognizers.removeAll { $0.view?.window !== self }
    }
    var index = 0
    while index < activeRecognizers.count {
      let recognizer = activeRecognizers[index]
      let attached = recognizer.view?.window === self && recognizer.isEnabled
      let done =
        recognizer.settledState.isTerminal && recognizer.touches.isEmpty
        && recognizer.pendingState == nil
      if !attached || done {
        if !attached && recognizer.settledState.isActive {
          recognizer.force(.cancelled)
          recognizer.settledState = .cancelled
          fire(recognizer)
        }
        activeRecognizers.remove(at: index)
        resetRecognizer(recognizer)
        if !attached { resolveDependents(of: recognizer) }
      } else {
        index += 1
      }
    }
  }

  func resetRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.reset()
    recognizer.force(.possible)
    recognizer.settledState = .possible
    recognizer.pendingState = nil
    recognizer.touches = []
    recognizer.seenTouchIDs = []
  }

  /// Called before a recognizer leaves its view or is disabled: an active one is cancelled.
  func recognizerWillDetach(_ recognizer: GestureRecognizer) {
    guard let index = activeRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
    if recognizer.settledState.isActive {
      recognizer.force(.cancelled)
      recognizer.settledState = .cancelled
      fire(recognizer)
    }
    activeRecognizers.remove(at: index)
    resetRecognizer(recognizer)
  }
}
