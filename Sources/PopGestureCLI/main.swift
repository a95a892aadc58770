import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

// The one funnel: parse, run, turn any failure into its message and status, then exit.
var session = Session()
do {
  try Command(parsing: Array(CommandLine.arguments.dropFirst())).run(in: &session)
  try session.flush()
} catch {
  session.report(error)
}
exit(session.status.rawValue)
