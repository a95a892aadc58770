import PopGesture
import PopGestureFormats

#if canImport(Testing)
  import Testing
#endif

/// One line for an outcome in a test failure, where a test framework prints the values of a
/// failed expectation: `#expect(outcome.popped)` in Swift Testing, `XCTAssertEqual` in XCTest.
/// The whole value, with every record of the replay, would run to kilobytes.
extension ReplayOutcome: CustomStringConvertible {
  /// The swipes there were, at most three of them with their outcome lines, then the final
  /// state: `1 swipe (swipe 1: popped detail -> home through fullscreenPop at 0.437); final stack
  /// [home], bar shown, idle`.
  public var description: String {
    let shown = swipes.prefix(Self.describedSwipes).map(\.description)
    let more = swipes.count - shown.count
    var text = swipes.count == 1 ? "1 swipe" : "\(swipes.count) swipes"
    if !shown.isEmpty {
      text += " (" + shown.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "") + ")"
    }
    text += "; final stack [\(stack.joined(separator: ", "))]"
    text += isNavigationBarHidden ? ", bar hidden" : ", bar shown"
    text += isTransitioning ? ", transitioning" : ", idle"
    if let fault { text += ", fault \(fault.rawValue)" }
    return text
  }

  /// How many swipes a description names, so that it stays one readable line.
  static let describedSwipes = 3
}

#if canImport(Testing)
  extension ReplayOutcome: CustomTestStringConvertible {
    /// The one line of `description`, which a failed expectation shows for the outcome.
    public var testDescription: String { description }
  }

  extension SwipeOutcome: CustomTestStringConvertible {
    /// The swipe's outcome line, which a failed expectation shows for it.
    public var testDescription: String { description }
  }
#endif
