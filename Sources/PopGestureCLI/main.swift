import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

// The one funnel: parse, run, turn any failure into its message and status, then exit.
var session = Session()
do {
  // The arguments as the system gave them, not as `CommandLine.arguments` repairs them: a file
  // name that is not UTF-8 must reach the system as the same bytes (`PathBytes`).
  let arguments = (1..<Int(CommandLine.argc)).compactMap { index in
    CommandLine.unsafeArgv[index].map { PathBytes.string(cString: $0) }
  }
  try Command(parsing: arguments).run(in: &session)
  try session.flush()
} catch {
  session.report(error)
}
exit(session.status.rawValue)
