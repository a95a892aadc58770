import PopGesture
import PopGestureFormats
import PopGestureTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AuditCommand {
  /// A file to audit, and whether it was named or found in a folder.
  struct ScreenFile {
    var path: String
    var isNamed: Bool
  }

  /// The files named and those found in the folders named, in order; a folder that could not
  /// be searched is reported, as is a file found that is not a regular one.
  func screenFiles(in session: inout Session) throws(Failure) -> [ScreenFile] {
    var files: [ScreenFile] = []
    for path in paths {
      guard Files.isFolder(path) else {
        files.append(ScreenFile(path: path, isNamed: true))
        continue
      }
      let search = Files.jsonFiles(under: path)
      for skipped in search.skipped {
        try session.writeToStandardError(
          "popgesture: skipped \(Files.quoted(skipped)): \(Files.notRegularFile)\n")
      }
      for failure in search.failures { session.report(.unreadable(failure)) }
      files += search.files.map { ScreenFile(path: $0, isNamed: false) }
    }
    return files
  }

  /// The audit of the screen `file` holds, or nil when it is not a screen (reported if it was
  /// named), cannot be read or cannot be mapped (reported); `navigationFiles` gets the path of
  /// each navigation file a trace reads.
  func audit(
    _ file: ScreenFile, with auditor: Auditor, navigationFiles: inout [String], in session: inout Session
  ) -> Auditor.Screen? {
    guard let trace = screenTrace(file, navigationFiles: &navigationFiles, in: &session) else { return nil }
    do {
      return try auditor.audit(trace, file: file.path)
    } catch {
      session.report(.usage("\(Files.quoted(file.path)): \(error)", command: .audit))
      return nil
    }
  }

  /// The trace whose top screen `file` audits, or nil when it is not a screen (reported if it
  /// was named) or cannot be read; its bytes are read once, and parsed as the one kind they are.
  private func screenTrace(_ file: ScreenFile, navigationFiles: inout [String], in session: inout Session)
    -> Trace?
  {
    do throws(Failure) {
      let bytes = try TraceFile.read(file.path)
      switch AuditInput(bytes) {
      case .navigation:
        do {
          let navigation = try TraceDecoder(file: file.path).decodeNavigation(bytes)
          return Trace(policy: policy, navigation: navigation, events: [])
        } catch {
          throw .invalidTrace(error)
        }
      case .report:
        guard file.isNamed else { return nil }
        throw .usage(
          "\(Files.quoted(file.path)) is an audit report, not a screen; give it with --against",
          command: .audit)
      case .other where !file.isNamed:
        return nil
      case .trace, .other:
        var loaded: [String] = []
        defer { navigationFiles += loaded }
        return try TraceFile.decode(bytes, file: file.path) { loaded.append($0) }
      }
    } catch {
      session.report(error)
      return nil
    }
  }

  /// What `--against` names: an audit report, or a folder audited now with the same auditor.
  ///
  /// A folder's screens are named as if found in the one folder this audit reads, when it reads
  /// one: `old/inbox.json` is `app/inbox.json` in `audit app --against old`, so that two checkouts
  /// of one app compare screen by screen.
  func baseline(_ path: String, auditor: Auditor, in session: inout Session) throws(Failure)
    -> AuditDiff.Baseline
  {
    if Files.isFolder(path) {
      var earlier = self
      earlier.paths = [path]
      earlier.againstPath = nil
      let folder = paths.count == 1 && Files.isFolder(paths[0]) ? paths[0] : nil
      var report = AuditReport(of: auditor)
      var navigationFiles: [String] = []
      for file in try earlier.screenFiles(in: &session) {
        guard
          var audit = earlier.audit(file, with: auditor, navigationFiles: &navigationFiles, in: &session)?
            .audit
        else { continue }
        if let folder, let name = Self.name(of: file.path, in: path) {
          audit.file = Files.path(name, relativeTo: folder)
        }
        report.screens.append(audit)
      }
      return AuditDiff.Baseline(report)
    }
    let bytes: [UInt8]
    do {
      bytes = try Files.read(path, limit: AuditReport.maximumBytes, regularOnly: true)
    } catch {
      throw .unreadable(error)
    }
    do {
      return AuditDiff.Baseline(try AuditReport.read(bytes, file: path))
    } catch {
      throw .invalidTrace(error)
    }
  }

  /// `path`'s name within `folder`, which `Files.jsonFiles(under:)` found it in.
  static func name(of path: String, in folder: String) -> String? {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  /// A line on standard error, rewritten in place, while standard error is a terminal: the
  /// screen being audited, of how many.
  struct Progress {
    let total: Int
    private let isShown: Bool
    private var width = 0

    init(total: Int) {
      self.total = total
      isShown = total > 1 && isatty(2) == 1
    }

    mutating func show(_ index: Int, _ path: String, in session: inout Session) {
      guard isShown else { return }
      let line = "audit: \(index + 1) of \(total): \(Files.quoted(path))"
      try? session.writeToStandardError(
        "\r" + line + String(repeating: " ", count: max(0, width - line.count)))
      width = line.count
    }

    mutating func clear(in session: inout Session) {
      guard isShown, width > 0 else { return }
      try? session.writeToStandardError("\r" + String(repeating: " ", count: width) + "\r")
      width = 0
    }
  }
}
