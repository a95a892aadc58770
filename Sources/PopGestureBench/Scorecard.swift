/// The targets a run checked: each printed with PASS or FAIL as it is checked, and all of them
/// counted in the run's last lines, the missed ones repeated there so that a log read from its
/// end shows them.
final class Scorecard {
  /// How many targets were met.
  private(set) var passed = 0
  /// The line of each target missed, in order.
  private(set) var failures: [String] = []

  /// Prints the line of one target, `PASS` or `FAIL` by `isMet`, with what was measured.
  func check(_ label: String, _ isMet: Bool, _ measured: String) {
    let line = "  \(isMet ? "PASS" : "FAIL")  \(label): \(measured)"
    print(line)
    if isMet {
      passed += 1
    } else {
      failures.append(line)
    }
  }

  /// How many targets were measured but not judged, for a run whose inputs are not the ones
  /// the target is set for.
  private(set) var notJudged = 0

  /// Prints what was measured for a target this run does not judge, and why.
  func report(_ label: String, _ measured: String, because reason: String) {
    print("  ----  \(label): \(measured) (\(reason))")
    notJudged += 1
  }

  /// `targets: 30 checked, 28 PASS, 2 FAIL`, then each missed target's line again.
  var summary: String {
    var counts = "targets: \(passed + failures.count) checked, \(passed) PASS, \(failures.count) FAIL"
    if notJudged > 0 { counts += ", \(notJudged) not judged" }
    return ([counts] + failures).joined(separator: "\n")
  }
}
