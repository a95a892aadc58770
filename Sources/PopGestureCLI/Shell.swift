import PopGesture
import PopGestureFormats
import PopGestureTools

/// The shells `--generate-completion-script` writes a script for.
enum Shell: String, CaseIterable {
  case bash, zsh, fish

  /// The shell names, for messages.
  static var names: [String] { allCases.map(\.rawValue) }
}
