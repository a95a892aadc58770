import Foundation

/// Programs looked for on `PATH`, for tests of scripts that only a given shell can check.
package enum InstalledProgram {
  /// Whether `name` is an executable in a folder on `PATH`.
  package static func isInstalled(_ name: String) -> Bool {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
  }
}
