import Foundation
import PopGesture
import PopGestureFormats
import PopGestureTools

/// The baseline: Foundation's JSONDecoder decoding the same trace into plain Codable structs,
/// with no validation and no replay.
enum CodableBaseline {
  struct Trace: Decodable {
    var format: String
    var name: String?
    var navigation: Navigation
    var events: [Event]
  }

  struct Navigation: Decodable {
    var stack: [Screen]
  }

  struct Screen: Decodable {
    var id: String
  }

  struct Event: Decodable {
    var t: Double
    var touch: Int?
    var phase: String?
    var x: Double?
    var y: Double?
    var action: String?
    var screen: Screen?
  }

  /// Decodes `data`; returns the number of events so the work cannot be optimized away.
  static func decode(_ data: Data) throws -> Int {
    try JSONDecoder().decode(Trace.self, from: data).events.count
  }
}
