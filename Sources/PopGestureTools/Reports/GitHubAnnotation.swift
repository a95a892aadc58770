/// A GitHub Actions workflow command that annotates a file: written on its own line of standard
/// output during a workflow run, it shows `message` on the file's `line` in the pull request's
/// diff and in the run's summary.
///
///     ::error file=Traces/a.verdicts,line=12,title=popgesture check::the verdict log differs ...
///
/// The runner reads the command's properties up to `::` and its message to the end of the line, so
/// each is escaped as the runner unescapes it: `%`, CR and LF in both, and `:` and `,` in the
/// properties too.
package struct GitHubAnnotation: Sendable, Equatable {
  /// How the run shows the annotation.
  package enum Level: String, Sendable {
    case error, warning, notice
  }

  package var level: Level
  /// The file, relative to the repository's root as the runner sees it (the workflow's working
  /// folder), or absolute.
  package var file: String
  /// The line, counting from 1, or nil to annotate the file as a whole.
  package var line: Int?
  /// The annotation's heading.
  package var title: String
  /// What the annotation says; several lines are kept as several lines.
  package var message: String

  /// An annotation of `file` (at `line`, if given) at `level`.
  package init(_ level: Level, file: String, line: Int? = nil, title: String, message: String) {
    self.level = level
    self.file = file
    self.line = line
    self.title = title
    self.message = message
  }

  /// The workflow command, ending in a newline.
  package var command: String {
    var properties = "file=" + Self.escapedProperty(file)
    if let line { properties += ",line=\(line)" }
    properties += ",title=" + Self.escapedProperty(title)
    return "::\(level.rawValue) \(properties)::\(Self.escapedData(message))\n"
  }

  /// The variable GitHub Actions sets to `true` in every step.
  package static let environmentVariable = "GITHUB_ACTIONS"

  /// Whether `environment` is that of a GitHub Actions run (`environmentVariable`).
  package static func isGitHubActions(_ environment: [String: String]) -> Bool {
    environment[environmentVariable] == "true"
  }

  /// A message as the runner reads it back: `%`, CR and LF escaped.
  static func escapedData(_ text: String) -> String {
    escaped(text, isProperty: false)
  }

  /// A property's value as the runner reads it back: as a message, and `:` and `,`, which end a
  /// property, escaped too.
  static func escapedProperty(_ text: String) -> String {
    escaped(text, isProperty: true)
  }

  /// `text` with the characters the runner would read as the end of a message, or of a property
  /// when `isProperty`, written as the runner's `%` escapes.
  private static func escaped(_ text: String, isProperty: Bool) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      case ":" where isProperty: escaped += "%3A"
      case "," where isProperty: escaped += "%2C"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
