import PopGesture

extension Trace {
  /// Whether a `.json` file found in a folder should be checked as a trace, so that one that
  /// does not validate is reported rather than skipped.
  ///
  /// It should unless it is plainly something else: valid JSON whose top level is not an object,
  /// or an object none of whose keys is a trace's key or a near miss of one (`formt`, `evnts`).
  /// That skips the navigation descriptions that traces share (`stack`, `navigationBarHidden`)
  /// and other data files, and keeps a trace with a misspelled `format`, or no `format` at all.
  /// Text that is not valid JSON is checked, so its error is shown.
  package static func looksLikeTrace(_ bytes: [UInt8]) -> Bool {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      return true
    }
    return looksLikeTrace(root)
  }

  /// `looksLikeTrace(_:)` of a document already parsed.
  package static func looksLikeTrace(_ root: JSONValue) -> Bool {
    guard case .object(let members) = root.kind else { return false }
    return members.contains { member in
      TraceDecoder.traceKeys.contains(member.key)
        || Suggestion.closest(to: member.key, among: TraceDecoder.traceKeys) != nil
    }
  }
}
