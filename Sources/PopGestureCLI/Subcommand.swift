import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// A command of `popgesture`: its declaration, its parser and what it does.
///
/// To add one: write a type that conforms, with an `Option` enum of `CommandOption` and a
/// `declaration` made from it, then give `CommandName` a case and its `type`. The usage line, the
/// help pages, the overview, the completion scripts and the tests that every option parses and
/// every page fits 80 columns all follow from the declaration.
protocol Subcommand {
  /// What the help page, the usage line, the scanner and the completion scripts say.
  static var declaration: CommandDeclaration { get }

  /// Parses the arguments after the command's name; nothing is read or written yet.
  init(parsing arguments: ArraySlice<String>) throws(Failure)

  /// Does what was asked; failures that end the whole run are thrown.
  func run(in session: inout Session) throws(Failure)
}

/// A command whose parsing reads its process's environment (`GITHUB_ACTIONS`, which turns on
/// annotations), and which tests parse in an environment of their own.
protocol EnvironmentReadingSubcommand: Subcommand {
  /// Parses the arguments after the command's name, in a process whose environment is
  /// `environment`.
  init(parsing arguments: ArraySlice<String>, environment: [String: String]) throws(Failure)
}

extension EnvironmentReadingSubcommand {
  /// Parses the arguments after the command's name, in this process's environment.
  init(parsing arguments: ArraySlice<String>) throws(Failure) {
    try self.init(parsing: arguments, environment: ProcessInfo.processInfo.environment)
  }
}
