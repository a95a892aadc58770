import PopGesture
import PopGestureFormats

extension AuditReport {
  /// The report in `bytes`, a `popgesture-audit/1` document read from `file`, as `AuditJSON`
  /// writes it; an error names the line, column and path of the first value that is wrong, and
  /// what to write instead.
  ///
  /// Members the reader does not know are skipped, so that a report written by a later version
  /// still reads; every member `AuditJSON` writes is required, but for `name`, `screen`, a
  /// typical swipe of a map with no cells, and a finding's `region` and `fix`.
  public static func read(_ bytes: [UInt8], file: String) throws(TraceError) -> AuditReport {
    let reader = Reader(file: file)
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw TraceError(file: file, location: error.location, path: "", message: error.message)
    }
    let top = try reader.object(root, "")
    let format = try reader.string(top, "format", "")
    guard format.text == Self.format else {
      throw reader.error(
        format.value, "format",
        "this is not an audit report (\(PrintableText.quoted(format.text))); give a file `audit --format json` wrote, "
          + "whose format is \(PrintableText.quoted(Self.format))")
    }
    let systems = try reader.array(top, "systems", "").enumerated().map { index, value throws(TraceError) in
      try reader.system(value, "systems[\(index)]")
    }
    let gesture = try reader.object(try reader.member(top, "gesture", ""), "gesture")
    let motion = ScreenMap.Gesture.custom(
      dx: try reader.number(gesture, "dx", "gesture"), dy: try reader.number(gesture, "dy", "gesture"),
      seconds: try reader.number(gesture, "seconds", "gesture"))
    let named: [ScreenMap.Gesture] = [.fast, .slow, .flick]
    let grid = try reader.number(top, "grid", "")
    let screens = try reader.array(top, "screens", "").enumerated().map { index, value throws(TraceError) in
      var screen = try reader.screen(value, "screens[\(index)]")
      for result in screen.results.indices { screen.results[result].grid = grid }
      return screen
    }
    return AuditReport(
      systems: systems, gesture: named.first { $0.motion == motion.motion } ?? motion,
      grid: grid, screens: screens)
  }

  /// Reads the values of a report, each error located.
  private struct Reader {
    let file: String

    func error(_ value: JSONValue, _ path: String, _ message: String) -> TraceError {
      TraceError(file: file, location: value.location, path: path, message: message)
    }

    /// An object's members by key, the first of duplicates, and the object itself, where an
    /// error about a missing member points.
    struct Object {
      var members: [String: JSONValue] = [:]
      var value: JSONValue

      subscript(key: String) -> JSONValue? { members[key] }
    }

    func object(_ value: JSONValue, _ path: String) throws(TraceError) -> Object {
      guard case .object(let members) = value.kind else { throw error(value, path, "expected an object") }
      var object = Object(value: value)
      for member in members where object.members[member.key] == nil {
        object.members[member.key] = member.value
      }
      return object
    }

    func member(_ object: Object, _ key: String, _ path: String) throws(TraceError) -> JSONValue {
      guard let value = object[key] else {
        throw error(
          object.value, path, "missing member \(PrintableText.quoted(key)), which every audit report has")
      }
      return value
    }

    private func path(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func string(_ object: Object, _ key: String, _ path: String) throws(TraceError)
      -> (text: String, value: JSONValue)
    {
      let value = try member(object, key, path)
      guard case .string(let text) = value.kind else {
        throw error(value, self.path(path, key), "expected a string")
      }
      return (text, value)
    }

    func optionalString(_ object: Object, _ key: String, _ path: String) throws(TraceError)
      -> String?
    {
      object[key] == nil ? nil : try string(object, key, path).text
    }

    func strings(_ object: Object, _ key: String, _ path: String) throws(TraceError) -> [String] {
      try array(object, key, path).enumerated().map { index, value throws(TraceError) in
        guard case .string(let text) = value.kind else {
          throw error(value, "\(self.path(path, key))[\(index)]", "expected a string")
        }
        return text
      }
    }

    func number(_ object: Object, _ key: String, _ path: String) throws(TraceError) -> Double {
      let value = try member(object, key, path)
      guard case .number(let number) = value.kind, abs(number) <= Trace.maximumMagnitude else {
        throw error(value, self.path(path, key), "expected a number from -1e15 to 1e15")
      }
      return number
    }

    func count(_ object: Object, _ key: String, _ path: String) throws(TraceError) -> Int {
      let value = try member(object, key, path)
      guard case .number(let number) = value.kind, number >= 0, number <= Double(Int32.max),
        number == number.rounded()
      else { throw error(value, self.path(path, key), "expected a whole number, 0 or more") }
      return Int(number)
    }

    func bool(_ object: Object, _ key: String, _ path: String) throws(TraceError) -> Bool {
      let value = try member(object, key, path)
      guard case .bool(let flag) = value.kind else {
        throw error(value, self.path(path, key), "expected true or false")
      }
      return flag
    }

    func array(_ object: Object, _ key: String, _ path: String) throws(TraceError) -> [JSONValue] {
      let value = try member(object, key, path)
      guard case .array(let elements) = value.kind else {
        throw error(value, self.path(path, key), "expected an array")
      }
      return elements
    }

    func numbers(_ object: Object, _ key: String, _ path: String, count: Int) throws(TraceError)
      -> [Double]
    {
      let elements = try array(object, key, path)
      let numbers = elements.compactMap { value -> Double? in
        if case .number(let number) = value.kind, abs(number) <= Trace.maximumMagnitude { return number }
        return nil
      }
      guard numbers.count == count, elements.count == count else {
        throw error(try member(object, key, path), self.path(path, key), "expected \(count) numbers")
      }
      return numbers
    }

    func library(_ object: Object, _ key: String, _ path: String) throws(TraceError) -> PolicyName {
      let library = try string(object, key, path)
      guard let policy = PolicyName(rawValue: library.text) else {
        throw error(
          library.value, self.path(path, key),
          "expected a library: \(PolicyName.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return policy
    }

    func system(_ value: JSONValue, _ path: String) throws(TraceError) -> AuditSystem {
      guard case .string(let text) = value.kind, let system = AuditSystem(text) else {
        throw error(value, path, "expected a system, LIBRARY@IOS: app@26, fd@18, uikit@26")
      }
      return system
    }

    func screen(_ value: JSONValue, _ path: String) throws(TraceError) -> ScreenAudit {
      let object = try object(value, path)
      let policy = try library(object, "library", path)
      let device = try numbers(object, "device", path, count: 2)
      return ScreenAudit(
        file: try string(object, "file", path).text, name: try optionalString(object, "name", path),
        screen: try optionalString(object, "screen", path), library: policy,
        device: Size(width: device[0], height: device[1]), notes: try strings(object, "notes", path),
        results: try array(object, "results", path).enumerated().map { index, value throws(TraceError) in
          try result(value, "\(path).results[\(index)]")
        },
        findings: try array(object, "findings", path).enumerated().map { index, value throws(TraceError) in
          try finding(value, "\(path).findings[\(index)]")
        })
    }

    func result(_ value: JSONValue, _ path: String) throws(TraceError) -> ScreenAudit.Result {
      let object = try object(value, path)
      let policy = try library(object, "policy", path)
      let ios = try count(object, "ios", path)
      return ScreenAudit.Result(
        system: try system(try member(object, "system", path), self.path(path, "system")),
        resolved: ScreenMap.System(policy: policy, ios: ios), grid: 0,
        rows: try strings(object, "rows", path),
        middle: try object["middle"].map { value throws(TraceError) in
          try swipe(value, self.path(path, "middle"))
        },
        edge: try object["edge"].map { value throws(TraceError) in try swipe(value, self.path(path, "edge")) }
      )
    }

    func swipe(_ value: JSONValue, _ path: String) throws(TraceError) -> ScreenAudit.Swipe {
      let object = try object(value, path)
      let start = try numbers(object, "start", path, count: 2)
      return ScreenAudit.Swipe(
        start: Point(x: start[0], y: start[1]), popped: try bool(object, "popped", path),
        summary: try string(object, "summary", path).text,
        explanation: try strings(object, "explanation", path))
    }

    func finding(_ value: JSONValue, _ path: String) throws(TraceError) -> Finding {
      let object = try object(value, path)
      let kind = try string(object, "kind", path)
      guard let found = Finding.Kind(rawValue: kind.text) else {
        throw error(
          kind.value, self.path(path, "kind"),
          "expected a kind of finding: \(Finding.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      let region = try object["region"].map { _ throws(TraceError) in
        try numbers(object, "region", path, count: 4)
      }
      let fix = try object["fix"].map { value throws(TraceError) in
        let fix = try self.object(value, self.path(path, "fix"))
        return Finding.Fix(
          change: try string(fix, "change", self.path(path, "fix")).text,
          outcome: try string(fix, "outcome", self.path(path, "fix")).text)
      }
      return Finding(
        subject: Finding.Subject(kind: found, name: try string(object, "subject", path).text),
        systems: try array(object, "systems", path).enumerated().map { index, value throws(TraceError) in
          try system(value, "\(self.path(path, "systems"))[\(index)]")
        },
        cells: try count(object, "cells", path), share: try number(object, "share", path),
        region: region.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) },
        message: try string(object, "message", path).text, fix: fix)
    }
  }
}
