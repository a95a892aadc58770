extension Trace {
  /// Whether a `.json` file found in a folder should be checked as a trace: its top-level object
  /// has a `format` key, or it is not valid JSON at all (so its error is shown, not skipped).
  ///
  /// Other JSON files, such as the navigation descriptions that traces share, are skipped.
  public static func looksLikeTrace(_ bytes: [UInt8]) -> Bool {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      return true
    }
    guard case .object(let members) = root.kind else { return false }
    return members.contains { $0.key == "format" }
  }
}
